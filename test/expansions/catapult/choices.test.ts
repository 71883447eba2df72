// The round's listed choices (choices.ts): the fixed ones are shared trusted actions that apply()
// records as they are, the shots are frozen (deep: the record may keep them as they are) and kept
// from shot to shot; an action met at another state gets the rules' checks.
import { describe, expect, it } from 'vitest';
import type { Action, Game } from '../../../core/index.js';
import { trustedSchema } from '../../../core/trusted.js';
import { act, catGame, refuse } from './helpers.js';

/** Two players, player 0 has placed the fair tile and passed: the round waits for the choice. */
function roundGame(): Game {
  const g = catGame(2, ['catapult/06', 'base/E', 'base/E']);
  act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return g;
}

describe('catapult round choices', () => {
  it('token and catch choices are shared trusted actions, recorded as they are and still checked', () => {
    const g = roundGame();
    const chooses = g.choices();
    expect(chooses.map((a) => a.token)).toEqual(['knockout', 'seduction', 'target', 'catch']);
    for (const a of chooses) expect(Object.isFrozen(a) && trustedSchema(a) !== undefined).toBe(true);
    expect(g.choices()[3]).toBe(chooses[3]);
    act(g, chooses[3]);
    expect(g.actions[g.actions.length - 1]).toBe(chooses[3]);
    refuse(g, chooses[3], 'catapult.wrong-step');
    const catches = g.choices();
    expect(catches.map((a) => a.result)).toEqual(['caught', 'touched', 'far', 'short']);
    for (const a of catches) expect(trustedSchema(a)).toBeDefined();
    act(g, catches[0]);
    expect(g.actions[g.actions.length - 1]).toEqual({ type: 'catapult/catch', result: 'caught' });
  });

  it('shot choices are frozen to the hits, and the same objects from shot to shot', () => {
    const g = roundGame();
    act(g, { type: 'catapult/choose', token: 'target' });
    const first = g.choices();
    const frozen = (a: Action) => Object.isFrozen(a) && Object.isFrozen(a.rest) && Object.isFrozen(a.hits)
      && (a.hits as object[]).every((h) => Object.isFrozen(h));
    expect(first.every(frozen)).toBe(true);
    act(g, first[1]);
    expect(g.actions[g.actions.length - 1]).toEqual({ type: 'catapult/shot', rest: { x: 0.5, y: 1.5 }, hits: [] });
    const second = g.choices();
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
  });

  it('the shots that hit nothing are the same objects in another game with the same board, and recorded as they were listed', () => {
    const a = roundGame(), b = roundGame();
    act(a, { type: 'catapult/choose', token: 'target' });
    act(b, { type: 'catapult/choose', token: 'target' });
    const inA = a.choices(), inB = b.choices();
    expect(inB[0]).toBe(inA[0]); // the miss beyond the box's corner
    expect(inB[1]).toBe(inA[1]); // the rest on the fair tile
    expect(inA[1]).toEqual({ type: 'catapult/shot', rest: { x: 0.5, y: 1.5 }, hits: [] });
    act(a, inA[1]);
    act(b, inB[0]);
    expect(a.actions[a.actions.length - 1]).toBe(inA[1]);
    expect(b.actions[b.actions.length - 1]).toEqual(inA[0]);
    // A shared shot is frozen: nothing one game does to it can reach the other's record.
    expect(() => { (inA[1].rest as { x: number }).x = 9; }).toThrow(TypeError);
  });
});
