import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { BodyTermCounter, kthLargest, markdownTokens } from "./body-terms";
import { markdownToText, termsOf } from "./text";

/** The terms of a Markdown text the slow, obvious way: what a reader sees, then its words. */
const readerTerms = (markdown: string) => new Set(termsOf(markdownToText(markdown)));
const fastTerms = (markdown: string) => new Set(markdownTokens(markdown).flatMap((token) => termsOf(token)));

test("the fast tokens give the terms of the reader's text, on every post of the site", () => {
  const { posts } = currentContent();
  const slugs = posts.summaries().map((post) => post.slug);
  expect(slugs.length).toBeGreaterThan(10);
  for (const slug of slugs) {
    const markdown = posts.body(slug)!;
    expect(fastTerms(markdown), slug).toEqual(readerTerms(markdown));
  }
});

test("the fast tokens skip what a reader does not see, and keep accents, marks and scripts to fold", () => {
  const samples = [
    "See [the **ICC** rules](https://example.com/x-rules) and ![a chart](/images/chart-one.svg).",
    "```js\nconst hidden = code();\n```\nafter the fence",
    "1. first step\n2. second step\n  10. nested\nNot 3. a list",
    "Hello <abbr title='hidden words'>HTML</abbr> tags<br/>next",
    "Atlético Íñigo e\u0301cole 東京 e-sports — 5×3 Zoë’s",
    "| a | b |\n|---|---|\n| *cell* | _other_ |",
  ];
  for (const sample of samples) expect(fastTerms(sample), sample).toEqual(readerTerms(sample));
  expect(fastTerms(samples[0]!)).not.toContain("https");
  expect(fastTerms(samples[1]!)).not.toContain("hidden");
  expect([...fastTerms(samples[4]!)]).toEqual(expect.arrayContaining(["atletico", "inigo", "ecol", "東京"]));
});

test("a counter counts each body's terms once per occurrence, and how many bodies hold each", () => {
  const counter = new BodyTermCounter();
  const first = counter.count("Players play. The player played!");
  const second = counter.count("A goalkeeper and players");
  const counts = (body: typeof first) => Object.fromEntries(Array.from(body.ids, (id, i) => [counter.terms[id], body.counts[i]]));
  // "players", "player" share a stem; "play" and "played" share another; "the", "a", "and" are stop words.
  expect(counts(first)).toEqual({ player: 2, plai: 2 });
  expect(counts(second)).toEqual({ goalkeep: 1, player: 1 });
  expect(counter.bodies).toBe(2);
  expect(counter.documentFrequency[counter.terms.indexOf("player")]).toBe(2);
  expect(counter.documentFrequency[counter.terms.indexOf("goalkeep")]).toBe(1);
});

test("a body keeps its most telling terms within a limit, leaving out those indexed for it already", () => {
  const counter = new BodyTermCounter();
  const bodies = ["zebra zebra zebra lion common", "common lion", "common hippo"].map((text) => counter.count(text));
  // zebra: often here, nowhere else; lion: in two bodies; common: in every body, so it tells nothing.
  expect(counter.telling(bodies[0]!, 1, new Set())).toEqual(["zebra"]);
  expect(counter.telling(bodies[0]!, 2, new Set())).toEqual(["zebra", "lion"]);
  expect(counter.telling(bodies[0]!, 10, new Set()).sort()).toEqual(["common", "lion", "zebra"]);
  expect(counter.telling(bodies[0]!, 1, counter.idsOf(["zebra", "not-a-body-term"]))).toEqual(["lion"]);
});

test("the k-th largest value, ties included", () => {
  expect(kthLargest(Float64Array.from([3, 1, 2]), 1)).toBe(3);
  expect(kthLargest(Float64Array.from([3, 1, 2]), 3)).toBe(1);
  expect(kthLargest(Float64Array.from([5, 5, 5, 1]), 2)).toBe(5);
  const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1009);
  const sorted = [...values].sort((a, b) => b - a);
  for (const k of [1, 17, 500, 1000]) expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
});
