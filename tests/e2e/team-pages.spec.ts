// The match centre's team and player pages in a browser: form chips that say their result in
// words and link to their match, result links reached from the keyboard, and no script of their
// own (the same scripts as the tournament's other pages). At 375 px a table wider than its card
// shows that it scrolls. The crawl (crawl.spec.ts) renders every team and player page: no
// sideways scroll at 375 px, results and football squads whole, no score broken across lines;
// templates.spec.ts checks one of each with axe in both themes.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { enhanced, expect, test } from "./fixtures";

/** A team and a player page of each tournament. */
const PAGES = [
  "/gaming/ucc/teams/dortmund",
  "/gaming/csc/teams/melbourne-stars",
  "/gaming/ucc/players/jonas-wetzlar",
  "/gaming/csc/players/cam-hollis",
];

test("form chips show a letter, say the result in words and link to their match, on team pages and in the standings", async ({
  page,
}) => {
  await page.goto("/gaming/ucc/teams/dortmund");
  const guide = page.getByRole("list", {
    name: /^Dortmund's last \d results in 2025, oldest first$/,
  });
  await expect(guide).toBeVisible();
  const chips = guide.getByRole("listitem");
  expect(await chips.count()).toBeGreaterThan(0);
  for (const chip of await chips.all()) {
    // A screen reader hears the words and where the link goes; the letter is hidden from it.
    const link = chip.getByRole("link", {
      name: /^(Won|Drawn|Lost)( on penalties)? \d+–\d+( \(\d+–\d+ pens\))? against .+, match page$/,
    });
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
  await expect(form.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/gaming\/csc\/matches\/2025\/[a-z0-9-]+$/,
  );
});

test("the keyboard reaches every result link of a team page, each leading to its match page", async ({
  page,
}) => {
  await page.goto("/gaming/csc/teams/melbourne-stars");
  const results = page.getByRole("table", { name: "Results, 2025" });
  const links = results.locator("tbody th a");
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  const expected = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href")),
  );
  for (const href of expected) expect(href).toMatch(/^\/gaming\/csc\/matches\/2025\/[a-z0-9-]+$/);
  // Tab from the page's top until every result link has had the focus.
  const reached = new Set<string>();
  for (let step = 0; step < 200 && reached.size < count; step += 1) {
    await page.keyboard.press("Tab");
    const href = await page.evaluate(() =>
      document.activeElement instanceof HTMLAnchorElement
        ? document.activeElement.getAttribute("href")
        : null,
    );
    if (href && expected.includes(href)) reached.add(href);
  }
  expect([...reached].sort()).toEqual([...expected].sort() as string[]);
});

test("team and player pages load no script of their own: the same as the tournament's teams page", async ({
  page,
}) => {
  const scripts = async (path: string) => {
    await page.goto(path);
    // Our own scripts (the translator's loads on idle, whenever the browser is idle).
    return (
      await page
        .locator(`script[src^="/"]`)
        .evaluateAll((list) => list.map((script) => script.getAttribute("src")))
    ).sort();
  };
  const teams = await scripts("/gaming/ucc/teams");
  for (const path of PAGES) expect(await scripts(path), path).toEqual(teams);
});

/** The mean brightness (0–255) of a part of the page as painted. */
async function brightness(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const { data } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / data.length;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme at 375 px`, () => {
    test.use({ theme, viewport: { width: 375, height: 740 } });

    test("a table wider than its card shows a shadow at the edge until its last column is in view; the sticky column casts one once scrolled", async ({
      page,
    }) => {
      await page.goto("/gaming/csc/teams/trinbago-knight-riders");
      await enhanced(page);
      const box = page
        .getByRole("region", { name: /^Trinbago Knight Riders players, \d{4}$/ })
        .first();
      // A focusable, named box that scrolls sideways on its own.
      await expect(box).toHaveAttribute("tabindex", "0");
      const [scrollWidth, clientWidth] = await box.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await box.scrollIntoViewIfNeeded();
      // A band inside the box's right edge, beside the caption (no text there at either end of the scroll).
      const edge = async () => {
        const outer = (await box.boundingBox())!;
        const caption = (await box.locator("caption").boundingBox())!;
        return brightness(page, {
          x: outer.x + outer.width - 8,
          y: caption.y + 4,
          width: 6,
          height: caption.height - 8,
        });
      };
      const shaded = await edge();
      await box.evaluate((element) =>
        element.scrollTo({ left: element.scrollWidth, behavior: "instant" }),
      );
      const plain = await edge();
      expect(
        shaded,
        `edge ${shaded.toFixed(1)} while columns lie to the right, ${plain.toFixed(1)} at the end`,
      ).toBeLessThan(plain - 4);
      // The sticky column's shadow: its blur, in px (none before the table scrolls).
      const sticky = box.locator("tbody th").first();
      const blur = () =>
        sticky.evaluate((element) =>
          Number([...getComputedStyle(element).boxShadow.matchAll(/(-?[\d.]+)px/g)][2]?.[1] ?? 0),
        );
      await expect.poll(blur).toBeGreaterThan(8);
      await box.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
      await expect.poll(blur).toBe(0);
    });
  });
}
