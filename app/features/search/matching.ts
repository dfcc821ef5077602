// How a query's words match the index's terms (by their start, with typos), and what ranks a
// result that the query names over one that only mentions it. One place for the rules that the
// index's options, the ranking and "Did you mean" all follow.

/** The longest word matched by its start or with typos (longer words are matched exactly). */
export const MAX_MATCHED = 30;

/** How many typos a word of this many letters may have: none under 4 letters, one from 4, two from 7. */
export function typosAllowed(length: number): number {
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Whether the query's term at `at` (of `count`) is also matched by its start: only the last, the
 * one being typed ("stealth gam"), and only from 3 letters.
 */
export function matchedByStart(term: string, at: number, count: number): boolean {
  return at === count - 1 && term.length >= 3 && term.length <= MAX_MATCHED;
}

/** Edits from one word to another: a letter added, dropped or changed, or two neighbours swapped ("madird" → "madrid" is one). */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      let best = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row[j] = best;
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The fields that say what a result is (its name, categories and context line), not what it mentions. */
const NAMING_FIELDS: ReadonlySet<string> = new Set(["title", "tags", "context"]);

/**
 * How much more a result counts when every word of the query is in what it is: "grand final 2025"
 * names the 2025 finals (their context is "CSC 2025 · Grand Final"), and only mentions a review of
 * Grand Theft Auto dated 2025 whose body says "final".
 */
export const NAMED_BOOST = 3;

/** A query of more terms than this is not weighed by NAMED_BOOST (one bit per term). */
const MAX_NAMED_TERMS = 30;

/**
 * For a query's terms (as the index processes them), a test of a result's matches (MiniSearch's
 * `match`: each matched term and the fields it was found in): whether each query term matched,
 * itself, by its start or as a typo (`typos` of it), in a naming field.
 */
export function namesEveryTerm(
  queryTerms: readonly string[],
  typos: (term: string) => number,
): (match: Readonly<Record<string, readonly string[]>>) => boolean {
  if (queryTerms.length === 0 || queryTerms.length > MAX_NAMED_TERMS) return () => false;
  const every = 2 ** queryTerms.length - 1;
  /** Matched term → the query terms it stands for, one bit each (a few per query: worked out once). */
  const standsFor = new Map<string, number>();
  const bitsOf = (term: string) => {
    let bits = standsFor.get(term);
    if (bits !== undefined) return bits;
    bits = 0;
    for (const [at, query] of queryTerms.entries()) {
      const typo = typos(query);
      const byStart = matchedByStart(query, at, queryTerms.length) && term.startsWith(query);
      if (term === query || byStart || (typo > 0 && editDistance(query, term) <= typo))
        bits |= 1 << at;
    }
    standsFor.set(term, bits);
    return bits;
  };
  return (match) => {
    let named = 0;
    for (const term in match)
      if (match[term]!.some((field) => NAMING_FIELDS.has(field))) named |= bitsOf(term);
    return named === every;
  };
}

/**
 * Two lists each best first, as one (on a tie the first list's): MiniSearch gives its results in
 * score order, and those the query names keep that order when each is boosted, so merging the two
 * costs less than sorting again the thousands a common word finds at 10,000 posts.
 */
export function mergedByScore<T extends { score: number }>(
  first: readonly T[],
  second: readonly T[],
): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    if (j >= second.length || (i < first.length && first[i]!.score >= second[j]!.score))
      merged.push(first[i++]!);
    else merged.push(second[j++]!);
  }
  return merged;
}
