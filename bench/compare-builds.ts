// npm run bench:compare -- <git ref> [--blocks N] [--modules base,siege,catapult] [--players 5]
// The engine at <ref> against the working tree's, both bundled as the bench bundles them and both
// loaded into one node process, playing the same seeded random games (full move list each turn)
// in alternating blocks. On a shared machine CPU speed drifts by ±25 % within minutes, so two
// separate runs compare the machine as much as the builds; blocks that alternate every ~50 games
// see the same drift. Prints each build's games per CPU-second, their ratio, and the spread of the
// per-block ratios (the noise: a same-build comparison reads within a few per cent of 1).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { spread } from './stats.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const ref = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!ref) {
  console.error('usage: npm run bench:compare -- <git ref> [--blocks N] [--modules base,siege,catapult] [--players 5]');
  process.exit(2);
}
const blocks = Number(flag('blocks', '100'));
const expansions = flag('modules', 'base,siege,catapult').split(',');
const playerCount = Number(flag('players', '5'));
const GAMES_PER_BLOCK = 50;
const WARM_UP_GAMES = 1500; // V8 reaches the engine's steady speed after about this many

// The entry each build is bundled from: only modules every build since the bench existed has.
const ENTRY = `import { Game, seedRng } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { playListedGame } from './engine-bench.js';
export function play(expansions, players, seed) {
  return playListedGame(Game.create(BUILT_IN_MODULES, { players, expansions, options: {}, seed }), seedRng(seed));
}
`;

type Play = (expansions: string[], players: { name: string; color: string }[], seed: number) => number;

async function bundle(root: string, outDir: string): Promise<Play> {
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
  const file = readdirSync(outDir).find((f) => f.startsWith('compare'))!;
  return ((await import(pathToFileURL(join(outDir, file)).href)) as { play: Play }).play;
}

const here = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'carcassonne-compare-'));
try {
  const tree = join(work, 'ref');
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: here, stdio: 'ignore' });
  symlinkSync(join(here, 'node_modules'), join(tree, 'node_modules'));
  const builds = [await bundle(tree, join(work, 'a')), await bundle(here, join(work, 'b'))];
  const players = Array.from({ length: playerCount }, (_, i) => ({ name: `P${i}`, color: `c${i}` }));
  const cpuUs = () => { const u = process.cpuUsage(); return u.user + u.system; };
  for (let seed = 1; seed <= WARM_UP_GAMES; seed++) for (const play of builds) play(expansions, players, seed);
  const total = [0, 0];
  const ratios: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const seed0 = 100_000 + b * GAMES_PER_BLOCK, us = [0, 0];
    for (const which of b % 2 ? [1, 0] : [0, 1]) {
      const t0 = cpuUs();
      for (let i = 0; i < GAMES_PER_BLOCK; i++) builds[which](expansions, players, seed0 + i);
      us[which] = cpuUs() - t0;
      total[which] += us[which];
    }
    ratios.push(us[0] / us[1]);
  }
  const perSecond = (us: number) => ((blocks * GAMES_PER_BLOCK * 1e6) / us).toFixed(0);
  const s = spread(ratios);
  console.log(`engine.compare.${expansions.join('+')}.${playerCount}p ${ref}: ${perSecond(total[0])}, working tree: ${perSecond(total[1])} games per CPU-second`);
  console.log(`  working tree / ${ref}: ${(total[0] / total[1]).toFixed(3)} (per-block ratios ${s.min.toFixed(3)}–${s.max.toFixed(3)}, median ${s.median.toFixed(3)} over ${blocks} blocks of ${GAMES_PER_BLOCK} games)`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', join(work, 'ref')], { cwd: here, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
