import { behaviourRoot } from "~/enhance/markup";
import { SearchIcon } from "~/components/shell/icons";
import { SITE_SEARCH } from "./contract";

/**
 * The bar's search: a link to /search that works before any script; site-search.enhance.ts
 * makes it open a search field under the bar (and adds the "/" shortcut).
 */
export function SiteSearch() {
  return (
    <div className="contents" {...behaviourRoot(SITE_SEARCH.behaviour)}>
      <a
        href="/search"
        className="grid size-10 place-items-center rounded-full transition-colors hover:bg-black/15"
        aria-label="Search"
        title="Search (/)"
        aria-controls={SITE_SEARCH.panel}
      >
        <SearchIcon className="size-5" />
      </a>
      {/* Under the bar; the platform hides it while closed and closes it on Escape or an outside click. */}
      <form
        id={SITE_SEARCH.panel}
        popover="auto"
        method="get"
        action="/search"
        role="search"
        aria-label="Search the site"
        className="inset-x-0 top-[calc(var(--banner-h)+var(--nav-h))] bottom-auto mx-auto mt-2 h-auto w-[min(40rem,calc(100%-2rem))] rounded-xl border border-[var(--border)] bg-[var(--surface)] p-3 text-[var(--text)] shadow-lg"
      >
        <div className="flex gap-2">
          <label htmlFor="site-search-q" className="sr-only">
            Search posts, teams, players, videos and services
          </label>
          <input
            id="site-search-q"
            type="search"
            name="q"
            maxLength={100}
            autoComplete="off"
            placeholder="Search posts, teams, players, videos…"
            className="min-w-0 flex-1 rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
          >
            Search
          </button>
        </div>
      </form>
    </div>
  );
}
