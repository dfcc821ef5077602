import { Picture } from "~/components/picture";
import { imageUrl } from "~/features/media/images";
import type { BannerSlide } from "~/features/services/services";
import { ArrowIcon, PauseIcon, PlayIcon } from "./shell/icons";

const controlClass = "grid size-10 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:bg-black/75";

/** Rotating banner markup; app/enhance/slideshow.ts makes it rotate. Without JS the controls are hidden and slide 1 shows. */
export function BannerSlideshow({ slides, label }: { slides: BannerSlide[]; label: string }) {
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative overflow-hidden rounded-2xl bg-ink shadow-lg" data-enhance="slideshow">
      <div className="relative aspect-[8/3] w-full">
        {slides.map((item, i) => (
          <div
            key={`${item.src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${item.alt}`}
            hidden={i !== 0}
            className="absolute inset-0"
            data-slide
            data-duration={item.type === "image" ? item.duration : undefined}
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
      <div className="flex items-center justify-between gap-2 p-2 sm:absolute sm:inset-x-0 sm:bottom-0 sm:p-3 [@media(scripting:none)]:hidden">
        <div className="flex gap-2">
          <button type="button" className={controlClass} aria-label="Previous slide" data-slide-prev>
            <ArrowIcon direction="left" />
          </button>
          <button type="button" className={controlClass} aria-label="Next slide" data-slide-next>
            <ArrowIcon />
          </button>
        </div>
        <p className="rounded-full bg-black/55 px-3 py-1 text-sm text-white" data-slide-counter>
          1 / {slides.length}
        </p>
        <button type="button" className={`group ${controlClass}`} aria-label="Pause slideshow" data-slide-pause data-playing="true">
          <PauseIcon className="group-data-[playing=false]:hidden" />
          <PlayIcon className="hidden group-data-[playing=false]:block" />
        </button>
      </div>
    </section>
  );
}
