import type { Page } from "@playwright/test";
import { contrastRatio, ringColours } from "../helpers/contrast";
import { BRAND, enhanced, expect, seriousViolations, test } from "./fixtures";

const field = (page: Page) => page.locator("#search-q");
const status = (page: Page) => page.locator("#search-status");
const results = (page: Page) => page.locator("#search-results a[data-result]");
/** Each result's kind label ("Team", "Post" …), in order. */
const kinds = (page: Page) =>
  page.locator("#search-results ol > li article > p > span:first-child");
const barButton = (page: Page) =>
  page.locator("header").getByRole("link", { name: "Search", exact: true });
const barField = (page: Page) => page.locator("#site-search-q");
/** "12 results for “atletico”." (the count the live region announces). */
const countOf = async (page: Page) =>
  Number(/^(\d+) results? for/.exec((await status(page).textContent()) ?? "")?.[1] ?? NaN);

test("the bar's search button opens a field with the focus in it; submitting it goes to /search", async ({
  page,
}) => {
  await page.goto("/about");
  await enhanced(page);
  await expect(barField(page)).toBeHidden();
  await barButton(page).click();
  await expect(barField(page)).toBeVisible();
  await expect(barField(page)).toBeFocused();
  await expect(barButton(page)).toHaveAttribute("aria-expanded", "true");
  await barField(page).fill("Atletico");
  await barField(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Atletico$/);
  await expect(page).toHaveTitle(`${BRAND} - Search`);
  await expect(field(page)).toHaveValue("atletico");
  await expect(results(page).first()).toContainText("Atletico Madrid");
});

test("“/” opens the bar's field where no field has focus, and types as usual in a field", async ({
  page,
}) => {
  await page.goto("/blogs");
  await enhanced(page);
  await page.keyboard.press("/");
  await expect(barField(page)).toBeFocused();
  // The key opened the field; it was not typed into it.
  await expect(barField(page)).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(barField(page)).toBeHidden();

  const blogSearch = page.getByLabel("Search blogs");
  await blogSearch.click();
  await page.keyboard.type("a/b");
  await expect(blogSearch).toHaveValue("a/b");
  await expect(blogSearch).toBeFocused();
  await expect(barField(page)).toBeHidden();
});

test("on /search, “/” focuses the page's own field", async ({ page }) => {
  await page.goto("/search?q=gta");
  await enhanced(page);
  await page.locator("h1").click();
  await expect(field(page)).not.toBeFocused();
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue("gta");
  await expect(barField(page)).toBeHidden();
});

test("typing updates the results in place; the live region announces the count and the address follows", async ({
  page,
}) => {
  await page.goto("/search");
  await enhanced(page);
  await expect(status(page)).toHaveAttribute("role", "status");
  await expect(status(page)).toHaveText("Type a word to search the whole site.");
  // A mark on this document: gone if the page were loaded again rather than updated.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await field(page).pressSequentially("atletico", { delay: 20 });
  await expect(status(page)).toHaveText(/^\d+ results? for “atletico”\.$/);
  await expect(page).toHaveURL(/\/search\?q=atletico$/);
  await expect(results(page).first()).toContainText("Atletico Madrid");
  const all = page
    .getByRole("navigation", { name: "Kinds of result" })
    .getByRole("link", { name: /^All/ });
  await expect(all).toHaveText(`All (${await countOf(page)})`);

  await field(page).fill("hawk-eye");
  await expect(status(page)).toHaveText(/^\d+ results? for “hawk-eye”\.$/);
  await expect(page).toHaveURL(/\/search\?q=hawk-eye$/);
  await expect(results(page).first()).toContainText("Cricket");
  await expect(results(page).first().locator("mark").first()).toBeVisible();

  await field(page).fill("zzqx");
  await expect(status(page)).toHaveText("No results for “zzqx”.");
  await expect(results(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the kind chips filter the results (atletico → Teams)", async ({ page }) => {
  await page.goto("/search?q=atletico");
  await enhanced(page);
  const chips = page.getByRole("navigation", { name: "Kinds of result" });
  await expect(chips.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "true");
  const kindsBefore = new Set(await kinds(page).allTextContents());
  expect(kindsBefore.size).toBeGreaterThan(1);

  const teams = chips.getByRole("link", { name: /^Teams \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await teams.textContent())!)![1]);
  await teams.click();
  await expect(page).toHaveURL(/\/search\?q=atletico&kind=teams$/);
  await expect(chips.getByRole("link", { name: /^Teams/ })).toHaveAttribute("aria-current", "true");
  await expect(status(page)).toHaveText(
    `${count} ${count === 1 ? "result" : "results"} for “atletico”.`,
  );
  await expect(kinds(page)).toHaveCount(Math.min(count, 10));
  expect(new Set(await kinds(page).allTextContents())).toEqual(new Set(["Team"]));
  await expect(results(page).first()).toContainText("Atletico Madrid");
});

test("arrow keys move from the field through the results and back", async ({ page }) => {
  await page.goto("/search?q=gta");
  await enhanced(page);
  expect(await results(page).count()).toBeGreaterThan(1);
  await field(page).focus();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field(page)).toBeFocused();
});

test("without JavaScript the bar's search is a link to /search and the form submits", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/about`);
  await expect(barButton(page)).toHaveAttribute("href", "/search");
  await barButton(page).click();
  await expect(page).toHaveURL(`${baseURL}/search`);
  await expect(status(page)).toHaveText("Type a word to search the whole site.");
  await field(page).fill("wetzlar");
  await page.locator("#search-form").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`${baseURL}/search?q=wetzlar`);
  await expect(results(page).first()).toContainText("Jonas Wetzlar");
  await expect(status(page)).toHaveText(/^\d+ results? for “wetzlar”\.$/);
  await context.close();
});

test("a query without results suggests one that finds some", async ({ page }) => {
  await page.goto("/search?q=atletco+madird");
  await enhanced(page);
  await expect(status(page)).toHaveText("No results for “atletco madird”.");
  const suggestion = page.getByText("Did you mean").getByRole("link");
  await expect(suggestion).toHaveText("atletico madrid");
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=atletico\+madrid$/);
  await expect(status(page)).toHaveText(/^\d+ results? for “atletico madrid”\.$/);
  expect(await countOf(page)).toBeGreaterThan(0);
  await expect(results(page).first()).toContainText("Atletico Madrid");
});

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "%00",
  '"a" AND -b*',
  "x".repeat(10_000),
  "⚽🔥👩🏽‍💻",
  "\u0000\u0007\u202e",
];

test("hostile queries answer 200 or 4xx and are never reflected unescaped", async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const query of HOSTILE) {
    const address = `/search?q=${encodeURIComponent(query)}`;
    const response = await request.get(address);
    expect(response.status(), query.slice(0, 40)).toBeLessThan(500);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    if (response.status() !== 200) continue;
    await page.goto(address);
    await expect(status(page)).toBeVisible();
    await expect(page.locator("#search-results script, #search-results img[onerror]")).toHaveCount(
      0,
    );
  }
  // The escaped query is shown as text, as typed.
  await page.goto(`/search?q=${encodeURIComponent(HOSTILE[0]!)}`);
  await expect(status(page)).toHaveText("No results for “<script>alert(1)</script>”.");
  await expect(field(page)).toHaveValue("<script>alert(1)</script>");
  // The raw NUL in the address is dropped: an empty search.
  expect((await request.get("/search?q=%00")).status()).toBe(200);
  expect(dialogs).toEqual([]);
});

const STATES = [
  { name: "empty", path: "/search" },
  { name: "with results", path: "/search?q=gta" },
  { name: "no results", path: "/search?q=zzqx" },
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    test("a focused result's ring stands out at least 3:1 against its card and the page around it", async ({
      page,
    }) => {
      await page.goto("/search?q=gta");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      const result = results(page).first();
      const card = result.locator("xpath=ancestor::article");
      await result.focus();
      await expect(result).toBeFocused();
      // The ring fades in (a box-shadow transition): read it once every animation has ended.
      await card.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const colours = await card.evaluate((element) => ({
        shadow: getComputedStyle(element).boxShadow,
        card: getComputedStyle(element).backgroundColor,
        page: getComputedStyle(document.documentElement).backgroundColor,
      }));
      const [ring] = ringColours(colours.shadow);
      expect(ring, colours.shadow).toBeDefined();
      expect(
        contrastRatio(ring!, colours.card),
        `${ring} on the card's ${colours.card}`,
      ).toBeGreaterThanOrEqual(3);
      expect(
        contrastRatio(ring!, colours.page),
        `${ring} on the page's ${colours.page}`,
      ).toBeGreaterThanOrEqual(3);
    });

    for (const { name, path } of STATES) {
      test(`/search ${name}: no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expect(status(page)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const { name, path } of [
    ...STATES,
    { name: "no results, a suggestion", path: "/search?q=atletco+madird" },
  ]) {
    test(`/search ${name} fits without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(status(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  }

  test("the bar's search field fits too", async ({ page }) => {
    await page.goto("/about");
    await enhanced(page);
    await barButton(page).click();
    await expect(barField(page)).toBeFocused();
    const box = (await page.locator("#site-search").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The phone menu's button still shows the menu icon: only its own menu turns it into a close button.
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton.locator("svg").first()).toBeVisible();
    await expect(menuButton.locator("svg").last()).toBeHidden();
  });
});
