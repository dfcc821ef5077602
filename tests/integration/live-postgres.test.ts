// Live updates across instances on one PostgreSQL: a reload on one instance reaches the streams
// of another (LISTEN/NOTIFY, one listening connection per process however many streams are
// open); the listening connection killed and kept out while a reload is published, then let
// back: the version is caught up; PostgreSQL down: pages and streams keep serving, each instance's
// own reloads still reach its own streams, and the others catch up once it is back.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { contentCopy } from "../helpers/content";
import { LIVE_MATCH_PATH, LIVE_SEASON, openStream, writeMatch } from "../helpers/live";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import {
  contentHealth,
  get,
  reloadContent,
  startProductionServer,
  type RunningServer,
} from "../helpers/server";

const LISTENING = /Live: listening for content versions on PostgreSQL/;
const pgSkip = postgresUnavailable();

describe.skipIf(Boolean(pgSkip))("live updates across instances on one PostgreSQL", () => {
  let database: TestPostgres;
  let admin: pg.Client;
  let databases = 0;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    database = await startTestPostgres();
    admin = new pg.Client({ connectionString: database.url });
    // The last test stops PostgreSQL under it.
    admin.on("error", () => undefined);
    await admin.connect();
    // Instance B logs in as a role of its own, which the tests can lock out; A as the superuser.
    await admin.query("CREATE ROLE live_b LOGIN");
  }, 60_000);
  afterAll(() => {
    void admin?.end().catch(() => undefined);
    database?.stop();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two instances on one copy of the content (its UCC 2026 match in play) and a database of their own. */
  async function twoInstances() {
    const name = `live_${(databases += 1)}`;
    // Owned by B, which starts first and so creates the tables: A, the superuser, may use them too.
    await admin.query(`CREATE DATABASE ${name} OWNER live_b`);
    const copy = contentCopy();
    cleanups.push(() => copy.remove());
    writeMatch(copy, { goals: 1, live: true });
    const url = new URL(database.url);
    url.pathname = `/${name}`;
    const start = async (user: string) => {
      url.username = user;
      const server = await startProductionServer({
        CONTENT_DIR: copy.dir,
        DATABASE_URL: url.toString(),
      });
      cleanups.push(() => server.stop());
      await server.waitForLine(LISTENING);
      return server;
    };
    const b = await start("live_b");
    const a = await start("postgres");
    return { copy, a, b, name };
  }

  async function follow(server: RunningServer) {
    const { version } = await contentHealth(server);
    const stream = await openStream(`${server.url}/live?topics=${LIVE_SEASON.topic}`, {
      "Last-Event-ID": version,
    });
    cleanups.push(() => stream.close());
    expect(stream.response.status).toBe(200);
    return stream;
  }

  test("a reload on one instance reaches the streams of the other; one listening connection per process", async () => {
    const { copy, a, b, name } = await twoInstances();
    const streams = await Promise.all([follow(b), follow(b), follow(b), follow(a), follow(a)]);
    const { rows } = await admin.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'voltverse-live'",
      [name],
    );
    expect(Number(rows[0]!.count)).toBe(2);

    writeMatch(copy, { goals: 2, live: true });
    const { version } = await reloadContent(a);
    await a.waitForLine(new RegExp(`Live: published content ${version}`));
    for (const stream of streams)
      expect(await stream.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
    expect(b.output()).toMatch(`Live: content ${version} was published by another instance`);
    expect((await contentHealth(b)).version).toBe(version);
    expect(await (await get(`${b.url}${LIVE_MATCH_PATH}`)).text()).toMatch(
      /Dortmund 2-0 Palmeiras/,
    );
  }, 180_000);

  test("the listening connection killed and kept out while a reload is published: caught up once it is back", async () => {
    const { copy, a, b } = await twoInstances();
    const stream = await follow(b);
    const before = await contentHealth(b);
    await admin.query("ALTER ROLE live_b NOLOGIN");
    try {
      const { rows } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'live_b' AND application_name = 'voltverse-live'",
      );
      expect(rows).toHaveLength(1);
      await b.waitForLine(/Live: not listening to PostgreSQL/);
      writeMatch(copy, { goals: 3, live: false });
      const { version } = await reloadContent(a);
      await a.waitForLine(new RegExp(`Live: published content ${version}`));
      // B heard nothing: it still serves what it had.
      expect((await contentHealth(b)).version).toBe(before.version);
    } finally {
      await admin.query("ALTER ROLE live_b LOGIN");
    }
    await b.waitForLine(/Live: listening again for content versions/, 60_000);
    const { version } = await contentHealth(a);
    expect(await stream.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
    expect((await contentHealth(b)).version).toBe(version);
  }, 180_000);

  test("PostgreSQL down: pages and streams keep serving, an instance's own streams still hear its reload, the other catches up when it is back", async () => {
    const { copy, a, b } = await twoInstances();
    const onA = await follow(a);
    const onB = await follow(b);
    database.pause("immediate");
    try {
      await a.waitForLine(/Live: not listening to PostgreSQL/);
      await b.waitForLine(/Live: not listening to PostgreSQL/);
      writeMatch(copy, { goals: 2, live: true });
      const { version } = await reloadContent(a);
      expect(await onA.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
      expect((await get(`${b.url}${LIVE_MATCH_PATH}`)).status).toBe(200);
      expect((await get(`${a.url}${LIVE_MATCH_PATH}`)).status).toBe(200);
    } finally {
      database.resume();
    }
    await a.waitForLine(/Live: listening again/, 60_000);
    await b.waitForLine(/Live: listening again/, 60_000);
    const { version } = await contentHealth(a);
    expect(await onB.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
    for (const server of [a, b]) {
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    }
  }, 180_000);
});
