// The Int32Arrays of a game's indexes (cell table, frontier signatures, feature sets …), cut from
// shared slabs. Each typed array over 64 bytes gets its own off-heap buffer, and creating one cost
// ~2.5–3.5 µs in node 20 whatever its size (the buffer's bookkeeping, not the zeroing): seven of
// them made up ~2 % of a whole random game. A view of a slab costs ~0.07 µs.
//
// Views are handed out once and never reused, so a view is zero when it is made, as a new
// Int32Array would be. A slab (64 KiB) stays alive while any view of it does, so a live game
// keeps the few slabs its arrays were cut from, dead games' arrays in them included (its first
// ones together, one more for each that grew). Arrays larger than a quarter slab (a board of
// thousands of tiles) get their own buffer.

const SLAB_BYTES = 1 << 16;
let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/** A zeroed Int32Array of `length` entries (a view of a shared slab when small). */
export function int32Array(length: number): Int32Array {
  const bytes = length * 4;
  if (bytes > SLAB_BYTES / 4) return new Int32Array(length);
  if (used + bytes > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const view = new Int32Array(slab, used, length);
  used += bytes;
  return view;
}

/** An independent copy of `source` (a forked game's index), from a slab like int32Array. */
export function int32Copy(source: Int32Array): Int32Array {
  const copy = int32Array(source.length);
  copy.set(source);
  return copy;
}
