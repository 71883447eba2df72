// npm run property:ai -- --from R --runs K: the bot-legality property beyond one CI run. Plays the
// windows R … R+K-1 of the property test (30 games each, the same games a CI run on that day
// plays) and prints how many games ran, their moves, and every failure. Exits non-zero on one.
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { playCheckedGame } from './property-games.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const GAMES_PER_RUN = 30;
const from = arg('from', Math.floor(Date.now() / 86_400_000) + 1), runs = arg('runs', 10);
for (const s of AI_SPECIALISTS) await s.prepare?.();
let games = 0, moves = 0, skipped = 0;
const failures: string[] = [];
const started = performance.now();
for (let run = from; run < from + runs; run++) {
  for (let k = 0; k < GAMES_PER_RUN; k++) {
    const r = playCheckedGame(run * GAMES_PER_RUN + k);
    if (!r) { skipped++; continue; }
    games++;
    moves += r.moves;
    failures.push(...r.problems);
    if (!r.replayed) failures.push(`game ${r.index} does not replay to the same state`);
  }
  console.log(`window ${run}: ${games} games so far, ${moves} bot moves, ${failures.length} failures (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`windows ${from}…${from + runs - 1}: ${games} games (${skipped} set-ups without a game), ${moves} bot moves, ${failures.length} failures`);
for (const f of failures) console.log(`  ${f}`);
process.exit(failures.length ? 1 : 0);
