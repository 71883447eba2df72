// Where shots run and what survives a reload: without Web Workers (here, node) the runner falls
// back to the physics in the page and gets exactly the outcome the physics gives; a simulated but
// unapplied shot is kept for its game position only.
import { afterEach, describe, expect, it } from 'vitest';
import { initPhysics, simulateShot } from '../../../expansions/catapult/physics/index.js';
import { clearPending, loadPending, savePending } from '../../../expansions/catapult/ui/pending-store.js';
import { resetRunner, runShot } from '../../../expansions/catapult/ui/shot-runner.js';

describe('shot runner', () => {
  it('falls back to the page when there is no Worker, with the same outcome as the physics', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    resetRunner();
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

describe('pending shot store', () => {
  const memory = new Map<string, string>();
  const fake = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => { memory.set(k, v); },
    removeItem: (k: string) => { memory.delete(k); },
  };
  afterEach(() => { delete (globalThis as { localStorage?: unknown }).localStorage; memory.clear(); });

  it('gives a shot back only for the same game and action count, until cleared', () => {
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    const action = { type: 'catapult/shot', rest: { x: 1, y: 2 }, hits: [] };
    savePending('game-1', 17, 'knockout', action);
    expect(loadPending('game-1', 17, 'knockout')).toEqual(action);
    expect(loadPending('game-1', 18, 'knockout')).toBeNull();
    expect(loadPending('game-2', 17, 'knockout')).toBeNull();
    expect(loadPending('game-1', 17, 'seduction')).toBeNull(); // the choice was undone and made again
    clearPending();
    expect(loadPending('game-1', 17, 'knockout')).toBeNull();
  });

  it('does nothing without storage and ignores garbage', () => {
    savePending('g', 1, 't', { type: 'x' });
    expect(loadPending('g', 1, 't')).toBeNull();
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    memory.set('carcassonne.catapult.pending', '{not json');
    expect(loadPending('g', 1, 't')).toBeNull();
    memory.set('carcassonne.catapult.pending', JSON.stringify({ game: 'g', at: 1, tag: 't', action: { rest: 1 } }));
    expect(loadPending('g', 1, 't')).toBeNull();
  });
});
