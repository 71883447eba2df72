// Profiling and A/B helper (not a figure): plays `games` random listed games from fixed seeds
// and prints their CPU time, so two builds compare on identical work, and `node --cpu-prof`
// sees the engine's steady state. Usage (after building the bench bundle):
//   node [--cpu-prof] bench/dist/profile.js base,siege,catapult 5 600 [warm-up games, 100]
// V8 takes about 1,500 such games (2 s of CPU) to reach the speed the bench's later runs see, so a
// CPU comparison should warm up with 1500; an instruction count (callgrind) can keep the 100.
import { Game, seedRng } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { playListedGame } from './engine-bench.js';

const [mods = 'base,siege,catapult', n = '5', count = '600', warm = '100'] = process.argv.slice(2);
const players = Array.from({ length: Number(n) }, (_, i) => ({ name: `P${i}`, color: `c${i}` }));
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const play = (seed: number) =>
  playListedGame(Game.create(BUILT_IN_MODULES, { players, expansions: mods.split(','), options: {}, seed }), seedRng(seed));
for (let seed = 1; seed <= Number(warm); seed++) play(seed); // warm up the JIT
const t0 = cpuMs();
for (let seed = 1; seed <= Number(count); seed++) play(seed);
const ms = cpuMs() - t0;
console.log(`${count} games in ${ms.toFixed(0)} ms CPU: ${((Number(count) * 1000) / ms).toFixed(0)} games per CPU-second`);
