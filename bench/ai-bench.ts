// npm run bench:ai — seeded tournaments among the computer players on worker threads. Per
// pairing: games played, the first strength's win rate with a 95 % Wilson interval, and the mean
// score margin; then the time per decision by strength, and whose followers knock-out shots hit.
//
// Pairings: A vs B at 2 players (seats alternate who starts) and at 4 players (seats A B A B,
// rotated every game; a side wins when its best score beats the other side's best, a tie counts
// half). The pairings are played in rounds — game i of every pairing before game i + 1 of any —
// so a run stopped by its time limit leaves every pairing with (nearly) the same count, and the
// table printed after each round holds exactly the games played so far.
// Options: --games N (per pairing, default 200), --threads N (default 2), --only REGEXP
// (pairings whose name matches), --minutes M (start no game after M minutes; default no limit),
// --knockout N (fair-heavy games for the knock-out figure, default 20), --every N (print the
// table every N rounds, default 10), --cap REGEXP=N (pairings whose name matches stop after N
// games, so a time-limited run spends the rest on the others — strong vs normal, say).
import { Worker } from 'node:worker_threads';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import type { Strength } from '../ai/types.js';
import type { GameJob, GameResult } from './ai/play.js';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const GAMES = Number(arg('games', '200'));
const THREADS = Number(arg('threads', '2'));
const ONLY = new RegExp(arg('only', ''));
const KNOCKOUT_GAMES = Number(arg('knockout', '20'));
const MINUTES = Number(arg('minutes', 'Infinity'));
const EVERY = Number(arg('every', '10'));
const [CAP_NAMES, CAP_GAMES] = ((c) => [new RegExp(c.slice(0, c.lastIndexOf('=')) || '$^'), Number(c.slice(c.lastIndexOf('=') + 1))])(arg('cap', '='));

interface Pairing { name: string; a: Strength; b: Strength; players: 2 | 4; expansions: string[] }
const ALL = ['base', 'catapult', 'siege'];
const pairings: Pairing[] = [];
for (const expansions of [['base'], ALL]) {
  for (const players of [2, 4] as const) {
    // Strong vs normal first: a run stopped by its time limit gives those the games it could play.
    for (const b of ['normal', 'easy', 'random'] as const) {
      pairings.push({ name: `strong-vs-${b} ${players}p ${expansions.join('+')}`, a: 'strong', b, players, expansions });
    }
  }
}

// ── a small pool of worker threads ──────────────────────────────────────────
const workers = Array.from({ length: THREADS }, () => new Worker(new URL('./ai/worker-entry.mjs', import.meta.url)));
let nextId = 0;
const idle = [...workers];
const queue: (() => void)[] = [];
function run(job: GameJob): Promise<GameResult> {
  return new Promise((resolve, reject) => {
    const go = () => {
      const w = idle.pop()!;
      const id = nextId++;
      const onMessage = (m: { id: number; ok: boolean; result?: GameResult; error?: string }) => {
        if (m.id !== id) return;
        w.off('message', onMessage);
        idle.push(w);
        queue.shift()?.();
        if (m.ok) resolve(m.result!); else reject(new Error(m.error));
      };
      w.on('message', onMessage);
      w.postMessage({ id, job });
    };
    if (idle.length) go(); else queue.push(go);
  });
}

function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96, p = wins / n, d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d, h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const times: Partial<Record<Strength, number[]>> = {};
const ko = { shots: 0, own: 0, opponents: 0 };

function collect(r: GameResult): void {
  for (const [s, list] of Object.entries(r.ms)) (times[s as Strength] ??= []).push(...list);
  ko.shots += r.knockout.shots; ko.own += r.knockout.own; ko.opponents += r.knockout.opponents;
}

interface Tally { games: number; wins: number; margin: number }
const tallies = new Map<Pairing, Tally>();

function seatsFor(p: Pairing, i: number): Strength[] {
  return p.players === 2
    ? (i % 2 ? [p.b, p.a] : [p.a, p.b])
    : (i % 2 ? [p.b, p.a, p.b, p.a] : [p.a, p.b, p.a, p.b]);
}

async function playOne(p: Pairing, i: number): Promise<void> {
  const seats = seatsFor(p, i);
  const seed = (0x2545f491 ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(pairings.indexOf(p) + 1, 0x85ebca6b)) >>> 0;
  const r = await run({ seats, expansions: p.expansions, seed });
  collect(r);
  const best = (s: Strength) => Math.max(...r.scores.filter((_, k) => seats[k] === s));
  const d = best(p.a) - best(p.b);
  const t = tallies.get(p) ?? { games: 0, wins: 0, margin: 0 };
  t.games++; t.wins += d > 0 ? 1 : d === 0 ? 0.5 : 0; t.margin += d;
  tallies.set(p, t);
}

function printTable(heading: string): void {
  console.log(heading);
  for (const [p, t] of tallies) {
    const [lo, hi] = wilson(t.wins, t.games);
    console.log(`  ${p.name}: games ${t.games}, ${p.a} win rate ${pct(t.wins / t.games)} (95% CI ${pct(lo)}–${pct(hi)}), mean margin ${(t.margin / t.games).toFixed(1)}`);
  }
}

const elapsedMin = () => (performance.now() - started) / 60_000;

/** Rounds of one game per pairing, until GAMES each or the time limit (no game starts after it). */
async function tournament(selected: Pairing[]): Promise<void> {
  let stopped = false;
  for (let i = 0; i < GAMES && !stopped; i++) {
    const round: Promise<void>[] = [];
    for (const p of selected) {
      if (elapsedMin() >= MINUTES) { stopped = true; break; }
      if (CAP_NAMES.test(p.name) && i >= CAP_GAMES) continue;
      round.push(playOne(p, i));
    }
    await Promise.all(round);
    if ((i + 1) % EVERY === 0 && i + 1 < GAMES) printTable(`after ${i + 1} rounds (${elapsedMin().toFixed(1)} min):`);
  }
  printTable(stopped ? `stopped by --minutes ${MINUTES} after ${elapsedMin().toFixed(1)} min (counts are the games played):` : `final (${elapsedMin().toFixed(1)} min):`);
}

async function knockoutRounds(): Promise<void> {
  // Fair-heavy decks: a catapult round every few turns, knock-out chosen as often as the bots like.
  // Only the tiles of the modules these games load (another built-in module's tile is an unknown id here).
  const tiles = BUILT_IN_MODULES.filter((m) => ALL.includes(m.id)).flatMap((m) => m.allTiles ?? []).map((t) => t.id).filter((id) => id !== 'base/D');
  const fairs = tiles.filter((id) => id.startsWith('catapult/'));
  const jobs: GameJob[] = Array.from({ length: KNOCKOUT_GAMES }, (_, i) => ({
    seats: (['strong', 'normal', 'easy'] as Strength[]).map((_, k, a) => a[(k + i) % 3]),
    expansions: ALL, seed: 7000 + i, options: { 'catapult.mode': 'physics' },
    deck: Array.from({ length: 30 }, (_, k) => (k % 3 === 2 ? fairs[(k + i) % fairs.length] : tiles[(k * 7 + i * 13) % tiles.length])),
  }));
  await Promise.all(jobs.map((j) => run(j).then(collect)));
}

const started = performance.now();
await tournament(pairings.filter((q) => ONLY.test(q.name)));
if (KNOCKOUT_GAMES > 0) await knockoutRounds();
for (const s of ['random', 'easy', 'normal', 'strong'] as const) {
  const list = (times[s] ?? []).slice().sort((x, y) => x - y);
  if (!list.length) continue;
  const q = (f: number) => list[Math.min(list.length - 1, Math.floor(f * list.length))].toFixed(1);
  console.log(`decision time ${s} (node, one thread of ${THREADS}): n ${list.length}, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`);
}
console.log(`knock-out shots ${ko.shots}: opponents' followers hit ${ko.opponents}, own followers hit ${ko.own}`);
console.log(`wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
await Promise.all(workers.map((w) => w.terminate()));
