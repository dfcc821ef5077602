// PostgreSQL dropping the site's connections while views are being counted: an admin terminating
// every session, an orderly restart (which ends each session with an error), a crash. The
// production server (build/) must stay up through all of them: view POSTs answer 503 while the
// database is away, pages keep rendering, /healthz says "degraded", counting resumes as soon as
// the database is back, and every count a client was told is stored.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import { startProductionServer, type RunningServer } from "../helpers/server";
import { countedMore, LOAD_SLUG, startViewLoad, storedViews, type ViewLoad } from "../helpers/view-load";

const pgSkip = postgresUnavailable();
describe.skipIf(Boolean(pgSkip))("PostgreSQL drops the site's connections under load", () => {
  let database: TestPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    database = await startTestPostgres();
    server = await startProductionServer({ DATABASE_URL: database.url, VIEW_LIMITS: "off", DATABASE_POOL_SIZE: "10" });
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
      let downtime = { sawUnavailable: false, page: 0, health: 0, healthBody: {} as { status?: string; store?: string } };
      let resumedAfterMs = Infinity;
      const load = await throughFault(async (load) => {
        database.pause(mode);
        const unavailableBefore = load.unavailable;
        await expect.poll(() => load.unavailable, { timeout: 10_000, interval: 20 }).toBeGreaterThan(unavailableBefore);
        const page = await fetch(`${server.url}/blogs/${LOAD_SLUG}`);
        const health = await fetch(`${server.url}/healthz`);
        downtime = { sawUnavailable: true, page: page.status, health: health.status, healthBody: (await health.json()) as typeof downtime.healthBody };
        database.resume();
        const back = Date.now();
        await expect.poll(() => load.lastCountedAt, { timeout: 10_000, interval: 10 }).toBeGreaterThan(back);
        resumedAfterMs = load.lastCountedAt - back;
      });
      console.log(
        `PostgreSQL ${mode} stop: ${load.counted} views counted, ${load.unavailable} answered 503; counting resumed ${resumedAfterMs} ms after the database was back`,
      );
      expect(downtime).toEqual({ sawUnavailable: true, page: 200, health: 503, healthBody: expect.objectContaining({ status: "degraded", store: "down" }) });
      // The pool opens fresh connections on the next request: no retry pause, no restart.
      expect(resumedAfterMs).toBeLessThan(3_000);
    }, 90_000);
  }
});
