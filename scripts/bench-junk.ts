// `npm run bench:junk [-- --requests 100000 --concurrency 32 --compare]`
// A junk flood against the production server (a throwaway SQLite store, TRUST_PROXY=1, default
// memory settings): it warms every page people read, then sends requests nobody reads — other
// spellings of real paths (answered 301), unknown paths short and 8 KB long (404), 8 KB junk query
// strings on real pages, unknown posts, and view POSTs each from a new client address (IPv4 and
// IPv6 /64s). It prints the server's RSS as the system sees it (and after a full garbage
// collection), its heap, the heap's growth limit in force, what /healthz reports for each bounded
// structure, and the goals: RSS ≤ 300 MB after the flood, every bounded structure within its
// budget, every warmed page still cached, no 5xx and no failed request. `--compare` floods a
// second server that leaves the heap's growth to V8 (HEAP_GROWTH_PERCENT=0), in the same run.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "../tests/helpers/server";
import { junkRequest, type JunkRequest } from "../tests/helpers/junk";
import { memory, probeNodeOptions, rssOf, type Memory } from "./bench-memory";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "32" },
    compare: { type: "boolean", default: false },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const RSS_GOAL_MB = 300;

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
  "/disclaimer",
  "/terms-and-conditions",
];
const WARM = [...PAGES, ...SLUGS.map((slug) => `/blogs/${slug}`)];
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type Bounded = { entries: number; bytes: number; maxBytes: number };
type Health = {
  pageCache: Bounded & { pages: Bounded; variants: Bounded };
  recentTargets: Bounded;
  viewLimiter: Bounded;
  searchLimiter: Bounded;
  memory: { bounded: { bytes: number; maxBytes: number }; heapGrowthPercent: number };
};
type Flood = {
  label: string;
  start: Memory;
  warm: Memory;
  after: Memory;
  peak: number;
  seconds: number;
  outcomes: Map<string, number>;
  health: Health[];
};

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Starts a server with `env`, warms it, floods it, and reads its memory and /healthz before and after. */
async function flood(label: string, env: Record<string, string>): Promise<Flood> {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-junk-"));
  const server = await startProductionServer({
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    TRUST_PROXY: "1",
    PUBLIC_ORIGIN: "https://voltverse.example.com",
    NODE_OPTIONS: probeNodeOptions(),
    ...env,
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY, timeout: 4_000 });
  const { hostname, port } = new URL(server.url);
  const send = ({ method, target, headers }: JunkRequest) =>
    new Promise<number | string>((resolve) => {
      const req = http.request(
        {
          hostname,
          port,
          method,
          path: target,
          agent,
          headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip, br", ...headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
  const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as Health;
  try {
    const start = await memory(server);
    for (const target of WARM) await send({ kind: "warm", method: "GET", target });
    const warmed = await health();
    const warm = await memory(server);
    const outcomes = new Map<string, number>();
    let next = 0;
    const began = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const request = junkRequest(next++, { slugs: SLUGS, pages: PAGES });
          const key = `${request.kind} ${await send(request)}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        }
      }),
    );
    const seconds = (Date.now() - began) / 1000;
    const peak = rssOf(server, "VmHWM");
    const after = await memory(server);
    const flooded = await health();
    // Every page warmed before is still there: asking for them again adds no entry and evicts none.
    for (const target of WARM) await send({ kind: "warm", method: "GET", target });
    return {
      label,
      start,
      warm,
      after,
      peak,
      seconds,
      outcomes,
      health: [warmed, flooded, await health()],
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One flood's table and goals; true when every goal is met. */
function report({
  label,
  start,
  warm,
  after,
  peak,
  seconds,
  outcomes,
  health: [warmed, flooded, rechecked],
}: Flood): boolean {
  const growth = flooded!.memory.heapGrowthPercent;
  console.log(
    `\n== ${label}: heap growth after a full GC ${growth > 0 ? `at most ${growth} % (HEAP_GROWTH_PERCENT)` : "as V8 decides (up to 300 %)"}`,
  );
  console.log(
    `${"".padEnd(26)} ${"RSS MB".padStart(7)} ${"after GC".padStart(9)} ${"live MB".padStart(8)} ${"heap MB".padStart(7)} ${"ext MB".padStart(7)}`,
  );
  for (const [name, m] of [
    ["at start", start],
    [`${WARM.length} pages warmed`, warm],
    ["after the flood", after],
  ] as const)
    console.log(
      `${name.padEnd(26)} ${mb(m.rssBeforeGc).padStart(7)} ${mb(m.rss).padStart(9)} ${mb(m.heapUsed).padStart(8)} ${`${mb(m.heapTotalBeforeGc)}`.padStart(7)} ${mb(m.external).padStart(7)}`,
    );
  console.log(`${"peak during the flood".padEnd(26)} ${mb(peak).padStart(7)}`);
  console.log(
    `flood: ${seconds.toFixed(1)} s, ${Math.round(REQUESTS / seconds)} req/s, ${(after.gcTotalMs / 1000).toFixed(1)} s in garbage collection; answers by kind:`,
  );
  for (const [key, count] of [...outcomes].sort())
    console.log(`  ${key.padEnd(34)} ${String(count).padStart(7)}`);
  console.log("bounded structures after the flood (/healthz):");
  const budgets: [string, Bounded][] = [
    ["page cache: pages", flooded!.pageCache.pages],
    ["page cache: variants", flooded!.pageCache.variants],
    ["recent request targets", flooded!.recentTargets],
    ["view limiter", flooded!.viewLimiter],
    ["search limiter", flooded!.searchLimiter],
  ];
  for (const [name, bounded] of budgets)
    console.log(
      `  ${name.padEnd(24)} ${String(bounded.entries).padStart(6)} entries ${mb(bounded.bytes).padStart(6)} MB of ${mb(bounded.maxBytes)} MB`,
    );
  console.log(
    `  ${"all together".padEnd(24)} ${"".padStart(14)} ${mb(flooded!.memory.bounded.bytes).padStart(6)} MB of ${mb(flooded!.memory.bounded.maxBytes)} MB`,
  );
  const failed = [...outcomes].filter(([key]) => !/ \d{3}$/.test(key) || / 5\d\d$/.test(key));
  const pages = [warmed, flooded, rechecked].map((h) => h!.pageCache.pages.entries);
  const goals: [string, boolean][] = [
    [
      `RSS after the flood ≤ ${RSS_GOAL_MB} MB (${mb(after.rssBeforeGc)} MB as the system sees it; ${mb(after.rss)} MB after a full GC)`,
      after.rssBeforeGc <= RSS_GOAL_MB * 1024 * 1024,
    ],
    [
      "every bounded structure within its budget",
      budgets.every(([, bounded]) => bounded.bytes <= bounded.maxBytes),
    ],
    [
      `every warmed page still cached (${pages[0]} before, ${pages[1]} after the flood, ${pages[2]} after asking again)`,
      pages.every((count) => count === pages[0]),
    ],
    [
      `no 5xx and no failed request (${failed.map(([key, count]) => `${key}×${count}`).join(", ") || "none"})`,
      failed.length === 0,
    ],
  ];
  for (const [goal, met] of goals) console.log(`${met ? "PASS" : "FAIL"}  ${goal}`);
  return goals.every(([, met]) => met);
}

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
console.log(
  `Node ${process.version}; ${REQUESTS.toLocaleString("en")} junk requests, ${CONCURRENCY} at a time; load average ${loadavg()[0]!.toFixed(1)} at start`,
);
const floods = [await flood("as shipped", {})];
if (values.compare) floods.push(await flood("V8's own heap growth", { HEAP_GROWTH_PERCENT: "0" }));
const met = floods.map(report);
if (floods.length > 1) {
  const [shipped, v8] = floods as [Flood, Flood];
  console.log(
    `\nside by side after the flood: RSS ${mb(shipped.after.rssBeforeGc)} MB against ${mb(v8.after.rssBeforeGc)} MB (${((shipped.after.rssBeforeGc / v8.after.rssBeforeGc) * 100).toFixed(0)} %), heap ${mb(shipped.after.heapTotalBeforeGc)} against ${mb(v8.after.heapTotalBeforeGc)} MB, ${Math.round(REQUESTS / shipped.seconds)} against ${Math.round(REQUESTS / v8.seconds)} req/s, ${(shipped.after.gcTotalMs / 1000).toFixed(1)} against ${(v8.after.gcTotalMs / 1000).toFixed(1)} s in garbage collection`,
  );
}
console.log(`load average at end: ${loadavg()[0]!.toFixed(1)}`);
// Only the shipped settings are judged; the comparison is for information.
if (!met[0]) process.exitCode = 1;
