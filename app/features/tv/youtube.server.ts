import { z } from "zod";
import { parseIsoDuration } from "./duration";
import type { TvVideo } from "./schedule";

/** How the client reaches the YouTube Data API. */
export type YouTubeOptions = {
  apiKey: string;
  /** e.g. https://www.googleapis.com/youtube/v3 (tests: the local stand-in). */
  base: string;
  /** Each HTTP call gives up after this long. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Why a look-up failed: each kind falls back to the last good list (or the bundled one). */
export type YouTubeErrorKind =
  "quota" | "bad-key" | "not-found" | "server" | "http" | "timeout" | "network" | "malformed";

export class YouTubeError extends Error {
  constructor(
    readonly kind: YouTubeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "YouTubeError";
  }
}

const PAGE_SIZE = 50;
/** The API takes up to 50 ids per videos call. */
const VIDEOS_BATCH = 50;
/** A playlist longer than this many pages is cut (5,000 videos), so a loop of page tokens cannot run forever. */
const MAX_PAGES = 100;
/** Titles the API gives entries whose video is gone or hidden. */
const UNAVAILABLE_TITLES = new Set(["Deleted video", "Private video"]);

const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        resourceId: z.object({ videoId: z.string().optional() }).optional(),
      }),
    }),
  ),
});

const videosSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      contentDetails: z.object({ duration: z.string().optional() }).optional(),
    }),
  ),
});

const errorSchema = z.object({
  error: z.object({ errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});

function classify(status: number, body: unknown): YouTubeErrorKind {
  const reason = errorSchema.safeParse(body).data?.error.errors?.[0]?.reason ?? "";
  if (status === 403 && /quota|rateLimit/i.test(reason)) return "quota";
  if (status === 400 && /key/i.test(reason)) return "bad-key";
  if (status === 403) return "quota";
  if (status === 400) return "bad-key";
  if (status === 404) return "not-found";
  if (status >= 500) return "server";
  return "http";
}

/** One GET of the API: JSON on 200, a typed YouTubeError for everything else (the key never appears in a message). */
async function call<T>(
  options: YouTubeOptions,
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  const url = new URL(`${options.base}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set("key", options.apiKey);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new YouTubeError(
      timedOut ? "timeout" : "network",
      `${path}: ${timedOut ? `no answer within ${options.timeoutMs} ms` : "network error"}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    if (timedOut)
      throw new YouTubeError(
        "timeout",
        `${path}: body not complete within ${options.timeoutMs} ms`,
      );
    if (!response.ok)
      throw new YouTubeError(
        classify(response.status, undefined),
        `${path}: HTTP ${response.status}`,
      );
    throw new YouTubeError("malformed", `${path}: the answer is not JSON`);
  }
  if (!response.ok)
    throw new YouTubeError(classify(response.status, body), `${path}: HTTP ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new YouTubeError(
      "malformed",
      `${path}: unexpected answer (${parsed.error.issues[0]?.message ?? "invalid"})`,
    );
  return parsed.data;
}

/** Every available video of a playlist (id and title), following nextPageToken 50 at a time; deleted and private entries skipped. */
export async function playlistVideos(
  options: YouTubeOptions,
  playlistId: string,
): Promise<{ id: string; title: string }[]> {
  const videos: { id: string; title: string }[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params: Record<string, string> = {
      part: "snippet",
      maxResults: String(PAGE_SIZE),
      playlistId,
    };
    if (pageToken) params.pageToken = pageToken;
    const answer = await call(options, "playlistItems", params, playlistItemsSchema);
    for (const { snippet } of answer.items) {
      const id = snippet.resourceId?.videoId;
      if (!id || UNAVAILABLE_TITLES.has(snippet.title)) continue;
      videos.push({ id, title: snippet.title });
    }
    pageToken = answer.nextPageToken;
    if (!pageToken) break;
  }
  return videos;
}

/** Durations in seconds of the given videos, 50 ids a call. A video the API does not return (deleted, private) is absent. */
async function videoDurations(
  options: YouTubeOptions,
  ids: readonly string[],
): Promise<Map<string, number | undefined>> {
  const durations = new Map<string, number | undefined>();
  for (let start = 0; start < ids.length; start += VIDEOS_BATCH) {
    const batch = ids.slice(start, start + VIDEOS_BATCH);
    const answer = await call(
      options,
      "videos",
      { part: "contentDetails", id: batch.join(","), maxResults: String(VIDEOS_BATCH) },
      videosSchema,
    );
    for (const item of answer.items)
      durations.set(item.id, parseIsoDuration(item.contentDetails?.duration));
  }
  return durations;
}

/**
 * A channel's videos from its playlists: ids and titles from each playlist, durations from the
 * videos call. Entries the videos call does not know (deleted or private since) are dropped.
 * Throws a YouTubeError on any failure; the caller falls back.
 */
export async function channelVideos(
  options: YouTubeOptions,
  playlistIds: readonly string[],
): Promise<TvVideo[]> {
  const listed = (await Promise.all(playlistIds.map((id) => playlistVideos(options, id)))).flat();
  const unique = [...new Map(listed.map((video) => [video.id, video])).values()];
  const durations = await videoDurations(
    options,
    unique.map((video) => video.id),
  );
  const videos = unique
    .filter((video) => durations.has(video.id))
    .map((video) => ({ ...video, duration: durations.get(video.id) }));
  if (videos.length === 0)
    throw new YouTubeError("malformed", "the playlists hold no playable video");
  return videos;
}
