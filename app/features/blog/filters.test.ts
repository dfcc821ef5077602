import { expect, test } from "vitest";
import {
  breakTitle,
  categoryCounts,
  filterPosts,
  latestById,
  matchesSearch,
  monthOptions,
  paginate,
  postYears,
  recentByDate,
  sortPosts,
  type PostSummary,
} from "./filters";
import { parseBlogFilter, type BlogFilter } from "./filter-url";
import type { Category } from "./schema";

function post(id: number, title: string, date: string, categories: Category[]): PostSummary {
  return {
    id,
    title,
    slug: `post-${id}`,
    date,
    dateLabel: date,
    categories,
    cover: `blog/post-${id}`,
    description: "A zebra appears only in this description.",
  };
}

// Ids deliberately do not follow the dates (id 2 is older than id 1, id 6 newer than id 7).
function samplePosts(): PostSummary[] {
  return [
    post(1, "Cloud Computing Explained", "2024-10-05", ["Technology"]),
    post(2, "The Early Days of Esports", "2024-09-20", ["Gaming"]),
    post(3, "Hawk-Eye in Cricket", "2024-11-12", ["Sports", "Technology"]),
    post(4, "Forza Horizon 5 Review", "2025-01-09", ["Gaming"]),
    post(5, "Quantum Computing for Beginners", "2025-01-29", ["Technology"]),
    post(6, "VAR in Football", "2025-06-20", ["Sports"]),
    post(7, "Building a Gaming PC", "2025-03-14", ["Gaming", "Technology"]),
  ];
}

const ids = (posts: PostSummary[]) => posts.map((p) => p.id);
const noFilter: Omit<BlogFilter, "page"> = {
  q: "",
  category: "All",
  sort: "latest",
  year: undefined,
  month: undefined,
};

test("search is a case-insensitive substring of the title", () => {
  const posts = samplePosts();
  expect(ids(filterPosts(posts, { ...noFilter, q: "COMPUTING" }))).toEqual([5, 1]);
  expect(ids(filterPosts(posts, { ...noFilter, q: "hawk-eye" }))).toEqual([3]);
  expect(ids(filterPosts(posts, { ...noFilter, q: "ing pc" }))).toEqual([7]);
  expect(matchesSearch(posts[0]!, "cloud comp")).toBe(true);
});

test("search looks only at the title, not the description or slug", () => {
  const posts = samplePosts();
  expect(filterPosts(posts, { ...noFilter, q: "zebra" })).toEqual([]);
  expect(filterPosts(posts, { ...noFilter, q: "post-1" })).toEqual([]);
});

test("an empty search matches every post", () => {
  expect(filterPosts(samplePosts(), noFilter)).toHaveLength(7);
});

test("category filter keeps posts in that category, two-category posts in both", () => {
  const posts = samplePosts();
  expect(ids(filterPosts(posts, { ...noFilter, category: "Sports" }))).toEqual([6, 3]);
  expect(ids(filterPosts(posts, { ...noFilter, category: "Technology" }))).toEqual([7, 5, 3, 1]);
  expect(ids(filterPosts(posts, { ...noFilter, category: "Gaming" }))).toEqual([7, 4, 2]);
});

test("sort latest and oldest go by id, not by date", () => {
  const posts = samplePosts();
  expect(ids(sortPosts(posts, "latest"))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(ids(sortPosts(posts, "oldest"))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(ids(filterPosts(posts, { ...noFilter, sort: "oldest" }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test("sorting does not change the list it is given", () => {
  const posts = samplePosts();
  sortPosts(posts, "latest");
  expect(ids(posts)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test("year filter keeps only that year's posts", () => {
  const posts = samplePosts();
  expect(ids(filterPosts(posts, { ...noFilter, year: 2024 }))).toEqual([3, 2, 1]);
  expect(ids(filterPosts(posts, { ...noFilter, year: 2025 }))).toEqual([7, 6, 5, 4]);
  expect(filterPosts(posts, { ...noFilter, year: 2023 })).toEqual([]);
});

test("month filter keeps only that month of the year", () => {
  const posts = samplePosts();
  expect(ids(filterPosts(posts, { ...noFilter, year: 2025, month: 1 }))).toEqual([5, 4]);
  expect(ids(filterPosts(posts, { ...noFilter, year: 2024, month: 11 }))).toEqual([3]);
  expect(filterPosts(posts, { ...noFilter, year: 2025, month: 2 })).toEqual([]);
});

test("filters combine", () => {
  const posts = samplePosts();
  expect(
    ids(
      filterPosts(posts, {
        q: "in",
        category: "Technology",
        sort: "oldest",
        year: 2025,
        month: undefined,
      }),
    ),
  ).toEqual([5, 7]);
});

test("categoryCounts: All counts every post, a two-category post counts in both", () => {
  expect(categoryCounts(samplePosts())).toEqual([
    { value: "All", count: 7 },
    { value: "Technology", count: 4 },
    { value: "Gaming", count: 3 },
    { value: "Sports", count: 2 },
  ]);
});

test("postYears lists each year once, newest first", () => {
  expect(postYears(samplePosts())).toEqual([2025, 2024]);
});

test("monthOptions for 2024 starts in October", () => {
  expect(monthOptions(samplePosts(), 2024)).toEqual([
    { month: 10, name: "October", count: 1 },
    { month: 11, name: "November", count: 1 },
  ]);
});

test("monthOptions for 2025 offers the months holding posts, up to the latest", () => {
  expect(monthOptions(samplePosts(), 2025)).toEqual([
    { month: 1, name: "January", count: 2 },
    { month: 3, name: "March", count: 1 },
    { month: 6, name: "June", count: 1 },
  ]);
});

test("monthOptions for a year without posts is empty", () => {
  expect(monthOptions(samplePosts(), 2023)).toEqual([]);
});

test("breakTitle leaves a title of 56 characters or fewer alone", () => {
  const title = "A".repeat(20) + " " + "B".repeat(35);
  expect(title).toHaveLength(56);
  expect(breakTitle(title)).toEqual([title]);
  expect(breakTitle("Short title")).toEqual(["Short title"]);
});

test("breakTitle breaks a long title at the last space within the first 56 characters", () => {
  const first = "How Processors Work: Inside the Brain of Your Very";
  expect(first).toHaveLength(50);
  const title = `${first} extraordinarily`;
  expect(title.length).toBeGreaterThan(56);
  const parts = breakTitle(title);
  expect(parts).toEqual([first, "extraordinarily"]);
  expect(parts[0].length).toBeLessThanOrEqual(56);
});

test("breakTitle picks the last space, not the first", () => {
  const title = "Grid Computing vs Cloud Computing: What Is the Difference and Why It Matters";
  // "…What Is the Difference" would be 57 characters, so the break comes before "Difference".
  const parts = breakTitle(title);
  expect(parts).toEqual([
    "Grid Computing vs Cloud Computing: What Is the",
    "Difference and Why It Matters",
  ]);
  expect(parts[0].length).toBeLessThanOrEqual(56);
});

test("breakTitle leaves a long title without a space alone", () => {
  const title = "x".repeat(80);
  expect(breakTitle(title)).toEqual([title]);
});

test("paginate gives 12 per page and counts pages", () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);
  const first = paginate(items, 1);
  expect(first.items).toEqual(items.slice(0, 12));
  expect(first).toMatchObject({ page: 1, pageCount: 3, total: 30 });
  expect(paginate(items, 2).items).toEqual(items.slice(12, 24));
  expect(paginate(items, 3).items).toEqual([25, 26, 27, 28, 29, 30]);
});

test("paginate clamps the page into range", () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);
  expect(paginate(items, 9)).toMatchObject({
    page: 3,
    pageCount: 3,
    items: [25, 26, 27, 28, 29, 30],
  });
  expect(paginate(items, 0).page).toBe(1);
  expect(paginate(items, -4).items).toEqual(items.slice(0, 12));
  expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  expect(paginate(items.slice(0, 12), 2)).toMatchObject({ page: 1, pageCount: 1 });
});

test("latestById returns 5 by descending id", () => {
  expect(ids(latestById(samplePosts()))).toEqual([7, 6, 5, 4, 3]);
});

test("recentByDate returns 5 by descending date, which differs from id order", () => {
  expect(ids(recentByDate(samplePosts()))).toEqual([6, 7, 5, 4, 3]);
  expect(ids(recentByDate(samplePosts(), 7))).toEqual([6, 7, 5, 4, 3, 1, 2]);
});

test("recentByDate breaks a date tie by descending id", () => {
  const posts = [
    post(1, "One", "2025-01-01", ["Gaming"]),
    post(2, "Two", "2025-01-01", ["Gaming"]),
    post(3, "Three", "2024-01-01", ["Gaming"]),
  ];
  expect(ids(recentByDate(posts))).toEqual([2, 1, 3]);
});

test("Most viewed sorts by view count, ties newest first, unknown counts as 0", () => {
  const make = (id: number, slug: string) => ({
    id,
    slug,
    title: slug,
    date: "2025-01-01",
    dateLabel: "",
    categories: ["Gaming" as const],
    cover: "c",
    description: "d",
  });
  const posts = [make(1, "a"), make(2, "b"), make(3, "c"), make(4, "d")];
  const sorted = sortPosts(posts, "popular", { a: 10, b: 3, c: 10 });
  expect(sorted.map((post) => post.slug)).toEqual(["c", "a", "b", "d"]);
  expect(parseBlogFilter(new URLSearchParams("sort=popular")).sort).toBe("popular");
});
