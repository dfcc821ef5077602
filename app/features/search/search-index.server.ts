import type MiniSearch from "minisearch";
import { SEARCH_KINDS, type SearchDoc, type SearchGroup } from "./documents";
import type { Slices } from "./bulk-index";
import { indexDocuments, type ReadBody } from "./index-documents";
import {
  editDistance,
  MAX_MATCHED,
  mergedByScore,
  NAMED_BOOST,
  namesEveryTerm,
  typosAllowed,
} from "./matching";
import { fold, normalizeQuery, termOf, wordsOf } from "./text";

/**
 * Body terms the index holds at most (one per word of a post, counted once per post). Under it,
 * every word of every post is indexed; over it (about 2,500 long posts), each post keeps its
 * most telling words (highest tf-idf), so memory and build time stay bounded as posts grow.
 * Titles, headings, summaries and categories are always indexed whole.
 */
export const BODY_TERM_BUDGET = 1_000_000;

/** How long the build works before it lets the server answer waiting requests. */
const SLICE_MS = 8;

export type BuildOptions = {
  readBody: ReadBody;
  bodyTermBudget?: number;
};

type BuildStats = {
  documents: number;
  posts: number;
  bodyTerms: number;
  bodyTermsPerPost: number | "all";
  terms: number;
  ms: number;
};

/**
 * The slices of a long build: one is `due` to end when it has worked SLICE_MS; `next` lets pending
 * I/O and requests run, then starts the next.
 */
function slices(): Slices {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= SLICE_MS,
    next: () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          started = performance.now();
          resolve();
        }),
      ),
  };
}

export type SearchHit = { doc: SearchDoc; score: number; terms: string[] };
export type SearchAnswer = { hits: SearchHit[]; counts: Record<SearchGroup, number> };

export type SearchIndex = Awaited<ReturnType<typeof buildSearchIndex>>;

/** Which documents a search may show (all by default). */
type Shown = (doc: SearchDoc) => boolean;
const EVERY_DOC: Shown = () => true;

/** What the queries read of a built index. */
type Built = {
  index: MiniSearch<SearchDoc>;
  byId: ReadonlyMap<number, SearchDoc>;
  /** The word a reader typed most often for each term of names and headings. */
  suggestWord: ReadonlyMap<string, string>;
  typos: (term: string) => number;
};

/**
 * The nearest word of names and headings to a word of the query, as the content writes it
 * (`suggestWord`), if it is close: within the typos a word of its length may have ("madird" →
 * "madrid", but not "pacman" → "saman").
 */
function nearestWord(
  { index, byId, suggestWord }: Built,
  word: string,
  shown: Shown,
): string | undefined {
  if (word.length > MAX_MATCHED) return undefined;
  const typed = termOf(word);
  let nearest: string | undefined;
  let fewest = typosAllowed(word.length) + 1;
  const seen = new Set<string>();
  for (const result of index.search(word, {
    fuzzy: (term) => (term.length >= 5 ? 2 : 1),
    prefix: false,
    combineWith: "OR",
  })) {
    if (!shown(byId.get(result.id as number)!)) continue;
    for (const term of result.terms) {
      if (seen.has(term)) continue;
      seen.add(term);
      const written = suggestWord.get(term) ?? (term === typed ? word : undefined);
      const edits = written === undefined ? Infinity : editDistance(word, written);
      if (edits < fewest) [nearest, fewest] = [written, edits];
    }
  }
  return nearest;
}

/** Every match of a query that `shown` lets through, best first, with how many of each group. */
function searchAnswer({ index, byId, typos }: Built, raw: string, shown: Shown): SearchAnswer {
  const query = normalizeQuery(raw);
  const counts: Record<SearchGroup, number> = {
    posts: 0,
    teams: 0,
    players: 0,
    matches: 0,
    videos: 0,
    services: 0,
    pages: 0,
  };
  const terms = wordsOf(query).flatMap((word) => termOf(word) ?? []);
  if (terms.length === 0) return { hits: [], counts };
  // What the query names comes before what only mentions it: a result with every word in its
  // name, categories or context line counts NAMED_BOOST times.
  const names = namesEveryTerm(terms, typos);
  const named: SearchHit[] = [];
  const others: SearchHit[] = [];
  for (const result of index.search(query)) {
    const doc = byId.get(result.id as number)!;
    if (!shown(doc)) continue;
    const hit = {
      doc,
      score: result.score,
      terms: result.terms,
    };
    if (names(result.match)) named.push({ ...hit, score: hit.score * NAMED_BOOST });
    else others.push(hit);
  }
  const hits = mergedByScore(named, others);
  for (const hit of hits) counts[SEARCH_KINDS[hit.doc.kind].group] += 1;
  return { hits, counts };
}

/**
 * Builds the search index of a set of documents with MiniSearch: English stems, accents folded,
 * prefix and typo-tolerant matching, BM25 ranking with field boosts. The work is done in slices,
 * so a server building it (at start-up, after a reload) keeps answering other requests.
 */
export async function buildSearchIndex(
  docs: readonly SearchDoc[],
  { readBody, bodyTermBudget = BODY_TERM_BUDGET }: BuildOptions,
) {
  const started = performance.now();
  const { index, typos, suggestWord, bodyTerms, perBody, postTerms } = await indexDocuments(
    docs,
    readBody,
    bodyTermBudget,
    slices(),
  );
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const stats: BuildStats = {
    documents: docs.length,
    posts: docs.filter((doc) => doc.slug !== undefined).length,
    bodyTerms,
    bodyTermsPerPost: perBody === Infinity ? "all" : perBody,
    terms: index.termCount,
    ms: Math.round(performance.now() - started),
  };

  const built: Built = { index, byId, suggestWord, typos };

  return {
    stats,
    /** Each post's most telling words (POST_TERMS of them, by tf-idf), by slug: what related posts share. */
    postTerms: postTerms as ReadonlyMap<string, readonly string[]>,
    /** The index in MiniSearch's serialised form (what its toJSON gives): to compare two builds. */
    serialized: () => index.toJSON(),
    /** Every match of a query that `shown` lets through (all by default), best first, with how many of each group. */
    search: (raw: string, shown: Shown = EVERY_DOC): SearchAnswer =>
      searchAnswer(built, raw, shown),
    /**
     * The closest query that finds something, in the words of the content ("atletco madird" →
     * "atletico madrid"), or undefined when some word has nothing close.
     */
    suggest(raw: string, shown: Shown = EVERY_DOC): string | undefined {
      const query = normalizeQuery(raw);
      const words = wordsOf(query).filter((word) => termOf(word) !== null);
      if (words.length === 0) return undefined;
      const replaced = words.map((word) => nearestWord(built, word, shown));
      if (replaced.some((word) => word === undefined)) return undefined;
      const suggestion = replaced.join(" ");
      const finds = index
        .search(suggestion)
        .some((result) => shown(byId.get(result.id as number)!));
      if (suggestion === fold(query) || !finds) return undefined;
      return suggestion;
    },
  };
}
