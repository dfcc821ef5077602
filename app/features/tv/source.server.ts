import type { ListOrigin } from "./contract";
import { createSchedule, type Schedule, type TvVideo } from "./schedule";
import { channelVideos, YouTubeError, type YouTubeOptions } from "./youtube.server";

/** A fetched list stays this long before a background refresh. */
const LIST_TTL_MS = 6 * 3_600_000;
/** After a failed look-up, wait this long before trying the API again (the fallback serves meanwhile). */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;
/** Each call to the API gives up after this long. */
export const CALL_TIMEOUT_MS = 5_000;

type Entry = {
  videos: readonly TvVideo[];
  origin: ListOrigin;
  /** When the list (or the failure) was last settled; the next look-up is due after ttl (or retry). */
  settledAt: number;
  dueAt: number;
  /** Bumped whenever the list changes. */
  version: number;
  refreshing?: Promise<void>;
  /** This list's schedule, made on first use (its day starts and timelines are memoised in it). */
  schedule?: Schedule;
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
 * always plays. Also keeps each list's schedule, so answering is a binary search.
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
  const looksUp = (channel: string) =>
    options.youtube !== undefined && (playlists()[channel]?.length ?? 0) > 0;

  function lookUp(channel: string, entry: Entry): Promise<void> {
    entry.refreshing ??= channelVideos(options.youtube!, playlists()[channel]!)
      .then(
        (videos) => {
          Object.assign(entry, {
            videos,
            origin: "youtube",
            version: ++versions,
            schedule: undefined,
          });
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
      entry = {
        videos: bundled()[channel] ?? [],
        origin: "bundled",
        settledAt: 0,
        dueAt: 0,
        version: ++versions,
      };
      entries.set(channel, entry);
      if (looksUp(channel)) await lookUp(channel, entry);
      return entry;
    }
    // Playing the bundled list, and the content was reloaded with another: play the new one.
    const fallback = bundled()[channel] ?? [];
    if (entry.origin === "bundled" && entry.videos !== fallback)
      Object.assign(entry, { videos: fallback, version: ++versions, schedule: undefined });
    if (entry.refreshing && entry.settledAt === 0) await entry.refreshing;
    else if (looksUp(channel) && now() >= entry.dueAt) void lookUp(channel, entry);
    return entry;
  }

  return {
    listFor,
    /** The schedule of the channel's current list (for scheduleWindow); a new list gets a new one. */
    async schedule(channel: string): Promise<{ origin: ListOrigin; schedule: Schedule }> {
      const entry = await listFor(channel);
      entry.schedule ??= createSchedule(entry.videos);
      return { origin: entry.origin, schedule: entry.schedule };
    },
  };
}

export type ChannelSource = ReturnType<typeof createChannelSource>;
