import type { BehaviourModule } from "~/enhance/behaviour";
import { nextIndex, previousIndex } from "~/features/slideshow/slideshow";
import { FALLBACK_MS, readDuration, SLIDESHOW } from "./contract";

/**
 * Rotating banner: an image slide shows for its duration, a video slide until it ends; wraps
 * around. Reduced motion: no automatic advance. A pause button stops it (WCAG 2.2.2).
 */
export function enhanceSlideshow(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>(`[${SLIDESHOW.slide}]`)];
  const counter = root.querySelector<HTMLElement>(`[${SLIDESHOW.counter}]`);
  const prev = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.prev}]`);
  const next = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.next}]`);
  const pause = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.pause}]`);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hidden),
  );
  let playing = !reduced;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function video(i: number) {
    return slides[i]?.querySelector("video") ?? null;
  }

  function schedule() {
    clearTimeout(timer);
    const current = video(index);
    if (current) {
      if (!playing) return current.pause();
      // A video that cannot play (autoplay refused, no codec) shows its poster like an image slide.
      const shown = index;
      void current.play().catch(() => {
        if (index === shown && playing) timer = setTimeout(() => show(nextIndex(index, slides.length)), FALLBACK_MS);
      });
      return;
    }
    if (!playing) return;
    const duration = readDuration(slides[index]?.getAttribute(SLIDESHOW.duration) ?? null);
    timer = setTimeout(() => show(nextIndex(index, slides.length)), duration);
  }

  function show(i: number) {
    video(index)?.pause();
    slides.forEach((slide, n) => (slide.hidden = n !== i));
    index = i;
    const current = video(i);
    if (current) current.currentTime = 0;
    if (counter) counter.textContent = `${i + 1} / ${slides.length}`;
    schedule();
  }

  slides.forEach((slide, i) => {
    slide.querySelector("video")?.addEventListener("ended", () => {
      if (i === index) show(nextIndex(index, slides.length));
    });
  });
  prev?.addEventListener("click", () => show(previousIndex(index, slides.length)));
  next?.addEventListener("click", () => show(nextIndex(index, slides.length)));
  if (pause) {
    pause.hidden = reduced;
    pause.addEventListener("click", () => {
      playing = !playing;
      pause.setAttribute("aria-label", playing ? "Pause slideshow" : "Play slideshow");
      pause.setAttribute(SLIDESHOW.playing, String(playing));
      schedule();
    });
    pause.setAttribute(SLIDESHOW.playing, String(playing));
  }
  for (const button of [prev, next, pause]) if (button) button.disabled = false;
  schedule();
}

export const attach: BehaviourModule["attach"] = (element) => enhanceSlideshow(element);
