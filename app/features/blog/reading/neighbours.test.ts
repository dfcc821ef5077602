import { expect, test } from "vitest";
import { neighboursByDate } from "./neighbours";

test("previous and next by date; the same day in id order; none before the first or after the last", () => {
  const at = (slug: string, date: string, id: number) => ({ slug, date, id });
  const posts = [
    at("c", "2025-02-01", 3),
    at("a", "2025-01-01", 1),
    at("b2", "2025-01-15", 4),
    at("b1", "2025-01-15", 2),
  ];
  const neighbours = neighboursByDate(posts);
  const names = (slug: string) => {
    const { previous, next } = neighbours.get(slug)!;
    return [previous?.slug, next?.slug];
  };
  expect(names("a")).toEqual([undefined, "b1"]);
  expect(names("b1")).toEqual(["a", "b2"]);
  expect(names("b2")).toEqual(["b1", "c"]);
  expect(names("c")).toEqual(["b2", undefined]);
});
