// Catapult shots in node (docs/architecture.md). The pinned numbers belong to @dimforge/rapier2d-compat 0.21.0
// and to the tuning in expansions/catapult/physics/constants.ts; a Rapier upgrade or a re-tune re-pins them
// (each stored shot carries rapierVersion for that reason).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initPhysics, simulateShot, type PhysicsBoard, type ShotOutcome,
} from '../../../../expansions/catapult/physics/index.js';
import { aimAt } from '../../../../expansions/catapult/physics/aim-at.js';
import { TOKEN_RADIUS } from '../../../../expansions/catapult/physics/constants.js';

const PINNED_RAPIER = '0.21.0';

function tiles5x5(): PhysicsBoard['tiles'] {
  const tiles: PhysicsBoard['tiles'] = [];
  for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) tiles.push({ x, y });
  return tiles;
}

// Seat 0 of 4 shoots from (2.5, 6.5) northwards. A stands in the token's path; B stands just behind A
// (0.02 gap) and C (big) just behind B (0.04 gap), so only a knocked A can reach B and only B can reach C.
const cluster: PhysicsBoard = {
  tiles: tiles5x5(),
  followers: [
    { id: 'A', x: 2.4, y: 2.5 }, { id: 'B', x: 2.42, y: 2.28 }, { id: 'C', x: 2.4, y: 2.02, size: 'big' },
    { id: 'E', x: 2.9, y: 2.3 }, { id: 'far', x: 0.5, y: 0.5 },
  ],
  tokens: [],
};
const field: PhysicsBoard = {
  tiles: tiles5x5(),
  followers: [{ id: 'A', x: 0.5, y: 0.5 }, { id: 'B', x: 4.5, y: 0.5 }, { id: 'C', x: 4.3, y: 4.6 }],
  tokens: [{ id: 'old', x: 0.7, y: 4.4 }],
};
const south = (power: number) => ({ seat: 0, seats: 4, aim: 0, power });
const rest6 = (o: ShotOutcome) => [o.rest.x.toFixed(6), o.rest.y.toFixed(6)];
/** Touching down a little short of A, straight through the column A–B–C. */
const atA = aimAt(cluster, 0, 4, { x: 2.4, y: 2.75 })!;
const moved = (o: ShotOutcome, f: { id: string; x: number; y: number }) => {
  const end = o.trajectories[f.id]?.at(-1);
  return end ? Math.hypot(end.x - f.x, end.y - f.y) : 0;
};

beforeAll(async () => { await initPhysics(); });

describe('simulateShot', () => {
  it('runs the pinned engine version', () => {
    expect(simulateShot(field, south(0.36), 7).rapierVersion).toBe(PINNED_RAPIER);
  });

  it('knocks a cluster: a direct hit, then a real chain', () => {
    const o = simulateShot(cluster, atA, 8);
    expect(o.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: true }, { id: 'C', chain: true }]);
    // The chain is physical: B and C really moved, each further north than where it stood; A toppled visibly.
    expect(o.trajectories.B.at(-1)!.y).toBeLessThan(2.28);
    expect(o.trajectories.C.at(-1)!.y).toBeLessThan(2.02 - 0.2);
    expect(moved(o, cluster.followers[0])).toBeGreaterThan(0.05);
    expect(o.trajectories.E).toBeUndefined();
    expect(rest6(o)).toEqual(['2.216930', '2.696945']);
    expect(o.onTile).toBe(true);
    expect(o.offBoard).toBe(false);
    expect(o.steps).toBe(15);
  });

  it('lands on a meeple: a contact that knocks it over and leaves the token beside it, not on it', () => {
    const lone: PhysicsBoard = { tiles: tiles5x5(), followers: [{ id: 'L', x: 2.5, y: 2.5 }], tokens: [] };
    const onIt = aimAt(lone, 0, 4, lone.followers[0])!;
    for (let seed = 1; seed <= 5; seed++) {
      const o = simulateShot(lone, onIt, seed);
      expect(o.hits).toEqual([{ id: 'L', chain: false }]);
      expect(moved(o, lone.followers[0])).toBeGreaterThan(0.2);
      const end = o.trajectories.L.at(-1)!;
      expect(Math.hypot(o.rest.x - end.x, o.rest.y - end.y)).toBeGreaterThan(TOKEN_RADIUS + 0.1 - 1e-3);
    }
  });

  it('a hit always means visible movement: every struck follower of 60 seeded shots moved ≥ 0.05 tiles', () => {
    const crowd: PhysicsBoard = {
      tiles: tiles5x5(),
      followers: Array.from({ length: 20 }, (_, i) => ({ id: `f${i}`, x: 0.5 + (i % 5) + ((i * 7) % 3) * 0.12, y: 0.4 + Math.floor(i / 5) * 1.1 })),
      tokens: [],
    };
    let hits = 0;
    for (let k = 0; k < 60; k++) {
      const target = crowd.followers[(k * 7) % crowd.followers.length];
      const shot = aimAt(crowd, k % 4, 4, target);
      if (!shot) continue;
      const o = simulateShot(crowd, shot, 300 + k);
      for (const h of o.hits) {
        hits++;
        expect(moved(o, crowd.followers.find((f) => f.id === h.id)!), `shot ${k}, ${h.id}`).toBeGreaterThanOrEqual(0.05);
      }
    }
    expect(hits).toBeGreaterThan(30);
  });

  it('passes a hit on through an earlier token (chain)', () => {
    const board: PhysicsBoard = {
      tiles: tiles5x5(),
      followers: [{ id: 'F', x: 2.4, y: 2.15 }, { id: 'G', x: 1.5, y: 1.5 }],
      tokens: [{ id: 'old', x: 2.4, y: 2.55 }],
    };
    const o = simulateShot(board, aimAt(board, 0, 4, { x: 2.4, y: 2.85 })!, 11);
    expect(o.hits).toEqual([{ id: 'F', chain: true }]);
    expect(Object.keys(o.trajectories).sort()).toEqual(['F', 'old', 'token']);
    expect(rest6(o)).toEqual(['2.429078', '2.738217']);
  });

  it('counts a follower that stood touching a hit one once it is pushed (no new contact event)', () => {
    // B overlaps A from the start (0.17 apart, radii 0.1 + 0.1): their contact began before the shot.
    const board: PhysicsBoard = { ...cluster, followers: [{ id: 'A', x: 2.4, y: 2.5 }, { id: 'B', x: 2.4, y: 2.33 }] };
    const o = simulateShot(board, atA, 1);
    expect(o.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: true }]);
    // Two overlapping pieces the shot never reaches are not hits.
    const apart: PhysicsBoard = { ...board, followers: [{ id: 'A', x: 0.4, y: 0.5 }, { id: 'B', x: 0.4, y: 0.33 }] };
    expect(simulateShot(apart, atA, 8).hits).toEqual([]);
  });

  it('treats a broken gesture (NaN) as aim 0 / power 0 instead of poisoning the engine', () => {
    const o = simulateShot(field, { seat: 0, seats: 4, aim: NaN, power: NaN }, 7);
    expect(Number.isFinite(o.rest.x) && Number.isFinite(o.rest.y)).toBe(true);
    expect(o.launch.speed).toBe(0);
  });

  it('hits nothing in open field', () => {
    const o = simulateShot(field, south(0.36), 7);
    expect(o.hits).toEqual([]);
    expect(Object.keys(o.trajectories)).toEqual(['token']);
    expect(rest6(o)).toEqual(['2.057457', '3.713067']);
    expect(o.onTile).toBe(true);
    expect(o.offBoard).toBe(false);
    expect(o.steps).toBe(7);
  });

  it('keeps a full pull on the table (power is scaled to the board); a wide full pull leaves it', () => {
    const full = simulateShot(field, south(1), 7);
    expect(full.offBoard).toBe(false);
    expect(full.rest.y).toBeLessThan(0); // beyond the far (north) edge
    expect(rest6(full)).toEqual(['1.270615', '-1.242101']);
    const wide = simulateShot(field, { seat: 0, seats: 4, aim: 1.2, power: 1 }, 7);
    expect(wide.offBoard).toBe(true);
    expect(wide.onTile).toBe(false);
    expect(wide.hits).toEqual([]); // it flew over everyone: no collisions while high
    expect(rest6(wide)).toEqual(['9.270468', '2.548753']);
  });

  it('falls short when a long shot is weak', () => {
    const o = simulateShot(field, south(0.1), 7);
    expect(o.onTile).toBe(false);
    expect(o.offBoard).toBe(false); // still on the table, in front of the board
    expect(o.rest.y).toBeGreaterThan(5 + 0.2); // the disc stops short of the south edge (y = 5)
    expect(o.rest.y).toBeLessThan(o.launch.y);
    expect(rest6(o)).toEqual(['2.377078', '5.725893']);
  });

  it('records a ballistic flight: starts at the launch point, rises, touches down', () => {
    const o = simulateShot(field, south(0.36), 7);
    const path = o.trajectories.token;
    expect(path[0]).toEqual({ t: 0, x: o.launch.x, y: o.launch.y, z: 0.6 });
    expect(Math.max(...path.map((s) => s.z ?? 0))).toBeGreaterThan(1);
    expect(path.at(-1)!.z).toBe(0);
    for (let i = 1; i < path.length; i++) expect(path[i].t).toBeGreaterThan(path[i - 1].t);
    expect(o.launch.speed).toBeGreaterThan(0);
  });

  it('is deterministic: same inputs give deep-equal outcomes', () => {
    const runs = [1, 2, 3].map(() => simulateShot(cluster, atA, 8));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(JSON.stringify(runs[2])).toBe(JSON.stringify(runs[0]));
  });

  it('spreads with the seed', () => {
    const a = simulateShot(cluster, atA, 8);
    const b = simulateShot(cluster, atA, 9);
    expect(b.rest).not.toEqual(a.rest);
    expect(b.launch.angle).not.toBe(a.launch.angle);
    expect(Math.abs(b.rest.x - a.rest.x)).toBeLessThan(1);
    expect(Math.abs(b.rest.y - a.rest.y)).toBeLessThan(1);
    expect(rest6(b)).toEqual(['2.431599', '2.750713']);
  });

  it('leaves the board data untouched', () => {
    const before = JSON.stringify(cluster);
    simulateShot(cluster, atA, 8);
    expect(JSON.stringify(cluster)).toBe(before);
  });
});
