// Safe input at the engine boundary (issue 9 item 5): hostile actions are rule errors that change
// nothing — never a TypeError, never a half-applied action.
import { describe, expect, it } from 'vitest';
import type { Action, ExpansionModule, Game } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame } from '../helpers.js';

function refuse(g: Game, action: unknown, rule: string) {
  const before = JSON.stringify(g.state);
  const count = g.actions.length;
  const r = g.apply(action as Action);
  expect(r.ok, `hostile action refused (${rule})`).toBe(false);
  if (!r.ok) expect(r.error.rule).toBe(rule);
  expect(JSON.stringify(g.state)).toBe(before);
  expect(g.actions.length).toBe(count);
}

describe('the engine boundary', () => {
  it('built-in property names are unknown actions, not crashes', () => {
    const g = newGame();
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      refuse(g, { type }, 'action.unknown');
    }
  });

  it('deep nesting is refused before anything is applied', () => {
    const g = newGame();
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const legal = g.choices()[0];
    refuse(g, { ...legal, extra: deep }, 'action.too-deep');
    let arr: unknown = [];
    for (let i = 0; i < 50; i++) arr = [arr];
    refuse(g, { ...legal, extra: arr }, 'action.too-deep');
  });

  it('non-JSON values and prototype keys are malformed', () => {
    const g = newGame();
    const legal = g.choices()[0];
    refuse(g, null, 'action.malformed');
    refuse(g, [legal], 'action.malformed');
    refuse(g, 'place', 'action.malformed');
    refuse(g, { type: 42 }, 'action.malformed');
    refuse(g, { ...legal, x: Infinity }, 'place.malformed');
    refuse(g, { ...legal, x: NaN }, 'place.malformed');
    refuse(g, { ...legal, x: 1e300 }, 'place.malformed');
    refuse(g, { ...legal, f: () => 1 }, 'action.malformed');
    refuse(g, { ...legal, d: new Date(0) }, 'action.malformed');
    refuse(g, JSON.parse(`{"type":"place","x":1,"y":0,"rotation":0,"__proto__":{"x":2}}`), 'action.malformed');
    refuse(g, { ...legal, nested: { constructor: 1 } }, 'action.malformed');
    refuse(g, { ...legal, s: 'x'.repeat(20_000) }, 'action.too-large');
  });

  it('a module apply that throws half-way leaves the game exactly as it was', () => {
    // A buggy module: its action (offered in the deploy phase) changes the state, then throws.
    const buggy: ExpansionModule = {
      id: 'buggy', version: 1, requires: ['base'],
      phaseActions: {
        deploy: {
          'buggy/act': {
            available: () => true,
            choices: () => [{ type: 'buggy/act' }],
            validate: () => null,
            apply(api) {
              api.state.scores[0] += 100;
              api.state.board.pop();
              throw new Error('half-way');
            },
          },
        },
      },
    };
    const g = newGame(2, { expansions: ['base', 'buggy'], seed: 3 }, [...BUILT_IN_MODULES, buggy]);
    g.apply(g.choices()[0]);
    expect(g.state.turn.phase).toBe('deploy');
    const before = JSON.stringify(g.state);
    const actions = g.actions.length;
    const r = g.apply({ type: 'buggy/act' });
    expect(r).toMatchObject({ ok: false, error: { rule: 'action.failed', message: expect.stringContaining('half-way') } });
    expect(JSON.stringify(g.state)).toBe(before);
    expect(g.actions.length).toBe(actions);
    // The restored game still plays on correctly (its board index was rebuilt too).
    expect(g.apply({ type: 'pass' })).toMatchObject({ ok: true });
    expect(g.choices().every((c) => g.validate(c) === null)).toBe(true);
  });
});
