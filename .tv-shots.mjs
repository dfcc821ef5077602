import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const fake = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8").replace("self.fire(1);", "");
const base = process.argv[2];
const out = process.argv[3];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const errors = [];
for (const theme of ["light", "dark"]) for (const width of [375, 768, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
  await context.addCookies([{ name: "theme", value: theme, url: base }, { name: "vv_seen", value: "1", url: base }]);
  const page = await context.newPage();
  await page.route("https://www.youtube.com/iframe_api", (r) => r.fulfill({ contentType: "text/javascript", body: fake }));
  page.on("console", (m) => m.type() === "error" && errors.push(`${theme} ${width}: ${m.text()}`));
  page.on("pageerror", (e) => errors.push(`${theme} ${width}: ${e.message}`));
  await page.goto(`${base}/tv?channel=GTA`);
  await page.locator("[data-tv-ready=true]").waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  if (out) await page.screenshot({ path: `${out}/tv-${width}-${theme}.png`, fullPage: true });
  await context.close();
}
console.log(errors.length ? errors.join("\n") : "no console errors");
await browser.close();
