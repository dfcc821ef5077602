import fc from "fast-check";
import { expect, test } from "vitest";
import { categoryCounts, filterPosts, monthOptions, postYears, type PostSummary } from "./filters";
import type { BlogFilter } from "./filter-url";
import { buildPostIndex, selectPosts } from "./post-index";
import { CATEGORIES, type Category } from "./schema";

const TITLES = ["AI in Games", "Cloud Computing", "Football VAR", "Quantum Bits", "Racing Review"];

function post(id: number, date: string, categories: Category[], title = `Post ${id}`): PostSummary {
  return {
    id,
    title,
    slug: `post-${id}`,
    date,
    dateLabel: date,
    categories,
    cover: `blog/post-${id}`,
    description: "A post.",
  };
}

const ids = (posts: PostSummary[]) => posts.map((item) => item.id);
const noFilter: Omit<BlogFilter, "page"> = {
  q: "",
  category: "All",
  sort: "latest",
  year: undefined,
  month: undefined,
};

function samplePosts(): PostSummary[] {
  return [
    post(3, "2024-11-02", ["Sports", "Technology"]),
    post(1, "2024-10-31", ["Technology"]),
    post(4, "2025-01-10", ["Gaming"]),
    post(2, "2024-11-01", ["Gaming"]),
    post(5, "2025-01-20", ["Technology"], "Cloud Computing"),
  ];
}

test("the index keeps every post newest id first, by slug, by category, by year and by month", () => {
  const index = buildPostIndex(samplePosts());
  expect(ids(index.latest)).toEqual([5, 4, 3, 2, 1]);
  expect(index.bySlug.get("post-3")!.id).toBe(3);
  expect(ids(index.byCategory.get("Technology")!)).toEqual([5, 3, 1]);
  expect(ids(index.byCategory.get("Sports")!)).toEqual([3]);
  expect(ids(index.byYear.get(2024)!)).toEqual([3, 2, 1]);
  expect(ids(index.byMonth.get(202411)!)).toEqual([3, 2]);
  expect(index.byMonth.has(202412)).toBe(false);
});

test("counts, years and month choices are computed once, as the filters define them", () => {
  const posts = samplePosts();
  const index = buildPostIndex(posts);
  expect(index.categories).toEqual(categoryCounts(posts));
  expect(index.years).toEqual([2025, 2024]);
  expect(index.months.get(2024)).toEqual(monthOptions(posts, 2024));
  expect(index.months.get(2025)).toEqual(monthOptions(posts, 2025));
});

test("an unfiltered list is the index's own list, not a copy", () => {
  const index = buildPostIndex(samplePosts());
  expect(selectPosts(index, noFilter)).toBe(index.latest);
});

test("Most viewed: posts with views by count, ties and the rest newest first", () => {
  const index = buildPostIndex(samplePosts());
  expect(
    ids(
      selectPosts(
        index,
        { ...noFilter, sort: "popular" },
        { "post-1": 5, "post-2": 9, "post-4": 5 },
      ),
    ),
  ).toEqual([2, 4, 1, 5, 3]);
  expect(ids(selectPosts(index, { ...noFilter, sort: "popular" }, {}))).toEqual([5, 4, 3, 2, 1]);
});

test("a year or month without posts selects nothing", () => {
  const index = buildPostIndex(samplePosts());
  expect(selectPosts(index, { ...noFilter, year: 2023 })).toEqual([]);
  expect(selectPosts(index, { ...noFilter, year: 2024, month: 12 })).toEqual([]);
});

// Any posts and any filter: the index answers exactly what filterPosts, the definition, says over every post.
const postsArbitrary = fc
  .array(
    fc.record({
      date: fc.tuple(
        fc.integer({ min: 2023, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
      ),
      categories: fc.subarray([...CATEGORIES], { minLength: 1, maxLength: 2 }),
      title: fc.constantFrom(...TITLES),
    }),
    { maxLength: 60 },
  )
  .chain((drafts) =>
    fc.shuffledSubarray(
      drafts.map(({ date: [y, m, d], categories, title }, i) =>
        post(
          i + 1,
          `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
          categories,
          `${title} ${i}`,
        ),
      ),
      { minLength: drafts.length, maxLength: drafts.length },
    ),
  );

const filterArbitrary = fc.record({
  q: fc.constantFrom("", "  ", "computing", "REVIEW", "1", "zzz"),
  category: fc.constantFrom("All" as const, ...CATEGORIES),
  sort: fc.constantFrom("latest" as const, "oldest" as const, "popular" as const),
  year: fc.option(fc.integer({ min: 2022, max: 2026 }), { nil: undefined }),
  month: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
});

test("selectPosts equals filterPosts over every post, for any posts, filter and counts", () => {
  fc.assert(
    fc.property(
      postsArbitrary,
      filterArbitrary,
      fc.dictionary(
        fc.constantFrom(...Array.from({ length: 60 }, (_, i) => `post-${i + 1}`)),
        fc.nat(5),
      ),
      (posts, raw, views) => {
        const filter = { ...raw, month: raw.year === undefined ? undefined : raw.month };
        expect(ids(selectPosts(buildPostIndex(posts), filter, views))).toEqual(
          ids(filterPosts(posts, filter, views)),
        );
      },
    ),
    { numRuns: 500 },
  );
});

test("years, month choices and category counts agree with the filters' definitions for any posts", () => {
  fc.assert(
    fc.property(postsArbitrary, (posts) => {
      const index = buildPostIndex(posts);
      expect(index.years).toEqual(postYears(posts));
      for (const year of index.years)
        expect(index.months.get(year)).toEqual(monthOptions(posts, year));
      expect(index.categories).toEqual(categoryCounts(posts));
    }),
  );
});
