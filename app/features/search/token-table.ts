import { grown } from "./typed-arrays";

/** What `TokenTable.get` answers for a token it does not hold. */
export const MISSING = -0x80000000;

/** The first step of a token's hash (FNV-1a); then `hashStep` for each of its UTF-16 code units. */
export const HASH_START = 0x811c9dc5 | 0;
export const hashStep = (hash: number, unit: number) => Math.imul(hash ^ unit, 0x01000193);

/**
 * A map from tokens to integers that reads a token where it stands in a text (`text`, `start`,
 * `end` and the token's hash), so scanning a post makes no string for a token it has met before.
 * Open addressing over typed arrays; each key's code units are kept in one pool and compared in
 * full, so two tokens with one hash never mix.
 */
export class TokenTable {
  private slots = new Int32Array(1 << 12);
  private hashes = new Int32Array(1 << 11);
  private starts = new Int32Array(1 << 11);
  private lengths = new Int32Array(1 << 11);
  private values = new Int32Array(1 << 11);
  private pool = new Uint16Array(1 << 14);
  private poolSize = 0;
  size = 0;

  /** The value of the token `text[start, end)` of hash `hash`, or MISSING. */
  get(text: string, start: number, end: number, hash: number): number {
    const { slots, hashes, lengths, starts, pool } = this;
    const length = end - start;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot]! - 1;
      if (entry < 0) return MISSING;
      if (hashes[entry] !== hash || lengths[entry] !== length) continue;
      const at = starts[entry]! - start;
      let i = start;
      while (i < end && pool[at + i] === text.charCodeAt(i)) i += 1;
      if (i === end) return this.values[entry]!;
    }
  }

  /** Adds the token `text[start, end)` of hash `hash` (not held yet) with `value`. */
  add(text: string, start: number, end: number, hash: number, value: number) {
    const length = end - start;
    if (this.size === this.hashes.length) {
      this.hashes = grown(this.hashes);
      this.starts = grown(this.starts);
      this.lengths = grown(this.lengths);
      this.values = grown(this.values);
    }
    if (this.poolSize + length > this.pool.length)
      this.pool = grown(this.pool, this.poolSize + length);
    for (let i = 0; i < length; i += 1) this.pool[this.poolSize + i] = text.charCodeAt(start + i);
    const entry = this.size;
    this.hashes[entry] = hash;
    this.starts[entry] = this.poolSize;
    this.lengths[entry] = length;
    this.values[entry] = value;
    this.poolSize += length;
    this.size += 1;
    // At most half full, so a probe ends soon.
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(entry);
  }

  private place(entry: number) {
    const mask = this.slots.length - 1;
    let slot = this.hashes[entry]! & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  private rehash(capacity: number) {
    this.slots = new Int32Array(capacity);
    for (let entry = 0; entry < this.size; entry += 1) this.place(entry);
  }
}
