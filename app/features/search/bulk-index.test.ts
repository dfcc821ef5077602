import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import MiniSearch from "minisearch";
import { expect, test } from "vitest";
import { loadContentOrThrow } from "~/content/install.server";
import { currentContent } from "~/features/content/current.server";
import { generateContent } from "../../../tests/helpers/generated-posts";
import { BodyTermCounter } from "./body-terms";
import type { SearchDoc } from "./documents";
import { searchDocuments } from "./documents.server";
import { FIELDS } from "./index-options";
import { BODY_TERM_BUDGET, buildSearchIndex } from "./search-index.server";
import { headingsOf, termOf, termsOf, wordsOf } from "./text";

/**
 * The index the plain way, one document at a time through MiniSearch's add(): the same field
 * values and body terms as the server's build (a post's most telling body terms, less those of
 * its title, categories, summary and headings). The bulk build must give exactly this index.
 */
function addedOneByOne(
  docs: readonly SearchDoc[],
  readBody: (doc: SearchDoc) => string | undefined,
  budget = BODY_TERM_BUDGET,
) {
  const counter = new BodyTermCounter();
  const bodies = new Map<number, ReturnType<BodyTermCounter["count"]>>();
  const headings = new Map<number, string>();
  let postings = 0;
  for (const doc of docs) {
    const markdown = doc.slug === undefined ? undefined : readBody(doc);
    if (markdown === undefined) continue;
    bodies.set(doc.id, counter.count(markdown));
    headings.set(doc.id, headingsOf(markdown).join(" · "));
    postings += bodies.get(doc.id)!.ids.length;
  }
  const perBody = postings <= budget ? Infinity : Math.max(1, Math.floor(budget / bodies.size));
  const index = new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc, field) => {
      switch (field) {
        case "body": {
          const counted = bodies.get(doc.id);
          if (!counted) return [] as unknown as string;
          const known = new Set(
            termsOf(`${doc.title} ${doc.tags ?? ""} ${doc.text} ${headings.get(doc.id) ?? ""}`).map(
              (term) => counter.idOf(term),
            ),
          );
          return counter
            .telling(counted, perBody, known)
            .map((id) => counter.terms[id]) as unknown as string;
        }
        case "headings":
          return headings.get(doc.id) ?? doc.headings ?? "";
        case "context":
          return doc.searchedContext ?? doc.context;
        default:
          return (doc[field as keyof SearchDoc] ?? "") as string;
      }
    },
    stringifyField: (value) => value as string,
    tokenize: (value) => (Array.isArray(value) ? (value as string[]) : wordsOf(value)),
    processTerm: (term, field) => (field === "body" ? term : termOf(term)),
  });
  index.addAll(docs);
  return index.toJSON();
}

async function expectSameIndex(
  docs: readonly SearchDoc[],
  readBody: (doc: SearchDoc) => string | undefined,
  budget?: number,
) {
  const bulk = await buildSearchIndex(docs, { readBody, bodyTermBudget: budget });
  const plain = addedOneByOne(docs, readBody, budget);
  // Whole: every term in the tree's order, every count, field length and average field length.
  expect(bulk.serialized()).toEqual(plain);
  return { bulk, plain };
}

test("the bulk build is the index add() makes, on the site's content", async () => {
  const snapshot = currentContent();
  const readBody = (doc: SearchDoc) => snapshot.posts.body(doc.slug!);
  const docs = searchDocuments(snapshot);
  const { plain } = await expectSameIndex(docs, readBody);
  expect(plain.documentCount).toBe(docs.length);
  expect(plain.index.length).toBeGreaterThan(1000);
  // Over the body budget too, where each post keeps its most telling terms.
  await expectSameIndex(docs, readBody, 5000);
});

test("the bulk build is the index add() makes, on generated posts, odd text and missing bodies", async () => {
  const doc = (id: number, fields: Partial<SearchDoc>): SearchDoc => ({
    id,
    kind: "post",
    title: "",
    href: `/p/${id}`,
    context: "",
    text: "",
    ...fields,
  });
  const docs = [
    doc(0, {
      title: "Atlético Íñigo — the CAFÉ café",
      tags: "Gaming, Sports",
      context: "March 3, 2025 · Gaming",
      searchedContext: "March 3, 2025",
      slug: "a",
    }),
    doc(1, { title: "players Players PLAYERS played", text: "the a an of to", slug: "b" }),
    doc(2, {
      kind: "team",
      title: "Dortmund",
      context: "UCC 2025 · Group A",
      text: "2025: 6 goals · 2024: 1 goal",
    }),
    doc(3, { title: "", text: "", slug: "missing" }),
    // A post's headings are its body's, not a field of its own; a page's are its own.
    doc(4, { title: "東京 e-sports 5×3", headings: "x", slug: "c" }),
    doc(5, {
      kind: "page",
      title: "Privacy Policy",
      text: "The cookies we set",
      headings: "Cookies · Your rights",
    }),
  ];
  const bodies: Record<string, string> = {
    a: "## Café culture\n\nAtlético played [a link](https://example.com/hidden) and ```js\ncode()\n```\nplayers.",
    b: "Players, players, and more players. Played, playing: play!",
    c: "## 東京\n\nNothing but 東京 and e-sports, 5×3 = 15.",
  };
  const readBody = (d: SearchDoc) => bodies[d.slug!];
  await expectSameIndex(docs, readBody);
  await expectSameIndex(docs, readBody, 3);
  await expectSameIndex([], readBody);
});

test("the bulk build is the index add() makes, over the body budget of 300 generated posts", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-bulk-"));
  try {
    generateContent(dir, 300);
    const snapshot = loadContentOrThrow(dir);
    const readBody = (d: SearchDoc) => snapshot.posts.body(d.slug!);
    const { plain } = await expectSameIndex(searchDocuments(snapshot), readBody, 20_000);
    expect(plain.index.length).toBeGreaterThan(1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
