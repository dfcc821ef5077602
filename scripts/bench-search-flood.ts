// `npm run bench:http -- --search-flood [--connections 50 --seconds 10]`
// How fast a cached page stays while one client floods /search with queries nobody asked before
// (each a render): the page's p50 and p99 alone and during the flood, as a ratio, on a server with
// the search rate as shipped (SEARCH_RATE_LIMIT_PER_MINUTE) and on one without it, in one run,
// with the machine's load average. Both clients are 127.0.0.1: the rate counts searches only.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { envSchema } from "~/utils/env.server";
import { startProductionServer } from "../tests/helpers/server";

const PAGE = "/blogs/ai-in-video-games";
const FLOOD_CONNECTIONS = 16;

type Latencies = { p50: number; p99: number; count: number };

/** GETs `target` on `connections` keep-alive connections for `seconds`; each answer's status is counted. */
async function load(url: string, target: (i: number) => string, connections: number, seconds: number, statuses?: Map<number, number>): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  let next = 0;
  const once = (path: string) =>
    new Promise<number>((resolve) => {
      const req = http.get({ hostname, port, path, agent, headers: { "Accept-Encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      });
      req.on("error", () => resolve(0));
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const start = process.hrtime.bigint();
        const status = await once(target(next++));
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        statuses?.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p99: times[Math.floor(times.length * 0.99)]!, count: times.length };
}

/** The cached page alone, then during a flood of unique searches, on one server started with `env`. */
async function measure(env: Record<string, string>, { connections, seconds }: { connections: number; seconds: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-search-flood-"));
  const server = await startProductionServer({ DATABASE_URL: `file:${path.join(dir, "site.db")}`, PUBLIC_ORIGIN: "https://voltverse.example.com", ...env });
  try {
    await fetch(`${server.url}${PAGE}`);
    await fetch(`${server.url}/search?q=warm`);
    const alone = await load(server.url, () => PAGE, connections, seconds);
    const statuses = new Map<number, number>();
    const run = Date.now().toString(36);
    const [during] = await Promise.all([
      load(server.url, () => PAGE, connections, seconds),
      load(server.url, (i) => `/search?q=flood${run}x${i}`, FLOOD_CONNECTIONS, seconds, statuses),
    ]);
    return { alone, during, statuses };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);

/** Prints the table: the cached page's p50/p99 alone and during the flood, with and without the search rate. */
export async function searchFlood(options: { connections: number; seconds: number }) {
  console.log(
    `${PAGE} from the page cache on ${options.connections} connections, ${options.seconds} s each, alone and while ${FLOOD_CONNECTIONS} more send unique searches; load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    `${"server".padEnd(30)} ${"alone p50".padStart(9)} ${"p99".padStart(9)} | ${"flood p50".padStart(9)} ${"p99".padStart(9)} | ratio p50  p99 | flood answers`,
  );
  for (const [label, env] of [
    [`search rate ${envSchema.shape.SEARCH_RATE_LIMIT_PER_MINUTE.parse(undefined)} a minute`, {}],
    ["no search rate", { SEARCH_RATE_LIMIT_PER_MINUTE: "1000000" }],
  ] as const) {
    const { alone, during, statuses } = await measure(env, options);
    const answers = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
    console.log(
      `${label.padEnd(30)} ${ms(alone.p50)} ${ms(alone.p99)} | ${ms(during.p50)} ${ms(during.p99)} | ${(during.p50 / alone.p50).toFixed(1).padStart(5)}× ${(during.p99 / alone.p99).toFixed(1).padStart(4)}× | ${answers}`,
    );
  }
  console.log(`\nload average at end: ${loadavg()[0]!.toFixed(1)}`);
}
