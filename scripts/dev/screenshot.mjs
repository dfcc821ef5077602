// Dev helper: node scripts/dev/screenshot.mjs <url> <out.png> [width] [dark] [full]
import { chromium } from "@playwright/test";

const [url, out, width = "1280", theme = "light", full = ""] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: 900 },
  colorScheme: theme === "dark" ? "dark" : "light",
});
const origin = new URL(url).origin;
await context.addCookies([
  { name: "vv_seen", value: "1", url: origin },
  { name: "theme", value: theme, url: origin },
]);
const page = await context.newPage();
page.on("console", (msg) => msg.type() === "error" && console.log("console error:", msg.text()));
page.on("pageerror", (err) => console.log("page error:", err.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "full" });
await browser.close();
