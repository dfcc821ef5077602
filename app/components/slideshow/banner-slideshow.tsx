import { Picture } from "~/components/picture";
import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { imageUrl } from "~/features/media/images";
import type { BannerSlide } from "~/features/services/services";
import { durationValue, SLIDESHOW } from "./contract";
import { SlideControls } from "./slide-controls";

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
      <SlideControls count={slides.length} />
    </section>
  );
}
