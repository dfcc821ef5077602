// The match centre's team and player pages in a browser: axe clean in both themes, no sideways
// scroll at 375 px, form chips that say their result in words and link to their match, result
// links reached from the keyboard, and no script of their own (the same scripts as the
// tournament's other pages).
import { enhanced, expect, seriousViolations, test } from "./fixtures";

const PAGES = [
  { path: "/gaming/ucc/teams/dortmund", heading: "Dortmund", form: true },
  { path: "/gaming/csc/teams/melbourne-stars", heading: "Melbourne Stars", form: true },
  { path: "/gaming/ucc/players/jonas-wetzlar", heading: "Jonas Wetzlar", form: false },
  { path: "/gaming/csc/players/cam-hollis", heading: "Cam Hollis", form: false },
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    for (const { path, heading } of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await enhanced(page);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
      test(`${path} fits a 375 px screen; its tables scroll in their own box`, async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(path);
        await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  });
}

test("form chips show a letter, say the result in words and link to their match, on team pages and in the standings", async ({ page }) => {
  await page.goto("/gaming/ucc/teams/dortmund");
  const guide = page.getByRole("list", { name: /^Dortmund's last \d results in 2025, oldest first$/ });
  await expect(guide).toBeVisible();
  const chips = guide.getByRole("listitem");
  expect(await chips.count()).toBeGreaterThan(0);
  for (const chip of await chips.all()) {
    // A screen reader hears the words and where the link goes; the letter is hidden from it.
    const link = chip.getByRole("link", { name: /^(Won|Drawn|Lost)( on penalties)? \d+–\d+( \(\d+–\d+ pens\))? against .+, match page$/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^\/gaming\/ucc\/matches\/2025\/[a-z0-9-]+$/);
    await expect(chip.locator('[aria-hidden="true"]')).toHaveText(/^[WDLT]$/);
  }
  // The last chip leads to the last result's match page.
  const last = (await guide.getByRole("link").last().getAttribute("href"))!;
  const results = page.getByRole("table", { name: "Results, 2025" }).locator("tbody th a");
  expect(await results.last().getAttribute("href")).toBe(last);
  await guide.getByRole("link").last().click();
  await expect(page).toHaveURL(last);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dortmund");
  // The standings' Form column says the same in words, each chip a link to its match.
  await page.goto("/gaming/csc/standings");
  const form = page.getByRole("list", { name: /'s form, oldest first$/ }).first();
  await expect(form.getByRole("link").first()).toHaveAccessibleName(
    /^(Won|Lost) by \d+ (runs?|wickets?) against .+, match page$|^Tied against .+, match page$/,
  );
  await expect(form.getByRole("link").first()).toHaveAttribute("href", /^\/gaming\/csc\/matches\/2025\/[a-z0-9-]+$/);
});

test("the keyboard reaches every result link of a team page, each leading to its match page", async ({ page }) => {
  await page.goto("/gaming/csc/teams/melbourne-stars");
  const results = page.getByRole("table", { name: "Results, 2025" });
  const links = results.locator("tbody th a");
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  const expected = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  for (const href of expected) expect(href).toMatch(/^\/gaming\/csc\/matches\/2025\/[a-z0-9-]+$/);
  // Tab from the page's top until every result link has had the focus.
  const reached = new Set<string>();
  for (let step = 0; step < 200 && reached.size < count; step += 1) {
    await page.keyboard.press("Tab");
    const href = await page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.getAttribute("href") : null));
    if (href && expected.includes(href)) reached.add(href);
  }
  expect([...reached].sort()).toEqual([...expected].sort() as string[]);
});

test("team and player pages load no script of their own: the same as the tournament's teams page", async ({ page }) => {
  const scripts = async (path: string) => {
    await page.goto(path);
    // Our own scripts (the translator's loads on idle, whenever the browser is idle).
    return (await page.locator(`script[src^="/"]`).evaluateAll((list) => list.map((script) => script.getAttribute("src")))).sort();
  };
  const teams = await scripts("/gaming/ucc/teams");
  for (const { path } of PAGES) expect(await scripts(path), path).toEqual(teams);
});
