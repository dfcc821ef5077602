import type { Options } from "minisearch";
import { SEARCH_KINDS, type SearchDoc, type SearchGroup } from "./documents";
import { BodyTermCounter, type CountedBody } from "./body-terms";
import { BulkIndex, type Slices } from "./bulk-index";
import {
  editDistance,
  MAX_MATCHED,
  matchedByStart,
  mergedByScore,
  NAMED_BOOST,
  namesEveryTerm,
  typosAllowed,
} from "./matching";
import { IdSet } from "./typed-arrays";
import { fold, headingsOf, normalizeQuery, termOf, wordsOf } from "./text";

/** The fields of every document, in the index's order. */
export const FIELDS = ["title", "tags", "context", "text", "headings", "body"] as const;
type Field = (typeof FIELDS)[number];
const [TITLE, TAGS, CONTEXT, TEXT, HEADINGS, BODY] = [0, 1, 2, 3, 4, 5] as const;

/** Title and name matches first, then categories, context and headings, then the text and the body. */
const BOOST: Partial<Record<Field, number>> = {
  title: 6,
  tags: 3,
  context: 2,
  headings: 2,
  text: 1.5,
  body: 1,
};

/**
 * Body terms the index holds at most (one per word of a post, counted once per post). Under it,
 * every word of every post is indexed; over it (about 2,500 long posts), each post keeps its
 * most telling words (highest tf-idf), so memory and build time stay bounded as posts grow.
 * Titles, headings, summaries and categories are always indexed whole.
 */
export const BODY_TERM_BUDGET = 1_000_000;

/**
 * A result's weight by kind, on top of its text score: a name search ("atletico") shows the team
 * before the dozen matches that also name it, and the player before the matches he scored in.
 */
const KIND_WEIGHT: Record<SearchDoc["kind"], number> = {
  team: 1.6,
  tournament: 1.4,
  player: 1.4,
  channel: 1.3,
  playlist: 1.1,
  page: 1.2,
  post: 1,
  service: 1,
  match: 0.8,
  video: 0.9,
};

/** How long the build works before it lets the server answer waiting requests. */
const SLICE_MS = 8;

export type BuildOptions = {
  /** A post's Markdown, read when the index is built (and again for its snippet). */
  readBody: (doc: SearchDoc) => string | undefined;
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

/**
 * How many typos a query term may have: a word the index holds is taken as meant, not as a typo
 * of its neighbours; an unknown one matches words one typo away (two from 7 letters). A function
 * of its own, so that the rule the index keeps holds only the set of terms, not the build.
 */
function typoRule(indexed: ReadonlySet<string>): (term: string) => number {
  return (term) => (term.length > MAX_MATCHED || indexed.has(term) ? 0 : typosAllowed(term.length));
}

/** MiniSearch's options for the index: how queries are read and ranked; `typos`: how many a query term may have. */
function indexOptions(
  typos: (term: string) => number,
  weights: readonly number[],
): Options<SearchDoc> {
  return {
    fields: [...FIELDS],
    storeFields: [],
    searchOptions: {
      tokenize: wordsOf,
      processTerm: termOf,
      boost: BOOST,
      combineWith: "AND",
      // A word is matched by its start only when it is the query's last (the one being typed):
      // "game stealth" is the game and stealth, stealthy…, not games and gameplay too.
      // No word of the content is longer than MAX_MATCHED: a longer one is matched exactly only.
      prefix: (term, at, terms) => matchedByStart(term, at, terms.length),
      fuzzy: (term) => typos(term) || false,
      maxFuzzy: 2,
      // An exact word counts 1, a word start half, a typo less (MiniSearch's defaults rank typos above starts).
      weights: { prefix: 0.5, fuzzy: 0.3 },
      boostDocument: (id) => weights[id as number]!,
    },
  };
}

/**
 * The index of `docs`, in slices, and what the build learns on the way.
 * A function of its own, so that nothing of the build (its vocabulary, counts and postings) is
 * kept alive by the closures of the index it returns.
 */
async function indexDocuments(
  docs: readonly SearchDoc[],
  readBody: BuildOptions["readBody"],
  bodyTermBudget: number,
  slice: Slices,
) {
  // Every post's body first: its terms counted, and how many bodies hold each (for tf-idf).
  const counter = new BodyTermCounter();
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
  const perBody =
    postings <= bodyTermBudget
      ? Infinity
      : Math.max(1, Math.floor(bodyTermBudget / Math.max(1, bodies.size)));

  // Then every document's fields, into the index in bulk (the same index MiniSearch's add() makes).
  const bulk = new BulkIndex(FIELDS);
  /** The terms of a post's title, categories, summary and headings: not again in its body. */
  const known = new IdSet();
  // Each distinct word of the fields is looked up once per occurrence, in one map: its place
  // there gives its term id (-1: a stop word), how often names and headings write it (to
  // suggest it back: "Did you mean …"), and the last field it was counted in.
  const wordPlaces = new Map<string, number>();
  const wordTerms: number[] = [];
  const wordWritten: number[] = [];
  const wordSeenIn: number[] = [];
  /** The words names and headings write, in the order they first do. */
  const writtenWords: string[] = [];
  let fieldCount = 0;
  let bodyTerms = 0;
  const textField = (fieldId: number, value: string) => {
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
  };
  for (const doc of docs) {
    bulk.document(doc.id);
    known.clear();
    textField(TITLE, doc.title);
    textField(TAGS, doc.tags ?? "");
    textField(CONTEXT, doc.searchedContext ?? doc.context);
    textField(TEXT, doc.text);
    textField(HEADINGS, headings.get(doc.id) ?? doc.headings ?? "");
    // A post's body: its most telling terms that its title, categories, summary and headings do
    // not hold already (a word found there ranks the post higher than the body could, and indexing
    // it twice would only double the work of a search).
    const counted = bodies.get(doc.id);
    const kept = counted ? counter.telling(counted, perBody, known) : [];
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

  /** The word a reader typed most often for each term of names and headings. */
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
  return { index, typos, suggestWord, bodyTerms, perBody };
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
  const { index, typos, suggestWord, bodyTerms, perBody } = await indexDocuments(
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

  /**
   * The nearest word of names and headings to a word of the query, as the content writes it, if it
   * is close: within the typos a word of its length may have ("madird" → "madrid", but not
   * "pacman" → "saman").
   */
  function nearestWord(word: string, shown: (doc: SearchDoc) => boolean): string | undefined {
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

  return {
    stats,
    /** The index in MiniSearch's serialised form (what its toJSON gives): to compare two builds. */
    serialized: () => index.toJSON(),
    /** Every match of a query that `shown` lets through (all by default), best first, with how many of each group. */
    search(raw: string, shown: (doc: SearchDoc) => boolean = () => true): SearchAnswer {
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
    },
    /**
     * The closest query that finds something, in the words of the content ("atletco madird" →
     * "atletico madrid"), or undefined when some word has nothing close.
     */
    suggest(raw: string, shown: (doc: SearchDoc) => boolean = () => true): string | undefined {
      const query = normalizeQuery(raw);
      const words = wordsOf(query).filter((word) => termOf(word) !== null);
      if (words.length === 0) return undefined;
      const replaced = words.map((word) => nearestWord(word, shown));
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
