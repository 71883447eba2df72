// The board index's per-cell storage: which tile a cell holds, and for a frontier cell its
// signature and its slot in its signature group. An open-addressing hash table over cell keys
// (board.ts cellKey) in one Int32Array, four words per entry: a lookup is a multiply, a mask and
// a load or two, instead of a Map's hashing, and memory follows the number of cells, so a board
// that sprawls in every direction costs no more than a compact one (no grid window to outgrow).
// Keys are never removed: a cell only goes from frontier to tile, so probing needs no tombstones.

import { int32Array, int32Copy } from './int32-slab.js';

const STRIDE = 4;
const KEY = 0; // cell key + 1 (0: empty entry)
const TILE = 1; // placed tile index + 1 (0: no tile)
const SIG = 2; // frontier signature + 1 (0: not on the frontier)
const SLOT = 3; // index in the signature group's cell list (frontier cells)

export class CellTable {
  private data: Int32Array;
  /** Entries minus one (a power of two minus one). */
  private mask: number;
  private shift: number;
  private used = 0;

  constructor(capacity = 512, from?: CellTable) {
    if (from) {
      this.data = int32Copy(from.data);
      this.mask = from.mask;
      this.shift = from.shift;
      this.used = from.used;
      return;
    }
    this.data = int32Array(capacity * STRIDE);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
  }

  /** An independent copy (a forked game's index). */
  clone(): CellTable {
    return new CellTable(0, this);
  }

  /** The entry of a cell key, or -1. Entries stay valid until the next one is added (growing moves them). */
  find(key: number): number {
    const d = this.data, k = key + 1;
    for (let e = Math.imul(key, 0x9e3779b1) >>> this.shift; ; e = (e + 1) & this.mask) {
      const at = d[e * STRIDE + KEY];
      if (at === k) return e;
      if (at === 0) return -1;
    }
  }

  /** The entry of a cell key, added (all fields empty) when missing: it may move every other entry. */
  entry(key: number): number {
    const found = this.find(key);
    if (found >= 0) return found;
    if ((this.used + 1) * 2 > this.mask + 1) this.grow();
    const d = this.data;
    let e = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (d[e * STRIDE + KEY] !== 0) e = (e + 1) & this.mask;
    d[e * STRIDE + KEY] = key + 1;
    this.used++;
    return e;
  }

  /** Doubles the table (kept at most half full, so probe runs stay short). */
  private grow(): void {
    const old = this.data;
    const capacity = (this.mask + 1) * 2;
    this.data = int32Array(capacity * STRIDE);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    for (let i = 0; i < old.length; i += STRIDE) {
      if (old[i + KEY] === 0) continue;
      let e = Math.imul(old[i + KEY] - 1, 0x9e3779b1) >>> this.shift;
      while (this.data[e * STRIDE + KEY] !== 0) e = (e + 1) & this.mask;
      this.data.set(old.subarray(i, i + STRIDE), e * STRIDE);
    }
  }

  /** Index of the tile at a cell, or undefined. */
  tile(key: number): number | undefined {
    const e = this.find(key);
    if (e < 0) return undefined;
    const t = this.data[e * STRIDE + TILE];
    return t === 0 ? undefined : t - 1;
  }

  /** A frontier cell's signature, or undefined off the frontier. */
  signature(key: number): number | undefined {
    const e = this.find(key);
    if (e < 0) return undefined;
    const s = this.data[e * STRIDE + SIG];
    return s === 0 ? undefined : s - 1;
  }

  // By entry (find / entry), for the board index's updates: one probe per cell, not one per field.
  /** The cell key of an entry. */
  keyAt(e: number): number {
    return this.data[e * STRIDE + KEY] - 1;
  }

  /** The tile index at an entry, or -1. */
  tileAt(e: number): number {
    return this.data[e * STRIDE + TILE] - 1;
  }

  setTileAt(e: number, index: number): void {
    this.data[e * STRIDE + TILE] = index + 1;
  }

  /** The frontier signature at an entry, or -1 off the frontier. */
  signatureAt(e: number): number {
    return this.data[e * STRIDE + SIG] - 1;
  }

  slotAt(e: number): number {
    return this.data[e * STRIDE + SLOT];
  }

  setSlotAt(e: number, slot: number): void {
    this.data[e * STRIDE + SLOT] = slot;
  }

  setFrontierAt(e: number, signature: number, slot: number): void {
    this.data[e * STRIDE + SIG] = signature + 1;
    this.data[e * STRIDE + SLOT] = slot;
  }

  clearFrontierAt(e: number): void {
    this.data[e * STRIDE + SIG] = 0;
  }
}
