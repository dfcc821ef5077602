import { beforeAll, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { searchDocuments } from "./documents.server";
import { buildSearchIndex, type SearchIndex } from "./search-index.server";

// Relevance on the site's own content: what a reader types, and what must come first.
let index: SearchIndex;
beforeAll(async () => {
  const snapshot = currentContent();
  index = await buildSearchIndex(searchDocuments(snapshot), {
    readBody: (doc) => snapshot.posts.body(doc.slug!),
  });
});

const top = (query: string, count = 1) =>
  index
    .search(query)
    .hits.slice(0, count)
    .map(({ doc }) => `${doc.kind}: ${doc.title}`);
const kinds = (query: string) => new Set(index.search(query).hits.map(({ doc }) => doc.kind));

test('"hawk-eye" finds the cricket technology post first', () => {
  expect(top("hawk-eye")).toEqual([
    "post: Cricket Technology Explained: Hawk-Eye, UltraEdge and the Decision Review System",
  ]);
  expect(top("Hawk Eye")).toEqual(top("hawk-eye"));
});

test('"wetzlar" finds the player first, with his team and goals, then the matches he scored in', () => {
  const { hits } = index.search("wetzlar");
  // One result for his one page, with both seasons he played and the one to come (no figures yet).
  expect(hits[0]!.doc).toMatchObject({
    kind: "player",
    title: "Jonas Wetzlar",
    context: "Dortmund · UCC 2026 (and 2025, 2024)",
    href: "/gaming/ucc/players/jonas-wetzlar",
  });
  expect(hits[0]!.doc.text).toMatch(
    /^2025: \d+ goals?, \d+ assists? · 2024: \d+ goals?, \d+ assists?$/,
  );
  expect(hits.filter((hit) => hit.doc.kind === "player")).toHaveLength(1);
  expect(hits.filter((hit) => hit.doc.kind === "match").length).toBeGreaterThan(0);
  // The final he won it in is among his matches.
  expect(
    hits.some(
      (hit) =>
        hit.doc.kind === "match" &&
        hit.doc.context.includes("Grand Final") &&
        hit.doc.text.includes("Jonas Wetzlar"),
    ),
  ).toBe(true);
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
  expect(index.search("processors").hits.map(({ doc }) => doc.title)).toContain(
    "How Processors Work: Inside the Brain of Your Computer",
  );
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
  expect(counts.teams).toBe(1);
});

test("a team or player of several seasons is one result, as it is one page", () => {
  for (const query of ["dortmund", "ucc", "csc", "fc"]) {
    const pages = index
      .search(query)
      .hits.filter((hit) => hit.doc.kind === "team" || hit.doc.kind === "player")
      .map((hit) => hit.doc.href);
    expect(pages.length, query).toBeGreaterThan(0);
    expect(new Set(pages).size, query).toBe(pages.length);
  }
});

const hrefs = (query: string, count: number) =>
  index
    .search(query)
    .hits.slice(0, count)
    .map(({ doc }) => doc.href);

test('"NRR" and "net run rate" find the CSC standings (its league table) and the teams\' season lines', () => {
  expect(hrefs("NRR", 1)).toEqual(["/gaming/csc/standings"]);
  for (const href of hrefs("nrr", 3))
    expect(href).toMatch(/^\/gaming\/csc\/(standings|teams\/[a-z-]+)$/);
  expect(index.search("NRR").hits.find((hit) => hit.doc.kind === "team")!.doc.text).toMatch(
    /NRR [+-]\d\.\d{3}/,
  );
  // The rules page that explains it, and the table that ranks by it.
  expect(hrefs("net run rate", 2).sort()).toEqual(["/gaming/csc/info", "/gaming/csc/standings"]);
});

test('"grand final 2025" finds the two 2025 finals first, not a review of Grand Theft Auto dated 2025', () => {
  expect(hrefs("grand final 2025", 2).sort()).toEqual([
    "/gaming/csc/matches/2025/grand-final",
    "/gaming/ucc/matches/2025/grand-final",
  ]);
  expect(hrefs("grand final 2024", 1)).toEqual(["/gaming/ucc/matches/2024/grand-final"]);
});

test('a team of a season with no matches yet is found: "Oval Invincibles"', () => {
  const csc = currentContent().tournaments.csc.seasons;
  const newest = Math.max(...csc.keys());
  expect(csc.get(newest)!.matches).toEqual([]);
  expect(csc.get(newest)!.teams.map((team) => team.name)).toContain("Oval Invincibles");
  expect(index.search("Oval Invincibles").hits[0]!.doc).toMatchObject({
    kind: "team",
    href: "/gaming/csc/teams/oval-invincibles",
    context: `CSC ${newest} · The Hundred`,
  });
});

test("the site's pages are found by name and by their text: About, Contact, the legal pages", () => {
  expect(hrefs("about", 1)).toEqual(["/about"]);
  expect(hrefs("contact", 1)).toEqual(["/contact"]);
  expect(hrefs("privacy", 1)).toEqual(["/privacy-policy"]);
  expect(hrefs("privacy policy", 1)).toEqual(["/privacy-policy"]);
  // A heading of the privacy policy.
  expect(hrefs("cookies", 1)).toEqual(["/privacy-policy"]);
  expect(hrefs("terms", 1)).toEqual(["/terms-and-conditions"]);
  expect(hrefs("disclaimer", 1)).toEqual(["/disclaimer"]);
  expect(hrefs("legal", 3).sort()).toEqual([
    "/disclaimer",
    "/privacy-policy",
    "/terms-and-conditions",
  ]);
  expect(index.search("cookies").hits[0]!.doc.kind).toBe("page");
});

test("an invisible character inside a word is dropped: foot\\u200Bball and foot\\u00ADball are football", () => {
  const football = index.search("football").hits.map(({ doc }) => doc.href);
  expect(football.length).toBeGreaterThan(0);
  expect(index.search("foot\u200Bball").hits.map(({ doc }) => doc.href)).toEqual(football);
  expect(index.search("foot\u00ADball").hits.map(({ doc }) => doc.href)).toEqual(football);
});

test("no results: the nearest spelling is suggested, nothing for gibberish", () => {
  expect(index.search("atletco madird").hits).toEqual([]);
  expect(index.suggest("atletco madird")).toBe("atletico madrid");
  expect(index.suggest("zzqxv")).toBeUndefined();
  expect(index.suggest("the")).toBeUndefined();
  // A real typo (two letters swapped) is still suggested; a word with nothing close is not.
  expect(index.search("hitmna").hits).toEqual([]);
  expect(index.suggest("hitmna")).toBe("hitman");
  expect(index.suggest("pacman")).toBeUndefined();
});

test("hostile and odd queries find nothing or something, and never throw", () => {
  for (const query of [
    "",
    "!!!",
    "\u0000\u0001",
    "the of and",
    "x".repeat(10_000),
    '"a" AND -b*',
    "%00",
    "⚽🏏",
    "site:example.com",
    "*",
    "()[]{}",
  ]) {
    expect(() => index.search(query)).not.toThrow();
    expect(() => index.suggest(query)).not.toThrow();
  }
  expect(index.search("the of and").hits).toEqual([]);
  expect(index.search("!!!").hits).toEqual([]);
});
