// Board index derived from the placed tiles: which cell holds which tile, and the frontier.
// Frontier cells are grouped by their edge constraints (a "signature"), so asking whether a tile
// fits anywhere costs one check per distinct signature, not one per cell: legal-move generation
// stays flat as the board grows (issue: 10x more tiles must cost at most 2x per turn).
import { edgeOnSide, MAX_COORD, rotateSegment, SIDE_OFFSET } from './geometry.js';
import type { FeatureKindDef } from './contract.js';
import type { PlacedTile, Rotation, TileDef } from './types.js';
import { int32Array } from './int32-slab.js';
import { ROTATIONS, SEGMENTS, SIDES } from './types.js';
import { CellTable } from './cell-table.js';
import { IntTable } from './int-table.js';
import { frozenAction } from './trusted.js';

const BITS = 4; // bits per side in a signature: up to 15 edge types
// Keys stay below 2^30 so V8 keeps them as small integers and they fit the Int32Array tables
// (cell-table.ts, int-table.ts) as key + 1:
// coordinates are limited to ±16383 (placement accepts ±MAX_COORD, 10,000).
const OFFSET = 1 << 14;
const SHIFT = 15;
const SPAN = 1 << SHIFT;

export function cellKey(x: number, y: number): number {
  return (x + OFFSET) * SPAN + (y + OFFSET);
}

export function keyToCell(key: number): [number, number] {
  return [(key >> SHIFT) - OFFSET, (key & (SPAN - 1)) - OFFSET];
}

/** Interns names as small integers, counting from `first`, at most `max` of them. */
export class NameIds {
  private ids = new Map<string, number>();
  private names: string[] = [];
  constructor(private readonly what: string, private readonly first = 0, private readonly max = Infinity) {}
  /** The name of an id, or null for one never given out. */
  name(id: number): string | null {
    return this.names[id - this.first] ?? null;
  }
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      if (this.names.length >= this.max) throw new Error(`too many ${this.what} (max ${this.max})`);
      id = this.first + this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }
}

/** Edge type names as ids 1–15 (0 = no neighbour: a signature's empty side). */
export class EdgeTypes extends NameIds {
  constructor() {
    super('edge types', 1, (1 << BITS) - 1);
  }
}

/** Feature kind names as small integers, shared by every ruleset: merging compares these. */
export const FEATURE_KINDS = new NameIds('feature kinds');

/** A tile definition with lookups precomputed for each rotation. */
export class CompiledTile {
  /** [rotationIndex][sideIndex] → edge type id on that board side. */
  readonly edges: number[][];
  /** [rotationIndex][board segment index] → feature index, or -1. */
  readonly segmentFeature: Int8Array[];
  /** [rotationIndex][sideIndex] → distinct feature indices touching that board side. */
  readonly sideFeatures: number[][][];
  /** [rotationIndex][feature index] → the name a follower spot on it gets ('NC', 'cloister' …). */
  readonly spotNames: string[][];
  /** Feature index → how many edges it reaches (its open edges when placed alone). */
  readonly edgeCount: number[];
  /**
   * [rotationIndex][neighbour mask: bit s set when board side s (N E S W) has a tile] → each
   * feature's open edges once placed there: edgeCount less the sides with a neighbour it touches.
   * A placed tile's nodes start with their final counts instead of being counted down one by one.
   */
  readonly openCounts: Int8Array[][];
  /**
   * Follower anchors by rotation index, filled on first use (core/geometry.ts rotatedAnchors).
   * Initialised here, so filling it keeps the object's shape: a field first added on use gave
   * compiled tiles two hidden classes, and every hot load of their tables a second map to check.
   */
  anchors: readonly (readonly { x: number; y: number }[])[] | undefined = undefined;
  /**
   * Feature index → its kind's definition under the ruleset `kindsFor` (tile-graph.ts placedKinds):
   * one ruleset at a time, as compiled tiles are shared by every game; another ruleset refills it.
   */
  kindsFor: object | undefined = undefined;
  kindDefs: readonly (FeatureKindDef | undefined)[] = [];
  /** [rotationIndex] → its four edge ids packed like a signature (4 bits per side, N E S W). */
  readonly packedEdges: number[];
  /** Feature index → its kind's id in FEATURE_KINDS, so merging compares numbers. */
  readonly kindIds: number[];

  constructor(readonly def: TileDef, edgeTypes: EdgeTypes) {
    this.kindIds = def.features.map((f) => FEATURE_KINDS.id(f.kind));
    this.edges = ROTATIONS.map((r) => SIDES.map((s) => edgeTypes.id(edgeOnSide(def, r, s))));
    this.packedEdges = this.edges.map((sides) => sides.reduce((sig, id, s) => sig | (id << (s * BITS)), 0));
    this.segmentFeature = ROTATIONS.map((r) => {
      const table = new Int8Array(12).fill(-1);
      def.features.forEach((f, fi) => {
        for (const seg of f.segments) table[SEGMENTS.indexOf(rotateSegment(seg, r))] = fi;
      });
      return table;
    });
    this.edgeCount = def.features.map((f) => new Set(f.segments.map((seg) => seg[0])).size);
    this.spotNames = ROTATIONS.map((r) =>
      def.features.map((f) => (f.segments.length ? rotateSegment(f.segments[0], r) : f.kind)));
    this.sideFeatures = this.segmentFeature.map((table) =>
      SIDES.map((_, si) => [...new Set([table[si * 3], table[si * 3 + 1], table[si * 3 + 2]].filter((f) => f >= 0))]));
    this.openCounts = this.sideFeatures.map((bySide) => Array.from({ length: 16 }, (_, mask) => {
      const open = Int8Array.from(this.edgeCount);
      for (let s = 0; s < 4; s++) if (mask & (1 << s)) for (const f of bySide[s]) open[f]--;
      return open;
    }));
  }

  /** Bit mask of rotation indices that satisfy a frontier signature. */
  fits(signature: number): number {
    const p = this.packedEdges, present = presentSides(signature);
    return (((p[0] ^ signature) & present) === 0 ? 1 : 0) | (((p[1] ^ signature) & present) === 0 ? 2 : 0)
      | (((p[2] ^ signature) & present) === 0 ? 4 : 0) | (((p[3] ^ signature) & present) === 0 ? 8 : 0);
  }

  /**
   * fits() of every compact signature (compactSignature → rotation mask), made on first use and
   * kept with the tile for all games (4 KiB): a listing tests each frontier group with one load
   * instead of fits()'s four tests (~60 instructions a group in node 20, a third of a listing).
   */
  fitTable(): Uint8Array {
    let table = this.fitsByCompact;
    if (table === undefined) {
      table = this.fitsByCompact = new Uint8Array(COMPACT_SIGNATURES);
      for (let c = 0; c < COMPACT_SIGNATURES; c++) table[c] = this.fits(expandSignature(c));
    }
    return table;
  }
  /** Initialised here, so filling it keeps the object's shape (see anchors). */
  private fitsByCompact: Uint8Array | undefined = undefined;
}

/**
 * A signature in 12 bits (3 per side) when every edge type id in it is below 8, else −1: the
 * index into CompiledTile.fitTable. Games meet a handful of edge types (ids are handed out in order
 * of first use), so the fallback is for rulesets with eight or more.
 */
export function compactSignature(signature: number): number {
  if (signature & 0x8888) return -1;
  return (signature & 0x7) | ((signature >> 1) & 0x38) | ((signature >> 2) & 0x1c0) | ((signature >> 3) & 0xe00);
}

const COMPACT_SIGNATURES = 1 << 12;

/** The signature of a compact one (compactSignature's inverse). */
function expandSignature(c: number): number {
  return (c & 0x7) | ((c & 0x38) << 1) | ((c & 0x1c0) << 2) | ((c & 0xe00) << 3);
}

/** The nibbles of a signature that name a neighbour's edge (0xF each), the others 0: only they must match. */
export function presentSides(signature: number): number {
  let mask = 0;
  for (let s = 0; s < 4; s++) if ((signature >> (s * BITS)) & 15) mask |= 15 << (s * BITS);
  return mask;
}

export interface PlacementGroup {
  /** The neighbouring edges the group's cells share (4 bits per side, N E S W). */
  signature: number;
  /** Rotations allowed in every cell of the group. */
  rotations: Rotation[];
  /** Cell keys (see cellKey); an array so a bot can pick one at random in O(1). */
  cells: readonly number[];
}

/** Rotation mask → the rotations in it (shared, read-only arrays). */
export const ROTATIONS_BY_MASK: readonly Rotation[][] = Array.from({ length: 16 }, (_, mask) =>
  ROTATIONS.filter((_, r) => mask & (1 << r)));

/** Set bits of a 4-bit rotation mask. */
const BIT_COUNT: readonly number[] = Array.from({ length: 16 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + (m >> 3));

const NEIGHBOURS: readonly (readonly [number, number])[] = SIDES.map((s) => SIDE_OFFSET[s]);

/**
 * matchGroups' scratch, shared by every board (read right after it is filled, never across a
 * call): the positions in groupList of the groups a tile fits, and their rotation masks. Two
 * arrays per board cost two typed-array buffers per game (int32-slab.ts).
 */
let matchedScratch = new Int32Array(256);
let masksScratch = new Int32Array(256);

export class BoardIndex {
  /**
   * Per cell: the tile on it, or its frontier signature and its index in its group's cell list
   * (cell-table.ts: one hash table for both instead of two maps).
   */
  private readonly table: CellTable;
  private frontierCount = 0;
  /** Signature → frontier cells with it (cells unordered; removal swaps with the last); an emptied group stays. */
  // Sized for a whole game: a 5-player game with both expansions meets ~78 signatures, and growing
  // from 64 rehashed the table twice every game.
  private groups = new IntTable<FrontierGroup>(256);
  /**
   * The groups that have cells, in the order they got their first cell (a group that empties
   * leaves the list and rejoins it at the end): the order placements are listed in, which records
   * of random games depend on. Iterated on every listing.
   */
  private groupList: FrontierGroup[] = [];
  /**
   * groupList's signatures and compact signatures (compactSignature: −1 when it has none), two ints
   * per group in the same order: the fit test of every group reads one small contiguous array
   * instead of each group object (scattered over the heap, a likely cache miss apiece: a game lists
   * with cold caches), and only the groups a tile fits are looked at.
   */
  private listedSignatures = int32Array(128);

  /**
   * `board` is the game state's tile list, read live (the game pushes to it); `compiledAt(i)`
   * returns the compiled tile of placed tile i (a lookup the hot path makes often).
   */
  constructor(
    private readonly board: readonly PlacedTile[],
    private readonly compiledAt: (tileIndex: number) => CompiledTile,
    table?: CellTable,
  ) {
    this.table = table ?? new CellTable();
  }

  static build(board: readonly PlacedTile[], compiledAt: (tileIndex: number) => CompiledTile): BoardIndex {
    const index = new BoardIndex(board, compiledAt);
    board.forEach((t, i) => index.add(t, i));
    return index;
  }

  /** A copy over another (equal) board list, for a forked game: table and groups copied, not rebuilt. */
  cloneFor(board: readonly PlacedTile[], compiledAt: (tileIndex: number) => CompiledTile): BoardIndex {
    const copy = new BoardIndex(board, compiledAt, this.table.clone());
    copy.frontierCount = this.frontierCount;
    for (const g of this.groupList) {
      const c = { signature: g.signature, count: g.count, actions: g.actions.slice(0, g.count * 4) };
      copy.groups.add(c.signature, c);
      copy.list(c);
    }
    return copy;
  }

  at(x: number, y: number): number | undefined {
    return this.table.tile(cellKey(x, y));
  }

  frontierSize(): number {
    return this.frontierCount;
  }

  /**
   * Records a placed tile and updates the frontier around it. A neighbouring cell's signature
   * gains only the new tile's edge facing it, so it is updated, not recomputed from its four
   * neighbours (a tile put over another, which no rule allows, recomputes them).
   * `neighbours`, when given, receives the tile index on each side (N E S W), or −1.
   */
  add(tile: PlacedTile, index: number, neighbours?: number[]): void {
    const t = this.table;
    const key = cellKey(tile.x, tile.y);
    // Each cell's entry is found once and its fields read and written through it. Adding an entry
    // may move the others, so an entry is used only until the next cell's is looked up.
    const e = t.entry(key);
    const replaced = t.tileAt(e) >= 0;
    t.setTileAt(e, index);
    const own = t.signatureAt(e);
    this.setFrontier(e, own < 0 ? undefined : own, null);
    const edges = this.compiledAt(index).edges[tile.rotation / 90];
    for (let s = 0; s < 4; s++) {
      const nx = tile.x + NEIGHBOURS[s][0], ny = tile.y + NEIGHBOURS[s][1];
      const ne = t.entry(cellKey(nx, ny)); // an empty neighbour joins the frontier: its entry is needed anyway
      const nt = t.tileAt(ne);
      if (neighbours) neighbours[s] = nt;
      if (nt >= 0) continue;
      // A cell the place schema refuses never joins the frontier, so no listing offers it.
      if (nx > MAX_COORD || nx < -MAX_COORD || ny > MAX_COORD || ny < -MAX_COORD) continue;
      const o = t.signatureAt(ne), old = o < 0 ? undefined : o;
      const sig = replaced ? this.signature(nx, ny) : (old ?? 0) | (edges[s] << (((s + 2) & 3) * BITS));
      this.setFrontier(ne, old, sig);
    }
  }

  private signature(x: number, y: number): number {
    let sig = 0;
    for (let s = 0; s < 4; s++) {
      const n = this.table.tile(cellKey(x + NEIGHBOURS[s][0], y + NEIGHBOURS[s][1]));
      if (n === undefined) continue;
      sig |= this.compiledAt(n).edges[this.board[n].rotation / 90][(s + 2) & 3] << (s * BITS);
    }
    return sig;
  }

  /**
   * Moves the cell at table entry `e` from group `old` (its current signature, or undefined) to
   * `sig` (null: off the frontier).
   */
  private setFrontier(e: number, old: number | undefined, sig: number | null): void {
    if (old === sig) return;
    const t = this.table;
    if (old !== undefined) {
      const group = this.groups.get(old)!, a = group.actions;
      const i = t.slotAt(e), n = --group.count;
      // The last cell (its four actions) takes the leaving cell's slot.
      if (i < n) {
        const at = i * 4, from = n * 4, last = a[from];
        a[at] = last; a[at + 1] = a[from + 1]; a[at + 2] = a[from + 2]; a[at + 3] = a[from + 3];
        t.setSlotAt(t.find(cellKey(last.x, last.y)), i);
      }
      if (n === 0) this.unlist(group); // it stays in the table, empty
      if (sig === null) {
        t.clearFrontierAt(e);
        this.frontierCount--;
        return;
      }
    }
    if (sig === null) return;
    let g = this.groups.get(sig);
    if (!g) this.groups.add(sig, (g = { signature: sig, count: 0, actions: [] }));
    if (g.count === 0) this.list(g);
    if (old === undefined) this.frontierCount++;
    const c = g.count++;
    t.setFrontierAt(e, sig, c);
    const interned = placeActionsAt(t.keyAt(e)), actions = g.actions, at = c * 4;
    if (at < actions.length) {
      // A slot a leaving cell freed: written over, so the list never shrinks and grows again.
      actions[at] = interned[0]; actions[at + 1] = interned[1]; actions[at + 2] = interned[2]; actions[at + 3] = interned[3];
    } else {
      // One push each: V8 inlines a push of one value, not of several.
      actions.push(interned[0]);
      actions.push(interned[1]);
      actions.push(interned[2]);
      actions.push(interned[3]);
    }
  }

  /** Appends a group that gained its first cell to groupList (and its signature to listedSignatures). */
  private list(g: FrontierGroup): void {
    const at = this.groupList.length * 2;
    if (at + 2 > this.listedSignatures.length) {
      const grown = int32Array(this.listedSignatures.length * 2);
      grown.set(this.listedSignatures);
      this.listedSignatures = grown;
    }
    this.listedSignatures[at] = g.signature;
    this.listedSignatures[at + 1] = compactSignature(g.signature);
    this.groupList.push(g);
  }

  /** Takes an emptied group out of groupList, keeping the order of the rest (splice would allocate). */
  private unlist(g: FrontierGroup): void {
    const list = this.groupList, at = list.indexOf(g);
    if (at < 0) return;
    for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i];
    list.pop();
    this.listedSignatures.copyWithin(at * 2, at * 2 + 2, list.length * 2 + 2);
  }

  /** The frontier signature of a cell, or undefined off the frontier. */
  signatureAt(x: number, y: number): number | undefined {
    return this.table.signature(cellKey(x, y));
  }

  /** Rotation mask that fits the cell, or 0 (also 0 off the frontier). */
  fitsAt(tile: CompiledTile, x: number, y: number): number {
    const sig = this.table.signature(cellKey(x, y));
    return sig === undefined ? 0 : tile.fits(sig);
  }

  /**
   * The fit test of every listed group, the one place it is written: fills matchedScratch with the
   * positions in groupList of the groups `tile` fits and masksScratch with their rotation masks,
   * and returns how many there are (at most `limit`: hasPlacement needs one). It reads only
   * listedSignatures and the tile's fit table, one load per group for the usual compact signature.
   */
  private matchGroups(tile: CompiledTile, limit: number): number {
    const groups = this.groupList, sigs = this.listedSignatures, end = groups.length * 2;
    if (groups.length > matchedScratch.length) {
      matchedScratch = new Int32Array(groups.length * 2);
      masksScratch = new Int32Array(groups.length * 2);
    }
    const matched = matchedScratch, masks = masksScratch, fits = tile.fitTable();
    let m = 0;
    for (let i = 0; i < end && m < limit; i += 2) {
      const c = sigs[i + 1];
      const mask = c >= 0 ? fits[c] : tile.fits(sigs[i]);
      if (mask !== 0) { matched[m] = i >> 1; masks[m++] = mask; }
    }
    return m;
  }

  hasPlacement(tile: CompiledTile): boolean {
    return this.matchGroups(tile, 1) > 0;
  }

  /** Legal placements grouped by constraint: cost grows with distinct signatures, not cells. */
  placementGroups(tile: CompiledTile): PlacementGroup[] {
    const m = this.matchGroups(tile, this.groupList.length), out = new Array<PlacementGroup>(m);
    for (let j = 0; j < m; j++) {
      const g = this.groupList[matchedScratch[j]];
      out[j] = { signature: g.signature, rotations: ROTATIONS_BY_MASK[masksScratch[j]], cells: cellsOf(g) };
    }
    return out;
  }

  /**
   * Every legal placement of `tile` as interned place actions, group by group, cell by cell, in
   * rotation order: the place phase's choices and the UI's highlights (legalPlacements) alike. The
   * actions are shared and frozen, so the list allocates only itself (the UI's list used to make
   * an object per placement: 2–3× the time on a 600-placement board).
   */
  placeActions(tile: CompiledTile): InternedPlace[] {
    // Two passes over the groups the tile fits, so the list is allocated once at its size (about
    // forty entries a turn in a 5-player game with both expansions; growing it by push copied it
    // several times): the count, then the fill, which reads the mask's bits directly (rotation
    // index = bit), in rotation order.
    const groups = this.groupList, m = this.matchGroups(tile, groups.length);
    const matched = matchedScratch, masks = masksScratch;
    let n = 0;
    for (let j = 0; j < m; j++) n += groups[matched[j]].count * BIT_COUNT[masks[j]];
    const out = new Array<InternedPlace>(n);
    let k = 0;
    for (let j = 0; j < m; j++) {
      const mask = masks[j], g = groups[matched[j]], actions = g.actions, last = g.count * 4;
      for (let i = 0; i < last; i += 4) {
        if (mask & 1) out[k++] = actions[i];
        if (mask & 2) out[k++] = actions[i + 1];
        if (mask & 4) out[k++] = actions[i + 2];
        if (mask & 8) out[k++] = actions[i + 3];
      }
    }
    return out;
  }
}

/** A place action the engine made (placeActions): frozen, one per cell and rotation for all games. */
export type InternedPlace = Readonly<{ type: 'place'; x: number; y: number; rotation: Rotation }>;
// Interned per cell key, created the first time any game lists the cell: listing a turn's
// placements allocates only the array. Only frontier cells are interned, and those lie within the
// place schema's ±MAX_COORD (BoardIndex.add), so an interned action always fits that schema.
const INTERNED = new IntTable<readonly InternedPlace[]>();
const INTERNED_SET = new WeakSet<object>();
function placeActionsAt(key: number): readonly InternedPlace[] {
  let list = INTERNED.get(key);
  if (list === undefined) {
    const x = (key >> SHIFT) - OFFSET, y = (key & (SPAN - 1)) - OFFSET;
    // Never met: the frontier keeps within the bound. Trusting such an action would skip the schema.
    if (Math.abs(x) > MAX_COORD || Math.abs(y) > MAX_COORD) {
      throw new Error(`no place action is listed beyond ±${MAX_COORD}: (${x}, ${y})`);
    }
    const fresh = ROTATIONS.map((rotation) => frozenAction({ type: 'place' as const, x, y, rotation }));
    for (const a of fresh) INTERNED_SET.add(a);
    INTERNED.add(key, (list = fresh)); // the list stays unfrozen: frozen arrays make V8's keyed loads slow
  }
  return list;
}

/** The interned place action of (x, y, rotation): the one placeActions lists for that placement. */
export function placeActionOf(x: number, y: number, rotation: Rotation): InternedPlace {
  return placeActionsAt(cellKey(x, y))[rotation / 90];
}

/**
 * Whether `action` is one of the frozen place actions placeActions made: plain JSON of the place
 * schema's shape by construction, so the boundary and schema checks have nothing to find (the rules'
 * validation still runs: it may be from an earlier turn).
 */
export function isInternedPlace(action: unknown): action is InternedPlace {
  return typeof action === 'object' && action !== null && INTERNED_SET.has(action);
}

/** A group's cell keys (a new array: only the placement groups of the public API want them). */
function cellsOf(g: FrontierGroup): number[] {
  const out = new Array<number>(g.count);
  for (let i = 0; i < g.count; i++) out[i] = cellKey(g.actions[i * 4].x, g.actions[i * 4].y);
  return out;
}

/** Frontier cells sharing one signature. */
interface FrontierGroup {
  signature: number;
  /** How many cells it has: the first 4 × count entries of `actions` are theirs, the rest stale. */
  count: number;
  /**
   * The interned place actions of the cells, four per cell by rotation / 90 (cell i's at 4i … 4i+3),
   * in one flat list: listing reads them without a load of each cell's own array. They are the
   * cell list too (cell i is at actions[4i].x, .y): no second list to keep per group.
   */
  actions: InternedPlace[];
}
