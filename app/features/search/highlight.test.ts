import { expect, test } from "vitest";
import { highlight, snippet } from "./highlight";
import { termOf } from "./text";

const terms = (...words: string[]) => new Set(words.map((word) => termOf(word)!));

test("the words whose terms matched are marked, in any case, accent or plural", () => {
  expect(highlight("Atlético Madrid 2-0 Players", terms("atletico", "player"))).toEqual([
    { text: "Atlético", mark: true },
    { text: " Madrid 2-0 " },
    { text: "Players", mark: true },
  ]);
  expect(highlight("Nothing here", terms("cricket"))).toEqual([{ text: "Nothing here" }]);
});

test("a snippet is cut around the matched words, at word boundaries, with ellipses where it was cut", () => {
  const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}The Hawk-Eye system tracks the ball. ${"Consectetur adipiscing elit. ".repeat(20)}`;
  const parts = snippet(text, terms("hawk", "eye"), 120);
  const joined = parts.map((part) => part.text).join("");
  expect(parts[0]).toEqual({ text: "… " });
  expect(parts.at(-1)).toEqual({ text: " …" });
  expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["Hawk", "Eye"]);
  expect(joined.length).toBeLessThanOrEqual(120 + 4);
  // Whole words only at both ends.
  expect(joined.slice(2, -2)).toMatch(/^\S.*\S$/);
  expect(text).toContain(joined.slice(2, -2));
});

test("a short text is the snippet whole; with no match it starts at the beginning", () => {
  expect(snippet("Spain, Europe", terms("spain"))).toEqual([
    { text: "Spain", mark: true },
    { text: ", Europe" },
  ]);
  expect(snippet("word ".repeat(100), terms("cricket"), 50)[0]!.text.startsWith("word")).toBe(true);
});
