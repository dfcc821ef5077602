/** The contract between the slideshows (<BannerSlideshow>, <PhotoSlideshow>) and slideshow.enhance.ts. */
export const SLIDESHOW = {
  behaviour: "slideshow",
  /** On the root: how long a slide without its own duration shows, in milliseconds. */
  interval: "data-interval",
  /** Each slide; all but the shown one are `hidden`. */
  slide: "data-slide",
  /** On an image slide: how long it shows, in milliseconds (a video slide shows until it ends). */
  duration: "data-duration",
  prev: "data-slide-prev",
  next: "data-slide-next",
  /** Optional dot buttons, one per slide, carrying its index; the shown one has aria-current. */
  dot: "data-slide-dot",
  /** "2 / 4". */
  counter: "data-slide-counter",
  pause: "data-slide-pause",
  /** On the pause button: "true" while rotating (its icon follows it). */
  playing: "data-playing",
} as const;

/** How long a slide without a usable duration (or a video that cannot play) stays, in ms. */
export const FALLBACK_MS = 5000;

/** A duration or interval as the markup carries it. */
export function durationValue(ms: number): string {
  return String(Math.round(ms));
}

/** Reads a duration; `fallback` when missing or not a positive number. */
export function readDuration(value: string | null | undefined, fallback = FALLBACK_MS): number {
  const ms = Number(value);
  return value !== null && value !== undefined && value !== "" && Number.isFinite(ms) && ms > 0
    ? ms
    : fallback;
}

/** A dot button's accessible name. */
export function dotLabel(index: number): string {
  return `Show slide ${index + 1}`;
}
