// The computer seats' autoplay (ui/ai/autoplay.ts), its worker replaced by the engine's own
// choices: a computer's catapult action on show ends its show by itself, also when that action
// ended the game (the end screen waits for the show; a table of computers used to stay on the last
// shot for good) — soon after its panel has shown the result, and the next computer's move is
// thought out during the show, so a round of computer shots keeps moving.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { Action } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { AFTER_SHOW_MS, Autoplay, LINGER_MS, SHOW_MS } from '../../ui/ai/autoplay.js';
import { setup } from '../helpers.js';

// The worker's search is not what is tested here: the computer takes the engine's first choice.
let session: Session | null = null;
/** The positions (action counts) the computers were asked about, in order. */
const asked: number[] = [];
vi.mock('../../ui/ai/bot-client.js', () => ({
  askBot: vi.fn((_setup: unknown, actions: readonly unknown[]) => {
    asked.push(actions.length);
    return Promise.resolve({ action: session!.game.choices()[0], value: 0, ms: 0 });
  }),
}));

/** Two computers, the base game and the catapult, and only a fair tile to draw: its round ends the game. */
function lastRoundSession(deck = ['catapult/06']): { session: Session; last: Action } {
  const game = Session.start(BUILT_IN_MODULES, setup(2, {
    expansions: ['base', 'catapult'], deck,
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
  beforeEach(() => { vi.useFakeTimers(); asked.length = 0; });
  afterEach(() => { vi.useRealTimers(); session = null; });

  it('ends the show of a computer\'s shot that ended the game, so the end screen comes: at most SHOW_MS when the panel never says it settled', () => {
    const round = lastRoundSession();
    session = round.session;
    expect(round.last.type).toBe('catapult/shot');
    expect(session.apply(round.last, { present: true }).ok).toBe(true);
    expect(session.finished).toBe(true);
    expect(session.presenting?.action).toBe(session.game.actions.at(-1));
    const autoplay = new Autoplay(session);
    vi.advanceTimersByTime(SHOW_MS - 50);
    expect(session.presenting).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(session.presenting).toBeNull();
    autoplay.stop();
  });

  it('ends a computer\'s show LINGER_MS after the result is on the board, having thought out the next shot meanwhile', async () => {
    // Two fair tiles: the first round's first shot is not the game's last action.
    const round = lastRoundSession(['catapult/06', 'catapult/06']);
    session = round.session;
    // Back to the first shot of the first round: the game before it, then that shot on show.
    const g = session.game;
    const first = g.actions.findIndex((a) => a.type === 'catapult/shot');
    expect(first).toBeGreaterThan(0);
    session = Session.start(BUILT_IN_MODULES, g.state.setup, 'autoplay-test-2');
    for (const a of g.actions.slice(0, first)) expect(session.apply(a).ok).toBe(true);
    expect(session.apply(g.actions[first], { present: true }).ok).toBe(true);
    const shooters = [session.presenting!.before.actor(), session.game.actor()];
    expect(shooters[0]).not.toBe(shooters[1]); // the next shot is the other computer's
    const autoplay = new Autoplay(session);
    // The next computer is asked during the show, about the position after the shot.
    expect(asked).toEqual([first + 1]);
    vi.advanceTimersByTime(1000); // the flight plays
    expect(session.presenting).not.toBeNull();
    session.presentSettled();
    vi.advanceTimersByTime(LINGER_MS - 50);
    expect(session.presenting).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(session.presenting).toBeNull();
    // The next shot comes AFTER_SHOW_MS after the show, from the thought already made.
    await vi.advanceTimersByTimeAsync(AFTER_SHOW_MS - 100);
    expect(session.game.actions).toHaveLength(first + 1);
    await vi.advanceTimersByTimeAsync(150);
    expect(session.game.actions).toHaveLength(first + 2);
    expect(session.game.actions.at(-1)!.type).toBe('catapult/shot');
    // Asked once about that position (later asks are about the moves after the second shot).
    expect(asked.filter((n) => n === first + 1)).toHaveLength(1);
    autoplay.stop();
  });

  it('ends a computer\'s show that follows a settled one at the next action, after SHOW_MS of its own', () => {
    // Each show is told apart by its action count and whether it settled: a settled show and the
    // unsettled one of the next action once had the same mark, and the second show never ended.
    const round = lastRoundSession(['catapult/06', 'catapult/06']);
    const g = round.session.game;
    const first = g.actions.findIndex((a) => a.type === 'catapult/shot');
    expect(g.actions[first + 1].type).toBe('catapult/shot');
    session = Session.start(BUILT_IN_MODULES, g.state.setup, 'autoplay-test-3');
    for (const a of g.actions.slice(0, first)) expect(session.apply(a).ok).toBe(true);
    expect(session.apply(g.actions[first], { present: true }).ok).toBe(true);
    const autoplay = new Autoplay(session);
    session.presentSettled();
    // The next computer's shot goes on show while the first one lingers: applied on the session
    // straight away, as autoplay itself would only play once the first show had ended.
    vi.advanceTimersByTime(LINGER_MS / 2);
    expect(session.apply(g.actions[first + 1], { present: true }).ok).toBe(true);
    const second = session.presenting;
    expect(second?.index).toBe(first + 1);
    expect(second?.settled).toBeFalsy();
    vi.advanceTimersByTime(SHOW_MS - 50);
    expect(session.presenting).toBe(second);
    vi.advanceTimersByTime(100);
    expect(session.presenting).toBeNull();
    autoplay.stop();
  });
});
