// Graceful shutdown of the production server (build/) under load, on SQLite and PostgreSQL: SIGTERM
// while many keep-alive clients post views and fetch pages. Every request the server answered is
// answered whole (no reset mid-response), answers during the drain say Connection: close, a
// request sent on a reused connection during the drain is answered (never reset), the process
// exits 0, and after a restart every increment it answered is in the store. Idle connections and
// clients still sending their request do not hold the shutdown up. (SIGKILL mid-stream is tested in
// views.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import { startProductionServer, type RunningServer } from "../helpers/server";

const SLUG = "how-processors-work";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const PAGES = [
  "/",
  "/blogs",
  "/about",
  "/gaming/ucc/standings",
  "/tv?channel=GTA",
  "/no-such-page",
];

/** How one request ended: answered (headers came) and whether the body came whole, or never answered. */
type Outcome =
  | { answered: true; status: number; whole: boolean; body: string; connection: string | undefined }
  | { answered: false; code: string };

function send(agent: http.Agent, url: string, method: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent, headers: { "User-Agent": BROWSER } }, (res) => {
      const chunks: Buffer[] = [];
      let aborted = false;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("aborted", () => (aborted = true));
      res.on("error", () => (aborted = true));
      res.on("close", () => {
        const body = Buffer.concat(chunks);
        const declared = res.headers["content-length"];
        const whole =
          !aborted && res.complete && (declared === undefined || Number(declared) === body.length);
        resolve({
          answered: true,
          status: res.statusCode!,
          whole,
          body: body.toString("utf8"),
          connection: res.headers.connection,
        });
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ answered: false, code: error.code ?? error.message }),
    );
    req.end();
  });
}

type LoadResult = {
  /** Counts the server told clients (200 answers to a view POST). */
  counted: number[];
  /** View POSTs that got no answer at all (the server may or may not have counted them). */
  unanswered: number;
  /** Answers that did not arrive whole, or failed in another way than expected. */
  broken: string[];
  pagesAnswered: number;
  shutdownMs: number;
  exit: { code: number | null; signal: NodeJS.Signals | null };
};

/** 16 clients posting views and 8 fetching pages, all on keep-alive connections; SIGTERM once 150 views are answered. */
async function sigtermUnderLoad(server: RunningServer): Promise<LoadResult> {
  // One connection per client: each is kept busy, none sits idle in the agent's pool. (Closing a
  // connection that has been idle is a race no server can win: a client may be sending on it that
  // instant. What must never happen is a busy connection cut between two of its requests.)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
  const result: LoadResult = {
    counted: [],
    unanswered: 0,
    broken: [],
    pagesAnswered: 0,
    shutdownMs: 0,
    exit: { code: null, signal: null },
  };
  let signalled = false;
  /** Set once the server has said it is draining: a request sent after that is answered during the drain. */
  let draining = false;
  let signalledAt = 0;
  const exited = new Promise<void>((resolve) =>
    server.process.once("exit", (code, signal) => {
      result.exit = { code, signal };
      resolve();
    }),
  );

  /**
   * After SIGTERM the server stops listening: a client's next connection is refused, which is
   * expected. What must not happen is a reset of a request sent on a connection the server kept.
   */
  function checkUnanswered(what: string, code: string) {
    if (!signalled) result.broken.push(`${what} failed before SIGTERM: ${code}`);
    else if (code !== "ECONNREFUSED")
      result.broken.push(`${what} failed ${Date.now() - signalledAt} ms after SIGTERM: ${code}`);
  }
  function checkDrainAnswer(
    what: string,
    outcome: Extract<Outcome, { answered: true }>,
    sentAfterSignal: boolean,
  ) {
    if (sentAfterSignal && outcome.connection !== "close")
      result.broken.push(`${what} answered during the drain without Connection: close`);
  }

  async function viewer() {
    for (;;) {
      const sentAfterSignal = draining;
      const outcome = await send(agent, `${server.url}/api/views/${SLUG}`, "POST");
      if (!outcome.answered) {
        result.unanswered += 1;
        checkUnanswered("view POST", outcome.code);
        return;
      }
      checkDrainAnswer("view POST", outcome, sentAfterSignal);
      if (!outcome.whole) result.broken.push(`view POST answered ${outcome.status} but cut off`);
      else if (outcome.status === 200)
        result.counted.push((JSON.parse(outcome.body) as { views: number }).views);
      else result.broken.push(`view POST answered ${outcome.status}`);
    }
  }
  async function reader(index: number) {
    for (let i = 0; ; i += 1) {
      // Now and then a page never seen (a render, not a cache hit) so some answers take a while.
      const target =
        i % 4 === 3 ? `/blogs?q=reader${index}-${i}` : PAGES[(index + i) % PAGES.length]!;
      const sentAfterSignal = draining;
      const outcome = await send(agent, `${server.url}${target}`, "GET");
      if (!outcome.answered) {
        checkUnanswered(`GET ${target}`, outcome.code);
        return;
      }
      checkDrainAnswer(`GET ${target}`, outcome, sentAfterSignal);
      if (!outcome.whole || !outcome.body.trimEnd().endsWith("</html>"))
        result.broken.push(`GET ${target} answered ${outcome.status} but cut off`);
      else result.pagesAnswered += 1;
    }
  }

  const clients = [
    ...Array.from({ length: 16 }, viewer),
    ...Array.from({ length: 8 }, (_, index) => reader(index)),
  ];
  const deadline = Date.now() + 30_000;
  while (result.counted.length < 150 && Date.now() < deadline && result.broken.length === 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
  signalled = true;
  signalledAt = Date.now();
  server.process.kill("SIGTERM");
  await expect
    .poll(() => server.output(), { timeout: 10_000, interval: 5 })
    .toMatch(/SIGTERM received/);
  draining = true;
  await Promise.all(clients);
  await exited;
  result.shutdownMs = Date.now() - signalledAt;
  agent.destroy();
  return result;
}

async function storedViews(server: RunningServer): Promise<number> {
  return ((await (await fetch(`${server.url}/api/views/${SLUG}`)).json()) as { views: number })
    .views;
}

async function expectGracefulShutdown(env: Record<string, string>) {
  const server = await startProductionServer({ ...env, VIEW_LIMITS: "off" });
  const before = await storedViews(server);
  const result = await sigtermUnderLoad(server);
  console.log(
    `shutdown: ${result.counted.length} views answered, ${result.unanswered} unanswered, ${result.pagesAnswered} pages; exit ${JSON.stringify(result.exit)} ${result.shutdownMs} ms after SIGTERM`,
  );
  expect(result.broken).toEqual([]);
  expect(result.exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toMatch(/SIGTERM received: finishing in-flight requests/);
  expect(server.output()).not.toMatch(/timed out/);
  expect(result.counted.length).toBeGreaterThanOrEqual(150);
  expect(result.pagesAnswered).toBeGreaterThan(0);
  // Each answered count is distinct, and answered only after its commit.
  expect(new Set(result.counted).size).toBe(result.counted.length);

  const restarted = await startProductionServer({ ...env, VIEW_LIMITS: "off" });
  try {
    const stored = await storedViews(restarted);
    // Every answered increment is stored; at most the unanswered ones were counted besides.
    expect(stored).toBeGreaterThanOrEqual(before + result.counted.length);
    expect(stored).toBeGreaterThanOrEqual(Math.max(...result.counted));
    expect(stored).toBeLessThanOrEqual(before + result.counted.length + result.unanswered);
  } finally {
    await restarted.stop();
  }
}

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-shutdown-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens a connection and sends `bytes`; resolves once it is connected and they are written. */
function rawConnection(url: string, bytes: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(bytes, () => resolve(socket)),
    );
    socket.on("error", reject);
  });
}

test("idle connections and clients still sending their request do not hold SIGTERM up: the process exits 0 at once", async () => {
  const server = await startProductionServer({ DATABASE_URL: `file:${path.join(dir, "idle.db")}` });
  const sockets: Socket[] = [];
  try {
    const host = `Host: ${new URL(server.url).host}\r\n`;
    // Half-sent headers (a slow client, or slowloris); a POST whose declared body never all arrives;
    // keep-alive connections that have had their answer and sit idle.
    for (let i = 0; i < 5; i += 1)
      sockets.push(await rawConnection(server.url, `GET /blogs HTTP/1.1\r\n${host}X-Slow: `));
    for (let i = 0; i < 5; i += 1)
      sockets.push(
        await rawConnection(
          server.url,
          `POST /api/views/${SLUG} HTTP/1.1\r\n${host}User-Agent: ${BROWSER}\r\nContent-Length: 100\r\n\r\nabc`,
        ),
      );
    for (let i = 0; i < 5; i += 1) {
      const socket = await rawConnection(server.url, `GET /about HTTP/1.1\r\n${host}\r\n`);
      await new Promise<void>((resolve) => socket.once("data", () => resolve()));
      sockets.push(socket);
    }
    for (const socket of sockets) socket.on("error", () => undefined);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.process.once("exit", (code, signal) => resolve({ code, signal })),
    );
    const signalledAt = Date.now();
    server.process.kill("SIGTERM");
    const exit = await exited;
    console.log(
      `shutdown with 15 idle or half-sent connections: exit ${JSON.stringify(exit)} ${Date.now() - signalledAt} ms after SIGTERM`,
    );
    // Waiting for them would end in the 10-second timeout and exit 1.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/timed out/);
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
}, 60_000);

test("SQLite: SIGTERM under load answers in-flight requests whole, exits 0, and loses no answered increment", async () => {
  await expectGracefulShutdown({ DATABASE_URL: `file:${path.join(dir, "site.db")}` });
}, 90_000);

const pgSkip = postgresUnavailable();
describe.skipIf(Boolean(pgSkip))("on PostgreSQL", () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startTestPostgres();
  }, 60_000);
  afterAll(() => pg?.stop());

  test("SIGTERM under load answers in-flight requests whole, exits 0, and loses no answered increment", async () => {
    // Bounds far above the default 1 s each: this is about the drain, and on a loaded machine a
    // view may wait longer than 1 s for one of the pool's connections (the timeouts are
    // postgres-faults.test.ts's).
    await expectGracefulShutdown({
      DATABASE_URL: pg.url,
      DATABASE_CONNECT_TIMEOUT_MS: "30000",
      DATABASE_QUERY_TIMEOUT_MS: "30000",
    });
  }, 90_000);
});
