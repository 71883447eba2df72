// Catch mini-game (digest §2.4.4, §2.6 "Catch"). Analytic flight: no Rapier, pins are engine-independent.
import { describe, expect, it } from 'vitest';
import { judgeCatch, launchPoint, throwPath, type CatchThrow } from '../../../../expansions/catapult/physics/index.js';

const board = { tiles: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }], followers: [], tokens: [] };
// Seat 0 (south) throws to seat 1, its left-hand neighbour (west) at a 4-seat table.
const from = launchPoint(board, 0, 4);
const to = launchPoint(board, 1, 4);
const strong: CatchThrow = { from, to, power: 0.5 };

describe('throwPath', () => {
  it('flies from the thrower towards the catcher; the ruler lies halfway', () => {
    const p = throwPath(strong, 3);
    expect(p.rulerAt).toEqual({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 });
    expect(p.samples[0]).toEqual({ t: 0, x: from.x, y: from.y, z: 0.6 });
    const last = p.samples.at(-1)!;
    expect(last.z).toBe(0);
    expect([last.x, last.y]).toEqual([Math.round(p.landing.x * 1e4) / 1e4, Math.round(p.landing.y * 1e4) / 1e4]);
    expect(Math.max(...p.samples.map((s) => s.z))).toBeGreaterThan(1);
    expect([p.landing.x.toFixed(6), p.landing.y.toFixed(6)]).toEqual(['-3.278781', '-0.717325']);
  });

  it('is deterministic and seeded', () => {
    expect(throwPath(strong, 3)).toEqual(throwPath(strong, 3));
    expect(throwPath(strong, 4).landing).not.toEqual(throwPath(strong, 3).landing);
  });
});

describe('judgeCatch', () => {
  const path = throwPath(strong, 3);
  const mid = path.samples[Math.floor(path.samples.length / 2)];
  // Perpendicular to the flight (from → to is along (−1, −1)), so the tap misses the track sideways.
  const side = (d: number) => ({ x: mid.x + d / Math.SQRT2, y: mid.y - d / Math.SQRT2 });

  it('a tap on the token mid-flight catches it (case A)', () => {
    expect(judgeCatch(strong, { t: mid.t, x: mid.x, y: mid.y }, 3)).toBe('caught');
  });

  it('a near tap touches it (case D): beside the track, or just too late', () => {
    expect(judgeCatch(strong, { t: mid.t, ...side(0.7) }, 3)).toBe('touched');
    expect(judgeCatch(strong, { t: mid.t + 0.1, x: mid.x, y: mid.y }, 3)).toBe('touched');
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
    expect(judgeCatch(weak, { t: s.t + 0.09, x: s.x, y: s.y }, 3)).toBe('touched');
  });
});
