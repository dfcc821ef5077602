// A season in play (tests/fixtures/ucc-2026-live.yaml) on a phone, in both themes, on a test
// clock standing on its match day: the Live badge and the minute are seen on the match page, the
// fixtures, the standings ("as it stands") and /gaming's Today, nothing overflows 375 px, and the
// match page passes axe (the badge's and the cards' contrast included).
import { LIVE_MATCH_PAGE, serveLiveSeason } from "../helpers/live-season";
import { enhanced, expect, seriousViolations, test } from "./fixtures";
import type { Page } from "@playwright/test";

let live: Awaited<ReturnType<typeof serveLiveSeason>>;
test.beforeAll(async () => {
  live = await serveLiveSeason();
});
test.afterAll(() => live?.stop());

/** Nothing on the page is wider than the phone's screen. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme, 375 px`, () => {
    test.use({ theme, viewport: { width: 375, height: 812 } });

    test("the live match page: the badge with the minute, cards and substitutions, no serious axe violation", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`${live.server.url}${LIVE_MATCH_PAGE}`);
      await enhanced(page);
      const badge = page.locator("[data-live-region=score]").getByText("Live", { exact: false });
      await expect(badge).toBeVisible();
      await expect(badge).toContainText("67′");
      await expect(badge).toBeInViewport();
      const bookings = page.getByRole("region", { name: "Cards and substitutions" });
      const item = (player: string) => bookings.getByRole("listitem").filter({ hasText: player });
      await expect(item("Cha Do-yun")).toContainText("Yellow card");
      await expect(item("Jefferson Queiroga")).toContainText(/Substitution.*for Renan Sobral/);
      await expect(item("Jefferson Queiroga")).toBeVisible();
      await fitsWidth(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("fixtures, standings and /gaming say Live with the minute, as it stands, Today", async ({
      page,
    }) => {
      await page.goto(`${live.server.url}/gaming/ucc/fixtures?year=2026`);
      const row = page.getByRole("row", { name: /Palmeiras vs Ulsan HD/ });
      await expect(row.getByText(/Live\s*,?\s*67′/)).toBeVisible();
      await expect(page.getByRole("row", { name: /Ulsan HD vs Dortmund/ })).toContainText(
        "Kick-off 20:00",
      );
      await fitsWidth(page);

      await page.goto(`${live.server.url}/gaming/ucc/standings?year=2026&group=A`);
      await expect(
        page.getByText("As it stands: a match of this table is being played."),
      ).toBeVisible();
      await fitsWidth(page);

      await page.goto(`${live.server.url}/gaming`);
      const today = page.getByRole("region", { name: "Today" });
      await today.scrollIntoViewIfNeeded();
      await expect(today.getByRole("listitem").first()).toContainText(/Live\s*,?\s*67′/);
      await expect(today.getByRole("listitem").nth(1)).toContainText("Kick-off 20:00");
      await fitsWidth(page);
    });
  });
}
