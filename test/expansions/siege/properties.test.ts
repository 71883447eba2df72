// Random legal games with the siege (docs/architecture.md): invariants hold after every action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Game, nextInt, replay, seedRng, type Action,
} from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { checkFollowers } from '../../core/invariants.js';

const COLORS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];

/** The state with union-find parents resolved, so lazy path compression does not count as a difference. */
function canonical(g: Game): string {
  const s = JSON.parse(JSON.stringify(g.state));
  s.nodes.forEach((n: { parent: number }, i: number) => { n.parent = g.find(i); });
  return JSON.stringify(s);
}

const sorted = (ids: string[]) => [...ids].sort();

function playChecked(seed: number, players: number, escape: string, sets: string[]): { escapes: number } {
  const g = Game.create(BUILT_IN_MODULES, {
    players: COLORS.slice(0, players).map((color, i) => ({ name: `P${i + 1}`, color })),
    expansions: ['base', 'siege'], options: { 'siege.escape': escape, 'siege.sets': sets }, seed,
  });
  const dealt = sorted([...(g.state.turn.drawn ? [g.state.turn.drawn] : []), ...g.state.deck]);
  const discarded = new Map<number, string[]>(); // turn number → tiles that fitted nowhere
  const escapesInTurn = new Map<number, number>();
  const rng = seedRng(seed ^ 0x5eed);
  let escapes = 0;
  let scores = [...g.state.scores];

  const check = () => {
    const s = g.state;
    discarded.set(s.turn.number, [...s.turn.discarded]);
    for (let p = 0; p < players; p++) {
      expect(s.scores[p], `score of P${p + 1}`).toBeGreaterThanOrEqual(scores[p]);
    }
    checkFollowers(g);
    scores = [...s.scores];
    const accounted = [
      ...s.board.slice(1).map((t) => t.tile), ...s.deck, ...[...discarded.values()].flat(),
      ...(s.turn.drawn && s.turn.placed < 0 ? [s.turn.drawn] : []),
    ];
    expect(sorted(accounted)).toEqual(dealt);
    // An escape is offered exactly while the game waits for one.
    const offered = g.choices().some((a) => a.type === 'siege/escape');
    expect(offered).toBe(s.turn.phase === 'siege/escape');
  };

  check();
  while (!g.state.finished) {
    const choices: Action[] = g.choices();
    expect(choices.length).toBeGreaterThan(0);
    // Escapes are rare; take one whenever offered half of the time so the property sees many.
    const esc = choices.filter((a) => a.type === 'siege/escape');
    const action = esc.length && nextInt(rng, 2) === 0 ? esc[nextInt(rng, esc.length)] : choices[nextInt(rng, choices.length)];
    const turn = g.state.turn.number;
    const r = g.apply(action);
    if (!r.ok) throw new Error(`illegal choice ${JSON.stringify(action)}: ${r.error.message}`);
    if (action.type === 'siege/escape') {
      escapes++;
      escapesInTurn.set(turn, (escapesInTurn.get(turn) ?? 0) + 1);
      expect(escapesInTurn.get(turn), `escapes in turn ${turn}`).toBe(1);
    }
    check();
  }
  const again = replay(BUILT_IN_MODULES, g.state.setup, g.actions);
  expect(again.ok).toBe(true);
  expect(canonical(again.game)).toBe(canonical(g));
  return { escapes };
}

describe('random games with base + siege', () => {
  it('conserve followers and tiles, never lower a score, replay exactly, and escape at most once per turn', () => {
    let escapes = 0;
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom('siege-tile', 'any-city-tile', 'off'),
      fc.subarray(['besiegers', 'cathars', 'siege'], { minLength: 1 }),
      (seed, players, escape, sets) => {
        const r = playChecked(seed, players, escape, sets);
        if (escape === 'off') expect(r.escapes).toBe(0);
        escapes += r.escapes;
      },
    ), { numRuns: 40, seed: 20260517 });
    // The property must actually exercise the escape.
    expect(escapes).toBeGreaterThan(0);
  });
});
