// Board geometry shared by the rules, the renderer and the physics world (docs/records.md):
// sides, segments under rotation, neighbour offsets and follower anchor points.
import type { Rotation, Segment, Side, TileDef } from './types.js';
import { SEGMENTS, SIDES } from './types.js';

/**
 * How far from the start tile (0, 0) a tile may go on either axis: the place action's schema
 * bound (phases/draw-place.ts), which the board index's frontier keeps to as well (board.ts), so
 * no listing offers a cell the schema refuses.
 */
export const MAX_COORD = 10_000;

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

/**
 * One string object per segment name, SEGMENTS' own. A name joined from a side and a position is a
 * new string each time, and every Map lookup or property key it then meets compares it character
 * by character (or looks it up in V8's string table) instead of by pointer: spot names, the places
 * of followers and the deploy actions all come from the names made here and by tile builders.
 */
const SEGMENT_BY_NAME = new Map<string, Segment>(SEGMENTS.map((seg) => [seg, seg]));

/** The canonical string of a segment name (the same characters), or the name itself if it is none. */
export function canonicalSegment<T extends string>(name: T): T {
  return (SEGMENT_BY_NAME.get(name) as T | undefined) ?? name;
}

export function rotateSegment(seg: Segment, rotation: Rotation): Segment {
  return canonicalSegment((rotateSide(seg[0] as Side, rotation) + seg[1]) as Segment);
}

export function unrotateSegment(seg: Segment, rotation: Rotation): Segment {
  return rotateSegment(seg, ((360 - rotation) % 360) as Rotation);
}

/** The segment of the neighbour that touches `seg` across the shared edge (L meets R). */
export function facingSegment(seg: Segment): Segment {
  const pos = seg[1] === 'L' ? 'R' : seg[1] === 'R' ? 'L' : 'C';
  return canonicalSegment((opposite(seg[0] as Side) + pos) as Segment);
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

/**
 * Math.hypot(a, b), bit for bit as V8 computes it, without its variadic builtin call (the
 * physics of a module may measure every follower's distance many times a turn). V8 scales both values by the
 * larger and sums the squares with Kahan's compensation; for two values the compensation after
 * the first (exact) addition is 0, so it reduces to this. Written out, every JavaScript engine
 * gives the same result (the spec leaves Math.hypot's rounding to the engine).
 * test/core/geometry.test.ts compares it with Math.hypot.
 */
export function hypot(a: number, b: number): number {
  const x = Math.abs(a), y = Math.abs(b);
  if (x === Infinity || y === Infinity) return Infinity;
  if (x !== x || y !== y) return NaN;
  const max = x > y ? x : y;
  if (max === 0) return 0;
  const nx = x / max, ny = y / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/** Rotates a tile-local point clockwise about the tile centre. */
export function rotatePoint(p: Point, rotation: Rotation): Point {
  let { x, y } = p;
  for (let i = 0; i < rotation / 90; i++) [x, y] = [1 - y, x];
  return { x, y };
}

const MIN_ANCHOR_GAP = 0.24;
/** How readily an anchor moves when two crowd each other: a field has room, a road does not. */
const MOBILITY: Record<string, number> = { field: 1, road: 0 };
const mobility = (kind: string) => MOBILITY[kind] ?? 0.2;
const anchorCache = new Map<TileDef, Point[]>();

/**
 * One anchor per feature of a tile (unrotated): where its follower stands. Derived from the
 * segments so a modder's tile needs no hand-placed coordinates (a feature without segments may
 * name its own, else the middle); then anchors that crowd each
 * other are pushed apart, so every follower spot stays a distinct touch target and body.
 */
export function featureAnchors(def: TileDef): Point[] {
  const cached = anchorCache.get(def);
  if (cached) return cached;
  const pts = def.features.map((f) => (f.anchor ? { x: f.anchor.x, y: f.anchor.y } : centreOf(f.segments, f.kind)));
  // A farmer may lie anywhere in its field: when its centre is crowded, take the spot next to one
  // of its edge segments that is farthest from the other anchors, so a field squeezed between a
  // city and a road moves sideways instead of pushing the road's thief off the road.
  def.features.forEach((f, i) => {
    if (f.kind !== 'field') return;
    // Roads and cities fix where a farmer cannot lie; an inner building (cloister) is only
    // stepped around by the repulsion below.
    const others = pts.filter((_, j) => j !== i && def.features[j].segments.length > 0 && (def.features[j].kind !== 'field' || j < i));
    const gapAt = (c: Point) => Math.min(...others.map((o) => hypot(o.x - c.x, o.y - c.y)), 9);
    if (gapAt(pts[i]) >= MIN_ANCHOR_GAP) return;
    let best = pts[i], bestGap = gapAt(pts[i]);
    for (const c of f.segments.map((s) => pull(segmentEdgePoint(s), 0.35))) {
      const gap = gapAt(c);
      if (gap > bestGap + 1e-9) { best = c; bestGap = gap; }
    }
    pts[i] = best;
  });
  for (let iter = 0; iter < 20; iter++) {
    let moved = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const dx = pts[j].x - pts[i].x, dy = pts[j].y - pts[i].y;
        const d = hypot(dx, dy);
        if (d >= MIN_ANCHOR_GAP) continue;
        // Same spot: separate along a fixed axis chosen by index so the result is deterministic.
        const axis = SPLIT_AXES[j % SPLIT_AXES.length];
        const ux = d > 1e-9 ? dx / d : axis[0], uy = d > 1e-9 ? dy / d : axis[1];
        // Split the gap by mobility, so a field's farmer steps aside rather than a road's thief.
        let mi = mobility(def.features[i].kind), mj = mobility(def.features[j].kind);
        if (mi + mj === 0) mi = mj = 1; // two roads crowding each other: both give way
        const gap = MIN_ANCHOR_GAP - d, pi = (gap * mi) / (mi + mj), pj = (gap * mj) / (mi + mj);
        pts[i] = clampPoint({ x: pts[i].x - ux * pi, y: pts[i].y - uy * pi });
        pts[j] = clampPoint({ x: pts[j].x + ux * pj, y: pts[j].y + uy * pj });
        moved = true;
      }
    }
    if (!moved) break;
  }
  anchorCache.set(def, pts);
  return pts;
}

/**
 * The axes two anchors on the same spot are split along, by feature index: (cos j, sin j) written
 * out, as Math.cos and Math.sin may differ in the last bit between browsers' engines and the
 * physics of a module's companion reads these anchors (the values are V8's, so no existing tile moves).
 */
const SPLIT_AXES: readonly (readonly [number, number])[] = [
  [1, 0],
  [0.5403023058681398, 0.8414709848078965],
  [-0.4161468365471424, 0.9092974268256817],
  [-0.9899924966004454, 0.1411200080598672],
  [-0.6536436208636119, -0.7568024953079282],
  [0.28366218546322625, -0.9589242746631385],
  [0.9601702866503661, -0.27941549819892586],
  [0.7539022543433046, 0.6569865987187891],
  [-0.14550003380861354, 0.9893582466233818],
  [-0.9111302618846769, 0.4121184852417566],
  [-0.8390715290764524, -0.5440211108893698],
  [0.004425697988050785, -0.9999902065507035],
  [0.8438539587324921, -0.5365729180004349],
  [0.9074467814501962, 0.4201670368266409],
  [0.1367372182078336, 0.9906073556948704],
  [-0.7596879128588213, 0.6502878401571168],
];

/** Mean of a feature's edge points, pulled inward (one-edge features sit a little inside it). */
function centreOf(segments: readonly Segment[], kind: string): Point {
  if (segments.length === 0) return { x: 0.5, y: 0.5 };
  let x = 0, y = 0;
  for (const s of segments) {
    const p = segmentEdgePoint(s);
    x += p.x; y += p.y;
  }
  const sides = new Set(segments.map((s) => s[0]));
  return pull({ x: x / segments.length, y: y / segments.length }, sides.size === 1 ? (kind === 'road' ? 0.4 : 0.3) : 0.15);
}

function pull(p: Point, toCentre: number): Point {
  return { x: p.x + (0.5 - p.x) * toCentre, y: p.y + (0.5 - p.y) * toCentre };
}

function clampPoint(p: Point): Point {
  const c = (v: number) => Math.min(0.9, Math.max(0.1, v));
  return { x: c(p.x), y: c(p.y) };
}

/** World position (tile units, docs/records.md) of a feature's anchor on a placed tile. */
export function anchorWorld(def: TileDef, featureIndex: number, x: number, y: number, rotation: Rotation): Point {
  const p = rotatedAnchors(def)[rotation / 90][featureIndex];
  return { x: x + p.x, y: y + p.y };
}

/** featureAnchors turned by each rotation, made once per tile (a module may ask for every follower's spot many times a turn). */
const rotatedCache = new Map<TileDef, readonly (readonly Point[])[]>();
export function rotatedAnchors(def: TileDef): readonly (readonly Point[])[] {
  let table = rotatedCache.get(def);
  if (!table) {
    const anchors = featureAnchors(def);
    table = ([0, 90, 180, 270] as const).map((r) => anchors.map((a) => rotatePoint(a, r)));
    rotatedCache.set(def, table);
  }
  return table;
}
