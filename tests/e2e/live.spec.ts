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
  await expect(announcer).toHaveText("Score updated");
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
