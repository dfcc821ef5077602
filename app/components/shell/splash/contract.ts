/**
 * The contract between <Splash>, the boot script that shows it (inline-scripts.ts) and the
 * behaviours that wait for it. app.css styles these classes and times the screen (2 s in all).
 */
export const SPLASH = {
  /** The screen itself, in every page's markup, hidden. */
  className: "splash",
  /** On <html> while a session's first page shows the screen. */
  onClass: "splash-on",
} as const;

/**
 * Runs `task` once the first-visit logo screen has gone, at once when there is none. Motion
 * under the screen would play unseen, and its frames would compete with the page's first load.
 * The screen removes itself by CSS animations: their `finished` promises say when, and a
 * cancelled one (the visitor switched to reduced motion) counts as gone.
 */
export function afterSplash(doc: Document, task: () => void): void {
  const screen = doc.documentElement.classList.contains(SPLASH.onClass)
    ? doc.querySelector(`.${SPLASH.className}`)
    : null;
  const running =
    screen?.getAnimations?.().filter((animation) => animation.playState !== "finished") ?? [];
  if (running.length === 0) return task();
  void Promise.allSettled(running.map((animation) => animation.finished)).then(task);
}
