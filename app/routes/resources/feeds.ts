import type { Route } from "./+types/feeds";
import { requestContext } from "~/context";
import { allPostSummaries } from "~/features/blog/posts.server";
import { currentContent } from "~/features/content/current.server";
import { robotsTxt, rssFeed, sitemap } from "~/features/feeds/feeds";
import { sitemapEntries } from "~/features/route-table/route-table";
import { getEnv } from "~/utils/env.server";
import { sharedCacheControl } from "~/utils/page-headers.server";
import { siteConfig } from "~/site.config";

function respond(body: string, type: string) {
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": sharedCacheControl() },
  });
}

/**
 * /rss.xml, /sitemap.xml and /robots.txt (the route id tells which). The sitemap is the route
 * table's pages as their handles declare them: every page with a path of its own, and a post per post.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = getEnv().PUBLIC_ORIGIN;
  const path = new URL(request.url).pathname;
  if (path === "/robots.txt") return respond(robotsTxt(origin), "text/plain");
  if (path === "/rss.xml") {
    return respond(
      rssFeed({
        origin,
        title: `${siteConfig.brand} - Blogs`,
        description: siteConfig.tagline,
        posts: allPostSummaries(),
      }),
      "application/rss+xml",
    );
  }
  const entries = sitemapEntries(context.get(requestContext).routes, currentContent());
  return respond(sitemap({ origin, entries }), "application/xml");
}
