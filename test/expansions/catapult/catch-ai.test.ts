// A computer catcher of a throw a person let go (catapult/throw in the record): it catches that
// very throw — the recorded power and seed — with its own tap, and its verdict is the judge's.
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../core/index.js';
import { throwCatch } from '../../../expansions/catapult/ai/catch.js';
import { physicsInput } from '../../../expansions/catapult/index.js';
import { catchPlan, judge } from '../../../expansions/catapult/ui/catch-plan.js';
import { act, catGame, choose } from './helpers.js';

describe('a computer catches a recorded throw', () => {
  it('uses the power and seed in the record, and its tap decides the verdict', () => {
    const g = catGame(2, ['base/D', 'base/D', 'catapult/06', 'base/E', 'base/E']);
    act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 });
    if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
    act(g, choose('catch'), { type: 'catapult/throw', power: 0.55, seed: 4242 });
    expect(g.actor()).toBe(1);
    const ctx = { player: 1, strength: 'strong' as never, skill: 1, rng: seedRng(9), overBudget: () => false, value: () => 0 };
    const d = throwCatch(g, ctx);
    const input = d.action.input as { power: number; seed: number; tap: { t: number; x: number; y: number } | null };
    expect(input.power).toBe(0.55);
    expect(input.seed).toBe(4242);
    const plan = catchPlan(physicsInput(g), 0, 1, 2, 0.55, 4242);
    expect(d.action.result).toBe(judge(plan, input.tap));
    act(g, d.action);
    expect(g.actor()).toBe(1); // Bram throws next
  });
});
