import { useEffect, useRef, useState } from "react";
import { Picture } from "~/components/picture";
import type { BannerSlide } from "~/features/services/services";
import { nextIndex, previousIndex } from "~/features/slideshow/slideshow";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { ArrowIcon, PauseIcon, PlayIcon } from "./shell/icons";

const controlClass = "grid size-10 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:bg-black/75";

/** Rotating banner: image slides show for their duration, a video slide until it ends; wraps around. */
export function BannerSlideshow({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playing = !paused && !reducedMotion;
  const slide = slides[index];

  useEffect(() => {
    if (!playing || slide?.type !== "image") return;
    const timer = setTimeout(() => setIndex((i) => nextIndex(i, slides.length)), slide.duration);
    return () => clearTimeout(timer);
  }, [playing, slide, slides.length]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) void video.play().catch(() => setIndex((i) => nextIndex(i, slides.length)));
    else video.pause();
  }, [playing, index, slides.length]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative overflow-hidden rounded-2xl bg-ink shadow-lg">
      <div className="relative aspect-[8/3] w-full">
        {slides.map((item, i) => (
          <div
            key={`${item.src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${item.alt}`}
            hidden={i !== index}
            className="absolute inset-0"
          >
            {item.type === "image" ? (
              <Picture name={item.src} alt={item.alt} sizes="(min-width: 72rem) 70rem, 100vw" priority={i === 0} className="size-full object-cover" />
            ) : i === index ? (
              <video
                ref={videoRef}
                src={item.src}
                muted
                playsInline
                preload="metadata"
                aria-label={item.alt}
                className="size-full object-cover"
                onEnded={() => setIndex((current) => nextIndex(current, slides.length))}
              >
                Your browser does not support the video tag.
              </video>
            ) : null}
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 p-3">
        <div className="flex gap-2">
          <button type="button" className={controlClass} aria-label="Previous slide" onClick={() => setIndex((i) => previousIndex(i, slides.length))}>
            <ArrowIcon direction="left" />
          </button>
          <button type="button" className={controlClass} aria-label="Next slide" onClick={() => setIndex((i) => nextIndex(i, slides.length))}>
            <ArrowIcon />
          </button>
        </div>
        <p className="rounded-full bg-black/55 px-3 py-1 text-sm text-white" aria-live={playing ? "off" : "polite"}>
          {index + 1} / {slides.length}
        </p>
        <button
          type="button"
          className={controlClass}
          aria-label={playing ? "Pause slideshow" : "Play slideshow"}
          onClick={() => setPaused(playing)}
          disabled={reducedMotion}
          hidden={reducedMotion}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      </div>
    </section>
  );
}
