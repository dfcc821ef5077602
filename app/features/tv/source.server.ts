import type { ListOrigin } from "./contract";
import { buildTimeline, dayNumber, type Timeline, type TvVideo } from "./schedule";
import { channelVideos, YouTubeError, type YouTubeOptions } from "./youtube.server";

/** A fetched list stays this long before a background refresh. */
export const LIST_TTL_MS = 6 * 3_600_000;
/** After a failed look-up, wait this long before trying the API again (the fallback serves meanwhile). */
export const RETRY_AFTER_FAILURE_MS = 10 * 60_000;
/** Each call to the API gives up after this long. */
export const CALL_TIMEOUT_MS = 5_000;

type Entry = {
  videos: readonly TvVideo[];
  origin: ListOrigin;
  /** When the list (or the failure) was last settled; the next look-up is due after ttl (or retry). */
  settledAt: number;
  dueAt: number;
  /** Bumped whenever the list changes, so cached timelines are rebuilt. */
  version: number;
  refreshing?: Promise<void>;
  /** Timelines of this list by day (today and tomorrow at most). */
  timelines: Map<number, Timeline>;
};

type ByChannel<T> = Readonly<Record<string, T>>;

function current<T>(value: ByChannel<T> | (() => ByChannel<T>)): () => ByChannel<T> {
  return typeof value === "function" ? value : () => value;
}

type SourceOptions = {
  /** Absent: no API key, the bundled lists are the channels. */
  youtube?: YouTubeOptions;
  /** Each channel's playlists now (they change when the content is reloaded), or fixed ones. */
  playlists: ByChannel<readonly string[]> | (() => ByChannel<readonly string[]>);
  /** The bundled lists now, or fixed ones. */
  bundled: ByChannel<readonly TvVideo[]> | (() => ByChannel<readonly TvVideo[]>);
  ttlMs?: number;
  retryMs?: number;
  now?: () => number;
  /** Failures are reported here (at most once per channel per retry period). */
  onError?: (channel: string, error: YouTubeError | Error) => void;
};

/**
 * The channels' video lists, with the YouTube look-ups behind a per-channel cache: a fetched list
 * serves for hours and is then refreshed in the background; concurrent requests share one
 * look-up; any failure keeps the last good list serving, or else the bundled one, so the TV
 * always plays. Also keeps each list's timeline per day, so answering is a binary search.
 */
export function createChannelSource(options: SourceOptions) {
  const ttl = options.ttlMs ?? LIST_TTL_MS;
  const retry = options.retryMs ?? RETRY_AFTER_FAILURE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let versions = 0;
  const bundled = current(options.bundled);
  const playlists = current(options.playlists);
  /** Only a channel with playlists of its own is looked up; the others play their bundled list. */
  const looksUp = (channel: string) => options.youtube !== undefined && (playlists()[channel]?.length ?? 0) > 0;

  function lookUp(channel: string, entry: Entry): Promise<void> {
    entry.refreshing ??= channelVideos(options.youtube!, playlists()[channel]!)
      .then(
        (videos) => {
          Object.assign(entry, { videos, origin: "youtube", version: ++versions, timelines: new Map() });
          entry.settledAt = now();
          entry.dueAt = entry.settledAt + ttl;
        },
        (error: unknown) => {
          options.onError?.(channel, error instanceof Error ? error : new Error(String(error)));
          // The last good list keeps serving; with none yet, the bundled one already is.
          if (entry.origin === "youtube") entry.origin = "last-good";
          entry.settledAt = now();
          entry.dueAt = entry.settledAt + retry;
        },
      )
      .finally(() => {
        entry.refreshing = undefined;
      });
    return entry.refreshing;
  }

  /** The channel's list now: fresh, stale-while-refreshing, last good or bundled; the first request waits for the first look-up. */
  async function listFor(channel: string): Promise<Entry> {
    let entry = entries.get(channel);
    if (!entry) {
      entry = { videos: bundled()[channel] ?? [], origin: "bundled", settledAt: 0, dueAt: 0, version: ++versions, timelines: new Map() };
      entries.set(channel, entry);
      if (looksUp(channel)) await lookUp(channel, entry);
      return entry;
    }
    // Playing the bundled list, and the content was reloaded with another: play the new one.
    const fallback = bundled()[channel] ?? [];
    if (entry.origin === "bundled" && entry.videos !== fallback) Object.assign(entry, { videos: fallback, version: ++versions, timelines: new Map() });
    if (entry.refreshing && entry.settledAt === 0) await entry.refreshing;
    else if (looksUp(channel) && now() >= entry.dueAt) void lookUp(channel, entry);
    return entry;
  }

  /** The day's timeline of the channel's current list, built once per list and day. */
  function timelineOf(entry: Entry, day: number): Timeline {
    let timeline = entry.timelines.get(day);
    if (!timeline) {
      timeline = buildTimeline(entry.videos, day);
      // Keep only the days a window can reach: today and the next.
      for (const old of entry.timelines.keys()) if (old < day - 1 || old > day + 1) entry.timelines.delete(old);
      entry.timelines.set(day, timeline);
    }
    return timeline;
  }

  return {
    listFor,
    /** Timelines of the channel's current list, per day (for scheduleWindow). */
    async timelines(channel: string): Promise<{ origin: ListOrigin; timelineFor: (day: number) => Timeline }> {
      const entry = await listFor(channel);
      // Build today's at once, so the first answer of the day pays for it, not a later one.
      timelineOf(entry, dayNumber(now()));
      return { origin: entry.origin, timelineFor: (day) => timelineOf(entry, day) };
    },
  };
}

export type ChannelSource = ReturnType<typeof createChannelSource>;
