// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { wordsValue } from "./contract";
import { TypingText } from "./typing-text";
import { enhanceTyping, typingFrames } from "./typing.enhance";

afterEach(() => vi.useRealTimers());

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as unknown as typeof window.matchMedia;
}

test("frames type each word, delete it, then the next", () => {
  expect(typingFrames(["ab", "c"])).toEqual(["a", "ab", "a", "", "c", ""]);
});

test("the markup shows the first word; the behaviour types the rest every 100 ms", () => {
  vi.useFakeTimers();
  reducedMotion(false);
  document.body.innerHTML = renderToStaticMarkup(createElement(TypingText, { words: ["Hi", "Yo"] }));
  const span = document.querySelector("span")!;
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
  document.body.innerHTML = renderToStaticMarkup(createElement(TypingText, { words: ["Hi", "Yo"] }));
  enhanceTyping(document.querySelector("span")!);
  vi.advanceTimersByTime(1000);
  expect(document.querySelector("span")!.textContent).toBe("Hi");
  expect(() => wordsValue(["a,b"])).toThrow(/comma/);
});
