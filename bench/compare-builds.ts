// npm run bench:compare -- <git ref> [--rounds N] [--games N] [--modules base,siege,catapult] [--players 5]
// The engine at <ref> against the working tree's, both bundled as the bench bundles them, playing
// the same seeded random games (full move list each turn). Each measurement is a fresh node
// process running one build (warm-up, then the timed games), and the builds take turns, round by
// round, in alternating order: on a shared machine CPU speed drifts by ±25 % within minutes, so two
// separate runs compare the machine as much as the builds, while rounds that alternate every few
// seconds see the same drift. (Both builds in one process, as this script did before, read 1.11
// for two copies of the same build: the copy loaded second ran faster.) Prints each build's median
// games per CPU-second and the median and range of the per-round ratios: a same-build comparison
// reads within a few per cent of 1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { spread } from './stats.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const ref = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!ref) {
  console.error('usage: npm run bench:compare -- <git ref> [--rounds N] [--games N] [--modules base,siege,catapult] [--players 5]');
  process.exit(2);
}
const rounds = Number(flag('rounds', '10'));
const games = Number(flag('games', '1500'));
const expansions = flag('modules', 'base,siege,catapult').split(',');
const playerCount = Number(flag('players', '5'));
const WARM_UP_GAMES = 1500; // V8 reaches the engine's steady speed after about this many

// The entry each build is bundled from: only modules every build since the bench existed has.
const ENTRY = `import { Game, seedRng } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { playListedGame } from './engine-bench.js';
function play(expansions, players, seed) {
  return playListedGame(Game.create(BUILT_IN_MODULES, { players, expansions, options: {}, seed }), seedRng(seed));
}
// argv: expansions, player count, warm-up games, timed games; prints the timed games' CPU µs.
const [mods, n, warm, count] = process.argv.slice(2);
const expansions = mods.split(','), players = Array.from({ length: Number(n) }, (_, i) => ({ name: 'P' + i, color: 'c' + i }));
for (let seed = 1; seed <= Number(warm); seed++) play(expansions, players, seed);
const t0 = process.cpuUsage();
for (let i = 0; i < Number(count); i++) play(expansions, players, 100000 + i);
const t = process.cpuUsage(t0);
console.log(t.user + t.system);
`;

/** Bundles the entry from the tree at `root` into `outDir`; returns the bundle's path. */
async function bundle(root: string, outDir: string): Promise<string> {
  const entry = join(root, 'bench', 'compare-entry.js');
  writeFileSync(entry, ENTRY);
  try {
    await build({
      root, configFile: false, logLevel: 'warn',
      build: { ssr: true, rollupOptions: { input: { compare: entry } }, outDir, emptyOutDir: true, target: 'node20', minify: false },
    });
  } finally {
    rmSync(entry);
  }
  return join(outDir, readdirSync(outDir).find((f) => f.startsWith('compare'))!);
}

const here = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'carcassonne-compare-'));
try {
  const tree = join(work, 'ref');
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: here, stdio: 'ignore' });
  symlinkSync(join(here, 'node_modules'), join(tree, 'node_modules'));
  const builds = [await bundle(tree, join(work, 'a')), await bundle(here, join(work, 'b'))];
  /** Games per CPU-second of one fresh process running build `which`. */
  const measure = (which: number) => {
    const us = Number(execFileSync(process.execPath, [builds[which], expansions.join(','), String(playerCount), String(WARM_UP_GAMES), String(games)], { encoding: 'utf8' }));
    return (games * 1e6) / us;
  };
  const speeds: number[][] = [[], []];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const got = [0, 0];
    for (const which of r % 2 ? [1, 0] : [0, 1]) speeds[which].push((got[which] = measure(which)));
    ratios.push(got[1] / got[0]);
  }
  const [a, b] = speeds.map((v) => spread(v).median.toFixed(0));
  const s = spread(ratios);
  console.log(`engine.compare.${expansions.join('+')}.${playerCount}p ${ref}: ${a}, working tree: ${b} games per CPU-second (medians of ${rounds} processes each, ${games} games after ${WARM_UP_GAMES} warm-up)`);
  console.log(`  working tree / ${ref}: median ${s.median.toFixed(3)} (per-round ratios ${s.min.toFixed(3)}–${s.max.toFixed(3)} over ${rounds} rounds)`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', join(work, 'ref')], { cwd: here, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
