// Place actions listed by choices() are interned (core/board.ts): frozen, one object per cell and
// rotation, shared by turns and games. apply() skips the boundary and schema checks for them
// (they are engine-made JSON of the place schema's shape); the rules still decide unless the
// current listing holds the very object (listed-actions.test.ts), so an action issued at an
// earlier state is refused like any other, and a copy takes every check.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/index.js';
import { newGame } from '../helpers.js';

function placeChoices(game: ReturnType<typeof newGame>): Action[] {
  return game.choices().filter((a) => a.type === 'place');
}

describe('interned place actions', () => {
  it('are frozen and the same object each time a cell is listed', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D'] });
    const first = placeChoices(g);
    expect(first.length).toBeGreaterThan(0);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => { (first[0] as unknown as { x: number }).x = 99; }).toThrow();
    expect(placeChoices(g)[0]).toBe(first[0]);
    // Listing gives a fresh array each time: the caller may reorder or filter it.
    expect(placeChoices(g)).not.toBe(first);
  });

  it('an action issued for an earlier state is checked by the rules again', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D', 'base/D'] });
    const issued = placeChoices(g);
    const taken = issued[0];
    expect(g.apply(taken).ok).toBe(true);
    if (g.state.turn.phase === 'deploy') expect(g.apply({ type: 'pass' }).ok).toBe(true);
    // The cell now holds a tile: the very object that was legal a turn ago is refused.
    expect(g.apply(taken)).toMatchObject({ ok: false, error: { rule: 'place.occupied' } });
    // Every old issued action that the current tile cannot take is refused, and none is recorded.
    const now = new Set(placeChoices(g));
    const count = g.actions.length;
    for (const a of issued) {
      if (now.has(a)) continue;
      expect(g.apply(a).ok).toBe(false);
    }
    expect(g.actions.length).toBe(count);
  });

  it('a copy of an issued action takes the shape and schema checks', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U'] });
    const a = placeChoices(g)[0];
    expect(g.apply({ ...a, extra: 1 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ ...a, x: 0.5 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ ...a, rotation: 45 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ ...a, y: { n: 1 } } as unknown as Action).ok).toBe(false);
    const withProto = JSON.parse(`{"type":"place","x":${a.x},"y":${a.y},"rotation":${a.rotation},"__proto__":{}}`);
    expect(g.apply(withProto)).toMatchObject({ ok: false, error: { rule: 'action.malformed' } });
    expect(g.actions.length).toBe(0);
    // The original is still legal and is recorded as the same frozen object.
    expect(g.apply(a).ok).toBe(true);
    expect(g.actions[0]).toBe(a);
  });
});
