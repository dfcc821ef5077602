import { CATEGORIES, type Category } from "./schema";
import { isWellFormedSlug } from "./slug";

// The blog list's filter in its address: read from a query, written back as a link.

const SORTS = ["latest", "oldest", "popular"] as const;
export type Sort = (typeof SORTS)[number];

export type BlogFilter = {
  q: string;
  category: Category | "All";
  sort: Sort;
  year: number | undefined;
  month: number | undefined;
  /** A series' slug: only its parts (`?series=web-speed`). */
  series?: string;
  page: number;
};

/** Reads the filter from the URL; anything unknown falls back to its default. */
export function parseBlogFilter(params: URLSearchParams): BlogFilter {
  const category = params.get("category");
  const sort = params.get("sort");
  const year = Number(params.get("year"));
  const month = Number(params.get("month"));
  const page = Number(params.get("page"));
  const series = params.get("series") ?? "";
  const validYear = Number.isInteger(year) && year >= 1970 && year <= 9999 ? year : undefined;
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    category: CATEGORIES.includes(category as Category) ? (category as Category) : "All",
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : "latest",
    year: validYear,
    // A month only means something within a year.
    month: validYear && Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined,
    series: isWellFormedSlug(series) ? series : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The /blogs address for a filter, leaving out defaults (so links stay short and shareable). */
export function blogListHref(filter: BlogFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category !== "All") params.set("category", filter.category);
  if (filter.sort !== "latest") params.set("sort", filter.sort);
  if (filter.year !== undefined) params.set("year", String(filter.year));
  if (filter.year !== undefined && filter.month !== undefined)
    params.set("month", String(filter.month));
  if (filter.series !== undefined) params.set("series", filter.series);
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/blogs?${query}` : "/blogs";
}
