// Once per route pattern (tests/helpers/page-routes.ts reads app/routes.ts, so a new route is
// checked without being listed here), on its example page, in a fresh visit at 1280 px:
// - the budget (crawl/budget.ts), and nothing fetched from another host until the visitor asks:
//   none before the page is idle (on /tv exactly the YouTube IFrame API, which is the player
//   itself), then the translator's script alone (it loads once the page is idle), and a video
//   facade's embed only once it is clicked;
// - no sideways scroll at 1280 and 768 px (375 px: every page, in the crawl);
// - no serious or critical axe violations, in the light theme and in the dark.
// The crawl (crawl.spec.ts) renders every page of the site; images.spec.ts the images' sizes.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { EMBED_ORIGIN } from "~/components/video-facade/contract";
import { IFRAME_API_SRC } from "~/components/tv/youtube-iframe";
import { ENHANCE_ATTRIBUTE } from "~/enhance/markup";
import { registry } from "~/browser/behaviours";
import { NOT_FOUND_URL, pageRoutes } from "../helpers/page-routes";
import { COMPILE_HINT_BANNER } from "../../scripts/compile-hint.mjs";
import {
  BEHAVIOURS,
  CHUNKS,
  ENTRY_MODULE,
  expectWithinBudget,
  holdIdleCallbacks,
  isOurs,
  scriptsOf,
  TV_PATH,
} from "./crawl/budget";
import {
  DOCUMENT_404,
  enhanced,
  expect,
  seriousViolations,
  test,
  TRANSLATOR_SCRIPT,
} from "./fixtures";

test("the budget knows where every registered behaviour's code lives", () => {
  expect([...BEHAVIOURS.keys()].sort()).toEqual(Object.keys(registry).sort());
  for (const module of BEHAVIOURS.values())
    if (module) expect(CHUNKS[module], module).toBeDefined();
  expect(CHUNKS[ENTRY_MODULE]).toBeDefined();
});

test("every browser module asks Chromium to compile it eagerly, off the main thread (its first line is the compile hint)", () => {
  const files = new Set(Object.values(CHUNKS).flat());
  expect(files.size).toBeGreaterThan(2);
  for (const file of files)
    expect(readFileSync(`build/client${file}`, "utf8").split("\n", 1)[0], file).toBe(
      COMPILE_HINT_BANNER.js,
    );
});

/** Requests to other hosts, as the page makes them. */
function outsideRequests(page: Page, origin: string): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!isOurs(url, origin) && !url.startsWith("data:") && !url.startsWith("about:"))
      outside.push(url);
  });
  return outside;
}

/** The page's first load, up to the moment it is idle; then idle, and the translator's script. */
async function firstLoad(page: Page, url: string, origin: string) {
  const isTv = url === TV_PATH;
  await holdIdleCallbacks(page);
  // The IFrame API is answered by its stand-in (it creates a blank player frame, nothing else).
  if (isTv) {
    const standIn = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
    await page.route(IFRAME_API_SRC, (route) =>
      route.fulfill({ contentType: "text/javascript", body: standIn }),
    );
  }
  const outside = outsideRequests(page, origin);
  const scripts = scriptsOf(page, origin);
  await page.goto(url);
  await enhanced(page);
  if (isTv)
    await expect(page.locator("[data-tv-state]")).toHaveAttribute("data-tv-ready", "true", {
      timeout: 15_000,
    });
  // No "networkidle": it waits for a quiet network the page never promises (a fresh CI run
  // once timed out on /shop). The page has announced everything it loads up front: it is
  // enhanced (every behaviour's chunk attached) and, on /tv, the player is ready; idle
  // callbacks, the only later loads, are held.
  const { total, budget } = await expectWithinBudget(page, url, await scripts.loaded());
  console.log(`${url}: ${(total / 1024).toFixed(1)} KB of ${budget / 1024} KB`);
  const player = isTv ? [IFRAME_API_SRC] : [];
  expect(outside, "requests to other hosts before idle").toEqual(player);
  const translator = page.waitForRequest(TRANSLATOR_SCRIPT);
  const released = await page.evaluate(() =>
    (window as unknown as { __releaseIdle: () => number }).__releaseIdle(),
  );
  expect(released).toBeGreaterThan(0);
  const requested = await translator;
  await page.waitForLoadState("networkidle");
  expect(outside, "requests to other hosts once idle").toEqual([...player, requested.url()]);
  return outside;
}

/** A video facade loads its player (and only that) when clicked, not before. */
async function facadeLoadsOnClick(page: Page, outside: string[]) {
  const facade = page.locator(`[${ENHANCE_ATTRIBUTE}="video-facade"] button`).first();
  if ((await facade.count()) === 0) return;
  await page.route(`${EMBED_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Stand-in player</title>",
    }),
  );
  const before = outside.length;
  const embed = page.waitForRequest(`${EMBED_ORIGIN}/embed/**`);
  await facade.click();
  // Wait for the embed's request first: only then has the click's outside traffic been seen.
  const embedUrl = (await embed).url();
  expect(outside.slice(before), "requests to other hosts after a facade is clicked").toEqual([
    embedUrl,
  ]);
}

/** How far the page is wider than the screen at `width`, in px. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const { pattern, url } of pageRoutes()) {
  test.describe(pattern, () => {
    if (url === NOT_FOUND_URL) test.use({ allowedConsoleErrors: DOCUMENT_404 });

    test(`${url}: within budget, nothing from another host until asked; fits 1280 and 768 px; axe clean in both themes`, async ({
      page,
      context,
      baseURL,
    }) => {
      const outside = await firstLoad(page, url, baseURL!);
      expect.soft(await overflowAt(page, 768), "px wider than 768").toBeLessThanOrEqual(0);
      expect.soft(await overflowAt(page, 1280), "px wider than 1280").toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), "light theme").toEqual([]);
      await facadeLoadsOnClick(page, outside);

      await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await enhanced(page);
      if (url === TV_PATH)
        await expect(page.locator("[data-tv-state]")).toHaveAttribute("data-tv-ready", "true");
      expect(await seriousViolations(page), "dark theme").toEqual([]);
    });
  });
}
