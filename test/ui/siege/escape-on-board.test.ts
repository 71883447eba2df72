// Tapping the knight that escapes, and its walk out over the cloister (issue 11.8).
import { describe, expect, it } from 'vitest';
import { escapeOptions } from '../../../expansions/siege/ui/escape-options.js';
import { escapePath, escapePose, pickEscape, PICK_RADIUS } from '../../../expansions/siege/ui/escape-on-board.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { Session } from '../../../ui/game/session.js';
import { ONE_ESCAPE } from './fixtures.js';

const escapeGame = () => Session.resume(BUILT_IN_MODULES, ONE_ESCAPE, 'tap').game;

describe('escape on the board', () => {
  it('picks the knight under the finger, nothing elsewhere; walks it out over the cloister', () => {
    const g = escapeGame();
    const options = escapeOptions(g);
    expect(options.length).toBeGreaterThan(0);
    const o = options[0], at = g.followerPosition(o.follower);
    expect(pickEscape(g, options, { x: at.x + 0.1, y: at.y })).toBe(o);
    expect(pickEscape(g, options, { x: at.x + PICK_RADIUS + 0.3, y: at.y + PICK_RADIUS + 0.3 })).toBeNull();
    const path = escapePath(g, o);
    expect(path[0]).toEqual(at);
    const c = o.cloisters[0];
    expect(path.some((p) => p.x === c.x + 0.5 && p.y === c.y + 0.5)).toBe(true);
    const end = escapePose(path, 1), last = path[path.length - 1];
    expect(escapePose(path, 0)).toEqual(path[0]);
    expect(end.x).toBeCloseTo(last.x, 9);
    expect(end.y).toBeCloseTo(last.y, 9);
    const mid = escapePose(path, 0.5);
    expect(Math.hypot(mid.x - at.x, mid.y - at.y)).toBeGreaterThan(0.1);
  });
});

describe('the escape presented from the record', () => {
  it('goes into the record at once; the board shows the knight until the walk is done', () => {
    const s = Session.resume(BUILT_IN_MODULES, ONE_ESCAPE, 'tap');
    s.dismissHandoff();
    const o = escapeOptions(s.game)[0];
    expect(s.apply(o.action, { present: true }).ok).toBe(true);
    expect(s.game.actions.at(-1)).toMatchObject({ type: 'siege/escape' });
    expect(s.presenting?.phase).toBe('siege/escape');
    expect(s.boardModel().game.state.followers).toContainEqual(o.follower);
    s.endPresenting();
    expect(s.boardModel().game.state.followers).not.toContainEqual(o.follower);
  });
});
