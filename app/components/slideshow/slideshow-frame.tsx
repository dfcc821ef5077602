import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { ArrowIcon, PauseIcon, PlayIcon } from "~/components/shell/icons";
import { dotLabel, durationValue, SLIDESHOW } from "./contract";

const controlClass =
  "grid size-10 shrink-0 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:enabled:bg-black/75 disabled:cursor-wait disabled:opacity-60";

/**
 * The frame every slideshow shares: the carousel region slideshow.enhance.ts attaches to, the
 * slide box (`aspect`, a Tailwind class matching the images) and the controls.
 */
export function SlideshowFrame({
  label,
  aspect,
  count,
  interval,
  dots = false,
  children,
}: {
  label: string;
  aspect: string;
  count: number;
  /** How long a slide without its own duration shows, in ms. */
  interval?: number;
  dots?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl bg-ink shadow-lg"
      {...behaviourRoot(SLIDESHOW.behaviour)}
      {...(interval === undefined ? {} : dataAttr(SLIDESHOW.interval, durationValue(interval)))}
    >
      <div className={`relative w-full ${aspect}`}>{children}</div>
      <SlideControls count={count} dots={dots} />
    </section>
  );
}

/** One slide: the first shows until the behaviour takes over. `duration` in ms overrides the interval. */
export function Slide({
  index,
  count,
  alt,
  duration,
  children,
}: {
  index: number;
  count: number;
  alt: string;
  duration?: number;
  children: React.ReactNode;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${alt}`}
      hidden={index !== 0}
      className="absolute inset-0"
      {...part(SLIDESHOW.slide)}
      {...(duration === undefined ? {} : dataAttr(SLIDESHOW.duration, durationValue(duration)))}
    >
      {children}
    </div>
  );
}

/**
 * The controls every slideshow shares: previous/next, dots (one per slide) or a "1 / n" counter,
 * and pause. Disabled until slideshow.enhance.ts is ready; hidden without JavaScript.
 * Under the slide on phones (the slide is short there), over it from tablets up.
 */
function SlideControls({ count, dots = false }: { count: number; dots?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2 p-2 sm:absolute sm:inset-x-0 sm:bottom-0 sm:p-3 noscript:hidden">
      <div className="flex gap-2">
        <button
          type="button"
          disabled
          className={controlClass}
          aria-label="Previous slide"
          {...part(SLIDESHOW.prev)}
        >
          <ArrowIcon direction="left" />
        </button>
        <button
          type="button"
          disabled
          className={controlClass}
          aria-label="Next slide"
          {...part(SLIDESHOW.next)}
        >
          <ArrowIcon />
        </button>
      </div>
      {dots ? (
        <div className="flex min-w-0 flex-wrap justify-center rounded-2xl bg-black/55 px-1 backdrop-blur">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              disabled
              aria-label={dotLabel(i)}
              aria-current={i === 0 ? "true" : undefined}
              className="group grid size-6 place-items-center disabled:cursor-wait"
              {...dataAttr(SLIDESHOW.dot, String(i))}
            >
              <span className="size-2.5 rounded-full bg-white/55 transition-colors group-hover:bg-white/80 group-aria-[current=true]:bg-white group-aria-[current=true]:ring-2 group-aria-[current=true]:ring-amber" />
            </button>
          ))}
        </div>
      ) : (
        <p
          className="rounded-full bg-black/55 px-3 py-1 text-sm text-white"
          {...part(SLIDESHOW.counter)}
        >
          1 / {count}
        </p>
      )}
      <button
        type="button"
        disabled
        className={`group ${controlClass}`}
        aria-label="Pause slideshow"
        {...part(SLIDESHOW.pause)}
        {...dataAttr(SLIDESHOW.playing, "true")}
      >
        {/* The icon follows data-playing (SLIDESHOW.playing). */}
        <PauseIcon className="group-data-[playing=false]:hidden" />
        <PlayIcon className="hidden group-data-[playing=false]:block" />
      </button>
    </div>
  );
}
