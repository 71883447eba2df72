// Catapult physics benchmark (docs/architecture.md: a script, not a timed test). One shot to rest on a 10×10 board
// with a follower on every tile (100 followers), aims and powers varied so shots land all over the board.
// Each timing is the median over RUNS runs of SHOTS shots, printed with its range (stats.ts); the
// steps and hits are the same in every run (the shots are seeded), so they are printed once.
import { initPhysics, simulateShot, type PhysicsBoard } from '../expansions/catapult/physics/index.js';
import { line, quantile, spread } from './stats.js';

const WARMUP = 30; // JIT and WASM memory growth make the first shots slow; a game plays many
const SHOTS = 200;
const RUNS = 5;

function board10x10(): PhysicsBoard {
  const tiles: PhysicsBoard['tiles'] = [];
  const followers: PhysicsBoard['followers'] = [];
  for (let x = 0; x < 10; x++) {
    for (let y = 0; y < 10; y++) {
      tiles.push({ x, y });
      // Anchors off-centre per tile (like segment anchors), a big follower now and then.
      followers.push({ id: `f${x}-${y}`, x: x + 0.3 + ((x * 7 + y * 3) % 5) * 0.1, y: y + 0.3 + ((x * 3 + y * 5) % 5) * 0.1, size: (x + y) % 9 === 0 ? 'big' : 'normal' });
    }
  }
  return { tiles, followers, tokens: [{ id: 'old-1', x: 4.2, y: 5.6 }, { id: 'old-2', x: 6.1, y: 3.4 }] };
}

interface Run { median: number; p95: number; perSecond: number; steps: number; hits: number }

export async function runPhysicsBench(print: (line: string) => void): Promise<void> {
  await initPhysics();
  const board = board10x10();
  const shot = (i: number) => simulateShot(board, {
    seat: i % 4, seats: 4, aim: ((i * 37) % 21 - 10) * 0.03, power: 0.3 + ((i * 53) % 40) / 100,
  }, i);
  for (let i = 0; i < WARMUP; i++) shot(i);
  const runs: Run[] = [];
  const one = (): Run => {
    const times: number[] = [];
    let hits = 0, steps = 0;
    const start = performance.now();
    for (let i = 0; i < SHOTS; i++) {
      const t0 = performance.now();
      const o = shot(i);
      times.push(performance.now() - t0);
      hits += o.hits.length;
      steps += o.steps;
    }
    const total = performance.now() - start;
    return { median: quantile(times, 0.5), p95: quantile(times, 0.95), perSecond: (SHOTS * 1000) / total, steps, hits };
  };
  for (let i = 0; i < RUNS; i++) runs.push(one());
  print(line('physics.shot.median_ms', spread(runs.map((r) => r.median)), 3, `(one shot to rest, 100 followers; each run's median of ${SHOTS} shots)`));
  print(line('physics.shot.p95_ms', spread(runs.map((r) => r.p95)), 3));
  print(line('physics.shots_per_s', spread(runs.map((r) => r.perSecond)), 0));
  // Seeded shots: every run simulates the same steps and hits (a difference would be a bug).
  if (runs.some((r) => r.steps !== runs[0].steps || r.hits !== runs[0].hits)) throw new Error('physics bench: runs differ in steps or hits');
  print(`physics.shot.mean_steps ${(runs[0].steps / SHOTS).toFixed(1)}`);
  print(`physics.shot.mean_hits ${(runs[0].hits / SHOTS).toFixed(2)}`);
}
