// Which first-game tip lies on the table (ui/game/coach.ts): the score tip on the first moment of
// the turn after a score, and no tip at all while nobody places or deploys — a catapult round, a
// computer's move — since the board gives every tip room and shrank under it mid-round.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { coachReset, coachStep } from '../../ui/game/coach.js';
import { Session } from '../../ui/game/session.js';
import { setup } from '../helpers.js';

const ok = (s: Session, a: Action) => expect(s.apply(a).ok).toBe(true);

/** P1 closes the start tile's city with a knight in it (4 points); P2 draws a fair tile next. */
function afterCity(computerP2: boolean): Session {
  const s = Session.start(BUILT_IN_MODULES, setup(2, {
    expansions: ['base', 'catapult'], deck: ['base/E', 'catapult/06', 'base/E', 'base/E'],
    players: [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue', ...(computerP2 ? { computer: 'normal' as const } : {}) }],
  }), 'coach');
  s.dismissHandoff();
  expect(coachStep(s)).toBe('place');
  ok(s, { type: 'place', x: 0, y: -1, rotation: 180 });
  ok(s, { type: 'deploy', at: 'SL' });
  expect(s.lastTurn?.events.map((e) => e.kind)).toEqual(['city']);
  return s;
}

describe('first-game tips', () => {
  beforeEach(() => coachReset());

  it('shows the score tip when the next person starts to place, and none through the catapult round', () => {
    const s = afterCity(false);
    expect(coachStep(s)).toBeNull(); // the handoff to P2
    s.dismissHandoff();
    expect(coachStep(s)).toBe('score');
    ok(s, s.game.choices().find((a) => a.type === 'place')!);
    ok(s, { type: 'pass' });
    expect(s.game.state.turn.phase).toBe('catapult/round');
    expect(s.handoff).toBeNull();
    expect(coachStep(s)).toBeNull();
    ok(s, { type: 'catapult/choose', token: 'knockout' });
    expect(coachStep(s)).toBeNull();
  });

  it('shows no tip while a computer places after a score', () => {
    const s = afterCity(true);
    expect(s.handoff).toBeNull();
    expect(s.personActs).toBe(false);
    expect(coachStep(s)).toBeNull();
    ok(s, s.game.choices().find((a) => a.type === 'place')!);
    expect(coachStep(s)).toBeNull();
  });
});
