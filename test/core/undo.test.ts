// Undo within the turn (docs/architecture.md): replay the record minus the last action; the draw at the
// start of a turn is a barrier.
import { describe, expect, it } from 'vitest';
import { Game, undoLast } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame } from '../helpers.js';

describe('undo', () => {
  it('takes back a deploy, then the placement, but not the previous turn', () => {
    const g0 = newGame(2, { deck: ['base/E', 'base/U'] });
    const start = JSON.stringify(g0.state);
    g0.apply({ type: 'place', x: 0, y: -1, rotation: 180 });
    const placed = JSON.stringify(g0.state);
    g0.apply({ type: 'deploy', at: 'NC' });
    // The turn is over: player 1 has drawn, so nothing is undoable any more.
    expect(g0.state.turn.player).toBe(1);
    expect(g0.canUndo()).toBe(false);
    expect(undoLast(BUILT_IN_MODULES, g0)).toMatchObject({ rule: 'undo.nothing' });

    const g1 = newGame(2, { deck: ['base/E', 'base/U'] });
    g1.apply({ type: 'place', x: 0, y: -1, rotation: 180 });
    expect(g1.canUndo()).toBe(true);
    const back = undoLast(BUILT_IN_MODULES, g1);
    if (!(back instanceof Game)) throw new Error(back.message);
    expect(JSON.stringify(back.state)).toBe(start);
    back.apply({ type: 'place', x: 0, y: -1, rotation: 180 });
    expect(JSON.stringify(back.state)).toBe(placed);
  });
});
