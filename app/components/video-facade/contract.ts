/** Where the facade leads without JavaScript (the video on YouTube, in a new tab), and which ids it embeds. */
export { isVideoId, watchUrl } from "~/features/media/youtube";

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

/** The privacy-enhanced player that the click loads, playing at once. */
export function embedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** The trigger's accessible name. */
export function playLabel(title: string): string {
  return `Play: ${title}`;
}
