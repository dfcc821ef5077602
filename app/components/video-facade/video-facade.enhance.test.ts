// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, expect, test } from "vitest";
import { EMBED_ALLOW, embedUrl, isVideoId, VIDEO_FACADE, watchUrl } from "./contract";
import { DEFAULT_POSTERS, VideoFacade, type VideoFacadeProps } from "./video-facade";
import { enhanceVideoFacade } from "./video-facade.enhance";

// Offline: the test checks the iframe it creates; happy-dom must not load its page (it logs a
// harmless "Iframe page loading is disabled" instead).
beforeAll(() => {
  (
    window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
  ).happyDOM.settings.disableIframePageLoading = true;
});

function render(props: VideoFacadeProps) {
  return renderToStaticMarkup(createElement(VideoFacade, props));
}

function mount(props: VideoFacadeProps) {
  document.body.innerHTML = render(props);
  return document.querySelector<HTMLElement>(`[data-enhance="${VIDEO_FACADE.behaviour}"]`)!;
}

test("without JavaScript the facade is a link to the video in a new tab, named Play: {title}", () => {
  const root = mount({ videoId: "dQw4w9WgXcQ", title: "Heist night" });
  const link = root.querySelector("a")!;
  expect(link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toContain("noopener");
  expect(link.getAttribute("aria-label")).toBe("Play: Heist night");
  expect(root.querySelector("iframe")).toBeNull();
});

test("the markup loads nothing from another host: posters are ours", () => {
  const html =
    render({ videoId: "dQw4w9WgXcQ", title: "A" }) +
    render({ videoId: "dQw4w9WgXcQ", title: "B", variant: "short" });
  document.body.innerHTML = html;
  const sources = [...document.querySelectorAll("img, source")]
    .flatMap((el) => [el.getAttribute("src"), el.getAttribute("srcset")])
    .filter(Boolean);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources)
    for (const candidate of source!.split(",")) expect(candidate.trim()).toMatch(/^\/images\//);
  expect(html).not.toContain("ytimg");
  expect(html).toContain(`/images/${DEFAULT_POSTERS.video}-`);
  expect(html).toContain(`/images/${DEFAULT_POSTERS.short}-`);
  expect(html).toContain("aspect-[9/16]");
});

test("a poster of ours can be passed in", () => {
  expect(render({ videoId: "dQw4w9WgXcQ", title: "A", poster: "video/poster-short" })).toContain(
    "/images/video/poster-short-",
  );
});

test("the behaviour turns the link into a button; a click swaps in the nocookie iframe", () => {
  const root = mount({ videoId: "aBcDeFgHiJk", title: "Night drive" });
  enhanceVideoFacade(root);
  expect(root.querySelector("a")).toBeNull();
  const button = root.querySelector("button")!;
  expect(button.getAttribute("type")).toBe("button");
  expect(button.getAttribute("aria-label")).toBe("Play: Night drive");
  expect(button.querySelector("img")).not.toBeNull();
  expect(root.querySelector("iframe")).toBeNull();

  button.click();
  const iframe = root.querySelector("iframe")!;
  expect(iframe.getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1",
  );
  expect(iframe.getAttribute("title")).toBe("Night drive");
  expect(iframe.getAttribute("allow")).toBe(EMBED_ALLOW);
  expect(root.querySelector("button")).toBeNull();
  expect(document.activeElement).toBe(iframe);
});

test("an id that is not a video id leaves the plain link alone", () => {
  const root = mount({ videoId: "../evil", title: "X" });
  enhanceVideoFacade(root);
  expect(root.querySelector("a")).not.toBeNull();
  expect(root.querySelector("button")).toBeNull();
});

test("URLs and ids", () => {
  expect(embedUrl("aBcDeFgHiJk")).toBe(
    "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1",
  );
  expect(watchUrl("aBcDeFgHiJk")).toBe("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  expect(isVideoId("aBcDeFgHi_-")).toBe(true);
  expect(isVideoId("short")).toBe(false);
  expect(isVideoId("aBcDeFgHiJk?x")).toBe(false);
});
