import { data } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/search";
import { LiveFilterResults } from "~/components/live-filter/live-filter";
import { Pagination } from "~/components/live-filter/pagination";
import { SEARCH_KEYS } from "~/components/search/contract";
import {
  GroupLinks,
  ResultList,
  SearchForm,
  SearchHelp,
  Suggestion,
} from "~/components/search/search-results";
import { behaviourRoot } from "~/enhance/markup";
import type { PageHandle } from "~/features/route-table/handle";
import { parseSearchQuery, searchHref } from "~/features/search/query";
import { popularSearches, searchPage } from "~/features/search/search.server";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/**
 * The page cache keys a search by its normalised query (lower case, spaces collapsed, at most 100
 * characters), kind and page. Every query is an address, so each client's renders are rate-limited.
 */
export const handle: PageHandle = {
  query: (params) => searchHref(parseSearchQuery(params)).slice("/search".length),
  rateLimited: true,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // A client past its search rate: the page without results, saying so (shared, never kept by a browser or a CDN).
  if (context.get(requestContext).tooMany) {
    const empty = await searchPage(parseSearchQuery(new URLSearchParams()));
    return data(
      { ...empty, popular: [], tooMany: true },
      { status: 429, headers: { "Cache-Control": "no-store" } },
    );
  }
  const query = parseSearchQuery(new URL(request.url).searchParams);
  return data({
    ...(await searchPage(query)),
    popular: query.q ? [] : popularSearches(),
    tooMany: false,
  });
}

function countText(total: number, q: string, tooMany: boolean): string {
  if (tooMany)
    return "Too many searches from your network in the last minute: wait a moment, then search again.";
  if (!q) return "Type a word to search the whole site.";
  return total === 0
    ? `No results for “${q}”.`
    : `${total} ${total === 1 ? "result" : "results"} for “${q}”.`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, total, results, groups, pages, previous, next, suggestion, popular, tooMany } =
    loaderData;
  return (
    <div className="container-page py-8 md:py-12" {...behaviourRoot(SEARCH_KEYS.behaviour)}>
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Search</h1>
        <p className="mt-2 text-muted">
          Posts, tournament teams, players and matches, TV and hub videos, services and the site's
          pages.
        </p>
      </header>

      <SearchForm q={query.q} />

      <p id="search-status" role="status" className="mx-auto mt-4 max-w-3xl text-sm text-muted">
        {countText(query.group ? total : (groups[0]?.count ?? 0), query.q, tooMany)}
      </p>

      <LiveFilterResults
        id="search-results"
        aria-live="off"
        className="mx-auto mt-4 max-w-3xl space-y-6"
      >
        <GroupLinks groups={groups} />
        <Suggestion suggestion={suggestion} />
        <ResultList results={results} />
        {query.q === "" || (results.length === 0 && !suggestion) ? (
          <SearchHelp q={query.q} popular={popular} />
        ) : null}

        <Pagination pages={pages} previous={previous} next={next} />
      </LiveFilterResults>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Search",
    description:
      "Search the whole site: articles on technology, gaming and sports, tournament teams, players and matches, videos and services.",
    // Result pages are for visitors, not for search engines' own indexes.
    extra: args.location.search ? [{ name: "robots", content: "noindex, follow" }] : [],
  });

/** The same page for every visitor and query: rendered once per query, served from the page cache. */
export const headers = sharedPageHeaders;
