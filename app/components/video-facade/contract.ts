/** The contract between <VideoFacade> and video-facade.enhance.ts. */
export const VIDEO_FACADE = {
  behaviour: "video-facade",
  /** On the root: the YouTube video id the player embeds. */
  videoId: "data-video-id",
  /** On the root: the video's title (the iframe's accessible name). */
  title: "data-video-title",
  /** The link (before the behaviour) or button (after) that starts the player. */
  trigger: "data-video-trigger",
} as const;

/** The only outside origin a facade ever loads from, and only once clicked (see server/security.ts frame-src). */
export const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** What the embedded player may use. */
export const EMBED_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(id: string): boolean {
  return VIDEO_ID_PATTERN.test(id);
}

/** The privacy-enhanced player that the click loads, playing at once. */
export function embedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** Where the facade leads without JavaScript: the video on YouTube, in a new tab. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The trigger's accessible name. */
export function playLabel(title: string): string {
  return `Play: ${title}`;
}
