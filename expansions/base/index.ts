// The base game as a module written against the same contract as every expansion (docs/contract.md).
import type { ExpansionModule, ScoringModifier, ScoreEvent } from '../../core/index.js';
import { scoreFarms } from './farms.js';
import { BASE_KINDS } from './features.js';
import { BASE_TILES } from './tiles.js';

export { city, cloister, field, road, tile } from './tile-builder.js';
export type { FarmCityContext, FarmCityValue, FarmScoring } from './farms.js';
export { BASE_TILES } from './tiles.js';

/** Order of city modifiers (digest §4): cathedral-like 10, small city 20, besieged 30. */
export const CITY_MODIFIER_ORDER = { cathedral: 10, smallCity: 20, besieged: 30 } as const;

export interface CityScoreContext {
  completed: boolean;
}

/** Option base.smallCity = '2': a completed 2-tile city scores 1 per tile and pennant (digest §1.5). */
const smallCity: ScoringModifier<ScoreEvent, CityScoreContext> = {
  id: 'base/small-city', target: 'city', order: CITY_MODIFIER_ORDER.smallCity,
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
  scoring: [smallCity],
  hooks: {
    onFinalScoring: { order: 0, run: scoreFarms },
  },
};
