/** A least-recently-used map bounded by the total size of its values, in bytes. */
export class ByteLru<V extends { size: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores a value, evicting the least recently used until it fits (a value larger than the whole budget is not stored). */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.size > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
