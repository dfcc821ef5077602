// `npm run bench:search [-- --posts 10000 --warm 200]`
// Site-wide search on today's content and on the large corpus of bench:scale (N posts generated
// from the real articles into a temporary content folder). For each, in a child process of its
// own (node --expose-gc, so a forced GC before and after gives the index's own memory): the
// index build time, its extra RSS and heap, and the latency of 200 mixed queries (single words,
// prefixes, typos, two words, no hits, and fixed ones), both the search alone and the /search
// loader's whole work (ranking, snippets, "Did you mean"). Then the production server on that
// content with a throwaway SQLite store: once its index is built (its log line), the cold
// /search page (each of the 200 queries once, so none is cached) and the warm one (one query
// repeated, a page cache hit). Prints the figures, the machine's load and the goals,
// PASS or FAIL each. A benchmark, not a test: it exits 0 unless it crashes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateContent, random } from "../tests/helpers/generated-posts";
import { startServerProcess, type RunningServer } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "10000" },
    warm: { type: "string", default: "200" },
    // Internal: the child that builds and queries the index of one content folder.
    measure: { type: "string" },
    queries: { type: "string" },
    baseline: { type: "boolean", default: false },
  },
});
const POSTS = Number(values.posts);
const WARM = Number(values.warm);
/** Timed passes over the queries in the child (after one untimed pass). */
const ROUNDS = 5;
const QUERY_COUNT = 200;
const GOALS = { buildMs: 3000, extraRssMb: 150, queryP99Ms: 10, coldPageP50Ms: 20 };
/** Named searches of the issue, and a few that find nothing. */
const FIXED_QUERIES = [
  "hawk-eye",
  "forza horzon",
  "atletico",
  "gta",
  "zzqx",
  "wetzlar",
  "jonas wetzlar",
  "atletco madird",
  "gta vi",
  "cricket",
];

/** The child's memory after forced GCs, with the content loaded and no index: what the index is measured against. */
type Baseline = { rssMb: number; heapMb: number };

type IndexFigures = {
  documents: number;
  posts: number;
  terms: number;
  bodyTermsPerPost: number | "all";
  buildMs: number;
  buildWallMs: number;
  buildCpuMs: number;
  /** The main thread's alone: the build's own work, without the garbage collector's helper threads. */
  buildMainCpuMs: number;
  /** After the build and forced GCs. */
  totalRssMb: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  searchMs: number[];
  loaderMs: number[];
  hits: number[];
};

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Forced full GCs, then the process's memory. */
function settledMemory() {
  const gc = globalThis.gc;
  if (!gc) throw new Error("the child needs node --expose-gc");
  for (let i = 0; i < 3; i += 1) gc();
  return process.memoryUsage();
}

/** The child's modules and the content of `dir`, loaded as the server has them before it builds the index. */
async function loadForIndex(dir: string) {
  process.env.CONTENT_DIR = dir;
  const { readContentOnFirstUse } = await import("~/content/install.server");
  const { currentContent } = await import("~/features/content/current.server");
  readContentOnFirstUse();
  const { searchDocuments } = await import("~/features/search/documents.server");
  const { buildSearchIndex } = await import("~/features/search/search-index.server");
  const { searchPage, warmSearchIndex } = await import("~/features/search/search.server");
  const { parseSearchQuery } = await import("~/features/search/query");
  return {
    snapshot: currentContent(),
    searchDocuments,
    buildSearchIndex,
    searchPage,
    warmSearchIndex,
    parseSearchQuery,
  };
}

/** The baseline child: the same modules and content, no index. */
async function measureBaseline(dir: string): Promise<Baseline> {
  await loadForIndex(dir);
  const memory = settledMemory();
  return { rssMb: mb(memory.rss), heapMb: mb(memory.heapUsed) };
}

/**
 * The child: loads the content of `dir`, then builds its search index the way the server does
 * (documents of the snapshot, post bodies read from their files) between forced GCs, and
 * times every query with the index alone and with the /search loader's whole work.
 */
async function measureIndex(dir: string, queries: string[]): Promise<IndexFigures> {
  const {
    snapshot,
    searchDocuments,
    buildSearchIndex,
    searchPage,
    warmSearchIndex,
    parseSearchQuery,
  } = await loadForIndex(dir);
  const before = settledMemory();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const mainCpu = cpuMs(process.pid, process.pid);
  const index = await buildSearchIndex(searchDocuments(snapshot), {
    readBody: (doc) => snapshot.posts.body(doc.slug!),
  });
  const buildWallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const buildMainCpuMs = cpuMs(process.pid, process.pid) - mainCpu;
  const after = settledMemory();

  const searchMs: number[] = [];
  const hits: number[] = [];
  for (const query of queries) hits.push(index.search(query).hits.length);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      index.search(query);
      searchMs.push(performance.now() - start);
    }
  }
  // The loader's work goes through the server's own index of the current content (built here once more).
  await warmSearchIndex();
  const loaderMs: number[] = [];
  const asked = queries.map((query) => parseSearchQuery(new URLSearchParams({ q: query })));
  for (const query of asked) await searchPage(query);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of asked) {
      const start = performance.now();
      await searchPage(query);
      loaderMs.push(performance.now() - start);
    }
  }
  const { stats } = index;
  return {
    documents: stats.documents,
    posts: stats.posts,
    terms: stats.terms,
    bodyTermsPerPost: stats.bodyTermsPerPost,
    buildMs: stats.ms,
    buildWallMs,
    buildCpuMs: (user + system) / 1000,
    buildMainCpuMs,
    totalRssMb: mb(after.rss),
    rssMb: mb(after.rss - before.rss),
    heapMb: mb(after.heapUsed - before.heapUsed),
    externalMb: mb(after.external - before.external),
    searchMs,
    loaderMs,
    hits,
  };
}

/**
 * 200 distinct queries, the same every run: the fixed ones, then single words, prefixes, typos,
 * pairs of neighbouring words and nonsense, drawn from the words of today's content.
 */
async function mixedQueries(): Promise<{ query: string; type: string }[]> {
  const { loadContentOrThrow } = await import("~/content/install.server");
  const { searchDocuments } = await import("~/features/search/documents.server");
  const { markdownToText, normalizeQuery, termOf, wordsOf } =
    await import("~/features/search/text");
  const snapshot = loadContentOrThrow(path.resolve("content"));
  const texts: string[] = [];
  for (const doc of searchDocuments(snapshot)) {
    texts.push(doc.title, doc.text);
    if (doc.slug) texts.push(markdownToText(snapshot.posts.body(doc.slug) ?? ""));
  }
  const sentences = texts
    .flatMap((text) => text.split(/[.!?\n]+/))
    .map((sentence) =>
      wordsOf(sentence).filter((word) => termOf(word) !== null && !/\d/.test(word)),
    );
  const words = [...new Set(sentences.flat())]
    .filter((word) => word.length >= 4 && /^[a-z]+$/.test(word))
    .sort();
  const pairs = sentences.flatMap((sentence) =>
    sentence.slice(1).map((word, i) => `${sentence[i]} ${word}`),
  );
  const next = random(2027);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    const letter = pick([...letters]);
    switch (Math.floor(next() * 4)) {
      case 0:
        return word.slice(0, at) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      case 2:
        return word.slice(0, at) + letter + word.slice(at + 1);
      default:
        return word.slice(0, at) + letter + word.slice(at);
    }
  };
  const makers: { type: string; count: number; make: () => string }[] = [
    { type: "word", count: 60, make: () => pick(words) },
    {
      type: "prefix",
      count: 40,
      make: () =>
        pick(words.filter((word) => word.length >= 6)).slice(0, 3 + Math.floor(next() * 3)),
    },
    { type: "typo", count: 40, make: () => typo(pick(words.filter((word) => word.length >= 6))) },
    { type: "two words", count: 35, make: () => pick(pairs) },
    {
      type: "no hits",
      count: 15,
      make: () =>
        Array.from({ length: 5 + Math.floor(next() * 4) }, () => pick([..."qxzjvkw"])).join(""),
    },
  ];
  const seen = new Set<string>();
  const out: { query: string; type: string }[] = [];
  const add = (query: string, type: string) => {
    const normal = normalizeQuery(query);
    if (!normal || seen.has(normal)) return false;
    seen.add(normal);
    out.push({ query: normal, type });
    return true;
  };
  for (const query of FIXED_QUERIES) add(query, "fixed");
  for (const { type, count, make } of makers)
    for (let added = 0; added < count;) if (add(make(), type)) added += 1;
  if (out.length !== QUERY_COUNT) throw new Error(`${out.length} queries, expected ${QUERY_COUNT}`);
  return out;
}

/** Runs a child on one content folder (a fresh process, so the memory figures are its own). */
function runChild<T>(args: string[]): T {
  const child = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", fileURLToPath(import.meta.url), ...args],
    {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = child.stdout.split("\n").find((text) => text.startsWith("RESULT "));
  if (child.status !== 0 || !line)
    throw new Error(
      `the index measurement failed (exit ${child.status}):\n${child.stdout}\n${child.stderr}`,
    );
  return JSON.parse(line.slice("RESULT ".length)) as T;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection: status, body and milliseconds to the last byte. */
function get(port: number, target: string): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(
      { host: "127.0.0.1", port, path: target, agent, headers: { "Accept-Encoding": "br, gzip" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("latin1"),
            ms: Number(process.hrtime.bigint() - start) / 1e6,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** CPU time a process (or one of its threads) has used, in ms (Linux /proc; utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number, thread?: number): number {
  const fields = readFileSync(
    thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
    "utf8",
  )
    .split(") ")[1]!
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Times from the median of each query's runs: the machine's hiccups (another process taking the core) mostly left out. */
function perQueryMedians(samples: readonly number[], queries: number): number[] {
  return Array.from({ length: queries }, (_, i) =>
    percentile(
      samples.filter((_, at) => at % queries === i),
      50,
    ),
  );
}

type PageFigures = {
  startupMs: number;
  indexReadyMs: number;
  serverIndexMs: number;
  rssMb: number;
  cold: number[];
  coldCpuMs: number;
  warm: number[];
  warmCpuMs: number;
};

/** The production server on `dir`: waits for its index (the log line), then times cold and warm /search pages. */
async function measurePages(
  dir: string,
  database: string,
  queries: string[],
): Promise<PageFigures> {
  const { searchHref } = await import("~/features/search/query");
  const started = performance.now();
  let server: RunningServer | undefined;
  try {
    server = await startServerProcess({
      script: "server.js",
      // Every query is timed cold, one after another from one address: the per-client search rate would refuse most.
      env: {
        NODE_ENV: "production",
        CONTENT_DIR: dir,
        DATABASE_URL: `file:${database}`,
        VIEW_LIMITS: "off",
        SEARCH_RATE_LIMIT_PER_MINUTE: "1000000",
      },
      timeoutMs: 180_000,
    });
    const startupMs = performance.now() - started;
    let built: RegExpExecArray | null = null;
    while (!(built = /Search index \S+: .* in (\d+) ms/.exec(server.output()))) {
      if (server.process.exitCode !== null)
        throw new Error(`the server exited:\n${server.output()}`);
      if (performance.now() - started > 180_000)
        throw new Error(`no search index in 180 s:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const indexReadyMs = performance.now() - started;
    const port = Number(new URL(server.url).port);
    const target = (query: string) => searchHref({ q: query, group: undefined, page: 1 });
    // The way there warmed once (a page that is not search), so the first search is not also the first render.
    await get(port, "/blogs");
    const pid = server.process.pid!;
    const cold: number[] = [];
    let cpu = cpuMs(pid);
    for (const query of queries) {
      const { status, ms } = await get(port, target(query));
      if (status !== 200) throw new Error(`${target(query)} answered ${status}`);
      cold.push(ms);
    }
    const coldCpuMs = (cpuMs(pid) - cpu) / queries.length;
    const warm: number[] = [];
    cpu = cpuMs(pid);
    for (let i = 0; i < WARM; i += 1) warm.push((await get(port, target("hawk-eye"))).ms);
    const warmCpuMs = (cpuMs(pid) - cpu) / WARM;
    return {
      startupMs,
      indexReadyMs,
      serverIndexMs: Number(built[1]),
      rssMb: rssMb(pid),
      cold,
      coldCpuMs,
      warm,
      warmCpuMs,
    };
  } finally {
    await server?.stop();
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const extraRss = (baseline: Baseline, index: IndexFigures) => index.totalRssMb - baseline.rssMb;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "vv-bench-search-"));
  process.once("SIGINT", () => {
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
  try {
    // The server's build bundles no content: it is built (when stale) once, whatever the corpus.
    if (
      spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" }).status !== 0
    )
      throw new Error("the build failed");
    const loadBefore = load();
    const queries = await mixedQueries();
    const queriesFile = path.join(work, "queries.json");
    writeFileSync(queriesFile, JSON.stringify(queries.map(({ query }) => query)));
    const generated = path.join(work, "content");
    let phase = performance.now();
    const { bytes } = generateContent(generated, POSTS);
    console.log(
      `Generated ${POSTS.toLocaleString("en")} posts (${fixed(bytes / 1e6)} MB of Markdown) in ${fixed((performance.now() - phase) / 1000)} s`,
    );

    const corpora = [
      { name: "today's content", dir: path.resolve("content") },
      { name: `${POSTS.toLocaleString("en")} posts`, dir: generated },
    ];
    const results: { name: string; baseline: Baseline; index: IndexFigures; pages: PageFigures }[] =
      [];
    for (const [i, corpus] of corpora.entries()) {
      console.log(`${corpus.name}: building and querying the index…`);
      phase = performance.now();
      const baseline = runChild<Baseline>(["--measure", corpus.dir, "--baseline"]);
      const index = runChild<IndexFigures>(["--measure", corpus.dir, "--queries", queriesFile]);
      console.log(`${corpus.name}: the production server, cold and warm /search…`);
      const pages = await measurePages(
        corpus.dir,
        path.join(work, `site-${i}.db`),
        queries.map(({ query }) => query),
      );
      console.log(`${corpus.name}: done in ${fixed((performance.now() - phase) / 1000)} s`);
      results.push({ name: corpus.name, baseline, index, pages });
    }

    const rows: [string, ...string[]][] = [
      [
        "documents (posts)",
        ...results.map(
          ({ index }) =>
            `${index.documents.toLocaleString("en")} (${index.posts.toLocaleString("en")})`,
        ),
      ],
      [
        "index terms; body words per post",
        ...results.map(
          ({ index }) => `${index.terms.toLocaleString("en")}; ${index.bodyTermsPerPost}`,
        ),
      ],
      [
        "index build: its figure; wall; CPU (main thread)",
        ...results.map(
          ({ index }) =>
            `${index.buildMs}; ${fixed(index.buildWallMs, 0)}; ${fixed(index.buildCpuMs, 0)} (${fixed(index.buildMainCpuMs, 0)}) ms`,
        ),
      ],
      [
        "extra RSS: vs. no index; in-process",
        ...results.map(
          ({ baseline, index }) =>
            `${fixed(extraRss(baseline, index))} MB; ${fixed(index.rssMb)} MB`,
        ),
      ],
      [
        "extra heap used (external)",
        ...results.map(({ index }) => `${fixed(index.heapMb)} MB (${fixed(index.externalMb)} MB)`),
      ],
      [
        "query p50 / p99 / max, index alone",
        ...results.map(
          ({ index }) =>
            `${fixed(percentile(index.searchMs, 50), 2)} / ${fixed(percentile(index.searchMs, 99), 2)} / ${fixed(Math.max(...index.searchMs), 1)} ms`,
        ),
      ],
      [
        "  the same, each query's median of 5",
        ...results.map(({ index }) => {
          const medians = perQueryMedians(index.searchMs, QUERY_COUNT);
          return `${fixed(percentile(medians, 50), 2)} / ${fixed(percentile(medians, 99), 2)} / ${fixed(Math.max(...medians), 1)} ms`;
        }),
      ],
      [
        "query p50 / p99, /search loader",
        ...results.map(
          ({ index }) =>
            `${fixed(percentile(index.loaderMs, 50), 2)} / ${fixed(percentile(index.loaderMs, 99), 2)} ms`,
        ),
      ],
      [
        "  the same, each query's median of 5",
        ...results.map(({ index }) => {
          const medians = perQueryMedians(index.loaderMs, QUERY_COUNT);
          return `${fixed(percentile(medians, 50), 2)} / ${fixed(percentile(medians, 99), 2)} ms`;
        }),
      ],
      [
        "queries with no result",
        ...results.map(
          ({ index }) =>
            `${index.hits.filter((count) => count === 0).length} of ${index.hits.length}`,
        ),
      ],
      [
        "server: start-up (spawn → /healthz)",
        ...results.map(({ pages }) => `${fixed(pages.startupMs, 0)} ms`),
      ],
      [
        "server: index built (its log; spawn → log)",
        ...results.map(
          ({ pages }) => `${pages.serverIndexMs} ms; ${fixed(pages.indexReadyMs, 0)} ms`,
        ),
      ],
      ["server: RSS with the index", ...results.map(({ pages }) => `${fixed(pages.rssMb, 0)} MB`)],
      [
        "cold /search p50 / p99; server CPU each",
        ...results.map(
          ({ pages }) =>
            `${fixed(percentile(pages.cold, 50))} / ${fixed(percentile(pages.cold, 99))} ms; ${fixed(pages.coldCpuMs)} ms`,
        ),
      ],
      [
        "warm /search p50 / p99; server CPU each",
        ...results.map(
          ({ pages }) =>
            `${fixed(percentile(pages.warm, 50), 2)} / ${fixed(percentile(pages.warm, 99), 2)} ms; ${fixed(pages.warmCpuMs, 2)} ms`,
        ),
      ],
    ];
    const header: [string, ...string[]] = ["", ...results.map(({ name }) => name)];
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]!.length)),
    );
    console.log(
      `\nNode ${process.version}, ${cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end; ` +
        `${POSTS.toLocaleString("en")} generated posts, ${fixed(bytes / 1e6)} MB Markdown\n`,
    );
    for (const row of [header, ...rows])
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join("   "),
      );

    const types = [...new Set(queries.map(({ type }) => type))].map(
      (type) => `${queries.filter((query) => query.type === type).length} ${type}`,
    );
    console.log(
      `\nQueries: ${queries.length} distinct (${types.join(", ")}), e.g. ${queries
        .filter((_, i) => i % 25 === 12)
        .map(({ query }) => `"${query}"`)
        .join(", ")}. ` +
        `Index and loader: ${ROUNDS} timed passes over all of them in one process, after one untimed pass. Extra RSS: the RSS after forced ` +
        "GCs of a process with the content and the index, less that of one with the same content and modules and no index (in-process: " +
        "the change over the build, which reuses memory the content load left). Cold: each query's page requested once (a page cache miss: " +
        `search, render, compression); warm: ${WARM} requests of one page (a hit). One request at a time, keep-alive, Accept-Encoding: br, gzip. ` +
        "Build CPU: the process's, all threads (the garbage collector's helpers work beside the build), and its main thread's alone. " +
        "Server CPU: the server process's CPU time over the run (10 ms ticks) per request, which the machine's load does not inflate.",
    );

    const large = results.at(-1)!;
    const goals: [string, number, number, string][] = [
      ["index build", large.index.buildMs, GOALS.buildMs, "ms"],
      ["  its main thread's CPU time", large.index.buildMainCpuMs, GOALS.buildMs, "ms"],
      ["extra RSS (vs. no index)", extraRss(large.baseline, large.index), GOALS.extraRssMb, "MB"],
      ["query p99 (index alone)", percentile(large.index.searchMs, 99), GOALS.queryP99Ms, "ms"],
      [
        "  of medians of 5",
        percentile(perQueryMedians(large.index.searchMs, QUERY_COUNT), 99),
        GOALS.queryP99Ms,
        "ms",
      ],
      ["cold /search p50", percentile(large.pages.cold, 50), GOALS.coldPageP50Ms, "ms"],
      ["  server CPU per page", large.pages.coldCpuMs, GOALS.coldPageP50Ms, "ms"],
    ];
    console.log(
      `\nGoals at ${large.name} (load average now ${load()} on ${cpus().length} cores). Indented: the same goal on a figure the ` +
        "machine's load inflates less (CPU time, or each query's median), for a busy machine:",
    );
    for (const [name, value, goal, unit] of goals)
      console.log(
        `  ${value <= goal ? "PASS" : "FAIL"}  ${name.padEnd(26)} ${fixed(value)} ${unit} (goal ≤ ${goal} ${unit})`,
      );
  } finally {
    agent.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}

if (values.measure) {
  const figures = values.baseline
    ? await measureBaseline(values.measure)
    : await measureIndex(
        values.measure,
        JSON.parse(readFileSync(values.queries!, "utf8")) as string[],
      );
  console.log(`RESULT ${JSON.stringify(figures)}`);
  process.exit(0);
} else {
  await main();
}
