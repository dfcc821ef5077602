import { expect, test } from "vitest";
import type { SearchDoc } from "./documents";
import { buildSearchIndex } from "./search-index.server";

// The index's rules, each on a few documents made for it: suggestions, names above mentions, the
// body budget, headings, word starts and typos, categories. Relevance on the site's own content:
// search-index.server.test.ts.

test('"Did you mean" offers only a close word: not "cody" for cookies nor "saman" for pacman', async () => {
  const doc = (id: number, title: string): SearchDoc => ({
    id,
    kind: "player",
    title,
    href: `/p/${id}`,
    context: "",
    text: "",
  });
  const names = await buildSearchIndex(
    [doc(0, "Cody Brennan"), doc(1, "Saman Perera"), doc(2, "Atletico Madrid"), doc(3, "Hitman")],
    {
      readBody: () => undefined,
    },
  );
  expect(names.search("cookies").hits).toEqual([]);
  expect(names.suggest("cookies")).toBeUndefined();
  expect(names.suggest("pacman")).toBeUndefined();
  expect(names.suggest("atletco madird")).toBe("atletico madrid");
  expect(names.suggest("hitmna")).toBe("hitman");
  expect(names.suggest("brenan")).toBe("brennan");
});

test("a result whose name and context hold every word of the query ranks above one that holds some there and the rest in its text", async () => {
  const docs: SearchDoc[] = [
    {
      id: 0,
      kind: "post",
      title: "Grand Theft Auto V Review",
      href: "/review",
      context: "07 Feb, 2025",
      text: "Los Santos, ten years on.",
      slug: "review",
    },
    {
      id: 1,
      kind: "match",
      title: "Lions v Tigers",
      href: "/final",
      context: "2025 · Grand Final",
      text: "Lions won",
    },
  ];
  const small = await buildSearchIndex(docs, {
    readBody: () => "The final mission is the best of the series.",
  });
  expect(small.search("grand final 2025").hits.map((hit) => hit.doc.href)).toEqual([
    "/final",
    "/review",
  ]);
  // One word: both name it, and the fields' boosts decide as before.
  expect(small.search("grand").hits.map((hit) => hit.doc.href)).toEqual(["/review", "/final"]);
});

test("over the body budget each post keeps its most telling words; titles stay whole", async () => {
  const doc = (id: number, title: string): SearchDoc => ({
    id,
    kind: "post",
    title,
    href: `/p/${id}`,
    context: "",
    text: "",
    slug: `p${id}`,
  });
  const bodies = [
    "zebra zebra lion common common filler",
    "giraffe hippo common filler filler",
    "okapi tapir common filler",
  ];
  const docs = bodies.map((_, i) => doc(i, `Post ${i}`));
  const small = await buildSearchIndex(docs, { readBody: (d) => bodies[d.id], bodyTermBudget: 6 });
  expect(small.stats.bodyTermsPerPost).toBe(2);
  // Each post keeps its rare words, the words every post has go first.
  expect(small.search("zebra").hits.map((hit) => hit.doc.id)).toEqual([0]);
  expect(small.search("okapi").hits.map((hit) => hit.doc.id)).toEqual([2]);
  expect(small.search("tapir").hits.map((hit) => hit.doc.id)).toEqual([2]);
  expect(small.stats.bodyTerms).toBe(6);
  expect(small.search("common").hits).toEqual([]);
  expect(small.search("post").hits).toHaveLength(3);
  const full = await buildSearchIndex(docs, { readBody: (d) => bodies[d.id] });
  expect(full.stats.bodyTermsPerPost).toBe("all");
  expect(full.search("common").hits).toHaveLength(3);
});

test("a post's headings are searched whole, even when the body budget leaves their words out", async () => {
  const doc = (id: number): SearchDoc => ({
    id,
    kind: "post",
    title: `Post ${id}`,
    href: `/p/${id}`,
    context: "",
    text: "",
    slug: `p${id}`,
  });
  const bodies = [
    "## Okapi care\n\nzebra zebra zebra lion",
    "## Tapir diet\n\nhippo hippo hippo lion",
    "zebra lion",
  ];
  const docs = bodies.map((_, i) => doc(i));
  const small = await buildSearchIndex(docs, { readBody: (d) => bodies[d.id], bodyTermBudget: 3 });
  expect(small.stats.bodyTermsPerPost).toBe(1);
  expect(small.search("okapi care").hits.map((hit) => hit.doc.id)).toEqual([0]);
  expect(small.search("tapir").hits.map((hit) => hit.doc.id)).toEqual([1]);
});

test("only the last word is matched by its start; a word the index holds is not read as a typo", async () => {
  const doc = (id: number, title: string): SearchDoc => ({
    id,
    kind: "video",
    title,
    href: `/v/${id}`,
    context: "",
    text: "",
  });
  const docs = [doc(0, "Game stealth"), doc(1, "Gameplay stealth"), doc(2, "Bill"), doc(3, "Ball")];
  const index = await buildSearchIndex(docs, { readBody: () => undefined });
  const ids = (query: string) =>
    index
      .search(query)
      .hits.map((hit) => hit.doc.id)
      .sort();
  expect(ids("game stealth")).toEqual([0]);
  expect(ids("stealth game")).toEqual([0, 1]);
  expect(ids("bill")).toEqual([2]);
  // Not a word of the index: one typo away from both.
  expect(ids("bxll")).toEqual([2, 3]);
});

test("a post's categories are searched once, as categories (its context line shows them too)", async () => {
  const post: SearchDoc = {
    id: 0,
    kind: "post",
    title: "Hello",
    href: "/p",
    context: "March 3, 2025 · Technology",
    searchedContext: "March 3, 2025",
    tags: "Technology",
    text: "",
    slug: "p",
  };
  const index = await buildSearchIndex([post], { readBody: () => "Technology, and technology." });
  expect(index.search("technology").hits).toHaveLength(1);
  expect(index.search("march 2025").hits).toHaveLength(1);
  // The word counts once, in the categories: not again in the body…
  expect(index.stats.bodyTerms).toBe(0);
  // …nor in the context line, which would score it twice.
  const both = await buildSearchIndex([{ ...post, searchedContext: undefined }], {
    readBody: () => "",
  });
  expect(both.search("technology").hits[0]!.score).toBeGreaterThan(
    index.search("technology").hits[0]!.score,
  );
});
