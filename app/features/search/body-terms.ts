import { termsOf } from "./text";
import { HASH_START, hashStep, MISSING, TokenTable } from "./token-table";
import { grown } from "./typed-arrays";

/**
 * What a reader does not see as words in Markdown: code blocks, link and image targets, tags and
 * the numbers of numbered lists. Skipping them, a scan finds the words of `markdownToText` (the
 * other characters that function drops or collapses are not word characters: they only separate).
 */
const HIDDEN = /```[^\n]*\n[\s\S]*?```|\]\([^)]*\)|<[^>]+>|^[ \t]*\d+\.[ \t]+/gm;

/**
 * Marks and invisible format characters (a soft hyphen, a zero-width space) stay inside a token
 * here; `termsOf` folds them away or splits at them, as it does in a whole text.
 */
const TOKEN = /[\p{L}\p{N}\p{M}\p{Cf}]+/gu;

/**
 * The tokens of a post's Markdown as written (not yet folded), from the text a reader sees. The
 * plain statement of what `BodyTermCounter.count` finds with its faster scan (tests hold them equal).
 */
export function markdownTokens(markdown: string): string[] {
  return markdown.replace(HIDDEN, " ").match(TOKEN) ?? [];
}

/** A word character: a letter, digit, mark or format character (as in TOKEN). */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}\p{Cf}]$/u;
/** Whether each UTF-16 code unit is a word character: 0 not asked yet, 1 yes, 2 no (a lone surrogate: no). */
const WORD_UNIT = new Uint8Array(0x10000);
const WORD_CODE_POINT = new Map<number, boolean>();

function isWordUnit(unit: number): boolean {
  let known = WORD_UNIT[unit]!;
  if (known === 0) WORD_UNIT[unit] = known = WORD_CHARACTER.test(String.fromCharCode(unit)) ? 1 : 2;
  return known === 1;
}

/** For characters beyond the first 65,536 (two code units). */
function isWordCodePoint(codePoint: number): boolean {
  let known = WORD_CODE_POINT.get(codePoint);
  if (known === undefined)
    WORD_CODE_POINT.set(codePoint, (known = WORD_CHARACTER.test(String.fromCodePoint(codePoint))));
  return known;
}

/** 1 + log(n) for the counts of most terms in a body (a term's weight there, as tf-idf has it). */
const LOG_TABLE = Float64Array.from({ length: 256 }, (_, count) => 1 + Math.log(count));

/** Term ids (and counts) in one shared chunk of bodies. */
const CHUNK = 1 << 18;

/** One post's body as term ids and how often each occurs. */
export type CountedBody = { ids: Int32Array; counts: Int32Array };

/**
 * Counts the index terms of many post bodies with one shared vocabulary: each distinct token is
 * folded and stemmed once for the whole corpus, each term gets an integer id, and a body is kept
 * as two small typed arrays rather than a map of strings. How many bodies hold each term (its
 * document frequency) is counted on the way, for choosing each body's most telling terms.
 */
export class BodyTermCounter {
  /** Term id → term. */
  readonly terms: string[] = [];
  /** Term id → how many of the counted bodies hold it. */
  documentFrequency: Int32Array = new Int32Array(4096);
  bodies = 0;
  private readonly termIds = new Map<string, number>();
  /**
   * A token as written → its term id, -1 (stop words only) or, for a token of several words
   * ("e\u0301cole" is one token and two words), -2 - its place in `severalTerms`.
   */
  private readonly tokens = new TokenTable();
  private readonly severalTerms: number[][] = [];
  private scratch: Int32Array = new Int32Array(4096);
  private readonly touched: number[] = [];
  /**
   * The bodies' ids and counts are views into shared chunks, not arrays of their own: thousands of
   * small arrays each cost an allocation outside the JavaScript heap, and memory the process keeps.
   */
  private idChunk = new Int32Array(0);
  private countChunk = new Int32Array(0);
  private chunkUsed = 0;
  /** A body's term scores, and a copy to select from (kept between bodies: one pair for all). */
  private scores = new Float64Array(0);
  private idf = new Float64Array(0);
  private idfOfBodies = -1;
  private selecting = new Float64Array(0);

  /** The id of a term, a new one for a term not met before. */
  idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      if (id >= this.scratch.length) {
        this.scratch = grown(this.scratch);
        this.documentFrequency = grown(this.documentFrequency);
      }
    }
    return id;
  }

  private termsOfToken(token: string): number {
    const ids = termsOf(token).map((term) => this.idOf(term));
    if (ids.length === 1) return ids[0]!;
    if (ids.length === 0) return -1;
    this.severalTerms.push(ids);
    return -1 - this.severalTerms.length;
  }

  /** Counts the token `text[start, end)` of hash `hash`. */
  private token(text: string, start: number, end: number, hash: number) {
    let found = this.tokens.get(text, start, end, hash);
    if (found === MISSING) {
      found = this.termsOfToken(text.slice(start, end));
      this.tokens.add(text, start, end, hash, found);
    }
    if (found >= 0) this.tally(found);
    else if (found < -1) for (const id of this.severalTerms[-2 - found]!) this.tally(id);
  }

  private tally(id: number) {
    const count = this.scratch[id]!;
    if (count === 0) this.touched.push(id);
    this.scratch[id] = count + 1;
  }

  /** Counts the tokens of `text[from, to)`. */
  private scan(text: string, from: number, to: number) {
    let start = -1;
    let hash = HASH_START;
    for (let at = from; at < to; at += 1) {
      const unit = text.charCodeAt(at);
      let word: boolean;
      let pair = false;
      if (unit < 0xd800 || unit > 0xdbff) word = isWordUnit(unit);
      else {
        const low = at + 1 < to ? text.charCodeAt(at + 1) : 0;
        pair = low >= 0xdc00 && low <= 0xdfff;
        word = pair && isWordCodePoint(((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
      }
      if (word) {
        if (start < 0) {
          start = at;
          hash = HASH_START;
        }
        hash = hashStep(hash, unit);
        if (pair) {
          at += 1;
          hash = hashStep(hash, text.charCodeAt(at));
        }
      } else if (start >= 0) {
        this.token(text, start, at, hash);
        start = -1;
      }
    }
    if (start >= 0) this.token(text, start, to, hash);
  }

  /**
   * Counts the terms of a post's Markdown: the tokens of `markdownTokens`, found by a scan that
   * makes no string for a token met before (a table keyed by where the token stands in the text).
   */
  count(markdown: string): CountedBody {
    // The text between the hidden parts, scanned where it stands (no copy of the post without them).
    HIDDEN.lastIndex = 0;
    let from = 0;
    for (let hidden = HIDDEN.exec(markdown); hidden !== null; hidden = HIDDEN.exec(markdown)) {
      this.scan(markdown, from, hidden.index);
      from = hidden.index + hidden[0].length;
    }
    this.scan(markdown, from, markdown.length);
    const length = this.touched.length;
    if (this.chunkUsed + length > this.idChunk.length) {
      this.idChunk = new Int32Array(Math.max(CHUNK, length));
      this.countChunk = new Int32Array(Math.max(CHUNK, length));
      this.chunkUsed = 0;
    }
    const ids = this.idChunk.subarray(this.chunkUsed, this.chunkUsed + length);
    const counts = this.countChunk.subarray(this.chunkUsed, this.chunkUsed + length);
    this.chunkUsed += length;
    ids.set(this.touched);
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i]!;
      counts[i] = this.scratch[id]!;
      this.scratch[id] = 0;
      this.documentFrequency[id] = this.documentFrequency[id]! + 1;
    }
    this.touched.length = 0;
    this.bodies += 1;
    return { ids, counts };
  }

  /** Each term's inverse document frequency, log(bodies / bodies holding it), for the bodies counted so far. */
  private inverseFrequencies(): Float64Array {
    if (this.idfOfBodies !== this.bodies || this.idf.length < this.terms.length) {
      this.idf = new Float64Array(this.documentFrequency.length);
      for (let id = 0; id < this.terms.length; id += 1)
        this.idf[id] = Math.log(this.bodies / this.documentFrequency[id]!);
      this.idfOfBodies = this.bodies;
    }
    return this.idf;
  }

  /**
   * The ids of a body's `limit` most telling terms, leaving out `known` (terms indexed for that
   * post already): frequent in it, rare in the others (tf-idf); all of them when it has no more
   * than that.
   */
  telling(
    { ids, counts }: CountedBody,
    limit: number,
    known: Pick<ReadonlySet<number>, "has" | "size">,
  ): number[] {
    const kept: number[] = [];
    if (ids.length - known.size <= limit) {
      for (const id of ids) if (!known.has(id)) kept.push(id);
      if (kept.length <= limit) return kept;
      kept.length = 0;
    }
    if (this.scores.length < ids.length) {
      this.scores = new Float64Array(ids.length * 2);
      this.selecting = new Float64Array(ids.length * 2);
    }
    const scores = this.scores;
    const idf = this.inverseFrequencies();
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i]!;
      const count = counts[i]!;
      scores[i] = known.has(id)
        ? -Infinity
        : (count < LOG_TABLE.length ? LOG_TABLE[count]! : 1 + Math.log(count)) * idf[id]!;
    }
    const selecting = this.selecting.subarray(0, ids.length);
    selecting.set(scores.subarray(0, ids.length));
    const threshold = kthLargest(selecting, limit);
    // Above the threshold first, then ties with it until the limit.
    for (let i = 0; i < ids.length; i += 1) if (scores[i]! > threshold) kept.push(ids[i]!);
    for (let i = 0; i < ids.length && kept.length < limit; i += 1)
      if (scores[i] === threshold && threshold > -Infinity) kept.push(ids[i]!);
    return kept;
  }
}

/** The k-th largest value (1-based) of `values`, which it reorders (quickselect). */
export function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i += 1;
      while (values[j]! < pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return values[target]!;
}
