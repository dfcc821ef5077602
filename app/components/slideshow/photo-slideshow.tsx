import { Picture } from "~/components/picture";
import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { durationValue, SLIDESHOW } from "./contract";
import { SlideControls } from "./slide-controls";

export type PhotoSlide = {
  /** A name in the image manifest. */
  image: string;
  alt: string;
};

type PhotoSlideshowProps = {
  slides: PhotoSlide[];
  /** The carousel's accessible name. */
  label: string;
  /** How long each photo shows, in ms. */
  interval: number;
  /** Clickable dots ("Show slide N") instead of the "1 / n" counter. */
  dots?: boolean;
  /** The slide box's aspect ratio (a Tailwind class), matching the images. */
  aspect?: string;
  sizes?: string;
};

/**
 * Rotating photos; slideshow.enhance.ts makes it rotate every `interval`, wrapping around,
 * holding while hovered or focused, still when motion is reduced. Photo 1 shows first.
 */
export function PhotoSlideshow({
  slides,
  label,
  interval,
  dots = false,
  aspect = "aspect-video",
  sizes = "(min-width: 72rem) 70rem, 100vw",
}: PhotoSlideshowProps) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl bg-ink shadow-lg"
      {...behaviourRoot(SLIDESHOW.behaviour)}
      {...dataAttr(SLIDESHOW.interval, durationValue(interval))}
    >
      <div className={`relative w-full ${aspect}`}>
        {slides.map((item, i) => (
          <div
            key={`${item.image}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${item.alt}`}
            hidden={i !== 0}
            className="absolute inset-0"
            {...part(SLIDESHOW.slide)}
          >
            <Picture name={item.image} alt={item.alt} sizes={sizes} priority={i === 0} className="size-full object-cover" />
          </div>
        ))}
      </div>
      <SlideControls count={slides.length} dots={dots} />
    </section>
  );
}
