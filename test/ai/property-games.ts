// One game of the bot-legality property (test/ai/legal-moves.test.ts, and `npm run property:ai`
// for many more): a short game with every module, random options and bots of random strengths.
// Every bot move must apply, the game must end, and its record must replay to the same state.
import { Game, nextInt, replay, seedRng, setupOf, toRecord, type GameSetup } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { decide } from '../../ai/bot.js';
import { STRENGTHS, type Strength } from '../../ai/types.js';
import { setup } from '../helpers.js';

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

/** Game `index`: 2–4 seats of random strengths, a 15-tile deck with a fair every fourth tile. */
export function propertyGame(index: number): { setup: GameSetup; seats: Strength[] } {
  const rng = seedRng(0xa11ce + index);
  const players = 2 + nextInt(rng, 3);
  const deck = Array.from({ length: 15 }, (_, i) => (i % 4 === 1 ? FAIRS[nextInt(rng, FAIRS.length)] : TILES[nextInt(rng, TILES.length)]));
  const seats = Array.from({ length: players }, () => STRENGTHS[nextInt(rng, STRENGTHS.length)]);
  return { setup: setup(players, { expansions: GAME_MODULES, options: optionsFor(rng), seed: index, deck }), seats };
}

export interface CheckedGame { index: number; moves: number; problems: string[]; replayed: boolean }

/**
 * Plays game `index` among bots (the specialists must be prepared). Null when the option set
 * leaves no game to play (a set-up error), else what went wrong, if anything.
 */
export function playCheckedGame(index: number): CheckedGame | null {
  const { setup: s, seats } = propertyGame(index);
  let g: Game;
  try { g = Game.create(BUILT_IN_MODULES, s); } catch { return null; }
  const problems: string[] = [];
  let moves = 0;
  for (let n = 0; !g.state.finished && n < 2000; n++) {
    const who = g.actor();
    const { action } = decide(g, { strength: seats[who], specialists: AI_SPECIALISTS });
    const r = g.apply(action);
    if (!r.ok) {
      problems.push(`game ${index}, ${seats[who]} bot, phase ${g.state.turn.phase}: ${JSON.stringify(action)} ${r.error.message}`);
      break;
    }
    moves++;
  }
  if (problems.length === 0 && !g.state.finished) problems.push(`game ${index} did not end in 2000 actions`);
  const again = replay(BUILT_IN_MODULES, setupOf(toRecord(g)), g.actions);
  const replayed = again.ok && JSON.stringify(again.game.state) === JSON.stringify(g.state);
  return { index, moves, problems, replayed };
}
