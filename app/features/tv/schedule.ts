/**
 * The TV schedule: a pure function of a channel's video list and the time, so every viewer and
 * every server instance agrees on what is playing. The list is put in a canonical order (the
 * order an API returns does not matter), shuffled by a generator seeded with the day number, and
 * every video is followed by a short ad break whose logo the same generator picks: that is the
 * day's sequence, played in a loop. A day's sequence starts where the previous day's item
 * running at midnight UTC ends (its ad break included), so no video is cut or entered mid-way
 * because the date changed: the starts form a chain from a fixed first day (`createSchedule`).
 */

/** Length of the ad break after every video, in seconds. */
export const AD_BREAK_SECONDS = 5;
/** A video whose duration is 0 or unknown counts as this many seconds. */
export const DEFAULT_DURATION_SECONDS = 300;
/** The brand logos an ad break shows (images of ours: art/tv/ad-*.svg). */
export const AD_LOGOS = ["tv", "services", "gaming"] as const;
export const DAY_MS = 86_400_000;

export type AdLogo = (typeof AD_LOGOS)[number];
/** One video of a channel; `duration` in seconds, missing or 0 when unknown. */
export type TvVideo = { id: string; title: string; duration?: number | null };

type TimelineItem =
  | { kind: "video"; id: string; title: string; duration: number }
  | { kind: "ad"; logo: AdLogo; duration: number };

/** A day's sequence of one channel, computed once: items, their starts (ms into the sequence) and its length (it loops). */
export type Timeline = {
  day: number;
  items: TimelineItem[];
  startsMs: Float64Array;
  totalMs: number;
};

/** Whole days since the Unix epoch (UTC): the shuffle's seed. */
export function dayNumber(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS);
}

/** mulberry32: a small, fast, well-spread 32-bit generator; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fisher–Yates with the given generator, settling the first place first (place i takes one of
 * the places from i on); returns a new array. Front first, so the day-start chain (nextDayStart)
 * stops after the places a day's first hours hold.
 */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = items.slice();
  for (let i = 0; i < result.length - 1; i++) {
    const j = i + Math.floor(random() * (result.length - i));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** The list sorted by video id (code-unit order, no locale), one entry per id: the same whatever order it came in. */
export function canonicalOrder(videos: readonly TvVideo[]): TvVideo[] {
  const sorted = videos
    .slice()
    .sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0,
    );
  return sorted.filter((video, index) => index === 0 || video.id !== sorted[index - 1]!.id);
}

/** Seconds a video occupies in the schedule: its duration, or the default when it is 0 or unknown. */
export function scheduledDuration(video: TvVideo): number {
  const duration = video.duration;
  return typeof duration === "number" && Number.isFinite(duration) && duration > 0
    ? Math.round(duration)
    : DEFAULT_DURATION_SECONDS;
}

/** The day's sequence: canonical order, seeded shuffle, then an ad break (logo from the same generator) after each video. */
export function buildTimeline(videos: readonly TvVideo[], day: number): Timeline {
  const random = seededRandom(day);
  const shuffled = seededShuffle(canonicalOrder(videos), random);
  const items: TimelineItem[] = [];
  for (const video of shuffled) {
    items.push({
      kind: "video",
      id: video.id,
      title: video.title,
      duration: scheduledDuration(video),
    });
    items.push({
      kind: "ad",
      logo: AD_LOGOS[Math.floor(random() * AD_LOGOS.length)]!,
      duration: AD_BREAK_SECONDS,
    });
  }
  const startsMs = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, index) => {
    startsMs[index] = total;
    total += item.duration * 1000;
  });
  return { day, items, startsMs, totalMs: total };
}

/** The item at `positionMs` after the sequence started (it loops: taken modulo its length) and how far into it (ms), by binary search. */
export function locate(
  timeline: Timeline,
  positionMs: number,
): { index: number; offsetMs: number } | undefined {
  if (timeline.totalMs === 0) return undefined;
  const position = ((positionMs % timeline.totalMs) + timeline.totalMs) % timeline.totalMs;
  const starts = timeline.startsMs;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return { index: low, offsetMs: position - starts[low]! };
}

/** The first day whose sequence follows on from the one before; until then each day's started at its midnight (1 Jan 2026). */
export const CHAIN_FIRST_DAY = 20_454;

/**
 * Where day `day + 1`'s sequence starts, given where day `day`'s started: the first end of a
 * video's slot (the video and its ad break) at or after the midnight between them. Needs only
 * the slots' lengths in canonical order (`slotsMs`, summing to `totalMs`), not the items;
 * `scratch` is a buffer of the same length to shuffle them in.
 */
function nextDayStart(
  slotsMs: Float64Array,
  totalMs: number,
  scratch: Float64Array,
  day: number,
  startMs: number,
): number {
  const midnight = (day + 1) * DAY_MS;
  // A day whose sequence has not started by the next midnight (a video longer than a day ran over it) is skipped.
  if (totalMs === 0 || startMs >= midnight) return Math.max(startMs, midnight);
  const into = (midnight - startMs) % totalMs;
  if (into === 0) return midnight;
  // The day's shuffle, seededShuffle's steps on the lengths, only as far as the slot holding midnight.
  scratch.set(slotsMs);
  const random = seededRandom(day);
  const last = scratch.length - 1;
  let end = midnight - into;
  for (let i = 0; i < last; i++) {
    const j = i + Math.floor(random() * (last + 1 - i));
    const slot = scratch[j]!;
    scratch[j] = scratch[i]!;
    end += slot;
    if (end >= midnight) return end;
  }
  return end + scratch[last]!;
}

/** A channel's schedule: each day's sequence and where it starts (epoch ms). */
export type Schedule = {
  timelineFor: (day: number) => Timeline;
  dayStart: (day: number) => number;
};

/**
 * The schedule of one list. Day starts are memoised from CHAIN_FIRST_DAY on (a step shuffles
 * the durations only as far as midnight: a day's worth of them at most); timelines are kept for
 * the day last asked and its neighbours.
 */
export function createSchedule(videos: readonly TvVideo[]): Schedule {
  const slotsMs = Float64Array.from(
    canonicalOrder(videos),
    (video) => (scheduledDuration(video) + AD_BREAK_SECONDS) * 1000,
  );
  const totalMs = slotsMs.reduce((sum, slot) => sum + slot, 0);
  const scratch = new Float64Array(slotsMs.length);
  const starts = [CHAIN_FIRST_DAY * DAY_MS];
  const timelines = new Map<number, Timeline>();
  function dayStart(day: number): number {
    if (day <= CHAIN_FIRST_DAY) return day * DAY_MS;
    while (starts.length <= day - CHAIN_FIRST_DAY) {
      const previous = CHAIN_FIRST_DAY + starts.length - 1;
      starts.push(nextDayStart(slotsMs, totalMs, scratch, previous, starts[starts.length - 1]!));
    }
    return starts[day - CHAIN_FIRST_DAY]!;
  }
  function timelineFor(day: number): Timeline {
    let timeline = timelines.get(day);
    if (!timeline) {
      timeline = buildTimeline(videos, day);
      for (const old of timelines.keys()) if (Math.abs(old - day) > 1) timelines.delete(old);
      timelines.set(day, timeline);
    }
    return timeline;
  }
  return { timelineFor, dayStart };
}

/**
 * One stretch of the schedule: an item from `startsAt` to `endsAt` (epoch ms), playing from
 * `from` seconds into it at `startsAt`. Every item now starts at its beginning (`from` is 0); the
 * field stays because pages opened before a deploy read it.
 */
export type ScheduledItem = TimelineItem & { startsAt: number; endsAt: number; from: number };

/**
 * What plays from `epochMs` on: the current item, then the next `count` items. The day in force
 * is the last whose sequence has started; from CHAIN_FIRST_DAY on, its items all end by the time
 * the next day's starts (before it, a day ended at its midnight, cutting the item running then).
 */
export function scheduleWindow(
  schedule: Schedule,
  epochMs: number,
  count: number,
): ScheduledItem[] {
  const result: ScheduledItem[] = [];
  let time = Math.floor(epochMs);
  for (let k = 0; k <= count; k++) {
    let day = dayNumber(time);
    while (schedule.dayStart(day) > time) day -= 1;
    const dayStart = schedule.dayStart(day);
    const timeline = schedule.timelineFor(day);
    const found = locate(timeline, time - dayStart);
    if (!found) break;
    const item = timeline.items[found.index]!;
    const startsAt = time - found.offsetMs;
    const endsAt = Math.min(startsAt + item.duration * 1000, schedule.dayStart(day + 1));
    result.push({ ...item, startsAt, endsAt, from: 0 });
    time = endsAt;
  }
  return result;
}
