import { Picture } from "~/components/picture";
import { Slide, SlideshowFrame } from "./slideshow-frame";

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
  /** The first photo is on the first screen (loaded at once); `false` where the slideshow sits below the fold (all lazy). */
  priority?: boolean;
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
  priority = true,
}: PhotoSlideshowProps) {
  return (
    <SlideshowFrame
      label={label}
      aspect={aspect}
      count={slides.length}
      interval={interval}
      dots={dots}
    >
      {slides.map((item, i) => (
        <Slide key={`${item.image}-${i}`} index={i} count={slides.length} alt={item.alt}>
          <Picture
            name={item.image}
            alt={item.alt}
            sizes={sizes}
            priority={priority && i === 0}
            className="size-full object-cover"
          />
        </Slide>
      ))}
    </SlideshowFrame>
  );
}
