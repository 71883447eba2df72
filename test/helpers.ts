// Short set-ups for tests (a testGame(n, options) helper keeps every test short).
import { Game, nextInt, seedRng, type Action, type ExpansionModule, type GameSetup } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';

export const COLORS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];

export function setup(players = 2, extra: Partial<GameSetup> = {}): GameSetup {
  return {
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, color: COLORS[i] })),
    expansions: ['base'],
    options: {},
    seed: 1,
    ...extra,
  };
}

export function newGame(players = 2, extra: Partial<GameSetup> = {}, catalog: readonly ExpansionModule[] = BUILT_IN_MODULES): Game {
  return Game.create(catalog, setup(players, extra));
}

/** Plays legal actions chosen by a seeded RNG until the game ends; returns the actions taken. */
export function playRandom(game: Game, seed: number, maxActions = 100_000): Action[] {
  const rng = seedRng(seed);
  const taken: Action[] = [];
  while (!game.state.finished && taken.length < maxActions) {
    const choices = game.choices();
    if (choices.length === 0) throw new Error(`no legal action in phase ${game.state.turn.phase}`);
    const action = choices[nextInt(rng, choices.length)];
    const result = game.apply(action);
    if (!result.ok) throw new Error(`bot chose an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    taken.push(action);
  }
  return taken;
}
