import { parseIsoDate } from "./dates";
import {
  categoryCounts,
  matchesSearch,
  monthOptions,
  postYears,
  type PostSummary,
} from "./filters";
import type { BlogFilter } from "./filter-url";
import type { Category } from "./schema";

/**
 * The posts arranged once for the list's filters, so a request picks a ready list instead of
 * scanning, date-parsing and sorting every post. Every list is newest id first.
 */
export type PostIndex = {
  latest: PostSummary[];
  bySlug: Map<string, PostSummary>;
  byCategory: Map<Category, PostSummary[]>;
  byYear: Map<number, PostSummary[]>;
  /** Keyed by year * 100 + month. */
  byMonth: Map<number, PostSummary[]>;
  /** Keyed by the series' slug. */
  bySeries: Map<string, PostSummary[]>;
  categories: ReturnType<typeof categoryCounts>;
  /** Years holding posts, newest first. */
  years: number[];
  /** Each year's month choices with their counts. */
  months: Map<number, ReturnType<typeof monthOptions>>;
  /** The series choices, by name, with their counts. */
  series: { slug: string; name: string; count: number }[];
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds the indexes from the posts (any order). */
export function buildPostIndex(posts: PostSummary[]): PostIndex {
  const latest = [...posts].sort((a, b) => b.id - a.id);
  const byCategory = new Map<Category, PostSummary[]>();
  const byYear = new Map<number, PostSummary[]>();
  const byMonth = new Map<number, PostSummary[]>();
  const bySeries = new Map<string, PostSummary[]>();
  for (const post of latest) {
    const { year, month } = parseIsoDate(post.date)!;
    for (const category of post.categories) push(byCategory, category, post);
    push(byYear, year, post);
    push(byMonth, year * 100 + month, post);
    if (post.series) push(bySeries, post.series.slug, post);
  }
  const years = postYears(latest);
  return {
    latest,
    bySlug: new Map(latest.map((post) => [post.slug, post])),
    byCategory,
    byYear,
    byMonth,
    bySeries,
    categories: categoryCounts(latest),
    years,
    months: new Map(years.map((year) => [year, monthOptions(byYear.get(year)!, year)])),
    series: [...bySeries]
      .map(([slug, posts]) => ({ slug, name: posts[0]!.series!.name, count: posts.length }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The posts a filter selects, in its order: the same answer as filterPosts over every post,
 * from the narrowest prebuilt list. Most viewed sorts only the posts that have views; the rest
 * keep their newest-first order behind them.
 */
export function selectPosts(
  index: PostIndex,
  filter: Omit<BlogFilter, "page">,
  views: Record<string, number> = {},
): PostSummary[] {
  const byDate =
    filter.year === undefined
      ? undefined
      : filter.month === undefined
        ? index.byYear.get(filter.year)
        : index.byMonth.get(filter.year * 100 + filter.month);
  if (filter.year !== undefined && !byDate) return [];
  const bySeries =
    filter.series === undefined ? undefined : (index.bySeries.get(filter.series) ?? []);
  // A series' or a year's (or month's) list is short: check the rest on it; otherwise start from the category's.
  let posts =
    bySeries ??
    byDate ??
    (filter.category === "All" ? index.latest : (index.byCategory.get(filter.category) ?? []));
  if (bySeries && byDate) {
    const inDate = new Set(byDate);
    posts = posts.filter((post) => inDate.has(post));
  }
  if ((bySeries || byDate) && filter.category !== "All") {
    const category = filter.category;
    posts = posts.filter((post) => post.categories.includes(category));
  }
  if (filter.q.trim()) posts = posts.filter((post) => matchesSearch(post, filter.q));
  if (filter.sort === "oldest") return [...posts].reverse();
  if (filter.sort !== "popular") return posts;
  // A Map: looking 10,000 slugs up in an object with a few hundred keys costs 20 times more.
  const counts = new Map(Object.entries(views).filter(([, count]) => count > 0));
  const viewed = posts
    .filter((post) => counts.has(post.slug))
    .sort((a, b) => counts.get(b.slug)! - counts.get(a.slug)! || b.id - a.id);
  return viewed.length === 0
    ? posts
    : [...viewed, ...posts.filter((post) => !counts.has(post.slug))];
}
