// Catapult feel benchmark (issue 11 "How it is checked"): what a player flicking tokens at a crowd
// of meeples would notice, from a fixed set of seeded shots on realistic boards (40–100 followers,
// shots aimed at followers with ±3 % power error). Figures, not assertions; goals in the names' notes:
//   catapult.feel.hit_moved_share          hit followers that moved ≥ 0.05 tiles     (goal ≥ 0.99)
//   catapult.feel.hit_displacement_median  median distance a hit follower moved      (goal 0.2–0.6 tiles)
//   catapult.feel.cluster_chain_share      cluster shots with at least one chain hit (goal ≥ 0.15)
//   catapult.feel.lone_hit_rate            hit rate on a lone follower 2–6 tiles off (goal 0.4–0.8)
//   catapult.feel.pull_on_table_share      share of the pull range resting on table  (goal ≥ 0.9)
//   catapult.feel.catch_on_token_share     taps on the token that catch              (goal ≥ 0.85)
//   catapult.feel.catch_behind_share       taps 1 tile behind the token that catch   (goal ≤ 0.10)
//   catapult.feel.shot_median_ms           one aimed shot on those boards, node      (goal ≤ 5 ms)
// The shares come from seeded shots and are the same every time; the shot time is the median over
// TIMING_RUNS replays of the same aimed shots, printed with its range (stats.ts).
import {
  initPhysics, judgeCatch, launchPoint, simulateShot, throwPath, type PhysicsBoard, type ShotInput, type ShotOutcome,
} from '../expansions/catapult/physics/index.js';
import { aimAt } from '../expansions/catapult/physics/aim-at.js';
import { mulberry32 } from '../expansions/catapult/physics/prng.js';
import { line, spread, type Spread } from './stats.js';

const TIMING_RUNS = 5;

/** Where meeples stand on a tile (segment anchors: cloister, edge roads and cities, field corners). */
const ANCHORS = [
  [0.5, 0.5], [0.5, 0.16], [0.84, 0.5], [0.5, 0.84], [0.16, 0.5], [0.22, 0.22], [0.78, 0.78], [0.3, 0.7], [0.7, 0.3],
] as const;

/** A w×h table of tiles (a few corners missing) with `n` followers, some tiles holding two or three. */
function realisticBoard(seed: number, w: number, h: number, n: number): PhysicsBoard {
  const next = mulberry32(seed);
  const tiles: PhysicsBoard['tiles'] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) {
    const corner = (x === 0 || x === w - 1) && (y === 0 || y === h - 1);
    if (!corner || next() < 0.5) tiles.push({ x, y });
  }
  const followers: PhysicsBoard['followers'] = [];
  const used = new Set<string>();
  while (followers.length < n) {
    const t = tiles[Math.floor(next() * tiles.length)];
    const many = next() < 0.35 ? 2 + Math.floor(next() * 2) : 1;
    for (let k = 0; k < many && followers.length < n; k++) {
      const a = Math.floor(next() * ANCHORS.length), key = `${t.x},${t.y},${a}`;
      if (used.has(key)) continue;
      used.add(key);
      followers.push({ id: key, x: t.x + ANCHORS[a][0], y: t.y + ANCHORS[a][1], size: next() < 0.08 ? 'big' : 'normal' });
    }
  }
  return { tiles, followers, tokens: [] };
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const median = (v: number[]) => { const s = [...v].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : NaN; };

function moved(board: PhysicsBoard, o: ShotOutcome, id: string): number {
  const f = board.followers.find((x) => x.id === id)!, path = o.trajectories[id];
  return path?.length ? dist(f, path[path.length - 1]) : 0;
}

export interface FeelFigures {
  hitMoved: number; hitMedian: number; clusterChain: number; loneHit: number; pullOnTable: number;
  catchOn: number; catchBehind: number; shotMs: Spread; shots: number; hits: number; clusterShots: number;
}

export async function measureFeel(): Promise<FeelFigures> {
  await initPhysics();
  const next = mulberry32(20261201);
  const err = () => 1 + 0.03 * (2 * next() - 1);

  // Aimed shots on realistic boards.
  const displacement: number[] = [];
  const aimed: { board: PhysicsBoard; input: ShotInput; seed: number }[] = [];
  let clusterShots = 0, chainShots = 0, shots = 0;
  for (let b = 0; b < 12; b++) {
    const w = 6 + (b % 4), h = 6 + ((b * 3) % 5);
    const board = realisticBoard(1000 + b, w, h, 40 + ((b * 13) % 61));
    for (let k = 0; k < 30; k++) {
      const target = board.followers[Math.floor(next() * board.followers.length)];
      const seat = Math.floor(next() * 4);
      const shot = aimAt(board, seat, 4, target);
      if (!shot) continue;
      const input = { ...shot, power: Math.min(1, shot.power * err()) }, seed = b * 1000 + k;
      const o = simulateShot(board, input, seed);
      aimed.push({ board, input, seed });
      shots++;
      for (const h of o.hits) displacement.push(moved(board, o, h.id));
      const neighbours = board.followers.filter((f) => f !== target && dist(f, target) <= 0.8).length;
      if (neighbours >= 2) {
        clusterShots++;
        if (o.hits.some((h) => h.chain)) chainShots++;
      }
    }
  }

  // A lone follower 2–6 tiles from the shooter's catapult, nothing else within 1.5 tiles.
  let loneShots = 0, loneHits = 0;
  for (let k = 0; k < 160; k++) {
    const size = 5 + (k % 4), seat = k % 4;
    const tiles: PhysicsBoard['tiles'] = [];
    for (let x = 0; x < size; x++) for (let y = 0; y < size; y++) tiles.push({ x, y });
    const empty: PhysicsBoard = { tiles, followers: [], tokens: [] };
    const lp = launchPoint(empty, seat, 4);
    const d = 2 + 4 * next(), side = (next() - 0.5) * 0.8;
    const dir = lp.facing + side;
    const f = { id: 'lone', x: lp.x + Math.cos(dir) * d, y: lp.y + Math.sin(dir) * d };
    if (f.x < 0.1 || f.y < 0.1 || f.x > size - 0.1 || f.y > size - 0.1) continue;
    const board: PhysicsBoard = { tiles, followers: [f, { id: 'far', x: f.x > size / 2 ? 0.3 : size - 0.3, y: f.y > size / 2 ? 0.3 : size - 0.3 }], tokens: [] };
    if (dist(board.followers[1], f) < 1.5) continue;
    const shot = aimAt(board, seat, 4, f);
    if (!shot) continue;
    loneShots++;
    const o = simulateShot(board, { ...shot, power: Math.min(1, shot.power * err()) }, 50_000 + k);
    if (o.hits.some((h) => h.id === 'lone')) loneHits++;
  }

  // The whole pull range, straight ahead, from every seat of square and long tables.
  let pulls = 0, onTable = 0;
  for (const [w, h] of [[3, 3], [5, 5], [8, 8], [12, 12], [10, 4], [4, 9]]) {
    const tiles: PhysicsBoard['tiles'] = [];
    for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) tiles.push({ x, y });
    const board: PhysicsBoard = { tiles, followers: [], tokens: [] };
    for (let seat = 0; seat < 4; seat++) {
      for (let p = 1; p <= 50; p++) {
        const o = simulateShot(board, { seat, seats: 4, aim: 0, power: p / 50 }, 7_000 + p * 7 + seat);
        pulls++;
        if (!o.offBoard) onTable++;
      }
    }
  }

  // Catch: taps on the token where it is at that moment, or 1 tile behind it on its track.
  let taps = 0, caughtOn = 0, caughtBehind = 0;
  for (let k = 0; k < 200; k++) {
    const size = 4 + (k % 5);
    const tiles: PhysicsBoard['tiles'] = [];
    for (let x = 0; x < size; x++) for (let y = 0; y < size; y++) tiles.push({ x, y });
    const board: PhysicsBoard = { tiles, followers: [], tokens: [] };
    const seats = 2 + (k % 4), from = k % seats, to = (from + 1) % seats;
    const a = launchPoint(board, from, seats), c = launchPoint(board, to, seats);
    const th = { from: { x: a.x, y: a.y }, to: { x: c.x, y: c.y }, power: 0.35 + 0.65 * next() };
    const seed = 90_000 + k, path = throwPath(th, seed).samples;
    if (path.length < 4) continue;
    const i = 1 + Math.floor(next() * (path.length - 2)), s = path[i];
    const jr = 0.15 * Math.sqrt(next()), ja = 2 * Math.PI * next();
    const on = { t: s.t, x: s.x + jr * Math.cos(ja), y: s.y + jr * Math.sin(ja) };
    // 1 tile back along the ground track (the way it came).
    const p0 = path[0], len = dist(p0, path[path.length - 1]) || 1;
    const ux = (path[path.length - 1].x - p0.x) / len, uy = (path[path.length - 1].y - p0.y) / len;
    const behind = { t: s.t, x: s.x - ux, y: s.y - uy };
    taps++;
    if (judgeCatch(th, on, seed) === 'caught') caughtOn++;
    if (judgeCatch(th, behind, seed) === 'caught') caughtBehind++;
  }

  return {
    hitMoved: displacement.filter((d) => d >= 0.05).length / (displacement.length || 1),
    hitMedian: median(displacement),
    clusterChain: chainShots / (clusterShots || 1),
    loneHit: loneHits / (loneShots || 1),
    pullOnTable: onTable / pulls,
    catchOn: caughtOn / taps,
    catchBehind: caughtBehind / taps,
    shotMs: timeShots(aimed),
    shots, hits: displacement.length, clusterShots,
  };
}

/** Each run's median time of the aimed shots, simulated again as they were (same inputs, same seeds). */
function timeShots(aimed: { board: PhysicsBoard; input: ShotInput; seed: number }[]): Spread {
  const medians: number[] = [];
  for (let r = 0; r < TIMING_RUNS; r++) {
    const times = aimed.map(({ board, input, seed }) => {
      const t0 = performance.now();
      simulateShot(board, input, seed);
      return performance.now() - t0;
    });
    medians.push(median(times));
  }
  return spread(medians);
}

export async function runCatapultFeelBench(print: (line: string) => void): Promise<void> {
  const f = await measureFeel();
  print(`catapult.feel.hit_moved_share ${f.hitMoved.toFixed(3)}`);
  print(`catapult.feel.hit_displacement_median_tiles ${f.hitMedian.toFixed(3)}`);
  print(`catapult.feel.cluster_chain_share ${f.clusterChain.toFixed(3)}`);
  print(`catapult.feel.lone_hit_rate ${f.loneHit.toFixed(3)}`);
  print(`catapult.feel.pull_on_table_share ${f.pullOnTable.toFixed(3)}`);
  print(`catapult.feel.catch_on_token_share ${f.catchOn.toFixed(3)}`);
  print(`catapult.feel.catch_behind_share ${f.catchBehind.toFixed(3)}`);
  print(line('catapult.feel.shot_median_ms', f.shotMs, 3, `(each run's median of the ${f.shots} aimed shots)`));
  print(`catapult.feel.aimed_shots ${f.shots}`);
  print(`catapult.feel.hit_followers ${f.hits}`);
  print(`catapult.feel.cluster_shots ${f.clusterShots}`);
}
