// `npm run bench:soak [-- --seconds 300 --rate 300]` (or SOAK_SECONDS / SOAK_RATE)
// Starts the production server (a throwaway SQLite store, TRUST_PROXY=1) and drives it at a
// steady rate, open loop, on keep-alive connections, with mixed traffic: cached pages, pages with
// varied query strings (blog filters and searches, tournament years/groups/metrics, TV channels,
// gaming playlists), view POSTs from many client addresses (X-Forwarded-For, trusted from
// loopback; a 429 from the per-address limit is expected and counted as a 4xx), /api/tv/*, view
// look-ups, 404s and bad requests (405, 414, 415, 400). Every window (a minute; a fifth of the run
// when it is shorter than five minutes), after a warm-up that is not measured, prints the server's RSS and heap (sampled right after a full garbage collection), req/s, p50, p99, the
// server's own event-loop delay (p99, max) and longest and total GC pauses, and the
// status classes; at the end the totals and the goals: no 5xx, RSS growth after the first window
// < 10 %, p99 steady (last window ≤ 2 × the first, the first taken as at least 5 ms). Exits 1 when
// a goal is missed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadContentOrThrow } from "~/content/install.server";
import { TOURNAMENT_IDS, TOURNAMENT_PAGES } from "~/features/tournaments/model/tournaments";
import { startProductionServer, type RunningServer } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: process.env.SOAK_SECONDS ?? "300" },
    rate: { type: "string", default: process.env.SOAK_RATE ?? "300" },
  },
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const WINDOW_S = SECONDS >= 300 ? 60 : Math.max(2, Math.round(SECONDS / 5));
/** Sent at the same rate before the first window and not measured: first renders, JIT, the cache filling. */
const WARMUP_S = Math.min(15, Math.max(2, Math.round(SECONDS / 10)));
/** Requests waiting for an answer beyond this are not sent (the client would only measure its own queue). */
const MAX_IN_FLIGHT = 2_000;
const TICK_MS = 10;

/** A tiny deterministic generator, so every run sends the same mix. */
let seed = 20261126;
function random(): number {
  // mulberry32, in 32-bit integer arithmetic. (The LCG this replaced multiplied in doubles, lost
  // its low bits past 2^53 and fell into a cycle of 10,466 numbers: the "varied" traffic repeated
  // every ten seconds or so.)
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const SLUGS = readdirSync("content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -3));
const PAGES = [
  "/",
  "/blogs",
  "/services",
  "/shop",
  "/gaming",
  "/about",
  "/contact",
  "/tv",
  "/privacy-policy",
  "/gaming/ucc",
  "/gaming/csc",
];
/** The channels the content folder has: one file each. */
const CHANNELS = loadContentOrThrow().tv.channels.map((channel) => channel.name);
const WORDS = [
  "gaming",
  "cloud",
  "cpu",
  "cricket",
  "esports",
  "network",
  "ai",
  "pc",
  "data",
  "hawk",
];
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type Request = {
  kind: string;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
};
let clientNumber = 0;
/** A client address from the documentation ranges: 50,000 distinct visitors over the run, round and round. */
function clientAddress(): string {
  const n = clientNumber++ % 50_000;
  return n % 2
    ? `203.0.113.${n % 256}, 2001:db8::${n.toString(16)}`
    : `2001:db8::${n.toString(16)}`;
}

/** The traffic mix, by weight. */
const MIX: [number, () => Request][] = [
  [
    30,
    () => ({
      kind: "page",
      method: "GET",
      target: pick([...PAGES, ...SLUGS.map((slug) => `/blogs/${slug}`)]),
    }),
  ],
  [
    8,
    () => ({
      kind: "page?query",
      method: "GET",
      target: pick([
        `/blogs?category=${pick(["Gaming", "Technology", "Sports"])}&sort=${pick(["oldest", "popular", "latest"])}`,
        `/blogs?q=${pick(WORDS)}${Math.floor(random() * 1_000)}`, // mostly never seen: a render, kept in the bounded variant cache
        `/blogs?year=${pick(["2024", "2025"])}&month=${1 + Math.floor(random() * 12)}&page=${1 + Math.floor(random() * 3)}`,
        `/services?q=${pick(WORDS)}`,
        `/gaming?playlists=${pick(["GTA", "HITMAN", "RACING", "ALL"])}`,
      ]),
    }),
  ],
  [
    8,
    () => {
      const cup = pick(TOURNAMENT_IDS);
      const page = pick(TOURNAMENT_PAGES.map(({ page: name }) => name).filter(Boolean));
      const query = pick([
        "",
        `?year=${pick(["2023", "2024", "2025"])}`,
        `?year=2025&group=${pick(["A", "B", "C", "D"])}`,
        `?metric=${pick(["goals", "assists", "cleanSheets", "runs", "wickets"])}`,
        `?year=2026-q&group=${1 + Math.floor(random() * 4)}`,
        "?view=country",
      ]);
      return { kind: "tournament", method: "GET", target: `/gaming/${cup}/${page}${query}` };
    },
  ],
  [6, () => ({ kind: "tv page", method: "GET", target: `/tv?channel=${pick(CHANNELS)}` })],
  [
    15,
    () => ({
      kind: "view POST",
      method: "POST",
      target: `/api/views/${pick(SLUGS)}`,
      headers: { "X-Forwarded-For": clientAddress() },
    }),
  ],
  [
    5,
    () => ({
      kind: "views GET",
      method: "GET",
      target: `/api/views?slugs=${pick(SLUGS)},${pick(SLUGS)}`,
    }),
  ],
  [10, () => ({ kind: "tv API", method: "GET", target: `/api/tv/${pick(CHANNELS)}` })],
  [
    8,
    () => ({
      kind: "404",
      method: "GET",
      target: pick([
        `/no-such-page-${Math.floor(random() * 100_000)}`,
        "/blogs/no-such-post",
        "/gaming/ucc/standings?group=Z",
        "/tv?channel=NOPE",
        "/assets/none.js",
        "/api/tv/NOPE",
      ]),
    }),
  ],
  [
    6,
    () =>
      pick<Request>([
        { kind: "bad", method: "DELETE", target: "/blogs" },
        {
          kind: "bad",
          method: "POST",
          target: "/theme",
          headers: { "Content-Type": "application/json" },
          body: '{"theme":"dark"}',
        },
        { kind: "bad", method: "GET", target: "/api/views?slugs=" },
        { kind: "bad", method: "GET", target: `/blogs?q=${"x".repeat(9_000)}` },
        {
          kind: "bad",
          method: "POST",
          target: "/theme",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "theme=purple",
        },
        {
          kind: "theme",
          method: "POST",
          target: "/theme",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "theme=dark&redirectTo=/blogs",
        },
      ]),
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);
function nextRequest(): Request {
  let at = random() * TOTAL_WEIGHT;
  for (const [weight, make] of MIX) {
    at -= weight;
    if (at < 0) return make();
  }
  return MIX[0]![1]();
}

type Window = {
  latencies: number[];
  classes: [number, number, number, number, number];
  errors: number;
  skipped: number;
};
const newWindow = (): Window => ({
  latencies: [],
  classes: [0, 0, 0, 0, 0],
  errors: 0,
  skipped: 0,
});

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** From the server's probe: memory after a full collection; event-loop delay and GC pauses since the last sample. */
type Memory = {
  rss: number;
  heapUsed: number;
  external: number;
  loopP99Ms: number;
  loopMaxMs: number;
  gcMaxMs: number;
  gcTotalMs: number;
};
async function memory(server: RunningServer): Promise<Memory> {
  const before = server.output().split("SOAK_MEMORY ").length;
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 200; i += 1) {
    const parts = server.output().split("SOAK_MEMORY ");
    if (parts.length > before) return JSON.parse(parts.at(-1)!.split("\n", 1)[0]!) as Memory;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not report its memory");
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-soak-"));
const server = await startProductionServer({
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  LOG_REQUESTS: "false",
  TRUST_PROXY: "1",
  PUBLIC_ORIGIN: "https://voltverse.example.com",
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(path.resolve("scripts/bench-soak-probe.mjs")).href}`.trim(),
});
// Idle connections are dropped after 4 s, before the server's 5 s keep-alive timeout closes them:
// otherwise a request sent on a connection the server is closing that instant fails with a reset.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000 });
const { hostname, port } = new URL(server.url);

let current = newWindow();
const errorCodes = new Map<string, number>();
/** Answers by kind of request and status, over the whole run. */
const allKinds = new Map<string, number>();
/** Every latency of each kind of request, for the summary by kind. */
const kindLatencies = new Map<string, number[]>();
let inFlight = 0;
function send(request: Request) {
  if (inFlight >= MAX_IN_FLIGHT) {
    current.skipped += 1;
    return;
  }
  inFlight += 1;
  const start = process.hrtime.bigint();
  const req = http.request(
    {
      hostname,
      port,
      method: request.method,
      path: request.target,
      agent,
      headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip, br", ...request.headers },
    },
    (res) => {
      res.resume();
      res.on("end", () => {
        inFlight -= 1;
        // Counted in the window it was answered in.
        const window = current;
        window.latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        window.classes[Math.min(4, Math.floor(res.statusCode! / 100) - 1)]! += 1;
        const latencies = kindLatencies.get(request.kind) ?? [];
        kindLatencies.set(request.kind, latencies);
        latencies.push(window.latencies.at(-1)!);
        allKinds.set(
          `${request.kind} ${res.statusCode}`,
          (allKinds.get(`${request.kind} ${res.statusCode}`) ?? 0) + 1,
        );
      });
    },
  );
  req.on("error", (error: NodeJS.ErrnoException) => {
    inFlight -= 1;
    current.errors += 1;
    const key = `${request.kind} ${error.code ?? error.message}`;
    errorCodes.set(key, (errorCodes.get(key) ?? 0) + 1);
  });
  req.end(request.body);
}

type Row = {
  window: number;
  rss: number;
  heapUsed: number;
  external: number;
  rate: number;
  p50: number;
  p99: number;
  classes: Window["classes"];
  errors: number;
  skipped: number;
};
const rows: Row[] = [];
const header = `${"window".padStart(6)} ${"RSS MB".padStart(7)} ${"heap MB".padStart(8)} ${"ext MB".padStart(7)} ${"req/s".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} │ ${"loop p99".padStart(8)} ${"max".padStart(5)} ${"GC max".padStart(6)} ${"GC sum".padStart(6)} │ ${"2xx".padStart(6)} ${"3xx".padStart(5)} ${"4xx".padStart(6)} ${"5xx".padStart(4)} ${"errors".padStart(6)}`;

try {
  const start = await memory(server);
  console.log(
    `Node ${process.version}, ${RATE} req/s for ${SECONDS} s, windows of ${WINDOW_S} s; load average ${loadavg()[0]!.toFixed(1)} at start`,
  );
  console.log(`server at start: RSS ${mb(start.rss)} MB, heap ${mb(start.heapUsed)} MB`);
  // Warm-up: the same traffic, answers not counted.
  const warmupStart = Date.now();
  let warmupSent = 0;
  while (Date.now() < warmupStart + WARMUP_S * 1_000) {
    const due = Math.floor(((Date.now() - warmupStart) / 1_000) * RATE);
    for (; warmupSent < due; warmupSent += 1) send(nextRequest());
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  for (let i = 0; i < 1_000 && inFlight > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  current = newWindow();
  allKinds.clear();
  kindLatencies.clear();
  errorCodes.clear();
  const warm = await memory(server);
  console.log(
    `after ${WARMUP_S} s of warm-up (not measured): RSS ${mb(warm.rss)} MB, heap ${mb(warm.heapUsed)} MB\n`,
  );
  console.log(header);
  const began = Date.now();
  let sent = 0;
  let windowIndex = 0;
  let windowEnds = began + WINDOW_S * 1_000;
  const finished: Promise<void>[] = [];
  while (Date.now() < began + SECONDS * 1_000) {
    // Open loop: whatever the server's speed, send what the clock says is due.
    const due = Math.floor(((Date.now() - began) / 1_000) * RATE);
    for (; sent < due; sent += 1) send(nextRequest());
    if (Date.now() >= windowEnds) closeWindow();
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  // The last window: its answers still in flight are waited for (up to 10 s), so nothing sent goes uncounted.
  for (let i = 0; i < 1_000 && inFlight > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (windowIndex < Math.floor(SECONDS / WINDOW_S)) closeWindow();

  function closeWindow() {
    const closed = current;
    current = newWindow();
    windowIndex += 1;
    windowEnds += WINDOW_S * 1_000;
    const index = windowIndex;
    finished.push(
      (async () => {
        const { rss, heapUsed, external, loopP99Ms, loopMaxMs, gcMaxMs, gcTotalMs } =
          await memory(server);
        const sorted = closed.latencies.sort((a, b) => a - b);
        const row: Row = {
          window: index,
          rss,
          heapUsed,
          external,
          rate: sorted.length / WINDOW_S,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          classes: closed.classes,
          errors: closed.errors + closed.skipped,
          skipped: closed.skipped,
        };
        rows.push(row);
        const label = WINDOW_S === 60 ? `${index}` : `${index * WINDOW_S}s`;
        console.log(
          `${label.padStart(6)} ${mb(rss).padStart(7)} ${mb(heapUsed).padStart(8)} ${mb(external).padStart(7)} ${Math.round(row.rate).toString().padStart(6)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} │ ${loopP99Ms.toFixed(1).padStart(8)} ${loopMaxMs.toFixed(0).padStart(5)} ${gcMaxMs.toFixed(1).padStart(6)} ${gcTotalMs.toFixed(0).padStart(6)} │ ${String(row.classes[1]).padStart(6)} ${String(row.classes[2]).padStart(5)} ${String(row.classes[3]).padStart(6)} ${String(row.classes[4]).padStart(4)} ${String(row.errors).padStart(6)}`,
        );
      })(),
    );
  }
  await Promise.all(finished);

  const total = rows.reduce(
    (sum, row) => sum + row.classes[1] + row.classes[2] + row.classes[3] + row.classes[4],
    0,
  );
  const sum = (index: 1 | 2 | 3 | 4) => rows.reduce((acc, row) => acc + row.classes[index], 0);
  const errors = rows.reduce((acc, row) => acc + row.errors, 0);
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const growth = ((last.rss - first.rss) / first.rss) * 100;
  const p99s = rows.map((row) => row.p99);
  const steadyLimit = 2 * Math.max(first.p99, 5);
  console.log(
    `\ntotals: ${total.toLocaleString("en")} answers (${(total / (rows.length * WINDOW_S)).toFixed(0)} req/s): 2xx ${sum(1)}, 3xx ${sum(2)}, 4xx ${sum(3)}, 5xx ${sum(4)}, errors ${errors}`,
  );
  const rateLimited = [...allKinds]
    .filter(([kind]) => kind === "view POST 429")
    .reduce((acc, [, count]) => acc + count, 0);
  const counted = allKinds.get("view POST 200") ?? 0;
  if (errorCodes.size > 0)
    console.log(`failed requests: ${JSON.stringify(Object.fromEntries(errorCodes))}`);
  const skipped = rows.reduce((acc, row) => acc + row.skipped, 0);
  if (skipped > 0)
    console.log(
      `not sent: ${skipped} (over ${MAX_IN_FLIGHT} waiting for an answer: the server, or the machine, fell behind the rate)`,
    );
  console.log(
    `view POSTs: ${counted} counted (200), ${rateLimited} over the per-address limit (429, expected)`,
  );
  console.log("by kind (the whole run, the answers after the last window included):");
  for (const [kind, latencies] of [...kindLatencies].sort()) {
    const sorted = latencies.sort((a, b) => a - b);
    const statuses = [...allKinds]
      .filter(([key]) => key.startsWith(`${kind} `))
      .map(([key, count]) => `${key.slice(kind.length + 1)}×${count}`);
    console.log(
      `  ${kind.padEnd(11)} ${String(sorted.length).padStart(7)}  p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms  ${statuses.join(" ")}`,
    );
  }
  console.log(
    `RSS: ${mb(first.rss)} MB after the first window, ${mb(last.rss)} MB at the end: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %`,
  );
  console.log(
    `p99 by window: ${p99s.map((p) => p.toFixed(1)).join(", ")} ms (spread ${Math.min(...p99s).toFixed(1)}–${Math.max(...p99s).toFixed(1)} ms)`,
  );
  console.log(
    `load average at end: ${loadavg()[0]!.toFixed(1)} (other work on the machine shows in the latencies)\n`,
  );
  const goals: [string, boolean][] = [
    ["no 5xx", sum(4) === 0],
    [`every request answered (${errors} failed or not sent)`, errors === 0],
    [`RSS growth after the first window < 10 % (${growth.toFixed(1)} %)`, growth < 10],
    [
      `p99 steady: last window ${last.p99.toFixed(1)} ms ≤ 2 × first (${first.p99.toFixed(1)} ms, taken as ≥ 5 ms) = ${steadyLimit.toFixed(1)} ms`,
      last.p99 <= steadyLimit,
    ],
  ];
  for (const [goal, met] of goals) console.log(`${met ? "PASS" : "FAIL"}  ${goal}`);
  if (goals.some(([, met]) => !met)) process.exitCode = 1;
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
