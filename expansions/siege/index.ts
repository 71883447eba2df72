// Besiegers / Cathars / Siege (digest §3, seed S-IT) as a module: 14 siege tiles in three sets,
// besieged-city and farm scoring as modifiers, and the flight from a besieged city at the end of
// a turn. The core names none of this (docs/contract.md).
import type { ExpansionModule, OptionValues, TileDef } from '../../core/index.js';
import { ESCAPE_VARIANTS, escapePhase, initialSlice, partStartPhase, type SiegeSlice } from './escape.js';
import { besiegedCity, besiegedFarmCity } from './scoring.js';
import { SIEGE_TILE_SETS } from './tiles.js';

export {
  cityAllowsEscape, cloisterNear, escapeActions, escapeGates, escapeProblem, ESCAPE_VARIANTS, startTurnPart,
  type EscapeVariant, type SiegeSlice,
} from './escape.js';
export { besiegedCity, besiegedFarmCity, isBesiegedRoot, BESIEGED_CITY, BESIEGED_FARM_CITY } from './scoring.js';
export { SIEGE_TILE_SETS } from './tiles.js';

/** The tile sets, in the fixed order the bag is built in (so a seed deals the same deck whatever the option's order). */
export const SIEGE_SETS = ['besiegers', 'cathars', 'siege'] as const;
export type SiegeSet = (typeof SIEGE_SETS)[number];

const ALL_SIEGE_TILES: TileDef[] = SIEGE_SETS.flatMap((s) => SIEGE_TILE_SETS[s]);

/** Tiles that go into the bag for the chosen `siege.sets`. */
export function siegeTiles(options: OptionValues): TileDef[] {
  const chosen = (options['siege.sets'] as readonly string[] | undefined) ?? SIEGE_SETS;
  return SIEGE_SETS.filter((s) => chosen.includes(s)).flatMap((s) => SIEGE_TILE_SETS[s]);
}

export const siege: ExpansionModule<SiegeSlice> = {
  id: 'siege',
  // The Besiegers' and the Cathars' tiles keep the names of their sets ('besiegers/1').
  namespaces: ['besiegers', 'cathars'],
  version: 1,
  requires: ['base'],
  options: {
    sets: {
      type: 'set', values: SIEGE_SETS, default: SIEGE_SETS,
      description: 'Which siege tiles go into the bag: The Besiegers (6), The Cathars (4) and Siege (4).',
    },
    escape: {
      type: 'enum', values: ESCAPE_VARIANTS, default: 'siege-tile',
      description: 'A follower may escape a besieged city via a cloister next to a siege tile (Cathars, Besiegers), next to any tile of that city (RGG Siege), or never.',
    },
  },
  tiles: siegeTiles,
  // Every siege tile is known, so a record with a fixed deck may name any of them.
  allTiles: ALL_SIEGE_TILES,
  slice: { initial: initialSlice },
  phases: [partStartPhase, escapePhase],
  scoring: [besiegedCity, besiegedFarmCity],
};
