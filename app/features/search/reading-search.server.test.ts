import { beforeAll, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { BodyTermCounter } from "./body-terms";
import type { SearchDoc } from "./documents";
import { searchDocuments } from "./documents.server";
import { POST_TERMS } from "./index-documents";
import { buildSearchIndex, type SearchIndex } from "./search-index.server";

// What search gives the reading features: each post's telling words (for its related posts), and
// series, found by name.
let index: SearchIndex;
beforeAll(async () => {
  const snapshot = currentContent();
  index = await buildSearchIndex(searchDocuments(snapshot), {
    readBody: (doc) => snapshot.posts.body(doc.slug!),
  });
});

test("each post's telling words are its most telling body words by tf-idf, as the index weighs them", async () => {
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
    "zebra zebra zebra lion common common filler",
    "giraffe giraffe hippo common filler filler",
    "okapi tapir common filler",
  ];
  const built = await buildSearchIndex([doc(0), doc(1), doc(2)], {
    readBody: (d) => bodies[d.id],
  });
  // Few words: every one is kept (the words every post has weigh nothing, but there is room).
  expect(new Set(built.postTerms.get("p0"))).toEqual(
    new Set(["zebra", "lion", "common", "filler"]),
  );
  // The same selection the index's body budget makes, with POST_TERMS words.
  const counter = new BodyTermCounter();
  const counted = bodies.map((body) => counter.count(body));
  for (const [at, body] of counted.entries())
    expect(new Set(built.postTerms.get(`p${at}`))).toEqual(
      new Set(counter.telling(body, POST_TERMS, new Set()).map((id) => counter.terms[id])),
    );
});

test("on the real content every post has its telling words, at most POST_TERMS", () => {
  const posts = currentContent().posts.summaries();
  expect([...index.postTerms.keys()].sort()).toEqual(posts.map((post) => post.slug).sort());
  for (const terms of index.postTerms.values()) {
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThanOrEqual(POST_TERMS);
  }
  expect(index.postTerms.get("cricket-technology-hawk-eye-and-ultraedge")).toContain("wicket");
});

test("a series is found by its name, before its parts; a part is found by its series' name too", () => {
  const series = currentContent()
    .posts.summaries()
    .flatMap((post) => post.series ?? []);
  expect(series.length).toBeGreaterThan(1);
  const { name, slug } = series[0]!;
  const hits = index.search(name).hits;
  expect(hits[0]!.doc).toMatchObject({
    kind: "series",
    title: name,
    href: `/blogs/series/${slug}`,
  });
  // Its parts are the first posts found: their series names it (other posts may use its words).
  const parts = currentContent()
    .posts.summaries()
    .filter((post) => post.series?.slug === slug)
    .map((post) => `/blogs/${post.slug}`);
  const posts = hits.filter((hit) => hit.doc.kind === "post").map((hit) => hit.doc.href);
  expect(posts.slice(0, parts.length).sort()).toEqual(parts.sort());
  expect(hits.find((hit) => hit.doc.kind === "post")!.doc.context).toMatch(
    new RegExp(`· ${name}, part \\d$`),
  );
});
