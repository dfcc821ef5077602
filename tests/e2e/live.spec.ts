// A visitor with a match page open while the match is played: the owner writes the new score (and
// later the result) into the season file and reloads; the page shows it without being reloaded or
// navigated, and says so politely to screen readers. Waits for what the page shows, never for time.
import path from "node:path";
import { contentCopy } from "../helpers/content";
import { LIVE_MATCH_PATH, writeMatch } from "../helpers/live";
import { reloadContent, startProductionServer, type RunningServer } from "../helpers/server";
import { enhanced, expect, test } from "./fixtures";

let copy: ReturnType<typeof contentCopy>;
let server: RunningServer;

test.beforeEach(async () => {
  copy = contentCopy();
  writeMatch(copy, { goals: 1, live: true });
  server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  });
});
test.afterEach(async () => {
  await server?.stop();
  copy?.remove();
});

test("the score changes on the open page after each reload, with no navigation, and is announced politely", async ({
  page,
}) => {
  await page.goto(`${server.url}${LIVE_MATCH_PATH}`);
  await enhanced(page);
  const scoreboard = page.locator("[data-live-region=score]");
  const heading = scoreboard.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/Dortmund\s*1/);
  await expect(heading).toContainText(/Palmeiras\s*0/);
  const announcer = page.locator("[data-enhance=live-updates]");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect(announcer).toHaveText("");
  // Anything the page holds would be lost by a reload or a navigation.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  writeMatch(copy, { goals: 2, live: true });
  await reloadContent(server);
  await expect(heading).toContainText(/Dortmund\s*2/);
  // A goal changes the scoreboard and the timeline: both are said, in the page's order.
  await expect(announcer).toHaveText("Score updated. Match events updated");
  await expect(page).toHaveTitle(/Dortmund 2-0 Palmeiras/);

  // The result is in: the page shows it, and follows nothing any more (its stream is closed).
  const closed = page.waitForEvent(
    "requestfailed",
    (request) => new URL(request.url()).pathname === "/live",
  );
  writeMatch(copy, { goals: 3, live: false });
  await reloadContent(server);
  await expect(heading).toContainText(/Palmeiras\s*1/);
  await closed;
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(page.url()).toBe(`${server.url}${LIVE_MATCH_PATH}`);
  await expect(page.getByRole("status").filter({ hasText: "Score updated" })).toHaveCount(1);
});

for (const motion of ["no-preference", "reduce"] as const) {
  test(`a changed part is marked ${motion === "reduce" ? "without motion when the reader asks for less" : "with a brief tint"}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto(`${server.url}${LIVE_MATCH_PATH}`);
    await enhanced(page);
    writeMatch(copy, { goals: 2, live: true });
    await reloadContent(server);
    const swapped = page.locator("[data-live-region=score][data-live-updated] > *").first();
    await expect(swapped).toBeAttached();
    await expect(swapped).toHaveCSS(
      "animation-name",
      motion === "reduce" ? "none" : "live-updated",
    );
  });
}

/** What the behaviours of a page that follows play may weigh together, gzip on the wire (the goal; the crawl holds every page to 10 KB, crawl/budget.ts). */
const LIVE_PAGE_BUDGET_BYTES = 5 * 1024;

test("a match page in play loads its stream's behaviour within 5 KB of script in all", async ({
  page,
}) => {
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(server.url))
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/live");
  await page.goto(`${server.url}${LIVE_MATCH_PATH}`);
  await enhanced(page);
  await stream;
  const loaded = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.startsWith(`${origin}/`) && /\.js(\?|$)/.test(entry.name))
        .length,
    server.url,
  );
  await expect.poll(() => scripts.length).toBeGreaterThanOrEqual(loaded);
  const total = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  console.log(`${LIVE_MATCH_PATH} in play: ${(total / 1024).toFixed(1)} KB of script`);
  expect(total).toBeLessThanOrEqual(LIVE_PAGE_BUDGET_BYTES);
});

test("a page with nothing in play names no live behaviour and opens no stream", async ({
  page,
}) => {
  const streams: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/live") streams.push(request.url());
  });
  await page.goto(`${server.url}/gaming/ucc/matches/2025/grand-final`);
  await enhanced(page);
  await expect(page.locator("[data-enhance=live-updates]")).toHaveCount(0);
  expect(streams).toEqual([]);
});
