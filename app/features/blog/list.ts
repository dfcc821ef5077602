import { blogListHref, type BlogFilter } from "./filter-url";
import { paginate } from "./filters";
import { pageWindow } from "./pagination";
import { selectPosts, type PostIndex } from "./post-index";

/**
 * The filter the list applies: a year without posts is dropped, and so is a month without posts
 * in the chosen year and a series no post names (the list then shows what the rest of the
 * filter selects, not an error).
 */
export function effectiveFilter(index: PostIndex, filter: BlogFilter): BlogFilter {
  const year = filter.year !== undefined && index.byYear.has(filter.year) ? filter.year : undefined;
  const month =
    year !== undefined && index.months.get(year)!.some((option) => option.month === filter.month)
      ? filter.month
      : undefined;
  const series =
    filter.series !== undefined && index.bySeries.has(filter.series) ? filter.series : undefined;
  return { ...filter, year, month, series };
}

/** One slot of the page links: a page (the current one marked) or a gap standing for those left out. */
export type PageLink =
  { kind: "page"; page: number; href: string; current: boolean } | { kind: "gap"; key: string };

/**
 * Everything /blogs shows for a filter: the page of posts, the category counts, the year links,
 * the month choices, and a window of page links with previous and next. `views` are the counts
 * for Most viewed; undefined when the counter is down, and the list then falls back to Latest
 * and says so.
 */
export function blogListPage(
  index: PostIndex,
  requested: BlogFilter,
  views: Record<string, number> | undefined,
) {
  const filter = effectiveFilter(index, requested);
  const popular = filter.sort === "popular";
  const viewsUnavailable = popular && !views;
  const result = paginate(
    selectPosts(index, { ...filter, sort: viewsUnavailable ? "latest" : filter.sort }, views),
    filter.page,
  );
  const href = (page: number) => blogListHref({ ...filter, page });
  const pages: PageLink[] = pageWindow(result.page, result.pageCount).map((slot, i) =>
    slot === "gap"
      ? { kind: "gap", key: `gap-${i}` }
      : { kind: "page", page: slot, href: href(slot), current: slot === result.page },
  );
  return {
    filter: { ...filter, page: result.page },
    categories: index.categories,
    series: index.series,
    years: [undefined, ...index.years].map((year) => ({
      label: year === undefined ? "All Years" : String(year),
      href: blogListHref({ ...filter, year, month: undefined, page: 1 }),
      current: year === filter.year,
    })),
    months: filter.year !== undefined ? index.months.get(filter.year)! : [],
    // Only the shown cards' counts: the page needs no others.
    views:
      popular && views
        ? Object.fromEntries(result.items.map((post) => [post.slug, views[post.slug] ?? 0]))
        : undefined,
    viewsUnavailable,
    ...result,
    pages: result.pageCount > 1 ? pages : [],
    previous: result.page > 1 ? href(result.page - 1) : undefined,
    next: result.page < result.pageCount ? href(result.page + 1) : undefined,
  };
}
