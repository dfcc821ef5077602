// Loaded into the server by `npm run bench:soak` only (NODE_OPTIONS=--import): on SIGUSR2 the
// server prints one line with its memory, which the benchmark reads. Not part of the site.
process.on("SIGUSR2", () => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  console.log(`SOAK_MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external })}`);
});
