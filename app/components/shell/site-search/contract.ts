/**
 * The contract between <SiteSearch> and site-search.enhance.ts. Without the behaviour the
 * bar's search button is a plain link to /search; with it, the link opens a search field in a
 * popover, and "/" opens it from anywhere a field does not have focus.
 */
export const SITE_SEARCH = {
  behaviour: "site-search",
  /** The popover's id; the link names it. */
  panel: "site-search",
  /** The id of a page's own search field (on /search): "/" focuses it instead of opening the popover. */
  pageField: "search-q",
} as const;
