import type { Page, Request } from "@playwright/test";
import { BRAND, enhanced, expect, seriousViolations, test, TRANSLATOR_SCRIPT } from "./fixtures";

const SLIDES = 18;

function slideshow(page: Page) {
  return page.getByRole("region", { name: "Gaming highlights" });
}

function counter(page: Page) {
  return slideshow(page).getByText(/^\d+ \/ 18$/);
}

function playlistCards(page: Page) {
  return page.getByRole("list", { name: /^Playlists: / }).getByRole("listitem");
}

/**
 * Requests to other hosts, apart from the translator's widget, which every page loads once idle
 * by design (tests/e2e/translator.spec.ts).
 */
function outsideRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (TRANSLATOR_SCRIPT.test(request.url())) return;
    if (hostname !== "127.0.0.1" && hostname !== "localhost" && !request.url().startsWith("data:"))
      seen.push(request);
  });
  return seen;
}

/**
 * Opens /gaming with the page's clock paused, then moves it on only as far as needed for the
 * behaviours to attach: the slideshow's first timer then starts within the last 50 ms of fake
 * time, however slow the machine is.
 */
async function openWithPausedClock(page: Page, path = "/gaming") {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.locator("html").getAttribute("data-enhanced");
    })
    .toBe("true");
}

/** The embedded player answered by a local stand-in, so the test stays offline. */
async function standInPlayer(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Stand-in player</title><p>player</p>",
    }),
  );
}

for (const width of [375, 1280]) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`at ${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 }, theme });

      test("the hub: title, slideshow, tournament logos, playlists, videos, shorts, channel buttons; axe clean", async ({
        page,
      }) => {
        await page.goto("/gaming");
        await expect(page).toHaveTitle(`${BRAND} - Gaming`);
        await expect(page.getByRole("heading", { level: 1, name: "Gaming" })).toBeVisible();
        await expect(slideshow(page).locator("[data-slide]")).toHaveCount(SLIDES);
        const tournaments = page.getByRole("region", { name: "Tournaments" });
        await expect(
          tournaments.getByRole("link", { name: /^Ultimate Clubs Cup/ }),
        ).toHaveAttribute("href", "/gaming/ucc");
        await expect(tournaments.getByRole("link", { name: /^Cricket Super Cup/ })).toHaveAttribute(
          "href",
          "/gaming/csc",
        );
        await expect(tournaments.locator('img[src^="/images/gaming/logo-"]')).toHaveCount(2);
        await expect(playlistCards(page)).toHaveCount(9);
        await enhanced(page);
        await expect(
          page
            .getByRole("region", { name: "Featured Videos" })
            .getByRole("button", { name: /^Play: / }),
        ).toHaveCount(8);
        await expect(
          page
            .getByRole("region", { name: "Featured Shorts" })
            .getByRole("button", { name: /^Play: / }),
        ).toHaveCount(6);
        for (const [name, href] of [
          ["More Playlists", /\/@your-channel\/playlists$/],
          ["More Videos", /\/@your-channel\/videos$/],
          ["More Shorts", /\/@your-channel\/shorts$/],
        ] as const) {
          const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
          await expect(link).toHaveAttribute("href", href);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /noopener/);
        }
        await expect(page.getByRole("link", { name: /^Subscribe/ }).first()).toHaveAttribute(
          "href",
          /sub_confirmation=1$/,
        );
        // At 1280 px in both themes, and no sideways scroll at any width: templates.spec.ts and
        // the crawl.
        if (width === 375) expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
}

test("the slideshow advances every 5 s and wraps after the 18th", async ({ page }) => {
  await openWithPausedClock(page);
  await expect(counter(page)).toHaveText("1 / 18");
  await page.clock.runFor(4_900);
  await expect(counter(page)).toHaveText("1 / 18");
  await page.clock.runFor(200);
  await expect(counter(page)).toHaveText("2 / 18");
  await expect(slideshow(page).getByRole("group", { name: /^2 of 18: / })).toBeVisible();
  await expect(slideshow(page).getByRole("group", { name: /^1 of 18: / })).toBeHidden();
  // 17 more slides later it has gone round once: slide 18, then slide 1 again.
  await page.clock.runFor(16 * 5_000);
  await expect(counter(page)).toHaveText("18 / 18");
  await page.clock.runFor(5_000);
  await expect(counter(page)).toHaveText("1 / 18");
});

test("arrows wrap both ways; rotation holds while the pointer is over it or focus is inside", async ({
  page,
}) => {
  await openWithPausedClock(page);
  const show = slideshow(page);

  await show.hover();
  await page.clock.runFor(20_000);
  await expect(counter(page)).toHaveText("1 / 18");
  await page.mouse.move(1, 1);
  await page.clock.runFor(5_100);
  await expect(counter(page)).toHaveText("2 / 18");

  await show.getByRole("button", { name: "Previous slide" }).click();
  await show.getByRole("button", { name: "Previous slide" }).click();
  await expect(counter(page)).toHaveText("18 / 18");
  await show.getByRole("button", { name: "Next slide" }).click();
  await expect(counter(page)).toHaveText("1 / 18");
  // The pointer leaves but focus stays on the arrow: still held.
  await page.mouse.move(1, 1);
  await page.clock.runFor(20_000);
  await expect(counter(page)).toHaveText("1 / 18");
  // Focus leaves too: it rotates again.
  await page.getByRole("heading", { level: 1, name: "Gaming" }).click();
  await page.clock.runFor(5_100);
  await expect(counter(page)).toHaveText("2 / 18");

  await show.getByRole("button", { name: "Pause slideshow" }).click();
  await page.getByRole("heading", { level: 1, name: "Gaming" }).click();
  await page.clock.runFor(30_000);
  await expect(counter(page)).toHaveText("2 / 18");
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the slideshow stays still; the arrows still work", async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(60_000);
    await expect(counter(page)).toHaveText("1 / 18");
    await expect(slideshow(page).getByRole("button", { name: "Pause slideshow" })).toBeHidden();
    await slideshow(page).getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText("2 / 18");
  });
});

test("the playlist filter lives in the URL", async ({ page }) => {
  await page.goto("/gaming?playlists=GTA");
  const categories = page.getByRole("navigation", { name: "Playlist categories" });
  await expect(categories.getByRole("link", { name: "GTA" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(playlistCards(page)).toHaveCount(3);
  for (const card of await playlistCards(page).all()) await expect(card).toContainText("GTA");
  const first = playlistCards(page).first().getByRole("link");
  await expect(first).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/playlist\?list=/);
  await expect(first).toHaveAttribute("target", "_blank");
  await expect(first).toHaveAttribute("rel", /noopener/);

  await categories.getByRole("link", { name: "HITMAN" }).click();
  await expect(page).toHaveURL(/\/gaming\?playlists=HITMAN#playlists$/);
  await expect(playlistCards(page)).toHaveCount(2);
  await categories.getByRole("link", { name: "SIMULATION" }).click();
  await expect(playlistCards(page)).toHaveCount(2);
  await categories.getByRole("link", { name: "OTHERS" }).click();
  await expect(playlistCards(page)).toHaveCount(2);
  await categories.getByRole("link", { name: "ALL" }).click();
  await expect(page).toHaveURL(/\/gaming#playlists$/);
  await expect(playlistCards(page)).toHaveCount(9);

  // Unknown or odd values show ALL (status 200), never an error.
  for (const query of [
    "?playlists=minecraft",
    "?playlists=%3Cscript%3E",
    `?playlists=${"x".repeat(3000)}`,
  ]) {
    const response = await page.goto(`/gaming${query}`);
    expect(response?.status()).toBe(200);
    await expect(playlistCards(page)).toHaveCount(9);
    await expect(categories.getByRole("link", { name: "ALL" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

test("facades load nothing from another host until clicked; a click swaps in the youtube-nocookie player", async ({
  page,
}) => {
  await standInPlayer(page);
  const outside = outsideRequests(page);
  await page.goto("/gaming");
  await enhanced(page);
  // Every lazy image and poster in view at some point, then quiet.
  await page.getByRole("heading", { name: "Never miss a video" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(outside.map((request) => request.url())).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  const videos = page.getByRole("region", { name: "Featured Videos" });
  const play = videos.getByRole("button", { name: "Play: Sapienza: Silent Assassin, suit only" });
  await expect(play).toBeVisible();
  await expect(videos.getByRole("button", { name: /^Play: / })).toHaveCount(8);
  await play.click();
  const player = videos.locator("iframe");
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/Tz5Hy6JkL0d?autoplay=1",
  );
  await expect(player).toHaveAttribute("title", "Sapienza: Silent Assassin, suit only");
  await expect(player).toHaveAttribute(
    "allow",
    "autoplay; encrypted-media; picture-in-picture; fullscreen",
  );
  await expect(player).toBeFocused();
  await expect(page.frameLocator("iframe").getByText("player")).toBeVisible();
  expect(outside.map((request) => new URL(request.url()).origin)).toEqual([
    "https://www.youtube-nocookie.com",
  ]);
  const box = await player.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);

  const shorts = page.getByRole("region", { name: "Featured Shorts" });
  await shorts.getByRole("button", { name: "Play: Last-ball six" }).click();
  const short = shorts.locator("iframe");
  await expect(short).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/Ds8Vm1QaT4p?autoplay=1",
  );
  const shortBox = await short.boundingBox();
  expect(shortBox!.width / shortBox!.height).toBeCloseTo(9 / 16, 1);
  // Only the clicked ones became players.
  await expect(page.locator("iframe")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(12);
});

test("the keyboard starts a video too", async ({ page }) => {
  await standInPlayer(page);
  await page.goto("/gaming");
  await enhanced(page);
  const play = page.getByRole("button", { name: "Play: The Pacific Standard job, no alarms" });
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('iframe[title="The Pacific Standard job, no alarms"]')).toBeFocused();
});

test("without JavaScript: filter links work and facades are links to the videos in a new tab", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort("blockedbyclient"),
  );
  await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/gaming");
  await page
    .getByRole("navigation", { name: "Playlist categories" })
    .getByRole("link", { name: "HITMAN" })
    .click();
  await expect(playlistCards(page)).toHaveCount(2);
  const link = page.getByRole("link", { name: "Play: Sapienza: Silent Assassin, suit only" });
  await expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=Tz5Hy6JkL0d");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await context.close();
});
