import { expect, test } from "vitest";
import { blogListHref, parseBlogFilter, type BlogFilter } from "./filter-url";

// The blog list's filter in its address: read back from a query, written as a link.

test("parseBlogFilter gives the defaults for an empty query", () => {
  expect(parseBlogFilter(new URLSearchParams())).toEqual({
    q: "",
    category: "All",
    sort: "latest",
    year: undefined,
    month: undefined,
    page: 1,
  });
});

test("parseBlogFilter reads valid values", () => {
  expect(
    parseBlogFilter(
      new URLSearchParams("q=cloud&category=Sports&sort=oldest&year=2025&month=3&page=2"),
    ),
  ).toEqual({
    q: "cloud",
    category: "Sports",
    sort: "oldest",
    year: 2025,
    month: 3,
    page: 2,
  });
});

test("parseBlogFilter falls back for an unknown category or sort", () => {
  const filter = parseBlogFilter(new URLSearchParams("category=Cooking&sort=random"));
  expect(filter.category).toBe("All");
  expect(filter.sort).toBe("latest");
});

test("parseBlogFilter ignores a month without a year, and a bad month", () => {
  expect(parseBlogFilter(new URLSearchParams("month=3")).month).toBeUndefined();
  expect(parseBlogFilter(new URLSearchParams("year=2025&month=13")).month).toBeUndefined();
  expect(parseBlogFilter(new URLSearchParams("year=abc&month=3"))).toMatchObject({
    year: undefined,
    month: undefined,
  });
});

test("parseBlogFilter turns a bad page into 1", () => {
  for (const page of ["abc", "0", "-2", "2.5", ""]) {
    expect(parseBlogFilter(new URLSearchParams({ page })).page).toBe(1);
  }
});

test("parseBlogFilter cuts q to 100 characters", () => {
  const filter = parseBlogFilter(new URLSearchParams({ q: "a".repeat(150) }));
  expect(filter.q).toBe("a".repeat(100));
});

test("blogListHref leaves out the defaults", () => {
  expect(
    blogListHref({
      q: "",
      category: "All",
      sort: "latest",
      year: undefined,
      month: undefined,
      page: 1,
    }),
  ).toBe("/blogs");
  expect(
    blogListHref({ q: "", category: "All", sort: "latest", year: undefined, month: 4, page: 1 }),
  ).toBe("/blogs");
});

test("blogListHref orders q, category, sort, year, month, page", () => {
  expect(
    blogListHref({
      page: 2,
      month: 3,
      year: 2025,
      sort: "oldest",
      category: "Gaming",
      q: "ai cloud",
    }),
  ).toBe("/blogs?q=ai+cloud&category=Gaming&sort=oldest&year=2025&month=3&page=2");
  expect(
    blogListHref({
      q: "",
      category: "Sports",
      sort: "latest",
      year: undefined,
      month: undefined,
      page: 3,
    }),
  ).toBe("/blogs?category=Sports&page=3");
});

test("blogListHref round-trips through parseBlogFilter", () => {
  const filter: BlogFilter = {
    q: "hawk & eye",
    category: "Technology",
    sort: "oldest",
    year: 2024,
    month: 11,
    page: 2,
  };
  const href = blogListHref(filter);
  expect(parseBlogFilter(new URLSearchParams(href.split("?")[1]))).toEqual(filter);
});
