import { BodyTermCounter, type CountedBody } from "./body-terms";
import { BulkIndex, type Slices } from "./bulk-index";
import type { SearchDoc } from "./documents";
import {
  BODY,
  CONTEXT,
  FIELDS,
  HEADINGS,
  indexOptions,
  KIND_WEIGHT,
  TAGS,
  TEXT,
  TITLE,
  typoRule,
} from "./index-options";
import { headingsOf, termOf, wordsOf } from "./text";
import { IdSet } from "./typed-arrays";

/** A post's Markdown, read when the index is built (and again for its snippet). */
export type ReadBody = (doc: SearchDoc) => string | undefined;

/** Every post's body: its terms counted (and how many bodies hold each, for tf-idf), its headings. */
async function countBodies(
  docs: readonly SearchDoc[],
  readBody: ReadBody,
  counter: BodyTermCounter,
  slice: Slices,
) {
  const bodies = new Map<number, CountedBody>();
  /** Each post's headings, from its Markdown. */
  const headings = new Map<number, string>();
  let postings = 0;
  for (const doc of docs) {
    if (doc.slug === undefined) continue;
    const markdown = readBody(doc);
    if (markdown === undefined) continue;
    const counted = counter.count(markdown);
    bodies.set(doc.id, counted);
    headings.set(doc.id, headingsOf(markdown).join(" · "));
    postings += counted.ids.length;
    if (slice.due()) await slice.next();
  }
  return { bodies, headings, postings };
}

/**
 * The words of the documents' fields, into the bulk index. Each distinct word is looked up once
 * per occurrence, in one map: its place there gives its term id (-1: a stop word), how often
 * names and headings write it (to suggest it back: "Did you mean …"), and the last field it was
 * counted in. The terms of a post's title, categories, summary and headings go into `known`.
 */
function fieldWords(bulk: BulkIndex, counter: BodyTermCounter, known: IdSet) {
  const wordPlaces = new Map<string, number>();
  const wordTerms: number[] = [];
  const wordWritten: number[] = [];
  const wordSeenIn: number[] = [];
  /** The words names and headings write, in the order they first do. */
  const writtenWords: string[] = [];
  let fieldCount = 0;
  return {
    field(fieldId: number, value: string) {
      fieldCount += 1;
      let distinct = 0;
      for (const word of wordsOf(value)) {
        let place = wordPlaces.get(word);
        if (place === undefined) {
          place = wordTerms.length;
          wordPlaces.set(word, place);
          const term = termOf(word);
          wordTerms.push(term ? counter.idOf(term) : -1);
          wordWritten.push(0);
          wordSeenIn.push(0);
        }
        if (wordSeenIn[place] !== fieldCount) {
          wordSeenIn[place] = fieldCount;
          distinct += 1;
        }
        const id = wordTerms[place]!;
        if (id < 0) continue;
        bulk.term(fieldId, id);
        if (fieldId !== CONTEXT) known.add(id);
        if (fieldId !== TEXT && wordWritten[place]!++ === 0) writtenWords.push(word);
      }
      // A field's length, as MiniSearch counts it: its distinct words, stop words too.
      bulk.field(fieldId, distinct);
    },
    /** The word a reader typed most often for each term of names and headings. */
    suggestions(): Map<string, string> {
      const suggestWord = new Map<string, string>();
      const writtenCount = new Map<string, number>();
      for (const word of writtenWords) {
        const term = termOf(word)!;
        const count = wordWritten[wordPlaces.get(word)!]!;
        if (count > (writtenCount.get(term) ?? 0)) {
          suggestWord.set(term, word);
          writtenCount.set(term, count);
        }
      }
      return suggestWord;
    },
  };
}

/** The telling words kept for each post (what its related posts share): its most telling body words. */
export const POST_TERMS = 32;
const NO_TERMS: ReadonlySet<number> = new Set();

/** A post's POST_TERMS most telling body words (tf-idf), as the body budget chooses them. */
function tellingWords(counter: BodyTermCounter, counted: CountedBody): string[] {
  return counter.telling(counted, POST_TERMS, NO_TERMS).map((id) => counter.terms[id]!);
}

/**
 * The index of `docs`, in slices, and what the build learns on the way.
 * A function of its own, so that nothing of the build (its vocabulary, counts and postings) is
 * kept alive by the closures of the index it returns.
 */
export async function indexDocuments(
  docs: readonly SearchDoc[],
  readBody: ReadBody,
  bodyTermBudget: number,
  slice: Slices,
) {
  const counter = new BodyTermCounter();
  const { bodies, headings, postings } = await countBodies(docs, readBody, counter, slice);
  const perBody =
    postings <= bodyTermBudget
      ? Infinity
      : Math.max(1, Math.floor(bodyTermBudget / Math.max(1, bodies.size)));

  // Then every document's fields, into the index in bulk (the same index MiniSearch's add() makes).
  const bulk = new BulkIndex(FIELDS);
  /** The terms of a post's title, categories, summary and headings: not again in its body. */
  const known = new IdSet();
  const words = fieldWords(bulk, counter, known);
  let bodyTerms = 0;
  /** Each post's most telling words, by slug. */
  const postTerms = new Map<string, string[]>();
  for (const doc of docs) {
    bulk.document(doc.id);
    known.clear();
    words.field(TITLE, doc.title);
    words.field(TAGS, doc.tags ?? "");
    words.field(CONTEXT, doc.searchedContext ?? doc.context);
    words.field(TEXT, doc.text);
    words.field(HEADINGS, headings.get(doc.id) ?? doc.headings ?? "");
    // A post's body: its most telling terms that its title, categories, summary and headings do
    // not hold already (a word found there ranks the post higher than the body could, and indexing
    // it twice would only double the work of a search).
    const counted = bodies.get(doc.id);
    const kept = counted ? counter.telling(counted, perBody, known) : [];
    if (counted && doc.slug !== undefined) postTerms.set(doc.slug, tellingWords(counter, counted));
    bulk.field(BODY, kept.length);
    for (const id of kept) bulk.term(BODY, id);
    bodyTerms += kept.length;
    if (slice.due()) await slice.next();
  }

  /** Every term the index holds: a word found as it is typed is not also looked for as a typo. */
  const indexed = new Set(bulk.indexedTerms(counter.terms));
  const typos = typoRule(indexed);
  /** The kind weight of each document, by id. */
  const weights: number[] = [];
  for (const doc of docs) weights[doc.id] = KIND_WEIGHT[doc.kind];
  const index = await bulk.build(counter.terms, indexOptions(typos, weights), slice);
  return { index, typos, suggestWord: words.suggestions(), bodyTerms, perBody, postTerms };
}
