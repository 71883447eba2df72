// Inns & Cathedrals (Hans im Glück, 2002) as a module, written against the public contract only
// (docs/contract.md): 18 tiles, two scoring modifiers (the inn on roads, the cathedral on cities),
// and the big follower as a follower type. README.md states the rules, the options and where the
// facts come from. Nothing here is random or reads the clock: scoring depends on the board only.
import type {
  ExpansionModule, FeatureScoreContext, FollowerTypeDef, GameApi, PlacedFollower, ScoreDraft, ScoringModifier,
} from '../../core/index.js';
import { SMALL_CITY_MODIFIER } from '../base/index.js';
import { CATHEDRAL, INN, INNS_TILES } from './tiles.js';

export { CATHEDRAL, INN, INNS_TILES } from './tiles.js';

export const INN_ROAD = 'inns/inn-road';
export const CATHEDRAL_CITY = 'inns/cathedral-city';
export const BIG_FOLLOWER = 'inns/big';
/**
 * The siege's modifier, by name only: a besieged city loses 1 per tile and pennant *from the
 * cathedral's 3*, so ours must run first. An id that is not loaded is ignored (docs/contract.md).
 */
const BESIEGED_CITY = 'siege/besieged-city';

/** Values of `inns.bigFarmer`: how much the big follower weighs in a farm's majority. */
export const BIG_FARMER_VALUES = ['2', '1'] as const;
export type BigFarmer = (typeof BIG_FARMER_VALUES)[number];

/** The feature being scored has a prop: boolean props OR when features merge (core). */
const has = (ctx: FeatureScoreContext, prop: string): boolean => ctx.feature.node.props[prop] === true;

/**
 * A road with at least one inn: 2 per tile when completed (however many inns it has), 0 when
 * it is still open at the end of the game.
 */
const innRoad: ScoringModifier<ScoreDraft, FeatureScoreContext> = {
  id: INN_ROAD,
  target: 'road',
  modify(event, ctx) {
    if (!has(ctx, INN)) return;
    for (const item of event.items) if (item.what === 'tiles') item.unit = ctx.completed ? 2 : 0;
    event.detail = { ...event.detail, [INN]: true };
  },
};

/**
 * A city with a cathedral: 3 per tile and pennant when completed, 0 when it is still open at the
 * end. It sets the units the others start from, so it runs before base's small-city option (a
 * cathedral city is never two tiles anyway) and before the siege's −1.
 */
const cathedralCity: ScoringModifier<ScoreDraft, FeatureScoreContext> = {
  id: CATHEDRAL_CITY,
  target: 'city',
  before: [SMALL_CITY_MODIFIER, BESIEGED_CITY],
  modify(event, ctx) {
    if (!has(ctx, CATHEDRAL)) return;
    for (const item of event.items) {
      if (item.what === 'tiles' || item.what === 'pennants') item.unit = ctx.completed ? 3 : 0;
    }
    event.detail = { ...event.detail, [CATHEDRAL]: true };
  },
};

/**
 * The big follower: one per player, deployed like a normal follower on any road, city, cloister or
 * farm, and worth two followers in every majority. It is a follower on the playing field (a
 * catapult can knock it out, a seduction can swap it).
 */
export const BIG_FOLLOWER_TYPE: FollowerTypeDef = {
  id: BIG_FOLLOWER, perPlayer: 1, strength: 2, size: 1.4,
  allowedOn: (kind) => kind.claimable, fieldFollower: true,
};

/** Option `inns.bigFarmer` = '1': the big follower weighs one in a farm (a variant; see README). */
function bigFollowerStrength(api: GameApi, f: PlacedFollower): number | undefined {
  if (f.type !== BIG_FOLLOWER || api.option<BigFarmer>('inns.bigFarmer') !== '1') return undefined;
  return api.state.nodes[api.find(f.node)].kind === 'field' ? 1 : undefined;
}

export const inns: ExpansionModule = {
  id: 'inns',
  version: 1,
  requires: ['base'],
  options: {
    bigFarmer: {
      type: 'enum', values: BIG_FARMER_VALUES, default: '2',
      description: 'What the big follower weighs in a farm: 2 like everywhere else (published rules, 1st edition on), or 1 (a variant some tables play).',
    },
  },
  tiles: () => INNS_TILES,
  allTiles: INNS_TILES,
  followerTypes: [BIG_FOLLOWER_TYPE],
  scoring: [innRoad, cathedralCity],
  hooks: { followerStrength: bigFollowerStrength },
};
