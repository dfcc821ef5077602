// `npm run bench:scale [-- --posts 10000 --reuse-build --cold 60 --warm 300]`
// Generates N posts (the 18 real articles' bodies under new titles, slugs, ids, dates and
// categories) into a temporary content folder, builds the site with CONTENT_DIR pointing at it
// (the build bundles no content, it only checks it), starts the production server on it with a
// throwaway SQLite store, and prints build time, start-up time, memory, and cold/warm latency
// of /blogs, a filtered /blogs, Most viewed and a post; first, in this process, what checking the
// posts' bodies costs a load of the content. Removes everything it made on exit.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createCachedPage } from "../server/page-cache/page";
import { generateContent, random } from "../tests/helpers/generated-posts";
import { referenceCheckCost } from "./bench-scale-references";
import { freePort } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "10000" },
    "reuse-build": { type: "boolean", default: false },
    cold: { type: "string", default: "60" },
    warm: { type: "string", default: "300" },
  },
});
const POSTS = Number(values.posts);
const COLD = Number(values.cold);
const WARM = Number(values.warm);
function directorySize(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection: status, body bytes and milliseconds to the last byte. */
function get(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(
      { host: "127.0.0.1", port, path: target, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - start) / 1e6,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

function post(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method: "POST",
        agent,
        headers: { "Content-Length": 0, "User-Agent": "bench-scale" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Requests each target once, in order; every answer must be 200. */
async function timeAll(port: number, targets: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const target of targets) {
    const { status, ms } = await get(port, target, { "Accept-Encoding": "br, gzip" });
    if (status !== 200) throw new Error(`${target} answered ${status}`);
    times.push(ms);
  }
  return times;
}

/** What a page cache miss spends compressing the page: the server's own code (server/page-cache/page.ts). */
async function compressionMs(html: Buffer): Promise<number> {
  const start = performance.now();
  await createCachedPage(200, [], html, 60);
  return performance.now() - start;
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; startupMs: number; output: () => string }> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    const status = await get(port, "/healthz").then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Number(process.hrtime.bigint() - started) / 1e9 > 180)
      throw new Error(`the server did not start in 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    child,
    port,
    startupMs: Number(process.hrtime.bigint() - started) / 1e6,
    output: () => output,
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const work = mkdtempSync(path.join(tmpdir(), "vv-bench-scale-"));
let server: ChildProcess | undefined;
async function cleanUp() {
  if (server) await stop(server);
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

const rows: [string, string][] = [];
const row = (name: string, value: string) => rows.push([name, value]);
const ms = (value: number) => `${value.toFixed(1)} ms`;
let failed = false;
try {
  const contentDir = path.join(work, "content");
  let phase = performance.now();
  const { posts, bytes } = generateContent(contentDir, POSTS);
  console.log(
    `Generated ${POSTS.toLocaleString("en")} posts (${(bytes / 1e6).toFixed(1)} MB of Markdown) in ${((performance.now() - phase) / 1000).toFixed(1)} s`,
  );

  for (const [name, value] of await referenceCheckCost(contentDir)) row(name, value);

  if (values["reuse-build"] && existsSync("build/enhance.json")) {
    row("build", "reused (--reuse-build)");
  } else {
    console.log(
      "Building (npm run build, CONTENT_DIR = the generated folder, so the build checks all its posts)…",
    );
    phase = performance.now();
    const build = spawnSync("npm", ["run", "build"], {
      env: { ...process.env, NODE_ENV: "production", CONTENT_DIR: contentDir },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
    row(
      "build (npm run build, checks every post)",
      `${((performance.now() - phase) / 1000).toFixed(1)} s`,
    );
  }
  row(
    "server build size (build/server)",
    `${(directorySize("build/server") / 1024).toFixed(0)} KB`,
  );

  // The same server on the site's own 18 posts first: what start-up costs on this machine, now, without the posts.
  const small = await startServer({
    CONTENT_DIR: path.resolve("content"),
    DATABASE_URL: `file:${path.join(work, "small.db")}`,
  });
  server = small.child;
  row(
    "start-up with the site's 18 posts (for comparison)",
    `${ms(small.startupMs)}, RSS ${rssMb(server.pid!).toFixed(0)} MB`,
  );
  await stop(server);

  const running = await startServer({
    CONTENT_DIR: contentDir,
    DATABASE_URL: `file:${path.join(work, "site.db")}`,
    VIEW_LIMITS: "off",
  });
  server = running.child;
  const { port } = running;
  row(
    `start-up with ${POSTS.toLocaleString("en")} posts (spawn → /healthz 200)`,
    ms(running.startupMs),
  );
  row("RSS after start-up", `${rssMb(server.pid!).toFixed(0)} MB`);

  // Views for Most viewed: 400 posts get 1–5 views each.
  const next = random(7);
  for (let i = 0; i < 400; i += 1) {
    const slug = posts[Math.floor(next() * posts.length)]!.slug;
    for (let n = Math.ceil(next() * 5); n > 0; n -= 1)
      if ((await post(port, `/api/views/${slug}`)) !== 200)
        throw new Error("a view was not counted");
  }

  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / 12));
  /** Distinct page URLs of a list (each a page cache miss), spread over its pages. */
  const pageTargets = (base: string, count: number) => {
    const pages = pagesOf(count);
    const step = Math.max(1, Math.floor(pages / COLD));
    return Array.from(
      { length: Math.min(COLD, pages) },
      (_, i) =>
        `${base}${base.includes("?") ? "&" : "?"}page=${2 + ((i * step) % (pages - 1 || 1))}`,
    );
  };
  const gaming2025 = posts.filter(
    (item) => item.date.startsWith("2025-") && item.categories.includes("Gaming"),
  ).length;
  const filteredTargets = [
    ...pageTargets("/blogs?category=Gaming&year=2025", gaming2025),
    ...pageTargets("/blogs?category=Gaming&year=2025&sort=oldest", gaming2025),
  ].slice(0, COLD);
  const step = Math.floor(posts.length / COLD);
  const scenarios: { name: string; cold: string[]; warm: string }[] = [
    {
      name: "/blogs",
      cold: ["/blogs", ...pageTargets("/blogs", posts.length)].slice(0, COLD),
      warm: "/blogs",
    },
    {
      name: "/blogs?category=Gaming&year=2025",
      cold: ["/blogs?category=Gaming&year=2025", ...filteredTargets].slice(0, COLD),
      warm: "/blogs?category=Gaming&year=2025",
    },
    {
      name: "/blogs?sort=popular",
      cold: ["/blogs?sort=popular", ...pageTargets("/blogs?sort=popular", posts.length)].slice(
        0,
        COLD,
      ),
      warm: "/blogs?sort=popular",
    },
    {
      name: "a post (/blogs/{slug})",
      cold: Array.from({ length: COLD }, (_, i) => `/blogs/${posts[i * step + 3]!.slug}`),
      warm: `/blogs/${posts[3]!.slug}`,
    },
  ];
  const measured: {
    name: string;
    targets: string[];
    cold: number[];
    warm: number[];
    pages: Buffer[];
  }[] = [];
  for (const scenario of scenarios) {
    const targets = [...new Set(scenario.cold)];
    const cold = await timeAll(port, targets);
    const warm = await timeAll(
      port,
      Array.from({ length: WARM }, () => scenario.warm),
    );
    // The pages' uncompressed bytes (cache hits now), to time their compression once the server is stopped.
    const pages: Buffer[] = [];
    for (const target of targets.slice(0, 20)) pages.push((await get(port, target)).body);
    measured.push({ name: scenario.name, targets, cold, warm, pages });
  }
  row("RSS after the load", `${rssMb(server.pid!).toFixed(0)} MB`);

  const html = (await get(port, "/blogs")).body;
  const gzipped = (await get(port, "/blogs", { "Accept-Encoding": "gzip" })).body;
  row(
    "/blogs HTML",
    `${(html.length / 1024).toFixed(1)} KB (${(gzipped.length / 1024).toFixed(1)} KB gzip)`,
  );
  await stop(server);
  server = undefined;

  // Where a miss goes: the route's loader alone, run here on the same content and store, and the
  // page cache compressing the page (the same bytes, in this process, with the server stopped).
  process.env.CONTENT_DIR = contentDir;
  process.env.DATABASE_URL = `file:${path.join(work, "site.db")}`;
  (await import("~/content/install.server")).readContentOnFirstUse();
  const listRoute = await import("~/routes/blogs/index");
  const postRoute = await import("~/routes/blogs/post");
  const { closeViewStore } = await import("~/features/views/views.server");
  const results: string[][] = [];
  for (const { name, targets, cold, warm, pages } of measured) {
    const loaderMs: number[] = [];
    const compressMs: number[] = [];
    for (const target of targets) {
      const url = new URL(target, "http://localhost");
      const args = {
        request: new Request(url),
        url,
        params: { slug: url.pathname.split("/")[2] ?? "" },
        pattern: "",
        context: {},
      };
      const start = performance.now();
      // The loaders' argument types come from React Router's generated types; this is the same shape.
      await (target.startsWith("/blogs/")
        ? postRoute.loader(args as never)
        : listRoute.loader(args as never));
      loaderMs.push(performance.now() - start);
    }
    for (const page of pages) compressMs.push(await compressionMs(page));
    results.push([
      name,
      `${cold.length}`,
      ms(percentile(cold, 50)),
      ms(percentile(cold, 99)),
      ms(percentile(loaderMs, 50)),
      ms(percentile(compressMs, 50)),
      ms(percentile(warm, 50)),
      ms(percentile(warm, 99)),
    ]);
  }
  await closeViewStore();

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(
    `\nNode ${process.version}, ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} at the end), ` +
      `${POSTS.toLocaleString("en")} posts, ${(bytes / 1e6).toFixed(1)} MB Markdown\n`,
  );
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  const header = [
    "request",
    "n cold",
    "cold p50",
    "cold p99",
    "loader p50",
    "compress p50",
    "warm p50",
    "warm p99",
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...results.map((result) => result[i]!.length)),
  );
  console.log(`\n${header.map((title, i) => title.padEnd(widths[i]!)).join("  ")}`);
  for (const result of results)
    console.log(
      result
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  "),
    );
  console.log(
    `\ncold: the first request for each of n distinct URLs (other pages, other posts: page cache misses); warm: ${WARM} repeats of one URL ` +
      "(page cache hits); one request at a time, keep-alive, Accept-Encoding: br, gzip. Parts of a miss: loader = the route's loader alone " +
      "(run in this process on the same content and store); compress = the page cache's gzip and brotli of the same pages, done before it answers a miss.",
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
