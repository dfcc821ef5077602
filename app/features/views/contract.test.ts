import { expect, test } from "vitest";
import { readViewCount, viewsUrl } from "./contract";

test("a count is read from the API's answers, and from nothing else", () => {
  expect(readViewCount({ slug: "a-post", views: 1234, counted: true })).toBe(1234);
  expect(readViewCount({ slug: "a-post", views: 0 })).toBe(0);
  for (const body of [
    { error: "Too many requests" },
    { views: "12" },
    { views: -1 },
    { views: 1.5 },
    { views: Infinity },
    null,
    "12",
    12,
    [],
  ]) {
    expect(readViewCount(body)).toBeUndefined();
  }
});

test("a post's address is one path segment, whatever its slug holds", () => {
  expect(viewsUrl("a-post")).toBe("/api/views/a-post");
  expect(viewsUrl("a/b?c")).toBe("/api/views/a%2Fb%3Fc");
});
