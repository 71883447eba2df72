// A cheap exact copy of a running game for search: same rules object, deep-copied state, no
// record. Until the engine offers Game.fork() this builds the copy the same way the engine's own
// constructor does; once it exists this file only forwards to it.
import { cloneJson, Game } from '../core/index.js';

type Forkable = Game & { fork?: () => Game };
type GameCtor = new (rules: Game['rules'], state: Game['state']) => Game;

export function forkGame(game: Game): Game {
  const g = game as Forkable;
  if (typeof g.fork === 'function') return g.fork();
  return new (Game as unknown as GameCtor)(game.rules, cloneJson(game.state));
}
