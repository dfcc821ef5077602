// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { BOOT_SCRIPT } from "~/components/shell/inline-scripts";
import { afterSplash, SPLASH } from "./contract";
import { Splash } from "./splash";

/** A stand-in for one of the screen's CSS animations, settled by the test. */
function fakeAnimation() {
  let settle!: (ok: boolean) => void;
  const finished = new Promise<void>(
    (resolve, reject) =>
      (settle = (ok) => (ok ? resolve() : reject(new DOMException("cancelled", "AbortError")))),
  );
  finished.catch(() => {});
  const animation = { playState: "running", finished } as unknown as Animation;
  return { animation, settle };
}

function showSplash(animations: Animation[]) {
  document.body.innerHTML = renderToStaticMarkup(createElement(Splash));
  document.documentElement.classList.add(SPLASH.onClass);
  const screen = document.querySelector<HTMLElement>(`.${SPLASH.className}`)!;
  screen.getAnimations = () => animations;
  return screen;
}

afterEach(() => document.documentElement.classList.remove(SPLASH.onClass));

test("the component, the boot script and the CSS share the contract's class names", async () => {
  expect(renderToStaticMarkup(createElement(Splash))).toContain(`class="${SPLASH.className}"`);
  expect(BOOT_SCRIPT).toContain(`d.classList.add("${SPLASH.onClass}")`);
  const css = (await import("node:fs")).readFileSync("app/app.css", "utf8");
  expect(css).toContain(`.${SPLASH.onClass} .${SPLASH.className} {`);
  // The logo stands still: no animation on the screen's image.
  expect(css).not.toMatch(/\.splash img\s*\{[^}]*animation/);
});

test("with no logo screen on the page, the task runs at once", () => {
  document.body.innerHTML = renderToStaticMarkup(createElement(Splash));
  const task = vi.fn();
  afterSplash(document, task);
  expect(task).toHaveBeenCalledOnce();
});

test("while the screen shows, the task waits for all its animations to finish", async () => {
  const fade = fakeAnimation();
  const gone = fakeAnimation();
  showSplash([fade.animation, gone.animation]);
  const task = vi.fn();
  afterSplash(document, task);
  fade.settle(true);
  await new Promise((resolve) => setTimeout(resolve));
  expect(task).not.toHaveBeenCalled();
  gone.settle(true);
  await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
});

test("a cancelled animation counts as gone; a screen already gone runs the task at once", async () => {
  const gone = fakeAnimation();
  showSplash([gone.animation]);
  const task = vi.fn();
  afterSplash(document, task);
  gone.settle(false);
  await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());

  showSplash([{ playState: "finished", finished: Promise.resolve() } as unknown as Animation]);
  const later = vi.fn();
  afterSplash(document, later);
  expect(later).toHaveBeenCalledOnce();
});
