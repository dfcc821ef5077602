// YouTube's addresses and ids, in one place: the content checks, the video facade and the TV
// all read them from here. No dependencies, so browser behaviours can import it too.

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(id: string): boolean {
  return VIDEO_ID_PATTERN.test(id);
}

/** A video on YouTube, in its own page. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * A search of a channel for a text ("…/@channel/search?query=UCC+2025+Match+3"): where a Watch
 * button leads while the owner has not named the video itself, so no link pretends to know it.
 */
export function channelSearchUrl(channelUrl: string, query: string): string {
  return `${channelUrl.replace(/\/+$/, "")}/search?${new URLSearchParams({ query }).toString()}`;
}

/** The id in a YouTube watch link ("https://www.youtube.com/watch?v=…"), if it has one. */
export function videoIdOf(watch: string | undefined): string | undefined {
  if (!watch) return undefined;
  const id = new URL(watch).searchParams.get("v");
  return id && isVideoId(id) ? id : undefined;
}
