// Game.restore: a game rebuilt from a copy of its state (a save's snapshot) and continued must be
// exactly the game that was replayed from the start — same state, same report — for every module set.
import { describe, expect, it } from 'vitest';
import { Game, replay, report, type GameState } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { playRandom, setup } from '../helpers.js';

const SETS = [['base'], ['base', 'siege'], ['base', 'catapult'], ['base', 'siege', 'catapult']];

describe('Game.restore from a state snapshot', () => {
  for (const expansions of SETS) {
    it(`continues exactly like a full replay (${expansions.join('+')})`, () => {
      for (const [players, seed] of [[2, 11], [5, 12]]) {
        const played = Game.create(BUILT_IN_MODULES, setup(players, { seed, expansions }));
        const actions = playRandom(played, seed);
        const s = setup(players, { seed, expansions });
        // Snapshots at several points, mid-turn ones included: each restored game plays on to the same end.
        for (const at of [1, Math.floor(actions.length / 5), Math.floor(actions.length / 3), Math.floor(actions.length / 2) + 1, actions.length - 1]) {
          const prefix = replay(BUILT_IN_MODULES, s, actions.slice(0, at));
          expect(prefix.ok).toBe(true);
          // Copied as an export does (JSON) and as IndexedDB keeps a save's snapshot (the structured
          // clone: unlike JSON it keeps two references to one array as one array).
          for (const copy of [(x: GameState) => JSON.parse(JSON.stringify(x)) as GameState, (x: GameState) => structuredClone(x)]) {
            const restored = Game.restore(BUILT_IN_MODULES, copy(prefix.game.state), actions.slice(0, at));
            for (const a of actions.slice(at)) expect(restored.apply(a).ok).toBe(true);
            expect(JSON.stringify(restored.state)).toBe(JSON.stringify(played.state));
            expect(restored.actions).toEqual(played.actions);
            expect(report(restored)).toEqual(report(played));
          }
        }
      }
    });
  }

  it('refuses a snapshot that does not match the actions it claims', () => {
    const g = Game.create(BUILT_IN_MODULES, setup(2));
    const actions = playRandom(g, 3, 6);
    expect(() => Game.restore(BUILT_IN_MODULES, JSON.parse(JSON.stringify(g.state)), actions.slice(0, 5))).toThrow(/snapshot/);
  });
});
