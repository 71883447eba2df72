import { describe, expect, it } from 'vitest';
import {
  anchorWorld, edgeOnSide, hypot, nextFloat, seedRng, facingSegment, featureAnchors, rotatePoint, rotateSegment, segmentEdgePoint, unrotateSegment,
  type Rotation, type Segment,
} from '../../core/index.js';
import { BASE_TILES } from '../../expansions/base/index.js';
import { CATAPULT_TILES } from '../../expansions/catapult/tiles.js';
import { SIEGE_TILE_SETS } from '../../expansions/siege/tiles.js';

const D = BASE_TILES.find((t) => t.id === 'base/D')!;
const ALL = [...BASE_TILES, ...CATAPULT_TILES, ...Object.values(SIEGE_TILE_SETS).flat()];

describe('segments and rotation (docs/records.md)', () => {
  it('rotating 90° clockwise maps N→E→S→W and keeps L/C/R', () => {
    expect(rotateSegment('NL', 90)).toBe('EL');
    expect(rotateSegment('WR', 90)).toBe('NR');
    expect(rotateSegment('SC', 180)).toBe('NC');
    expect(rotateSegment('EL', 270)).toBe('NL');
    for (const r of [0, 90, 180, 270] as Rotation[]) expect(unrotateSegment(rotateSegment('ER', r), r)).toBe('ER');
  });

  it("a segment's L meets the neighbour's R across an edge", () => {
    expect(facingSegment('NL')).toBe('SR');
    expect(facingSegment('EC')).toBe('WC');
    expect(facingSegment('WR')).toBe('EL');
    // Geometrically the same point of the shared edge.
    for (const s of ['NL', 'NC', 'NR', 'EL', 'ER', 'SL', 'WR'] as Segment[]) {
      const p = segmentEdgePoint(s), q = segmentEdgePoint(facingSegment(s));
      const dx = s[0] === 'E' ? 1 : s[0] === 'W' ? -1 : 0, dy = s[0] === 'S' ? 1 : s[0] === 'N' ? -1 : 0;
      expect(q.x + dx).toBeCloseTo(p.x);
      expect(q.y + dy).toBeCloseTo(p.y);
    }
  });

  it('the start tile shows city north and road east/west, and turns with rotation', () => {
    expect(['N', 'E', 'S', 'W'].map((s) => edgeOnSide(D, 0, s as 'N'))).toEqual(['city', 'road', 'field', 'road']);
    expect(['N', 'E', 'S', 'W'].map((s) => edgeOnSide(D, 90, s as 'N'))).toEqual(['road', 'city', 'road', 'field']);
  });

  it('points rotate clockwise about the tile centre', () => {
    expect(rotatePoint({ x: 0.5, y: 0 }, 90)).toEqual({ x: 1, y: 0.5 });
    expect(rotatePoint({ x: 0.2, y: 0.1 }, 180)).toEqual({ x: 0.8, y: 0.9 });
  });
});

describe('follower anchors: one spot per feature, shared by rules, board and physics', () => {
  for (const def of ALL) {
    it(`${def.id}: anchors lie inside the tile and apart from each other`, () => {
      const pts = featureAnchors(def);
      expect(pts).toHaveLength(def.features.length);
      for (const p of pts) {
        expect(p.x).toBeGreaterThan(0); expect(p.x).toBeLessThan(1);
        expect(p.y).toBeGreaterThan(0); expect(p.y).toBeLessThan(1);
      }
      for (let i = 0; i < pts.length; i++) {
        for (let j = i + 1; j < pts.length; j++) {
          expect(Math.hypot(pts[i].x - pts[j].x, pts[i].y - pts[j].y), `${i}-${j}`).toBeGreaterThan(0.15);
        }
      }
    });
  }

  it('world positions follow the tile cell and rotation', () => {
    const city = D.features.findIndex((f) => f.kind === 'city');
    const north = anchorWorld(D, city, 3, -2, 0);
    expect(north.x).toBeCloseTo(3.5);
    expect(north.y).toBeLessThan(-2 + 0.35); // near the north edge of cell (3, -2)
    const east = anchorWorld(D, city, 3, -2, 90);
    expect(east.x).toBeGreaterThan(3 + 0.65); // turned to the east edge
    expect(east.y).toBeCloseTo(-1.5);
  });
});

describe('hypot: Math.hypot of two numbers, bit for bit', () => {
  it('equals V8\'s Math.hypot on 10⁶ seeded values of every scale, and on the special values', () => {
    const rng = seedRng(20261201);
    const scales = [1e-300, 1e-6, 0.01, 1, 3, 20, 1e4, 1e200];
    let mismatches = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const a = (nextFloat(rng) - 0.5) * scales[i % scales.length];
      const b = (nextFloat(rng) - 0.5) * scales[(i >> 3) % scales.length];
      if (!Object.is(hypot(a, b), Math.hypot(a, b))) mismatches++;
    }
    expect(mismatches).toBe(0);
    for (const [a, b] of [[0, 0], [-0, 0], [3, 4], [-3, 4], [NaN, 1], [1, NaN], [Infinity, NaN], [NaN, -Infinity], [1e308, 1e308], [5e-324, 5e-324], [0.1, 0.2], [0.5, -0.5]]) {
      expect(Object.is(hypot(a, b), Math.hypot(a, b)), `${a}, ${b}`).toBe(true);
    }
  });
});
