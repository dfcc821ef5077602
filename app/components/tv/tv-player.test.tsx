// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { channelHref } from "~/features/tv/channels";
import type { ResponsiveImage } from "~/features/media/images";
import type { TvVideo } from "~/features/tv/schedule";
import { fakeTvApi } from "../../../tests/fakes/tv-api";
import { TvPlayer, type TvPlayerProps } from "./tv-player";
import { TvScreen } from "./tv-screen";
import { GUIDE_SIZE } from "./use-channel-schedule";

const FAKE_IFRAME_API = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
const image = (name: string): ResponsiveImage => ({
  src: `/${name}.webp`,
  srcSet: `/${name}.webp 640w`,
  width: 640,
  height: 360,
});
const videos = (prefix: string, count: number): TvVideo[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${String(index).padStart(10, "0")}`,
    title: `${prefix} video ${index}`,
    duration: 60 + index * 7,
  }));

/** Channels as the content names them, in their buttons' order; the tournaments' are exclusive. */
const CHANNELS = ["MIX", "GTA", "HITMAN", "RACING", "UCC", "CSC"].map((name) => ({
  name,
  exclusive: name === "UCC" || name === "CSC",
}));

const props: TvPlayerProps = {
  channel: "GTA",
  channels: CHANNELS.map(({ name, exclusive }) => ({
    name,
    href: channelHref(CHANNELS, name),
    exclusive,
  })),
  brand: "Testbrand",
  posters: { GTA: image("gta-poster") },
  adLogos: { tv: image("tv-logo"), services: image("services-logo"), gaming: image("gaming-logo") },
  apiPath: "/api/tv",
  iframeApiSrc: "https://www.youtube.com/iframe_api",
};

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-11-27T12:00:00Z") }));
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The "You are watching …" line . */
const nowWatching = () => screen.getByText(/You are watching/, { selector: "p" });

async function elapse(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

test("the server's first paint: every channel a link, the current one marked, its poster, the guide's skeleton, controls that wait for the script", () => {
  document.body.innerHTML = renderToString(<TvPlayer {...props} />);
  const nav = screen.getByRole("navigation", { name: "Channels" });
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual(
    props.channels.map(({ name, href, exclusive }) => [
      `${name}${exclusive ? "Exclusive" : ""}`,
      href,
    ]),
  );
  expect(within(nav).getByRole("link", { name: "GTA" }).getAttribute("aria-current")).toBe("page");
  expect(document.querySelector("img")!.getAttribute("src")).toBe("/gta-poster.webp");
  expect(screen.getByRole("list", { name: "Loading the guide" }).getAttribute("aria-busy")).toBe(
    "true",
  );
  expect(nowWatching().textContent).toBe("You are watching GTA Channel — tuning in…");
  for (const button of screen.getAllByRole("button"))
    expect(button.hasAttribute("disabled")).toBe(true);
});

test("once the schedule and the player are in: what is on, the next five videos, working controls; an ad break names the site", async () => {
  new Function(FAKE_IFRAME_API)();
  const api = fakeTvApi({ GTA: videos("g", 9) });
  vi.stubGlobal("fetch", api.fetch);
  const { container } = render(<TvPlayer {...props} />);
  await elapse(); // the schedule's answer
  await elapse(); // the player's onReady and its first PLAYING
  const root = container.querySelector<HTMLElement>("[data-tv-state]")!;
  expect(root.dataset.tvReady).toBe("true");

  const onNow = () => api.answer("GTA", Date.now()).current;
  /** Moves on until the item on screen is of `kind`. */
  async function until(kind: "video" | "ad") {
    for (let items = 0; root.dataset.tvState !== kind; items += 1) {
      expect(items).toBeLessThan(30);
      await elapse(onNow().endsAt - Date.now() + 20);
    }
  }

  await until("video");
  const video = onNow();
  expect(nowWatching().textContent).toBe(
    `You are watching GTA Channel: ${video.kind === "video" ? video.title : ""}`,
  );
  const guide = screen.getByRole("complementary", { name: "Up next" });
  expect(
    within(guide)
      .getAllByRole("listitem")
      .map((item) => item.lastChild!.textContent),
  ).toEqual(
    api
      .answer("GTA", Date.now())
      .next.flatMap((item) => (item.kind === "video" ? [item.title] : []))
      .slice(0, GUIDE_SIZE),
  );
  expect(screen.getByRole("button", { name: "Unmute" }).hasAttribute("disabled")).toBe(false);
  expect(screen.getByRole("button", { name: "Full screen" }).hasAttribute("disabled")).toBe(false);

  await until("ad");
  const ad = onNow();
  const logo =
    ad.kind === "ad"
      ? { tv: "TV", services: "Services", gaming: "Gaming" }[ad.logo]
      : "(not an ad)";
  expect(screen.getByRole("img", { name: `Ad break: Testbrand ${logo}` })).toBeTruthy();
  expect(nowWatching().textContent).toBe("You are watching GTA Channel: Ad break");

  await act(async () => screen.getByRole("button", { name: "Tap to unmute" }).click());
  expect(screen.getByRole("button", { name: "Mute" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.queryByRole("button", { name: "Tap to unmute" })).toBeNull();
});

test("a player that cannot load says so, and offers the video on YouTube from where the channel is", () => {
  const frame = { current: null };
  document.body.innerHTML = renderToString(
    <TvScreen
      frameRef={frame}
      slotRef={frame}
      channel="GTA"
      brand="Testbrand"
      poster={undefined}
      showPoster={false}
      adBreak={undefined}
      failed={{ watchHref: "https://www.youtube.com/watch?v=abcdefghijk&t=42s" }}
    >
      {null}
    </TvScreen>,
  );
  expect(screen.getByText("The video player could not be loaded.")).toBeTruthy();
  const link = screen.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" });
  expect(link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abcdefghijk&t=42s");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");

  document.body.innerHTML = renderToString(
    <TvScreen
      frameRef={frame}
      slotRef={frame}
      channel="GTA"
      brand="Testbrand"
      poster={undefined}
      showPoster={false}
      adBreak={undefined}
      failed={{ watchHref: undefined }}
    >
      {null}
    </TvScreen>,
  );
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.getByText("Check your connection and reload the page.")).toBeTruthy();
});
