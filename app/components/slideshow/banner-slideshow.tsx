import { use } from "react";
import { ContentImages, Picture } from "~/components/picture";
import { imageSrc } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import type { BannerSlide } from "~/features/services/services";
import { Slide, SlideshowFrame } from "./slideshow-frame";

/**
 * Rotating banner markup; slideshow.enhance.ts makes it rotate. Slide 1 shows first; the
 * controls are disabled until the behaviour is ready and hidden without JavaScript.
 */
export function BannerSlideshow({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const images = imageLookupFor(use(ContentImages));
  return (
    <SlideshowFrame label={label} aspect="aspect-[8/3]" count={slides.length}>
      {slides.map((item, i) => (
        <Slide
          key={`${item.src}-${i}`}
          index={i}
          count={slides.length}
          alt={item.alt}
          duration={item.type === "image" ? item.duration : undefined}
        >
          {item.type === "image" ? (
            <Picture
              name={item.src}
              alt={item.alt}
              sizes="(min-width: 72rem) 70rem, 100vw"
              priority={i === 0}
              className="size-full object-cover"
            />
          ) : (
            <video
              src={item.src}
              poster={imageSrc(images, item.poster, 960)}
              muted
              playsInline
              preload="none"
              aria-label={item.alt}
              className="size-full object-cover"
            >
              Your browser does not support the video tag.
            </video>
          )}
        </Slide>
      ))}
    </SlideshowFrame>
  );
}
