import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { readFileSync } from "node:fs";
import { siteConfig } from "~/site.config";

/** The brand every page title starts with: site.config.ts's. */
export const BRAND = siteConfig.brand;

/** The translation widget's script (TRANSLATOR_SCRIPT_URL's default), answered by tests/fakes/translator-widget.js. */
export const TRANSLATOR_SCRIPT = /^https:\/\/translate\.google\.com\/translate_a\/element\.js/;
const translatorStandIn = readFileSync(
  new URL("../fakes/translator-widget.js", import.meta.url),
  "utf8",
);

/**
 * Serves the stand-in widget to `target`: it shows its select after `delay` ms, or in `manual`
 * mode when the test calls `window.__translatorStandIn.appear()`.
 */
export async function routeTranslator(
  target: BrowserContext | Page,
  options: { delay?: number; manual?: boolean } = {},
) {
  await target.route(TRANSLATOR_SCRIPT, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: translatorStandIn.replaceAll("__STAND_IN_OPTIONS__", JSON.stringify(options)),
    }),
  );
}

type Fixtures = {
  consoleErrors: string[];
  seenSplash: boolean;
  theme: "light" | "dark";
  allowedConsoleErrors: RegExp[];
};

/**
 * Every test: fails on console errors or page errors, never reaches outside hosts (the
 * translator's script is answered by its stand-in),
 * and (unless it asks otherwise) skips the first-visit logo screen.
 */
export const test = base.extend<Fixtures>({
  seenSplash: [true, { option: true }],
  theme: ["light", { option: true }],
  /** Console errors a test expects (an address that answers 404 on purpose, which Chromium logs as an error). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(
        errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error))),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, baseURL, seenSplash, theme }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort("blockedbyclient"),
    );
    // Every page offers the translator: its script comes from the stand-in (a test may route its own).
    await routeTranslator(context);
    const cookies: { name: string; value: string; url: string }[] = [
      { name: "theme", value: theme, url: baseURL! },
    ];
    if (seenSplash) cookies.push({ name: "vv_seen", value: "1", url: baseURL! });
    await context.addCookies(cookies);
    await use(context);
  },
});

export { expect };

/** A page of a browser context with JavaScript off (and the first-visit logo screen seen); close its context when done. */
export async function pageWithoutScripts(
  browser: Browser,
  baseURL: string,
  viewport = { width: 375, height: 740 },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.addCookies([{ name: "vv_seen", value: "1", url: baseURL }]);
  return context.newPage();
}

/** For tests that load a path answering 404 on purpose. */
export const DOCUMENT_404 = [/the server responded with a status of 404/];

/** A full axe analysis gets this much time of its own on top of the test's: it takes seconds of CPU, many more on a busy machine, and is not what the test times. */
const AXE_BUDGET_MS = 30_000;

/** Axe violations that are serious or critical. */
export async function seriousViolations(page: Page) {
  base.info().setTimeout(base.info().timeout + AXE_BUDGET_MS);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * Waits until the page's behaviours are attached (the entry marks <html data-enhanced>).
 * Every test that needs a behaviour, rather than the platform, waits for this first.
 */
export async function enhanced(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
}

/**
 * Holds every request matching `url` until `release` is called, then lets them through: for
 * looking at a page before a script or an answer has arrived. `requested` lists what was held.
 */
export async function holdRequests(target: Page, url: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await target.route(url, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, requested };
}

/** Behaviour modules: the entry and its chunks, all served as /assets/enhance-*.js. */
export const BEHAVIOUR_ASSETS = /\/assets\/enhance-[^/]*\.js$/;

/** The computed background colour of an element. */
export function backgroundOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}
