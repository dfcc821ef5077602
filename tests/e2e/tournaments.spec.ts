import {
  DOCUMENT_404,
  enhanced,
  expect,
  seriousViolations,
  test,
  TRANSLATOR_SCRIPT,
} from "./fixtures";
import { siteConfig } from "~/site.config";
import { TOURNAMENT_PAGES } from "~/features/tournaments/model/tournaments";

/** Where a match's Watch button leads while the data names no video of it: a search of the site's channel. */
const channelSearch = (query: string) =>
  `${siteConfig.channel.url}/search?${new URLSearchParams({ query })}`;

// Every sub-page of both tournaments, each year it offers, is a page of the crawl
// (crawl/expectations.ts: its title, one heading, the bar marking it, a table with rows where there
// is data); each route pattern is axe-checked in both themes in templates.spec.ts.

test("the tournament bar marks the current page and leads to each of its pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/gaming/csc/standings");
  const bar = page.getByRole("navigation", { name: "Cricket Super Cup pages" });
  await expect(bar.getByRole("link")).toHaveText(TOURNAMENT_PAGES.map(({ label }) => label));
  await expect(bar.getByRole("link", { name: "Standings" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await bar.getByRole("link", { name: "Stats" }).click();
  await expect(page).toHaveURL(/\/gaming\/csc\/stats$/);
  await expect(bar.getByRole("link", { name: "Stats" })).toHaveAttribute("aria-current", "page");
});

test("choices live in the URL: year, group, Continent/Country and metric links", async ({
  page,
}) => {
  await page.goto("/gaming/ucc/standings");
  await page.getByRole("navigation", { name: "Year" }).getByRole("link", { name: "2024" }).click();
  await expect(page).toHaveURL(/\/gaming\/ucc\/standings\?year=2024$/);
  await page
    .getByRole("navigation", { name: "Group" })
    .getByRole("link", { name: "Group C" })
    .click();
  await expect(page).toHaveURL(/\?year=2024&group=C$/);
  await expect(page.getByRole("table", { name: "Group C standings, 2024" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Group" }).getByRole("link", { name: "Group C" }),
  ).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("Q = Qualified for Knockouts")).toBeVisible();
  await expect(page.locator("tbody th", { hasText: "(Q)" })).toHaveCount(2);

  await page.goto("/gaming/ucc/teams");
  const firstClub = page.locator("section", { hasText: "Group A" }).locator("li").first();
  await expect(firstClub).toContainText(/America|Asia|Europe|Oceania/);
  await page
    .getByRole("navigation", { name: "View" })
    .getByRole("link", { name: "Country" })
    .click();
  await expect(page).toHaveURL(/\?view=country$/);
  await expect(firstClub).not.toContainText(/America|Asia|Europe|Oceania/);

  await page.goto("/gaming/ucc/stats?year=2024");
  await page
    .getByRole("navigation", { name: "Metric" })
    .getByRole("link", { name: "CleanSheets" })
    .click();
  await expect(page).toHaveURL(/\?year=2024&metric=cleanSheets$/);
  await expect(page.getByRole("table", { name: "Clean sheets, UCC 2024" })).toBeVisible();

  await page.goto("/gaming/csc/stats");
  await page
    .getByRole("navigation", { name: "Metric" })
    .getByRole("link", { name: "Wickets" })
    .click();
  await expect(page.getByRole("table", { name: "Top 10 wickets, CSC 2025" })).toBeVisible();
});

test("CSC standings show NRR signed to three decimals and (Q) for the two finalists, then the Form column", async ({
  page,
}) => {
  await page.goto("/gaming/csc/standings");
  const table = page.getByRole("table", { name: "League table, 2025" });
  // The spec's columns, then Form (issue 28: added at the end, hidden on phones).
  await expect(table.locator("thead th")).toHaveText([
    "Teams",
    "P",
    "W",
    "L",
    "D/T",
    "Pts",
    "NRR",
    "Form (last five, oldest first)",
  ]);
  const nrr = await table.locator("tbody tr td:nth-last-child(2)").allTextContents();
  expect(nrr).toHaveLength(6);
  for (const value of nrr) expect(value).toMatch(/^[+-]\d+\.\d{3}$/);
  await expect(table.locator("tbody th", { hasText: "(Q)" })).toHaveText([
    "Melbourne Stars (Q)",
    "Sydney Thunder (Q)",
  ]);
});

test("stats: tied values share a rank", async ({ page }) => {
  await page.goto("/gaming/ucc/stats");
  const rows = await page
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [Number(tr.children[0]!.textContent), Number(tr.children[3]!.textContent)]),
    );
  expect(rows.length).toBeGreaterThan(3);
  rows.forEach(([rank, value], i) => {
    if (i === 0) return expect(rank).toBe(1);
    const [previousRank, previousValue] = rows[i - 1]!;
    expect(rank).toBe(value === previousValue ? previousRank : i + 1);
  });
});

test("UCC fixtures: the knockout bracket as lists, Watch buttons open a search of the channel for the match in a new tab", async ({
  page,
}) => {
  await page.goto("/gaming/ucc/fixtures");
  const bracket = page.getByRole("region", { name: "Knockout bracket, 2025" });
  await expect(bracket.locator(":scope > ol > li")).toHaveCount(3);
  await expect(bracket.locator(":scope > ol > li").nth(0).locator("ol > li")).toHaveCount(4);
  await expect(bracket.locator(":scope > ol > li").nth(2)).toContainText("Atletico Madrid");
  await expect(bracket.locator(":scope > ol > li").nth(2)).toContainText("0-1");
  const watch = page.getByRole("link", {
    name: "Watch Atletico Madrid vs Dortmund (opens in a new tab)",
  });
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("href", channelSearch("UCC 2025 Grand Final"));
  // Every match has one, the group matches as much as the final.
  const rows = page.getByRole("table", { name: /UCC 2025 fixtures/ }).locator("tbody tr");
  await expect(rows.getByRole("link", { name: /^Watch / })).toHaveCount(await rows.count());
  await expect(rows.first().getByRole("link", { name: /^Watch / })).toHaveAttribute(
    "href",
    channelSearch("UCC 2025 Match 1"),
  );
});

test("qualifiers: the Link column only in a year with links; the empty group's text", async ({
  page,
}) => {
  await page.goto("/gaming/ucc/qualifiers");
  await expect(page.getByRole("columnheader", { name: "Link" })).toHaveCount(1);
  await page
    .getByRole("navigation", { name: "Group" })
    .getByRole("link", { name: "Group 2" })
    .click();
  await expect(page.getByText("No fixtures available for UCC 2026 Q")).toBeVisible();
  await page.goto("/gaming/ucc/qualifiers?year=2025-q");
  await expect(page.getByRole("table", { name: /fixtures, group 1/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Link" })).toHaveCount(0);
  await page.goto("/gaming/csc/qualifiers");
  await expect(
    page.getByRole("table", { name: /fixtures, group 1/ }).locator("tbody tr"),
  ).toHaveCount(3);
  await expect(
    page.getByRole("link", { name: /^Watch .+ VS .+ \(opens in a new tab\)$/ }),
  ).toHaveCount(3);
});

test.describe("choices without data", () => {
  test.use({ allowedConsoleErrors: DOCUMENT_404 });
  for (const [path, message, link] of [
    ["/gaming/ucc/standings?year=1999", 'UCC Standings has no year "1999".', "2024"],
    ["/gaming/ucc/standings?group=Z", 'UCC Standings has no group "Z".', "Group B"],
    ["/gaming/csc/fixtures?year=1999", 'CSC Fixtures has no year "1999".', "2025"],
    ["/gaming/ucc/stats?metric=saves", 'UCC Stats has no metric "saves".', "Assists"],
  ] as const) {
    test(`${path} answers 404 with links to the valid choices`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("navigation", { name: /Cup pages$/ })).toBeVisible();
      await page
        .getByRole("navigation", { name: /^Valid choices/ })
        .getByRole("link", { name: link })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Not found");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("tables scroll in their own box with the team column kept in view", async ({ page }) => {
    // That no page scrolls sideways at 375 px, the crawl checks on every page.
    const box = page.getByRole("region", { name: /fixtures and results/ });
    await page.goto("/gaming/csc/fixtures");
    const firstCell = box.locator("tbody th").first();
    const before = await firstCell.boundingBox();
    await box.evaluate((element) => (element.scrollLeft = 200));
    expect(await box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await firstCell.boundingBox())!.x).toBeCloseTo(before!.x, 0);
  });

  test("the tournament menu is a dropdown: it opens without scripts", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/gaming/ucc/standings`);
    const bar = page.getByRole("navigation", { name: "Ultimate Clubs Cup pages" });
    await expect(bar.getByRole("link", { name: "Teams" })).toBeHidden();
    await bar.getByText("UCC menu").click();
    await expect(bar.getByRole("link", { name: "Teams" })).toBeVisible();
    await bar.getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL(/\/gaming\/ucc\/teams$/);
    await expect(page.getByRole("heading", { level: 1, name: "UCC Teams" })).toBeVisible();
    await context.close();
  });

  test("with scripts, choosing a page closes the menu at once and leads there; Escape closes it", async ({
    page,
  }) => {
    await page.goto("/gaming/csc");
    await enhanced(page);
    const bar = page.getByRole("navigation", { name: "Cricket Super Cup pages" });
    const details = bar.locator("details");
    await bar.getByText("CSC menu").click();
    await expect(details).toHaveAttribute("open", "");
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // Keep the page from leaving, so what is checked is the behaviour, not the next page's fresh markup.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault()),
    );
    await bar.getByRole("link", { name: "Info" }).click();
    await expect(details).not.toHaveAttribute("open");
    await page.reload();
    await enhanced(page);
    await bar.getByText("CSC menu").click();
    await bar.getByRole("link", { name: "Info" }).click();
    await expect(page).toHaveURL(/\/gaming\/csc\/info$/);
    await expect(page.getByRole("heading", { level: 1, name: "CSC Info" })).toBeVisible();

    await enhanced(page);
    await bar.getByText("CSC menu").click();
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
  });
});

test.describe("home slideshows", () => {
  test("UCC: 11 photos, a new one every 3 s, wrapping; dots jump; hover holds it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/gaming/ucc");
    await enhanced(page);
    await page.mouse.move(0, 0);
    const show = page.getByRole("region", { name: "Ultimate Clubs Cup champions photos" });
    const slides = show.locator("[data-slide]");
    await expect(slides).toHaveCount(11);
    const dots = show.getByRole("button", { name: /^Show slide \d+$/ });
    await expect(dots).toHaveCount(11);
    await expect(slides.nth(0)).toBeVisible();

    await page.clock.runFor(3000);
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

    await show.getByRole("button", { name: "Show slide 11" }).click();
    await expect(slides.nth(10)).toBeVisible();
    // The dot keeps focus inside, which holds the rotation; leave it and the next tick wraps to 1.
    await page.getByRole("heading", { level: 1 }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect(slides.nth(0)).toBeVisible();

    await show.hover();
    await page.clock.runFor(9000);
    await expect(slides.nth(0)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect(slides.nth(1)).toBeVisible();
  });

  test("CSC: 6 photos, every 3 s, back to the first after the sixth", async ({ page }) => {
    await page.clock.install();
    await page.goto("/gaming/csc");
    await enhanced(page);
    await page.mouse.move(0, 0);
    const slides = page
      .getByRole("region", { name: "Cricket Super Cup champions photos" })
      .locator("[data-slide]");
    await expect(slides).toHaveCount(6);
    for (let i = 1; i <= 6; i += 1) {
      await page.clock.runFor(3000);
      await expect(slides.nth(i % 6)).toBeVisible();
    }
  });

  test.describe("reduced motion", () => {
    test.use({ contextOptions: { reducedMotion: "reduce" } });
    test("the slideshow stays still", async ({ page }) => {
      await page.clock.install();
      await page.goto("/gaming/ucc");
      await enhanced(page);
      const slides = page
        .getByRole("region", { name: "Ultimate Clubs Cup champions photos" })
        .locator("[data-slide]");
      await page.clock.runFor(10_000);
      await expect(slides.nth(0)).toBeVisible();
    });
  });
});

test("home: the final and score, a click-to-load video, the continents and a link to the other cup", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    // The translator's widget loads on idle on every page, by design (tests/e2e/translator.spec.ts).
    if (
      !/^https?:\/\/(127\.0\.0\.1|localhost)/.test(request.url()) &&
      !TRANSLATOR_SCRIPT.test(request.url())
    )
      outside.push(request.url());
  });
  await page.goto("/gaming/ucc");
  await enhanced(page);
  const final = page.getByRole("region", { name: "Season 2025 Grand Final" });
  await expect(final).toContainText("Atletico Madrid");
  await expect(final).toContainText("Dortmund");
  await expect(final.getByText("0", { exact: true })).toBeVisible();
  await expect(final.getByText("1", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Continents" })).toBeVisible();
  for (const continent of ["America", "Asia", "Europe", "Oceania"])
    await expect(page.getByRole("heading", { level: 3, name: continent })).toBeVisible();
  // No video of the final is named yet: its poster leads to a search of the channel for it.
  await expect(
    page.getByRole("link", {
      name: "Find Ultimate Clubs Cup 2025 Grand Final on the channel (opens in a new tab)",
    }),
  ).toHaveAttribute("href", channelSearch("UCC 2025 Grand Final"));
  expect(outside).toEqual([]);
  await expect(page.locator("main a[href='/gaming/csc']").last()).toContainText(
    "Cricket Super Cup",
  );

  await page.goto("/gaming/csc");
  const csc = page.getByRole("region", { name: "Season 2025 Grand Final" });
  await expect(csc).toContainText("56-0");
  await expect(csc).toContainText("61-2");
  await expect(page.getByRole("heading", { name: "Teams from the leagues" })).toBeVisible();
  await expect(page.locator("main a[href='/gaming/ucc']").last()).toContainText(
    "Ultimate Clubs Cup",
  );
  expect(outside).toEqual([]);
});
