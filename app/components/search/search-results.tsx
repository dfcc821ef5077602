import { FilterLink, LiveFilterForm } from "~/components/live-filter/live-filter";
import { SEARCH_KEYS } from "~/components/search/contract";
import { SITE_SEARCH } from "~/components/shell/site-search/contract";
import { part } from "~/enhance/markup";
import type { Segment } from "~/features/search/highlight";
import type { SearchPage } from "~/features/search/search.server";

// The sections of the search page (/search): the form, the kinds of result, "Did you mean", the
// results, and the help shown when there is nothing to list.

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

/** The search field, which the live filter submits as the reader types. */
export function SearchForm({ q }: { q: string }) {
  return (
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
        defaultValue={q}
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
  );
}

/** A link per kind of result (posts, teams …), each with its count. */
export function GroupLinks({ groups }: { groups: SearchPage["groups"] }) {
  return groups.length > 0 ? (
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
  ) : null;
}

/** "Did you mean …": a query that finds something, when this one found nothing. */
export function Suggestion({ suggestion }: { suggestion: SearchPage["suggestion"] }) {
  return suggestion ? (
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
  ) : null;
}

/** The results, best first, each a card whose whole surface is its link. */
export function ResultList({ results }: { results: SearchPage["results"] }) {
  return results.length > 0 ? (
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
  ) : null;
}

/** How to search, and the popular searches when nothing was asked yet. */
export function SearchHelp({
  q,
  popular,
}: {
  q: string;
  popular: { text: string; href: string }[];
}) {
  return (
    <section aria-labelledby="search-help" className="surface-card p-5">
      <h2 id="search-help" className="font-bold">
        {q ? "Nothing matched" : "How to search"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Words are matched whole, by their start (“cric” finds cricket) and with a typo or two; every
        word must match. Accents do not matter.
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
  );
}
