import type { BehaviourModule } from "~/enhance/behaviour";
import { nextIndex, previousIndex } from "~/features/slideshow/slideshow";
import { FALLBACK_MS, readDuration, SLIDESHOW } from "./contract";

type Parts = ReturnType<typeof slideshowParts>;
type Rotation = ReturnType<typeof slideRotation>;

/** The slides and controls the markup names, and the root's interval. */
function slideshowParts(root: HTMLElement) {
  return {
    slides: [...root.querySelectorAll<HTMLElement>(`[${SLIDESHOW.slide}]`)],
    counter: root.querySelector<HTMLElement>(`[${SLIDESHOW.counter}]`),
    prev: root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.prev}]`),
    next: root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.next}]`),
    pause: root.querySelector<HTMLButtonElement>(`button[${SLIDESHOW.pause}]`),
    dots: [...root.querySelectorAll<HTMLButtonElement>(`button[${SLIDESHOW.dot}]`)],
    interval: readDuration(root.getAttribute(SLIDESHOW.interval)),
  };
}

/**
 * Which slide shows and when the next one comes: an image slide for its own duration (else the
 * interval), a video slide until it ends; held while hovered or focused, stopped when paused.
 */
function slideRotation({ slides, counter, dots, interval }: Parts, reduced: boolean) {
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

  return {
    schedule,
    show,
    next: () => show(nextIndex(index, slides.length)),
    previous: () => show(previousIndex(index, slides.length)),
    /** Slide `i`'s video ended: the next slide, if `i` is still the one shown. */
    ended: (i: number) => i === index && show(nextIndex(index, slides.length)),
    hover: (on: boolean) => hold(() => (hovered = on)),
    focus: (on: boolean) => hold(() => (focused = on)),
    /** The pause button: stops or restarts the rotation; whether it now plays. */
    toggle() {
      playing = !playing;
      schedule();
      return playing;
    },
    playing: () => playing,
  };
}

/** The buttons, the videos' ends, hover and focus drive the rotation. */
function wireControls(root: HTMLElement, parts: Parts, rotation: Rotation, reduced: boolean) {
  const { slides, prev, next, pause, dots } = parts;
  slides.forEach((slide, i) => {
    slide.querySelector("video")?.addEventListener("ended", () => rotation.ended(i));
  });
  prev?.addEventListener("click", () => rotation.previous());
  next?.addEventListener("click", () => rotation.next());
  dots.forEach((dot) => {
    dot.addEventListener("click", () => {
      const i = Number(dot.getAttribute(SLIDESHOW.dot));
      if (Number.isInteger(i) && i >= 0 && i < slides.length) rotation.show(i);
    });
  });
  root.addEventListener("pointerenter", () => rotation.hover(true));
  root.addEventListener("pointerleave", () => rotation.hover(false));
  root.addEventListener("focusin", () => rotation.focus(true));
  root.addEventListener("focusout", (event) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && root.contains(to))) rotation.focus(false);
  });
  if (pause) {
    pause.hidden = reduced;
    pause.addEventListener("click", () => {
      const playing = rotation.toggle();
      pause.setAttribute("aria-label", playing ? "Pause slideshow" : "Play slideshow");
      pause.setAttribute(SLIDESHOW.playing, String(playing));
    });
    pause.setAttribute(SLIDESHOW.playing, String(rotation.playing()));
  }
  for (const button of [prev, next, pause, ...dots]) if (button) button.disabled = false;
}

/**
 * Rotating slideshow: an image slide shows for its own duration (else the root's interval), a
 * video slide until it ends; wraps around. Rotation holds while the pointer is over it or focus
 * is inside it (and restarts the slide's full time when both leave); a pause button stops it
 * (WCAG 2.2.2). Reduced motion: no automatic advance. Optional dots jump to a slide.
 */
export function enhanceSlideshow(root: HTMLElement) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const parts = slideshowParts(root);
  const rotation = slideRotation(parts, reduced);
  wireControls(root, parts, rotation, reduced);
  rotation.schedule();
}

export const attach: BehaviourModule["attach"] = (element) => enhanceSlideshow(element);
