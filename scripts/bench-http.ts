// `npm run bench:http [-- --connections 50 --seconds 10]`, or `-- --search-flood [--seconds 10]` (bench-search-flood.ts)
// Starts the production server and, for a few pages, measures cache hits (req/s, p50, p99 at N
// connections) side by side with a bare node:http server sending the same gzip bytes from memory,
// and nginx serving the same file with gzip on when nginx is installed. Then measures cold misses
// (the first request for never-seen addresses). Prints one table and exits.
import autocannon from "autocannon";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "../tests/helpers/server";
import { searchFlood } from "./bench-search-flood";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    "search-flood": { type: "boolean", default: false },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const PAGES = [
  "/",
  "/blogs",
  "/blogs?category=Gaming&sort=oldest",
  "/blogs/ai-in-video-games",
  "/gaming/ucc/matches/2025/quarterfinal-3-juventus-v-benfica",
  "/no-such-page",
];
const ENCODING = { "accept-encoding": "gzip" };

type Result = { rate: number; p50: number; p99: number; errors: number };

async function load(url: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: ENCODING,
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors +
      result.timeouts +
      result.non2xx -
      (url.endsWith("/no-such-page") ? result.non2xx : 0),
  };
}

/** One raw answer, bytes as sent. */
function fetchRaw(
  url: string,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: ENCODING }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: Object.entries(response.headers)
              .filter(
                ([name]) => !["content-length", "date", "connection", "keep-alive"].includes(name),
              )
              .map(([name, value]) => [name, String(value)]),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

function startChild(
  command: string,
  args: string[],
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on("exit", (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

/** nginx with one worker serving the saved page (identity) from a folder, gzip on. */
async function startNginx(dir: string, port: number): Promise<ChildProcess | undefined> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!nginx) return undefined;
  const config = `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; gzip_min_length 0; gzip_comp_level 6; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}/www; location / { default_type text/html; try_files /page.html =404; } } }`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  for (let i = 0; i < 50; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  return undefined;
}

const fmt = (result: Result | undefined) =>
  result
    ? `${Math.round(result.rate).toLocaleString("en").padStart(7)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms`
    : "—".padEnd(36);

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
if (values["search-flood"]) {
  await searchFlood(SECONDS);
  process.exit();
}
const dir = mkdtempSync(path.join(tmpdir(), "vv-bench-http-"));
const server = await startProductionServer({
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  LOG_REQUESTS: "false",
  PUBLIC_ORIGIN: "https://voltverse.example.com",
});
const rows: string[] = [];
let allHitsFastEnough = true;
try {
  console.log(
    `Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip\n`,
  );
  console.log(
    `${"page".padEnd(38)} ${"this site (cache hit)".padEnd(36)} | ${"bare node:http, same bytes".padEnd(36)} | ${"nginx, same file".padEnd(36)} | site/bare`,
  );
  for (const page of PAGES) {
    const url = `${server.url}${page}`;
    const answer = await fetchRaw(url); // the miss: renders and fills the cache
    const site = await load(url);
    const savedFile = path.join(dir, "answer.json");
    writeFileSync(
      savedFile,
      JSON.stringify({
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString("base64"),
      }),
    );
    const bare = await startChild(process.execPath, ["scripts/bare-server.mjs", savedFile]);
    const bareResult = await load(`http://127.0.0.1:${bare.port}/`).finally(() =>
      bare.child.kill(),
    );
    rmSync(path.join(dir, "www"), { recursive: true, force: true });
    execFileSync("mkdir", ["-p", path.join(dir, "www")]);
    const identity = await fetch(url).then((r) => r.text());
    writeFileSync(path.join(dir, "www", "page.html"), identity);
    const nginxPort = 20_000 + Math.floor(Math.random() * 20_000);
    const nginx = await startNginx(dir, nginxPort);
    const nginxResult = nginx
      ? await load(`http://127.0.0.1:${nginxPort}/`).finally(() => nginx.kill())
      : undefined;
    const ratio = site.rate / bareResult.rate;
    if (ratio < 0.5 || site.p99 > 20) allHitsFastEnough = false;
    rows.push(page);
    console.log(
      `${page.padEnd(38)} ${fmt(site)} | ${fmt(bareResult)} | ${fmt(nginxResult)} | ${(ratio * 100).toFixed(0)} %${site.errors ? `  (${site.errors} errors)` : ""}`,
    );
  }

  // Cold misses: never-seen addresses, one at a time (render, compress, store).
  const cold: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const start = process.hrtime.bigint();
    await fetchRaw(`${server.url}/blogs?q=cold${i}`);
    cold.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  cold.sort((a, b) => a - b);
  console.log(
    `\ncold misses (/blogs?q=… never seen, sequential, 100): p50 ${cold[49]!.toFixed(1)} ms, p99 ${cold[98]!.toFixed(1)} ms`,
  );
  console.log(
    `goal (hits ≥ 50 % of bare node:http, p99 ≤ 20 ms): ${allHitsFastEnough ? "met" : "NOT met"}`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
