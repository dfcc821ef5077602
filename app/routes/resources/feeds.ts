import type { Route } from "./+types/feeds";
import { allPostSummaries } from "~/features/blog/posts.server";
import { robotsTxt, rssFeed, sitemap } from "~/features/feeds/feeds";
import { getEnv } from "~/utils/env.server";
import { sharedCacheControl } from "~/utils/page-headers.server";
import { siteConfig } from "../../../site.config";

/** Public pages for the sitemap; lastmod of the static pages is their last content change. */
const PAGES = [
  { path: "/", lastmod: "latest-post" },
  { path: "/blogs", lastmod: "latest-post" },
  { path: "/services", lastmod: "2024-10-30" },
  { path: "/shop", lastmod: "2024-10-30" },
  { path: "/about", lastmod: "2024-10-30" },
  { path: "/contact", lastmod: "2024-10-30" },
  { path: "/disclaimer", lastmod: "2024-10-30" },
  { path: "/privacy-policy", lastmod: "2024-10-30" },
  { path: "/terms-and-conditions", lastmod: "2024-10-30" },
];

function respond(body: string, type: string) {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": sharedCacheControl() } });
}

/** /rss.xml, /sitemap.xml and /robots.txt (the route id tells which). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().PUBLIC_ORIGIN;
  const posts = allPostSummaries();
  const path = new URL(request.url).pathname;
  if (path === "/robots.txt") return respond(robotsTxt(origin), "text/plain");
  if (path === "/rss.xml") {
    return respond(rssFeed({ origin, title: `${siteConfig.brand} - Blogs`, description: siteConfig.tagline, posts }), "application/rss+xml");
  }
  const latest = posts.reduce((max, post) => (post.date > max ? post.date : max), "1970-01-01");
  const pages = PAGES.map((page) => ({ ...page, lastmod: page.lastmod === "latest-post" ? latest : page.lastmod }));
  return respond(sitemap({ origin, pages, posts }), "application/xml");
}
