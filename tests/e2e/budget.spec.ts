import { gzipSync } from "node:zlib";
import { expect, PAGES, test } from "./fixtures";

/** The most JavaScript (gzip) a page may load on a fresh visit. */
const BUDGET_BYTES = 100 * 1024;

for (const { path } of PAGES) {
  test(`JavaScript on a fresh visit to ${path} stays under 100 KB gzip`, async ({ page }) => {
    const sizes = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script" && !response.url().endsWith(".js")) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    console.log(`${path}: ${sizes.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(sizes.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
}
