// The TV's browser tests: the YouTube IFrame API answered by a local stand-in
// (tests/fakes/youtube-iframe-api.js) whose player records every call, and a fixed clock: the
// page's clock installed at a moment the test chooses and GET /api/tv/{channel} answered from the
// server's own schedule functions (tests/fakes/tv-answers.ts) at the fake server's time, so no
// test depends on the real time of day.
import { readdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import type { ScheduledItem, TvVideo } from "~/features/tv/schedule";
import { tvAnswers } from "../fakes/tv-answers";
import { expect } from "./fixtures";

const FAKE_IFRAME_API = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
type ChannelFile = { channel: string; position: number; exclusive?: boolean; videos: TvVideo[] };
const channelFile = (file: string) =>
  parseYaml(readFileSync(`content/tv/${file}`, "utf8")) as ChannelFile;
/** The channels the content has, one file each, in button order. */
export const CHANNELS = readdirSync("content/tv")
  .filter((file) => file.endsWith(".yaml"))
  .map(channelFile)
  .sort((a, b) => a.position - b.position);
export const CHANNEL_IDS = (name: string) =>
  CHANNELS.find(({ channel }) => channel === name)!.videos.map((video) => video.id);

/** The server's answers for the bundled lists (the server plays them: the suite sets no YouTube key). */
export const TV_API = tvAnswers(
  Object.fromEntries(CHANNELS.map(({ channel, videos }) => [channel, videos])),
);
const DAY_MS = 86_400_000;
/** The suite's day: 27 Nov 2026 (UTC). */
const TEST_DAY = Date.UTC(2026, 10, 27);

type MomentOptions = {
  from?: number;
  leftMs?: number;
  where?: (video: ScheduledItem & { kind: "video" }) => boolean;
};

/**
 * The first moment from `from` (noon of the suite's day) on when `channel` plays a video (one
 * `where` accepts) with at least `leftMs` of it to go, and that video (server time). Tests start
 * there, so what is on screen is known.
 */
export function videoMoment(
  channel: string,
  { from = TEST_DAY + DAY_MS / 2, leftMs = 60_000, where = () => true }: MomentOptions = {},
) {
  for (let time = from; time < from + 7 * DAY_MS;) {
    const { current, next } = TV_API.answer(channel, time);
    for (const item of [current, ...next]) {
      const at = Math.max(item.startsAt, time) + 1_000;
      if (item.kind === "video" && where(item) && item.endsAt - at >= leftMs)
        return { at, video: item };
    }
    time = next.at(-1)!.endsAt;
  }
  throw new Error(`${channel} plays no such video in a week`);
}

/** The first midnight from the suite's day on when a channel's video runs from before 23:59:58 UTC to at least `afterMs` past it. */
export function videoOverMidnight(afterMs = 30_000) {
  for (let midnight = TEST_DAY + DAY_MS; midnight < TEST_DAY + 60 * DAY_MS; midnight += DAY_MS) {
    for (const { channel } of CHANNELS) {
      const video = TV_API.answer(channel, midnight - 2_000).current;
      if (
        video.kind === "video" &&
        video.startsAt < midnight - 2_000 &&
        video.endsAt >= midnight + afterMs
      )
        return { channel, midnight, video };
    }
  }
  throw new Error("no video runs over midnight in 60 nights");
}

/**
 * Fixes the page's clock at `at` (epoch ms, then running from there) and answers its TV API
 * requests at the fake server's time: `serverClock`, by default the page's own clock.
 */
export async function tvAt(
  page: Page,
  at: number,
  serverClock: () => Promise<number> = () => page.evaluate(() => Date.now()),
) {
  await page.clock.install({ time: at });
  await page.route("**/api/tv/*", async (route) => {
    const channel = decodeURIComponent(
      new URL(route.request().url()).pathname.split("/").pop() ?? "",
    );
    if (!TV_API.has(channel)) return route.fallback();
    await route.fulfill({
      json: TV_API.answer(channel, await serverClock()),
      headers: { "Cache-Control": "no-store" },
    });
  });
}

type Call = [string, ...unknown[]];

/** Answers the IFrame API script with the stand-in (page routes win over the context's block of outside hosts). */
export async function standInPlayer(target: Page | BrowserContext) {
  await target.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_IFRAME_API }),
  );
}

/** Opens the TV and waits until the island is hydrated, the player ready and an item on screen. */
export async function openTv(page: Page, path = "/tv") {
  await standInPlayer(page);
  await page.goto(path);
  const root = page.locator("[data-tv-state]");
  // Generous: the machine running the suite may be busy, and the island is the page's biggest script.
  await expect(root).toHaveAttribute("data-tv-ready", "true", { timeout: 15_000 });
  await expect(root).not.toHaveAttribute("data-tv-state", "loading", { timeout: 15_000 });
  await expect
    .poll(() => loads(page).then((calls) => calls.length), { timeout: 15_000 })
    .toBeGreaterThan(0);
  return root;
}

export const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ytFake: { calls: Call[] } }).__ytFake.calls);
export const loads = async (page: Page) =>
  (await calls(page)).filter((call) => call[0] === "loadVideoById");
/** What the stand-in player plays now: video id and position (s). */
export const playing = (page: Page) =>
  page.evaluate(() => {
    const player = (
      window as unknown as { __ytFake: { player(): { videoId: string; getCurrentTime(): number } } }
    ).__ytFake.player();
    return { id: player.videoId, time: player.getCurrentTime() };
  });
export const fire = (page: Page, method: "fire" | "fail", value: number) =>
  page.evaluate(
    ([m, v]) =>
      (
        window as unknown as { __ytFake: { player(): Record<string, (n: number) => void> } }
      ).__ytFake.player()[m]!(v),
    [method, value] as const,
  );
/** The page's clock now. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
