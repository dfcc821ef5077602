/** A copy of a typed array twice as long, or `atLeast` long if that is longer. */
export function grown<T extends Int32Array | Uint16Array>(array: T, atLeast = 0): T {
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(array.length * 2, atLeast),
  );
  bigger.set(array);
  return bigger;
}

/**
 * A set of small non-negative integers (term ids) that is emptied at once: each id holds the
 * round it was last added in, so `clear` starts a new round rather than wiping an array.
 */
export class IdSet {
  private rounds: Int32Array = new Int32Array(1024);
  private round = 1;
  size = 0;

  add(id: number) {
    if (id >= this.rounds.length) this.rounds = grown(this.rounds, id + 1);
    if (this.rounds[id] === this.round) return;
    this.rounds[id] = this.round;
    this.size += 1;
  }

  has(id: number): boolean {
    return id < this.rounds.length && this.rounds[id] === this.round;
  }

  clear() {
    this.round += 1;
    this.size = 0;
  }
}
