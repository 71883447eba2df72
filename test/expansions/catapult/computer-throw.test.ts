// A computer thrower lets go like a person does (catapult/throw: its power and the throw's seed),
// so whoever catches — a person on the tablet or a computer — makes that catch themselves.
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../core/index.js';
import { throwCatch } from '../../../expansions/catapult/ai/catch.js';
import { catapultSlice } from '../../../expansions/catapult/index.js';
import { shotSeed } from '../../../expansions/catapult/ui/seed.js';
import { act, catGame, choose } from './helpers.js';

describe('a computer throws in the catch', () => {
  it('records the throw and leaves the catch to the catcher', () => {
    const g = catGame(2, ['base/D', 'base/D', 'catapult/06', 'base/E', 'base/E']);
    act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 });
    if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
    act(g, choose('catch'));
    expect(g.actor()).toBe(0); // Anna throws first, to Bram
    const ctx = (player: number) => ({ player, strength: 'normal' as never, skill: 0.7, rng: seedRng(5), overBudget: () => false, value: () => 0 });
    const d = throwCatch(g, ctx(0));
    expect(d.action.type).toBe('catapult/throw');
    expect(d.action.power as number).toBeGreaterThanOrEqual(0);
    expect(d.action.power as number).toBeLessThanOrEqual(1);
    expect(d.action.seed).toBe(shotSeed(g.state.setup.seed, g.state.actionCount));
    act(g, d.action);
    expect(catapultSlice(g).round!.throw).toEqual({ power: d.action.power, seed: d.action.seed });
    expect(g.actor()).toBe(1); // Bram catches it now
    const c = throwCatch(g, ctx(1));
    expect(c.action.type).toBe('catapult/catch');
    act(g, c.action);
    expect(g.actor()).toBe(1); // and throws next
  });
});
