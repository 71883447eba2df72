// Computer seats in a session: the handoff appears only when the tablet must pass to a person
// other than the one holding it; a computer's tile and follower are not offered on the board.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { decide } from '../../ai/bot.js';
import { Session } from '../../ui/game/session.js';
import { computerOf, handoffTo } from '../../ui/game/seats.js';
import { setup } from '../helpers.js';

function sessionWith(kinds: (string | null)[]): Session {
  const s = setup(kinds.length, { seed: 11 });
  s.players = s.players.map((p, i) => (kinds[i] ? { ...p, computer: kinds[i]! } : p));
  return Session.start(BUILT_IN_MODULES, s, 'seats');
}

/** Plays the current turn with a normal bot, whoever sits there. */
function playTurn(s: Session): void {
  const turn = s.game.state.turn.number;
  for (let i = 0; i < 20 && s.game.state.turn.number === turn && !s.finished; i++) {
    s.dismissHandoff();
    expect(s.apply(decide(s.game, { strength: 'normal' }).action).ok).toBe(true);
  }
}

describe('seats', () => {
  it('reads the seat kind from the set-up and ignores unknown ones', () => {
    const s = setup(3);
    s.players[1].computer = 'strong';
    s.players[2].computer = 'grandmaster';
    expect([0, 1, 2].map((i) => computerOf(s, i))).toEqual([null, 'strong', null]);
    expect(handoffTo(s, 1, 0)).toBeNull();
    expect(handoffTo(s, 0, 0)).toBeNull();
    expect(handoffTo(s, 2, 0)).toBe(2);
    expect(handoffTo(setup(2), 0, 0)).toBe(0); // people only: every turn has its handoff
  });

  it('one person against computers: the tablet is handed over once, at the start', () => {
    const s = sessionWith([null, 'easy', 'normal']);
    expect(s.handoff).toBe(0);
    s.dismissHandoff();
    for (let turn = 0; turn < 9; turn++) {
      playTurn(s);
      expect(s.handoff, `after turn ${turn}`).toBeNull();
    }
  });

  it('two people and a computer: the handoff names the next person, never the computer', () => {
    const s = sessionWith([null, 'easy', null]);
    s.dismissHandoff();
    playTurn(s); // person 0 → computer 1: no handoff
    expect(s.handoff).toBeNull();
    expect(s.placing).toBe(false); // the computer's tile is not offered on the board
    playTurn(s); // computer 1 → person 2: Anna hands the tablet on
    expect(s.handoff).toBe(2);
    playTurn(s); // person 2 → person 0
    expect(s.handoff).toBe(0);
  });

  it('resumed with one person among computers: no handoff, the person still holds the tablet', () => {
    const s = sessionWith([null, 'strong']);
    s.dismissHandoff();
    playTurn(s);
    playTurn(s);
    const again = Session.resume(BUILT_IN_MODULES, s.record(), 'seats');
    expect(again.handoff).toBeNull();
    const two = sessionWith([null, 'easy', null]);
    two.dismissHandoff();
    playTurn(two);
    playTurn(two);
    expect(Session.resume(BUILT_IN_MODULES, two.record(), 'seats').handoff).toBe(2); // two people: ask who holds it
  });

  it('a hint for a panel lasts until the next action', () => {
    const s = sessionWith([null, 'easy']);
    s.dismissHandoff();
    const pass = { type: 'pass' };
    s.suggest(pass);
    expect(s.suggestion).toBe(pass);
    expect(s.apply(decide(s.game, { strength: 'normal' }).action).ok).toBe(true);
    expect(s.suggestion).toBeNull();
  });
});
