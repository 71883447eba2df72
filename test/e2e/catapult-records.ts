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

/** Anna and Bram each put a knight on a city; Anna places the first fair tile: the round waits for her choice. */
export function recordAtFirstRound(): Game {
  const g = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'catapult'], options: {}, seed: CATAPULT_SEED,
    deck: ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U', 'base/V'],
  });
  act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, g.choices()[0]);
  if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return g;
}
