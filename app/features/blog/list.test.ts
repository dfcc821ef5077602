import { expect, test } from "vitest";
import { parseBlogFilter } from "./filter-url";
import type { PostSummary } from "./filters";
import { blogListPage, effectiveFilter } from "./list";
import { buildPostIndex } from "./post-index";

function post(id: number, date: string): PostSummary {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    date,
    dateLabel: date,
    categories: ["Technology"],
    cover: `blog/post-${id}`,
    description: "A post.",
  };
}

// 2024: October and December; 2025: January to March, 26 posts in all (three pages of 12).
function samplePosts() {
  const dates = [
    "2024-10-05",
    "2024-12-01",
    ...Array.from(
      { length: 24 },
      (_, i) => `2025-0${1 + (i % 3)}-${String(1 + i).padStart(2, "0")}`,
    ),
  ];
  return buildPostIndex(dates.map((date, i) => post(i + 1, date)));
}

const filter = (query: string) => parseBlogFilter(new URLSearchParams(query));

test("a year without posts is dropped, and the month with it", () => {
  expect(effectiveFilter(samplePosts(), filter("year=2023&month=1"))).toMatchObject({
    year: undefined,
    month: undefined,
  });
});

test("a month without posts in the chosen year is dropped, the year kept", () => {
  expect(effectiveFilter(samplePosts(), filter("year=2024&month=11"))).toMatchObject({
    year: 2024,
    month: undefined,
  });
  expect(effectiveFilter(samplePosts(), filter("year=2024&month=12"))).toMatchObject({
    year: 2024,
    month: 12,
  });
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
    { kind: "page", page: 1, href: "/blogs?sort=oldest", current: false },
    { kind: "page", page: 2, href: "/blogs?sort=oldest&page=2", current: false },
    { kind: "page", page: 3, href: "/blogs?sort=oldest&page=3", current: true },
  ]);
  expect(page.previous).toBe("/blogs?sort=oldest&page=2");
  expect(page.next).toBeUndefined();
  expect(page.page).toBe(3);
  expect(page.filter.page).toBe(3);
  expect(page.items.map((item) => item.id)).toEqual([25, 26]);
});

test("page links for many pages: a window around the current page, with gaps, previous and next", () => {
  const many = buildPostIndex(Array.from({ length: 10_000 }, (_, i) => post(i + 1, "2025-01-01")));
  const page = blogListPage(many, filter("category=Technology&page=400"), undefined);
  expect(page.pageCount).toBe(834);
  expect(
    page.pages.map((link) =>
      link.kind === "gap" ? "…" : link.current ? `[${link.page}]` : String(link.page),
    ),
  ).toEqual(["1", "…", "399", "[400]", "401", "…", "834"]);
  expect(page.pages[2]).toMatchObject({ href: "/blogs?category=Technology&page=399" });
  expect(page.previous).toBe("/blogs?category=Technology&page=399");
  expect(page.next).toBe("/blogs?category=Technology&page=401");
  expect(blogListPage(many, filter(""), undefined).previous).toBeUndefined();
});

test("a single page has no page links", () => {
  const page = blogListPage(samplePosts(), filter("year=2024"), undefined);
  expect(page.pages).toEqual([]);
  expect(page.previous).toBeUndefined();
  expect(page.next).toBeUndefined();
});

test("Most viewed sorts by the counts and hands them to the cards", () => {
  const views = { "post-3": 50, "post-1": 7 };
  const page = blogListPage(samplePosts(), filter("sort=popular"), views);
  expect(page.items.slice(0, 3).map((item) => item.id)).toEqual([3, 1, 26]);
  // Only the shown cards' counts are handed on.
  expect(page.views).toEqual(
    Object.fromEntries(
      page.items.map((item) => [item.slug, views[item.slug as keyof typeof views] ?? 0]),
    ),
  );
  expect(page.viewsUnavailable).toBe(false);
  expect(page.filter.sort).toBe("popular");
});

test("Most viewed with the counter down falls back to Latest, keeps the choice and says so", () => {
  const page = blogListPage(samplePosts(), filter("sort=popular"), undefined);
  expect(page.items[0]!.id).toBe(26);
  expect(page.viewsUnavailable).toBe(true);
  expect(page.views).toBeUndefined();
  expect(page.filter.sort).toBe("popular");
  expect(page.pages[1]).toMatchObject({ href: "/blogs?sort=popular&page=2" });
});

test("counts are only handed on for Most viewed", () => {
  const page = blogListPage(samplePosts(), filter("sort=latest"), { "post-1": 3 });
  expect(page.views).toBeUndefined();
  expect(page.viewsUnavailable).toBe(false);
});

test("a series filters the list to its parts, keeps the rest of the filter, and stays in every link", () => {
  const index = samplePosts();
  const inSeries = buildPostIndex(
    index.latest.map((one) =>
      one.id % 5 === 0
        ? { ...one, series: { slug: "speed", name: "Speed", part: one.id / 5 } }
        : one,
    ),
  );
  expect(inSeries.series).toEqual([{ slug: "speed", name: "Speed", count: 5 }]);
  const page = blogListPage(inSeries, filter("series=speed&year=2025"), undefined);
  expect(page.items.map((item) => item.id)).toEqual([25, 20, 15, 10, 5]);
  expect(page.filter.series).toBe("speed");
  expect(page.years.map((year) => year.href)).toEqual([
    "/blogs?series=speed",
    "/blogs?year=2025&series=speed",
    "/blogs?year=2024&series=speed",
  ]);
  // A series no post names, or a malformed one, is dropped: the whole list.
  expect(blogListPage(inSeries, filter("series=nope"), undefined)).toMatchObject({
    total: 26,
    filter: { series: undefined },
  });
  expect(filter("series=Not%20A%20Slug").series).toBeUndefined();
  expect(samplePosts().series).toEqual([]);
});
