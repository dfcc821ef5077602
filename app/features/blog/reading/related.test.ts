import { expect, test } from "vitest";
import { allPostSummaries } from "~/features/blog/posts.server";
import { postTellingTerms } from "~/features/search/search.server";
import { CATEGORY_WEIGHT, chooseRelated, RELATED_COUNT, relatedScore } from "./related";

type Fake = { slug: string; date: string; categories: string[]; terms: string[] };
const post = (slug: string, date: string, categories: string[], terms: string[]): Fake => ({
  slug,
  date,
  categories,
  terms,
});
const termsOf = (fake: Fake) => fake.terms;
const slugs = (posts: Fake[]) => posts.map((fake) => fake.slug);

test("a shared telling word counts 1, a shared category CATEGORY_WEIGHT", () => {
  const a = post("a", "2025-01-01", ["Gaming", "Technology"], ["gpu", "frame", "ray"]);
  const b = post("b", "2025-01-02", ["Technology"], ["gpu", "ray", "cloud"]);
  expect(relatedScore(a, new Set(a.terms), b, b.terms)).toBe(2 + CATEGORY_WEIGHT);
  expect(relatedScore(a, new Set(a.terms), post("c", "", ["Sports"], ["ball"]), ["ball"])).toBe(0);
});

test("the most related first: words and categories together, a post never its own, nothing unrelated", () => {
  const me = post("me", "2025-03-01", ["Technology"], ["cloud", "server", "cache", "cdn"]);
  const posts = [
    me,
    post("same-words", "2024-01-01", ["Gaming"], ["cloud", "server", "cache"]),
    post("word-and-category", "2025-02-01", ["Technology"], ["cdn", "truck"]),
    post("category-only", "2025-03-02", ["Technology"], ["goal"]),
    post("unrelated", "2025-03-01", ["Sports"], ["wicket"]),
  ];
  // 3 words (3) > a word and the category (2.5) > the category alone (1.5); the unrelated one is left out.
  expect(slugs(chooseRelated(me, posts, termsOf))).toEqual([
    "same-words",
    "word-and-category",
    "category-only",
  ]);
  expect(slugs(chooseRelated(me, posts, termsOf, 5))).not.toContain("unrelated");
});

test("between equals the nearer date, then the slug; the same choice every time", () => {
  const me = post("me", "2025-03-10", ["Gaming"], []);
  const posts = [
    post("far", "2024-03-10", ["Gaming"], []),
    post("b-near", "2025-03-12", ["Gaming"], []),
    post("a-near", "2025-03-08", ["Gaming"], []),
    me,
    post("nearest", "2025-03-11", ["Gaming"], []),
  ];
  const chosen = slugs(chooseRelated(me, posts, termsOf));
  expect(chosen).toEqual(["nearest", "a-near", "b-near"]);
  expect(slugs(chooseRelated(me, [...posts].reverse(), termsOf))).toEqual(chosen);
});

test("on the real content: three related posts each, and not the same three everywhere", async () => {
  const posts = allPostSummaries();
  const terms = await postTellingTerms();
  expect(terms.size).toBe(posts.length);
  const choices = posts.map((one) =>
    chooseRelated(one, posts, (other) => terms.get(other.slug) ?? []).map((other) => other.slug),
  );
  for (const [at, chosen] of choices.entries()) {
    expect(chosen, posts[at]!.slug).toHaveLength(RELATED_COUNT);
    expect(chosen).not.toContain(posts[at]!.slug);
  }
  // Variety: many different threes, most posts recommended somewhere, none nearly everywhere.
  expect(new Set(choices.map((chosen) => chosen.join())).size).toBeGreaterThan(posts.length * 0.8);
  const times = new Map<string, number>();
  for (const slug of choices.flat()) times.set(slug, (times.get(slug) ?? 0) + 1);
  expect(times.size).toBeGreaterThan(posts.length * 0.75);
  expect(Math.max(...times.values())).toBeLessThanOrEqual(posts.length / 3);
  // The parts of a series find each other: they share their subject's words.
  const series = posts.filter((one) => one.series);
  for (const one of series)
    expect(
      choices[posts.indexOf(one)]!.filter((slug) => series.some((s) => s.slug === slug)).length,
      one.slug,
    ).toBeGreaterThan(0);
});
