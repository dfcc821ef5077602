import { readFileSync } from "node:fs";
import {
  BRAND,
  enhanced,
  expect,
  routeTranslator,
  seriousViolations,
  test,
  TRANSLATOR_SCRIPT,
} from "./fixtures";

const picker = (page: import("@playwright/test").Page) => page.getByLabel("Language");
const widget = (page: import("@playwright/test").Page) => page.locator("select.goog-te-combo");
const translatorRoot = (page: import("@playwright/test").Page) =>
  page.locator("[data-enhance=translator]");

test("the picker offers the 15 languages by English and native name", async ({ page }) => {
  await routeTranslator(page);
  await page.goto("/");
  // The page renders English names (no fallback-font look-ups before the first paint)…
  expect(await picker(page).locator("option").allTextContents()).toContain("French");
  // …and the list shows both names once the visitor reaches the picker.
  await expect(picker(page)).toBeEnabled();
  await picker(page).focus();
  const options = await picker(page).locator("option").allTextContents();
  expect(options).toHaveLength(15);
  expect(options[0]).toBe("English");
  expect(options).toContain("French — Français");
  expect(options).toContain("Dari — دری");
  expect(options).toContain("Chinese (Simplified) — 简体中文");
  const codes = await picker(page)
    .locator("option")
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  expect(codes).toEqual([
    "en",
    "ar",
    "bn",
    "zh-CN",
    "fa",
    "fr",
    "de",
    "hi",
    "it",
    "ja",
    "ko",
    "ru",
    "es",
    "tr",
    "ur",
  ]);
});

test("disabled until the widget's select exists, then English is forced once and the picker drives the widget", async ({
  page,
}) => {
  await routeTranslator(page, { manual: true });
  await page.goto("/blogs");
  await enhanced(page);
  // The widget script has loaded (it made its element) but its select is not there yet.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __translatorStandIn?: { created: number } }).__translatorStandIn
            ?.created,
      ),
    )
    .toBe(1);
  await expect(picker(page)).toBeDisabled();
  await expect(translatorRoot(page)).toHaveAttribute("data-state", "loading");

  await page.evaluate(() =>
    (window as unknown as { __translatorStandIn: { appear(): void } }).__translatorStandIn.appear(),
  );
  await expect(picker(page)).toBeEnabled();
  await expect(translatorRoot(page)).toHaveAttribute("data-state", "ready");
  const changes = () =>
    page.evaluate(
      () =>
        (window as unknown as { __translatorStandIn: { changes: string[] } }).__translatorStandIn
          .changes,
    );
  expect(await changes()).toEqual(["en"]);
  // The widget's tooltip is removed.
  await expect(page.locator("#goog-gt-tt")).toHaveCount(0);

  await picker(page).selectOption("fr");
  await expect(widget(page)).toHaveValue("fr");
  expect(await changes()).toEqual(["en", "fr"]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("[fr]");
  // The widget's banner stays hidden, the page is not pushed down, and our banner and bar stay put.
  await expect(page.locator("body > .skiptranslate")).toBeAttached();
  await expect(page.locator("body > .skiptranslate")).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).top)).toBe("0px");
  const navTop = await page
    .getByRole("navigation", { name: "Main" })
    .evaluate((header) => header.getBoundingClientRect().top);
  expect(navTop).toBe(65);
  // The brand and the picker itself are never translated.
  await expect(page.locator("footer")).toContainText(BRAND);
  await expect(picker(page).locator("option").first()).toHaveText("English");

  await picker(page).selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("[fr]");
});

test("the visitor gets the not-ready alert when the widget is missing", async ({ page }) => {
  await page.goto("/");
  await enhanced(page);
  await expect(translatorRoot(page)).toHaveAttribute("data-state", "ready");
  await page.evaluate(() => document.querySelector("select.goog-te-combo")!.remove());
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await picker(page).selectOption("de");
  expect(alerts).toEqual(["alert: Translator not ready yet, please wait 1 second"]);
  await expect(picker(page)).toHaveValue("en");
});

test.describe("with the widget blocked", () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_BLOCKED_BY_CLIENT|Failed to load resource/] });
  test("the picker says the translator is unavailable", async ({ page }) => {
    await page.route(TRANSLATOR_SCRIPT, (route) => route.abort("failed"));
    await page.goto("/about");
    await enhanced(page);
    await expect(translatorRoot(page)).toHaveAttribute("data-state", "failed");
    await expect(
      page.getByRole("status").filter({ hasText: "Translator unavailable" }),
    ).toBeVisible();
    await expect(picker(page)).toBeDisabled();
  });
});

test("a translated site keeps working across pages, filters and the slideshow, and a reload keeps the language", async ({
  page,
}) => {
  await page.goto("/");
  await enhanced(page);
  await expect(translatorRoot(page)).toHaveAttribute("data-state", "ready");
  await picker(page).selectOption("es");
  await expect(page.locator("main")).toContainText("[es]");

  // Five pages by their links: each loads translated, with the picker showing the choice.
  for (const name of ["Blogs", "Services", "About", "Contact", "Home"]) {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: new RegExp(`\\] ${name}$`) })
      .click();
    await enhanced(page);
    await expect(translatorRoot(page)).toHaveAttribute("data-state", "ready");
    await expect(picker(page)).toHaveValue("es");
    await expect(page.locator("main")).toContainText("[es]");
  }

  // A live filter change on a translated blog list.
  await page.goto("/blogs");
  await enhanced(page);
  await expect(page.locator("main")).toContainText("[es]");
  await page.getByLabel("Category").selectOption("Sports");
  await expect(page).toHaveURL(/category=Sports/);
  await expect(page.locator("main article").first()).toBeVisible();

  // The services slideshow advancing on a translated page.
  await page.goto("/services");
  await enhanced(page);
  await expect(page.locator("main")).toContainText("[es]");
  const banner = page.getByRole("region", { name: "Services highlights" });
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(banner.getByText(/2 \/ 4/)).toBeVisible();

  await page.reload();
  await enhanced(page);
  await expect(picker(page)).toHaveValue("es");
  await expect(page.locator("main")).toContainText("[es]");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the picker is not offered", async ({ page }) => {
    await page.goto("/");
    await expect(picker(page)).toBeHidden();
  });
});

test("axe is clean with the picker focused and open for choice", async ({ page }) => {
  await page.goto("/");
  await enhanced(page);
  await expect(picker(page)).toBeEnabled();
  await picker(page).focus();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the picker is in the banner on phones too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await enhanced(page);
  await expect(picker(page)).toBeVisible();
  await expect(picker(page)).toBeEnabled();
  const box = await picker(page).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

test("the TV island keeps working on a translated page: channel switch, mute, fullscreen", async ({
  page,
}) => {
  const iframeApi = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: iframeApi }),
  );
  await page.goto("/tv");
  const tv = page.locator("[data-tv-state]");
  await expect(tv).toHaveAttribute("data-tv-ready", "true", { timeout: 15_000 });
  await expect(translatorRoot(page)).toHaveAttribute("data-state", "ready");
  await picker(page).selectOption("fr");
  await expect(tv.locator("[data-tv-now]")).toContainText("[fr]");

  await page
    .getByRole("navigation", { name: "Channels" })
    .getByRole("link", { name: "GTA" })
    .click();
  await expect(tv).toHaveAttribute("data-tv-channel", "GTA");
  // Names are never translated, so React's updates to them stay visible.
  await expect(tv.locator("[data-tv-now] strong")).toHaveText("GTA");
  const mute = tv.locator('[data-tv-control="mute"]');
  await mute.click();
  await expect(mute).toHaveText("Mute");
  await mute.click();
  await expect(mute).toHaveText("Unmute");
  const fullscreen = tv.locator('[data-tv-control="fullscreen"]');
  await fullscreen.click();
  await expect(fullscreen).toHaveText("Exit full screen");
  await fullscreen.click();
  await expect(fullscreen).toHaveText("Full screen");
  // The island is still there and live (a React crash would have blanked it and raised a page error).
  await expect(tv.getByRole("navigation", { name: "Channels" }).getByRole("link")).toHaveCount(6);
});
