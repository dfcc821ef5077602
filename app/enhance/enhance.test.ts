// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { enhanceCollapsible } from "./collapsible";
import { enhanceLiveFilter } from "./live-filter";
import { enhanceMenu } from "./menu";
import { enhanceShare } from "./share";
import { enhanceSlideshow } from "./slideshow";
import { enhanceThemeToggle } from "./theme";

beforeEach(() => {
  document.body.innerHTML = "";
  document.documentElement.className = "";
  sessionStorage.clear();
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.useRealTimers());

function menuFixture() {
  document.body.innerHTML = `
    <button id="t" aria-expanded="false" aria-controls="m" aria-label="Open menu">☰</button>
    <ul id="m" hidden><li><a href="#home">Home</a></li><li><a href="#gaming" data-keep-menu-open>Gaming</a></li></ul>`;
  const toggle = document.getElementById("t") as HTMLButtonElement;
  enhanceMenu(toggle);
  return { toggle, menu: document.getElementById("m")! };
}

test("menu: opens with focus on the first link, Escape closes and refocuses the button", () => {
  const { toggle, menu } = menuFixture();
  toggle.click();
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(toggle.getAttribute("aria-label")).toBe("Close menu");
  expect(menu.hidden).toBe(false);
  expect(document.activeElement?.textContent).toBe("Home");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(menu.hidden).toBe(true);
  expect(document.activeElement).toBe(toggle);
});

test("menu: choosing a link closes it; Gaming keeps it open on the next page", () => {
  const { toggle, menu } = menuFixture();
  toggle.click();
  menu.querySelector<HTMLAnchorElement>('a[href="#home"]')!.click();
  expect(menu.hidden).toBe(true);
  toggle.click();
  menu.querySelector<HTMLAnchorElement>('a[href="#gaming"]')!.click();
  expect(menu.hidden).toBe(false);
  expect(sessionStorage.getItem("menu-kept-open")).toBe("1");
  // The next page starts with the menu open and forgets the note.
  const next = menuFixture();
  expect(next.menu.hidden).toBe(false);
  expect(sessionStorage.getItem("menu-kept-open")).toBeNull();
});

test("collapsible: the button toggles aria-expanded and the wrapper state", () => {
  document.body.innerHTML = `<div data-collapsible data-open="false"><h2><button aria-expanded="false">Legal</button></h2><ul data-collapsible-panel></ul></div>`;
  const button = document.querySelector("button")!;
  enhanceCollapsible(button);
  button.click();
  expect(button.getAttribute("aria-expanded")).toBe("true");
  expect(document.querySelector<HTMLElement>("[data-collapsible]")!.dataset.open).toBe("true");
  button.click();
  expect(document.querySelector<HTMLElement>("[data-collapsible]")!.dataset.open).toBe("false");
});

test("theme: switches the page at once and stores the choice with a POST", async () => {
  document.body.innerHTML = `<meta name="theme-color" content="#f8fafc"><form action="/theme" method="post"><input name="theme" value="dark"><button aria-label="Switch to dark theme"></button></form>`;
  const form = document.querySelector("form")!;
  const fetchMock = vi.fn().mockResolvedValue(new Response("{}"));
  enhanceThemeToggle(form, fetchMock);
  form.dispatchEvent(new Event("submit", { cancelable: true }));
  expect(document.documentElement.classList.contains("dark")).toBe(true);
  expect(form.querySelector("button")!.getAttribute("aria-label")).toBe("Switch to light theme");
  expect(form.querySelector("input")!.value).toBe("light");
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [, init] = fetchMock.mock.calls[0]!;
  expect(String(init.body)).toBe("theme=dark");
  form.dispatchEvent(new Event("submit", { cancelable: true }));
  expect(document.documentElement.classList.contains("dark")).toBe(false);
  expect(String(fetchMock.mock.calls[1]![1].body)).toBe("theme=light");
});

test("share: Copy Link says Copied! for 2 s, then Copy Link", async () => {
  vi.useFakeTimers();
  document.body.innerHTML = `<section data-url="https://a.test/p"><button data-copy><span data-copy-label>Copy Link</span></button></section>`;
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  enhanceShare(document.querySelector("section")!);
  document.querySelector("button")!.click();
  await vi.advanceTimersByTimeAsync(0);
  expect(writeText).toHaveBeenCalledWith("https://a.test/p");
  expect(document.querySelector("[data-copy-label]")!.textContent).toBe("Copied!");
  await vi.advanceTimersByTimeAsync(1999);
  expect(document.querySelector("[data-copy-label]")!.textContent).toBe("Copied!");
  await vi.advanceTimersByTimeAsync(1);
  expect(document.querySelector("[data-copy-label]")!.textContent).toBe("Copy Link");
});

function slideshowFixture() {
  document.body.innerHTML = `<section>
    <div data-slide data-duration="5000">a</div>
    <div data-slide hidden data-duration="3000">b</div>
    <div data-slide hidden><video></video></div>
    <button data-slide-prev></button><button data-slide-next></button>
    <p data-slide-counter>1 / 3</p><button data-slide-pause></button></section>`;
  const root = document.querySelector("section")!;
  const visible = () => [...root.querySelectorAll<HTMLElement>("[data-slide]")].findIndex((slide) => !slide.hidden);
  return { root, visible };
}

test("slideshow: image slides follow their durations, the video slide waits for its end, then wraps", () => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
  HTMLMediaElement.prototype.pause = vi.fn();
  const { root, visible } = slideshowFixture();
  enhanceSlideshow(root);
  vi.advanceTimersByTime(4999);
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(visible()).toBe(1);
  vi.advanceTimersByTime(3000);
  expect(visible()).toBe(2);
  expect(root.querySelector("[data-slide-counter]")!.textContent).toBe("3 / 3");
  vi.advanceTimersByTime(60_000);
  expect(visible()).toBe(2);
  root.querySelector("video")!.dispatchEvent(new Event("ended"));
  expect(visible()).toBe(0);
});

test("slideshow: arrows wrap both ways; pause stops the rotation; reduced motion never rotates", () => {
  vi.useFakeTimers();
  const { root, visible } = slideshowFixture();
  enhanceSlideshow(root);
  root.querySelector<HTMLButtonElement>("[data-slide-prev]")!.click();
  expect(visible()).toBe(2);
  root.querySelector<HTMLButtonElement>("[data-slide-next]")!.click();
  expect(visible()).toBe(0);
  root.querySelector<HTMLButtonElement>("[data-slide-pause]")!.click();
  vi.advanceTimersByTime(20_000);
  expect(visible()).toBe(0);

  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
  const second = slideshowFixture();
  enhanceSlideshow(second.root);
  vi.advanceTimersByTime(20_000);
  expect(second.visible()).toBe(0);
  expect(second.root.querySelector<HTMLButtonElement>("[data-slide-pause]")!.hidden).toBe(true);
});

test("live filter: fetches the form's URL, swaps the results and updates the address", async () => {
  document.body.innerHTML = `<form action="/services" data-results="r"><input name="q" value=""><select name="category"><option>All</option><option>Web</option></select></form><div id="r">old</div>`;
  const fetchMock = vi.fn().mockResolvedValue(new Response(`<html><body><div id="r"><p>new results</p></div></body></html>`));
  const form = document.querySelector("form")!;
  enhanceLiveFilter(form, fetchMock);
  const select = form.querySelector("select")!;
  select.value = "Web";
  select.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.waitFor(() => expect(document.getElementById("r")!.textContent).toBe("new results"));
  expect(new URL(fetchMock.mock.calls[0]![0]).pathname + new URL(fetchMock.mock.calls[0]![0]).search).toBe("/services?category=Web");
  expect(window.location.search).toBe("?category=Web");
});

test("view counter: one POST, then the count is shown; a failure keeps it hidden", async () => {
  const { enhanceViewCounter } = await import("./view-counter");
  document.body.innerHTML = `<span data-slug="a-post" hidden></span>`;
  const element = document.querySelector<HTMLElement>("span")!;
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ views: 1234 }));
  await enhanceViewCounter(element, fetchMock);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/views/a-post");
  expect(fetchMock.mock.calls[0]![1].method).toBe("POST");
  expect(element.hidden).toBe(false);
  expect(element.textContent).toBe("1,234 views");

  document.body.innerHTML = `<span data-slug="a-post" hidden></span>`;
  const down = document.querySelector<HTMLElement>("span")!;
  await enhanceViewCounter(down, vi.fn().mockResolvedValue(new Response("", { status: 503 })));
  expect(down.hidden).toBe(true);
});

test("slideshow: a video that cannot play shows its poster for 5 s, then the next slide", async () => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn().mockRejectedValue(new Error("NotAllowedError"));
  HTMLMediaElement.prototype.pause = vi.fn();
  const { root, visible } = slideshowFixture();
  enhanceSlideshow(root);
  root.querySelector<HTMLButtonElement>("[data-slide-prev]")!.click();
  expect(visible()).toBe(2);
  await vi.advanceTimersByTimeAsync(4_999);
  expect(visible()).toBe(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(visible()).toBe(0);
  // An "ended" from a video that is no longer shown changes nothing.
  root.querySelector("video")!.dispatchEvent(new Event("ended"));
  expect(visible()).toBe(0);
});
