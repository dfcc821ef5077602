// `npm run bench:live [-- --streams 5000 --per-address 100 --reloads 10 --seconds 10]`
// Live streams on one instance: starts the production server on a copy of the content whose UCC
// 2026 match is in play (a throwaway SQLite store), opens N streams to /live from many loopback
// addresses (each address one client: at most --per-address streams, within the per-client cap),
// measures a cached page (the match's) with autocannon while they are open, publishes a new score
// R times (SIGHUP) and times each event's arrival on every stream, then closes the streams and
// measures the page again. Prints the server's RSS and heap per stream, the time from the signal to the last
// stream's event (p50 and p99 over the reloads) and each stream's (p50, p99 over all), the cached
// page's p50/p99 without and with the streams open, side by side with their ratio, and the
// machine's load average. Exits 1 if a stream failed to open or missed an event.
import autocannon from "autocannon";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openFileLimit } from "../server/connections";
import { contentCopy } from "../tests/helpers/content";
import { LIVE_MATCH_PATH, LIVE_SEASON, writeMatch } from "../tests/helpers/live";
import { contentHealth, startServerProcess, type RunningServer } from "../tests/helpers/server";
import { memory, probeNodeOptions } from "./bench-memory";

const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "5000" },
    "per-address": { type: "string", default: "100" },
    reloads: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
  },
});
const STREAMS = Number(values.streams);
const PER_ADDRESS = Number(values["per-address"]);
const RELOADS = Number(values.reloads);
const SECONDS = Number(values.seconds);
/** Streams opened at once: more would overflow the server's accept queue (511) on a busy machine. */
const OPENING = 200;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (ascending: number[], p: number) =>
  ascending[Math.min(ascending.length - 1, Math.floor((ascending.length * p) / 100))]!;

type Health = {
  live: { streams: number; total: number; perClient: number };
  connections: { open: number; total: number; perClient: number };
};
const health = async (server: RunningServer) =>
  (await (await fetch(`${server.url}/healthz`)).json()) as Health;

/** A stream from one loopback address: it records when each event arrives. */
type Stream = { arrivals: number[]; request: http.ClientRequest };

function openOne(server: RunningServer, localAddress: string, since: string): Promise<Stream> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const stream: Stream = { arrivals: [], request: undefined! };
    stream.request = http.get(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        agent: false,
        path: `/live?topics=${LIVE_SEASON.topic}`,
        headers: { accept: "text/event-stream", "last-event-id": since },
      },
      (response) => {
        if (response.statusCode !== 200)
          return reject(new Error(`${localAddress}: ${response.statusCode}`));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          // One write per event: an event never spans two chunks.
          for (const _event of chunk.matchAll(/^id: /gm)) stream.arrivals.push(performance.now());
        });
        resolve(stream);
      },
    );
    stream.request.on("error", reject);
  });
}

/** Cached-page latency at 10 connections for SECONDS (the page is warmed first). */
async function pageLatency(server: RunningServer) {
  const result = await autocannon({
    url: `${server.url}${LIVE_MATCH_PATH}`,
    connections: 10,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rate: result.requests.average };
}

console.log(
  `Machine: ${cpus().length} cores, load average ${load()} (1, 5, 15 min) before the run; open-file limit ${openFileLimit()}`,
);
const copy = contentCopy();
writeMatch(copy, { goals: 1, live: true });
const server = await startServerProcess({
  script: "server.js",
  env: {
    NODE_ENV: "production",
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
    // No stream ends for being idle during the run.
    LIVE_IDLE_MINUTES: "60",
    // Memory read after a full garbage collection (SIGUSR2), as bench:junk and bench:soak read it.
    NODE_OPTIONS: probeNodeOptions(),
  },
  timeoutMs: 120_000,
});
const streams: Stream[] = [];
try {
  await fetch(`${server.url}${LIVE_MATCH_PATH}`).then((response) => response.arrayBuffer());
  // Memory first: a load run grows the heap, and the streams would then fill room it left.
  const before = await memory(server);

  const { version } = await contentHealth(server);
  const opening = performance.now();
  for (let first = 0; first < STREAMS; first += OPENING) {
    const batch = Array.from({ length: Math.min(OPENING, STREAMS - first) }, (_, offset) => {
      const index = first + offset;
      const address = Math.floor(index / PER_ADDRESS);
      return openOne(
        server,
        `127.0.${1 + Math.floor(address / 250)}.${1 + (address % 250)}`,
        version,
      );
    });
    streams.push(...(await Promise.all(batch)));
  }
  const openedMs = performance.now() - opening;
  const open = await health(server);
  const held = await memory(server);
  if (open.live.streams !== STREAMS)
    throw new Error(`the server holds ${open.live.streams} streams, not ${STREAMS}`);
  const withStreams = await pageLatency(server);

  const lastMs: number[] = [];
  const eachMs: number[] = [];
  const toldMs: number[] = [];
  // When the server says it has written a reload's event to every stream (its log line, as it arrives here).
  const told: number[] = [];
  server.process.stdout!.on("data", (chunk: Buffer) => {
    for (const _line of chunk.toString().matchAll(/^Live: [0-9a-f]{12} sent to/gm))
      told.push(performance.now());
  });
  for (let round = 1; round <= RELOADS; round += 1) {
    writeMatch(copy, { goals: 1 + (round % 3), live: true });
    const sent = performance.now();
    server.process.kill("SIGHUP");
    while (streams.some((stream) => stream.arrivals.length < round))
      await new Promise((resolve) => setTimeout(resolve, 5));
    while (told.length < round) await new Promise((resolve) => setTimeout(resolve, 5));
    toldMs.push(told[round - 1]! - sent);
    const times = streams.map((stream) => stream.arrivals[round - 1]! - sent);
    eachMs.push(...times);
    lastMs.push(Math.max(...times));
  }
  const after = await memory(server);
  for (const stream of streams.splice(0)) stream.request.destroy();
  while ((await health(server)).live.streams > 0)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const without = await pageLatency(server);
  const loadAfter = load();
  const writeMs = [
    ...server.output().matchAll(/^Live: [0-9a-f]{12} sent to .* in (\d+) ms$/gm),
  ].map((match) => Number(match[1]));
  const reloadMs = [...server.output().matchAll(/Content reloaded: [0-9a-f]+ in (\d+) ms/g)].map(
    (match) => Number(match[1]),
  );
  eachMs.sort((a, b) => a - b);
  const perStream = (bytes: number) => kb(bytes / STREAMS);
  const rows: [string, string][] = [
    [
      "streams",
      `${STREAMS} from ${Math.ceil(STREAMS / PER_ADDRESS)} addresses, opened in ${(openedMs / 1000).toFixed(1)} s; caps ${open.live.total} per instance, ${open.live.perClient} per client; connections ${open.connections.open} of ${open.connections.total}`,
    ],
    [
      "RSS",
      `${mb(before.rss)} before, ${mb(held.rss)} with the streams: ${perStream(held.rss - before.rss)} a stream (after a full garbage collection)`,
    ],
    [
      "heap used",
      `${mb(before.heapUsed)} before, ${mb(held.heapUsed)} with the streams: ${perStream(held.heapUsed - before.heapUsed)} a stream; outside the heap ${perStream(held.external - before.external)}`,
    ],
    [
      "reload → last stream",
      `p50 ${percentile(sorted(lastMs), 50).toFixed(0)} ms, p99 ${percentile(sorted(lastMs), 99).toFixed(0)} ms over ${RELOADS} reloads (in order: ${lastMs.map((ms) => ms.toFixed(0)).join(", ")} ms)`,
    ],
    [
      "reload → server wrote all",
      `p50 ${percentile(sorted(toldMs), 50).toFixed(0)} ms, p99 ${percentile(sorted(toldMs), 99).toFixed(0)} ms (in order: ${toldMs.map((ms) => ms.toFixed(0)).join(", ")} ms; its log line, read here)`,
    ],
    [
      "writing the events (server)",
      `median ${percentile(sorted(writeMs), 50)} ms, max ${Math.max(...writeMs)} ms for ${STREAMS} streams`,
    ],
    [
      "reload → each stream",
      `p50 ${percentile(eachMs, 50).toFixed(0)} ms, p99 ${percentile(eachMs, 99).toFixed(0)} ms over ${eachMs.length} events`,
    ],
    [
      "content reload (server)",
      `median ${[...reloadMs].sort((a, b) => a - b)[Math.floor(reloadMs.length / 2)]} ms of the above (read and check the folder)`,
    ],
    [
      "cached page, no streams",
      `p50 ${without.p50} ms, p99 ${without.p99} ms (${Math.round(without.rate)} req/s at 10 connections)`,
    ],
    [
      `cached page, ${STREAMS} streams`,
      `p50 ${withStreams.p50} ms, p99 ${withStreams.p99} ms (${Math.round(withStreams.rate)} req/s)`,
    ],
    [
      "p99 with / without",
      `${(withStreams.p99 / Math.max(without.p99, 1)).toFixed(2)} (p50 ${(withStreams.p50 / Math.max(without.p50, 1)).toFixed(2)})`,
    ],
    ["RSS after the reloads", mb(after.rss)],
    ["load average after", `${loadAfter} (1, 5, 15 min)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const stream of streams) stream.request.destroy();
  await server.stop();
  copy.remove();
}
