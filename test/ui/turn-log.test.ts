// The turn log after a resume (ui/game/turn-log.ts): nothing of it is saved, so Session.resume
// rebuilds it from the replay — the events of the actions since the current turn began, not the
// previous turns', and each entry still tied to its action so an undo drops exactly its own. The
// previous turn is told again from the rebuilt chronicle, as the session played on tells it.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Session } from '../../ui/game/session.js';
import { choose, posOf, shot } from '../expansions/catapult/helpers.js';
import { setup } from '../helpers.js';

const ok = (s: Session, a: Action) => expect(s.apply(a).ok).toBe(true);
const resumed = (s: Session) => Session.resume(BUILT_IN_MODULES, s.record(), 'again');

describe('the turn log after a resume', () => {
  it('is the current turn’s events in the middle of a catapult round, and only those', () => {
    const deck = ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U'];
    const s = Session.start(BUILT_IN_MODULES, setup(2, { expansions: ['base', 'catapult'], deck }), 'cat');
    ok(s, { type: 'place', x: 1, y: 0, rotation: 0 });
    ok(s, { type: 'deploy', at: 'NC' });
    ok(s, { type: 'place', x: -1, y: 0, rotation: 0 });
    ok(s, { type: 'deploy', at: 'NC' });
    // P1's third tile is a fair: the turn waits in the catapult round.
    ok(s, s.game.choices()[0]);
    if (s.phase === 'deploy') ok(s, { type: 'pass' });
    expect(s.phase).toBe('catapult/round');
    ok(s, choose('knockout'));
    const p2 = posOf(s.game, -1, 0, 'NC');
    ok(s, shot(p2.x, p2.y, [{ x: -1, y: 0, at: 'NC' }]));
    expect(s.handoffKind).toBe('act'); // P2 shoots next, still in P1's turn
    const log = s.turnLog();
    expect(log[0].type).toBe('placed');
    expect(log.some((e) => e.type === 'catapult/shot')).toBe(true);
    expect(log.some((e) => e.type === 'deployed')).toBe(false); // the earlier turns' deploys are not in it

    const r = resumed(s);
    expect(r.turnLog()).toEqual(log);
    expect(r.currentTurnScoring()).toEqual(s.currentTurnScoring());
    // The shot cannot be taken back (it moved the undo floor), yet the log still starts at the draw.
    expect(r.canUndo).toBe(false);
    expect(r.turnLog()[0].type).toBe('placed');
  });

  it('is empty at the start of a turn, and holds the placement once the tile is placed', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { deck: ['base/E', 'base/E', 'base/E'] }), 'log');
    ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
    ok(s, { type: 'deploy', at: 'SL' }); // completes the city: scored at the end of P1's turn
    expect(s.lastTurn?.events.map((e) => e.kind)).toEqual(['city']);
    expect(resumed(s).turnLog()).toEqual([]);
    expect(resumed(s).currentTurnScoring()).toEqual([]);
    ok(s, { type: 'place', x: 1, y: -1, rotation: 180 });
    expect(s.turnLog().map((e) => e.type)).toEqual(['placed']);
    const r = resumed(s);
    expect(r.turnLog()).toEqual(s.turnLog());
    // An undo after the resume drops the placement's events, as in the original session.
    expect(s.undo() && r.undo()).toBe(true);
    expect(r.turnLog()).toEqual([]);
    expect(s.turnLog()).toEqual([]);
  });

  it('tells the previous turn as the session played on does: the story, the handoff’s score highlight', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { deck: ['base/E', 'base/E', 'base/E'] }), 'told');
    ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
    ok(s, { type: 'deploy', at: 'SL' }); // P1 completes the city
    const r = resumed(s);
    expect(r.lastTurn).toEqual(s.lastTurn);
    expect(r.story()).toEqual(s.story());
    expect(r.story().last?.events.map((e) => e.kind)).toEqual(['city']);
    expect(r.scoreHighlight()).toEqual(s.scoreHighlight());
    expect(r.scoreHighlight()).not.toBeNull();
    // Mid-turn too, and a fresh session knows no previous turn.
    ok(s, { type: 'place', x: 1, y: -1, rotation: 180 });
    expect(resumed(s).story()).toEqual(s.story());
    expect(Session.start(BUILT_IN_MODULES, setup(2), 'new').story().last).toBeNull();
  });
});
