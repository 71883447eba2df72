// How a siege changes scores (digest §3.2, §3.3; seed S-IT "Città completata", "Scoring farms").
// Both effects are scoring modifiers on the base game's subjects, ordered by name: a
// cathedral-like unit and the small-city option come first, the siege's −1 after; on farms every
// additive bonus (a pig's +1) must run before the doubling — such a module declares
// `before: [BESIEGED_FARM_CITY]`.
import type { GameReader, ScoreDraft, ScoringModifier } from '../../core/index.js';
import { SMALL_CITY_MODIFIER, type CityScoreContext, type FarmCityContext, type FarmCityValue } from '../base/index.js';

export const BESIEGED_CITY = 'siege/besieged-city';
export const BESIEGED_FARM_CITY = 'siege/besieged-farm-city';

/** A city (root node) that holds at least one siege tile; boolean props OR on merge (seed note 1). */
export function isBesiegedRoot(api: GameReader, root: number): boolean {
  const node = api.state.nodes[api.find(root)];
  return node.kind === 'city' && node.props.besieged === true;
}

/**
 * Seed "Città completata" + note 2, digest §3.2 unified formula: every tile and pennant of a
 * besieged city is worth one point less, never below 0 (completed 2 → 1, cathedral 3 → 2,
 * incomplete 1 → 0, incomplete cathedral 0 → 0). How many siege tiles does not matter (note 1).
 */
export const besiegedCity: ScoringModifier<ScoreDraft, CityScoreContext> = {
  id: BESIEGED_CITY,
  target: 'city',
  after: [SMALL_CITY_MODIFIER],
  modify(event, ctx, api) {
    const root = ctx.feature?.root ?? event.node;
    if (root === undefined || !isBesiegedRoot(api, root)) return;
    for (const item of event.items) {
      if (item.what === 'tiles' || item.what === 'pennants') item.unit = Math.max(0, item.unit - 1);
    }
    // Modifiers after this one and the UI's breakdown can see why the units dropped.
    event.detail = { ...event.detail, besieged: true };
  },
};

/**
 * Seed "Scoring farms" + notes 11, 12, digest §3.3: each completed besieged city is worth double
 * to a farm, whatever the farm edition awards (3 → 6, 4 → 8) and including additive per-player
 * bonuses that ran earlier (pig 3 + 1 → 8, not JCZ's 7). A barn's value doubles the same way.
 */
export const besiegedFarmCity: ScoringModifier<FarmCityValue, FarmCityContext> = {
  id: BESIEGED_FARM_CITY,
  target: 'field-city',
  modify(value, ctx, api) {
    if (!ctx.city.complete || !isBesiegedRoot(api, ctx.city.root)) return;
    value.unit *= 2;
    value.tags.push('besieged');
  },
};
