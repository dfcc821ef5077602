// `npm run bench:http -- --search-flood [--seconds 10]`
// How fast a cached page stays for its readers (4 connections asking for it one request after
// another) while one client floods /search on 16 more with queries nobody asked before (each a
// render): the page's p50 and p99 alone and during the flood, as a ratio, on a server with the
// search rate as shipped (SEARCH_RATE_LIMIT_PER_MINUTE) and on one without it, in one run, with
// the machine's load average; and, as the floor, the same flood asking for a cached page. Both
// clients are 127.0.0.1: the rate counts searches only.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { envSchema } from "~/utils/env.server";
import { startProductionServer } from "../tests/helpers/server";

const PAGE = "/blogs/ai-in-video-games";
const READERS = 4;
const FLOOD_CONNECTIONS = 16;

type Latencies = { p50: number; p99: number; count: number };

/** GETs `target` on `connections` keep-alive connections for `seconds`; each answer's status is counted. */
async function load(
  url: string,
  target: (i: number) => string,
  connections: number,
  seconds: number,
  statuses?: Map<number, number>,
): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  let next = 0;
  const once = (path: string) =>
    new Promise<number>((resolve) => {
      const req = http.get(
        { hostname, port, path, agent, headers: { "Accept-Encoding": "gzip" } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
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
  return {
    p50: times[Math.floor(times.length * 0.5)]!,
    p99: times[Math.floor(times.length * 0.99)]!,
    count: times.length,
  };
}

/** The cached page alone, then during a flood (unique searches, or `flood`'s addresses), on one server started with `env`. */
async function measure(
  env: Record<string, string>,
  seconds: number,
  flood?: (i: number) => string,
) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-search-flood-"));
  const server = await startProductionServer({
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    PUBLIC_ORIGIN: "https://voltverse.example.com",
    ...env,
  });
  try {
    await fetch(`${server.url}${PAGE}`);
    await fetch(`${server.url}/search?q=warm`);
    const alone = await load(server.url, () => PAGE, READERS, seconds);
    const statuses = new Map<number, number>();
    const run = Date.now().toString(36);
    const [during] = await Promise.all([
      load(server.url, () => PAGE, READERS, seconds),
      load(
        server.url,
        flood ?? ((i) => `/search?q=flood${run}x${i}`),
        FLOOD_CONNECTIONS,
        seconds,
        statuses,
      ),
    ]);
    return { alone, during, statuses };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);

/** Prints the table: the cached page's p50/p99 alone and during the flood, with and without the search rate. */
export async function searchFlood(seconds: number) {
  console.log(
    `${PAGE} from the page cache on ${READERS} connections, ${seconds} s each, alone and while ${FLOOD_CONNECTIONS} more send unique searches; load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    `${"server".padEnd(30)} ${"alone p50".padStart(9)} ${"p99".padStart(9)} | ${"flood p50".padStart(9)} ${"p99".padStart(9)} | ratio p50  p99 | flood answers`,
  );
  const rows: [string, Record<string, string>, ((i: number) => string)?][] = [
    [`search rate ${envSchema.shape.SEARCH_RATE_LIMIT_PER_MINUTE.parse(undefined)} a minute`, {}],
    ["no search rate", { SEARCH_RATE_LIMIT_PER_MINUTE: "1000000" }],
    // The floor: the cheapest answers there are, flooded the same way.
    ["(a flood of one cached page)", {}, () => "/blogs"],
  ];
  for (const [label, env, flood] of rows) {
    const { alone, during, statuses } = await measure(env, seconds, flood);
    const answers = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
    console.log(
      `${label.padEnd(30)} ${ms(alone.p50)} ${ms(alone.p99)} | ${ms(during.p50)} ${ms(during.p99)} | ${(during.p50 / alone.p50).toFixed(1).padStart(5)}× ${(during.p99 / alone.p99).toFixed(1).padStart(4)}× | ${answers}`,
    );
  }
  console.log(`\nload average at end: ${loadavg()[0]!.toFixed(1)}`);
}
