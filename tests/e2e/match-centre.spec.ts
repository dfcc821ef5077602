import { BRAND, DOCUMENT_404, enhanced, expect, test } from "./fixtures";

// The match pages: a football match (goals by minute, the group table after it), a knockout that
// went to penalties, and a cricket match (both scorecards, run rates); the keyboard reaches the
// timeline's and scorecards' links, and the page carries no behaviour of its own (only the
// frame's). The crawl (crawl.spec.ts) renders every match page: no sideways scroll at 375 px,
// every cricket scorecard whole at 1024 px; templates.spec.ts checks the knockout and the cricket
// match (the route patterns' examples) with axe in both themes.

const UCC_GROUP = "/gaming/ucc/matches/2025/match-3-dortmund-v-sydney-fc";
const UCC_SHOOTOUT = "/gaming/ucc/matches/2025/quarterfinal-3-juventus-v-benfica";
const CSC_FINAL = "/gaming/csc/matches/2025/grand-final";

test("a football match: scoreboard heading, goals by minute with half-time, the group table after it, and the Watch link", async ({
  page,
}) => {
  const response = await page.goto(UCC_GROUP);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${BRAND} - Dortmund 3-1 Sydney FC - UCC 2025 Match 3`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Dortmund\s+3\s+v\s+Sydney FC\s+1$/,
  );
  const timeline = page
    .getByRole("region", { name: "Goals" })
    .or(page.locator("section[aria-labelledby=timeline]"));
  await expect(timeline.getByRole("listitem")).toHaveText([
    /Jonas Wetzlar.*18'.*1-0/s,
    /23'/,
    /Half-time 2-0/i,
    /52'/,
    /59'/,
    /Full time 3-1/i,
  ]);
  await expect(page.getByRole("table", { name: "Group B after Match 3" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Watch Dortmund v Sydney FC/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(
    page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "2025 fixtures" }),
  ).toHaveAttribute("href", "/gaming/ucc/fixtures?year=2025");
});

test("a knockout that went to penalties: extra time marked, the shoot-out's winner, the bracket place", async ({
  page,
}) => {
  await page.goto(UCC_SHOOTOUT);
  await expect(page.getByText("Benfica won 4-3 on penalties").first()).toBeVisible();
  await expect(page.getByText("After extra time", { exact: true })).toBeVisible();
  const bracket = page.locator("section[aria-labelledby=bracket-place]");
  await expect(bracket).toContainText("Group C winners v Group D runners-up");
  await bracket.getByRole("link", { name: "Semifinal 1" }).click();
  await expect(page).toHaveURL(/\/gaming\/ucc\/matches\/2025\/semifinal-1-/);
  await expect(page.locator("section[aria-labelledby=bracket-place]")).toContainText(
    "Winners of Quarterfinal 1 v Winners of Quarterfinal 3",
  );
});

test("a cricket match: both innings as scorecards, the result with the balls left, run rates with their figures as text", async ({
  page,
}) => {
  await page.goto(CSC_FINAL);
  await expect(page.getByText(/won by \d+ (wickets?|runs?)/).first()).toBeVisible();
  await expect(page.getByRole("table", { name: /batting$/ })).toHaveCount(2);
  await expect(page.getByRole("table", { name: /bowling$/ })).toHaveCount(2);
  const rates = page.locator("section[aria-labelledby=run-rates]");
  await expect(rates.getByRole("img")).toHaveAccessibleName(/an over/);
});

/** Tabs forward until focus is inside `selector`; the number of presses, or undefined if it never gets there. */
async function tabInto(
  page: import("@playwright/test").Page,
  selector: string,
  limit = 80,
): Promise<string | undefined> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(
      (target) => document.activeElement?.closest(target) !== null,
      selector,
    );
    if (inside) return page.evaluate(() => document.activeElement?.textContent ?? "");
  }
  return undefined;
}

test("the keyboard reaches the timeline's players and the scorecards' players", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(UCC_GROUP);
  await enhanced(page);
  expect(await tabInto(page, "section[aria-labelledby=timeline]")).toBe("Jonas Wetzlar");
  await expect(page.locator(":focus")).toHaveAttribute(
    "href",
    /\/gaming\/ucc\/players\/jonas-wetzlar$/,
  );
  await page.goto(CSC_FINAL);
  await enhanced(page);
  // The first stop inside the first innings is its batting card's scrolling box, then its first batter.
  expect(await tabInto(page, "section[aria-labelledby=innings-1] a")).toMatch(/\S/);
  await expect(page.locator(":focus")).toHaveAttribute("href", /\/gaming\/csc\/players\//);
});

test("a match page carries only its frame's behaviours (none of its own)", async ({ page }) => {
  const names = async (path: string) => {
    await page.goto(path);
    await enhanced(page);
    return page.evaluate(() =>
      [
        ...new Set(
          [...document.querySelectorAll("[data-enhance]")].map((element) =>
            element.getAttribute("data-enhance"),
          ),
        ),
      ].sort(),
    );
  };
  const frame = await names("/gaming/ucc/info");
  expect(await names(UCC_GROUP)).toEqual(frame);
  expect(await names(CSC_FINAL)).toEqual(frame);
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: DOCUMENT_404 });

  test("an unknown match answers 404 inside the tournament's frame, with links to that season's matches", async ({
    page,
  }) => {
    const response = await page.goto("/gaming/ucc/matches/2025/match-99-nobody-v-noone");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("UCC 2025 has no match at this address.")).toBeVisible();
    await page.getByRole("link", { name: "All 2025 fixtures" }).click();
    await expect(page).toHaveURL(/\/gaming\/ucc\/fixtures\?year=2025$/);
  });
});
