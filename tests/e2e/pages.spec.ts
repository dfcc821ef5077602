// The site's own pages beyond what the crawl checks on every page (tests/e2e/crawl.spec.ts: status,
// title, description, one h1, canonical address, no sideways scroll at 375 px) and the route
// patterns' tests on one page each (templates.spec.ts: axe in both themes, 768 and 1280 px).
import { DOCUMENT_404, enhanced, expect, test } from "./fixtures";

test("shop says NO PRODUCTS in red", async ({ page }) => {
  await page.goto("/shop");
  const text = page.getByText("NO PRODUCTS", { exact: true });
  await expect(text).toBeVisible();
  const colour = await text.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
});

test("contact shows the heading and the support e-mail", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "CONTACT" })).toBeVisible();
  await expect(page.getByText("support@example.com")).toBeVisible();
});

test("legal pages carry the last-updated date; privacy links to contact; terms state the ages", async ({
  page,
}) => {
  for (const path of ["/disclaimer", "/privacy-policy", "/terms-and-conditions"]) {
    await page.goto(path);
    await expect(page.getByText("Last updated October 30, 2024")).toBeVisible();
  }
  await page.goto("/privacy-policy");
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  await page.goto("/terms-and-conditions");
  const text = await page.locator("main").innerText();
  expect(text).toMatch(/18 or over/);
  expect(text).toMatch(/under 13/);
});

test.describe("unknown paths", () => {
  test.use({ allowedConsoleErrors: DOCUMENT_404 });
  test("unknown path shows the error view inside the shell with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("404")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("one page for every unknown address: no link marked current, and the theme toggle without JavaScript comes back to the address", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
    const page = await context.newPage();
    // Under /blogs and /about, whose links would otherwise be marked as the current page.
    for (const address of ["/blogs/no/such/page", "/about/nothing-here"]) {
      expect((await page.goto(address))?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { name: "Unexpected Application Error!" }),
      ).toBeVisible();
      await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page).toHaveURL(`${baseURL}/about/nothing-here`);
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await context.close();
  });
});

test("pages work without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/services?q=website");
  await expect(page.getByRole("heading", { level: 2, name: "Website Development" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Graphic Design (Thumbnail)" }),
  ).toHaveCount(0);
  await context.close();
});

// Later blocks of long pages (the footer, later sections and cards, a post's later paragraphs) are
// laid out only when the reader nears them (the lazy-render utility, content-visibility: auto).
test.describe("long pages on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/", "/blogs", "/blogs/how-processors-work", "/gaming"]) {
    test(`${path}: scrolling to the end moves nothing on screen, and every block is there`, async ({
      page,
    }) => {
      await page.goto(path);
      await enhanced(page);
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => {
        const state = window as unknown as { __shifts: number };
        state.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!entry.hadRecentInput) state.__shifts += entry.value;
        }).observe({ type: "layout-shift" });
      });
      const atEnd = () =>
        page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        );
      for (let step = 0; step < 60 && !(await atEnd()); step += 1) {
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      }
      expect(await atEnd()).toBe(true);
      // Layout-shift entries are delivered after the frame that made them.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
          ),
      );
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(
        0,
      );
      await expect(page.locator("footer").getByRole("link").first()).toBeVisible();
      await expect(page.locator("footer")).toContainText("©");
    });
  }

  test("a link to a later section lands on it", async ({ page }) => {
    await page.goto("/gaming#playlists");
    await enhanced(page);
    const heading = page.getByRole("heading", { level: 2, name: "Featured Playlists" });
    await expect(heading).toBeInViewport();
    expect((await heading.boundingBox())!.y).toBeLessThan(740 / 2);
  });
});
