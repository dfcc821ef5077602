// `npm run bench:junk [-- --requests 100000 --concurrency 32]`
// A junk flood against the production server (a throwaway SQLite store, TRUST_PROXY=1, default
// memory settings): it warms every page people read, then sends requests nobody reads — other
// spellings of real paths (answered 301), unknown paths short and 8 KB long (404), 8 KB junk query
// strings on real pages, unknown posts, and view POSTs each from a new client address (IPv4 and
// IPv6 /64s). It prints the server's memory after a full garbage collection before and after, what
// /healthz reports for each bounded structure, and the goals: RSS ≤ 300 MB after the flood, every
// bounded structure within its budget, every warmed page still cached, no 5xx and no failed request.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { startProductionServer, type RunningServer } from "../tests/helpers/server";
import { junkRequest, type JunkRequest } from "../tests/helpers/junk";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "32" },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const RSS_GOAL_MB = 300;

const SLUGS = readdirSync("content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -3));
const PAGES = ["/", "/blogs", "/services", "/shop", "/gaming", "/about", "/contact", "/tv", "/privacy-policy", "/disclaimer", "/terms-and-conditions"];
const WARM = [...PAGES, ...SLUGS.map((slug) => `/blogs/${slug}`)];
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };
type Bounded = { entries: number; bytes: number; maxBytes: number };
type Health = {
  pageCache: Bounded & { pages: Bounded; variants: Bounded };
  recentTargets: Bounded;
  viewLimiter: Bounded;
  memory: { bounded: { bytes: number; maxBytes: number } };
};

/** Memory after a full collection, from the probe the soak benchmark also loads. */
async function memory(server: RunningServer): Promise<Memory> {
  const before = server.output().split("SOAK_MEMORY ").length;
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 500; i += 1) {
    const parts = server.output().split("SOAK_MEMORY ");
    if (parts.length > before) return JSON.parse(parts.at(-1)!.split("\n", 1)[0]!) as Memory;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not report its memory");
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-junk-"));
const server = await startProductionServer({
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  TRUST_PROXY: "1",
  PUBLIC_ORIGIN: "https://voltverse.example.com",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(path.resolve("scripts/bench-soak-probe.mjs")).href}`.trim(),
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY, timeout: 4_000 });
const { hostname, port } = new URL(server.url);

function send({ method, target, headers }: JunkRequest): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      { hostname, port, method, path: target, agent, headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip, br", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as Health;

try {
  console.log(
    `Node ${process.version}; ${REQUESTS.toLocaleString("en")} junk requests, ${CONCURRENCY} at a time; load average ${loadavg()[0]!.toFixed(1)} at start`,
  );
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
        const outcome = await send(request);
        const key = `${request.kind} ${outcome}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  const after = await memory(server);
  const flooded = await health();
  // Every page warmed before is still there: asking for them again adds no entry and evicts none.
  for (const target of WARM) await send({ kind: "warm", method: "GET", target });
  const rechecked = await health();

  console.log(`\n${"".padEnd(26)} ${"RSS MB".padStart(7)} ${"heap MB".padStart(8)} ${"of MB".padStart(7)} ${"ext MB".padStart(7)}`);
  for (const [label, m] of [
    ["at start", start],
    [`${WARM.length} pages warmed`, warm],
    ["after the flood", after],
  ] as const)
    console.log(`${label.padEnd(26)} ${mb(m.rss).padStart(7)} ${mb(m.heapUsed).padStart(8)} ${mb(m.heapTotal).padStart(7)} ${mb(m.external).padStart(7)}`);
  console.log(`\nflood: ${seconds.toFixed(1)} s, ${Math.round(REQUESTS / seconds)} req/s; answers by kind:`);
  for (const [key, count] of [...outcomes].sort()) console.log(`  ${key.padEnd(34)} ${String(count).padStart(7)}`);
  console.log("\nbounded structures after the flood (/healthz):");
  const budgets: [string, Bounded][] = [
    ["page cache: pages", flooded.pageCache.pages],
    ["page cache: variants", flooded.pageCache.variants],
    ["recent request targets", flooded.recentTargets],
    ["view limiter", flooded.viewLimiter],
  ];
  for (const [label, bounded] of budgets)
    console.log(`  ${label.padEnd(24)} ${String(bounded.entries).padStart(6)} entries ${mb(bounded.bytes).padStart(6)} MB of ${mb(bounded.maxBytes)} MB`);
  console.log(
    `  ${"all together".padEnd(24)} ${"".padStart(14)} ${mb(flooded.memory.bounded.bytes).padStart(6)} MB of ${mb(flooded.memory.bounded.maxBytes)} MB`,
  );
  console.log(`load average at end: ${loadavg()[0]!.toFixed(1)}\n`);

  const failed = [...outcomes].filter(([key]) => !/ \d{3}$/.test(key) || / 5\d\d$/.test(key));
  const goals: [string, boolean][] = [
    [`RSS after the flood ≤ ${RSS_GOAL_MB} MB (${mb(after.rss)} MB)`, after.rss <= RSS_GOAL_MB * 1024 * 1024],
    ["every bounded structure within its budget", budgets.every(([, bounded]) => bounded.bytes <= bounded.maxBytes)],
    [
      `every warmed page still cached (${warmed.pageCache.pages.entries} before, ${flooded.pageCache.pages.entries} after the flood, ${rechecked.pageCache.pages.entries} after asking again)`,
      flooded.pageCache.pages.entries === warmed.pageCache.pages.entries && rechecked.pageCache.pages.entries === warmed.pageCache.pages.entries,
    ],
    [`no 5xx and no failed request (${failed.map(([key, count]) => `${key}×${count}`).join(", ") || "none"})`, failed.length === 0],
  ];
  for (const [goal, met] of goals) console.log(`${met ? "PASS" : "FAIL"}  ${goal}`);
  if (goals.some(([, met]) => !met)) process.exitCode = 1;
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
