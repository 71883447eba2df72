// A hash table for the board's integer keys (see IntTable), kept apart from board.ts like cell-table.ts.

import { int32Array } from './int32-slab.js';

/**
 * Small non-negative integer keys (cell keys, signatures: below 2^30) → values: an open-addressing
 * table over an Int32Array. It replaced Maps whose hashing was the most frequent builtin of a
 * placement (the frontier's groups by signature, the interned actions by cell). Entries are only
 * added, never removed.
 */
export class IntTable<V> {
  private keys: Int32Array; // key + 1 (0: empty slot)
  private values: (V | undefined)[];
  private shift: number; // 32 − log2(capacity)
  private used = 0;

  /** `capacity`: a power of two; the table doubles when half full. */
  constructor(capacity = 64) {
    this.keys = int32Array(capacity);
    // No fill: a value is read only where its key was written (fill took the slow path).
    this.values = new Array<V | undefined>(capacity);
    this.shift = 32 - Math.log2(capacity);
  }

  get(key: number): V | undefined {
    const keys = this.keys, k = key + 1, mask = keys.length - 1;
    for (let i = Math.imul(key, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & mask) {
      const at = keys[i];
      if (at === k) return this.values[i];
      if (at === 0) return undefined;
    }
  }

  /** Adds a key that is not in the table yet. */
  add(key: number, value: V): void {
    if ((this.used + 1) * 2 > this.keys.length) this.grow();
    this.used++;
    this.put(key, value);
  }

  private put(key: number, value: V): void {
    const keys = this.keys, mask = keys.length - 1;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (keys[i] !== 0) i = (i + 1) & mask;
    keys[i] = key + 1;
    this.values[i] = value;
  }

  private grow(): void {
    const oldKeys = this.keys, oldValues = this.values;
    this.keys = int32Array(oldKeys.length * 2);
    this.values = new Array<V | undefined>(this.keys.length);
    this.shift--;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] !== 0) this.put(oldKeys[i] - 1, oldValues[i] as V);
  }
}
