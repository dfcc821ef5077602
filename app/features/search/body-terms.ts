import { termsOf } from "./text";

/**
 * What a reader does not see as words in Markdown: code blocks, link and image targets, tags and
 * the numbers of numbered lists. Skipping them, a scan finds the words of `markdownToText` (the
 * other characters that function drops or collapses are not word characters: they only separate).
 */
const HIDDEN = /```[^\n]*\n[\s\S]*?```|\]\([^)]*\)|<[^>]+>|^[ \t]*\d+\.[ \t]+/gm;

const NOT_ASCII = /[^\t\n\r\u0020-\u007e]/;
const ASCII_TOKEN = /[A-Za-z0-9]+/g;
/** Marks stay inside a token here; `termsOf` folds them away or splits at them, as it does in a whole text. */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** The tokens of a post's Markdown as written (not yet folded), from the text a reader sees. */
export function markdownTokens(markdown: string): string[] {
  const text = markdown.replace(HIDDEN, " ");
  return (NOT_ASCII.test(text) ? text.match(TOKEN) : text.match(ASCII_TOKEN)) ?? [];
}

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
  /** A token as written → its term id, its ids (a token of several words) or -1 (stop words only). */
  private readonly tokenTerms = new Map<string, number | number[]>();
  private scratch: Int32Array = new Int32Array(4096);
  private readonly touched: number[] = [];

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      if (id >= this.scratch.length) {
        this.scratch = grow(this.scratch);
        this.documentFrequency = grow(this.documentFrequency);
      }
    }
    return id;
  }

  private termsOfToken(token: string): number | number[] {
    const ids = termsOf(token).map((term) => this.idOf(term));
    return ids.length === 1 ? ids[0]! : ids.length === 0 ? -1 : ids;
  }

  private tally(id: number) {
    const count = this.scratch[id]!;
    if (count === 0) this.touched.push(id);
    this.scratch[id] = count + 1;
  }

  count(markdown: string): CountedBody {
    const { tokenTerms } = this;
    for (const token of markdownTokens(markdown)) {
      let found = tokenTerms.get(token);
      if (found === undefined) {
        found = this.termsOfToken(token);
        tokenTerms.set(token, found);
      }
      if (typeof found === "number") {
        if (found >= 0) this.tally(found);
      } else for (const id of found) this.tally(id);
    }
    const ids = Int32Array.from(this.touched);
    const counts = new Int32Array(ids.length);
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

  /** Lets go of the vocabulary once the index has its terms (the index's options keep the build's closures alive). */
  clear() {
    this.terms.length = 0;
    this.termIds.clear();
    this.tokenTerms.clear();
    this.scratch = new Int32Array(0);
    this.documentFrequency = new Int32Array(0);
  }

  /** The ids of those of `terms` that some body holds. */
  idsOf(terms: Iterable<string>): Set<number> {
    const ids = new Set<number>();
    for (const term of terms) {
      const id = this.termIds.get(term);
      if (id !== undefined) ids.add(id);
    }
    return ids;
  }

  /**
   * A body's `limit` most telling terms, leaving out `known` (terms indexed for that post already):
   * frequent in it, rare in the others (tf-idf); all of them when it has no more than that.
   */
  telling({ ids, counts }: CountedBody, limit: number, known: Set<number>): string[] {
    const kept: string[] = [];
    if (ids.length - known.size <= limit) {
      for (const id of ids) if (!known.has(id)) kept.push(this.terms[id]!);
      if (kept.length <= limit) return kept;
      kept.length = 0;
    }
    const scores = new Float64Array(ids.length);
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i]!;
      scores[i] = known.has(id) ? -Infinity : (1 + Math.log(counts[i]!)) * Math.log(this.bodies / this.documentFrequency[id]!);
    }
    const threshold = kthLargest(scores.slice(), limit);
    // Above the threshold first, then ties with it until the limit.
    for (let i = 0; i < ids.length; i += 1) if (scores[i]! > threshold) kept.push(this.terms[ids[i]!]!);
    for (let i = 0; i < ids.length && kept.length < limit; i += 1) if (scores[i] === threshold && threshold > -Infinity) kept.push(this.terms[ids[i]!]!);
    return kept;
  }
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
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
