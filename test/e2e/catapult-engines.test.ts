// Cross-engine determinism, kept in CI: the same seeded shots simulated by the app's own
// worker in Chromium and by the physics in node must give bit-identical outcomes (compared as
// SHA-256 hashes of the outcome JSON). The physics uses its own trigonometry and a fixed step
// precisely so that a record replays the same on every tablet.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initPhysics, simulateShot, type PhysicsBoard, type ShotInput } from '../../expansions/catapult/physics/index.js';
import { mulberry32 } from '../../expansions/catapult/physics/prng.js';
import { openTablet, type Tablet } from './browser.js';

interface Job { id: number; board: PhysicsBoard; shot: ShotInput; seed: number }

/** A w×h table with `n` followers at tile-anchor-like spots (some tiles crowded) and two earlier tokens. */
function board(seed: number, w: number, h: number, n: number): PhysicsBoard {
  const next = mulberry32(seed);
  const tiles: PhysicsBoard['tiles'] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) tiles.push({ x, y });
  const followers: PhysicsBoard['followers'] = [];
  for (let i = 0; i < n; i++) {
    const t = tiles[Math.floor(next() * tiles.length)];
    followers.push({ id: `f${i}`, x: t.x + 0.15 + 0.7 * next(), y: t.y + 0.15 + 0.7 * next(), size: next() < 0.1 ? 'big' : 'normal' });
  }
  return { tiles, followers, tokens: [{ id: 't0', x: w / 2 + 0.3, y: h / 2 - 0.4 }, { id: 't1', x: 1.2, y: h - 1.3 }] };
}

function jobs(): Job[] {
  const boards = [board(1, 6, 6, 40), board(2, 8, 7, 70), board(3, 10, 10, 100)];
  const next = mulberry32(99);
  return Array.from({ length: 36 }, (_, id) => ({
    id, board: boards[id % 3],
    shot: { seat: id % 4, seats: 4, aim: (next() - 0.5) * 1.2, power: 0.15 + 0.85 * next() },
    seed: (id * 2654435761) >>> 0,
  }));
}

const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

describe('catapult shots: Chromium worker vs node', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet(); });
  afterAll(async () => { await tablet?.close(); });

  it('gives bit-identical outcomes for 36 seeded shots on boards of 40–100 followers', async () => {
    const file = (await readdir('dist/assets')).find((f) => /^app-worker-[\w-]+\.js$/.test(f));
    expect(file, 'the built app has its worker').toBeTruthy();
    const all = jobs();
    const inBrowser = await tablet.page.evaluate(async ({ url, list }) => {
      const w = new Worker(new URL(url, location.href), { type: 'module' });
      const out: Record<number, unknown> = {};
      await new Promise<void>((done, fail) => {
        w.onerror = (e) => fail(new Error(e.message));
        w.onmessage = (e: MessageEvent<{ id: number; ok: boolean; result?: unknown; error?: string }>) => {
          if (!e.data.ok) { fail(new Error(e.data.error)); return; }
          out[e.data.id] = e.data.result;
          if (Object.keys(out).length === list.length) done();
        };
        for (const { id, ...payload } of list) w.postMessage({ id, job: 'catapult/shot', payload });
      });
      w.terminate();
      return out;
    }, { url: `assets/${file}`, list: all });
    await initPhysics();
    let hits = 0;
    for (const j of all) {
      const mine = simulateShot(j.board, j.shot, j.seed);
      hits += mine.hits.length;
      expect(hash(inBrowser[j.id]), `shot ${j.id}`).toBe(hash(mine));
    }
    expect(hits).toBeGreaterThan(10); // the shots really collide, not only fly
    expect(tablet.errors).toEqual([]);
  });
});
