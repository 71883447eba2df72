// Small helpers to write tile definitions by hand, readable for modders:
//   tile('base/D', 4, 'crfr', [city('N'), road('W', 'E'), field(['EL', 'WR'], [0]), field([...])])
// Features are listed in order; a field's `touches` are indices into that list (its cities).
import { canonicalSegment, type EdgeType, type Segment, type Side, type TileDef, type TileFeatureDef } from '../../core/index.js';

const EDGE_LETTER: Record<string, EdgeType> = { c: 'city', r: 'road', f: 'field' };

/** `edges` is N,E,S,W as letters: c = city, r = road, f = field (e.g. 'crfr' for the start tile). */
export function tile(id: string, count: number, edges: string, features: TileFeatureDef[]): TileDef {
  if (!/^[crf]{4}$/.test(edges)) throw new Error(`${id}: edges must be 4 letters of c, r, f`);
  return { id, count, edges: [...edges].map((c) => EDGE_LETTER[c]) as TileDef['edges'], features };
}

/** A city filling whole edges. */
export function city(sides: Side[], props: Record<string, number | boolean> = {}): TileFeatureDef {
  return { kind: 'city', segments: sides.flatMap((s) => [`${s}L`, `${s}C`, `${s}R`].map((n) => canonicalSegment(n as Segment))), props: { pennants: 0, ...props } };
}

/** A road through the middle of the given edges (one edge: it ends inside the tile). */
export function road(...sides: Side[]): TileFeatureDef {
  return { kind: 'road', segments: sides.map((s) => canonicalSegment(`${s}C` as Segment)) };
}

export function field(segments: Segment[], touches: number[] = []): TileFeatureDef {
  return touches.length ? { kind: 'field', segments, touches } : { kind: 'field', segments };
}

export function cloister(): TileFeatureDef {
  return { kind: 'cloister', segments: [] };
}
