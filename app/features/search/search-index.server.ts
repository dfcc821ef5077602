import MiniSearch, { type SearchResult } from "minisearch";
import { SEARCH_KINDS, type SearchDoc, type SearchGroup } from "./documents";
import { BodyTermCounter, type CountedBody } from "./body-terms";
import { fold, headingsOf, normalizeQuery, termOf, termsOf, wordsOf } from "./text";

const FIELDS = ["title", "tags", "context", "text", "headings", "body"] as const;
type Field = (typeof FIELDS)[number];

/** Title and name matches first, then categories, context and headings, then the text and the body. */
const BOOST: Partial<Record<Field, number>> = { title: 6, tags: 3, context: 2, headings: 2, text: 1.5, body: 1 };

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
  post: 1,
  service: 1,
  match: 0.8,
  video: 0.9,
};

/** The longest word matched by its start or with typos (longer words are matched exactly). */
const MAX_MATCHED = 30;

/** How long the build works before it lets the server answer waiting requests. */
const SLICE_MS = 8;

export type BuildOptions = {
  /** A post's Markdown, read when the index is built (and again for its snippet). */
  readBody: (doc: SearchDoc) => string | undefined;
  bodyTermBudget?: number;
};

export type BuildStats = { documents: number; posts: number; bodyTerms: number; bodyTermsPerPost: number | "all"; terms: number; ms: number };

/** Lets pending I/O and requests run between slices of a long build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export type SearchHit = { doc: SearchDoc; score: number; terms: string[] };
export type SearchAnswer = { hits: SearchHit[]; counts: Record<SearchGroup, number> };

export type SearchIndex = Awaited<ReturnType<typeof buildSearchIndex>>;

/**
 * Builds the search index of a set of documents with MiniSearch: English stems, accents folded,
 * prefix and typo-tolerant matching, BM25 ranking with field boosts. The work is done in slices,
 * so a server building it (at start-up, after a reload) keeps answering other requests.
 */
export async function buildSearchIndex(docs: readonly SearchDoc[], { readBody, bodyTermBudget = BODY_TERM_BUDGET }: BuildOptions) {
  const started = performance.now();
  let sliceStarted = performance.now();
  const maybeBreathe = async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await breathe();
    sliceStarted = performance.now();
  };

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
    await maybeBreathe();
  }
  const perBody = postings <= bodyTermBudget ? Infinity : Math.max(1, Math.floor(bodyTermBudget / Math.max(1, bodies.size)));
  let keptBodyTerms = 0;
  /**
   * A post's body terms, handed to the index when it reaches that post: those its title,
   * categories, summary and headings do not hold already (a word found there ranks the post
   * higher than the body could, and indexing it twice would only double the work of a search).
   */
  const bodyTermsOf = (doc: SearchDoc) => {
    const counted = bodies.get(doc.id);
    if (!counted) return [];
    const known = counter.idsOf(termsOf(`${doc.title} ${doc.tags ?? ""} ${doc.text} ${headings.get(doc.id) ?? ""}`));
    const kept = counter.telling(counted, perBody, known);
    keptBodyTerms += kept.length;
    for (const term of kept) indexed.add(term);
    return kept;
  };

  /** Every term the index holds: a word found as it is typed is not also looked for as a typo. */
  const indexed = new Set<string>();
  /** The kind weight of each document, by id. */
  const weights: number[] = [];
  /** The word a reader typed for each term of names and headings, to suggest it back ("Did you mean …"). */
  const spelled = new Map<string, Map<string, number>>();
  const index = new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc, field) => {
      switch (field) {
        case "body":
          return bodyTermsOf(doc) as unknown as string;
        case "headings":
          return headings.get(doc.id) ?? "";
        case "context":
          return doc.searchedContext ?? doc.context;
        default:
          return (doc[field as keyof SearchDoc] ?? "") as string;
      }
    },
    // Body terms arrive as a list of terms, kept as it is; every other field is text.
    stringifyField: (value) => value as string,
    tokenize: (value) => (Array.isArray(value) ? (value as string[]) : wordsOf(value)),
    processTerm: (term, field) => {
      if (field === "body") return term;
      const stem = termOf(term);
      if (stem) indexed.add(stem);
      if (stem && field !== "text") {
        const words = spelled.get(stem) ?? spelled.set(stem, new Map()).get(stem)!;
        words.set(term, (words.get(term) ?? 0) + 1);
      }
      return stem;
    },
    searchOptions: {
      tokenize: wordsOf,
      processTerm: termOf,
      boost: BOOST,
      combineWith: "AND",
      // A word is matched by its start only when it is the query's last (the one being typed):
      // "game stealth" is the game and stealth, stealthy…, not games and gameplay too.
      // No word of the content is longer than MAX_MATCHED: a longer one is matched exactly only.
      prefix: (term, at, terms) => at === terms.length - 1 && term.length >= 3 && term.length <= MAX_MATCHED,
      // A word the index holds is taken as meant, not as a typo of its neighbours; an unknown
      // one matches words one typo away (two from 7 letters).
      fuzzy: (term) => (term.length > MAX_MATCHED || indexed.has(term) ? false : term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
      maxFuzzy: 2,
      // An exact word counts 1, a word start half, a typo less (MiniSearch's defaults rank typos above starts).
      weights: { prefix: 0.5, fuzzy: 0.3 },
      boostDocument: (id) => weights[id as number]!,
    },
  });
  const byId = new Map<number, SearchDoc>();
  for (let at = 0; at < docs.length; at += 200) {
    const chunk = docs.slice(at, at + 200);
    index.addAll(chunk);
    for (const doc of chunk) {
      byId.set(doc.id, doc);
      weights[doc.id] = KIND_WEIGHT[doc.kind];
    }
    await maybeBreathe();
  }
  bodies.clear();
  headings.clear();
  counter.clear();
  const suggestWord = new Map<string, string>();
  for (const [stem, words] of spelled) suggestWord.set(stem, [...words].sort((a, b) => b[1] - a[1])[0]![0]);
  spelled.clear();

  const stats: BuildStats = {
    documents: docs.length,
    posts: docs.filter((doc) => doc.slug !== undefined).length,
    bodyTerms: keptBodyTerms,
    bodyTermsPerPost: perBody === Infinity ? "all" : perBody,
    terms: index.termCount,
    ms: Math.round(performance.now() - started),
  };

  function toHit(result: SearchResult): SearchHit {
    return { doc: byId.get(result.id as number)!, score: result.score, terms: result.terms };
  }

  return {
    stats,
    /** Every match of a query, best first, with how many of each group. */
    search(raw: string): SearchAnswer {
      const query = normalizeQuery(raw);
      const counts: Record<SearchGroup, number> = { posts: 0, teams: 0, players: 0, matches: 0, videos: 0, services: 0, pages: 0 };
      if (wordsOf(query).every((word) => termOf(word) === null)) return { hits: [], counts };
      const hits = index.search(query).map(toHit);
      for (const hit of hits) counts[SEARCH_KINDS[hit.doc.kind].group] += 1;
      return { hits, counts };
    },
    /**
     * The closest query that finds something, in the words of the content ("forza horzon" →
     * "forza horizon"), or undefined when nothing is close.
     */
    suggest(raw: string): string | undefined {
      const query = normalizeQuery(raw);
      const words = wordsOf(query).filter((word) => termOf(word) !== null);
      if (words.length === 0) return undefined;
      const replaced = words.map((word) => {
        if (word.length > MAX_MATCHED) return undefined;
        const [best] = index.search(word, { fuzzy: (term) => (term.length >= 5 ? 2 : 1), prefix: false, combineWith: "OR" });
        if (!best) return undefined;
        // The matched term nearest in spelling wins when a typo matched several.
        const term = best.terms.sort((a, b) => distance(termOf(word)!, a) - distance(termOf(word)!, b))[0]!;
        return suggestWord.get(term) ?? word;
      });
      if (replaced.some((word) => word === undefined)) return undefined;
      const suggestion = replaced.join(" ");
      if (suggestion === fold(query) || index.search(suggestion).length === 0) return undefined;
      return suggestion;
    },
  };
}

/** Levenshtein distance, for the few candidate terms of a suggestion. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}
