// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { ThemeToggle } from "./theme-toggle";
import { enhanceThemeToggle } from "./theme-toggle.enhance";

test("theme: switches the page at once and stores the choice with a POST", () => {
  document.documentElement.className = "";
  document.body.innerHTML = `<meta name="theme-color" content="#f8fafc">${renderToStaticMarkup(createElement(ThemeToggle, { theme: "light", returnTo: "/shop" }))}`;
  const form = document.querySelector("form")!;
  const fetchMock = vi.fn().mockResolvedValue(new Response("{}"));
  enhanceThemeToggle(form, fetchMock);
  form.dispatchEvent(new Event("submit", { cancelable: true }));
  expect(document.documentElement.classList.contains("dark")).toBe(true);
  expect(form.querySelector("button")!.getAttribute("aria-label")).toBe("Switch to light theme");
  expect(form.querySelector<HTMLInputElement>('input[name="theme"]')!.value).toBe("light");
  expect(document.querySelector('meta[name="theme-color"]')!.getAttribute("content")).toBe(
    "#0a0d14",
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(new URL(url).pathname).toBe("/theme");
  expect(String(init.body)).toBe("theme=dark");
  form.dispatchEvent(new Event("submit", { cancelable: true }));
  expect(document.documentElement.classList.contains("dark")).toBe(false);
  expect(String(fetchMock.mock.calls[1]![1].body)).toBe("theme=light");
});
