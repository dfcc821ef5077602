import { data } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/search";
import {
  FilterLink,
  LiveFilterForm,
  LiveFilterResults,
} from "~/components/live-filter/live-filter";
import { Pagination } from "~/components/live-filter/pagination";
import { SEARCH_KEYS } from "~/components/search/contract";
import { SITE_SEARCH } from "~/components/shell/site-search/contract";
import { behaviourRoot, part } from "~/enhance/markup";
import type { Segment } from "~/features/search/highlight";
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

const fieldClass =
  "min-w-0 flex-1 rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base font-normal";
const chipClass =
  "rounded-full border border-[var(--border)] px-3 py-1 text-sm font-semibold transition-colors hover:border-[var(--link)] aria-[current]:border-brand aria-[current]:bg-brand aria-[current]:text-white";

/** Text with the matched words in <mark>: React escapes every piece. */
function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text,
  );
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

      <LiveFilterForm
        id="search-form"
        action="/search"
        resultsId="search-results"
        statusId="search-status"
        aria-label="Search the site"
        className="mx-auto flex max-w-2xl gap-2 surface-card p-3"
      >
        <label htmlFor={SITE_SEARCH.pageField} className="sr-only">
          Search the site
        </label>
        <input
          id={SITE_SEARCH.pageField}
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          autoComplete="off"
          placeholder="Try a game, a player, a team…"
          className={fieldClass}
        />
        <button
          type="submit"
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          Search
        </button>
      </LiveFilterForm>

      <p id="search-status" role="status" className="mx-auto mt-4 max-w-3xl text-sm text-muted">
        {countText(query.group ? total : (groups[0]?.count ?? 0), query.q, tooMany)}
      </p>

      <LiveFilterResults
        id="search-results"
        aria-live="off"
        className="mx-auto mt-4 max-w-3xl space-y-6"
      >
        {groups.length > 0 ? (
          <nav aria-label="Kinds of result" className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <FilterLink
                key={group.label}
                href={group.href}
                aria-current={group.current ? "true" : undefined}
                className={chipClass}
              >
                {group.label} <span className="font-normal opacity-80">({group.count})</span>
              </FilterLink>
            ))}
          </nav>
        ) : null}

        {suggestion ? (
          <p className="text-lg">
            Did you mean{" "}
            <FilterLink
              href={suggestion.href}
              className="font-semibold text-[var(--link)] underline underline-offset-2"
            >
              {suggestion.text}
            </FilterLink>
            ?
          </p>
        ) : null}

        {results.length > 0 ? (
          <ol className="space-y-3" aria-label="Results">
            {results.map((result) => (
              <li key={result.href + result.context + result.title.map((s) => s.text).join("")}>
                <article className="relative surface-card p-4 transition-shadow focus-within:ring-2 focus-within:ring-[var(--focus-on-surface)] hover:shadow-md">
                  <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold tracking-wide text-muted uppercase">
                    <span className="rounded bg-[var(--surface-2)] px-2 py-0.5 text-[var(--text)]">
                      {result.kind}
                    </span>
                    <span className="normal-case">{result.context}</span>
                  </p>
                  <h2 className="mt-2 text-lg leading-snug font-bold">
                    <a
                      href={result.href}
                      {...part(SEARCH_KEYS.result)}
                      className="outline-none after:absolute after:inset-0 after:rounded-[inherit] hover:text-[var(--link)]"
                    >
                      <Marked segments={result.title} />
                    </a>
                  </h2>
                  {result.snippet.length > 0 ? (
                    <p className="mt-1 text-sm text-muted">
                      <Marked segments={result.snippet} />
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        ) : null}

        {query.q === "" || (results.length === 0 && !suggestion) ? (
          <section aria-labelledby="search-help" className="surface-card p-5">
            <h2 id="search-help" className="font-bold">
              {query.q ? "Nothing matched" : "How to search"}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Words are matched whole, by their start (“cric” finds cricket) and with a typo or two;
              every word must match. Accents do not matter.
            </p>
            {popular.length > 0 ? (
              <>
                <h3 className="mt-4 text-sm font-semibold">Popular searches</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {popular.map((item) => (
                    <li key={item.text}>
                      <FilterLink href={item.href} className={chipClass}>
                        {item.text}
                      </FilterLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
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
