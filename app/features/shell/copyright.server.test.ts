import { expect, test } from "vitest";
import type { ContentSnapshot } from "~/features/content/current.server";
import { parseDay, type Day } from "~/features/tournaments/model/match-date";
import { copyrightYearsOf } from "./copyright.server";

/** The parts of a snapshot the copyright years are read from. */
function snapshot({
  posts = [],
  played = [],
  rounds = [],
}: {
  posts?: string[];
  played?: number[];
  rounds?: { date: Day; result?: object }[][];
}) {
  const qualifiers = new Map(
    rounds.map((fixtures, index) => [`round ${index}`, { groups: [{ fixtures }] }]),
  );
  return {
    posts: { summaries: () => posts.map((date) => ({ date })) },
    tournaments: { ucc: { years: { fixtures: played }, qualifiers } },
  } as unknown as ContentSnapshot;
}

test("from the first to the last year of the posts' dates", () => {
  expect(copyrightYearsOf(snapshot({ posts: ["2025-06-20", "2023-01-09", "2024-10-31"] }))).toEqual(
    [2023, 2025],
  );
  expect(copyrightYearsOf(snapshot({ posts: ["2025-06-20"] }))).toEqual([2025, 2025]);
});

test("seasons count once a match is played, qualifiers by the day of a fixture with a result", () => {
  const posts = ["2024-10-31", "2025-06-20"];
  expect(copyrightYearsOf(snapshot({ posts, played: [2022, 2025] }))).toEqual([2022, 2025]);
  const rounds = [
    [
      { date: parseDay("7 Feb 2026"), result: { goals1: 2, goals2: 0 } },
      { date: parseDay("3 Mar 2027") },
    ],
  ];
  expect(copyrightYearsOf(snapshot({ posts, rounds }))).toEqual([2024, 2026]);
});

test("content with nothing dated names no years", () => {
  expect(copyrightYearsOf(snapshot({}))).toBeUndefined();
});
