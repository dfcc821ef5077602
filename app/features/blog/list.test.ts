import { expect, test } from "vitest";
import { parseBlogFilter, type PostSummary } from "./filters";
import { blogListPage, effectiveFilter } from "./list";

function post(id: number, date: string): PostSummary {
  return { id, title: `Post ${id}`, slug: `post-${id}`, date, dateLabel: date, categories: ["Technology"], cover: `blog/post-${id}`, description: "A post." };
}

// 2024: October and December; 2025: January to March, 26 posts in all (three pages of 12).
function samplePosts(): PostSummary[] {
  const dates = ["2024-10-05", "2024-12-01", ...Array.from({ length: 24 }, (_, i) => `2025-0${1 + (i % 3)}-${String(1 + i).padStart(2, "0")}`)];
  return dates.map((date, i) => post(i + 1, date));
}

const filter = (query: string) => parseBlogFilter(new URLSearchParams(query));

test("a year without posts is dropped, and the month with it", () => {
  expect(effectiveFilter(samplePosts(), filter("year=2023&month=1"))).toMatchObject({ year: undefined, month: undefined });
});

test("a month without posts in the chosen year is dropped, the year kept", () => {
  expect(effectiveFilter(samplePosts(), filter("year=2024&month=11"))).toMatchObject({ year: 2024, month: undefined });
  expect(effectiveFilter(samplePosts(), filter("year=2024&month=12"))).toMatchObject({ year: 2024, month: 12 });
});

test("the list filters by year and month and offers that year's months", () => {
  const page = blogListPage(samplePosts(), filter("year=2025&month=2"), undefined);
  expect(page.total).toBe(8);
  expect(page.items.every((item) => item.date.startsWith("2025-02"))).toBe(true);
  expect(page.months.map((option) => option.month)).toEqual([1, 2, 3]);
  expect(blogListPage(samplePosts(), filter(""), undefined).months).toEqual([]);
});

test("year links: All Years first, newest year next, the chosen one current, month and page reset", () => {
  const page = blogListPage(samplePosts(), filter("q=post&year=2024&month=10&page=1"), undefined);
  expect(page.years).toEqual([
    { label: "All Years", href: "/blogs?q=post", current: false },
    { label: "2025", href: "/blogs?q=post&year=2025", current: false },
    { label: "2024", href: "/blogs?q=post&year=2024", current: true },
  ]);
  expect(blogListPage(samplePosts(), filter(""), undefined).years[0]!.current).toBe(true);
});

test("page links keep the filter; a page past the end shows the last page", () => {
  const page = blogListPage(samplePosts(), filter("sort=oldest&page=9"), undefined);
  expect(page.pages).toEqual([
    { page: 1, href: "/blogs?sort=oldest" },
    { page: 2, href: "/blogs?sort=oldest&page=2" },
    { page: 3, href: "/blogs?sort=oldest&page=3" },
  ]);
  expect(page.page).toBe(3);
  expect(page.filter.page).toBe(3);
  expect(page.items.map((item) => item.id)).toEqual([25, 26]);
});

test("Most viewed sorts by the counts and hands them to the cards", () => {
  const views = { "post-3": 50, "post-1": 7 };
  const page = blogListPage(samplePosts(), filter("sort=popular"), views);
  expect(page.items.slice(0, 3).map((item) => item.id)).toEqual([3, 1, 26]);
  expect(page.views).toBe(views);
  expect(page.viewsUnavailable).toBe(false);
  expect(page.filter.sort).toBe("popular");
});

test("Most viewed with the counter down falls back to Latest, keeps the choice and says so", () => {
  const page = blogListPage(samplePosts(), filter("sort=popular"), undefined);
  expect(page.items[0]!.id).toBe(26);
  expect(page.viewsUnavailable).toBe(true);
  expect(page.views).toBeUndefined();
  expect(page.filter.sort).toBe("popular");
  expect(page.pages[1]!.href).toBe("/blogs?sort=popular&page=2");
});

test("counts are only handed on for Most viewed", () => {
  const page = blogListPage(samplePosts(), filter("sort=latest"), { "post-1": 3 });
  expect(page.views).toBeUndefined();
  expect(page.viewsUnavailable).toBe(false);
});
