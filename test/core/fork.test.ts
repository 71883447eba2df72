// Game.fork(): an exact, cheap copy for search (bots). A fork diverges without touching the
// original, and forking then applying equals applying.
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../core/index.js';
import { newGame, playRandom } from '../helpers.js';

const everything = { expansions: ['base', 'catapult', 'siege'], options: { 'catapult.mode': 'house-rule' } };

describe('Game.fork', () => {
  it('a fork diverges without touching the original', () => {
    const g = newGame(3, { seed: 7, ...everything });
    playRandom(g, 11, 40);
    const before = JSON.stringify(g.state);
    const actionsBefore = JSON.stringify(g.actions);
    const f = g.fork();
    expect(JSON.stringify(f.state)).toBe(before);
    playRandom(f, 12); // to the end of the game
    expect(f.state.finished).toBe(true);
    expect(JSON.stringify(g.state)).toBe(before);
    expect(JSON.stringify(g.actions)).toBe(actionsBefore);
    // The original still plays on, and its legal moves are its own board's.
    expect(g.choices().every((c) => g.validate(c) === null)).toBe(true);
  });

  it('fork + apply equals apply, for every action of whole random games', () => {
    for (const seed of [1, 2, 3]) {
      const g = newGame(4, { seed, ...everything });
      const rng = seedRng(seed * 31);
      while (!g.state.finished) {
        const choices = g.choices();
        const action = choices[nextInt(rng, choices.length)];
        const f = g.fork();
        const rf = f.apply(action);
        const rg = g.apply(action);
        expect(rf).toEqual(rg);
        expect(JSON.stringify(f.state)).toBe(JSON.stringify(g.state));
        expect(f.choices()).toEqual(g.choices());
        expect(f.actions).toEqual(g.actions);
      }
    }
  });

  it('a fork of a fork is independent of both', () => {
    const g = newGame(2, { seed: 5 });
    playRandom(g, 3, 10);
    const a = g.fork();
    playRandom(a, 4, 6);
    const snapA = JSON.stringify(a.state), snapG = JSON.stringify(g.state);
    const b = a.fork();
    playRandom(b, 5);
    expect(JSON.stringify(a.state)).toBe(snapA);
    expect(JSON.stringify(g.state)).toBe(snapG);
  });
});
