import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { BodyTermCounter, kthLargest, markdownTokens } from "./body-terms";
import { random } from "../../../tests/helpers/generated-posts";
import { markdownToText, termsOf } from "./text";

/** The terms of a Markdown text the slow, obvious way: what a reader sees, then its words. */
const readerTerms = (markdown: string) => new Set(termsOf(markdownToText(markdown)));
const fastTerms = (markdown: string) =>
  new Set(markdownTokens(markdown).flatMap((token) => termsOf(token)));

test("the fast tokens give the terms of the reader's text, on every post of the site", () => {
  const { posts } = currentContent();
  const slugs = posts.summaries().map((post) => post.slug);
  expect(slugs.length).toBeGreaterThan(10);
  for (const slug of slugs) {
    const markdown = posts.body(slug)!;
    expect(fastTerms(markdown), slug).toEqual(readerTerms(markdown));
  }
});

/** Markdown a reader sees differently from how it is written, and text beyond ASCII. */
const SAMPLES = [
  "See [the **ICC** rules](https://example.com/x-rules) and ![a chart](/images/chart-one.svg).",
  "```js\nconst hidden = code();\n```\nafter the fence",
  "1. first step\n2. second step\n  10. nested\nNot 3. a list",
  "Hello <abbr title='hidden words'>HTML</abbr> tags<br/>next",
  "Atlético Íñigo e\u0301cole 東京 e-sports — 5×3 Zoë’s",
  "| a | b |\n|---|---|\n| *cell* | _other_ |",
  "Foot\u00ADball, goal\u200Bkeeper and \u200B alone, \uFEFFstart",
];

test("the fast tokens skip what a reader does not see, and keep accents, marks and scripts to fold", () => {
  const samples = SAMPLES;
  for (const sample of samples) expect(fastTerms(sample), sample).toEqual(readerTerms(sample));
  expect(fastTerms(samples[0]!)).not.toContain("https");
  expect(fastTerms(samples[1]!)).not.toContain("hidden");
  expect([...fastTerms(samples[4]!)]).toEqual(
    expect.arrayContaining(["atletico", "inigo", "ecol", "東京"]),
  );
  // An invisible character inside a word is dropped, not read as a space.
  expect([...fastTerms(samples[6]!)]).toEqual(termsOf("football, goalkeeper and alone, start"));
});

/** A body's terms and their counts, as the counter has them. */
const countedTerms = (counter: BodyTermCounter, markdown: string) => {
  const body = counter.count(markdown);
  return Object.fromEntries(Array.from(body.ids, (id, i) => [counter.terms[id], body.counts[i]]));
};
/** The same counts the plain way: the tokens of markdownTokens, then their terms. */
const tokenCounts = (markdown: string) => {
  const counts: Record<string, number> = {};
  for (const token of markdownTokens(markdown))
    for (const term of termsOf(token)) counts[term] = (counts[term] ?? 0) + 1;
  return counts;
};

test("counting scans exactly the tokens markdownTokens finds: every post, odd Markdown, random text of any script", () => {
  const { posts } = currentContent();
  const next = random(27);
  // Letters, digits, separators, Markdown marks, accents and combining marks, CJK, astral letters
  // and emoji (two code units each), lone surrogates.
  const alphabet = [
    "a",
    "Z",
    "é",
    "0",
    "7",
    " ",
    "\n",
    "-",
    ".",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    "`",
    "\u0301",
    "東",
    "𝒜",
    "🏏",
    "\ud800",
    "\udc00",
    "’",
    "1. ",
    "\u00AD",
    "\u200B",
  ];
  const randomTexts = Array.from({ length: 400 }, () =>
    Array.from(
      { length: Math.floor(next() * 200) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(""),
  );
  const texts = [
    ...posts.summaries().map((post) => posts.body(post.slug)!),
    ...SAMPLES,
    ...randomTexts,
    "",
    "word",
    "trailing word",
  ];
  const counter = new BodyTermCounter();
  for (const text of texts)
    expect(countedTerms(counter, text), JSON.stringify(text.slice(0, 60))).toEqual(
      tokenCounts(text),
    );
  // Met again, each token is found in the counter's table, not made anew: still the same counts.
  for (const text of texts) expect(countedTerms(counter, text)).toEqual(tokenCounts(text));
});

test("a counter counts each body's terms once per occurrence, and how many bodies hold each", () => {
  const counter = new BodyTermCounter();
  const first = counter.count("Players play. The player played!");
  const second = counter.count("A goalkeeper and players");
  const counts = (body: typeof first) =>
    Object.fromEntries(Array.from(body.ids, (id, i) => [counter.terms[id], body.counts[i]]));
  // "players", "player" share a stem; "play" and "played" share another; "the", "a", "and" are stop words.
  expect(counts(first)).toEqual({ player: 2, plai: 2 });
  expect(counts(second)).toEqual({ goalkeep: 1, player: 1 });
  expect(counter.bodies).toBe(2);
  expect(counter.documentFrequency[counter.terms.indexOf("player")]).toBe(2);
  expect(counter.documentFrequency[counter.terms.indexOf("goalkeep")]).toBe(1);
});

test("a body keeps its most telling terms within a limit, leaving out those indexed for it already", () => {
  const counter = new BodyTermCounter();
  const bodies = ["zebra zebra zebra lion common", "common lion", "common hippo"].map((text) =>
    counter.count(text),
  );
  const telling = (limit: number, known: string[] = []) =>
    counter
      .telling(bodies[0]!, limit, new Set(known.map((term) => counter.idOf(term))))
      .map((id) => counter.terms[id]);
  // zebra: often here, nowhere else; lion: in two bodies; common: in every body, so it tells nothing.
  expect(telling(1)).toEqual(["zebra"]);
  expect(telling(2)).toEqual(["zebra", "lion"]);
  expect(telling(10).sort()).toEqual(["common", "lion", "zebra"]);
  expect(telling(1, ["zebra", "not-a-body-term"])).toEqual(["lion"]);
  expect(telling(10, ["zebra"]).sort()).toEqual(["common", "lion"]);
});

test("the k-th largest value, ties included", () => {
  expect(kthLargest(Float64Array.from([3, 1, 2]), 1)).toBe(3);
  expect(kthLargest(Float64Array.from([3, 1, 2]), 3)).toBe(1);
  expect(kthLargest(Float64Array.from([5, 5, 5, 1]), 2)).toBe(5);
  const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1009);
  const sorted = [...values].sort((a, b) => b - a);
  for (const k of [1, 17, 500, 1000])
    expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
});
