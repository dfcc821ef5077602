// Loaded into the server by `npm run bench:soak` only (NODE_OPTIONS=--import): on SIGUSR2 the
// server runs a full garbage collection, then prints one line with its memory, which the
// benchmark reads. Sampled after a collection, RSS and heap show what stays alive, not where the
// collector happened to be. With it, since the previous line: the server's event-loop delay
// (p99 and max) and its longest garbage-collection pause, so a slow window can be told apart
// from a slow client or a busy machine. Not part of the site.
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let gcMaxMs = 0;
let gcTotalMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // The collection this probe forces for its memory sample is not the server's own.
    if ((entry.detail?.flags ?? 0) & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) continue;
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
    gcTotalMs += entry.duration;
  }
}).observe({ entryTypes: ["gc"] });

process.on("SIGUSR2", () => {
  const loopP99Ms = loop.percentile(99) / 1e6;
  const loopMaxMs = loop.max / 1e6;
  const pauses = { gcMaxMs, gcTotalMs };
  loop.reset();
  // What the process holds as the operating system sees it, before the collection this probe forces.
  const { rss: rssBeforeGc, heapTotal: heapTotalBeforeGc } = process.memoryUsage();
  gc();
  gcMaxMs = 0;
  gcTotalMs = 0;
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  console.log(
    `SOAK_MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external, rssBeforeGc, heapTotalBeforeGc, loopP99Ms, loopMaxMs, ...pauses })}`,
  );
});
