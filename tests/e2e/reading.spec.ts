// Reading a post: its contents (a <details> on phones, a sticky side list that marks the section
// being read on wide screens), its headings' links, its code blocks (colours, Copy and its
// announcement), the keyboard, and the same page without JavaScript.
import type { Page } from "@playwright/test";
import { slugify } from "~/features/blog/slug";
import { PAGE_IDS } from "~/features/markdown/headings";
import { shippedPosts } from "../helpers/content";
import { contrastRatio } from "../helpers/contrast";
import { enhanced, expect, pageWithoutScripts, seriousViolations, test } from "./fixtures";

/** The shipped series, in order, and its second part: sections, code blocks, a series, neighbours. */
const PARTS = shippedPosts()
  .filter((post) => post.series)
  .sort((a, b) => a.id - b.id);
const POST = PARTS[1]!;
const URL = `/blogs/${POST.slug}`;

const sideList = (page: Page) => page.getByRole("navigation", { name: "On this page" });
const current = (page: Page) => sideList(page).locator('a[aria-current="true"]');

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the contents are a closed <details> at the top; a link leads to its section", async ({
    page,
  }) => {
    await page.goto(URL);
    await enhanced(page);
    await expect(sideList(page)).toBeHidden();
    const details = page.locator("details[data-contents]");
    await expect(details).toBeVisible();
    await expect(details).not.toHaveAttribute("open");
    const summary = details.locator("summary");
    // Reached and opened from the keyboard.
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    const link = details.getByRole("link").nth(3);
    const target = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const heading = page.locator(target);
    await expect(heading).toBeInViewport();
    // Below the fixed banner and bar, not under them.
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(129);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the side list stays in view and marks the section being read, as the reader scrolls either way", async ({
    page,
  }) => {
    await page.goto(URL);
    await enhanced(page);
    await expect(page.locator("details[data-contents]")).toBeHidden();
    await expect(sideList(page)).toBeVisible();
    await expect(current(page)).toHaveCount(0);
    const links = sideList(page).getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(3);
    // A jump far down (the last section) and back up (the second): each time the section read is the one marked.
    for (const at of [count - 1, 1]) {
      const link = links.nth(at);
      await link.click();
      const target = page.locator((await link.getAttribute("href"))!);
      await expect(target).toBeInViewport();
      await expect(current(page)).toHaveCount(1);
      // It lands on the section: the glide is aimed with the blocks' real heights.
      await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThanOrEqual(800 / 3);
      await expect(current(page)).toHaveText((await link.textContent())!);
      const box = (await sideList(page).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    // Scrolling with the wheel, past the next heading, moves the mark to it.
    const next = links.nth(2);
    const heading = page.locator((await next.getAttribute("href"))!);
    while ((await heading.boundingBox())!.y > 800 / 3) await page.mouse.wheel(0, 200);
    await expect(current(page)).toHaveText((await next.textContent())!);
    // Back at the top, before the first section, nothing is marked.
    await page.keyboard.press("Home");
    await expect(current(page)).toHaveCount(0);
  });

  test("once the behaviour runs the list glides to a section, unless the reader asks for less motion", async ({
    page,
  }) => {
    await page.goto(URL);
    await enhanced(page);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
  });

  test("a heading's link shows on focus and on hover, and names its section", async ({ page }) => {
    await page.goto(URL);
    await enhanced(page);
    const block = page.locator(".prose-site .heading-block").nth(1);
    const anchor = block.locator("a");
    const name = (await block.locator("h2, h3").textContent())!;
    await expect(anchor).toHaveAccessibleName(`Link to this section: ${name}`);
    await expect(anchor).toHaveCSS("opacity", "0");
    await anchor.focus();
    await expect(anchor).toHaveCSS("opacity", "1");
    await page.locator("h1").click();
    await expect(anchor).toHaveCSS("opacity", "0");
    await block.hover();
    await expect(anchor).toHaveCSS("opacity", "1");
    await anchor.click();
    await expect(page).toHaveURL(
      new RegExp(`#${await block.locator("h2, h3").getAttribute("id")}$`),
    );
  });
});

test("Copy copies the code block, says Copied and announces it; the keyboard works it too", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(URL);
  await enhanced(page);
  const block = page.locator("[data-enhance=code-copy]").first();
  const button = block.getByRole("button");
  await expect(button).toHaveAccessibleName("Copy code");
  await button.click();
  await expect(block.getByRole("status")).toHaveText("Copied");
  await expect(button).toHaveAccessibleName("Copied code");
  const code = await block.locator("pre").textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The next block, from the keyboard: Tab from its label's place reaches its button, Enter copies.
  const second = page.locator("[data-enhance=code-copy]").nth(1);
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await second.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(second.getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await second.locator("pre").textContent(),
  );
  // Tab moves from the button into the code, which scrolls with the arrow keys when it is wide.
  await page.keyboard.press("Tab");
  await expect(second.locator("pre")).toBeFocused();
});

test("without JavaScript: no Copy button, the contents still open and lead to their sections", async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutScripts(browser, baseURL!);
  await page.goto(`${baseURL}${URL}`);
  await expect(page.locator("[data-code-copy]").first()).toBeHidden();
  await expect(page.locator(".code-block-language").first()).toBeVisible();
  const details = page.locator("details[data-contents]");
  await details.locator("summary").click();
  const link = details.getByRole("link").last();
  const target = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page.locator(target)).toBeInViewport();
  await page.context().close();
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });

    test("every highlighted token is AA on the code's background, and the page has no serious axe violations", async ({
      page,
    }) => {
      await page.goto(URL);
      await enhanced(page);
      const pairs = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".code-block pre [class^='hljs-']")].map(
          (token) => ({
            token: token.className,
            colour: getComputedStyle(token).color,
            background: getComputedStyle(token.closest(".code-block")!).backgroundColor,
          }),
        ),
      );
      expect(new Set(pairs.map((pair) => pair.colour)).size).toBeGreaterThanOrEqual(4);
      for (const { token, colour, background } of pairs)
        expect(
          contrastRatio(colour, background),
          `${token} ${colour} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("the page's own ids are the ones a heading may not take (PAGE_IDS), so a section's link never leads elsewhere", async ({
  page,
  request,
}) => {
  // The ids the server writes (a script may add its own later: the translator's widget does).
  const html = await (await request.get(URL)).text();
  await page.setContent("");
  const ids = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    return [...document.querySelectorAll("[id]")]
      .filter((element) => !element.closest(".prose-site"))
      .map((element) => element.id);
  }, html);
  expect(ids.length).toBeGreaterThan(5);
  for (const id of ids) expect(PAGE_IDS, id).toContain(id);
});

test("the series' page lists the parts in order and has no serious axe violations", async ({
  page,
}) => {
  await page.goto(`/blogs/series/${slugify(POST.series!)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST.series!);
  await expect(page.getByRole("listitem").getByRole("heading", { level: 2 })).toHaveText(
    PARTS.map((part) => part.title),
  );
  expect(await seriousViolations(page)).toEqual([]);
});
