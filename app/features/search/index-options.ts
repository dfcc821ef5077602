import type { Options } from "minisearch";
import type { SearchDoc } from "./documents";
import { MAX_MATCHED, matchedByStart, typosAllowed } from "./matching";
import { termOf, wordsOf } from "./text";

/** The fields of every document, in the index's order. */
export const FIELDS = ["title", "tags", "context", "text", "headings", "body"] as const;
type Field = (typeof FIELDS)[number];
export const [TITLE, TAGS, CONTEXT, TEXT, HEADINGS, BODY] = [0, 1, 2, 3, 4, 5] as const;

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
 * A result's weight by kind, on top of its text score: a name search ("atletico") shows the team
 * before the dozen matches that also name it, and the player before the matches he scored in.
 */
export const KIND_WEIGHT: Record<SearchDoc["kind"], number> = {
  team: 1.6,
  tournament: 1.4,
  player: 1.4,
  channel: 1.3,
  playlist: 1.1,
  page: 1.2,
  post: 1,
  series: 1.2,
  service: 1,
  match: 0.8,
  video: 0.9,
};

/**
 * How many typos a query term may have: a word the index holds is taken as meant, not as a typo
 * of its neighbours; an unknown one matches words one typo away (two from 7 letters). A function
 * of its own, so that the rule the index keeps holds only the set of terms, not the build.
 */
export function typoRule(indexed: ReadonlySet<string>): (term: string) => number {
  return (term) => (term.length > MAX_MATCHED || indexed.has(term) ? 0 : typosAllowed(term.length));
}

/** MiniSearch's options for the index: how queries are read and ranked; `typos`: how many a query term may have. */
export function indexOptions(
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
