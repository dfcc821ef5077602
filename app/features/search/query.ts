import { parseSearchGroup, type SearchGroup } from "./documents";
import { normalizeQuery } from "./text";

/** What /search shows: the normalised query, a group of results or all, a page. */
export type SearchQuery = { q: string; group: SearchGroup | undefined; page: number };

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const page = Number(params.get("page"));
  return {
    q: normalizeQuery(params.get("q")),
    group: parseSearchGroup(params.get("kind")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The one address of a search: `/search?q=…&kind=…&page=…`, defaults left out (the page cache's key). */
export function searchHref({ q, group, page }: SearchQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (group) params.set("kind", group);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}
