// Records that reach the escape phase (from the siege scenarios, test/scenarios/siege), shared by
// the panel's node tests and the browser test.
import { RECORD_FORMAT, RECORD_VERSION, type Action, type GameRecord } from '../../../core/index.js';

const place = (x: number, y: number, rotation: number): Action => ({ type: 'place', x, y, rotation });
const deploy = (at: string): Action => ({ type: 'deploy', at });
const PASS: Action = { type: 'pass' };

const record = (deck: string[], actions: Action[], options: Record<string, unknown> = {}): GameRecord => ({
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base', 'siege'], options, seed: 1, deck, actions,
});

/**
 * S14: Anna's knight in the besieged city of cathars/2 at (1, 0); Bram's monk in the cloister at
 * (0, 1), diagonally next to it; Anna has placed base/U at (-1, 0) without a follower — the game
 * waits in siege/escape with one escape.
 */
export const ONE_ESCAPE = record(
  ['cathars/2', 'base/B', 'base/U', 'base/U'],
  [place(1, 0, 0), deploy('NC'), place(0, 1, 0), deploy('cloister'), place(-1, 0, 90), PASS],
);

/**
 * Two besieged cities (cathars/2 at (1, 0), siege/2 at (-1, 0)), an Anna knight in each, both
 * diagonally next to the cloister at (0, 1): two escapes to choose from (only one may be made).
 */
export const TWO_ESCAPES = record(
  ['cathars/2', 'base/U', 'siege/2', 'base/B', 'base/U', 'base/U', 'base/U', 'base/U'],
  [
    place(1, 0, 0), deploy('NC'), place(2, 0, 90), PASS, place(-1, 0, 0), deploy('NC'),
    place(0, 1, 0), PASS, place(3, 0, 90), PASS,
  ],
);

/**
 * S15 (RGG Siege rule, siege.escape = any-city-tile): the cloister at (0, 1) touches only the start
 * tile of the besieged city (0, -1)–(0, 0), not its siege tile.
 */
export const ANY_CITY_TILE = record(
  ['cathars/3', 'base/B', 'base/U', 'base/U'],
  [place(0, -1, 180), deploy('SC'), place(0, 1, 0), PASS, place(-1, 0, 90), PASS],
  { 'siege.escape': 'any-city-tile' },
);
