import { blogListHref, categoryCounts, filterPosts, monthOptions, paginate, postYears, type BlogFilter, type PostSummary } from "./filters";

/**
 * The filter the list applies: a year without posts is dropped, and so is a month without posts
 * in the chosen year (the list then shows what the rest of the filter selects, not an error).
 */
export function effectiveFilter(posts: PostSummary[], filter: BlogFilter): BlogFilter {
  const year = filter.year !== undefined && postYears(posts).includes(filter.year) ? filter.year : undefined;
  const month = year !== undefined && monthOptions(posts, year).some((option) => option.month === filter.month) ? filter.month : undefined;
  return { ...filter, year, month };
}

/**
 * Everything /blogs shows for a filter: the page of posts, the category counts, the year and
 * page links, the month choices. `views` are the counts for Most viewed; undefined when the
 * counter is down, and the list then falls back to Latest and says so.
 */
export function blogListPage(posts: PostSummary[], requested: BlogFilter, views: Record<string, number> | undefined) {
  const filter = effectiveFilter(posts, requested);
  const popular = filter.sort === "popular";
  const viewsUnavailable = popular && !views;
  const result = paginate(filterPosts(posts, { ...filter, sort: viewsUnavailable ? "latest" : filter.sort }, views), filter.page);
  return {
    filter: { ...filter, page: result.page },
    categories: categoryCounts(posts),
    years: [undefined, ...postYears(posts)].map((year) => ({
      label: year === undefined ? "All Years" : String(year),
      href: blogListHref({ ...filter, year, month: undefined, page: 1 }),
      current: year === filter.year,
    })),
    months: filter.year !== undefined ? monthOptions(posts, filter.year) : [],
    views: popular ? views : undefined,
    viewsUnavailable,
    ...result,
    pages: Array.from({ length: result.pageCount }, (_, i) => ({ page: i + 1, href: blogListHref({ ...filter, page: i + 1 }) })),
  };
}
