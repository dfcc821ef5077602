import { MONTH_NAMES } from "~/utils/months";
import { parseIsoDate } from "./dates";
import type { BlogFilter, Sort } from "./filter-url";
import type { PostSeries } from "./reading/series";
import { CATEGORIES, type Category } from "./schema";

/** What the list, cards and feeds need of a post. */
export type PostSummary = {
  id: number;
  title: string;
  slug: string;
  date: string;
  dateLabel: string;
  categories: Category[];
  cover: string;
  description: string;
  /** Its place in a series, when it is a part of one. */
  series?: PostSeries;
};

const PAGE_SIZE = 12;
const TITLE_BREAK = 56;

const yearOf = (post: PostSummary) => parseIsoDate(post.date)!.year;
const monthOf = (post: PostSummary) => parseIsoDate(post.date)!.month;

/** The search box matches titles only: a case-insensitive substring, so a reader finds a post by any word of its title. */
export function matchesSearch(post: PostSummary, q: string): boolean {
  return post.title.toLowerCase().includes(q.trim().toLowerCase());
}

/** Posts matching search, category, year and month, sorted by id (or by views for "popular"). */
export function filterPosts(
  posts: PostSummary[],
  filter: Omit<BlogFilter, "page">,
  views: Record<string, number> = {},
): PostSummary[] {
  const matched = posts.filter(
    (post) =>
      matchesSearch(post, filter.q) &&
      (filter.category === "All" || post.categories.includes(filter.category)) &&
      (filter.year === undefined || yearOf(post) === filter.year) &&
      (filter.month === undefined || monthOf(post) === filter.month) &&
      (filter.series === undefined || post.series?.slug === filter.series),
  );
  return sortPosts(matched, filter.sort, views);
}

/** Latest/Oldest by id; Most viewed by view count, ties newest first. */
export function sortPosts(
  posts: PostSummary[],
  sort: Sort,
  views: Record<string, number> = {},
): PostSummary[] {
  if (sort === "popular")
    return [...posts].sort((a, b) => (views[b.slug] ?? 0) - (views[a.slug] ?? 0) || b.id - a.id);
  return [...posts].sort((a, b) => (sort === "latest" ? b.id - a.id : a.id - b.id));
}

/** Category choices with how many posts each holds (All counts every post). */
export function categoryCounts(posts: PostSummary[]): { value: Category | "All"; count: number }[] {
  return [
    { value: "All", count: posts.length },
    ...CATEGORIES.map((category) => ({
      value: category,
      count: posts.filter((post) => post.categories.includes(category)).length,
    })),
  ];
}

/** Every year that has a post, newest first. */
export function postYears(posts: PostSummary[]): number[] {
  return [...new Set(posts.map(yearOf))].sort((a, b) => b - a);
}

/**
 * Month choices for a year: the months that hold posts, each with its count. For 2024 only
 * October onward is offered; for other years only months up to the latest month with a post.
 */
export function monthOptions(
  posts: PostSummary[],
  year: number,
): { month: number; name: string; count: number }[] {
  const inYear = posts.filter((post) => yearOf(post) === year);
  if (inYear.length === 0) return [];
  const first = year === 2024 ? 10 : 1;
  const last = Math.max(...inYear.map(monthOf));
  const options = [];
  for (let month = first; month <= last; month += 1) {
    const count = inYear.filter((post) => monthOf(post) === month).length;
    if (count > 0) options.push({ month, name: MONTH_NAMES[month - 1]!, count });
  }
  return options;
}

/** Spec: a title over 56 characters breaks at the last space within the first 56. */
export function breakTitle(
  title: string,
  limit: number = TITLE_BREAK,
): [string] | [string, string] {
  if (title.length <= limit) return [title];
  const cut = title.lastIndexOf(" ", limit - 1);
  if (cut <= 0) return [title];
  return [title.slice(0, cut), title.slice(cut + 1)];
}

/** One page of results, with the page clamped into range. */
export function paginate<T>(items: T[], page: number, size: number = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: items.length,
  };
}

/** The 5 newest posts by descending id (Home's Latest Blogs). */
export function latestById(posts: PostSummary[], count = 5): PostSummary[] {
  return sortPosts(posts, "latest").slice(0, count);
}

/** The 5 newest posts by date (the post page's Recent Blogs); ties by id. */
export function recentByDate(posts: PostSummary[], count = 5): PostSummary[] {
  // ISO dates sort as plain strings (no locale rules needed, and 10,000 of them sort quickly).
  return [...posts]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, count);
}
