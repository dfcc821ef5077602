/**
 * The TV schedule: a pure function of a channel's video list and the time, so every viewer and
 * every server instance agrees on what is playing. The list is put in a canonical order (the
 * order an API returns does not matter), shuffled by a generator seeded with the day number, and
 * every video is followed by a short ad break whose logo the same generator picks. The position
 * is the current time modulo the total length; the item holding it plays from the matching offset.
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

export type TimelineItem = { kind: "video"; id: string; title: string; duration: number } | { kind: "ad"; logo: AdLogo; duration: number };

/** A day's schedule of one channel, computed once: items, their start (ms into the cycle) and the cycle's length. */
export type Timeline = { day: number; items: TimelineItem[]; startsMs: Float64Array; totalMs: number };

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

/** Fisher–Yates with the given generator; returns a new array. */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** The list sorted by video id (code-unit order, no locale), one entry per id: the same whatever order it came in. */
export function canonicalOrder(videos: readonly TvVideo[]): TvVideo[] {
  const sorted = videos.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return sorted.filter((video, index) => index === 0 || video.id !== sorted[index - 1]!.id);
}

/** Seconds a video occupies in the schedule: its duration, or the default when it is 0 or unknown. */
export function scheduledDuration(video: TvVideo): number {
  const duration = video.duration;
  return typeof duration === "number" && Number.isFinite(duration) && duration > 0 ? Math.round(duration) : DEFAULT_DURATION_SECONDS;
}

/** The day's timeline: canonical order, seeded shuffle, then an ad break (logo from the same generator) after each video. */
export function buildTimeline(videos: readonly TvVideo[], day: number): Timeline {
  const random = seededRandom(day);
  const shuffled = seededShuffle(canonicalOrder(videos), random);
  const items: TimelineItem[] = [];
  for (const video of shuffled) {
    items.push({ kind: "video", id: video.id, title: video.title, duration: scheduledDuration(video) });
    items.push({ kind: "ad", logo: AD_LOGOS[Math.floor(random() * AD_LOGOS.length)]!, duration: AD_BREAK_SECONDS });
  }
  const startsMs = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, index) => {
    startsMs[index] = total;
    total += item.duration * 1000;
  });
  return { day, items, startsMs, totalMs: total };
}

/** The item playing at `epochMs` and how far into it (ms): position = time mod total, found by binary search. */
export function locate(timeline: Timeline, epochMs: number): { index: number; offsetMs: number } | undefined {
  if (timeline.totalMs === 0) return undefined;
  const position = ((epochMs % timeline.totalMs) + timeline.totalMs) % timeline.totalMs;
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

/** One stretch of the schedule: an item from `startsAt` to `endsAt` (epoch ms), playing from `from` seconds into it at `startsAt`. */
export type ScheduledItem = TimelineItem & { startsAt: number; endsAt: number; from: number };

/**
 * What plays from `epochMs` on: the current item, then the next `count` items. A new day brings
 * a new shuffle at midnight UTC, so an item running over midnight is cut there and the new
 * day's schedule goes on from its own position.
 */
export function scheduleWindow(timelineFor: (day: number) => Timeline, epochMs: number, count: number): ScheduledItem[] {
  const result: ScheduledItem[] = [];
  let time = Math.floor(epochMs);
  for (let k = 0; k <= count; k++) {
    const day = dayNumber(time);
    const timeline = timelineFor(day);
    const found = locate(timeline, time);
    if (!found) break;
    const item = timeline.items[found.index]!;
    const itemStart = time - found.offsetMs;
    const startsAt = Math.max(itemStart, day * DAY_MS);
    const endsAt = Math.min(itemStart + item.duration * 1000, (day + 1) * DAY_MS);
    result.push({ ...item, startsAt, endsAt, from: (startsAt - itemStart) / 1000 });
    time = endsAt;
  }
  return result;
}
