// `npm run bench:reload [-- --reloads 20 --connections 20 --interval 500]`
// Content reloads under load: starts the production server on a copy of the content folder
// (a throwaway SQLite store, view limits off), sends a steady mix of requests with autocannon —
// cached pages, filtered lists, a post, standings, the TV page and API, the feed, view POSTs, a
// 404, and a post that comes and goes — and meanwhile publishes 20 times: the post is added or
// removed, then SIGHUP, waiting for /healthz to show the new version. Prints the figures, the
// reloads' times and the machine's load average; exits 1 if any request failed (a status other
// than 2xx/3xx, apart from the expected 404s, an error or a timeout) or a counted view was lost.
import autocannon from "autocannon";
import { rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentCopy, postSource } from "../tests/helpers/content";
import { reloadContent, startProductionServer } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    reloads: { type: "string", default: "20" },
    connections: { type: "string", default: "20" },
    interval: { type: "string", default: "500" },
  },
});
const RELOADS = Number(values.reloads);
const CONNECTIONS = Number(values.connections);
const INTERVAL_MS = Number(values.interval);
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const TOGGLED = "comes-and-goes";
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** What is requested, in turn, and the statuses each may answer with. */
const TARGETS: { method?: "POST"; path: string; ok: number[] }[] = [
  { path: "/", ok: [200] },
  { path: "/blogs", ok: [200] },
  { path: "/blogs?category=Gaming&sort=oldest", ok: [200] },
  { path: "/blogs/how-processors-work", ok: [200] },
  { path: `/blogs/${TOGGLED}`, ok: [200, 404] },
  { path: "/gaming/ucc/standings?group=B", ok: [200] },
  { path: "/services?category=Website+Development", ok: [200] },
  { path: "/tv?channel=GTA", ok: [200] },
  { path: "/api/tv/MIX", ok: [200] },
  { path: "/rss.xml", ok: [200] },
  { path: "/no-such-page", ok: [404] },
  { method: "POST", path: "/api/views/ai-in-video-games", ok: [200] },
];

console.log(
  `Machine: ${cpus().length} cores, load average ${load()} (1, 5, 15 min) before the run`,
);
const copy = contentCopy();
const server = await startProductionServer({
  CONTENT_DIR: copy.dir,
  DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  VIEW_LIMITS: "off",
});
const viewsOf = async () =>
  ((await (await fetch(`${server.url}/api/views/ai-in-video-games`)).json()) as { views: number })
    .views;

try {
  for (const target of TARGETS)
    if (!target.method)
      await fetch(`${server.url}${target.path}`).then((response) => response.arrayBuffer());
  const viewsBefore = await viewsOf();
  const tally = TARGETS.map(() => new Map<number, number>());
  let finish: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: server.url,
      connections: CONNECTIONS,
      duration: 3600,
      timeout: 10,
      headers: { "accept-encoding": "gzip, br", "user-agent": BROWSER },
      requests: TARGETS.map((target, index) => ({
        method: target.method ?? "GET",
        path: target.path,
        onResponse: (status: number) => {
          tally[index]!.set(status, (tally[index]!.get(status) ?? 0) + 1);
          if (target.method === "POST" && status === 200) countedViews += 1;
        },
      })),
    },
    (_error, result) => finish(result),
  );
  let countedViews = 0;

  const versions = new Set<string>();
  const refused: unknown[] = [];
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  for (let round = 0; round < RELOADS; round += 1) {
    if (round % 2 === 0) {
      copy.write(
        `blog/${TOGGLED}.md`,
        postSource({
          id: 19,
          slug: TOGGLED,
          date: "2025-07-02",
          category: "Sports",
          cover: "blog/how-processors-work",
        }),
      );
    } else {
      rmSync(path.join(copy.dir, `blog/${TOGGLED}.md`));
    }
    const after = await reloadContent(server);
    if (after.lastReloadError) refused.push(after.lastReloadError);
    versions.add(after.version);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  instance.stop();
  const result = await finished;
  const loadAfter = load();
  const viewsStored = (await viewsOf()) - viewsBefore;

  const reloadMs = [...server.output().matchAll(/Content reloaded: [0-9a-f]+ in (\d+) ms/g)]
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  const unexpected = TARGETS.flatMap((target, index) =>
    [...tally[index]!]
      .filter(([status]) => !target.ok.includes(status))
      .map(([status, count]) => `${target.method ?? "GET"} ${target.path}: ${count} × ${status}`),
  );
  const expected404 = TARGETS.reduce(
    (sum, target, index) => sum + (target.ok.includes(404) ? (tally[index]!.get(404) ?? 0) : 0),
    0,
  );
  const failures = result.errors + result.timeouts + unexpected.length;
  // Stopping the load abandons the requests in flight (at most one per connection): the server may
  // have stored those views without their answers being tallied, so stored may exceed answered by
  // that much, never fall short of it.
  const viewsKept = viewsStored >= countedViews && viewsStored - countedViews <= CONNECTIONS;

  const rows: [string, string][] = [
    [
      "reloads",
      `${RELOADS} (every ${INTERVAL_MS} ms; ${versions.size} content versions; ${refused.length} refused)`,
    ],
    [
      "reload time (server)",
      `min ${reloadMs[0]} ms, median ${reloadMs[Math.floor(reloadMs.length / 2)]} ms, max ${reloadMs.at(-1)} ms`,
    ],
    ["duration", `${result.duration.toFixed(1)} s at ${CONNECTIONS} connections`],
    ["requests", `${result.requests.total} (${Math.round(result.requests.average)} req/s)`],
    [
      "latency",
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ],
    [
      "2xx / 3xx / 4xx / 5xx",
      `${result["2xx"]} / ${result["3xx"]} / ${result["4xx"]} / ${result["5xx"]}`,
    ],
    [
      "expected 404s",
      `${expected404} (/no-such-page, and /blogs/${TOGGLED} while it is unpublished)`,
    ],
    ["errors / timeouts", `${result.errors} / ${result.timeouts}`],
    ["unexpected statuses", unexpected.length ? unexpected.join("; ") : "none"],
    [
      "views answered / stored",
      `${countedViews} / ${viewsStored} (the difference: requests in flight when the load stopped, ≤ ${CONNECTIONS})`,
    ],
    ["load average after", `${loadAfter} (1, 5, 15 min)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  const ok = failures === 0 && viewsKept && refused.length === 0;
  console.log(ok ? "PASS: no request failed and no view was lost during the reloads" : "FAIL");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  copy.remove();
}
