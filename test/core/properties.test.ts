// Property tests (fast-check): random legal games from random seeds, 2–6 players, keep the
// invariants; random illegal actions are refused and change nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deploySpots, nextInt, seedRng, type Action, type Game } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame } from '../helpers.js';
import { checkAfterAction, checkReplay, startTally } from './invariants.js';

const AT = ['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR', 'cloister', 'XX'];

/** A random action that may or may not be legal now. */
function wildAction(rng: ReturnType<typeof seedRng>): Action {
  switch (nextInt(rng, 4)) {
    case 0: return { type: 'place', x: nextInt(rng, 13) - 6, y: nextInt(rng, 13) - 6, rotation: [0, 90, 180, 270, 45][nextInt(rng, 5)] };
    case 1: return { type: 'deploy', at: AT[nextInt(rng, AT.length)] };
    case 2: return { type: 'pass' };
    default: return { type: ['fly', 'siege/escape', ''][nextInt(rng, 3)] };
  }
}

/** Whether the engine's own legal-move lists contain the action (the referee of the referee). */
function listedAsLegal(g: Game, a: Action): boolean {
  const t = g.state.turn;
  if (a.type === 'place') return t.phase === 'place' && g.legalPlacements(t.drawn!).some((p) => p.x === a.x && p.y === a.y && p.rotation === a.rotation);
  if (a.type === 'deploy') {
    if (t.phase !== 'deploy') return false;
    const node = g.nodeAt(t.placed, a.at as string);
    return node !== undefined && deploySpots(g).some((at) => g.find(g.nodeAt(t.placed, at)!) === g.find(node));
  }
  if (a.type === 'pass') return g.choices().some((c) => c.type === 'pass');
  return false;
}

describe('random base games keep the invariants', () => {
  it('followers and tiles conserved, scores only grow, replay equals play, illegal moves refused', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
      const g = newGame(players, { seed });
      const rng = seedRng(seed ^ 0x5bd1e995);
      const tally = startTally(g);
      let steps = 0;
      while (!g.state.finished) {
        // Every few steps, throw an arbitrary action at the engine first.
        if (nextInt(rng, 3) === 0) {
          const wild = wildAction(rng);
          const before = JSON.stringify(g.state);
          const legal = listedAsLegal(g, wild);
          const r = g.apply(wild);
          expect(r.ok, JSON.stringify(wild)).toBe(legal);
          if (!r.ok) expect(JSON.stringify(g.state)).toBe(before);
          else checkAfterAction(g, tally, r.events);
          continue;
        }
        const choices = g.choices();
        expect(choices.length).toBeGreaterThan(0);
        const r = g.apply(choices[nextInt(rng, choices.length)]);
        expect(r.ok).toBe(true);
        if (r.ok) checkAfterAction(g, tally, r.events);
        steps++;
      }
      expect(g.state.deck).toHaveLength(0);
      expect(steps).toBeGreaterThan(70);
      checkReplay(BUILT_IN_MODULES, g);
    }), { numRuns: 40 });
  });

  it('the same seed and moves give the same game; different seeds give different decks', () => {
    const a = newGame(4, { seed: 99 }), b = newGame(4, { seed: 99 }), c = newGame(4, { seed: 100 });
    expect(a.state.deck).toEqual(b.state.deck);
    expect(a.state.deck).not.toEqual(c.state.deck);
    expect(a.state.deck.length + 1).toBe(71); // 72 tiles: the start tile is placed, one is drawn
  });
});
