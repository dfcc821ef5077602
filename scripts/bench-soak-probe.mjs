// Loaded into the server by `npm run bench:soak` only (NODE_OPTIONS=--import): on SIGUSR2 the
// server runs a full garbage collection, then prints one line with its memory, which the
// benchmark reads. Sampled after a collection, RSS and heap show what stays alive, not where the
// collector happened to be. Not part of the site.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

process.on("SIGUSR2", () => {
  gc();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  console.log(`SOAK_MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external })}`);
});
