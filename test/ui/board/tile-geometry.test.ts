// Tile geometry for every tile type the shipped modules define (base, catapult, siege sets):
// each feature gets an area of its own, cities reach their edges, features do not overlap beyond
// a sliver, and each follower anchor (core featureAnchors) stands in its own feature.
import { describe, expect, it } from 'vitest';
import type { Side, TileDef } from '../../../core/index.js';
import { BASE_TILES } from '../../../expansions/base/tiles.js';
import { CATAPULT_TILES } from '../../../expansions/catapult/tiles.js';
import { SIEGE_TILE_SETS } from '../../../expansions/siege/tiles.js';
import { type Pt, type Region, SIDE_INFO, inRegion, ringArea, tileGeometry } from '../../../ui/board/geometry/index.js';

const ALL: TileDef[] = [...BASE_TILES, ...CATAPULT_TILES, ...Object.values(SIEGE_TILE_SETS).flat()];
const GRID = 151; // odd, so samples never sit exactly on the 1/96 owner-grid lines

function samples(): Pt[] {
  const out: Pt[] = [];
  for (let j = 0; j < GRID; j++) for (let i = 0; i < GRID; i++) out.push({ x: (i + 0.5) / GRID, y: (j + 0.5) / GRID });
  return out;
}
const SAMPLES = samples();

/** Distance from p to a region (0 inside). */
function distance(p: Pt, r: Region): number {
  if (inRegion(p, r)) return 0;
  let d = Infinity;
  for (const s of r) for (const ring of [s.outer, ...s.holes]) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j], b = ring[i], abx = b.x - a.x, aby = b.y - a.y, l2 = abx * abx + aby * aby;
      const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2)) : 0;
      d = Math.min(d, Math.hypot(p.x - a.x - abx * t, p.y - a.y - aby * t));
    }
  }
  return d;
}

/** A point just inside the tile at segment `seg` (e.g. 'NL'). */
function segmentPoint(seg: string, inset = 0.01): Pt {
  const s = SIDE_INFO[seg[0] as Side], t = seg[1] === 'L' ? 1 / 6 : seg[1] === 'C' ? 0.5 : 5 / 6;
  return { x: s.from.x + (s.to.x - s.from.x) * t + s.inward.x * inset, y: s.from.y + (s.to.y - s.from.y) * t + s.inward.y * inset };
}

describe('tile geometry of every shipped tile type', () => {
  it('covers all 50 tile types of base, catapult and the siege sets', () => {
    expect(ALL.length).toBe(24 + 12 + 6 + 4 + 4);
  });

  for (const def of ALL) {
    describe(def.id, () => {
      const g = tileGeometry(def);

      it('gives each feature a region of its own and keeps follower anchors in it', () => {
        expect(g.features.map((f) => f.kind)).toEqual(def.features.map((f) => f.kind));
        for (const f of g.features) {
          expect(ringArea(f.region), `${f.kind} #${f.index} area`).toBeGreaterThan(0.004);
          // Inside, or (a straight road whose anchor core pushed off-centre, base/D) within 0.03.
          expect(distance(f.anchor, f.region), `${f.kind} #${f.index} anchor`).toBeLessThanOrEqual(0.03);
        }
      });

      it('reaches the edge segments each feature is printed on', () => {
        for (const f of g.features) {
          for (const seg of def.features[f.index].segments) {
            // Cities fill the whole edge; roads and fields reach it at their segment.
            const points = f.role === 'city' ? [0.1, 0.3, 0.5, 0.7, 0.9].map((t) => {
              const s = SIDE_INFO[seg[0] as Side];
              return { x: s.from.x + (s.to.x - s.from.x) * t + s.inward.x * 0.01, y: s.from.y + (s.to.y - s.from.y) * t + s.inward.y * 0.01 };
            }) : [segmentPoint(seg)];
            for (const p of points) expect(inRegion(p, f.region), `${f.kind} #${f.index} at ${seg} (${p.x.toFixed(2)}, ${p.y.toFixed(2)})`).toBe(true);
          }
        }
      });

      it('keeps different features from overlapping by more than a sliver', () => {
        const inside = g.features.map((f) => SAMPLES.map((p) => inRegion(p, f.region)));
        for (let a = 0; a < g.features.length; a++) {
          for (let b = a + 1; b < g.features.length; b++) {
            let both = 0;
            for (let k = 0; k < SAMPLES.length; k++) if (inside[a][k] && inside[b][k]) both++;
            expect(both / SAMPLES.length, `features ${a} and ${b}`).toBeLessThan(0.008);
          }
        }
        // And together they cover the tile, but for villages and a hairline along the edges.
        const covered = SAMPLES.filter((_, k) => inside.some((row) => row[k])).length / SAMPLES.length;
        expect(covered).toBeGreaterThan(0.95);
      });
    });
  }
});

describe('tile geometry of a modder’s tile', () => {
  it('draws an unknown inner feature as a ground patch, and a four-way road as a crossroads', () => {
    const def: TileDef = {
      id: 'mod/well', count: 1, edges: ['road', 'road', 'road', 'road'],
      features: [
        { kind: 'road', segments: ['NC', 'EC', 'SC', 'WC'] },
        { kind: 'field', segments: ['WR', 'NL'] }, { kind: 'field', segments: ['NR', 'EL'] },
        { kind: 'field', segments: ['ER', 'SL'] }, { kind: 'field', segments: ['SR', 'WL'] },
      ],
    };
    const g = tileGeometry(def);
    expect(g.features[0].paths).toHaveLength(4);
    for (const f of g.features) expect(inRegion(f.anchor, f.region)).toBe(true);

    const well: TileDef = {
      id: 'mod/pond', count: 1, edges: ['field', 'field', 'field', 'field'],
      features: [{ kind: 'field', segments: ['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'] }, { kind: 'pond', segments: [] }],
    };
    const p = tileGeometry(well);
    expect(p.features[1].role).toBe('ground');
    expect(ringArea(p.features[1].region)).toBeGreaterThan(0.02);
    expect(inRegion(p.features[1].anchor, p.features[1].region)).toBe(true);
  });

  it('separates two fields that nothing on the tile keeps apart with a hedge', () => {
    const def: TileDef = {
      id: 'mod/hedge', count: 1, edges: ['field', 'field', 'field', 'field'],
      features: [
        { kind: 'field', segments: ['NL', 'NC', 'NR', 'EL', 'EC', 'ER'] },
        { kind: 'field', segments: ['SL', 'SC', 'SR', 'WL', 'WC', 'WR'] },
      ],
    };
    const g = tileGeometry(def);
    expect(g.hedges.length).toBeGreaterThan(5);
    expect(inRegion({ x: 0.9, y: 0.1 }, g.features[0].region)).toBe(true);
    expect(inRegion({ x: 0.1, y: 0.9 }, g.features[1].region)).toBe(true);
  });
});
