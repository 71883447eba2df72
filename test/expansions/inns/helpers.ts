// Short set-ups for the Inns & Cathedrals tests: fixed decks, readable actions, a strict `play`.
import { Game, type Action } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { BIG_FOLLOWER } from '../../../expansions/inns/index.js';

export const PLAYERS = [{ name: 'Red', color: 'red' }, { name: 'Blue', color: 'blue' }];

export function innsGame(deck: string[], options: Record<string, unknown> = {}, expansions = ['base', 'inns']): Game {
  return Game.create(BUILT_IN_MODULES, { players: PLAYERS, expansions, options, seed: 1, deck });
}

/** Applies actions in order; a rejected one fails the test with its rule and message. */
export function play(game: Game, actions: Action[]): Game {
  for (const [i, a] of actions.entries()) {
    const r = game.apply(a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} rejected: ${r.error.rule}: ${r.error.message}`);
  }
  return game;
}

export const place = (x: number, y: number, rotation: number): Action => ({ type: 'place', x, y, rotation });
export const deploy = (at: string): Action => ({ type: 'deploy', at });
export const deployBig = (at: string): Action => ({ type: 'deploy', at, follower: BIG_FOLLOWER });
export const PASS: Action = { type: 'pass' };
