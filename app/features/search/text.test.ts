import { expect, test } from "vitest";
import {
  fold,
  headingsOf,
  markdownToText,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  termOf,
  termsOf,
  wordsOf,
} from "./text";

test("a query has one form: lower case, trimmed, spaces collapsed, control characters read as spaces", () => {
  expect(normalizeQuery("  Hawk-Eye   REVIEW ")).toBe("hawk-eye review");
  expect(normalizeQuery("a\u0000b\tc\u2028d\u2029e")).toBe("a b c d e");
  expect(normalizeQuery(null)).toBe("");
  expect(normalizeQuery("   ")).toBe("");
});

test("an invisible character inside a word (zero-width space, soft hyphen, joiner, direction mark) is dropped, not read as a space", () => {
  for (const invisible of ["\u200B", "\u00AD", "\u200D", "\u2060", "\u200E", "\uFEFF"]) {
    const name = JSON.stringify(invisible);
    expect(normalizeQuery(`foot${invisible}ball`), name).toBe("football");
    expect(wordsOf(`Foot${invisible}ball`), name).toEqual(["football"]);
  }
  expect(normalizeQuery("\u200Bfootball\u200B \u00ADcup")).toBe("football cup");
});

test("a long query is cut at 100 characters, never inside a character", () => {
  expect(normalizeQuery("x".repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
  const emoji = normalizeQuery("⚽".repeat(150));
  expect([...emoji]).toHaveLength(MAX_QUERY_LENGTH);
  expect(emoji).toBe("⚽".repeat(MAX_QUERY_LENGTH));
});

test("accents fold away, so atletico finds Atlético", () => {
  expect(fold("Atlético Íñigo")).toBe("atletico inigo");
  expect(wordsOf("Atlético Madrid's Íñigo, 2-1!")).toEqual([
    "atletico",
    "madrid",
    "s",
    "inigo",
    "2",
    "1",
  ]);
  expect(wordsOf("東京 e-sports")).toEqual(["東京", "e", "sports"]);
});

test("terms are English stems, plurals folded; stop words are dropped; numbers are kept whole", () => {
  expect(termOf("players")).toBe(termOf("player"));
  expect(termOf("processors")).toBe(termOf("processor"));
  expect(termOf("computing")).toBe(termOf("computer"));
  expect(termOf("the")).toBeNull();
  expect(termOf("2025")).toBe("2025");
  expect(termOf("ai")).toBe("ai");
  expect(termsOf("The players of the cup")).toEqual([termOf("players"), "cup"]);
});

test("Markdown becomes what a reader sees: no link targets, marks or heading signs", () => {
  const text = markdownToText(
    "## Hawk-Eye\n\nSee [the **ICC** rules](https://example.com/x) and ![a chart](/images/c.svg).\n\n| a | b |\n|---|---|\n\n```js\ncode()\n```\n",
  );
  expect(text).toContain("Hawk-Eye");
  expect(text).toContain("the ICC rules");
  expect(text).toContain("a chart");
  expect(text).not.toMatch(/https|\/images|##|\*\*|code\(\)/);
  expect(headingsOf("# One\ntext\n## Two ##\n### Three")).toEqual(["One", "Two", "Three"]);
});
