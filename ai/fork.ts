// The search copies positions through the engine's Game.fork(): an exact copy (state, record and
// derived indexes) that a bot may change freely. One place, so a cheaper copy lands in one line.
import type { Game } from '../core/index.js';

export function forkGame(game: Game): Game {
  return game.fork();
}
