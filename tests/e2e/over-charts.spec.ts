import { enhanced, expect, seriousViolations, test } from "./fixtures";

// A cricket match with runs per over and the fall of wickets, on a phone in the dark theme: the
// worm and the Manhattan are drawn and in view when scrolled to, each an image named by its
// caption (what a screen reader reads), their figures in a table per innings, and the page does
// not scroll sideways. Axe finds nothing serious on the page in either theme.

const MATCH_1 = "/gaming/csc/matches/2025/match-1-melbourne-stars-v-comilla-victorians";

test.describe("375 px, dark theme", () => {
  test.use({ viewport: { width: 375, height: 740 }, theme: "dark" });

  test("the worm and the Manhattan are visible, named by their captions, with their figures as tables", async ({
    page,
  }) => {
    await page.goto(MATCH_1);
    await enhanced(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    const section = page.getByRole("region", { name: "Over by over" });
    const worm = section.getByRole("img", { name: /^Runs after each over/ });
    const manhattan = section.getByRole("img", { name: /^Runs in each over/ });
    for (const chart of [worm, manhattan]) {
      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toBeInViewport();
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThan(250);
      expect(box.width).toBeLessThanOrEqual(375);
    }
    await expect(worm).toHaveAccessibleName(/Melbourne Stars reached 64 for 3 in 5 overs/);
    await expect(manhattan).toHaveAccessibleName(/biggest over was the/);
    // The two sides are drawn in different colours (the accent, and the muted text colour).
    const strokes = await worm
      .locator("polyline")
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).stroke));
    expect(strokes).toHaveLength(2);
    expect(strokes[0]).not.toBe(strokes[1]);
    await expect(
      section.getByRole("table", { name: "Melbourne Stars: over by over" }).getByRole("row"),
    ).toHaveCount(6);
    await expect(page.getByText("Fall of wickets:")).toHaveCount(2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    test("a match page with the charts has no serious or critical axe violations", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(MATCH_1);
      await enhanced(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
