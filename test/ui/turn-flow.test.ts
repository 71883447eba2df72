// Who acts during interludes, the per-turn event log and the panel focus (ui/game/session.ts):
// a catapult round names the turn's player and the shooter or catcher; a handoff within a turn
// is told apart from a new turn (no scores, no score highlight); every event a turn's actions
// returned is kept, an undo drops its own; expansions describe their events for the handoff.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, Game } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { ui as catapultUi } from '../../expansions/catapult/ui/index.js';
import { Session } from '../../ui/game/session.js';
import { turnTitle } from '../../ui/game/labels.js';
import { LOCALES, messageTables, setLocale } from '../../ui/i18n/index.js';
import { describeEvents, registerExpansionUi } from '../../ui/panels/registry.js';
import { act, catGame, choose, miss, posOf, shot } from '../expansions/catapult/helpers.js';
import { setup } from '../helpers.js';

beforeAll(() => { registerExpansionUi(catapultUi); setLocale('en'); });

/** P1 and P2 each put a knight on a city; P1 places a fair tile: P1's turn waits in the catapult round. */
function roundSession(): Session {
  const g: Game = catGame(2, ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U']);
  act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, g.choices()[0]);
  if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return new Session(BUILT_IN_MODULES, g, 'flow');
}

const ok = (s: Session, a: Action) => expect(s.apply(a).ok).toBe(true);

describe('who acts in a catapult round', () => {
  it('hands the tablet to the second shooter within the turn, without the last turn’s scores', () => {
    const s = roundSession();
    s.dismissHandoff();
    ok(s, choose('knockout'));
    expect(s.handoff).toBeNull(); // the chooser shoots first
    const p2 = posOf(s.game, -1, 0, 'NC');
    ok(s, shot(p2.x, p2.y, [{ x: -1, y: 0, at: 'NC' }]));
    // P2 shoots in P1's turn: a handoff within the turn.
    expect([s.player, s.actor, s.acting, s.handoff, s.handoffKind]).toEqual([0, 1, 1, 1, 'act']);
    expect(turnTitle(s.playerNames(), s.player, s.acting)).toBe('P1’s turn — P2 to act');
    // Whatever the previous turn scored is not highlighted on a handoff within a turn.
    s.lastTurn = { player: 1, events: [{ kind: 'city', when: 'completed', tiles: [0], players: [1], items: [], points: { 1: 4 } }], log: [] };
    expect(s.boardModel().highlight).toBeNull();
    s.dismissHandoff();
    ok(s, miss);
    // The round is over, so is P1's turn: a new turn, with the knock-out in its log.
    expect([s.player, s.handoff, s.handoffKind]).toEqual([1, 1, 'turn']);
    expect(s.lastTurn?.log.some((e) => e.type === 'catapult/shot')).toBe(true);
    expect(describeEvents(s.lastTurn!.log, s.playerNames(), s.game)).toEqual(['P2’s knight is knocked out.', 'P2’s token flies off the table.']);
    setLocale('nl');
    expect(describeEvents(s.lastTurn!.log, s.playerNames(), s.game)).toEqual(['De ridder van P2 is geraakt en gaat terug.', 'Het fiche van P2 vliegt van de tafel.']);
    setLocale('en');
  });

  it('names the catcher the panel handed the tablet to, until the catch is applied', () => {
    const s = roundSession();
    s.dismissHandoff();
    ok(s, choose('catch'));
    expect([s.actor, s.acting]).toEqual([0, 0]);
    s.handTo(1); // the panel passes the tablet to the catcher
    expect([s.player, s.actor, s.acting, s.handoff, s.handoffKind]).toEqual([0, 0, 1, 1, 'act']);
    expect(turnTitle(s.playerNames(), s.player, s.acting)).toBe('P1’s turn — P2 to act');
    s.dismissHandoff();
    expect(s.acting).toBe(1); // still P2 catching after the handoff closed
    ok(s, { type: 'catapult/catch', result: 'caught' });
    expect(s.handedTo).toBeNull();
    // P2 now throws back to P1: the engine's actor, P2, in P1's turn.
    expect([s.actor, s.acting, s.handoff, s.handoffKind]).toEqual([1, 1, 1, 'act']);
  });

  it('says it in all four languages', () => {
    const names = ['Bram', 'Anna'];
    const want = { en: 'Bram’s turn — Anna to act', nl: 'Beurt van Bram — Anna is aan zet', cs: 'Na tahu: Bram — teď hraje Anna', it: 'Tocca a Bram — ora gioca Anna' };
    for (const locale of LOCALES) {
      setLocale(locale);
      expect(turnTitle(names, 0, 1)).toBe(want[locale]);
      expect(turnTitle(names, 0, 0)).toBe(messageTables()[locale]['game.turnOf'].replace('{name}', 'Bram'));
    }
    setLocale('en');
  });
});

describe('the turn log', () => {
  it('keeps every event of the turn, drops an undone action’s, and starts afresh each turn', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { deck: ['base/E', 'base/E', 'base/E'] }), 'log');
    s.dismissHandoff();
    ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
    expect(s.turnLog().map((e) => e.type)).toEqual(['placed']);
    expect(s.undo()).toBe(true);
    expect(s.turnLog()).toEqual([]);
    ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
    ok(s, { type: 'deploy', at: 'SL' });
    expect(s.lastTurn?.log.map((e) => e.type)).toEqual(['placed', 'deployed', 'score', 'follower-returned', 'drawn']);
    expect(s.lastTurn?.events.map((e) => e.kind)).toEqual(['city']);
    expect(s.turnLog()).toEqual([]);
    // A new turn's handoff: the score highlight is the city, in P1's colour.
    expect(s.handoffKind).toBe('turn');
    expect(s.boardModel().highlight).toEqual({ tiles: [1, 0], players: [0] });
  });
});

describe('the panel focus', () => {
  it('outlines tiles until the phase changes; the score highlight of a handoff wins over it', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { deck: ['base/E', 'base/E', 'base/E'] }), 'focus');
    let changes = 0;
    s.subscribe(() => changes++);
    s.setFocus({ tiles: [0], players: [1] });
    expect(changes).toBe(1);
    // The start's handoff has no score: the focus shows.
    expect(s.boardModel().highlight).toEqual({ tiles: [0], players: [1] });
    s.setFocus({ tiles: [], players: [1] }); // nothing to outline is no outline
    expect(s.focus).toBeNull();
    s.setFocus({ tiles: [0], players: [1] });
    s.dismissHandoff();
    ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
    expect(s.phase).toBe('deploy');
    expect(s.focus).toBeNull();
    s.setFocus({ tiles: [0, 1], players: [0] });
    ok(s, { type: 'deploy', at: 'SL' });
    // The turn scored the city: the handoff shows that, and the deploy-phase focus is gone.
    expect(s.boardModel().highlight).toEqual({ tiles: [1, 0], players: [0] });
    s.dismissHandoff();
    expect(s.boardModel().highlight).toBeNull();
    s.setFocus({ tiles: [1], players: [1] });
    expect(s.boardModel().highlight).toEqual({ tiles: [1], players: [1] });
  });
});
