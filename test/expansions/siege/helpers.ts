// Short set-ups for the siege tests: fixed decks, readable actions, and a strict `play`.
import { Game, type Action, type ExpansionModule } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';

export const PLAYERS = [{ name: 'Red', color: 'red' }, { name: 'Blue', color: 'blue' }];

export function siegeGame(
  deck: string[], options: Record<string, unknown> = {},
  extra: { expansions?: string[]; catalog?: readonly ExpansionModule[] } = {},
): Game {
  return Game.create(extra.catalog ?? BUILT_IN_MODULES, {
    players: PLAYERS, expansions: extra.expansions ?? ['base', 'siege'], options, seed: 1, deck,
  });
}

/** Applies actions in order; a rejected one fails the test with its rule and message. */
export function play(game: Game, actions: Action[]): void {
  for (const [i, a] of actions.entries()) {
    const r = game.apply(a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} rejected: ${r.error.rule}: ${r.error.message}`);
  }
}

export const place = (x: number, y: number, rotation: number): Action => ({ type: 'place', x, y, rotation });
export const deploy = (at: string): Action => ({ type: 'deploy', at });
export const PASS: Action = { type: 'pass' };
export const escape = (x: number, y: number, at: string): Action => ({ type: 'siege/escape', x, y, at });

/** Escape actions among the current choices. */
export const escapeChoices = (game: Game) => game.choices().filter((a) => a.type === 'siege/escape');

/**
 * The S14 board (digest §5.3): Red's knight in the besieged city of cathars/2 at (1, 0), a cloister
 * at (0, 1) diagonally next to it; Red has just passed on deploying at (-1, 0) — the game waits
 * in siege/escape.
 */
export const S14_DECK = ['cathars/2', 'base/B', 'base/U', 'base/U'];
export const S14_ACTIONS: Action[] = [place(1, 0, 0), deploy('NC'), place(0, 1, 0), PASS, place(-1, 0, 90), PASS];
