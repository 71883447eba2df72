// Test-only modules (never shipped) that stand in for expansions the project does not build yet,
// to prove the siege composes with them through the plugin contract alone:
//  - a cathedral-like city flag (Inns & Cathedrals: 3 per tile and pennant, 0 if incomplete),
//  - a pig-like per-player farm bonus (Traders & Builders: +1 per city in the pig's farm),
//  - an abbey-like cloister kind and a mayor-like follower type (Abbey & Mayor; seed notes 3, 4).
import type {
  ExpansionModule, FeatureKindDef, FeatureScoreContext, ScoreDraft, ScoringModifier, TileDef,
} from '../../../core/index.js';
import {
  city, field, SMALL_CITY_MODIFIER, tile, type FarmCityContext, type FarmCityValue,
} from '../../../expansions/base/index.js';
import { BESIEGED_FARM_CITY } from '../../../expansions/siege/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';

// ── cathedral-like ───────────────────────────────────────────────────────────
/** A 4-sided city with a cathedral and, for the test, one pennant. */
export const CATHEDRAL_TILE: TileDef = tile('testcath/C', 1, 'cccc', [
  city(['N', 'E', 'S', 'W'], { cathedral: true, pennants: 1 }),
]);

const cathedralCity: ScoringModifier<ScoreDraft, FeatureScoreContext> = {
  id: 'test-cathedral/city', target: 'city', before: [SMALL_CITY_MODIFIER],
  modify(event, ctx, api) {
    if (event.node === undefined || api.state.nodes[api.find(event.node)].props.cathedral !== true) return;
    for (const item of event.items) {
      if (item.what === 'tiles' || item.what === 'pennants') item.unit = ctx.completed ? 3 : 0;
    }
  },
};

export const cathedralModule: ExpansionModule = {
  id: 'test-cathedral', version: 1, requires: ['base'],
  tiles: () => [], allTiles: [CATHEDRAL_TILE], scoring: [cathedralCity],
};

// ── pig-like ─────────────────────────────────────────────────────────────────
export interface PigSlice {
  /** A pig stands with `player`'s farmer on the farm containing `node`. */
  pigs: { player: number; node: number }[];
}

const pigFarmCity: ScoringModifier<FarmCityValue, FarmCityContext> = {
  id: 'test-pig/farm-city', target: 'field-city', before: [BESIEGED_FARM_CITY],
  modify(value, ctx, api) {
    if (ctx.farm === null) return;
    const pigs = api.slice<PigSlice>('test-pig').pigs;
    if (!pigs.some((p) => p.player === ctx.player && api.find(p.node) === ctx.farm)) return;
    value.unit += 1;
    value.tags.push('pig');
  },
};

export const pigModule: ExpansionModule<PigSlice> = {
  id: 'test-pig', version: 1, requires: ['base'],
  slice: { initial: () => ({ pigs: [] }) },
  scoring: [pigFarmCity],
};

// ── abbey-like cloister kind, and a mayor-like follower ──────────────────────
export const abbeyKind: FeatureKindDef = {
  id: 'test-abbey', connects: false, claimable: true, completion: 'surrounded', cloisterLike: true,
  score: (_api, f) => [{ what: 'neighbours', count: f.neighbours + 1, unit: 1, points: 0 }],
};
/** Same shape, but not cloister-like: must not open an escape. */
export const gardenKind: FeatureKindDef = { ...abbeyKind, id: 'test-garden', cloisterLike: false };

const ALL_FIELD = ['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'] as const;
export const ABBEY_TILE: TileDef = tile('testabbey/A', 1, 'ffff', [{ kind: 'test-abbey', segments: [] }, field([...ALL_FIELD])]);
export const GARDEN_TILE: TileDef = tile('testabbey/G', 1, 'ffff', [{ kind: 'test-garden', segments: [] }, field([...ALL_FIELD])]);

/** A mayor-like follower type, declared like any module's: one per player, cities only. */
export const abbeyMayorModule: ExpansionModule = {
  id: 'test-abbey', version: 1, requires: ['base'],
  tiles: () => [], allTiles: [ABBEY_TILE, GARDEN_TILE], featureKinds: [abbeyKind, gardenKind],
  followerTypes: [{ id: 'test-abbey/mayor', perPlayer: 1, strength: 1, size: 1, allowedOn: (k) => k.id === 'city' }],
};

export const TEST_CATALOG: readonly ExpansionModule[] = [
  ...BUILT_IN_MODULES, cathedralModule, pigModule as ExpansionModule, abbeyMayorModule,
];
