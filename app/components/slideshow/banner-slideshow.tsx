import { Picture } from "~/components/picture";
import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { imageUrl } from "~/features/media/images";
import type { BannerSlide } from "~/features/services/services";
import { ArrowIcon, PauseIcon, PlayIcon } from "../shell/icons";
import { durationValue, SLIDESHOW } from "./contract";

const controlClass =
  "grid size-10 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:enabled:bg-black/75 disabled:cursor-wait disabled:opacity-60";

/**
 * Rotating banner markup; slideshow.enhance.ts makes it rotate. Slide 1 shows first; the
 * controls are disabled until the behaviour is ready and hidden without JavaScript.
 */
export function BannerSlideshow({ slides, label }: { slides: BannerSlide[]; label: string }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl bg-ink shadow-lg"
      {...behaviourRoot(SLIDESHOW.behaviour)}
    >
      <div className="relative aspect-[8/3] w-full">
        {slides.map((item, i) => (
          <div
            key={`${item.src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${item.alt}`}
            hidden={i !== 0}
            className="absolute inset-0"
            {...part(SLIDESHOW.slide)}
            {...(item.type === "image" ? dataAttr(SLIDESHOW.duration, durationValue(item.duration)) : {})}
          >
            {item.type === "image" ? (
              <Picture name={item.src} alt={item.alt} sizes="(min-width: 72rem) 70rem, 100vw" priority={i === 0} className="size-full object-cover" />
            ) : (
              <video
                src={item.src}
                poster={imageUrl(item.poster, 960, "webp")}
                muted
                playsInline
                preload="none"
                aria-label={item.alt}
                className="size-full object-cover"
              >
                Your browser does not support the video tag.
              </video>
            )}
          </div>
        ))}
      </div>
      {/* Under the slide on phones (the slide is short there), over it from tablets up. */}
      <div className="flex items-center justify-between gap-2 p-2 sm:absolute sm:inset-x-0 sm:bottom-0 sm:p-3 noscript:hidden">
        <div className="flex gap-2">
          <button type="button" disabled className={controlClass} aria-label="Previous slide" {...part(SLIDESHOW.prev)}>
            <ArrowIcon direction="left" />
          </button>
          <button type="button" disabled className={controlClass} aria-label="Next slide" {...part(SLIDESHOW.next)}>
            <ArrowIcon />
          </button>
        </div>
        <p className="rounded-full bg-black/55 px-3 py-1 text-sm text-white" {...part(SLIDESHOW.counter)}>
          1 / {slides.length}
        </p>
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
    </section>
  );
}
