// Game records that start a catapult round, for the browser tests (imported as a player would).
import { expect } from 'vitest';
import { Game, type Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';

export const CATAPULT_SEED = 7;

/** Applies actions that must be legal. */
export function act(g: Game, ...actions: Action[]): void {
  for (const a of actions) {
    const r = g.apply(a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  }
}

/**
 * A game of these players: the first two turns put a knight on a city each, the third turn's player
 * places the first fair tile, and the round waits for their choice.
 */
function firstRoundWith(players: { name: string; color: string }[]): Game {
  const g = Game.create(BUILT_IN_MODULES, {
    players, expansions: ['base', 'catapult'], options: {}, seed: CATAPULT_SEED,
    deck: ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U', 'base/V'],
  });
  act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, g.choices()[0]);
  if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return g;
}

/** Anna and Bram each put a knight on a city; Anna places the first fair tile: the round waits for her choice. */
export const recordAtFirstRound = (): Game => firstRoundWith([{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }]);

/** Five players: Anna and Bram put their knights, Cleo places the first fair tile: the round waits for her choice. */
export const fiveSeatRound = (): Game =>
  firstRoundWith(['Anna', 'Bram', 'Cleo', 'Dirk', 'Eva'].map((name, i) => ({ name, color: ['red', 'blue', 'green', 'yellow', 'black'][i] })));

/**
 * Anna and Bram build a road straight north, `roads` + 1 tiles long (an even number of roads), and
 * Anna puts the fair tile at its far end: the table runs from Anna's seat (south) to Bram's
 * (north), the fair tile next to Bram's.
 */
export function longTableRound(roads = 8): Game {
  const g = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'catapult'], options: {}, seed: CATAPULT_SEED,
    deck: [...Array<string>(roads).fill('base/U'), 'catapult/06', 'catapult/06', 'base/E', 'base/B', 'base/V'],
  });
  while (g.state.turn.phase !== 'catapult/round') {
    const choices = g.choices();
    // The northernmost square each time (then the westernmost); no followers.
    const places = choices.flatMap((c) => c.type === 'place' ? [c as Action & { x: number; y: number }] : []).sort((a, b) => a.y - b.y || a.x - b.x);
    act(g, places[0] ?? choices.find((c) => c.type === 'pass') ?? choices[0]);
  }
  expect(g.state.board.find((t) => t.tile === 'catapult/06')).toMatchObject({ x: -1, y: -roads });
  expect(g.state.turn.player).toBe(0);
  return g;
}
