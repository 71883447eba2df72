// Board geometry shared by the rules, the renderer and the physics world (design §4):
// sides, segments under rotation, neighbour offsets and follower anchor points.
import type { Rotation, Segment, Side, TileDef } from './types.js';
import { SIDES } from './types.js';

export const SIDE_OFFSET: Record<Side, readonly [number, number]> = {
  N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0],
};

export function sideIndex(side: Side): number {
  return SIDES.indexOf(side);
}

export function opposite(side: Side): Side {
  return SIDES[(sideIndex(side) + 2) % 4];
}

/** Turns a side clockwise by `rotation` degrees. */
export function rotateSide(side: Side, rotation: Rotation): Side {
  return SIDES[(sideIndex(side) + rotation / 90) % 4];
}

export function rotateSegment(seg: Segment, rotation: Rotation): Segment {
  return (rotateSide(seg[0] as Side, rotation) + seg[1]) as Segment;
}

export function unrotateSegment(seg: Segment, rotation: Rotation): Segment {
  return rotateSegment(seg, ((360 - rotation) % 360) as Rotation);
}

/** The segment of the neighbour that touches `seg` across the shared edge (L meets R). */
export function facingSegment(seg: Segment): Segment {
  const pos = seg[1] === 'L' ? 'R' : seg[1] === 'R' ? 'L' : 'C';
  return (opposite(seg[0] as Side) + pos) as Segment;
}

export function isSegment(s: string): s is Segment {
  return /^[NESW][LCR]$/.test(s);
}

/** Edge type a placed tile shows on a board side. */
export function edgeOnSide(def: TileDef, rotation: Rotation, side: Side): string {
  return def.edges[(sideIndex(side) - rotation / 90 + 4) % 4];
}

// ── Anchor points ────────────────────────────────────────────────────────────
// Positions are in tile-local units: (0,0) is the tile's north-west corner, (1,1) its south-east.

type Point = { x: number; y: number };

/** Where a segment meets the tile edge, before rotation. */
export function segmentEdgePoint(seg: Segment): Point {
  const t = seg[1] === 'L' ? 1 / 6 : seg[1] === 'C' ? 0.5 : 5 / 6;
  switch (seg[0]) {
    case 'N': return { x: t, y: 0 };
    case 'E': return { x: 1, y: t };
    case 'S': return { x: 1 - t, y: 1 };
    default: return { x: 0, y: 1 - t };
  }
}

/** Rotates a tile-local point clockwise about the tile centre. */
export function rotatePoint(p: Point, rotation: Rotation): Point {
  let { x, y } = p;
  for (let i = 0; i < rotation / 90; i++) [x, y] = [1 - y, x];
  return { x, y };
}

const MIN_ANCHOR_GAP = 0.24;
const anchorCache = new Map<TileDef, Point[]>();

/**
 * One anchor per feature of a tile (unrotated): where its follower stands. Derived from the
 * segments so a modder's tile needs no hand-placed coordinates; then anchors that crowd each
 * other are pushed apart, so every follower spot stays a distinct touch target and body.
 */
export function featureAnchors(def: TileDef): Point[] {
  const cached = anchorCache.get(def);
  if (cached) return cached;
  const pts = def.features.map((f) => {
    if (f.segments.length === 0) return { x: 0.5, y: 0.5 };
    const sides = new Set(f.segments.map((s) => s[0]));
    let x = 0, y = 0;
    for (const s of f.segments) {
      const p = segmentEdgePoint(s);
      x += p.x; y += p.y;
    }
    x /= f.segments.length; y /= f.segments.length;
    // Features reaching one edge sit a little inside it; wider ones already centre themselves.
    const pull = sides.size === 1 ? (f.kind === 'road' ? 0.4 : 0.3) : 0.15;
    return { x: x + (0.5 - x) * pull, y: y + (0.5 - y) * pull };
  });
  for (let iter = 0; iter < 20; iter++) {
    let moved = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const dx = pts[j].x - pts[i].x, dy = pts[j].y - pts[i].y;
        const d = Math.hypot(dx, dy);
        if (d >= MIN_ANCHOR_GAP) continue;
        // Same spot: separate along a fixed axis chosen by index so the result is deterministic.
        const ux = d > 1e-9 ? dx / d : Math.cos(j), uy = d > 1e-9 ? dy / d : Math.sin(j);
        const push = (MIN_ANCHOR_GAP - d) / 2;
        pts[i] = clampPoint({ x: pts[i].x - ux * push, y: pts[i].y - uy * push });
        pts[j] = clampPoint({ x: pts[j].x + ux * push, y: pts[j].y + uy * push });
        moved = true;
      }
    }
    if (!moved) break;
  }
  anchorCache.set(def, pts);
  return pts;
}

function clampPoint(p: Point): Point {
  const c = (v: number) => Math.min(0.9, Math.max(0.1, v));
  return { x: c(p.x), y: c(p.y) };
}

/** World position (design §4 units) of a feature's anchor on a placed tile. */
export function anchorWorld(def: TileDef, featureIndex: number, x: number, y: number, rotation: Rotation): Point {
  const p = rotatePoint(featureAnchors(def)[featureIndex], rotation);
  return { x: x + p.x, y: y + p.y };
}
