// Property: computer players at every strength only ever make legal moves, with every module and
// every option, and a game among them replays exactly from its record (bots are seeded by the
// game, never by a clock or Math.random).
//
// CI-sized: one run plays GAMES short games (test/ai/property-games.ts: 15-tile decks drawn from
// every module's tiles, fair tiles included, so catapult rounds and sieges come up often). The
// seed window is AI_PROPERTY_RUN when set, else the day number, so each day's runs cover new
// games; `npm run property:ai -- --from R --runs K` plays K further windows in one go. 10⁴ games
// are 334 windows — no single run pretends to play them all. A failure names its game;
// AI_PROPERTY_RUN=<run> replays exactly that window.
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { playCheckedGame } from './property-games.js';

const GAMES = 30;
const RUN = Number(process.env.AI_PROPERTY_RUN ?? Math.floor(Date.now() / 86_400_000));

describe(`bots make only legal moves (run ${RUN}: games ${RUN * GAMES}…${RUN * GAMES + GAMES - 1})`, () => {
  beforeAll(async () => { for (const s of AI_SPECIALISTS) await s.prepare?.(); });

  it(`${GAMES} short games with all modules, random options and mixed strengths`, () => {
    let moves = 0;
    for (let k = 0; k < GAMES; k++) {
      const result = playCheckedGame(RUN * GAMES + k);
      if (result === null) continue; // an option set with no tiles left
      for (const problem of result.problems) expect.fail(problem);
      expect(result.replayed, `game ${result.index} replays to the same state`).toBe(true);
      moves += result.moves;
    }
    expect(moves).toBeGreaterThan(GAMES * 10);
  }, 600_000); // about 20 s of CPU; the margin is for a loaded machine
});
