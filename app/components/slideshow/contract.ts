/** The contract between <BannerSlideshow> and slideshow.enhance.ts. */
export const SLIDESHOW = {
  behaviour: "slideshow",
  /** Each slide; all but the shown one are `hidden`. */
  slide: "data-slide",
  /** On an image slide: how long it shows, in milliseconds (a video slide shows until it ends). */
  duration: "data-duration",
  prev: "data-slide-prev",
  next: "data-slide-next",
  /** "2 / 4". */
  counter: "data-slide-counter",
  pause: "data-slide-pause",
  /** On the pause button: "true" while rotating (its icon follows it). */
  playing: "data-playing",
} as const;

/** How long a slide without a usable duration (or a video that cannot play) stays, in ms. */
export const FALLBACK_MS = 5000;

/** An image slide's duration as the markup carries it. */
export function durationValue(ms: number): string {
  return String(Math.round(ms));
}

/** Reads a slide's duration; the fallback when missing or not a positive number. */
export function readDuration(value: string | null): number {
  const ms = Number(value);
  return value !== null && Number.isFinite(ms) && ms > 0 ? ms : FALLBACK_MS;
}
