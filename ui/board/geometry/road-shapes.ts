// Roads as centre lines. Every road leaves a tile edge at the middle of the side, at right angles,
// so it meets the neighbour's road exactly; where it goes inside the tile follows its anchor.
import type { Side } from '../../../core/index.js';
import { SIDE_INFO } from './sides.js';
import {
  type Pt, add, circleRing, cubicBezier, dist, firstCrossing, mul, norm, sub, strokeRing, type Shape,
} from './vec.js';

export const ROAD_HALF = 0.065;
/** Straight piece at each road end, so roads meet the tile edge square on. */
const STUB = 0.12;

const edgePoint = (s: Side) => SIDE_INFO[s].mid;
const stubPoint = (s: Side) => add(SIDE_INFO[s].mid, mul(SIDE_INFO[s].inward, STUB));

/** A road joining two sides: straight across, or a curve whose middle passes near its anchor. */
export function throughPath(a: Side, b: Side, anchor: Pt): Pt[] {
  const A = edgePoint(a), B = edgePoint(b), nA = SIDE_INFO[a].inward, nB = SIDE_INFO[b].inward;
  const n = add(nA, nB);
  const n2 = n.x * n.x + n.y * n.y;
  const m = mul(add(A, B), 0.5), d = sub(anchor, m);
  if (n2 > 1e-9) {
    // A bend. Cubic midpoint = (A+B)/2 + 3k/8·(nA+nB): pick k so the midpoint lands on the anchor
    // (within limits that keep the curve a believable bend).
    const k = Math.min(0.32, Math.max(0.18, ((8 / 3) * (d.x * n.x + d.y * n.y)) / n2));
    return cubicBezier(A, add(A, mul(nA, k)), add(B, mul(nB, k)), B, 24);
  }
  // Straight across. An anchor pushed off the centre (base/D: the field strip's anchor pushes the
  // road's down by 0.08) stays within a few hundredths of the road: a swaying road looked wrong.
  return [A, B];
}

/** Spokes of a road with three or more sides that meet at its anchor (a crossroads). */
export function crossPaths(sides: Side[], anchor: Pt): Pt[][] {
  return sides.map((s) => [edgePoint(s), stubPoint(s), anchor]);
}

/** A ring round `c` joining all sides (catapult/12: one road round the fair, data/tiles.json). */
export function ringPaths(sides: Side[], c: Pt, r: number): Pt[][] {
  const ring = circleRing(c, r, 48);
  const paths: Pt[][] = [[...ring, ring[0]]];
  for (const s of sides) {
    const A = edgePoint(s), n = SIDE_INFO[s].inward;
    // A + n·t meets the circle |p − c| = r at the smaller root.
    const q = sub(A, c), b = q.x * n.x + q.y * n.y, disc = b * b - (q.x * q.x + q.y * q.y - r * r);
    if (disc >= 0) paths.push([A, add(A, mul(n, -b - Math.sqrt(disc)))]);
    else paths.push([A, stubPoint(s), add(c, mul(norm(sub(stubPoint(s), c)), r))]);
  }
  return paths;
}

/** A road with one side, running inward and ending at `end` (a building, the fair, a gate …). */
export function endPath(side: Side, end: Pt): Pt[] {
  const A = edgePoint(side), S = stubPoint(side);
  // Past the stub already (a short road into a nearby building): go straight there.
  if (dist(A, end) <= STUB + 1e-6) return [A, end];
  return [A, S, end];
}

/** Where a road from `side` heading for `target` enters the ring (city wall, building), or null. */
export function entryPoint(side: Side, target: Pt, ring: Pt[], overlap: number): Pt | null {
  const A = edgePoint(side), n = SIDE_INFO[side].inward;
  // Prefer straight ahead (besiegers/2: the road from E runs straight to the wall).
  const straight = firstCrossing(A, add(A, n), ring);
  if (straight !== null && straight > 0.02) return add(A, mul(n, straight + overlap));
  const S = stubPoint(side);
  const t = firstCrossing(S, target, ring);
  if (t === null) return null;
  const dir = norm(sub(target, S));
  return add(add(S, mul(sub(target, S), t)), mul(dir, overlap));
}

/** The road's area: a band round each path, with round joints where pieces meet. */
export function roadRegion(paths: Pt[][]): Shape[] {
  const shapes: Shape[] = [];
  for (const p of paths) {
    if (p.length === 2 || p.length > 3) shapes.push({ outer: strokeRing(p, ROAD_HALF), holes: [] });
    else {
      shapes.push({ outer: strokeRing([p[0], p[1]], ROAD_HALF), holes: [] });
      shapes.push({ outer: strokeRing([p[1], p[2]], ROAD_HALF), holes: [] });
      shapes.push({ outer: circleRing(p[1], ROAD_HALF, 16), holes: [] });
    }
  }
  return shapes;
}
