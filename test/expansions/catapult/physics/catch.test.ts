// Catch mini-game (docs: the catch). Analytic flight: no Rapier, pins are engine-independent. Re-pinned
// for issue 11: a throw's speed is scaled to the distance between the two catapults, and a tap is judged
// against where the token is at that moment (with a small latency allowance), not against its path.
import { describe, expect, it } from 'vitest';
import { judgeCatch, launchPoint, throwPath, type CatchThrow } from '../../../../expansions/catapult/physics/index.js';
import { CATCH_LATENCY } from '../../../../expansions/catapult/physics/constants.js';

const board = { tiles: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }], followers: [], tokens: [] };
// Seat 0 (south) throws to seat 1, its left-hand neighbour (west) at a 4-seat table.
const from = launchPoint(board, 0, 4);
const to = launchPoint(board, 1, 4);
const strong: CatchThrow = { from, to, power: 0.5 };
const PINNED_LANDING = ['-0.487307', '2.129882'];

describe('throwPath', () => {
  it('flies from the thrower towards the catcher; the ruler lies halfway', () => {
    const p = throwPath(strong, 3);
    expect(p.rulerAt).toEqual({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 });
    expect(p.samples[0]).toEqual({ t: 0, x: from.x, y: from.y, z: 0.6 });
    const last = p.samples.at(-1)!;
    expect(last.z).toBe(0);
    expect([last.x, last.y]).toEqual([Math.round(p.landing.x * 1e4) / 1e4, Math.round(p.landing.y * 1e4) / 1e4]);
    expect(Math.max(...p.samples.map((s) => s.z))).toBeGreaterThan(0.9);
    expect([p.landing.x.toFixed(6), p.landing.y.toFixed(6)]).toEqual(PINNED_LANDING);
  });

  it('is deterministic and seeded', () => {
    expect(throwPath(strong, 3)).toEqual(throwPath(strong, 3));
    expect(throwPath(strong, 4).landing).not.toEqual(throwPath(strong, 3).landing);
  });
});

describe('judgeCatch', () => {
  const path = throwPath(strong, 3);
  const mid = path.samples[Math.floor(path.samples.length / 2)];
  const dir = { x: path.landing.x - from.x, y: path.landing.y - from.y };
  const len = Math.hypot(dir.x, dir.y), ux = dir.x / len, uy = dir.y / len;
  const side = (d: number) => ({ x: mid.x - uy * d, y: mid.y + ux * d });
  const back = (d: number) => ({ x: mid.x - ux * d, y: mid.y - uy * d });

  it('a tap on the token where it is catches it (case A), also a little late', () => {
    expect(judgeCatch(strong, { t: mid.t, x: mid.x, y: mid.y }, 3)).toBe('caught');
    expect(judgeCatch(strong, { t: mid.t, ...side(0.3) }, 3)).toBe('caught');
    // The finger lands a few frames after the eye saw the token there.
    expect(judgeCatch(strong, { t: mid.t + CATCH_LATENCY * 0.9, x: mid.x, y: mid.y }, 3)).toBe('caught');
  });

  it('a tap beside the token, or where it was a moment ago, only touches it (case D)', () => {
    expect(judgeCatch(strong, { t: mid.t, ...side(0.7) }, 3)).toBe('touched');
    expect(judgeCatch(strong, { t: mid.t + 0.05, x: mid.x, y: mid.y }, 3)).not.toBe('caught');
  });

  it('a tap on the path far behind the token misses it: the path is not the token', () => {
    expect(judgeCatch(strong, { t: mid.t, ...back(2) }, 3)).toBe('far');
    expect(judgeCatch(strong, { t: mid.t + 0.1, x: mid.x, y: mid.y }, 3)).toBe('far');
  });

  it('a clear miss or a tap after touch-down falls back to the distance', () => {
    expect(judgeCatch(strong, { t: mid.t, ...side(1.5) }, 3)).toBe('far');
    const landed = path.samples.at(-1)!;
    expect(judgeCatch(strong, { t: landed.t + 0.05, x: landed.x, y: landed.y }, 3)).toBe('far');
  });

  it('no tap: a strong throw is far (case B), a weak one short (case C)', () => {
    expect(judgeCatch(strong, null, 3)).toBe('far');
    expect(judgeCatch({ from, to, power: 0.15 }, null, 3)).toBe('short');
  });

  it('a weak throw that lands short still counts as touched when touched', () => {
    const weak: CatchThrow = { from, to, power: 0.15 };
    const s = throwPath(weak, 3).samples[1];
    expect(judgeCatch(weak, { t: s.t, x: s.x + 0.6, y: s.y }, 3)).toBe('touched');
  });

  it('a harder throw is harder to catch: the same tap lag costs more distance', () => {
    const soft: CatchThrow = { from, to, power: 0.5 }, hard: CatchThrow = { from, to, power: 1 };
    const lagged = (th: CatchThrow) => {
      const p = throwPath(th, 3), k = p.samples[Math.floor(p.samples.length / 2)];
      return judgeCatch(th, { t: k.t + 0.04, x: k.x, y: k.y }, 3);
    };
    expect(lagged(soft)).toBe('caught');
    expect(lagged(hard)).not.toBe('caught');
  });
});
