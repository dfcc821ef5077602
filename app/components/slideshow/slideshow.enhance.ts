import type { BehaviourModule } from "~/enhance/behaviour";
import { nextIndex, previousIndex } from "~/features/slideshow/slideshow";
import { FALLBACK_MS, readDuration, SLIDESHOW } from "./contract";

/**
 * Rotating slideshow: an image slide shows for its own duration (else the root's interval), a
 * video slide until it ends; wraps around. Rotation holds while the pointer is over it or focus
 * is inside it (and restarts the slide's full time when both leave); a pause button stops it
 * (WCAG 2.2.2). Reduced motion: no automatic advance. Optional dots jump to a slide.
 */
export function enhanceSlideshow(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>(`[${SLIDESHOW.slide}]`)];
  const counter = root.querySelector<HTMLElement>(`[${SLIDESHOW.counter}]`);
  const prev = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.prev}]`);
  const next = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.next}]`);
  const pause = root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.pause}]`);
  const dots = [...root.querySelectorAll<HTMLButtonElement>(`button[${SLIDESHOW.dot}]`)];
  const interval = readDuration(root.getAttribute(SLIDESHOW.interval));
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hidden),
  );
  let playing = !reduced;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function video(i: number) {
    return slides[i]?.querySelector("video") ?? null;
  }

  /** Whether image slides advance by themselves right now. */
  function rotating() {
    return playing && !hovered && !focused;
  }

  function schedule() {
    clearTimeout(timer);
    const current = video(index);
    if (current) {
      // A video plays to its end unless paused with the button; hovering does not stop it.
      if (!playing) return current.pause();
      // A video that cannot play (autoplay refused, no codec) shows its poster like an image slide.
      const shown = index;
      void current.play().catch(() => {
        if (index === shown && rotating())
          timer = setTimeout(() => show(nextIndex(index, slides.length)), FALLBACK_MS);
      });
      return;
    }
    if (!rotating()) return;
    const duration = readDuration(slides[index]?.getAttribute(SLIDESHOW.duration), interval);
    timer = setTimeout(() => show(nextIndex(index, slides.length)), duration);
  }

  function show(i: number) {
    video(index)?.pause();
    slides.forEach((slide, n) => (slide.hidden = n !== i));
    index = i;
    const current = video(i);
    if (current) current.currentTime = 0;
    if (counter) counter.textContent = `${i + 1} / ${slides.length}`;
    dots.forEach((dot, n) =>
      n === i ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
    schedule();
  }

  /** Hover and focus hold the rotation (a playing video carries on). */
  function hold(change: () => void) {
    const before = rotating();
    change();
    if (before !== rotating()) schedule();
  }

  slides.forEach((slide, i) => {
    slide.querySelector("video")?.addEventListener("ended", () => {
      if (i === index) show(nextIndex(index, slides.length));
    });
  });
  prev?.addEventListener("click", () => show(previousIndex(index, slides.length)));
  next?.addEventListener("click", () => show(nextIndex(index, slides.length)));
  dots.forEach((dot) => {
    dot.addEventListener("click", () => {
      const i = Number(dot.getAttribute(SLIDESHOW.dot));
      if (Number.isInteger(i) && i >= 0 && i < slides.length) show(i);
    });
  });
  root.addEventListener("pointerenter", () => hold(() => (hovered = true)));
  root.addEventListener("pointerleave", () => hold(() => (hovered = false)));
  root.addEventListener("focusin", () => hold(() => (focused = true)));
  root.addEventListener("focusout", (event) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && root.contains(to))) hold(() => (focused = false));
  });
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
  for (const button of [prev, next, pause, ...dots]) if (button) button.disabled = false;
  schedule();
}

export const attach: BehaviourModule["attach"] = (element) => enhanceSlideshow(element);
