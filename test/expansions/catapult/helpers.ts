// Short set-ups for the catapult tests: games with a fixed deck and an `act` that fails loudly.
import { expect } from 'vitest';
import { Game, type Action, type ExpansionModule, type GameSetup } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { catapultSlice, type CatapultSlice } from '../../../expansions/catapult/index.js';
import { setup } from '../../helpers.js';

export function catGame(
  players: number, deck: string[], options: Record<string, unknown> = {}, extra: Partial<GameSetup> = {},
  catalog: readonly ExpansionModule[] = BUILT_IN_MODULES,
): Game {
  return Game.create(catalog, setup(players, { expansions: ['base', 'catapult'], options, deck, ...extra }));
}

/** Applies actions that must be legal. */
export function act(game: Game, ...actions: Action[]): void {
  for (const a of actions) {
    const r = game.apply(a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.rule}: ${r.error.message}`);
  }
}

/** Applies an action that must be refused with `rule`, and checks that nothing changed. */
export function refuse(game: Game, action: Action, rule: string): string {
  const before = JSON.stringify(game.state);
  const r = game.apply(action);
  expect(r.ok ? 'accepted' : r.error.rule).toBe(rule);
  expect(JSON.stringify(game.state)).toBe(before);
  return r.ok ? '' : r.error.message;
}

export const slice = (g: Game): CatapultSlice => catapultSlice(g);

export const choose = (token: string): Action => ({ type: 'catapult/choose', token });
export const shot = (x: number, y: number, hits: { x: number; y: number; at: string }[] = []): Action =>
  ({ type: 'catapult/shot', rest: { x, y }, hits });
/** A shot that lands far off the table: no effect. */
export const miss: Action = { type: 'catapult/shot', rest: { x: 50, y: 50 }, hits: [] };
export const catchResult = (result: string): Action => ({ type: 'catapult/catch', result });

/** Where the follower standing at (x, y) `at` is, in world units. */
export function posOf(g: Game, x: number, y: number, at: string): { x: number; y: number } {
  const tile = g.placedAt(x, y);
  const f = g.state.followers.find((ff) => ff.tile === tile && ff.at === at);
  if (!f) throw new Error(`no follower at (${x}, ${y}) ${at}`);
  return g.followerPosition(f);
}

export function followersAt(g: Game): { x: number; y: number; at: string; player: number; type: string }[] {
  return g.state.followers.map((f) => ({ ...g.placed(f.tile), at: f.at, player: f.player, type: f.type }))
    .map(({ x, y, at, player, type }) => ({ x, y, at, player, type }));
}

/**
 * Three players with followers round the start tile (a knight of player 0 at (1,0), one of player 1
 * at (−1,0), a monk of player 2 at (0,1)); player 0 places the fair at (1,1): the round starts.
 */
export function threePlayerRound(options: Record<string, unknown> = {}): Game {
  const g = catGame(3, ['base/D', 'base/D', 'base/B', 'catapult/06', 'base/E', 'base/E'], options);
  act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
  act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'deploy', at: 'cloister' });
  act(g, { type: 'place', x: 1, y: 1, rotation: 0 });
  if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return g;
}
