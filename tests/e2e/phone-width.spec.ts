// No page scrolls sideways on a phone: every page of the sitemap (so every page the site has,
// every post and every tournament page included) and every choice of every tournament page
// (each year, group, metric and view is a page of its own), at 375 px, in both themes. A wide
// table scrolls in its own box instead.
import { IFRAME_API_SRC } from "~/components/tv/youtube-iframe";
import { expect, test } from "./fixtures";

/** A sitemap's addresses as paths on this server. */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme at 375 px`, () => {
    test.use({ theme, viewport: { width: 375, height: 740 } });

    test("no page is wider than the screen: every page of the sitemap, every choice of the tournament pages", async ({
      page,
      request,
    }) => {
      // Nearly two hundred pages (every match page included), one after the other: minutes on a busy machine.
      test.setTimeout(900_000);
      const queue = sitemapPaths(await (await request.get("/sitemap.xml")).text());
      expect(queue.length).toBeGreaterThan(0);
      const seen = new Set(queue);
      // The TV's player script is left unanswered: the page keeps its server-rendered layout, and no outside host is asked.
      await page.route(IFRAME_API_SRC, () => {});
      for (let i = 0; i < queue.length; i += 1) {
        const path = queue[i]!;
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect
          .soft(overflow, `${path} is ${overflow} px wider than the screen`)
          .toBeLessThanOrEqual(0);
        // A tournament page's choices (year, group, metric, view) link to the pages they make.
        const choices = await page
          .locator('main a[href^="/gaming/"][href*="?"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
        for (const href of choices) {
          if (seen.has(href)) continue;
          seen.add(href);
          queue.push(href);
        }
      }
      expect(queue.filter((path) => path.includes("/qualifiers?")).length).toBeGreaterThan(0);
    });
  });
}
