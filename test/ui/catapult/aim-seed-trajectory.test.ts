// Pure helpers of the catapult panel: slingshot drag → aim and power, the flight preview against
// the physics, the shot seed, trajectory playback, and the band kept inside the board area.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics, launchPoint, simulateShot } from '../../../expansions/catapult/physics/index.js';
import { launchSpeed } from '../../../expansions/catapult/physics/power-scale.js';
import {
  aimDegrees, aimToPull, clipToRect, flightPreview, FULL_PULL_PX, MAX_AIM, MIN_PULL_PX, pullPower, pullToAim, shotAngle, wrapAngle,
} from '../../../expansions/catapult/ui/aim.js';
import { fnv1a, shotSeed } from '../../../expansions/catapult/ui/seed.js';
import { endTime, sampleAt, simTime, thin } from '../../../expansions/catapult/ui/trajectory.js';

const deg = (d: number) => (d * Math.PI) / 180;
const NORTH = -Math.PI / 2; // seat 0 sits south of the board and faces north (y grows south)

describe('slingshot drag → aim and power', () => {
  it('pulling straight back shoots straight ahead; the pull length sets the power', () => {
    // Facing north, pulling down (south) by half the full pull.
    const a = pullToAim(0, FULL_PULL_PX / 2, NORTH)!;
    expect(a.aim).toBeCloseTo(0, 12);
    expect(a.power).toBeCloseTo(0.5, 12);
    expect(pullToAim(0, FULL_PULL_PX * 3, NORTH)!.power).toBe(1);
  });

  it('pulling down-left shoots up-right: clockwise, to the shooter’s right, is a positive aim', () => {
    const a = pullToAim(-100, 100, NORTH)!;
    expect(a.aim).toBeCloseTo(deg(45), 12);
    expect(aimDegrees(a.aim)).toEqual({ deg: 45, side: 'right' });
    expect(aimDegrees(-a.aim)).toEqual({ deg: 45, side: 'left' });
    expect(aimDegrees(0)).toEqual({ deg: 0, side: 'straight' });
  });

  it('works for a catapult on any side: facing west (seat on the east), pulling east shoots west', () => {
    const a = pullToAim(120, 0, Math.PI)!;
    expect(a.aim).toBeCloseTo(0, 12);
    expect(a.power).toBeCloseTo(0.6, 12);
  });

  it('a tiny pull is no shot; a pull forward is clamped to the widest aim', () => {
    expect(pullToAim(MIN_PULL_PX - 1, 0, NORTH)).toBeNull();
    expect(pullToAim(Number.NaN, 0, NORTH)).toBeNull();
    const forward = pullToAim(1, -150, NORTH)!; // pulling towards the board: backwards shot, not allowed
    expect(Math.abs(forward.aim)).toBeCloseTo(MAX_AIM, 12);
  });

  it('aimToPull is the inverse of pullToAim', () => {
    for (const facing of [NORTH, 0, Math.PI / 2, Math.PI, 2.5]) {
      for (const want of [{ aim: 0, power: 0.3 }, { aim: deg(-33), power: 0.8 }, { aim: deg(70), power: 1 }]) {
        const p = aimToPull(want, facing);
        const got = pullToAim(p.x, p.y, facing)!;
        expect(got.aim).toBeCloseTo(want.aim, 9);
        expect(got.power).toBeCloseTo(want.power, 9);
      }
    }
    expect(pullPower(FULL_PULL_PX / 4)).toBe(0.25);
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(shotAngle(NORTH, { aim: deg(90), power: 1 })).toBeCloseTo(0, 12);
  });
});

describe('flight preview', () => {
  beforeAll(async () => { await initPhysics(); });
  const board = { tiles: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], followers: [], tokens: [] };

  it('touches down where the simulated token first lands, within the seeded spread', () => {
    for (const power of [0.25, 0.45, 0.7]) {
      const lp = launchPoint(board, 0, 2);
      const angle = shotAngle(lp.facing, { aim: 0.1, power });
      const preview = flightPreview(lp, angle, launchSpeed(board, 0, 2, power));
      const out = simulateShot(board, { seat: 0, seats: 2, aim: 0.1, power }, 12345);
      const path = out.trajectories.token;
      const land = path.find((s) => s.z === 0)!;
      const range = Math.hypot(preview.touchdown.x - lp.x, preview.touchdown.y - lp.y);
      // Spread: ±3 % of the pull (≈ ±3–6 % range) and ±0.03 rad of aim.
      expect(Math.hypot(land.x - preview.touchdown.x, land.y - preview.touchdown.y)).toBeLessThan(0.07 * range + 0.03 * range + 0.01);
      expect(range).toBeGreaterThan(0.5);
    }
  });

  it('shows only part of the flight, rising dots with heights, ahead of the catapult', () => {
    const lp = { x: 0, y: 5 };
    const p = flightPreview(lp, NORTH, 40, 0.5, 10);
    expect(p.dots).toHaveLength(10);
    expect(p.dots.every((d) => d.y < lp.y && Math.abs(d.x) < 1e-9)).toBe(true);
    expect(p.dots[4].z).toBeGreaterThan(p.dots[0].z);
    // Half of the flight in time covers about half of the way to the touch-down.
    const last = p.dots[p.dots.length - 1];
    expect(Math.abs(lp.y - last.y)).toBeCloseTo(Math.abs(lp.y - p.touchdown.y) / 2, 1);
  });
});

describe('shot seed', () => {
  it('is a uint32 that depends on the record seed and the action count only', () => {
    expect(shotSeed(42, 17)).toBe(shotSeed(42, 17));
    const seeds = new Set<number>();
    for (let a = 0; a < 200; a++) seeds.add(shotSeed(42, a));
    expect(seeds.size).toBe(200);
    expect(shotSeed(43, 17)).not.toBe(shotSeed(42, 17));
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
  });

  it('uses FNV-1a (pinned values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(shotSeed(0, 0)).toBe(shotSeed(0, 0) >>> 0);
  });
});

describe('trajectory playback', () => {
  const path = [{ t: 0.1, x: 0, y: 0, z: 1 }, { t: 0.2, x: 1, y: 2, z: 0 }, { t: 0.4, x: 3, y: 2 }];

  const close = (p: { x: number; y: number; z: number }, want: [number, number, number]) =>
    [p.x, p.y, p.z].forEach((v, i) => expect(v).toBeCloseTo(want[i], 9));

  it('interpolates between samples and holds the ends', () => {
    expect(sampleAt(path, 0)).toEqual({ x: 0, y: 0, z: 1 });
    close(sampleAt(path, 0.15), [0.5, 1, 0.5]);
    close(sampleAt(path, 0.3), [2, 2, 0]);
    expect(sampleAt(path, 9)).toEqual({ x: 3, y: 2, z: 0 });
    expect(sampleAt([], 1)).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('ends with the last piece to stop, plays slowed down, thins long paths evenly', () => {
    expect(endTime({ token: path, '0,0,NC': [{ t: 0.3, x: 0, y: 0 }, { t: 0.7, x: 0, y: 1 }] })).toBe(0.7);
    expect(simTime(1000, 2)).toBe(0.5);
    expect(simTime(-5, 2)).toBe(0);
    const long = Array.from({ length: 100 }, (_, i) => ({ t: i, x: i, y: 0 }));
    const th = thin(long, 11);
    expect(th).toHaveLength(11);
    expect(th[0].t).toBe(0);
    expect(th[10].t).toBe(99);
    expect(th.every((s, i) => i === 0 || Math.abs(s.t - th[i - 1].t - 9.9) < 1)).toBe(true);
    expect(thin(path, 10)).toEqual(path);
  });
});

describe('the band on screen', () => {
  const rect = { left: 0, top: 0, right: 800, bottom: 600 };
  it('is pulled back along its line to the board area\'s edge, and left alone inside it', () => {
    expect(clipToRect({ x: 400, y: 500 }, { x: 400, y: 700 }, rect)).toEqual({ x: 400, y: 600 });
    // Slanted: the same direction, only shorter.
    const end = clipToRect({ x: 400, y: 500 }, { x: 600, y: 700 }, rect);
    expect(end.y).toBeCloseTo(600, 9);
    expect(end.x).toBeCloseTo(500, 9);
    expect(clipToRect({ x: 400, y: 500 }, { x: 300, y: 550 }, rect)).toEqual({ x: 300, y: 550 });
    // Past a corner: the edge it meets first stops it (here the right one).
    const corner = clipToRect({ x: 700, y: 500 }, { x: 900, y: 600 + 50 }, rect);
    expect(corner.x).toBeCloseTo(800, 9);
    expect(corner.y).toBeCloseTo(575, 9);
  });
});
