// Catapult shots in node (docs/architecture.md). The pinned numbers belong to @dimforge/rapier2d-compat 0.21.0
// and to the tuning in expansions/catapult/physics/constants.ts; a Rapier upgrade or a re-tune re-pins them
// (each stored shot carries rapierVersion for that reason).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initPhysics, simulateShot, type PhysicsBoard, type ShotOutcome,
} from '../../../../expansions/catapult/physics/index.js';

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

beforeAll(async () => { await initPhysics(); });

describe('simulateShot', () => {
  it('runs the pinned engine version', () => {
    expect(simulateShot(field, south(0.36), 7).rapierVersion).toBe(PINNED_RAPIER);
  });

  it('knocks a cluster: a direct hit, then a real chain', () => {
    const o = simulateShot(cluster, south(0.365), 8);
    // The token touches down short of A (it slides into it), A is pushed into B, B into C.
    const touchDown = o.trajectories.token.find((s) => s.z === 0)!;
    expect(touchDown.y - 2.5).toBeGreaterThan(0.45);
    expect(o.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: true }, { id: 'C', chain: true }]);
    // The chain is physical: B and C really moved, each further north than where it stood.
    expect(o.trajectories.B.at(-1)!.y).toBeLessThan(2.28);
    expect(o.trajectories.C.at(-1)!.y).toBeLessThan(2.02);
    expect(o.trajectories.E).toBeUndefined();
    expect(rest6(o)).toEqual(['2.490655', '2.760383']);
    expect(o.onTile).toBe(true);
    expect(o.offBoard).toBe(false);
    expect(o.steps).toBe(11);
  });

  it('passes a hit on through an earlier token (chain)', () => {
    const board: PhysicsBoard = {
      tiles: tiles5x5(),
      followers: [{ id: 'F', x: 2.4, y: 2.15 }, { id: 'G', x: 1.5, y: 1.5 }],
      tokens: [{ id: 'old', x: 2.4, y: 2.55 }],
    };
    const o = simulateShot(board, south(0.36), 7);
    expect(o.hits).toEqual([{ id: 'F', chain: true }]);
    expect(Object.keys(o.trajectories).sort()).toEqual(['F', 'old', 'token']);
    expect(rest6(o)).toEqual(['2.397573', '2.849655']);
  });

  it('counts a follower that stood touching a hit one once it is pushed (no new contact event)', () => {
    // B overlaps A from the start (0.17 apart, radii 0.1 + 0.1): their contact began before the shot.
    const board: PhysicsBoard = { ...cluster, followers: [{ id: 'A', x: 2.4, y: 2.5 }, { id: 'B', x: 2.4, y: 2.33 }] };
    const o = simulateShot(board, south(0.365), 8);
    expect(o.hits).toEqual([{ id: 'A', chain: false }, { id: 'B', chain: true }]);
    // Two overlapping pieces the shot never reaches are not hits.
    const apart: PhysicsBoard = { ...board, followers: [{ id: 'A', x: 0.4, y: 0.5 }, { id: 'B', x: 0.4, y: 0.33 }] };
    expect(simulateShot(apart, south(0.365), 8).hits).toEqual([]);
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
    expect(rest6(o)).toEqual(['2.389802', '2.535641']);
    expect(o.onTile).toBe(true);
    expect(o.offBoard).toBe(false);
    expect(o.steps).toBe(13);
  });

  it('rests off the table after a full-power shot', () => {
    const o = simulateShot(field, south(1), 7);
    expect(o.offBoard).toBe(true);
    expect(o.onTile).toBe(false);
    expect(o.hits).toEqual([]); // it flew over everyone: no collisions while airborne
    expect(rest6(o)).toEqual(['1.700013', '-22.279329']);
  });

  it('falls short when a long shot is weak', () => {
    const o = simulateShot(field, south(0.12), 7);
    expect(o.onTile).toBe(false);
    expect(o.offBoard).toBe(false); // still on the table, in front of the board
    expect(o.rest.y).toBeGreaterThan(5 + 0.2); // the disc stops short of the south edge (y = 5)
    expect(o.rest.y).toBeLessThan(o.launch.y);
    expect(rest6(o)).toEqual(['2.481977', '5.851642']);
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
    const runs = [1, 2, 3].map(() => simulateShot(cluster, south(0.365), 8));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(JSON.stringify(runs[2])).toBe(JSON.stringify(runs[0]));
  });

  it('spreads slightly with the seed', () => {
    const a = simulateShot(cluster, south(0.365), 8);
    const b = simulateShot(cluster, south(0.365), 9);
    expect(b.rest).not.toEqual(a.rest);
    expect(b.launch.angle).not.toBe(a.launch.angle);
    expect(Math.abs(b.rest.x - a.rest.x)).toBeLessThan(0.3);
    expect(Math.abs(b.rest.y - a.rest.y)).toBeLessThan(0.3);
    expect(rest6(b)).toEqual(['2.527197', '2.759336']);
  });

  it('leaves the board data untouched', () => {
    const before = JSON.stringify(cluster);
    simulateShot(cluster, south(0.365), 8);
    expect(JSON.stringify(cluster)).toBe(before);
  });
});
