// What a page route declares about its addresses, as its `handle` (beside `island` for the TV):
// the sitemap's entries and the query the page reads. The sitemap and the page cache's keys are
// derived from these declarations and the route table, so a new page is listed and keyed by
// being declared, nowhere else. A handle ships in the route's client chunk too: it imports no
// server module and reads the content it is given.
import type { ContentSnapshot } from "~/features/content/current.server";

/** The route a handle speaks for: its full path pattern ("/blogs/:slug", "/gaming/ucc/standings") and the content now. */
export type PageOf = { path: string; content: ContentSnapshot };

/** One address in the sitemap; `lastmod` (YYYY-MM-DD) when the content dates the page. */
export type SitemapEntry = { path: string; lastmod?: string };

export type PageHandle = {
  /**
   * The route's public addresses. Left out: the route's own path, undated (a route with a
   * parameter must list its addresses, or say `false`). `false`: not in the sitemap.
   */
  sitemap?: false | ((page: PageOf) => SitemapEntry[]);
  /**
   * The query the page reads in its one canonical form ("?q=a", or "" for none): known
   * parameters only, defaults left out, a stable order. The page cache keys on it, and the page
   * is rendered from it. Left out: the page reads no query.
   */
  query?: (params: URLSearchParams, page: PageOf) => string;
  /**
   * Whether the route's params name nothing the content has: then the key of the "not found"
   * page the address shares with every such address of the route — "" when that page is the same
   * for all of them, else what it depends on (a season's year) — or undefined when they may name
   * a page. The page cache renders each such page once (features/cache/not-found.server.ts), so
   * it must show nothing of the address. Left out: every address of the route may be a page.
   */
  notFound?: (
    params: Readonly<Record<string, string | undefined>>,
    page: PageOf,
  ) => string | undefined;
  /**
   * The route has as many addresses as visitors can type (a search): each one not in the page
   * cache is a render, so a client may have SEARCH_RATE_LIMIT_PER_MINUTE of them rendered a
   * minute, then gets the route's page rendered for `tooMany` (status 429). Addresses the cache
   * holds are answered whatever the count.
   */
  rateLimited?: boolean;
  /**
   * The route's share cards (features/cards): `false` when its pages carry images of their own;
   * a function for the addresses with a card of their own beyond the sitemap's (a TV channel).
   * Left out: each of the route's sitemap addresses has a card.
   */
  cards?: false | ((page: PageOf) => string[]);
};

/** The page part of a route's `handle` (none when it declares nothing). */
export function pageHandleOf(handle: unknown): PageHandle {
  if (typeof handle !== "object" || handle === null) return {};
  const { sitemap, query, notFound, rateLimited, cards } = handle as PageHandle;
  return {
    sitemap: sitemap === false || typeof sitemap === "function" ? sitemap : undefined,
    query: typeof query === "function" ? query : undefined,
    notFound: typeof notFound === "function" ? notFound : undefined,
    rateLimited: rateLimited === true || undefined,
    cards: cards === false || typeof cards === "function" ? cards : undefined,
  };
}

/** The newest of some YYYY-MM-DD dates, or undefined for none. */
export function newest(dates: readonly (string | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>(
    (max, date) => (date !== undefined && (max === undefined || date > max) ? date : max),
    undefined,
  );
}
