import { beforeAll, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import type { SearchDoc } from "./documents";
import { searchDocuments } from "./documents.server";
import { buildSearchIndex, type SearchIndex } from "./search-index.server";

// Relevance on the site's own content: what a reader types, and what must come first.
let index: SearchIndex;
beforeAll(async () => {
  const snapshot = currentContent();
  index = await buildSearchIndex(searchDocuments(snapshot), { readBody: (doc) => snapshot.posts.body(doc.slug!) });
});

const top = (query: string, count = 1) =>
  index
    .search(query)
    .hits.slice(0, count)
    .map(({ doc }) => `${doc.kind}: ${doc.title}`);
const kinds = (query: string) => new Set(index.search(query).hits.map(({ doc }) => doc.kind));

test('"hawk-eye" finds the cricket technology post first', () => {
  expect(top("hawk-eye")).toEqual(["post: Cricket Technology Explained: Hawk-Eye, UltraEdge and the Decision Review System"]);
  expect(top("Hawk Eye")).toEqual(top("hawk-eye"));
});

test('"wetzlar" finds the player first, with his team and goals, then the matches he scored in', () => {
  const { hits } = index.search("wetzlar");
  expect(hits[0]!.doc).toMatchObject({ kind: "player", title: "Jonas Wetzlar", context: "Dortmund · UCC 2025", href: "/gaming/ucc/players/jonas-wetzlar" });
  expect(hits[0]!.doc.text).toMatch(/^\d+ goals?, \d+ assists?$/);
  expect(hits.filter((hit) => hit.doc.kind === "match").length).toBeGreaterThan(0);
  // The final he won it in is among his matches.
  expect(hits.some((hit) => hit.doc.kind === "match" && hit.doc.context.includes("Grand Final") && hit.doc.text.includes("Jonas Wetzlar"))).toBe(true);
});

test('"atletico" finds the team first, then its matches and the UCC home', () => {
  const { hits } = index.search("atletico");
  expect(hits[0]!.doc).toMatchObject({ kind: "team", title: "Atletico Madrid" });
  expect([...kinds("atletico")]).toEqual(expect.arrayContaining(["team", "match", "tournament"]));
  expect(hits.find((hit) => hit.doc.kind === "tournament")!.doc.href).toBe("/gaming/ucc");
  // Accents fold both ways: the players' names are written with them.
  expect(top("inigo barrachina")).toEqual(["player: Íñigo Barrachina"]);
});

test('"gta" finds the GTA channel, its playlists and videos, and the posts that mention it', () => {
  const found = kinds("gta");
  expect([...found]).toEqual(expect.arrayContaining(["channel", "playlist", "video", "post"]));
  expect(top("gta")).toEqual(["channel: GTA channel"]);
});

test("a typo, a prefix and a plural still find what was meant", () => {
  expect(top("forza horzon")).toEqual(["post: Forza Horizon 5 Review"]);
  expect(top("pipline").length).toBe(1);
  expect(index.search("cric").hits.length).toBeGreaterThan(0);
  expect(index.search("processors").hits.map(({ doc }) => doc.title)).toContain("How Processors Work: Inside the Brain of Your Computer");
});

test("titles rank above bodies, exact above fuzzy", () => {
  // "hitman" is the title of a post and a channel, and only in the body of others.
  const titles = index
    .search("hitman")
    .hits.slice(0, 3)
    .map(({ doc }) => doc.title.toLowerCase());
  for (const title of titles) expect(title).toContain("hitman");
});

test("every result counts in its group; the groups add up to the whole", () => {
  const { hits, counts } = index.search("atletico");
  expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(hits.length);
  expect(counts.teams).toBe(2);
});

test("no results: the nearest spelling is suggested, nothing for gibberish", () => {
  expect(index.search("atletco madird").hits).toEqual([]);
  expect(index.suggest("atletco madird")).toBe("atletico madrid");
  expect(index.suggest("zzqxv")).toBeUndefined();
  expect(index.suggest("the")).toBeUndefined();
});

test("hostile and odd queries find nothing or something, and never throw", () => {
  for (const query of ["", "!!!", "\u0000\u0001", "the of and", "x".repeat(10_000), '"a" AND -b*', "%00", "⚽🏏", "site:example.com", "*", "()[]{}"]) {
    expect(() => index.search(query)).not.toThrow();
    expect(() => index.suggest(query)).not.toThrow();
  }
  expect(index.search("the of and").hits).toEqual([]);
  expect(index.search("!!!").hits).toEqual([]);
});

test("over the body budget each post keeps its most telling words; titles stay whole", async () => {
  const doc = (id: number, title: string): SearchDoc => ({ id, kind: "post", title, href: `/p/${id}`, context: "", text: "", slug: `p${id}` });
  const bodies = ["zebra zebra lion common common filler", "giraffe hippo common filler filler", "okapi tapir common filler"];
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
