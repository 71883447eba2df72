// The computer seats' autoplay (ui/ai/autoplay.ts) where no worker is needed: a computer's
// catapult action on show ends its show by itself, also when that action ended the game (the end
// screen waits for the show; a table of computers used to stay on the last shot for good).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { Action } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { Autoplay } from '../../ui/ai/autoplay.js';
import { setup } from '../helpers.js';

/** Two computers, the base game and the catapult, and only a fair tile to draw: its round ends the game. */
function lastRoundSession(): { session: Session; last: Action } {
  const game = Session.start(BUILT_IN_MODULES, setup(2, {
    expansions: ['base', 'catapult'], deck: ['catapult/06'],
    players: [{ name: 'A', color: 'red', computer: 'normal' }, { name: 'B', color: 'blue', computer: 'normal' }],
  }), 'autoplay-test');
  // Place, pass, choose knock-out, then shots that miss: the game ends with the second shot.
  const pick = (s: Session): Action => {
    const c = s.game.choices();
    return c.find((a) => a.type === 'pass') ?? c.find((a) => a.type === 'catapult/choose' && a.token === 'knockout') ?? c[0];
  };
  for (;;) {
    const next = pick(game);
    const probe = game.game.fork();
    if (!probe.apply(next).ok) throw new Error(`refused: ${JSON.stringify(next)}`);
    if (probe.state.finished) return { session: game, last: next };
    expect(game.apply(next).ok).toBe(true);
  }
}

describe('autoplay', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('ends the show of a computer\'s shot that ended the game, so the end screen comes', () => {
    vi.useFakeTimers();
    const { session, last } = lastRoundSession();
    expect(last.type).toBe('catapult/shot');
    expect(session.apply(last, { present: true }).ok).toBe(true);
    expect(session.finished).toBe(true);
    expect(session.presenting?.action).toBe(session.game.actions.at(-1));
    const autoplay = new Autoplay(session);
    vi.advanceTimersByTime(10_000);
    expect(session.presenting).toBeNull();
    autoplay.stop();
  });
});
