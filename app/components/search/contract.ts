/**
 * The contract between the /search page (routes/search.tsx) and search-keys.enhance.ts: arrow
 * keys move between the search field and the results' links (Tab works as everywhere).
 */
export const SEARCH_KEYS = {
  behaviour: "search-keys",
  /** On each result's link. */
  result: "data-result",
} as const;
