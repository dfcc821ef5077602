import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** A page route of the route table and the address a test visits for it. */
export type PageRoute = { pattern: string; url: string };

/** Feeds and other files the route table serves: not pages (no HTML, no scripts, no images). */
const NOT_PAGES = new Set(["routes/resources/feeds.ts"]);

/**
 * Addresses for the patterns that have parameters (or none of their own): one real example each,
 * the fullest of its kind (a football match with extra time and penalties).
 * A new route with a parameter fails `pageRoutes()` until it is given one here.
 */
const EXAMPLES: Record<string, string> = {
  "/blogs/:slug": "/blogs/caching-for-speed-http-headers",
  "/blogs/series/:series": "/blogs/series/web-speed-hands-on",
  "/gaming/ucc/matches/:year/:match": "/gaming/ucc/matches/2025/quarterfinal-3-juventus-v-benfica",
  "/gaming/csc/matches/:year/:match": "/gaming/csc/matches/2025/grand-final",
  "/gaming/ucc/teams/:team": "/gaming/ucc/teams/dortmund",
  "/gaming/ucc/players/:player": "/gaming/ucc/players/jonas-wetzlar",
  "/gaming/csc/teams/:team": "/gaming/csc/teams/melbourne-stars",
  "/gaming/csc/players/:player": "/gaming/csc/players/cam-hollis",
  "/*": "/no-such-page",
};

/** Every pattern of the route table (layout routes give their children's paths; index routes their parent's). */
function patterns(
  entries: readonly RouteConfigEntry[],
  parent = "",
): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.children?.length ? [] : [{ pattern: path || "/", file: entry.file }];
    return [...own, ...patterns(entry.children ?? [], path)];
  });
}

/**
 * Every page of the site, read from app/routes.ts, so a new route cannot be left out of the
 * budget, image and outside-host tests. Feeds are skipped; a pattern with a parameter or a
 * wildcard takes its example address (and throws when it has none).
 */
export function pageRoutes(): PageRoute[] {
  return patterns(routes)
    .filter((entry) => !NOT_PAGES.has(entry.file))
    .map(({ pattern }) => {
      const dynamic = /[:*]/.test(pattern);
      const url = dynamic ? EXAMPLES[pattern] : pattern;
      if (!url)
        throw new Error(
          `Route ${pattern} has no example address: add one to EXAMPLES in tests/helpers/page-routes.ts`,
        );
      return { pattern, url };
    });
}

/** The page that answers 404 (the catch-all route). */
export const NOT_FOUND_URL = EXAMPLES["/*"]!;
