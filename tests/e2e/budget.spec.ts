import { readFileSync } from "node:fs";
import { enhanced, expect, PAGES, test } from "./fixtures";

/** Scripts the site itself serves (the built assets), as opposed to outside ones. */
const OUR_SCRIPTS = /^http:\/\/127\.0\.0\.1:\d+\/assets\/[^?#]*\.js$/;

/** The most JavaScript any page may fetch on a fresh visit (room for a future React island). */
const BUDGET_BYTES = 100 * 1024;
/** Content pages get the entry and the few behaviours their markup names: a few KB at most. */
const CONTENT_PAGE_BUDGET_BYTES = 6 * 1024;

/** The tournament pages with the most behaviours (slideshow, video facade, tournament menu) and the longest tables. */
const TOURNAMENT_PAGES = ["/gaming/ucc", "/gaming/csc", "/gaming/ucc/standings", "/gaming/csc/fixtures"];

for (const path of [...PAGES.map((entry) => entry.path), ...TOURNAMENT_PAGES]) {
  test(`JavaScript fetched on a fresh visit to ${path} stays under ${CONTENT_PAGE_BUDGET_BYTES / 1024} KB`, async ({ page }) => {
    // What went over the wire: each script's body as sent (compressed when the server compressed it).
    const fetched: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      // Ours only: outside scripts (the translator's widget, answered by its stand-in here) load later, on idle.
      if (request.resourceType() !== "script" || !OUR_SCRIPTS.test(request.url())) return;
      fetched.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await page.goto(path);
    // Every behaviour chunk the page needs has arrived once the page says it is enhanced.
    await enhanced(page);
    // Playwright reports a finished request a little after the page has run it: wait until it
    // has reported every script the page itself lists as loaded.
    const loaded = await page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(`${location.origin}/assets/`) && entry.name.endsWith(".js")).length,
    );
    await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(Math.max(loaded, 1));
    const scripts = await Promise.all(fetched);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB (${scripts.map((s) => `${s.url.replace("/assets/", "")} ${s.bytes}`).join(", ")})`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
    expect(total).toBeLessThan(CONTENT_PAGE_BUDGET_BYTES);
    // No React, no island code, no YouTube player script on a content page.
    expect(scripts.filter((script) => /\/assets\/island-|iframe_api/.test(script.url))).toEqual([]);
  });
}

/** The TV: the one page with a React island. Its JavaScript of ours, React included, stays under 80 KB as sent. */
const TV_BUDGET_BYTES = 80 * 1024;

test(`JavaScript of ours fetched on a fresh visit to /tv (React island included) stays under ${TV_BUDGET_BYTES / 1024} KB`, async ({ page, baseURL }) => {
  const standIn = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
  await page.route("https://www.youtube.com/iframe_api", (route) => route.fulfill({ contentType: "text/javascript", body: standIn }));
  const fetched: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script" || !request.url().startsWith(baseURL!)) return;
    fetched.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
  });
  await page.goto("/tv");
  await enhanced(page);
  await expect(page.locator("[data-tv-state]")).toHaveAttribute("data-tv-ready", "true", { timeout: 15_000 });
  const loaded = await page.evaluate(
    (origin) => performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(origin) && entry.name.endsWith(".js")).length,
    baseURL!,
  );
  await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(Math.max(loaded, 2));
  const scripts = await Promise.all(fetched);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `/tv: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB (${scripts.map((s) => `${s.url.replace("/assets/", "")} ${s.bytes}`).join(", ")})`,
  );
  expect(scripts.some((script) => /\/assets\/island-tv-/.test(script.url))).toBe(true);
  expect(total).toBeLessThan(TV_BUDGET_BYTES);
});
