// The base game as a module written against the same contract as every expansion (docs/contract.md).
import type { ExpansionModule, FeatureScoreContext, FollowerTypeDef, ScoreDraft, ScoringModifier } from '../../core/index.js';
import { scoreFarms } from './farms.js';
import { BASE_KINDS } from './features.js';
import { BASE_TILES } from './tiles.js';

export { city, cloister, field, road, tile } from './tile-builder.js';
export type { FarmCityContext, FarmCityValue, FarmScoring } from './farms.js';
export { BASE_TILES } from './tiles.js';

/**
 * The city modifier of the base game, by name. Modules order theirs around it (digest §4): a
 * cathedral-like unit change declares `before: [SMALL_CITY_MODIFIER]`, a besieged city's −1
 * `after: [SMALL_CITY_MODIFIER]`.
 */
export const SMALL_CITY_MODIFIER = 'base/small-city';

/** The context core passes with a city's score event (every feature kind gets the same). */
export type CityScoreContext = FeatureScoreContext;

/** The normal follower: 7 per player (the 8th meeple counts the score), on any claimable feature. */
export const NORMAL_FOLLOWER: FollowerTypeDef = {
  id: 'follower', perPlayer: 7, strength: 1, size: 1, allowedOn: (kind) => kind.claimable, fieldFollower: true,
};

/** Option base.smallCity = '2': a completed 2-tile city scores 1 per tile and pennant (digest §1.5). */
const smallCity: ScoringModifier<ScoreDraft, CityScoreContext> = {
  id: SMALL_CITY_MODIFIER, target: 'city',
  modify(event, ctx, api) {
    if (api.option('base.smallCity') !== '2' || !ctx.completed) return;
    const tiles = event.items.find((i) => i.what === 'tiles');
    if (tiles?.count !== 2) return;
    for (const item of event.items) if (item.what === 'tiles' || item.what === 'pennants') item.unit = 1;
  },
};

export const base: ExpansionModule = {
  id: 'base',
  version: 1,
  options: {
    farmScoring: {
      type: 'enum', values: ['field-3', 'field-3-once', 'city-4'], default: 'field-3',
      description: 'Farms: 3 per completed city per farm (current rules); 3 but each city once per player (2nd edition); or 4 per city to the farmers around it (1st edition).',
    },
    smallCity: {
      type: 'enum', values: ['4', '2'], default: '4',
      description: 'A completed city of two tiles scores 4 (current rules) or 2 (early 1st-edition printings).',
    },
  },
  tiles: () => BASE_TILES,
  allTiles: BASE_TILES,
  startTile: 'base/D',
  featureKinds: BASE_KINDS,
  // The game's own vocabulary, older than namespaces: every record and every module names these.
  plainNames: BASE_KINDS.map((k) => k.id),
  followerTypes: [NORMAL_FOLLOWER],
  scoring: [smallCity],
  hooks: {
    onFinalScoring: { order: 0, run: scoreFarms },
  },
};
