import { afterSplash } from "~/components/shell/splash/contract";
import type { BehaviourModule } from "~/enhance/behaviour";
import { readWords, TYPING, TYPING_MS } from "./contract";

/** The text shown at each step of the typing loop: type a word, delete it, next word, forever. */
export function typingFrames(words: string[]): string[] {
  return words.flatMap((word) => {
    const typed = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
    const deleted = Array.from({ length: word.length }, (_, i) =>
      word.slice(0, word.length - 1 - i),
    );
    return [...typed, ...deleted];
  });
}

/**
 * Types and deletes the words every 100 ms, no cursor; static when motion is reduced. On a
 * session's first page it starts when the logo screen has gone: the visitor sees it from its
 * first letter, and it draws no frames under the screen while the page loads.
 */
export function enhanceTyping(element: HTMLElement) {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const frames = typingFrames(readWords(element.getAttribute(TYPING.words)));
  if (frames.length === 0) return;
  // The full sentence stays available to screen readers; only the visible text animates.
  element.setAttribute("aria-hidden", "true");
  afterSplash(element.ownerDocument, () => {
    let step = 0;
    setInterval(() => {
      element.textContent = frames[step % frames.length] ?? "";
      step += 1;
    }, TYPING_MS);
  });
}

export const attach: BehaviourModule["attach"] = (element) => enhanceTyping(element);
