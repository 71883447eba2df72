// City areas from the sides they fill. A city is the tile border along its sides plus a wall
// curve across each gap between them; the depth of each curve is chosen so the follower anchors
// of core/geometry.ts land inside the right feature (checked for every shipped tile in tests).
import type { Side, TileDef } from '../../../core/index.js';
import { CENTRE, SIDE_INFO, SIDE_ORDER, nextSide, prevSide, sharedSide } from './sides.js';
import { type Pt, add, lerp, mul, quadBezier } from './vec.js';

/** How far a one-sided city (cap) reaches into the tile at its middle. */
export const CAP_DEPTH = 0.24;
/** Gap curve between two opposite city sides (a city across the tile). */
const BAND_DEPTH = 0.3;
/** Gap curve of a city on three sides (the bay left for the fourth). */
const BAY_DEPTH = 0.36;
/** Curve from a pinch corner along a field's side. */
const PINCH_DEPTH = 0.25;
const CURVE_STEPS = 24;

export interface CityShape {
  ring: Pt[];
  /** Wall lines: the city's border inside the tile (not along the tile edge). */
  walls: Pt[][];
}

/**
 * Corners where two different fields meet with nothing drawn between them: a city both fields
 * border must reach that corner (catapult/02: the wall runs to the NW corner, data/tiles.json).
 */
export function pinchCorners(def: TileDef, cityIndex: number): Pt[] {
  const owner = new Map<string, number>();
  def.features.forEach((f, i) => { if (f.kind === 'field') for (const s of f.segments) owner.set(s, i); });
  const out: Pt[] = [];
  for (const s of SIDE_ORDER) {
    const a = owner.get(`${s}R`), b = owner.get(`${nextSide(s)}L`);
    if (a === undefined || b === undefined || a === b) continue;
    const touchA = def.features[a].touches ?? [], touchB = def.features[b].touches ?? [];
    if (touchA.includes(cityIndex) && touchB.includes(cityIndex)) out.push(SIDE_INFO[s].to);
  }
  return out;
}

export function cityShape(sides: Side[], pinch: Pt[] = []): CityShape {
  const set = new Set(sides);
  if (set.size === 4) return { ring: SIDE_ORDER.map((s) => SIDE_INFO[s].from), walls: [] };
  // Runs of consecutive city sides, clockwise; each is followed by a gap of non-city sides.
  const starts = SIDE_ORDER.filter((s) => set.has(s) && !set.has(prevSide(s)));
  const runs = starts.map((s) => {
    const run: Side[] = [s];
    while (set.has(nextSide(run[run.length - 1]))) run.push(nextSide(run[run.length - 1]));
    return run;
  });
  const ring: Pt[] = [];
  const walls: Pt[][] = [];
  runs.forEach((run, ri) => {
    ring.push(SIDE_INFO[run[0]].from);
    for (const s of run) ring.push(SIDE_INFO[s].to);
    const gap: Side[] = [];
    for (let s = nextSide(run[run.length - 1]); !set.has(s); s = nextSide(s)) gap.push(s);
    const from = SIDE_INFO[run[run.length - 1]].to, to = SIDE_INFO[runs[(ri + 1) % runs.length][0]].from;
    const curves = gapCurves(run, gap, from, to, runs.length, pinch);
    for (const c of curves) {
      walls.push(c);
      ring.push(...c.slice(1)); // keeps the point where two curves meet (a pinch corner)
    }
  });
  return { ring: dedupe(ring), walls };
}

function gapCurves(run: Side[], gap: Side[], from: Pt, to: Pt, runCount: number, pinch: Pt[]): Pt[][] {
  if (gap.length === 1) {
    const s = SIDE_INFO[gap[0]];
    const depth = runCount === 1 ? BAY_DEPTH : BAND_DEPTH;
    return [quadBezier(from, add(s.mid, mul(s.inward, 2 * depth)), to, CURVE_STEPS)];
  }
  if (gap.length === 2) {
    // Two adjacent city sides: a concave wall between the far corners, bowed towards the shared corner.
    const shared = SIDE_INFO[run[0]].to;
    return [quadBezier(from, lerp(CENTRE, shared, 0.5), to, CURVE_STEPS)];
  }
  // One city side: a cap, unless a pinch corner pulls the wall across to it.
  const side = SIDE_INFO[run[0]];
  const p = pinch.find((c) => gap.some((g) => SIDE_INFO[g].to.x === c.x && SIDE_INFO[g].to.y === c.y));
  if (!p) return [quadBezier(from, add(side.mid, mul(side.inward, 2 * CAP_DEPTH)), to, CURVE_STEPS)];
  const control = (a: Pt, b: Pt) => {
    const s = sharedSide(a, b);
    if (s) return add(SIDE_INFO[s].mid, mul(SIDE_INFO[s].inward, 2 * PINCH_DEPTH));
    return lerp(CENTRE, side.mid, 0.5);
  };
  return [quadBezier(from, control(from, p), p, CURVE_STEPS), quadBezier(p, control(p, to), to, CURVE_STEPS)];
}

function dedupe(ring: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of ring) {
    const q = out[out.length - 1];
    if (!q || Math.abs(q.x - p.x) > 1e-9 || Math.abs(q.y - p.y) > 1e-9) out.push(p);
  }
  const first = out[0], last = out[out.length - 1];
  if (out.length > 1 && Math.abs(first.x - last.x) < 1e-9 && Math.abs(first.y - last.y) < 1e-9) out.pop();
  return out;
}

/** Sides a feature reaches, from its segments. */
export function sidesOf(segments: readonly string[]): Side[] {
  return SIDE_ORDER.filter((s) => segments.some((seg) => seg[0] === s));
}
