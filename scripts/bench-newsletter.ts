// `npm run bench:newsletter [-- --subscribers 10000 --rate 100000 --probe 100]`
// A new post mailed to 10,000 subscribers through a local SMTP server: starts the production
// server (SQLite, its store seeded with confirmed subscribers) with SMTP_URL pointing at an SMTP
// sink in this process, reads a cached post at a steady --probe requests a second before the send
// and during it (from when the reload's own work, the search index, is done), publishes a post (a
// file, then SIGHUP) and waits until every subscriber's mail has arrived. Prints mails a second,
// the server's RSS before and while sending, the cached page's p50 and p99 (in µs: a cached page
// answers in well under a millisecond) before and during the send with their ratios, and the
// machine's load average; exits 1 unless every subscriber got exactly one mail. --rate is NEWSLETTER_SEND_RATE_PER_SECOND (the
// default leaves the send as fast as it can go).
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { contentCopy, postSource } from "../tests/helpers/content";
import { seedSubscribers } from "../tests/helpers/newsletter";
import { reloadContent, startProductionServer, type RunningServer } from "../tests/helpers/server";

const { values } = parseArgs({
  options: {
    subscribers: { type: "string", default: "10000" },
    rate: { type: "string", default: "100000" },
    probe: { type: "string", default: "100" },
    "probe-seconds": { type: "string", default: "10" },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const PROBE_RATE = Number(values.probe);
const PAGE = "/blogs/how-processors-work";
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** An SMTP server that reads each mail to its end and counts it by recipient, with the time it arrived. */
async function startSink() {
  const received = new Map<string, number>();
  const times: number[] = [];
  let target = Infinity;
  let reached: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("end", () => {
        for (const { address } of session.envelope.rcptTo)
          received.set(address, (received.get(address) ?? 0) + 1);
        times.push(performance.now());
        callback();
        if (times.length >= target) reached();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    times,
    /** Resolves once `count` mails have arrived. */
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        target = count;
        reached = resolve;
        if (times.length >= count) resolve();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server's resident memory now, in MB (from /proc: the same figure `ps` shows). */
function rssMb(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024;
}

type Probe = { latencies: number[]; failed: number };

/**
 * Reads the cached page at PROBE_RATE a second (a request every 1/PROBE_RATE s, whatever the
 * answers before it are doing, on keep-alive connections) until `stop` resolves or for
 * `seconds`, and times each answer to its last byte with sub-millisecond precision.
 */
function probe(
  server: RunningServer,
  { seconds = 3600, stop }: { seconds?: number; stop?: Promise<unknown> },
): Promise<Probe> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const result: Probe = { latencies: [], failed: 0 };
  const inFlight = new Set<Promise<void>>();
  const once = () => {
    const started = performance.now();
    const request = new Promise<void>((resolve) => {
      get(`${server.url}${PAGE}`, { agent, headers: { "accept-encoding": "gzip, br" } }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) result.latencies.push(performance.now() - started);
          else result.failed += 1;
          resolve();
        });
      }).on("error", () => {
        result.failed += 1;
        resolve();
      });
    });
    inFlight.add(request);
    void request.then(() => inFlight.delete(request));
  };
  const ticking = setInterval(once, 1000 / PROBE_RATE);
  const ended = Promise.race([
    new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    stop ?? new Promise(() => {}),
  ]);
  return ended.then(async () => {
    clearInterval(ticking);
    await Promise.all(inFlight);
    agent.destroy();
    return result;
  });
}

const percentile = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
const median = (list: number[]) => percentile(list, 0.5);
const us = ({ latencies }: Probe) =>
  `p50 ${Math.round(percentile(latencies, 0.5) * 1000)} µs, p99 ${Math.round(percentile(latencies, 0.99) * 1000)} µs`;
const ratio = (during: Probe, before: Probe, p: number) =>
  (percentile(during.latencies, p) / percentile(before.latencies, p)).toFixed(2);

console.log(
  `Machine: ${cpus().length} cores, load average ${load()} (1, 5, 15 min) before the run`,
);
const copy = contentCopy();
const sink = await startSink();
const databaseUrl = `file:${path.join(copy.dir, "data", "site.db")}`;
const readers = Array.from({ length: SUBSCRIBERS }, (_, index) => `reader-${index}@example.org`);
await seedSubscribers(databaseUrl, readers);
const server = await startProductionServer({
  CONTENT_DIR: copy.dir,
  DATABASE_URL: databaseUrl,
  PUBLIC_ORIGIN: "https://voltverse.example.com",
  SMTP_URL: sink.url,
  NEWSLETTER_SEND_RATE_PER_SECOND: values.rate,
});
try {
  await server.waitForLine(/Newsletter: first run on this site/);
  await fetch(`${server.url}${PAGE}`).then((response) => response.arrayBuffer());
  const before = await probe(server, { seconds: Number(values["probe-seconds"]) });
  const rssBefore = rssMb(server);

  const rss: number[] = [];
  const sampling = setInterval(() => rss.push(rssMb(server)), 200);
  const arrived = sink.waitFor(SUBSCRIBERS);
  copy.write(
    "blog/the-bench-post.md",
    postSource({
      id: 19,
      slug: "the-bench-post",
      title: "The bench post",
      date: "2026-11-01",
      category: "Technology",
      cover: "blog/how-processors-work",
    }),
  );
  const published = performance.now();
  const { version } = await reloadContent(server);
  // The reload empties the page cache and rebuilds the search index: measure the send, not that.
  await server.waitForLine(new RegExp(`^Search index ${version}: `), 60_000);
  await fetch(`${server.url}${PAGE}`).then((response) => response.arrayBuffer());
  const during = probe(server, { stop: arrived });
  const probedFrom = sink.times.length;
  const sending = await during;
  clearInterval(sampling);
  const loadAfter = load();

  const first = sink.times[0]!;
  const last = sink.times.at(-1)!;
  const twice = [...sink.received.values()].filter((count) => count > 1).length;
  const everyone = readers.every((reader) => sink.received.get(reader) === 1);
  const rows: [string, string][] = [
    ["subscribers", `${SUBSCRIBERS} (send rate limit ${values.rate}/s)`],
    ["mails received", `${sink.times.length}; ${twice} addresses got more than one`],
    ["first mail after the reload", `${((first - published) / 1000).toFixed(2)} s`],
    [
      "mails a second",
      `${Math.round((sink.times.length - 1) / ((last - first) / 1000))} (${((last - first) / 1000).toFixed(1)} s for all)`,
    ],
    [
      "RSS before / while sending",
      `${rssBefore.toFixed(0)} MB / median ${median(rss).toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB`,
    ],
    [
      `${PAGE} (cached) before`,
      `${us(before)} (${before.latencies.length} requests at ${PROBE_RATE}/s)`,
    ],
    [
      `${PAGE} (cached) during`,
      `${us(sending)} (${sending.latencies.length} requests, while mails ${probedFrom + 1}–${SUBSCRIBERS} went)`,
    ],
    [
      "during / before",
      `p50 ×${ratio(sending, before, 0.5)}, p99 ×${ratio(sending, before, 0.99)}`,
    ],
    ["failed page requests", `${before.failed + sending.failed}`],
    ["load average after", `${loadAfter} (1, 5, 15 min)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  const ok = everyone && twice === 0 && sink.times.length === SUBSCRIBERS;
  console.log(ok ? "PASS: every subscriber got the post exactly once" : "FAIL");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await sink.close();
  copy.remove();
}
