// Polygons for every feature of a tile, derived from its segments alone, so a modder's tile needs
// no picture (docs/contract.md, docs/architecture.md). Cities, roads and buildings are drawn shapes; fields and any other
// ground (the fair) are what the owner grid leaves for them. Positions agree with the follower
// anchors of core/geometry.ts, which the rules and the physics use too.
import type { Side, TileDef } from '../../../core/index.js';
import { featureAnchors } from '../../../core/index.js';
import { cityShape, pinchCorners, sidesOf } from './city-shapes.js';
import { BLOCKED, FREE, NEIGHBOURS, OwnerGrid, edgeCells, floodFill, traceMask } from './raster.js';
import { ROAD_HALF, crossPaths, endPath, entryPoint, ringPaths, roadRegion, throughPath } from './road-shapes.js';
import { CENTRE, SIDE_INFO, segmentRange } from './sides.js';
import {
  type Pt, type Region, add, circleRing, dist, inRing, mul, norm, polylineDist, rectRing, strokeRing, sub,
} from './vec.js';

export type FeatureRole = 'city' | 'road' | 'field' | 'cloister' | 'ground';

export interface FeatureGeometry {
  index: number;
  kind: string;
  role: FeatureRole;
  props: Readonly<Record<string, number | boolean>>;
  /** Follower anchor (core featureAnchors), tile-local, unrotated. */
  anchor: Pt;
  region: Region;
  /** Roads: centre lines. */
  paths: Pt[][];
  /** Cities: wall lines inside the tile. */
  walls: Pt[][];
  /** Buildings and ground patches: centre and size (half side of a cloister, radius of ground). */
  center?: Pt;
  size?: number;
}

export interface TileGeometry {
  id: string;
  features: FeatureGeometry[];
  /** Villages where roads meet (base L, W, X) or a lone road stops. */
  junctions: { center: Pt; half: number }[];
  /** Where a road meets a city wall, with the road's direction into the city. */
  gates: { at: Pt; dir: Pt }[];
  /** Bushes on an edge between two fields that nothing else separates. */
  hedges: Pt[];
  /** Feature index owning a point (-1 none, -2 a village), from the owner grid. */
  ownerAt(p: Pt): number;
}

const RASTER = 96;
const JUNCTION_HALF = 0.09;
const STRIP_HALF = 0.1;
const GATE_OVERLAP = 0.03;
const cache = new WeakMap<TileDef, TileGeometry>();

const roleOf = (kind: string): FeatureRole =>
  kind === 'city' || kind === 'road' || kind === 'field' || kind === 'cloister' ? kind : 'ground';

export function tileGeometry(def: TileDef): TileGeometry {
  const hit = cache.get(def);
  if (hit) return hit;
  const anchors = featureAnchors(def);
  const features: FeatureGeometry[] = def.features.map((f, index) => ({
    index, kind: f.kind, role: roleOf(f.kind), props: f.props ?? {}, anchor: anchors[index],
    region: [], paths: [], walls: [],
  }));
  const byRole = (r: FeatureRole) => features.filter((f) => f.role === r);
  const others = (f: FeatureGeometry) => features.filter((g) => g !== f);

  // Cities.
  for (const c of byRole('city')) {
    const shape = cityShape(sidesOf(def.features[c.index].segments), pinchCorners(def, c.index));
    c.region = [{ outer: shape.ring, holes: [] }];
    c.walls = shape.walls;
  }
  // Cloisters: a building on the anchor, as large as the neighbouring anchors allow.
  for (const k of byRole('cloister')) {
    const room = Math.min(...others(k).map((g) => Math.max(Math.abs(g.anchor.x - k.anchor.x), Math.abs(g.anchor.y - k.anchor.y))));
    k.center = k.anchor;
    k.size = clamp(room - 0.025, 0.12, 0.18);
    k.region = [{ outer: rectRing(k.anchor, k.size), holes: [] }];
  }
  // Roads joining sides (their course does not depend on anything else).
  const grounds = byRole('ground');
  const singles: FeatureGeometry[] = [];
  for (const r of byRole('road')) {
    const sides = sidesOf(def.features[r.index].segments);
    if (sides.length === 1) singles.push(r);
    else if (sides.length === 2) r.paths = [throughPath(sides[0], sides[1], r.anchor)];
    else if (grounds.length > 0) {
      const g = nearest(grounds, r.anchor);
      r.paths = ringPaths(sides, g.anchor, clamp(dist(r.anchor, g.anchor), 0.17, 0.3));
      r.center = g.anchor;
      r.size = clamp(dist(r.anchor, g.anchor), 0.17, 0.3);
    } else r.paths = crossPaths(sides, r.anchor);
  }
  // Ground patches (the fair): a disc clear of other anchors and through roads, up to 0.28 of a
  // tile in radius so it reads at the normal zoom (issue 12). Its centre may move off the anchor
  // (by up to 0.15) where that gives a larger disc — not when a road rings it or a city holds it.
  for (const g of grounds) {
    const radiusAt = (c: Pt) => {
      let r = Math.min(0.28, c.x - 0.03, 1.03 - c.x, c.y - 0.03, 1.03 - c.y);
      for (const o of others(g)) r = Math.min(r, dist(o.anchor, c) - 0.05);
      for (const road of byRole('road')) {
        if (road.center && road.center === g.anchor) r = Math.min(r, road.size! - ROAD_HALF + 0.01);
        else for (const p of road.paths) r = Math.min(r, polylineDist(c, p) - ROAD_HALF - 0.015);
      }
      return r;
    };
    const pinned = byRole('road').some((road) => road.center === g.anchor) || byRole('city').some((c) => inRing(g.anchor, c.region[0].outer));
    let best = g.anchor, bestR = radiusAt(g.anchor), bestScore = bestR;
    if (!pinned) {
      for (let dx = -0.15; dx <= 0.1501; dx += 0.025) {
        for (let dy = -0.15; dy <= 0.1501; dy += 0.025) {
          // A larger disc, but each step off the anchor must pay for itself (symmetric tiles stay centred).
          const c = { x: g.anchor.x + dx, y: g.anchor.y + dy }, r = radiusAt(c), score = r - 0.3 * Math.hypot(dx, dy);
          if (score > bestScore + 1e-9) { best = c; bestR = r; bestScore = score; }
        }
      }
    }
    g.center = best;
    g.size = Math.max(0.1, bestR);
  }
  // Roads with one side end at a building or the fair, at a village, at a city gate, or in a hamlet.
  const junctions: TileGeometry['junctions'] = [];
  const gates: TileGeometry['gates'] = [];
  const targets = [...byRole('cloister'), ...grounds];
  const cities = byRole('city');
  if (singles.length >= 2 && targets.length === 0) junctions.push({ center: CENTRE, half: JUNCTION_HALF });
  for (const r of singles) {
    const side = sidesOf(def.features[r.index].segments)[0];
    const A = SIDE_INFO[side].mid;
    let end: Pt | null = null;
    if (targets.length) {
      const t = nearest(targets, A);
      const ring = t.role === 'cloister' ? rectRing(t.center!, t.size!) : circleRing(t.center!, t.size!);
      end = entryPoint(side, t.center!, ring, 0.01) ?? t.center!;
    } else if (junctions.length) {
      end = entryPoint(side, CENTRE, rectRing(CENTRE, JUNCTION_HALF), 0.005) ?? CENTRE;
    } else if (cities.length) {
      const c = nearest(cities, A);
      end = entryPoint(side, c.anchor, c.region[0].outer, GATE_OVERLAP);
      if (end) gates.push({ at: sub(end, mul(norm(sub(end, A)), GATE_OVERLAP)), dir: norm(sub(end, A)) });
    }
    if (!end) {
      end = add(A, mul(SIDE_INFO[side].inward, 0.32));
      junctions.push({ center: add(end, mul(SIDE_INFO[side].inward, 0.05)), half: 0.07 });
    }
    r.paths = [endPath(side, end)];
  }
  for (const r of byRole('road')) r.region = roadRegion(r.paths);

  // Owner grid: lower layers first; a ground patch inside a city (catapult/04) lies above it.
  const grid = new OwnerGrid(RASTER);
  const groundShapes = new Map(grounds.map((g) => [g, groundRegion(def, g)]));
  const aboveCity = (g: FeatureGeometry) => cities.some((c) => inRing(g.anchor, c.region[0].outer));
  for (const g of grounds) if (!aboveCity(g)) grid.paintRegion(groundShapes.get(g)!, g.index);
  for (const r of byRole('road')) grid.paintRegion(r.region, r.index);
  for (const c of cities) grid.paintRegion(c.region, c.index);
  for (const g of grounds) {
    if (!aboveCity(g)) continue;
    grid.paintRegion(groundShapes.get(g)!, g.index);
    for (const c of cities) if (inRing(g.anchor, c.region[0].outer)) c.region[0].holes.push(circleRing(g.center!, g.size!));
  }
  for (const k of byRole('cloister')) grid.paintRegion(k.region, k.index);
  for (const j of junctions) grid.paint({ outer: rectRing(j.center, j.half), holes: [] }, BLOCKED);

  // Fields: flood the free cells from each field's edge segments.
  const seeds = new Map<number, number[]>();
  for (const f of byRole('field')) {
    seeds.set(f.index, def.features[f.index].segments.flatMap((s) => edgeCells(RASTER, s[0], ...segmentRange(s[1]))));
  }
  const label = floodFill(grid, seeds);
  const hedges = separate(grid, label, grounds[0]?.index);
  const n = RASTER * RASTER;
  for (const f of byRole('field')) f.region = traceMask(maskOf(n, (c) => grid.cells[c] === FREE && label[c] === f.index), RASTER);
  for (const g of grounds) g.region = traceMask(maskOf(n, (c) => grid.cells[c] === g.index), RASTER);

  const geom: TileGeometry = {
    id: def.id, features, junctions, gates, hedges,
    ownerAt(p) {
      const o = grid.ownerAt(p);
      if (o !== FREE) return o === BLOCKED && (p.x < 0 || p.y < 0 || p.x >= 1 || p.y >= 1) ? FREE : o;
      const i = Math.floor(p.x * RASTER), j = Math.floor(p.y * RASTER);
      return i < 0 || j < 0 || i >= RASTER || j >= RASTER ? FREE : label[j * RASTER + i];
    },
  };
  cache.set(def, geom);
  return geom;
}

/** A ground feature's patch: its disc, plus a strip to each edge segment it reaches (catapult/07). */
function groundRegion(def: TileDef, g: FeatureGeometry): Region {
  const region: Region = [{ outer: circleRing(g.center!, g.size!), holes: [] }];
  for (const s of def.features[g.index].segments) {
    const side = SIDE_INFO[s[0] as Side];
    const edge = add(side.from, mul(sub(side.to, side.from), s[1] === 'L' ? 1 / 6 : s[1] === 'C' ? 0.5 : 5 / 6));
    region.push({ outer: strokeRing([add(edge, mul(side.inward, -0.02)), g.center!], STRIP_HALF), holes: [] });
  }
  return region;
}

/**
 * Two fields the drawn features do not keep apart meet along the flood's midline. There the tile
 * needs a visible border: the fair's ground when it touches that line (catapult/05: the fair
 * between the two cities splits the field, data/tiles.json), else a row of bushes.
 */
function separate(grid: OwnerGrid, label: Int16Array, ground: number | undefined): Pt[] {
  const n = grid.n;
  const border: number[] = [];
  for (let c = 0; c < n * n; c++) {
    if (grid.cells[c] !== FREE || label[c] === FREE) continue;
    const i = c % n, j = (c - i) / n;
    for (const [di, dj] of NEIGHBOURS) {
      const ii = i + di, jj = j + dj;
      if (ii < 0 || jj < 0 || ii >= n || jj >= n) continue;
      const d = jj * n + ii;
      if (grid.cells[d] === FREE && label[d] !== FREE && label[d] !== label[c]) { border.push(c); break; }
    }
  }
  if (ground !== undefined) {
    // Widen the border and hand it to the ground when the two touch.
    const wide = new Set<number>();
    for (const c of border) {
      const i = c % n, j = (c - i) / n;
      for (let dj = -3; dj <= 3; dj++) for (let di = -3; di <= 3; di++) {
        const ii = i + di, jj = j + dj;
        if (ii >= 0 && jj >= 0 && ii < n && jj < n && grid.cells[jj * n + ii] === FREE) wide.add(jj * n + ii);
      }
    }
    const touches = [...wide].some((c) => {
      const i = c % n, j = (c - i) / n;
      return NEIGHBOURS.some(([di, dj]) => grid.at(i + di, j + dj) === ground);
    });
    if (touches) for (const c of wide) grid.cells[c] = ground;
    // Pockets no field reaches that open onto the ground (inside catapult/12's ring) are ground too.
    let queue: number[] = [];
    for (let c = 0; c < n * n; c++) if (grid.cells[c] === ground) queue.push(c);
    while (queue.length) {
      const next: number[] = [];
      for (const c of queue) {
        const i = c % n, j = (c - i) / n;
        for (const [di, dj] of NEIGHBOURS) {
          const ii = i + di, jj = j + dj, d = jj * n + ii;
          if (ii < 0 || jj < 0 || ii >= n || jj >= n || grid.cells[d] !== FREE || label[d] !== FREE) continue;
          grid.cells[d] = ground;
          next.push(d);
        }
      }
      queue = next;
    }
    if (touches) return [];
  }
  return border.filter((_, k) => k % 3 === 0).map((c) => ({ x: ((c % n) + 0.5) / n, y: (Math.floor(c / n) + 0.5) / n }));
}

function maskOf(n: number, f: (c: number) => boolean): Uint8Array {
  const m = new Uint8Array(n);
  for (let c = 0; c < n; c++) m[c] = f(c) ? 1 : 0;
  return m;
}

function nearest<T extends { anchor: Pt }>(list: T[], p: Pt): T {
  return list.reduce((a, b) => (dist(b.anchor, p) < dist(a.anchor, p) ? b : a));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
