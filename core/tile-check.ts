// Tile definitions checked when the ruleset is built (issue: a modder's typo must be a clear
// set-up error, not a board that silently misbehaves). The registry names module and tile.
import type { FeatureKindDef } from './contract.js';
import type { TileDef } from './types.js';
import { SEGMENTS, SIDES } from './types.js';

export interface TileProblem {
  code: string;
  message: string;
}

/** Everything wrong with one tile definition (empty: fine). */
export function tileProblems(t: TileDef, kinds: ReadonlyMap<string, FeatureKindDef>): TileProblem[] {
  const out: TileProblem[] = [];
  const bad = (code: string, message: string) => out.push({ code, message });
  if (!Number.isInteger(t.count) || t.count < 0) bad('bad-tile', `count must be a whole number ≥ 0, not ${t.count}`);
  if (!Array.isArray(t.edges) || t.edges.length !== 4 || t.edges.some((e) => typeof e !== 'string' || !e)) {
    bad('bad-tile', 'edges must be 4 edge types (N, E, S, W)');
    return out;
  }
  if (!Array.isArray(t.features)) {
    bad('bad-tile', 'features must be a list');
    return out;
  }
  const owner = new Map<string, number>();
  t.features.forEach((f, i) => {
    if (!kinds.has(f.kind)) bad('unknown-kind', `feature ${i} uses unknown feature kind "${f.kind}"`);
    for (const seg of f.segments ?? []) {
      if (!(SEGMENTS as readonly string[]).includes(seg)) {
        bad('bad-segment', `feature ${i} (${f.kind}) names "${seg}", which is not a segment (NL … WR)`);
        continue;
      }
      const first = owner.get(seg);
      if (first !== undefined) bad('segment-twice', `segment ${seg} belongs to feature ${first} (${t.features[first].kind}) and to feature ${i} (${f.kind})`);
      else owner.set(seg, i);
    }
    if (f.anchor !== undefined) {
      // A feature along edges has its spot derived from them; one inside the tile may place its own,
      // far enough from the edges for the board to draw its building (a cloister is up to 0.36 wide).
      const within = (v: unknown) => typeof v === 'number' && v >= 0.2 && v <= 0.8;
      if ((f.segments ?? []).length > 0) bad('bad-anchor', `feature ${i} (${f.kind}) has segments, which place its follower spot: only a feature without segments takes an anchor`);
      else if (!within(f.anchor?.x) || !within(f.anchor?.y)) bad('bad-anchor', `feature ${i} (${f.kind}): anchor must be { x, y }, each between 0.2 and 0.8, not ${JSON.stringify(f.anchor)}`);
    }
    for (const j of f.touches ?? []) {
      if (!Number.isInteger(j) || j < 0 || j >= t.features.length || j === i) {
        bad('bad-touches', `feature ${i} (${f.kind}) touches feature ${j}, which does not exist on this tile`);
      }
    }
  });
  // A feature without segments is addressed by its kind ("at": "cloister"): two of one kind on a
  // tile would share that name, and a follower could never stand on the second.
  const inside = new Map<string, number>();
  t.features.forEach((f, i) => {
    if ((f.segments ?? []).length > 0 || kinds.get(f.kind)?.claimable === false) return;
    const first = inside.get(f.kind);
    if (first !== undefined) bad('spot-twice', `features ${first} and ${i} are both a ${f.kind} without segments: they would share the follower spot "${f.kind}"`);
    else inside.set(f.kind, i);
  });
  const missing = SEGMENTS.filter((s) => !owner.has(s));
  if (missing.length > 0) bad('segment-unassigned', `segments ${missing.join(', ')} belong to no feature`);
  // An edge named after a feature kind must carry that kind at its centre (a 'road' edge has the road).
  SIDES.forEach((side, si) => {
    const edge = t.edges[si];
    if (!kinds.has(edge)) return;
    const centre = owner.get(`${side}C`);
    const kind = centre === undefined ? undefined : t.features[centre].kind;
    // Non-connecting kinds (a fair's ground) may reach an edge without changing what it must match.
    if (kind !== undefined && kind !== edge && kinds.get(kind)?.connects !== false) {
      bad('edge-mismatch', `the ${side} edge is "${edge}" but the feature at ${side}C is a ${kind}`);
    }
  });
  return out;
}

/**
 * The kinds along each edge of a tile, N E S W, as "left centre right" (seen from outside the
 * tile); a kind that does not connect (a fair's ground) is "*", which agrees with anything. Two
 * edges of one type face each other wherever tiles meet, so every edge of a type must run the same
 * kinds, or features would silently not join (a "field" edge with a city in its corner).
 */
export function edgeProfiles(t: TileDef, kinds: ReadonlyMap<string, FeatureKindDef>): string[][] {
  const kindAt = new Map<string, string>();
  for (const f of t.features) for (const seg of f.segments ?? []) kindAt.set(seg, kinds.get(f.kind)?.connects === false ? '*' : f.kind);
  return SIDES.map((side) => ['L', 'C', 'R'].map((p) => kindAt.get(`${side}${p}`) ?? '*'));
}

/** Whether two edge profiles agree ("*" agrees with anything). */
export function sameProfile(a: readonly string[], b: readonly string[]): boolean {
  return a.every((k, i) => k === '*' || b[i] === '*' || k === b[i]);
}

/**
 * Whether a profile agrees with itself mirrored: where two tiles meet, one edge's left third
 * touches the other's right third, so an edge type whose corners differ could never join both.
 */
export function symmetricProfile(p: readonly string[]): boolean {
  return sameProfile(p, [...p].reverse());
}
