import MiniSearch, { type Options } from "minisearch";
import { grown } from "./typed-arrays";

/** A long task's slices: one is `due` to end after a while; then `next` lets other work run and starts the next. */
export type Slices = { due(): boolean; next(): Promise<void> };

/** What of MiniSearch's inside the bulk build fills: its radix tree of terms, term → field id → short id → count. */
type Tree = { set(term: string, data: Map<number, Map<number, number>>): unknown };

/**
 * One field's postings as they come, document after document: [term id, short id, count]
 * triples in one growing typed array (which the garbage collector neither scans nor copies).
 */
class FieldPostings {
  private triples: Int32Array = new Int32Array(3 * 4096);
  size = 0;
  /** Term id → 1 + the place of its latest triple (0: none yet), to count a term again in one document. */
  private latest: Int32Array = new Int32Array(4096);

  add(termId: number, shortId: number) {
    if (termId >= this.latest.length) this.latest = grown(this.latest, termId + 1);
    const latest = this.latest[termId]! - 1;
    if (latest >= 0 && this.triples[3 * latest + 1] === shortId) {
      this.triples[3 * latest + 2]! += 1;
      return;
    }
    if (3 * (this.size + 1) > this.triples.length) this.triples = grown(this.triples);
    const at = 3 * this.size;
    this.triples[at] = termId;
    this.triples[at + 1] = shortId;
    this.triples[at + 2] = 1;
    this.size += 1;
    this.latest[termId] = this.size;
  }

  /**
   * The postings grouped by term (a counting sort, so each term's stay in document order): for
   * term id t, the pairs [short id, count] from `pairs[2 * from[t]]` to `pairs[2 * from[t + 1]]`.
   */
  byTerm(termCount: number): { pairs: Int32Array; from: Int32Array } {
    const from = new Int32Array(termCount + 1);
    for (let i = 0; i < this.size; i += 1) from[this.triples[3 * i]! + 1]! += 1;
    for (let t = 0; t < termCount; t += 1) from[t + 1]! += from[t]!;
    const next = from.slice(0, termCount);
    const pairs = new Int32Array(2 * this.size);
    for (let i = 0; i < this.size; i += 1) {
      const at = next[this.triples[3 * i]!]!++;
      pairs[2 * at] = this.triples[3 * i + 1]!;
      pairs[2 * at + 1] = this.triples[3 * i + 2]!;
    }
    return { pairs, from };
  }
}

/**
 * A MiniSearch index filled in bulk. MiniSearch's `add` walks its radix tree once for every word
 * of every document; at 10,000 posts that walk was a third of the build. Here each document's
 * words are counted into typed arrays by term id, and the index is made at the end: its frame
 * (documents, field lengths) from MiniSearch's own serialised form (`MiniSearch.loadJS`, what
 * `loadJSON` uses), then one tree insert per distinct term. The index is the one `add` would make
 * of the same documents, down to the order of its terms and its average field lengths (a test
 * compares the two whole).
 *
 * Documents are added in order with `document`; then, for each of its fields, in the order of the
 * index's fields, `term` for each word's term (once per occurrence) and `field` with the field's
 * length as MiniSearch counts it (its distinct words).
 */
export class BulkIndex {
  private readonly postings: FieldPostings[];
  /** Term ids in the order `add` would first meet them: the order of its tree's inserts. */
  private readonly order: number[] = [];
  private readonly met: boolean[] = [];
  private readonly documentIds: number[] = [];
  private readonly fieldLength: number[][] = [];
  private readonly averageFieldLength: number[] = [];
  private shortId = -1;

  constructor(private readonly fields: readonly string[]) {
    this.postings = fields.map(() => new FieldPostings());
  }

  /** Starts the next document. */
  document(id: number) {
    this.shortId += 1;
    this.documentIds.push(id);
    this.fieldLength.push([]);
  }

  /** The length of field `fieldId` of the current document: its distinct words (as `add` counts them: before stemming, stop words too). */
  field(fieldId: number, length: number) {
    const documentsBefore = this.shortId;
    this.fieldLength[documentsBefore]![fieldId] = length;
    // The running mean, computed as `add` computes it (so it is equal to the last bit).
    const average = this.averageFieldLength[fieldId] || 0;
    this.averageFieldLength[fieldId] = (average * documentsBefore + length) / (documentsBefore + 1);
  }

  /** One occurrence of term `termId` in field `fieldId` of the current document. */
  term(fieldId: number, termId: number) {
    this.postings[fieldId]!.add(termId, this.shortId);
    if (!this.met[termId]) {
      this.met[termId] = true;
      this.order.push(termId);
    }
  }

  /** The terms of the index, by id. */
  indexedTerms(terms: readonly string[]): string[] {
    return this.order.map((id) => terms[id]!);
  }

  /**
   * The MiniSearch index of everything added, with `options` (the same as for `add`). `terms` names
   * the term ids; between `slice`s of the work, other work goes on.
   */
  async build<T>(
    terms: readonly string[],
    options: Options<T>,
    slice: Slices,
  ): Promise<MiniSearch<T>> {
    const count = this.documentIds.length;
    // Everything but the terms goes through MiniSearch's serialised form…
    const index = MiniSearch.loadJS<T>(
      {
        documentCount: count,
        nextId: count,
        documentIds: Object.fromEntries(this.documentIds.entries()),
        fieldIds: Object.fromEntries(this.fields.map((field, fieldId) => [field, fieldId])),
        fieldLength: Object.fromEntries(this.fieldLength.entries()),
        averageFieldLength: this.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      },
      options,
    );
    // …and the terms straight into its tree, as loadJS puts them there from the serialised form
    // (`_index.set(term, field id → short id → count)`), but without a detour through plain
    // objects: that detour cost a second at 10,000 posts. MiniSearch is pinned to an exact version
    // and a test compares the whole result with add()'s, so a change inside it cannot go unseen.
    const tree = (index as unknown as { _index?: Tree })._index;
    if (typeof tree?.set !== "function")
      throw new Error("MiniSearch's inside has changed: the bulk index build needs updating");
    const fields = this.postings.map((postings) => postings.byTerm(terms.length));
    for (let at = 0; at < this.order.length; at += 1) {
      const termId = this.order[at]!;
      const data = new Map<number, Map<number, number>>();
      fields.forEach(({ pairs, from }, fieldId) => {
        const end = 2 * from[termId + 1]!;
        if (end === 2 * from[termId]!) return;
        const counts = new Map<number, number>();
        for (let i = 2 * from[termId]!; i < end; i += 2) counts.set(pairs[i]!, pairs[i + 1]!);
        data.set(fieldId, counts);
      });
      tree.set(terms[termId]!, data);
      if (slice.due()) await slice.next();
    }
    return index;
  }
}
