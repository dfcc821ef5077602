// For `npm run bench:scale`: what checking the posts' bodies (every local figure, video and link)
// costs a load of the content, in this process, beside the whole load: on a reload where no post
// changed (each post's scan is kept), and where every post changed (each body read and scanned).
import { utimesSync } from "node:fs";
import path from "node:path";
import { loadContent } from "~/content/load.server";
import { bodyReferenceProblems, sitePages } from "~/content/references.server";
import { siteFiles } from "~/features/markdown/markdown.server";
import { routeRecordsOf } from "~/features/route-table/route-records";
import { routeTable, type RouteRecord } from "~/features/route-table/route-table";
import routes from "~/routes";

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Table rows: the whole load and the bodies' check, each the median of a few runs. */
export async function referenceCheckCost(dir: string): Promise<[string, string][]> {
  const load = (file: string) =>
    import(path.resolve("app", file)) as Promise<RouteRecord["module"]>;
  const table = routeTable(await routeRecordsOf(await routes, load));
  const first = loadContent(dir, { routes: table });
  if (!first.ok)
    throw new Error(
      `the generated content was refused:\n${first.problems.map((problem) => problem.message).join("\n")}`,
    );
  const posts = first.snapshot.posts;
  const targets = { files: siteFiles(dir), pages: sitePages(table, first.snapshot), root: dir };
  const whole = Array.from({ length: RUNS }, () =>
    timed(() => loadContent(dir, { routes: table })),
  );
  const kept = Array.from({ length: RUNS }, () =>
    timed(() => bodyReferenceProblems(posts, targets)),
  );
  const changed = Array.from({ length: RUNS }, (_, run) => {
    // A new time on every post: each one's scan is stale, so its body is read and scanned again.
    const time = new Date(Date.now() + (run + 1) * 1000);
    for (const post of posts.files()) utimesSync(post.path, time, time);
    return timed(() => bodyReferenceProblems(posts, targets));
  });
  const ms = (values: number[]) =>
    `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  return [
    ["content load in process, no post changed (median)", ms(whole)],
    ["  of which the bodies' figures, videos, links", ms(kept)],
    ["  the same check, every post changed", ms(changed)],
  ];
}
