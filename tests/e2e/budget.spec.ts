import { enhanced, expect, PAGES, test } from "./fixtures";

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
      if (request.resourceType() !== "script") return;
      fetched.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await page.goto(path);
    // Every behaviour chunk the page needs has arrived once the page says it is enhanced.
    await enhanced(page);
    // Playwright reports a finished request a little after the page has run it: wait until it
    // has reported every script the page itself lists as loaded.
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length);
    await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(Math.max(loaded, 1));
    const scripts = await Promise.all(fetched);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB (${scripts.map((s) => `${s.url.replace("/assets/", "")} ${s.bytes}`).join(", ")})`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
    expect(total).toBeLessThan(CONTENT_PAGE_BUDGET_BYTES);
  });
}
