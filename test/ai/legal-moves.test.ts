// Property: computer players at every strength only ever make legal moves, with every module and
// every option, and a game among them replays exactly from its record (bots are seeded by the
// game, never by a clock or Math.random).
//
// CI-sized: one run plays GAMES short games (15-tile decks drawn from every module's tiles, fair
// tiles included, so catapult rounds and sieges come up often). The seed window is AI_PROPERTY_RUN
// when set, else the day number, so each day's runs cover new games: 10⁴ games are reached over
// 10⁴ / GAMES runs (days) — no single run pretends to play them all. A failure names its run and
// game; AI_PROPERTY_RUN=<run> replays exactly that window.
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, nextInt, replay, seedRng, setupOf, toRecord, type GameSetup } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { decide } from '../../ai/bot.js';
import { STRENGTHS, type Strength } from '../../ai/types.js';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { setup } from '../helpers.js';

const GAMES = 12;
const RUN = Number(process.env.AI_PROPERTY_RUN ?? Math.floor(Date.now() / 86_400_000));
/** The modules these games are played with; their fixed decks draw only these modules' tiles. */
const GAME_MODULES = ['base', 'catapult', 'siege'];
const TILES = BUILT_IN_MODULES.filter((m) => GAME_MODULES.includes(m.id)).flatMap((m) => m.allTiles ?? []).map((t) => t.id).filter((id) => id !== 'base/D');
const FAIRS = TILES.filter((id) => id.startsWith('catapult/'));

function optionsFor(rng: ReturnType<typeof seedRng>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Only the options of the games' own modules: another module's option is a setup error.
  for (const m of BUILT_IN_MODULES.filter((mod) => GAME_MODULES.includes(mod.id))) {
    for (const [key, def] of Object.entries(m.options ?? {})) {
      const id = `${m.id}.${key}`;
      if (def.type === 'enum') out[id] = def.values[nextInt(rng, def.values.length)];
      else if (def.type === 'boolean') out[id] = nextInt(rng, 2) === 1;
      else out[id] = def.values.filter(() => nextInt(rng, 3) > 0);
    }
  }
  return out;
}

function gameFor(index: number): { setup: GameSetup; seats: Strength[] } {
  const rng = seedRng(0xa11ce + index);
  const players = 2 + nextInt(rng, 3);
  const deck = Array.from({ length: 15 }, (_, i) => (i % 4 === 1 ? FAIRS[nextInt(rng, FAIRS.length)] : TILES[nextInt(rng, TILES.length)]));
  const seats = Array.from({ length: players }, () => STRENGTHS[nextInt(rng, STRENGTHS.length)]);
  return { setup: setup(players, { expansions: GAME_MODULES, options: optionsFor(rng), seed: index, deck }), seats };
}

describe(`bots make only legal moves (run ${RUN}: games ${RUN * GAMES}…${RUN * GAMES + GAMES - 1})`, () => {
  beforeAll(async () => { for (const s of AI_SPECIALISTS) await s.prepare?.(); });

  it(`${GAMES} short games with all modules, random options and mixed strengths`, () => {
    let moves = 0;
    for (let k = 0; k < GAMES; k++) {
      const index = RUN * GAMES + k;
      const { setup: s, seats } = gameFor(index);
      let g: Game;
      try { g = Game.create(BUILT_IN_MODULES, s); } catch { continue; } // an option set with no tiles left
      for (let n = 0; !g.state.finished && n < 2000; n++) {
        const who = g.actor();
        const { action } = decide(g, { strength: seats[who], specialists: AI_SPECIALISTS });
        const r = g.apply(action);
        expect(r.ok, `game ${index}, ${seats[who]} bot, phase ${g.state.turn.phase}: ${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).toBe(true);
        moves++;
      }
      expect(g.state.finished, `game ${index} ended`).toBe(true);
      const again = replay(BUILT_IN_MODULES, setupOf(toRecord(g)), g.actions);
      expect(again.ok).toBe(true);
      expect(JSON.stringify(again.game.state)).toBe(JSON.stringify(g.state));
    }
    expect(moves).toBeGreaterThan(GAMES * 10);
  }, 180_000); // a minute on an idle machine; the margin is for a loaded one
});
