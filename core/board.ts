// Board index derived from the placed tiles: which cell holds which tile, and the frontier.
// Frontier cells are grouped by their edge constraints (a "signature"), so asking whether a tile
// fits anywhere costs one check per distinct signature, not one per cell: legal-move generation
// stays flat as the board grows (issue: 10x more tiles must cost at most 2x per turn).
import { edgeOnSide, rotateSegment, SIDE_OFFSET } from './geometry.js';
import type { PlacedTile, Rotation, TileDef } from './types.js';
import { ROTATIONS, SEGMENTS, SIDES } from './types.js';

const BITS = 4; // bits per side in a signature: up to 15 edge types
const OFFSET = 1 << 15;

export function cellKey(x: number, y: number): number {
  return (x + OFFSET) * 65536 + (y + OFFSET);
}

export function keyToCell(key: number): [number, number] {
  return [Math.floor(key / 65536) - OFFSET, (key % 65536) - OFFSET];
}

/** Interns edge type names as small integers (0 = no neighbour). */
export class EdgeTypes {
  private ids = new Map<string, number>();
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.ids.size + 1;
      if (id >= 1 << BITS) throw new Error(`too many edge types (max ${(1 << BITS) - 1})`);
      this.ids.set(name, id);
    }
    return id;
  }
}

/** A tile definition with lookups precomputed for each rotation. */
export class CompiledTile {
  /** [rotationIndex][sideIndex] → edge type id on that board side. */
  readonly edges: number[][];
  /** [rotationIndex][board segment index] → feature index, or -1. */
  readonly segmentFeature: Int8Array[];
  /** [rotationIndex][sideIndex] → distinct feature indices touching that board side. */
  readonly sideFeatures: number[][][];
  private fitCache = new Map<number, number>();

  constructor(readonly def: TileDef, edgeTypes: EdgeTypes) {
    this.edges = ROTATIONS.map((r) => SIDES.map((s) => edgeTypes.id(edgeOnSide(def, r, s))));
    this.segmentFeature = ROTATIONS.map((r) => {
      const table = new Int8Array(12).fill(-1);
      def.features.forEach((f, fi) => {
        for (const seg of f.segments) table[SEGMENTS.indexOf(rotateSegment(seg, r))] = fi;
      });
      return table;
    });
    this.sideFeatures = this.segmentFeature.map((table) =>
      SIDES.map((_, si) => [...new Set([table[si * 3], table[si * 3 + 1], table[si * 3 + 2]].filter((f) => f >= 0))]));
  }

  /** Bit mask of rotation indices that satisfy a frontier signature. */
  fits(signature: number): number {
    let mask = this.fitCache.get(signature);
    if (mask !== undefined) return mask;
    mask = 0;
    for (let r = 0; r < 4; r++) {
      let ok = true;
      for (let s = 0; s < 4 && ok; s++) {
        const need = (signature >> (s * BITS)) & ((1 << BITS) - 1);
        if (need !== 0 && need !== this.edges[r][s]) ok = false;
      }
      if (ok) mask |= 1 << r;
    }
    this.fitCache.set(signature, mask);
    return mask;
  }
}

export interface PlacementGroup {
  /** Rotations allowed in every cell of the group. */
  rotations: Rotation[];
  cells: ReadonlySet<number>;
}

export class BoardIndex {
  readonly cells = new Map<number, number>();
  /** Frontier cell → signature. */
  private frontier = new Map<number, number>();
  /** Signature → frontier cells with it. */
  private groups = new Map<number, Set<number>>();

  /** `board` is the game state's tile list, read live (the game pushes to it). */
  constructor(
    private readonly board: readonly PlacedTile[],
    private readonly compiled: (tileId: string) => CompiledTile,
  ) {}

  static build(board: readonly PlacedTile[], compiled: (tileId: string) => CompiledTile): BoardIndex {
    const index = new BoardIndex(board, compiled);
    board.forEach((t, i) => index.add(t, i));
    return index;
  }

  at(x: number, y: number): number | undefined {
    return this.cells.get(cellKey(x, y));
  }

  frontierSize(): number {
    return this.frontier.size;
  }

  /** Records a placed tile and updates the frontier around it. */
  add(tile: PlacedTile, index: number): void {
    const key = cellKey(tile.x, tile.y);
    this.cells.set(key, index);
    this.setFrontier(key, null);
    for (const side of SIDES) {
      const [dx, dy] = SIDE_OFFSET[side];
      const nx = tile.x + dx, ny = tile.y + dy;
      const nkey = cellKey(nx, ny);
      if (!this.cells.has(nkey)) this.setFrontier(nkey, this.signature(nx, ny));
    }
  }

  private signature(x: number, y: number): number {
    let sig = 0;
    SIDES.forEach((side, s) => {
      const [dx, dy] = SIDE_OFFSET[side];
      const n = this.cells.get(cellKey(x + dx, y + dy));
      if (n === undefined) return;
      const t = this.board[n];
      const ct = this.compiled(t.tile);
      sig |= ct.edges[t.rotation / 90][(s + 2) % 4] << (s * BITS);
    });
    return sig;
  }

  private setFrontier(key: number, sig: number | null): void {
    const old = this.frontier.get(key);
    if (old !== undefined) {
      const g = this.groups.get(old)!;
      g.delete(key);
      if (g.size === 0) this.groups.delete(old);
      this.frontier.delete(key);
    }
    if (sig === null) return;
    this.frontier.set(key, sig);
    let g = this.groups.get(sig);
    if (!g) this.groups.set(sig, (g = new Set()));
    g.add(key);
  }

  /** Rotation mask that fits the cell, or 0 (also 0 off the frontier). */
  fitsAt(tile: CompiledTile, x: number, y: number): number {
    const sig = this.frontier.get(cellKey(x, y));
    return sig === undefined ? 0 : tile.fits(sig);
  }

  hasPlacement(tile: CompiledTile): boolean {
    for (const sig of this.groups.keys()) if (tile.fits(sig)) return true;
    return false;
  }

  /** Legal placements grouped by constraint: cost grows with distinct signatures, not cells. */
  placementGroups(tile: CompiledTile): PlacementGroup[] {
    const out: PlacementGroup[] = [];
    for (const [sig, cells] of this.groups) {
      const mask = tile.fits(sig);
      if (mask) out.push({ rotations: ROTATIONS.filter((_, r) => mask & (1 << r)), cells });
    }
    return out;
  }

  /** Every legal (x, y, rotation), for the UI's highlights. */
  placements(tile: CompiledTile): { x: number; y: number; rotation: Rotation }[] {
    const out: { x: number; y: number; rotation: Rotation }[] = [];
    for (const g of this.placementGroups(tile)) {
      for (const key of g.cells) {
        const [x, y] = keyToCell(key);
        for (const rotation of g.rotations) out.push({ x, y, rotation });
      }
    }
    return out;
  }
}
