import { stemmer } from "stemmer";

/** The longest query searched: longer ones are cut here (in the page cache's key and on the page). */
export const MAX_QUERY_LENGTH = 100;

/** Control characters and line and paragraph separators: they separate words, as a space does. */
const SEPARATORS = /[\p{Cc}\u2028\u2029]/gu;
/**
 * Invisible format characters (zero-width space and joiners, soft hyphen, direction marks): a
 * pasted "foot\u00ADball" is the word football, so they are dropped, not read as a space.
 */
const FORMAT = /\p{Cf}/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Any character outside ASCII: only such text needs Unicode folding and matching. */
const NOT_ASCII = /[^\u0020-\u007e\t\n\v\f\r]/;

/**
 * The one form of a query: invisible format characters dropped, control characters read as spaces, lower case, trimmed, spaces collapsed
 * and at most MAX_QUERY_LENGTH characters (code points, so an emoji is never cut in half).
 * "  Hawk-Eye  " and "hawk-eye" are one search, one page in the cache.
 */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  const clean = raw
    .replace(FORMAT, "")
    .replace(SEPARATORS, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return [...clean].slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** "Atlético" → "atletico": lower case, accents and invisible format characters removed. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Most text is ASCII: skip the normalisation (the costly part) when there is nothing to fold.
  return NOT_ASCII.test(lower)
    ? lower.normalize("NFD").replace(COMBINING_MARKS, "").replace(FORMAT, "")
    : lower;
}

const ASCII_WORD = /[a-z0-9]+/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded: letters and digits, everything else separates. */
export function wordsOf(text: string): string[] {
  const folded = fold(text);
  return (NOT_ASCII.test(folded) ? folded.match(WORD) : folded.match(ASCII_WORD)) ?? [];
}

/** Words too common to tell documents apart; a query of only these finds nothing. */
const STOP_WORDS = new Set(
  "a an and are as at be but by for from has have in into is it its of on or that the their this to was were will with you your".split(
    " ",
  ),
);

const terms = new Map<string, string | null>();
const KEPT_TERMS = 200_000;

/**
 * The index term of a folded word: its English stem ("players" → "player", "computing" →
 * "comput"), or null for a stop word. Memoised: a corpus repeats its vocabulary.
 */
export function termOf(word: string): string | null {
  let term = terms.get(word);
  if (term !== undefined) return term;
  term = STOP_WORDS.has(word) ? null : word.length < 3 || /\d/.test(word) ? word : stemmer(word);
  if (terms.size >= KEPT_TERMS) terms.clear();
  terms.set(word, term);
  return term;
}

/** The index terms of a text, in order, stop words left out. */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term) out.push(term);
  }
  return out;
}

/** A post's headings (## …) from its Markdown. */
export function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => match[1]!);
}

/**
 * What a reader sees of a Markdown text, for search and its snippets: link and image targets,
 * HTML tags, emphasis marks, heading and quote markers and table rules dropped.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+]|\d+\.)[ \t]+/gm, "")
    .replace(/[*_`~|]+/g, " ")
    .replace(/^[ \t]*:?-{3,}:?[ \t]*$/gm, " ")
    .replace(/[ \t]+/g, " ");
}
