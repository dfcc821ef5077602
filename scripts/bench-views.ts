// `npm run bench:views [-- --connections 50 --seconds 10 --db sqlite|postgres|both]`
// Fires view increments at a production server (limits off) with N concurrent keep-alive
// connections for a fixed time, then prints increments/s, p50/p99 latency and the count check.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { postgresUnavailable, startTestPostgres } from "../tests/helpers/postgres";
import { startProductionServer, type RunningServer } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    db: { type: "string", default: "both" },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const SLUG = "how-processors-work";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(server: RunningServer) {
  const { port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = process.hrtime.bigint();
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: `/api/views/${SLUG}`,
          method: "POST",
          agent,
          headers: { "Content-Length": 0 },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            if (response.statusCode === 200) ok += 1;
            else failed += 1;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failed += 1;
        resolve();
      });
      request.end();
    });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const stored = (
    (await (await fetch(`${server.url}/api/views/${SLUG}`)).json()) as { views: number }
  ).views;
  return {
    ok,
    failed,
    rate: ok / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    stored,
  };
}

async function bench(name: string, databaseUrl: string) {
  const server = await startProductionServer({ DATABASE_URL: databaseUrl, VIEW_LIMITS: "off" });
  try {
    const before = (
      (await (await fetch(`${server.url}/api/views/${SLUG}`)).json()) as { views: number }
    ).views;
    const result = await load(server);
    const expected = before + result.ok;
    console.log(
      `${name.padEnd(10)} ${CONNECTIONS} connections, ${SECONDS}s: ${Math.round(result.rate).toLocaleString("en")} increments/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.failed}; ` +
        `count check: expected ${expected.toLocaleString("en")}, stored ${result.stored.toLocaleString("en")} — ${expected === result.stored ? "OK, none lost" : "MISMATCH"}`,
    );
    return expected === result.stored;
  } finally {
    await server.stop();
  }
}

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
console.log(
  `Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per database (limits off)`,
);
let allOk = true;
if (values.db === "sqlite" || values.db === "both") {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-"));
  try {
    allOk = (await bench("SQLite", `file:${path.join(dir, "bench.db")}`)) && allOk;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.db === "postgres" || values.db === "both") {
  const reason = postgresUnavailable();
  if (reason) console.log(`PostgreSQL: skipped (${reason})`);
  else {
    const pg = await startTestPostgres();
    try {
      allOk = (await bench("PostgreSQL", pg.url)) && allOk;
    } finally {
      pg.stop();
    }
  }
}
process.exit(allOk ? 0 : 1);
