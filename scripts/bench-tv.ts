// npm run bench:tv [-- --videos 5000 --answers 20000]
// The server's cost of answering GET /api/tv/{channel} for a channel of many videos: the chain
// of day starts is walked once per list (a shuffle of the durations per day since the chain's
// first day), the timeline built once per day and list (canonical order, shuffle, ad breaks,
// start times), then each answer is a binary search and a window of 15 items, serialised to JSON.
import { parseArgs } from "node:util";
import { answerTv } from "~/features/tv/api.server";
import { installContent } from "~/content/install.server";
import {
  buildTimeline,
  CHAIN_FIRST_DAY,
  createSchedule,
  DAY_MS,
  dayNumber,
  scheduleWindow,
  type TvVideo,
} from "~/features/tv/schedule";
import { createChannelSource } from "~/features/tv/source.server";

const { values } = parseArgs({
  options: {
    videos: { type: "string", default: "5000" },
    answers: { type: "string", default: "20000" },
  },
});
const VIDEOS = Number(values.videos);
const ANSWERS = Number(values.answers);

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const videos: TvVideo[] = Array.from({ length: VIDEOS }, (_, i) => ({
  id: Array.from(
    { length: 11 },
    (_, k) => alphabet[(i * 7919 + k * 104_729 + ((i * k) % 61)) % 64],
  ).join(""),
  title: `Generated gameplay video number ${i} with a title of a usual length`,
  duration: i % 50 === 0 ? 0 : 60 + ((i * 37) % 1200),
}));
// answerTv reads the channels from the content being served: install it, as the server does.
const { snapshot } = installContent();
const source = createChannelSource({
  playlists: {},
  bundled: { ...snapshot.tv.videos, MIX: videos },
});

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}
const ms = (n: number) => `${n.toFixed(n < 0.1 ? 4 : 3)} ms`;

// Warm the code paths (JIT) on a 500-video list.
for (let i = 0; i < 200; i++)
  scheduleWindow(createSchedule(videos.slice(0, 500)), Date.now() + i * 1000, 14);

// 1. Building one day's timeline (what the first answer of a day pays).
const buildTimes: number[] = [];
for (let day = 0; day < 10; day++) {
  const start = process.hrtime.bigint();
  buildTimeline(videos, 20_000 + day);
  buildTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
}
buildTimes.sort((a, b) => a - b);

// 2. Walking the chain of day starts up to today (what the first answer for a new list pays).
const today = dayNumber(Date.now());
const chainDays = today - CHAIN_FIRST_DAY;
const chainTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const schedule = createSchedule(videos);
  const start = process.hrtime.bigint();
  schedule.dayStart(today);
  chainTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
}
chainTimes.sort((a, b) => a - b);
const perDay = percentile(chainTimes, 0.5) / chainDays;

// 3. Answers against the cached chain and timeline: answerTv + JSON, one at a time, at times spread over the day.
const now = Date.now();
const first = process.hrtime.bigint();
await answerTv(source, "MIX", now);
const firstAnswer = Number(process.hrtime.bigint() - first) / 1e6;
const perAnswer: number[] = [];
let bytes = 0;
const cpuBefore = process.cpuUsage();
const wallBefore = process.hrtime.bigint();
for (let i = 0; i < ANSWERS; i++) {
  const at = now + ((i * 7_777) % (DAY_MS / 2));
  const start = process.hrtime.bigint();
  const result = await answerTv(source, "MIX", at);
  bytes = JSON.stringify(result.body).length;
  perAnswer.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const wall = Number(process.hrtime.bigint() - wallBefore) / 1e6;
const cpu = process.cpuUsage(cpuBefore);
perAnswer.sort((a, b) => a - b);
const cpuPerAnswer = (cpu.user + cpu.system) / 1000 / ANSWERS;

// 4. For comparison: rebuilding the chain and timeline on every answer (what memoising avoids).
const naive: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = process.hrtime.bigint();
  JSON.stringify(scheduleWindow(createSchedule(videos), now + i * 60_000, 14));
  naive.push(Number(process.hrtime.bigint() - start) / 1e6);
}
naive.sort((a, b) => a - b);

console.log(
  `\nGET /api/tv/{channel} for a channel of ${VIDEOS.toLocaleString("en")} videos (${ANSWERS.toLocaleString("en")} answers, Node ${process.version})\n`,
);
console.table([
  {
    measure: "timeline build, once per day and list",
    p50: ms(percentile(buildTimes, 0.5)),
    p99: ms(percentile(buildTimes, 0.99)),
  },
  {
    measure: `day-start chain, once per list (${chainDays} days since 1 Jan 2026)`,
    p50: ms(percentile(chainTimes, 0.5)),
    p99: ms(chainTimes.at(-1)!),
  },
  { measure: "  one more day of the chain", p50: ms(perDay), p99: "" },
  {
    measure: "  the chain after ten years (3,650 days, projected)",
    p50: ms(perDay * 3650),
    p99: "",
  },
  {
    measure: "first answer (walks the chain, builds today's timeline)",
    p50: ms(firstAnswer),
    p99: "",
  },
  {
    measure: "answer: lookup + window + JSON",
    p50: ms(percentile(perAnswer, 0.5)),
    p99: ms(percentile(perAnswer, 0.99)),
  },
  { measure: "CPU per answer (process.cpuUsage)", p50: ms(cpuPerAnswer), p99: "" },
  {
    measure: "answers per second, one core",
    p50: Math.round(ANSWERS / (wall / 1000)).toLocaleString("en"),
    p99: "",
  },
  {
    measure: "without the memo (chain and timeline rebuilt per answer)",
    p50: ms(percentile(naive, 0.5)),
    p99: ms(percentile(naive, 0.99)),
  },
]);
console.log(
  `answer size: ${bytes} bytes of JSON; goal: under 1 ms of CPU per answer — ${cpuPerAnswer < 1 ? "met" : "NOT met"}`,
);
