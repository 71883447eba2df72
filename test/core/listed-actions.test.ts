// apply() takes a frozen action that the last choices() listed for the same state without checking
// it again (Game.fromListing): the contract makes choices() legal. These tests pin down when the
// short way is NOT taken, so a caller can never slip an unchecked action past the rules.
import { describe, expect, it } from 'vitest';
import { Game, type Action, type ExpansionModule, type PhaseDef } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame, setup } from '../helpers.js';

const placeChoices = (g: Game) => g.choices().filter((a) => a.type === 'place');

describe('actions apply() knows from the last listing', () => {
  it('a listed action from an earlier turn is checked again and refused', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D', 'base/D'] });
    const taken = placeChoices(g)[0];
    expect(g.apply(taken).ok).toBe(true);
    if (g.state.turn.phase === 'deploy') expect(g.apply({ type: 'pass' }).ok).toBe(true);
    expect(g.apply(taken)).toMatchObject({ ok: false, error: { rule: 'place.occupied' } });
  });

  it('an engine-made action slipped into the array a caller got is checked like any other', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D', 'base/D'] });
    const old = placeChoices(g)[0];
    expect(g.apply(old).ok).toBe(true);
    if (g.state.turn.phase === 'deploy') expect(g.apply({ type: 'pass' }).ok).toBe(true);
    const listed = g.choices();
    expect(listed).not.toContain(old);
    // The caller owns its array: editing it does not edit the engine's copy.
    listed.push(old);
    listed[0] = old;
    expect(g.apply(old)).toMatchObject({ ok: false, error: { rule: 'place.occupied' } });
    expect(g.actions).toHaveLength(2);
  });

  it('validate() still runs every check on a listed action', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U'] });
    const [first] = g.choices();
    expect(g.validate(first)).toBeNull();
    expect(g.apply(first).ok).toBe(true);
    expect(g.actions[0]).toBe(first); // frozen: recorded as it is
  });

  // A test module whose choices are plain (unfrozen) objects: a caller may change them after the
  // listing, so apply() must check them in full.
  const counter: ExpansionModule = {
    id: 'test-counter', version: 1, requires: ['base'],
    phases: [{
      id: 'test-counter/pick', after: 'score', order: 0,
      awaits: (api) => !api.state.turn.deployDecided || api.slice<{ picked: number }>('test-counter').picked < api.state.turn.number + 1,
      actions: {
        'test-counter/pick': {
          schema: { fields: { n: { type: 'integer', min: 1, max: 2 } } },
          validate: () => null,
          apply: (api) => { api.slice<{ picked: number }>('test-counter').picked = api.state.turn.number + 1; },
        },
      },
      choices: () => [{ type: 'test-counter/pick', n: 1 }, { type: 'test-counter/pick', n: 2 }],
    } satisfies PhaseDef],
    slice: { initial: () => ({ picked: 0 }) },
  };

  it('an unfrozen listed action that the caller changed gets the schema check and is copied', () => {
    const g = Game.create([...BUILT_IN_MODULES, counter], setup(2, { expansions: ['base', 'test-counter'], deck: ['base/E', 'base/U'] }));
    const place = placeChoices(g)[0];
    expect(g.apply(place).ok).toBe(true);
    if (g.state.turn.phase === 'deploy') expect(g.apply({ type: 'pass' }).ok).toBe(true);
    expect(g.state.turn.phase).toBe('test-counter/pick');
    const listed = g.choices();
    const mine = listed[0] as Action & { n: number };
    mine.n = 7;
    expect(g.apply(mine)).toMatchObject({ ok: false, error: { rule: 'test-counter.malformed' } });
    mine.n = 2;
    expect(g.apply(mine).ok).toBe(true);
    const recorded = g.actions[g.actions.length - 1];
    expect(recorded).toEqual({ type: 'test-counter/pick', n: 2 });
    expect(recorded).not.toBe(mine);
  });
});
