// Tile definitions are checked when the ruleset is built (issue 9 item 6): each mistake a modder
// can make is a set-up error naming the module and the tile, and every shipped tile passes.
import { describe, expect, it } from 'vitest';
import { anchorWorld, featureAnchors, Game, SetupError, tileProblems, type ExpansionModule, type TileDef } from '../../core/index.js';
import { city, field, road, tile } from '../../expansions/base/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';

const ALL = ['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'] as const;
function build(t: TileDef): string {
  const mod: ExpansionModule = { id: 'modder', version: 1, requires: ['base'], tiles: () => [t], allTiles: [t] };
  try {
    Game.create([...BUILT_IN_MODULES, mod], setup(2, { expansions: ['base', 'modder'] }));
  } catch (e) {
    if (e instanceof SetupError) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'ok';
}

describe('tile definitions at ruleset build', () => {
  it('a correct modder tile builds', () => {
    expect(build(tile('modder/ok', 1, 'crfr', [city(['N']), road('W', 'E'), field(['EL', 'WR'], [0]), field(['ER', 'SL', 'SC', 'SR', 'WL'])]))).toBe('ok');
  });

  it('an edge letter that disagrees with the features', () => {
    // Edges say east and south are roads; the features run the road west to south.
    expect(build(tile('modder/edge', 1, 'crrf', [city(['N']), road('W', 'S'), field(['EL', 'EC', 'ER', 'SR', 'WL'], [0]), field(['SL', 'WR'])])))
      .toBe('edge-mismatch: module "modder", tile "modder/edge": the E edge is "road" but the feature at EC is a field; the W edge is "field" but the feature at WC is a road');
  });

  it('an edge whose corners disagree with the other edges of its type, or with each other', () => {
    // The east edge is "field", but the city reaches both of its corners: a field edge next to it
    // would not join that city, and nothing on the board would show why.
    expect(build(tile('modder/corners', 1, 'cfff', [{ kind: 'city', segments: ['NL', 'NC', 'NR', 'EL', 'ER'] }, field(['EC', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'], [0])])))
      .toMatch(/^edge-profile: module "modder", tile "modder\/corners": its E edge is "field" with city, field, city along it \(left, centre, right\), but the "field" edges of tile "base\/[A-Z]+" have field, field, field: features across two such edges would not join$/);
    // A city in one corner only: where two such edges meet, left faces right, even for an edge type of its own.
    expect(build({ id: 'modder/hedge', count: 1, edges: ['city', 'hedge', 'field', 'field'], features: [{ kind: 'city', segments: ['NL', 'NC', 'NR', 'EL'] }, field(['EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'], [0])] }))
      .toBe('edge-profile: module "modder", tile "modder/hedge": its E edge is "hedge" with city, field, field along it (left, centre, right): where two such edges meet, left faces right, so its features would not join');
  });

  it('several segment-less features of a kind no follower may claim are fine (they have no spot to share)', () => {
    const forest = tile('decor/forest', 1, 'ffff', [field([...ALL]), { kind: 'decor-tree', segments: [] }, { kind: 'decor-tree', segments: [] }]);
    const decor: ExpansionModule = {
      id: 'decor', version: 1, requires: ['base'],
      featureKinds: [{ id: 'decor-tree', connects: false, claimable: false, completion: 'never' }],
      tiles: () => [forest], allTiles: [forest],
    };
    expect(() => Game.create([...BUILT_IN_MODULES, decor], setup(2, { expansions: ['base', 'decor'] }))).not.toThrow();
  });

  it('two features of one kind without segments (they would share one follower spot)', () => {
    expect(build(tile('modder/twin', 1, 'ffff', [field([...ALL]), { kind: 'cloister', segments: [] }, { kind: 'cloister', segments: [] }])))
      .toBe('spot-twice: module "modder", tile "modder/twin": features 1 and 2 are both a cloister without segments: they would share the follower spot "cloister"');
  });

  it('a segment in two features, and a segment in none', () => {
    expect(build(tile('modder/twice', 1, 'ffff', [field([...ALL]), field(['NC'])])))
      .toMatch(/^segment-twice: module "modder", tile "modder\/twice": segment NC belongs to feature 0 \(field\) and to feature 1 \(field\)/);
    expect(build(tile('modder/none', 1, 'ffff', [field(ALL.filter((s) => s !== 'WC'))])))
      .toBe('segment-unassigned: module "modder", tile "modder/none": segments WC belong to no feature');
  });

  it('a field touching a city that does not exist', () => {
    expect(build(tile('modder/touch', 1, 'cfff', [city(['N']), field(ALL.filter((s) => s[0] !== 'N'), [3])])))
      .toBe('bad-touches: module "modder", tile "modder/touch": feature 1 (field) touches feature 3, which does not exist on this tile');
  });

  it('unknown kinds, bad segment names and duplicate ids', () => {
    expect(build({ id: 'modder/kind', count: 1, edges: ['field', 'field', 'field', 'field'], features: [{ kind: 'lake', segments: [...ALL] }] }))
      .toMatch(/^unknown-kind: module "modder", tile "modder\/kind": feature 0 uses unknown feature kind "lake"/);
    expect(build({ id: 'modder/seg', count: 1, edges: ['field', 'field', 'field', 'field'], features: [{ kind: 'field', segments: [...ALL, 'XX' as 'NL'] }] }))
      .toMatch(/^bad-segment: .*"XX", which is not a segment/);
    expect(build({ ...tile('base/D', 1, 'ffff', [field([...ALL])]) })).toMatch(/^duplicate-tile: tile "base\/D" of "[a-z-]+" is defined twice \(also by "base"\)/);
  });

  it('every shipped tile is well formed', () => {
    const g = Game.create(BUILT_IN_MODULES, setup(2, { expansions: ['base', 'catapult', 'siege'] }));
    for (const t of g.rules.tiles.values()) expect(tileProblems(t, g.rules.kinds), t.id).toEqual([]);
  });
});

describe('a follower spot of its own for a feature without segments', () => {
  const shrine = (anchor?: { x: number; y: number }) => tile('modder/shrine', 1, 'frfr', [
    road('E', 'W'), field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL']),
    { kind: 'cloister', segments: [], ...(anchor ? { anchor } : {}) },
  ]);

  it('stands where the module puts it (unrotated, then turned with the tile), the middle otherwise', () => {
    expect(build(shrine({ x: 0.75, y: 0.25 }))).toBe('ok');
    expect(featureAnchors(shrine({ x: 0.75, y: 0.25 }))[3]).toEqual({ x: 0.75, y: 0.25 });
    expect(anchorWorld(shrine({ x: 0.75, y: 0.25 }), 3, 2, 0, 90)).toEqual({ x: 2.75, y: 0.75 });
    // Without one, the middle, stepped aside from the road through it.
    expect(featureAnchors(shrine())[3]).not.toEqual({ x: 0.75, y: 0.25 });
  });

  it('is refused off the tile, or on a feature whose segments place it', () => {
    expect(build(shrine({ x: 0.95, y: 0.5 })))
      .toBe('bad-anchor: module "modder", tile "modder/shrine": feature 3 (cloister): anchor must be { x, y }, each between 0.2 and 0.8, not {"x":0.95,"y":0.5}');
    // Near an edge the building would be drawn off the tile (a cloister reaches 0.18 from its spot).
    expect(build(shrine({ x: 0.5, y: 0.1 }))).toMatch(/^bad-anchor: .*each between 0\.2 and 0\.8, not \{"x":0\.5,"y":0\.1\}$/);
    expect(build(shrine({ x: 0.2, y: 0.8 }))).toBe('ok');
    expect(build(shrine({ x: Number.NaN, y: 0.5 }))).toMatch(/^bad-anchor: /);
    const onRoad = tile('modder/road', 1, 'frfr', [{ ...road('E', 'W'), anchor: { x: 0.5, y: 0.5 } }, field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL'])]);
    expect(build(onRoad)).toBe('bad-anchor: module "modder", tile "modder/road": feature 0 (road) has segments, which place its follower spot: only a feature without segments takes an anchor');
  });
});
