import { expect, test, vi } from "vitest";
import { loaderArgs } from "../../../tests/helpers/routes";
import { appRouteTable, routeContext } from "../../../tests/helpers/route-table";
import { currentContent } from "~/features/content/current.server";
import { isDynamicPath } from "~/features/route-table/route-table";
import { centreAddresses } from "~/features/tournaments/centre/team.server";
import { matchPath } from "~/features/tournaments/model/addresses";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import {
  TOURNAMENT_PAGES,
  TOURNAMENTS,
  tournamentPath,
} from "~/features/tournaments/model/tournaments";
import { siteConfig } from "~/site.config";
import { loader } from "./feeds";

const ORIGIN = "https://voltverse.example.com";
// Loaders build absolute addresses from PUBLIC_ORIGIN (read on first use, so set before any test runs).
vi.stubEnv("PUBLIC_ORIGIN", ORIGIN);
const routes = await appRouteTable();
const get = (path: string) => loader({ ...loaderArgs(path), context: routeContext(routes) });

/** The sitemap's urls: address and lastmod. */
async function sitemapUrls() {
  const xml = await get("/sitemap.xml").text();
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({
      path: loc!.slice(ORIGIN.length),
      lastmod,
    }),
  );
}

test("/rss.xml: RSS of the newest posts, absolute links, cacheable", async () => {
  const response = get("/rss.xml");
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml.match(/<item>/g)).toHaveLength(
    Math.min(20, currentContent().posts.summaries().length),
  );
  expect(xml).toContain(`<link>${ORIGIN}/blogs/ai-in-video-games</link>`);
  expect(xml).toContain(`<title>${siteConfig.brand} - Blogs</title>`);
});

test("/sitemap.xml is the route table: every page route without a parameter once, every post and series, every match, team and player page, and nothing else", async () => {
  const response = get("/sitemap.xml");
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const urls = await sitemapUrls();
  const paths = urls.map((url) => url.path);
  expect(new Set(paths).size).toBe(paths.length);
  const posts = currentContent().posts.summaries();
  // From the route table itself (app/routes.ts and the modules): each page route, each post.
  const staticPages = routes.pages
    .filter((page) => !isDynamicPath(page.path))
    .map((page) => page.path);
  const centre = TOURNAMENTS.flatMap(({ id }) => [
    ...Object.values(centreAddresses(id)).flat(),
    ...tournamentEntries(currentContent().tournaments[id]).map((entry) =>
      matchPath(id, entry.year, entry.slug),
    ),
  ]);
  const series = [...new Set(posts.flatMap((post) => post.series?.slug ?? []))].map(
    (slug) => `/blogs/series/${slug}`,
  );
  expect(series.length).toBeGreaterThan(0);
  expect(paths.sort()).toEqual(
    [...staticPages, ...posts.map((post) => `/blogs/${post.slug}`), ...series, ...centre].sort(),
  );
  // A route with a parameter either lists its addresses in its handle or is no page (the catch-all).
  for (const page of routes.pages.filter((page) => isDynamicPath(page.path)))
    expect(page.handle.sitemap, page.path).toBeDefined();
  // Every address is answered by its own route, not the catch-all.
  for (const path of paths) expect(routes.match(path)?.id, path).not.toBe("routes/not-found");
});

test("the sitemap has the pages a hand list once missed: /gaming, /tv and every tournament page", async () => {
  const paths = (await sitemapUrls()).map((url) => url.path);
  const tournamentPages = TOURNAMENTS.flatMap(({ id }) =>
    TOURNAMENT_PAGES.map(({ page }) => tournamentPath(id, page)),
  );
  expect(tournamentPages).toHaveLength(TOURNAMENTS.length * TOURNAMENT_PAGES.length);
  for (const path of ["/", "/blogs", "/gaming", "/tv", "/services", "/about", ...tournamentPages])
    expect(paths, path).toContain(path);
});

test("lastmod comes from the content: posts by their day, the home and blog list by the newest post, a tournament by its latest result", async () => {
  const urls = new Map((await sitemapUrls()).map((url) => [url.path, url.lastmod]));
  const posts = currentContent().posts.summaries();
  const newest = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  expect(urls.get("/")).toBe(newest);
  expect(urls.get("/blogs")).toBe(newest);
  for (const post of posts) expect(urls.get(`/blogs/${post.slug}`)).toBe(post.date);
  for (const { id } of TOURNAMENTS) {
    const lastmod = urls.get(tournamentPath(id));
    expect(lastmod, id).toMatch(/^20\d\d-\d\d-\d\d$/);
    for (const { page } of TOURNAMENT_PAGES)
      expect(urls.get(tournamentPath(id, page))).toBe(lastmod);
  }
  for (const lastmod of urls.values())
    if (lastmod !== undefined) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("/robots.txt: allows all, keeps /theme out, names the sitemap", async () => {
  const response = get("/robots.txt");
  expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /theme\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
  );
});
