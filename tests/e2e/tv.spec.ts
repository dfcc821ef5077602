// The TV in Chromium against the production build. Each test that plays the TV fixes the clock
// (tv-helpers.ts): the page's at a moment it chooses, the API answered at the fake server's time;
// one test plays from the server's own API at the real time, to check the path end to end.
import type { Page } from "@playwright/test";
import { BRAND, DOCUMENT_404, expect, holdRequests, seriousViolations, test } from "./fixtures";
import {
  calls,
  CHANNEL_IDS,
  CHANNELS,
  fire,
  loads,
  openTv,
  pageNow,
  playing,
  standInPlayer,
  TV_API,
  tvAt,
  videoMoment,
  videoOverMidnight,
} from "./tv-helpers";

test("server-rendered first paint: title, channel links, poster, guide skeleton; the island loads only here", async ({
  page,
}) => {
  await standInPlayer(page);
  const response = await page.request.get("/tv");
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const html = await response.text();
  expect(html).toContain('data-island="tv"');
  expect(html).toContain('type="application/json" data-island-props="tv"');
  expect(html).toMatch(/<img[^>]+\/images\/tv\/poster-mix-/);
  expect(html).toContain('aria-label="Loading the guide"');
  await page.goto("/tv");
  await expect(page).toHaveTitle(`${BRAND} - TV`);
  const channels = page.getByRole("navigation", { name: "Channels" }).getByRole("link");
  await expect(channels).toHaveText(
    CHANNELS.map(({ channel, exclusive }) =>
      exclusive ? new RegExp(`${channel}\\s*Exclusive`) : new RegExp(`^${channel}$`),
    ),
  );
  await expect(channels.first()).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Free 24-hour non-stop gaming content")).toBeVisible();
  await expect(page.getByRole("link", { name: /Subscribe/ })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Share the TV" }).getByRole("link", { name: "Facebook" }),
  ).toBeVisible();
});

test("the player: live badge, muted start with the broadcast options, 'You are watching', the guide with five local start times", async ({
  page,
}) => {
  // The server's own API at the real time: nothing asserted here depends on the moment.
  const root = await openTv(page);
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
  const created = (await calls(page)).find((call) => call[0] === "new")!;
  expect(created[1]).toMatchObject({
    autoplay: 1,
    controls: 0,
    disablekb: 1,
    rel: 0,
    iv_load_policy: 3,
    playsinline: 1,
    mute: 1,
  });
  expect(await calls(page)).toContainEqual(["mute"]);
  const { id } = await playing(page);
  expect(CHANNEL_IDS("MIX")).toContain(id);
  await expect(root.locator("[data-tv-now]")).toContainText(/You are watching MIX Channel: .+/);
  const guide = page.locator("[data-tv-guide] li");
  await expect(guide).toHaveCount(5);
  await expect(guide.locator("time").first()).toHaveText(/^\d{2}:\d{2}/);
  // The frame is 16:9.
  const box = (await page.locator(".tv-frame").boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone nothing moves when the player starts: the 'You are watching' line keeps two lines from the first paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The longest titles are HITMAN's: three lines at this width if the line were not cut to two. Start in the longest.
  const longest = Math.max(
    ...CHANNELS.find(({ channel }) => channel === "HITMAN")!.videos.map(
      ({ title }) => title.length,
    ),
  );
  const moment = videoMoment("HITMAN", { where: ({ title }) => title.length === longest });
  await tvAt(page, moment.at);
  const path = "/tv?channel=HITMAN";
  const { release } = await holdRequests(page, "**/assets/island-tv-*.js");
  await standInPlayer(page);
  // Not "load": the held island script holds the load event too.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const guide = page.getByRole("complementary", { name: "Up next" });
  await expect(guide.getByRole("list", { name: "Loading the guide" })).toBeVisible();
  const before = (await guide.boundingBox())!;
  release();
  const root = page.locator("[data-tv-state]");
  await expect(root).toHaveAttribute("data-tv-ready", "true", { timeout: 15_000 });
  await expect(root.locator("[data-tv-now]")).toContainText(
    `You are watching HITMAN Channel: ${moment.video.kind === "video" && moment.video.title}`,
  );
  expect((await guide.boundingBox())!.y).toBe(before.y);
});

test("channel buttons switch the channel in place and in the URL; back returns", async ({
  page,
}) => {
  await tvAt(page, videoMoment("MIX").at);
  const root = await openTv(page);
  await page.getByRole("link", { name: "GTA" }).click();
  await expect(page).toHaveURL(/\/tv\?channel=GTA$/);
  await expect(root).toHaveAttribute("data-tv-channel", "GTA");
  await expect(page.getByRole("link", { name: "GTA" })).toHaveAttribute("aria-current", "page");
  await expect(root.locator("[data-tv-now]")).toContainText("You are watching GTA Channel");
  await expect.poll(async () => CHANNEL_IDS("GTA").includes((await playing(page)).id)).toBe(true);
  await page.goBack();
  await expect(root).toHaveAttribute("data-tv-channel", "MIX");
  await expect.poll(async () => CHANNEL_IDS("MIX").includes((await playing(page)).id)).toBe(true);
});

test("mute/unmute and fullscreen", async ({ page }) => {
  await tvAt(page, videoMoment("MIX").at);
  await openTv(page);
  const mute = page.locator('[data-tv-control="mute"]');
  await expect(mute).toHaveText("Unmute");
  await page.getByRole("button", { name: "Tap to unmute" }).click();
  await expect(mute).toHaveText("Mute");
  await expect(mute).toHaveAttribute("aria-pressed", "true");
  expect(await calls(page)).toContainEqual(["unMute"]);
  await expect(page.getByRole("button", { name: "Tap to unmute" })).toHaveCount(0);
  await mute.click();
  await expect(mute).toHaveText("Unmute");
  expect((await calls(page)).filter((call) => call[0] === "mute").length).toBeGreaterThanOrEqual(2);

  const fullscreen = page.locator('[data-tv-control="fullscreen"]');
  await fullscreen.click();
  await expect(fullscreen).toHaveText("Exit full screen");
  expect(
    await page.evaluate(() => document.fullscreenElement?.classList.contains("tv-frame")),
  ).toBe(true);
  await fullscreen.click();
  await expect(fullscreen).toHaveText("Full screen");
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test("a video ends: the ad-break logo shows for the 5-second break, then the next video plays at its moment", async ({
  page,
}) => {
  await tvAt(page, videoMoment("RACING").at);
  const root = await openTv(page, "/tv?channel=RACING");
  const first = (await playing(page)).id;
  const guideFirst = await page.locator("[data-tv-guide] li").first().textContent();
  // The player says the video ended (its own length may be shorter than the slot): the ad break shows.
  await fire(page, "fire", 0);
  await expect(root).toHaveAttribute("data-tv-state", "ad");
  await expect(
    page.getByRole("img", { name: new RegExp(`^Ad break: ${BRAND} (TV|Services|Gaming)$`) }),
  ).toBeVisible();
  // The slot ends: the scheduled 5-second ad break. The state says "ad" already (the video ended
  // early), so wait for what the page announces once the break itself is on: "… Channel: Ad break".
  const ends = Number(await root.getAttribute("data-tv-item-ends"));
  await page.clock.fastForward(Math.max(0, ends - (await pageNow(page))) + 50);
  await expect(root.locator("[data-tv-now]")).toContainText("Channel: Ad break");
  await expect(root).toHaveAttribute("data-tv-state", "ad");
  await expect(page.getByRole("img", { name: /^Ad break: / })).toBeVisible();
  // The player is told after the break is drawn (an effect of that render): wait for it, never assume it.
  await expect.poll(async () => (await calls(page)).at(-1)).toEqual(["pauseVideo"]);
  const loadsBefore = (await loads(page)).length;
  // The next video's moment: when the break ends, by the page's clock.
  const nextStarts = Number(await root.getAttribute("data-tv-item-ends"));
  // Five seconds later: the next video, from its start.
  await page.clock.fastForward(5_000);
  await expect(root).toHaveAttribute("data-tv-state", "video");
  await expect.poll(async () => (await loads(page)).length).toBe(loadsBefore + 1);
  const [, nextId, start] = (await loads(page)).at(-1)!;
  expect(CHANNEL_IDS("RACING")).toContain(nextId);
  expect(guideFirst).toContain(
    (await root.locator('[data-tv-now] span[translate="no"]').textContent()) ?? "-",
  );
  // From its start, plus no more than the time the page's clock has run since its moment (however
  // long a busy machine took to get there), never from anywhere else in the video.
  const sinceMoment = ((await pageNow(page)) - nextStarts) / 1000;
  expect(start as number).toBeGreaterThanOrEqual(0);
  expect(start as number).toBeLessThanOrEqual(sinceMoment + 0.001); // the moment is given in whole milliseconds
  expect(nextId === first || CHANNEL_IDS("RACING").length > 1).toBe(true);
});

test("an unplayable video (error 150) is skipped to the next one; when the tab is visible again it jumps back to live", async ({
  page,
}) => {
  await tvAt(page, videoMoment("GTA").at);
  const root = await openTv(page, "/tv?channel=GTA");
  const live = await playing(page);
  const nextTitle = await page.locator("[data-tv-guide] li span").first().textContent();
  await fire(page, "fail", 150);
  await expect(root.locator("[data-tv-now]")).toContainText(nextTitle!);
  const skipped = (await loads(page)).at(-1)!;
  expect(skipped[2] as number).toBeLessThan(1);
  // Hidden, then visible: back to the live item and position.
  await page.evaluate(() => {
    const set = (state: string) =>
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
    set("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    set("visible");
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(async () => (await playing(page)).id).toBe(live.id);
  const back = await playing(page);
  const elapsed = (await pageNow(page)) / 1000;
  expect(Math.abs(back.time - live.time)).toBeLessThan(elapsed); // sanity: a real position, not 0
  expect(back.time).toBeGreaterThanOrEqual(live.time);
});

test("two browsers opened at different moments (one with a clock an hour wrong) show the same video at the same offset", async ({
  browser,
  baseURL,
}) => {
  const open = async (setClock: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ baseURL });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort("blockedbyclient"),
    );
    await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
    const page = await context.newPage();
    await setClock(page);
    await openTv(page, "/tv?channel=HITMAN");
    return { context, page };
  };
  // The server's clock is the first browser's; the second's runs an hour behind it.
  const a = await open((page) => tvAt(page, videoMoment("HITMAN", { leftMs: 120_000 }).at));
  const b = await open(async (page) =>
    tvAt(page, (await pageNow(a.page)) - 3_600_000, () => pageNow(a.page)),
  );
  await expect(async () => {
    const started = performance.now();
    const first = await playing(a.page);
    const between = (performance.now() - started) / 1000;
    const second = await playing(b.page);
    expect(second.id).toBe(first.id);
    expect(Math.abs(second.time - first.time - between)).toBeLessThan(1);
  }).toPass();
  await a.context.close();
  await b.context.close();
});

test("at 23:59:58 UTC the video running over midnight plays on to its end, its ad break follows, then the new day's first video from its start", async ({
  page,
}) => {
  const { channel, midnight, video } = videoOverMidnight();
  await tvAt(page, midnight - 60_000);
  const root = await openTv(page, `/tv?channel=${channel}`);
  await page.clock.pauseAt(midnight - 2_000);
  await expect.poll(async () => (await playing(page)).id).toBe(video.id);
  expect((await playing(page)).time).toBeCloseTo((midnight - 2_000 - video.startsAt) / 1000, 0);
  // Past midnight, back to live (as when the tab is shown again): the same video, further on — not the new day's.
  await page.clock.fastForward(4_000);
  const loadsBefore = (await loads(page)).length;
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(async () => (await loads(page)).length).toBe(loadsBefore + 1);
  const [, liveId, livePosition] = (await loads(page)).at(-1)!;
  expect(liveId).toBe(video.id);
  expect(livePosition as number).toBeCloseTo((midnight + 2_000 - video.startsAt) / 1000, 0);
  expect(Number(await root.getAttribute("data-tv-item-ends"))).toBeCloseTo(video.endsAt, -3);
  // The video ends after midnight: its ad break.
  await page.clock.fastForward(video.endsAt - (await pageNow(page)) + 50);
  await expect(root.locator("[data-tv-now]")).toContainText("Channel: Ad break");
  await expect(root).toHaveAttribute("data-tv-state", "ad");
  await expect(page.getByRole("img", { name: /^Ad break: / })).toBeVisible();
  // Then the new day's sequence, from its first video's start, exactly where the break ended.
  const first = TV_API.answer(channel, video.endsAt + 5_000).current;
  expect(first).toMatchObject({ kind: "video", startsAt: video.endsAt + 5_000, from: 0 });
  const loadsInBreak = (await loads(page)).length;
  await page.clock.fastForward(5_000);
  await expect(root).toHaveAttribute("data-tv-state", "video");
  await expect.poll(async () => (await loads(page)).length).toBe(loadsInBreak + 1);
  const [, nextId, start] = (await loads(page)).at(-1)!;
  expect(nextId).toBe(first.kind === "video" && first.id);
  expect(start as number).toBeLessThan(0.5);
});

test.describe("an unknown channel", () => {
  test.use({ allowedConsoleErrors: DOCUMENT_404 });
  test("answers 404 with links to the channels; the API says 404 too", async ({ page }) => {
    const response = await page.goto("/tv?channel=NOPE");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Channel not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "GTA" })).toHaveAttribute(
      "href",
      "/tv?channel=GTA",
    );
    await expect(page.getByRole("link", { name: "MIX" })).toHaveAttribute("href", "/tv");
    const api = await page.request.get("/api/tv/NOPE");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: "Unknown channel" });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the channel buttons are plain links that work", async ({ page }) => {
    await page.goto("/tv");
    await page.getByRole("link", { name: "RACING" }).click();
    await expect(page).toHaveURL(/\/tv\?channel=RACING$/);
    await expect(page.getByRole("link", { name: "RACING" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("You are watching RACING Channel")).toBeVisible();
  });
});

test.describe("dark theme", () => {
  test.use({ theme: "dark" });
  test("axe clean in the dark theme too", async ({ page }) => {
    await tvAt(page, videoMoment("MIX").at);
    await openTv(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
