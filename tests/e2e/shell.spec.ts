import { backgroundOf, DOCUMENT_404, enhanced, expect, test } from "./fixtures";

const GREEN = "rgb(52, 162, 15)";
const RED = "rgb(199, 7, 7)";
const BLUE = "rgb(29, 78, 216)";

const NAV_COLOURS: [string, string][] = [
  ["/services", GREEN],
  ["/gaming", RED],
  ["/gaming/ucc", RED],
  ["/gaming/csc/standings", RED],
  ["/gaming/ucc/qualifiers", RED],
  ["/shop", BLUE],
  ["/about", BLUE],
  ["/gaming/ucc/unknown", BLUE],
];

for (const [path, colour] of NAV_COLOURS) {
  test.describe(path, () => {
    // An unknown address answers 404 on purpose, which Chromium logs as an error. Whether the log
    // reached the test before it ended was a race the test lost on a busy machine.
    if (path.endsWith("/unknown")) test.use({ allowedConsoleErrors: DOCUMENT_404 });
    test(`navigation bar on ${path} is ${colour}`, async ({ page }) => {
      await page.goto(path);
      expect(await backgroundOf(page, "header")).toBe(colour);
    });
  });
}

const FOOTER_COLOURS: [string, string][] = [
  ["/services", GREEN],
  ["/gaming/csc", RED],
  ["/gaming/ucc/fixtures", RED],
  ["/contact", BLUE],
];

for (const [path, colour] of FOOTER_COLOURS) {
  test(`footer on ${path} is ${colour}`, async ({ page }) => {
    await page.goto(path);
    expect(await backgroundOf(page, "footer")).toBe(colour);
  });
}

test("the top banner is black, fixed and 65 px high", async ({ page }) => {
  await page.goto("/shop");
  const banner = page.getByRole("region", { name: "Translation" });
  await expect(banner).toContainText("Translation in 14 Languages | Powered by");
  const box = await banner.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      position: style.position,
      background: style.backgroundColor,
    };
  });
  expect(box).toEqual({ height: 65, position: "fixed", background: "rgb(0, 0, 0)" });
});

test("active link: exact for Services, prefix for Blogs-like sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/services");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
  await page.goto("/about");
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/gaming/ucc");
  await expect(nav.getByRole("link", { name: "Gaming" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("hamburger opens the menu; a link closes it, Gaming keeps it open; Escape closes", async ({
    page,
  }) => {
    await page.goto("/shop");
    await enhanced(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();

    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();

    await enhanced(page);
    await toggle.click();
    await menu.getByRole("link", { name: "Gaming" }).click();
    await expect(page).toHaveURL(/\/gaming$/);
    await enhanced(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await menu.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and returns focus to its button; so does a click outside", async ({
    page,
  }) => {
    await page.goto("/shop");
    await enhanced(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(187, 720);
    await expect(menu).toBeHidden();
  });

  test("footer columns are collapsible dropdowns", async ({ page }) => {
    await page.goto("/contact");
    const column = page.locator("footer details").filter({ hasText: "Legal" });
    const link = column.getByRole("link", { name: "Privacy Policy" });
    await expect(column).not.toHaveAttribute("open");
    await expect(link).toBeHidden();
    await column.locator("summary").click();
    await expect(column).toHaveAttribute("open");
    await expect(link).toBeVisible();
    await column.locator("summary").click();
    await expect(link).toBeHidden();
  });

  test("without JavaScript the menu and the footer dropdowns still open", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/shop`);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const column = page.locator("footer details").filter({ hasText: "Legal" });
    await column.locator("summary").click();
    await expect(column.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await context.close();
  });
});

test("footer columns are open on wide screens, and say so once enhanced", async ({
  browser,
  baseURL,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expect(
    page.locator("footer").getByRole("link", { name: "Cricket Super Cup" }),
  ).toBeVisible();
  // The years of the content's dated works (which ones: tests/integration/content-additions.test.ts).
  await expect(page.locator("footer")).toContainText(/© \d{4} - \d{4} /);
  await enhanced(page);
  for (const column of await page.locator("footer details").all())
    await expect(column).toHaveAttribute("open");

  // Without JavaScript the columns are shown all the same.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const plain = await context.newPage();
  await plain.goto(`${baseURL}/contact`);
  await expect(plain.locator("footer").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await context.close();
});

test("theme toggle switches to dark and the server renders dark after reload", async ({ page }) => {
  await page.goto("/shop");
  await enhanced(page);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  // Wait for the cookie to be stored, then check the server's own HTML (no flash: the class is there before any script).
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value)
    .toBe("dark");
  const html = await (await page.request.get("/shop")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe("rgb(10, 13, 20)");
});

test.describe("saved dark theme", () => {
  test.use({ theme: "dark" });
  test("a shared copy of the other theme still paints the saved theme from the first frame", async ({
    page,
  }) => {
    // What a CDN might hold: the light variant (rendered for a visitor without the cookie).
    await page.route("**/about", async (route) => {
      const response = await route.fetch({
        headers: { ...route.request().headers(), cookie: "vv_seen=1" },
      });
      const html = await response.text();
      expect(html).not.toMatch(/<html[^>]*class="dark"/);
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: string }).firstFrame =
          `${document.documentElement.className}|${getComputedStyle(document.documentElement).backgroundColor}`;
      });
    });
    await page.goto("/about");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
      .toMatch(/dark.*\|rgb\(10, 13, 20\)$/);
  });
});

test("theme toggle works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await context.close();
});

test.describe("first visit", () => {
  test.use({ seenSplash: false });

  test("the logo screen shows, then fades by itself; later page loads skip it", async ({
    page,
  }) => {
    await page.goto("/shop");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    // Content is in the document underneath all along (crawlers and no-JS visitors get it).
    await expect(page.getByText("NO PRODUCTS")).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 4_000 });
    await page.goto("/contact");
    await expect(page.getByTestId("splash")).toBeHidden();
  });

  test("the logo stands still, and the home page's typing waits for the screen to go", async ({
    page,
  }) => {
    // The screen's CSS timeline is held (playback rate 0) and the page's timers are fake, so
    // neither the screen's 2 s nor the typing's 100 ms steps depend on how fast the machine is.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.clock.install();
    await page.goto("/");
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.locator("html").getAttribute("data-enhanced");
      })
      .toBe("true");
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    expect(await splash.locator("img").evaluate((img) => img.getAnimations().length)).toBe(0);
    const typed = page.locator("[data-words]");
    await expect(typed).toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(1_000);
    await expect(typed).toHaveText("Blogs");
    // The screen's 2 s play out; then the first word is typed again from its first letter.
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(splash).toBeHidden({ timeout: 4_000 });
    await page.clock.runFor(100);
    await expect(typed).toHaveText("B");
  });

  test("reduced motion skips the logo screen", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${baseURL}/shop`);
    await expect(page.getByTestId("splash")).toBeHidden();
    await context.close();
  });

  test("client-side navigation never shows the logo screen", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByTestId("splash")).toBeHidden({ timeout: 4_000 });
    await page.locator("footer").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId("splash")).toBeHidden();
  });
});

test("keyboard: skip link and nav links are reachable with Tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/shop");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
