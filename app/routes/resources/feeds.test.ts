import { expect, test, vi } from "vitest";
import { loaderArgs } from "../../../tests/helpers/routes";
import { loader } from "./feeds";

const ORIGIN = "https://voltverse.example.com";
// Loaders build absolute addresses from PUBLIC_ORIGIN (read on first use, so set before any test runs).
vi.stubEnv("PUBLIC_ORIGIN", ORIGIN);
const get = (path: string) => loader(loaderArgs(path));

test("/rss.xml: RSS of the newest 20 posts (here all 18), absolute links, cacheable", async () => {
  const response = get("/rss.xml");
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml.match(/<item>/g)).toHaveLength(18);
  expect(xml).toContain(`<link>${ORIGIN}/blogs/ai-in-video-games</link>`);
  expect(xml).toContain("<title>VoltVerse - Blogs</title>");
});

test("/sitemap.xml: every page and post; Home and Blogs dated by the newest post", async () => {
  const response = get("/sitemap.xml");
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml.match(/<url>/g)).toHaveLength(9 + 18);
  expect(xml).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2025-06-20</lastmod></url>`);
  expect(xml).toContain(`<url><loc>${ORIGIN}/blogs</loc><lastmod>2025-06-20</lastmod></url>`);
  expect(xml).toContain(`<loc>${ORIGIN}/blogs/how-processors-work</loc>`);
});

test("/robots.txt: allows all, keeps /theme out, names the sitemap", async () => {
  const response = get("/robots.txt");
  expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /theme\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});
