// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { SPLASH } from "~/components/shell/splash/contract";
import { wordsValue } from "./contract";
import { TypingText } from "./typing-text";
import { enhanceTyping, typingFrames } from "./typing.enhance";

afterEach(() => vi.useRealTimers());

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

test("frames type each word, delete it, then the next", () => {
  expect(typingFrames(["ab", "c"])).toEqual(["a", "ab", "a", "", "c", ""]);
});

test("the markup shows the first word; the behaviour types the rest every 100 ms", () => {
  vi.useFakeTimers();
  reducedMotion(false);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TypingText, { words: ["Hi", "Yo"] }),
  );
  const span = document.querySelector<HTMLElement>("[data-words]")!;
  expect(span.textContent).toBe("Hi");
  enhanceTyping(span);
  vi.advanceTimersByTime(100);
  expect(span.textContent).toBe("H");
  vi.advanceTimersByTime(400);
  expect(span.textContent).toBe("Y");
  expect(span.getAttribute("aria-hidden")).toBe("true");
});

test("reduced motion keeps the static word; a comma in a word is refused", () => {
  vi.useFakeTimers();
  reducedMotion(true);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TypingText, { words: ["Hi", "Yo"] }),
  );
  enhanceTyping(document.querySelector<HTMLElement>("[data-words]")!);
  vi.advanceTimersByTime(1000);
  expect(document.querySelector("[data-words]")!.textContent).toBe("Hi");
  expect(() => wordsValue(["a,b"])).toThrow(/comma/);
});

// That the words keep the box as wide as the widest from the start (nothing moves while it
// types) is a matter of layout: the browser tests check it (tests/e2e/blog.spec.ts).
test("every word is in the markup beside the typed text, hidden from screen readers, which read the typed text alone", () => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TypingText, { words: ["Hi", "Hello"] }),
  );
  const cell = document.body.firstElementChild!;
  const reserved = [...cell.children].filter((child) => !child.hasAttribute("data-words"));
  expect(reserved.map((child) => child.textContent)).toEqual(["Hi", "Hello"]);
  for (const child of reserved) expect(child.getAttribute("aria-hidden")).toBe("true");
  expect(cell.querySelector("[data-words]")!.hasAttribute("aria-hidden")).toBe(false);
});

test("on a session's first page, typing starts once the logo screen has gone", async () => {
  vi.useFakeTimers();
  reducedMotion(false);
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  document.body.innerHTML =
    `<div class="${SPLASH.className}"></div>` +
    renderToStaticMarkup(createElement(TypingText, { words: ["Hi", "Yo"] }));
  document.documentElement.classList.add(SPLASH.onClass);
  document.querySelector<HTMLElement>(`.${SPLASH.className}`)!.getAnimations = () => [
    { playState: "running", finished } as unknown as Animation,
  ];
  const span = document.querySelector<HTMLElement>("[data-words]")!;
  enhanceTyping(span);
  vi.advanceTimersByTime(500);
  expect(span.textContent).toBe("Hi");
  finish();
  // Lets the screen's finished promise settle (microtasks), then one typing step.
  await vi.advanceTimersByTimeAsync(0);
  vi.advanceTimersByTime(100);
  expect(span.textContent).toBe("H");
  document.documentElement.classList.remove(SPLASH.onClass);
});
