// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ContentImages } from "~/components/picture";
import type { ImageManifest } from "~/features/media/images";
import type { BannerSlide } from "~/features/services/services";
import { BannerSlideshow } from "./banner-slideshow";
import { SLIDESHOW } from "./contract";
import { PhotoSlideshow, type PhotoSlide } from "./photo-slideshow";
import { enhanceSlideshow } from "./slideshow.enhance";

const SLIDES: BannerSlide[] = [
  { type: "image", src: "services/banner-1", alt: "a", duration: 5000 },
  { type: "image", src: "services/banner-2", alt: "b", duration: 3000 },
  { type: "video", src: "/media/x.mp4", poster: "services/banner-3", alt: "c" },
];

/** The images of content the slides name, as the page's content snapshot would hand them down. */
const IMAGES: ImageManifest = Object.fromEntries(
  ["services/banner-1", "services/banner-2", "services/banner-3"].map((name) => [
    name,
    { width: 1600, height: 600, widths: [640, 1280], hash: "0123abcd" },
  ]),
);
const withImages = (element: React.ReactElement) =>
  createElement(ContentImages, { value: IMAGES }, element);

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.useRealTimers());

function mount() {
  document.body.innerHTML = renderToStaticMarkup(
    withImages(createElement(BannerSlideshow, { slides: SLIDES, label: "Highlights" })),
  );
  const root = document.querySelector("section")!;
  const visible = () =>
    [...root.querySelectorAll<HTMLElement>(`[${SLIDESHOW.slide}]`)].findIndex(
      (slide) => !slide.hidden,
    );
  const button = (name: string) =>
    root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  return { root, visible, button };
}

test("the controls are disabled until the behaviour is ready", () => {
  const { root, button } = mount();
  expect(
    [button("Previous slide"), button("Next slide"), button("Pause slideshow")].map(
      (b) => b.disabled,
    ),
  ).toEqual([true, true, true]);
  enhanceSlideshow(root);
  expect(
    [button("Previous slide"), button("Next slide"), button("Pause slideshow")].map(
      (b) => b.disabled,
    ),
  ).toEqual([false, false, false]);
});

test("image slides follow their durations, the video slide waits for its end, then wraps", () => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
  HTMLMediaElement.prototype.pause = vi.fn();
  const { root, visible } = mount();
  enhanceSlideshow(root);
  vi.advanceTimersByTime(4999);
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(visible()).toBe(1);
  vi.advanceTimersByTime(3000);
  expect(visible()).toBe(2);
  expect(root.querySelector(`[${SLIDESHOW.counter}]`)!.textContent).toBe("3 / 3");
  vi.advanceTimersByTime(60_000);
  expect(visible()).toBe(2);
  root.querySelector("video")!.dispatchEvent(new Event("ended"));
  expect(visible()).toBe(0);
});

test("arrows wrap both ways; pause stops the rotation; reduced motion never rotates", () => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
  const { root, visible, button } = mount();
  enhanceSlideshow(root);
  button("Previous slide").click();
  expect(visible()).toBe(2);
  button("Next slide").click();
  expect(visible()).toBe(0);
  button("Pause slideshow").click();
  expect(button("Play slideshow").getAttribute(SLIDESHOW.playing)).toBe("false");
  vi.advanceTimersByTime(20_000);
  expect(visible()).toBe(0);

  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
  })) as unknown as typeof window.matchMedia;
  const second = mount();
  enhanceSlideshow(second.root);
  vi.advanceTimersByTime(20_000);
  expect(second.visible()).toBe(0);
  expect(second.button("Pause slideshow").hidden).toBe(true);
});

test("a video that cannot play shows its poster for 5 s, then the next slide", async () => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn().mockRejectedValue(new Error("NotAllowedError"));
  HTMLMediaElement.prototype.pause = vi.fn();
  const { root, visible, button } = mount();
  enhanceSlideshow(root);
  button("Previous slide").click();
  expect(visible()).toBe(2);
  await vi.advanceTimersByTimeAsync(4_999);
  expect(visible()).toBe(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(visible()).toBe(0);
  // An "ended" from a video that is no longer shown changes nothing.
  root.querySelector("video")!.dispatchEvent(new Event("ended"));
  expect(visible()).toBe(0);
});

const PHOTOS: PhotoSlide[] = [
  { image: "services/banner-1", alt: "one" },
  { image: "services/banner-2", alt: "two" },
  { image: "services/banner-3", alt: "three" },
];

function mountPhotos(props: { interval: number; dots?: boolean }) {
  document.body.innerHTML = renderToStaticMarkup(
    withImages(createElement(PhotoSlideshow, { slides: PHOTOS, label: "Photos", ...props })),
  );
  const root = document.querySelector("section")!;
  const visible = () =>
    [...root.querySelectorAll<HTMLElement>(`[${SLIDESHOW.slide}]`)].findIndex(
      (slide) => !slide.hidden,
    );
  const button = (name: string) =>
    root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  const current = () =>
    [...root.querySelectorAll(`button[${SLIDESHOW.dot}]`)]
      .filter((dot) => dot.getAttribute("aria-current") === "true")
      .map((dot) => dot.getAttribute("aria-label"));
  return { root, visible, button, current };
}

test("a photo slideshow advances at its own interval and wraps", () => {
  vi.useFakeTimers();
  const { root, visible } = mountPhotos({ interval: 3000 });
  expect(root.getAttribute(SLIDESHOW.interval)).toBe("3000");
  enhanceSlideshow(root);
  vi.advanceTimersByTime(2999);
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(visible()).toBe(1);
  vi.advanceTimersByTime(6000);
  expect(visible()).toBe(0);
  expect(root.querySelector(`[${SLIDESHOW.counter}]`)!.textContent).toBe("1 / 3");
});

test("dots: disabled until ready, jump to a slide, aria-current follows the shown slide", () => {
  vi.useFakeTimers();
  const { root, visible, button, current } = mountPhotos({ interval: 3000, dots: true });
  expect(root.querySelector(`[${SLIDESHOW.counter}]`)).toBeNull();
  expect(button("Show slide 2").disabled).toBe(true);
  expect(current()).toEqual(["Show slide 1"]);
  enhanceSlideshow(root);
  expect(button("Show slide 2").disabled).toBe(false);
  button("Show slide 3").click();
  expect(visible()).toBe(2);
  expect(current()).toEqual(["Show slide 3"]);
  vi.advanceTimersByTime(3000);
  expect(visible()).toBe(0);
  expect(current()).toEqual(["Show slide 1"]);
});

test("hovering holds the rotation; leaving restarts the slide's full time", () => {
  vi.useFakeTimers();
  const { root, visible } = mountPhotos({ interval: 5000 });
  enhanceSlideshow(root);
  vi.advanceTimersByTime(4000);
  root.dispatchEvent(new Event("pointerenter"));
  vi.advanceTimersByTime(30_000);
  expect(visible()).toBe(0);
  root.dispatchEvent(new Event("pointerleave"));
  vi.advanceTimersByTime(4999);
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(visible()).toBe(1);
});

test("focus inside holds the rotation until focus leaves the slideshow", () => {
  vi.useFakeTimers();
  const { root, visible, button } = mountPhotos({ interval: 5000 });
  document.body.insertAdjacentHTML("beforeend", `<a href="/elsewhere" id="outside">out</a>`);
  enhanceSlideshow(root);
  button("Next slide").focus();
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(20_000);
  expect(visible()).toBe(0);
  // Moving between the slideshow's own controls keeps it held.
  button("Previous slide").focus();
  vi.advanceTimersByTime(20_000);
  expect(visible()).toBe(0);
  document.getElementById("outside")!.focus();
  vi.advanceTimersByTime(5000);
  expect(visible()).toBe(1);
});

test("the interval falls back to 5 s when the markup carries none or a bad one", () => {
  vi.useFakeTimers();
  const { root, visible } = mountPhotos({ interval: 3000 });
  root.setAttribute(SLIDESHOW.interval, "soon");
  enhanceSlideshow(root);
  vi.advanceTimersByTime(4999);
  expect(visible()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(visible()).toBe(1);
});

test("reduced motion: a photo slideshow never rotates, but arrows and dots still work", () => {
  vi.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
  })) as unknown as typeof window.matchMedia;
  const { root, visible, button } = mountPhotos({ interval: 3000, dots: true });
  enhanceSlideshow(root);
  vi.advanceTimersByTime(60_000);
  expect(visible()).toBe(0);
  button("Previous slide").click();
  expect(visible()).toBe(2);
  button("Show slide 2").click();
  expect(visible()).toBe(1);
  vi.advanceTimersByTime(60_000);
  expect(visible()).toBe(1);
});
