import { expect, test } from "vitest";
import {
  editDistance,
  matchedByStart,
  mergedByScore,
  namesEveryTerm,
  typosAllowed,
} from "./matching";

test("typos allowed by length: none under 4 letters, one from 4, two from 7", () => {
  expect([2, 3, 4, 6, 7, 12].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
});

test("edits between two words: a swap of neighbours is one", () => {
  expect(editDistance("madird", "madrid")).toBe(1);
  expect(editDistance("atletco", "atletico")).toBe(1);
  expect(editDistance("hitmna", "hitman")).toBe(1);
  expect(editDistance("pacman", "saman")).toBe(2);
  expect(editDistance("cookies", "cody")).toBe(5);
  expect(editDistance("", "abc")).toBe(3);
  expect(editDistance("same", "same")).toBe(0);
});

test("only the last word of a query is matched by its start, from 3 letters", () => {
  expect(matchedByStart("gam", 1, 2)).toBe(true);
  expect(matchedByStart("gam", 0, 2)).toBe(false);
  expect(matchedByStart("ga", 0, 1)).toBe(false);
});

test("a result is named by the query when each of its terms matched, itself, by its start or as a typo, in a title, tags or context", () => {
  const noTypos = () => 0;
  const named = namesEveryTerm(["grand", "final", "2025"], noTypos);
  expect(named({ grand: ["context"], final: ["context"], 2025: ["context", "text"] })).toBe(true);
  expect(named({ grand: ["title"], final: ["body"], 2025: ["context"] })).toBe(false);
  // The last word by its start: "2025" stands for "20251" too; an earlier word does not.
  expect(named({ grand: ["title"], final: ["tags"], 20251: ["context"] })).toBe(true);
  expect(named({ grandest: ["title"], final: ["tags"], 2025: ["context"] })).toBe(false);
  // A typo, where the query term may have one.
  const typo = namesEveryTerm(["madird"], (term) => (term === "madird" ? 1 : 0));
  expect(typo({ madrid: ["title"] })).toBe(true);
  expect(typo({ madrid: ["text"] })).toBe(false);
  expect(namesEveryTerm([], noTypos)({})).toBe(false);
});

test("two lists best first merge into one best first, the first list's on a tie", () => {
  const scored = (list: string, ...scores: number[]) => scores.map((score) => ({ score, list }));
  const merged = mergedByScore(scored("named", 9, 6, 6, 1), scored("other", 8, 6, 2));
  expect(merged.map(({ score, list }) => `${score} ${list}`)).toEqual([
    "9 named",
    "8 other",
    "6 named",
    "6 named",
    "6 other",
    "2 other",
    "1 named",
  ]);
  expect(mergedByScore([], scored("other", 3, 1))).toEqual(scored("other", 3, 1));
  expect(mergedByScore(scored("named", 3), [])).toEqual(scored("named", 3));
});
