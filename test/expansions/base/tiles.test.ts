// Every shipped tile against the reference data in data/tiles.json: counts, edges and
// the partition of the edge segments into features (so the generated files cannot drift).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEGMENTS, type TileDef } from '../../../core/index.js';
import { BASE_TILES } from '../../../expansions/base/index.js';
import { CATAPULT_TILES } from '../../../expansions/catapult/tiles.js';
import { SIEGE_TILE_SETS } from '../../../expansions/siege/tiles.js';

interface RefTile {
  id: string; set: string; count: number; edges_compact: string;
  edges: Record<'N' | 'E' | 'S' | 'W', string[]>;
  cities: { id: string; edges: string[]; pennants: number; besieged: boolean }[];
  roads: { edges: string[] }[];
  fields: { segments: string[]; adjacent_cities: string[] }[];
  cloister: boolean;
}
const ref = JSON.parse(readFileSync(new URL('../../../data/tiles.json', import.meta.url), 'utf8')) as { tiles: RefTile[] };
const ours: TileDef[] = [...BASE_TILES, ...CATAPULT_TILES, ...Object.values(SIEGE_TILE_SETS).flat()];
const byId = new Map(ours.map((t) => [t.id, t]));
const LETTER: Record<string, string> = { city: 'c', road: 'r', field: 'f' };

describe('tiles match data/tiles.json', () => {
  it('has every tile type once, with the box counts', () => {
    expect(ours.map((t) => t.id).sort()).toEqual(ref.tiles.map((t) => t.id).sort());
    const total = (set: string) => ref.tiles.filter((t) => t.set === set).reduce((s, t) => s + byId.get(t.id)!.count, 0);
    expect([total('base'), total('catapult'), total('besiegers'), total('cathars'), total('siege')]).toEqual([72, 12, 6, 4, 4]);
    for (const t of ref.tiles) expect(byId.get(t.id)!.count, t.id).toBe(t.count);
  });

  for (const t of ref.tiles) {
    it(`${t.id}: edges and feature partition`, () => {
      const def = byId.get(t.id)!;
      expect(def.edges.map((e) => LETTER[e]).join('')).toBe(t.edges_compact);
      // Every segment the reference marks as city/road/field/fair belongs to exactly one feature of that kind.
      const owner = new Map<string, string>();
      def.features.forEach((f) => f.segments.forEach((s) => {
        expect(owner.has(s), `${s} in two features`).toBe(false);
        owner.set(s, f.kind);
      }));
      for (const seg of SEGMENTS) {
        const kind = t.edges[seg[0] as 'N'][['L', 'C', 'R'].indexOf(seg[1])];
        expect(owner.get(seg) ?? 'none', seg).toBe(kind === 'fair' ? 'fair' : kind);
      }
      const cities = def.features.filter((f) => f.kind === 'city');
      expect(cities.map((c) => [[...new Set(c.segments.map((s) => s[0]))].join(''), c.props?.pennants ?? 0, c.props?.besieged ?? false]))
        .toEqual(t.cities.map((c) => [c.edges.join(''), c.pennants, c.besieged]));
      expect(def.features.filter((f) => f.kind === 'road').map((r) => r.segments.map((s) => s[0]).join('')))
        .toEqual(t.roads.map((r) => r.edges.join('')));
      expect(def.features.some((f) => f.kind === 'cloister')).toBe(t.cloister);
      const fields = def.features.filter((f) => f.kind === 'field');
      expect(fields.map((f) => [...f.segments].sort().join(' '))).toEqual(t.fields.map((f) => [...f.segments].sort().join(' ')));
      // A field's adjoining cities: indices into the tile's features, resolving to the reference city ids.
      fields.forEach((f, i) => {
        const touched = (f.touches ?? []).map((j) => `c${cities.indexOf(def.features[j]) + 1}`);
        expect(touched.sort(), `field ${i}`).toEqual([...t.fields[i].adjacent_cities].sort());
      });
    });
  }
});
