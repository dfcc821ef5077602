// PostgreSQL dropping the site's connections while views are being counted: an admin terminating
// every session, an orderly restart (which ends each session with an error), a crash; and
// PostgreSQL frozen, answering nothing. The production server (build/) must stay up through all of
// them: view POSTs answer 503 while the database is away (within the configured bounds when it
// is frozen), pages keep rendering, /healthz says "degraded", counting resumes as soon as the
// database is back, every count a client was told is stored, and a shutdown does not wait on it.
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import { startProductionServer, type RunningServer } from "../helpers/server";
import {
  BROWSER,
  countedMore,
  LOAD_SLUG,
  startViewLoad,
  storedViews,
  type ViewLoad,
} from "../helpers/view-load";

const pgSkip = postgresUnavailable();
describe.skipIf(Boolean(pgSkip))("PostgreSQL drops the site's connections under load", () => {
  let database: TestPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    database = await startTestPostgres();
    server = await startProductionServer({
      DATABASE_URL: database.url,
      VIEW_LIMITS: "off",
      DATABASE_POOL_SIZE: "10",
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    database?.stop();
  });

  /** Runs the load through `fault`, then checks the server lived and every answered count is stored. */
  async function throughFault(fault: (load: ViewLoad) => Promise<void>) {
    const before = await storedViews(server);
    const load = startViewLoad(server);
    try {
      await countedMore(load, 100);
      await fault(load);
      // Counting carries on afterwards, on fresh connections.
      await countedMore(load, 200);
    } finally {
      await load.stop();
    }
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    expect(load.unexpected).toEqual([]);
    const stored = (await storedViews(server)) - before;
    // Answered only after their commit: every 200 is stored. A 503 may still have been committed
    // (the connection died between the commit and its answer), so at most those come on top.
    expect(stored).toBeGreaterThanOrEqual(load.counted);
    expect(stored).toBeLessThanOrEqual(load.counted + load.unavailable);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    return load;
  }

  test("an admin terminates every session of the site, three times", async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await throughFault(async (load) => {
        for (let round = 0; round < 3; round += 1) {
          const { rows } = await admin.query<{ terminated: string }>(
            "select count(pg_terminate_backend(pid)) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          expect(Number(rows[0]!.terminated)).toBeGreaterThan(0);
          await countedMore(load, 50);
        }
      });
    } finally {
      await admin.end();
    }
  }, 90_000);

  for (const mode of ["fast", "immediate"] as const) {
    test(`PostgreSQL stops (${mode === "fast" ? "a restart or failover: every session ended with an error" : "a crash"}) and comes back`, async () => {
      let downtime = {
        sawUnavailable: false,
        page: 0,
        health: 0,
        healthBody: {} as { status?: string; store?: string },
      };
      let resumedAfterMs = Infinity;
      const load = await throughFault(async (load) => {
        database.pause(mode);
        const unavailableBefore = load.unavailable;
        await expect
          .poll(() => load.unavailable, { timeout: 10_000, interval: 20 })
          .toBeGreaterThan(unavailableBefore);
        const page = await fetch(`${server.url}/blogs/${LOAD_SLUG}`);
        const health = await fetch(`${server.url}/healthz`);
        downtime = {
          sawUnavailable: true,
          page: page.status,
          health: health.status,
          healthBody: (await health.json()) as typeof downtime.healthBody,
        };
        database.resume();
        const back = Date.now();
        await expect
          .poll(() => load.lastCountedAt, { timeout: 10_000, interval: 10 })
          .toBeGreaterThan(back);
        resumedAfterMs = load.lastCountedAt - back;
      });
      console.log(
        `PostgreSQL ${mode} stop: ${load.counted} views counted, ${load.unavailable} answered 503; counting resumed ${resumedAfterMs} ms after the database was back`,
      );
      expect(downtime).toEqual({
        sawUnavailable: true,
        page: 200,
        health: 503,
        healthBody: expect.objectContaining({ status: "degraded", store: "down" }),
      });
      // The pool opens fresh connections on the next request: no retry pause, no restart.
      expect(resumedAfterMs).toBeLessThan(3_000);
    }, 90_000);
  }
});

// A frozen database (a hung server, a stalled network): connections stay open and nothing is
// answered. With the default bounds (a connection within 1 s, a statement within 1 s) a view POST
// answers 503 within their sum, and a shutdown does not wait on the database.
describe.skipIf(Boolean(pgSkip))("PostgreSQL freezes", () => {
  const TIMED_OUT =
    /View store error: (no PostgreSQL connection within 1000 ms \(DATABASE_CONNECT_TIMEOUT_MS\)|PostgreSQL did not answer within 1000 ms \(DATABASE_QUERY_TIMEOUT_MS\))/;
  let database: TestPostgres;
  beforeAll(async () => {
    database = await startTestPostgres();
  }, 60_000);
  afterAll(() => database?.stop());

  const postView = (server: RunningServer) =>
    fetch(`${server.url}/api/views/${LOAD_SLUG}`, {
      method: "POST",
      headers: { "User-Agent": BROWSER },
      signal: AbortSignal.timeout(20_000),
    });
  /** `count` view POSTs at once: their statuses, and how long the slowest answer took. */
  async function postAtOnce(server: RunningServer, count: number) {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, async () => (await postView(server)).status),
    );
    return { statuses, slowestMs: Date.now() - started };
  }
  async function storedInDatabase() {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ views: number }>(
        "select views from page_views where slug = $1",
        [LOAD_SLUG],
      );
      return rows[0]?.views ?? 0;
    } finally {
      await client.end();
    }
  }

  test("view POSTs answer 503 within the configured bounds while it is frozen; counting resumes when it thaws", async () => {
    const server = await startProductionServer({ DATABASE_URL: database.url, VIEW_LIMITS: "off" });
    try {
      const before = await storedInDatabase();
      // Twice the pool: every connection is in use, and as many requests wait for one.
      expect((await postAtOnce(server, 20)).statuses).toEqual(Array(20).fill(200));
      database.freeze();
      let frozen: Awaited<ReturnType<typeof postAtOnce>>;
      try {
        frozen = await postAtOnce(server, 20);
      } finally {
        database.thaw();
      }
      // Answered while the database was still frozen (it is thawed only now), each one 503.
      expect(frozen.statuses).toEqual(Array(20).fill(503));
      expect(server.output()).toMatch(TIMED_OUT);
      // 2 s promised; the rest is room for a loaded machine (before: no answer until it thawed).
      expect(frozen.slowestMs).toBeLessThan(5_000);
      let after: Response | undefined;
      await expect
        .poll(async () => (after = await postView(server)).status, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe(200);
      const counted =
        20 + (await postAtOnce(server, 20)).statuses.filter((status) => status === 200).length + 1;
      // Every answered count is stored; a 503's statement may still have run once the database thawed.
      const stored = (await storedInDatabase()) - before;
      expect(stored).toBeGreaterThanOrEqual(counted);
      expect(stored).toBeLessThanOrEqual(counted + 20);
      expect(((await after!.json()) as { views: number }).views).toBeGreaterThan(before);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("SIGTERM while it is frozen: the requests in flight are answered and the process exits 0 at once", async () => {
    const server = await startProductionServer({ DATABASE_URL: database.url, VIEW_LIMITS: "off" });
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", (code) => resolve(code)),
    );
    // Keep-alive connections opened first: the POSTs below go out on them, written whole before the signal.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const views = (count: number) => Array.from({ length: count }, () => sendView(server, agent));
    try {
      expect(await Promise.all(views(5).map((view) => view.status))).toEqual(Array(5).fill(200));
      database.freeze();
      const inFlight = views(5);
      await Promise.all(inFlight.map((view) => view.sent));
      server.process.kill("SIGTERM");
      expect(await Promise.all(inFlight.map((view) => view.status))).toEqual(Array(5).fill(503));
      // Before: the handlers waited on the frozen database until the 10 s limit, and the process exited 1.
      expect(await exited).toBe(0);
      expect(server.output()).not.toMatch(/Shutdown timed out/);
    } finally {
      database.thaw();
      agent.destroy();
    }
  }, 60_000);
});

/** One view POST on `agent`: `sent` once it is written whole to the connection, `status` when answered. */
function sendView(server: RunningServer, agent: http.Agent) {
  const { port } = new URL(server.url);
  let sent!: Promise<void>;
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/views/${LOAD_SLUG}`,
        method: "POST",
        agent,
        headers: { "User-Agent": BROWSER, "Content-Length": 0 },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    sent = new Promise((resolveSent) => request.once("finish", () => resolveSent()));
    request.end();
  });
  return { sent, status };
}
