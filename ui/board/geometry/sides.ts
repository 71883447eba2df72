// The tile's sides and corners in tile-local units, walked clockwise (segment names: docs/records.md).
import type { Side } from '../../../core/index.js';
import { type Pt, pt } from './vec.js';

export interface SideInfo {
  /** Corner where the side starts, walking clockwise round the tile. */
  from: Pt;
  to: Pt;
  mid: Pt;
  /** Unit vector pointing into the tile. */
  inward: Pt;
}

export const SIDE_ORDER: readonly Side[] = ['N', 'E', 'S', 'W'];

export const SIDE_INFO: Record<Side, SideInfo> = {
  N: { from: pt(0, 0), to: pt(1, 0), mid: pt(0.5, 0), inward: pt(0, 1) },
  E: { from: pt(1, 0), to: pt(1, 1), mid: pt(1, 0.5), inward: pt(-1, 0) },
  S: { from: pt(1, 1), to: pt(0, 1), mid: pt(0.5, 1), inward: pt(0, -1) },
  W: { from: pt(0, 1), to: pt(0, 0), mid: pt(0, 0.5), inward: pt(1, 0) },
};

export const CENTRE = pt(0.5, 0.5);

export const nextSide = (s: Side): Side => SIDE_ORDER[(SIDE_ORDER.indexOf(s) + 1) % 4];
export const prevSide = (s: Side): Side => SIDE_ORDER[(SIDE_ORDER.indexOf(s) + 3) % 4];

/** The side two corners share, if they are neighbours on the square. */
export function sharedSide(a: Pt, b: Pt): Side | null {
  for (const s of SIDE_ORDER) {
    const i = SIDE_INFO[s];
    const has = (p: Pt) => (p.x === i.from.x && p.y === i.from.y) || (p.x === i.to.x && p.y === i.to.y);
    if (has(a) && has(b)) return s;
  }
  return null;
}

/** Fraction range of a segment's third along its side, in clockwise order (L first). */
export function segmentRange(pos: string): [number, number] {
  return pos === 'L' ? [0, 1 / 3] : pos === 'C' ? [1 / 3, 2 / 3] : [2 / 3, 1];
}
