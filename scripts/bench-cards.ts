// `npm run bench:cards`
// Share cards: starts the production server on a copy of the content folder with an empty cards
// folder and a budget that covers every card, so it renders all of them ahead, one at a time, and
// samples the server's RSS and the machine's load average meanwhile. Then a reload with nothing
// changed (every card already on disk: the listing's cost alone), and the page latency of a cached
// page while the cards render, beside the same page once they are done. Prints cards a second,
// RSS (before, median and peak while rendering), the cards' sizes and the load averages.
import autocannon from "autocannon";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { contentCopy } from "../tests/helpers/content";
import { reloadContent, startProductionServer } from "../tests/helpers/server";

const load = () => loadavg()[0]!.toFixed(2);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A cached page's p50 and p99 over two seconds, 4 connections. */
async function pageLatency(url: string) {
  const result = await autocannon({ url, connections: 4, duration: 2 });
  return `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
}

console.log(`Node ${process.version}, ${cpus().length} cores; load average ${load()} at start`);
const copy = contentCopy();
const cards = mkdtempSync(path.join(tmpdir(), "vv-bench-cards-"));
const server = await startProductionServer({
  CONTENT_DIR: copy.dir,
  DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  CARDS_DIR: cards,
  CARD_RENDER_BUDGET: "100000",
  LOG_REQUESTS: "false",
});
const pid = server.process.pid!;
try {
  const samples: number[] = [];
  const loads: number[] = [];
  const rssAtStart = await rssOf(pid);
  let done = false;
  const finished = server
    .waitForLine(/Share cards for \w+: \d+ rendered/, 3_600_000)
    .finally(() => {
      done = true;
    });
  const sampling = (async () => {
    while (!done) {
      samples.push(await rssOf(pid));
      loads.push(loadavg()[0]!);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const page = `${server.url}/gaming/ucc/standings`;
  await fetch(page);
  // Measured once the listing is done and cards are being drawn.
  while (readdirSync(cards).length < 5) await new Promise((resolve) => setTimeout(resolve, 100));
  const during = await pageLatency(page);
  const line = await finished;
  await sampling;
  const [, rendered, seconds] = /: (\d+) rendered in ([\d.]+) s/.exec(line)!;
  const sizes = readdirSync(cards).map((name) => statSync(path.join(cards, name)).size);
  console.log(line.trim());
  console.log(
    `${rendered} cards in ${seconds} s: ${(Number(rendered) / Number(seconds)).toFixed(2)} cards/s, one at a time`,
  );
  console.log(
    `RSS: ${mb(rssAtStart)} at start, ${mb(median(samples))} median and ${mb(Math.max(...samples))} peak while rendering (${samples.length} samples)`,
  );
  console.log(
    `card sizes: median ${(median(sizes) / 1024).toFixed(1)} KB, largest ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );
  console.log(
    `load average while rendering: median ${median(loads).toFixed(2)}, peak ${Math.max(...loads).toFixed(2)}`,
  );
  console.log(`a cached page while the cards render: ${during}; after: ${await pageLatency(page)}`);
  await reloadContent(server);
  console.log(
    `reload with nothing changed: ${(await server.waitForLine(/Share cards for \w+: 0 rendered/, 600_000)).trim()}`,
  );
} finally {
  await server.stop();
  copy.remove();
  rmSync(cards, { recursive: true, force: true });
}
console.log(`load average at end: ${load()}`);
