// Where shots run and what survives a reload: without Web Workers (here, node) the runner falls
// back to the physics in the page and gets exactly the outcome the physics gives. A shot goes into
// the record the moment it is simulated (issue 11.7): the session presents it from the game as it
// was before, the handoff waits, and a resumed record presents it again instead of a second try.
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { catapultSlice } from '../../../expansions/catapult/index.js';
import { initPhysics, simulateShot } from '../../../expansions/catapult/physics/index.js';
import { resetRunner, runShot } from '../../../expansions/catapult/ui/shot-runner.js';
import { SHOT_JOB } from '../../../expansions/catapult/ui/shot-protocol.js';
import { runInPage, setPageLoader } from '../../../ui/worker/client.js';
import { Session } from '../../../ui/game/session.js';
import { act, catGame, choose, posOf, shot } from '../../expansions/catapult/helpers.js';

describe('shot runner', () => {
  it('falls back to the page when there is no Worker, with the same outcome as the physics', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    // No bundler here to turn the worker file into a URL: the fallback imports the app worker by path,
    // which finds the catapult's job like the built worker does.
    setPageLoader(() => import('../../../ui/worker/app-worker.js'));
    resetRunner(true, (job) => runInPage(SHOT_JOB, job));
    const board = {
      tiles: [{ x: 0, y: 0 }, { x: 1, y: 0 }],
      followers: [{ id: '0,0,NC', x: 0.5, y: 0.15, size: 'normal' as const }],
      tokens: [],
    };
    const shot = { seat: 0, seats: 2, aim: 0.05, power: 0.33 };
    const run = await runShot({ board, shot, seed: 4242 });
    expect(run.where).toBe('page');
    await initPhysics();
    expect(JSON.stringify(run.outcome)).toBe(JSON.stringify(simulateShot(board, shot, 4242)));
  });
});


describe('a shot presented from the record', () => {
  /** Two players; P1's knight at (1,0); P1 places the fair at (0,1) and chooses knock-out. */
  function knockoutRound(id = 'g1'): Session {
    const g = catGame(2, ['base/D', 'base/B', 'catapult/06', 'base/E', 'base/E']);
    act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 1, y: 1, rotation: 0 });
    if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
    act(g, choose('knockout'));
    const s = new Session(BUILT_IN_MODULES, g, id);
    s.dismissHandoff();
    return s;
  }

  it('is in the record and the autosave at once; the board shows the game before it until the panel is done', () => {
    const s = knockoutRound(), saved: number[] = [];
    const withSave = new Session(BUILT_IN_MODULES, s.game, 'g1', (x) => { saved.push(x.game.actions.length); });
    withSave.dismissHandoff();
    const knight = posOf(withSave.game, 1, 0, 'NC');
    const n = withSave.game.actions.length;
    const r = withSave.apply({ ...shot(knight.x, knight.y + 0.2, [{ x: 1, y: 0, at: 'NC' }]), trajectories: {} }, { present: true });
    expect(r.ok).toBe(true);
    expect(saved.at(-1)).toBe(n + 1);                      // the autosave already holds the shot
    expect(withSave.game.state.followers).toHaveLength(0); // knocked out in the record
    const p = withSave.presenting!;
    expect(p).toMatchObject({ index: n, phase: 'catapult/round', restored: false });
    expect(p.before.state.followers).toHaveLength(1);       // the board still shows it, to animate it
    expect(withSave.boardModel().game).toBe(p.before);
    expect(withSave.handoff).toBeNull();                    // the next shooter waits for the result
    expect(withSave.canUndo).toBe(false);
    withSave.endPresenting();
    expect(withSave.presenting).toBeNull();
    expect(withSave.handoff).toBe(1);                       // now the tablet goes to P2
    expect(withSave.boardModel().game).toBe(withSave.game);
  });

  it('a reload shows the applied result again, never a second attempt', () => {
    const s = knockoutRound();
    s.apply(shot(30, 30), { present: true });
    const resumed = Session.resume(BUILT_IN_MODULES, toRecord(s.game), 'g1');
    expect(catapultSlice(resumed.game).round!.next).toBe(1); // P1 has shot: the round waits for P2
    expect(resumed.presentLast(['catapult/shot', 'catapult/catch'])).toBe(true);
    expect(resumed.presenting).toMatchObject({ index: s.game.actions.length - 1, restored: true });
    expect(resumed.presenting!.action).toMatchObject({ type: 'catapult/shot', rest: { x: 30, y: 30 } });
    expect(resumed.handoff).toBeNull();
    resumed.endPresenting();
    expect(resumed.handoff).toBe(1);
    // Nothing to present when the last action is not a presented one.
    expect(resumed.presentLast(['catapult/catch'])).toBe(false);
  });

  it('a result the players dismissed is not shown again by the next reload (this device remembers it)', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => { kept.set(k, v); } };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const s = knockoutRound();
      s.apply(shot(30, 30), { present: true });
      const record = toRecord(s.game);
      // Reloaded while the result was showing: it comes back, and is dismissed this time.
      const first = Session.resume(BUILT_IN_MODULES, record, 'g2');
      expect(first.presentLast(['catapult/shot'])).toBe(true);
      first.endPresenting();
      // Reloaded again before the next shot: straight to the next shooter's handoff.
      const again = Session.resume(BUILT_IN_MODULES, record, 'g2');
      expect(again.presentLast(['catapult/shot'])).toBe(false);
      expect(again.presenting).toBeNull();
      // Another game's result is its own.
      expect(Session.resume(BUILT_IN_MODULES, record, 'g3').presentLast(['catapult/shot'])).toBe(true);
      // A result dismissed live (not after a reload) counts as seen too.
      const live = knockoutRound('g4');
      live.apply(shot(30, 30), { present: true });
      live.endPresenting();
      expect(Session.resume(BUILT_IN_MODULES, toRecord(live.game), 'g4').presentLast(['catapult/shot'])).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
