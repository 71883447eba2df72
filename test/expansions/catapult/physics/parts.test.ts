// The pieces under the simulation: seats, field tests, deterministic maths, PRNG, hit bookkeeping.
import { describe, expect, it } from 'vitest';
import { launchPoint } from '../../../../expansions/catapult/physics/index.js';
import { discOnTile, isOffBoard, tileBox } from '../../../../expansions/catapult/physics/board-geometry.js';
import { atan2, sinCos } from '../../../../expansions/catapult/physics/det-math.js';
import { HitTracker, type Piece } from '../../../../expansions/catapult/physics/hit-tracker.js';
import { launchSpread, mulberry32 } from '../../../../expansions/catapult/physics/prng.js';

const board = (tiles: { x: number; y: number }[]) => ({ tiles, followers: [], tokens: [] });
const b4x2 = board([{ x: 0, y: 0 }, { x: 3, y: 1 }]); // bounding box [0, 4] × [0, 2]

describe('launchPoint', () => {
  it('puts 4 seats south, west, north, east (clockwise), 1.5 outside the box, facing the centre', () => {
    expect(launchPoint(b4x2, 0, 4)).toEqual({ x: 2, y: 3.5, facing: -Math.PI / 2 });
    expect(launchPoint(b4x2, 1, 4)).toEqual({ x: -1.5, y: 1, facing: 0 });
    expect(launchPoint(b4x2, 2, 4)).toEqual({ x: 2, y: -1.5, facing: Math.PI / 2 });
    expect(launchPoint(b4x2, 3, 4)).toEqual({ x: 5.5, y: 1, facing: Math.PI });
  });

  it('spreads any number of seats evenly and wraps the seat number', () => {
    const sq = board([{ x: 0, y: 0 }]);
    for (const seats of [2, 3, 5, 6]) {
      for (let s = 0; s < seats; s++) {
        const p = launchPoint(sq, s, seats);
        const dir = Math.atan2(p.y - 0.5, p.x - 0.5);
        const want = Math.PI / 2 + (2 * Math.PI * s) / seats;
        expect(Math.abs(Math.sin(dir - want))).toBeLessThan(1e-12);
        expect(Math.cos(p.facing - (dir + Math.PI))).toBeCloseTo(1, 12);
      }
    }
    expect(launchPoint(sq, 5, 3)).toEqual(launchPoint(sq, 2, 3));
    expect(launchPoint(sq, -1, 3)).toEqual(launchPoint(sq, 2, 3));
  });

  it('treats an empty board as the start tile', () => {
    expect(tileBox([])).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1 });
  });
});

describe('onTile / offBoard (digest §2.6)', () => {
  const tiles = [{ x: 0, y: 0 }];
  it('needs an overlap with positive area', () => {
    expect(discOnTile(tiles, 0.5, 0.5)).toBe(true);
    expect(discOnTile(tiles, 1.19, 0.5)).toBe(true);
    expect(discOnTile(tiles, 1.25, 0.5, 0.25)).toBe(false); // touching the edge only (exact binary values)
    expect(discOnTile(tiles, 1.21, 0.5)).toBe(false);
    expect(discOnTile(tiles, 1.15, 1.15)).toBe(false); // near the corner, but the corner is 0.212 away
    expect(discOnTile(tiles, 1.14, 1.14)).toBe(true);
  });
  it('falls off outside the box grown by 2 tiles', () => {
    expect(isOffBoard(tiles, 3, 0.5)).toBe(false);
    expect(isOffBoard(tiles, 3.01, 0.5)).toBe(true);
    expect(isOffBoard(tiles, 0.5, -2.01)).toBe(true);
  });
});

describe('det-math', () => {
  it('agrees with Math to an ulp or two', () => {
    for (let i = -2000; i <= 2000; i++) {
      const x = i * 0.01234;
      const { sin, cos } = sinCos(x);
      expect(Math.abs(sin - Math.sin(x))).toBeLessThan(4e-16);
      expect(Math.abs(cos - Math.cos(x))).toBeLessThan(4e-16);
      const y = Math.sin(i * 0.37) * 3, z = Math.cos(i * 0.91) * 2 + 0.001;
      expect(Math.abs(atan2(y, z) - Math.atan2(y, z))).toBeLessThan(1e-15);
    }
    expect(atan2(0, -1)).toBe(Math.PI);
    expect(atan2(1, 0)).toBe(Math.PI / 2);
  });
});

describe('prng', () => {
  it('pins the mulberry32 sequence (records depend on it)', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });
  it('keeps the spread small and seeded', () => {
    for (let s = 0; s < 200; s++) {
      const sp = launchSpread(s, 0.03, 0.03);
      expect(Math.abs(sp.aim)).toBeLessThan(0.03);
      expect(Math.abs(sp.power)).toBeLessThan(0.03);
    }
    expect(launchSpread(5, 0.03, 0.03)).toEqual(launchSpread(5, 0.03, 0.03));
  });
});

describe('HitTracker', () => {
  const pieces: Piece[] = [
    { id: 'A', kind: 'follower' }, { id: 'B', kind: 'follower' }, { id: 'C', kind: 'follower' },
    { id: 'T', kind: 'token' }, { id: 'token', kind: 'shot' },
  ];
  const SHOT = 4;

  it('token → follower is direct, follower → follower is chain, in order of first contact', () => {
    const h = new HitTracker(pieces);
    // Same step, engine order puts A–B before the token reaches A: B is still A's chain hit.
    expect(h.contacts([[0, 1], [SHOT, 0]])).toEqual([]);
    expect(h.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: true }]);
  });

  it('an earlier token knocked by the shot passes the hit on as a chain', () => {
    const h = new HitTracker(pieces);
    h.contacts([[3, SHOT]]);
    h.contacts([[2, 3]]);
    expect(h.hits).toEqual([{ id: 'C', chain: true }]);
  });

  it('a follower the token also touches is direct, listed once', () => {
    const h = new HitTracker(pieces);
    h.contacts([[SHOT, 0]]);
    h.contacts([[0, 1]]);
    h.contacts([[1, SHOT], [0, SHOT]]);
    expect(h.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: false }]);
  });

  it('leaves contacts between pieces the shot has not reached pending', () => {
    const h = new HitTracker(pieces);
    expect(h.contacts([[1, 2]])).toEqual([[1, 2]]);
    expect(h.hits).toEqual([]);
  });
});
