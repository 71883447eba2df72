// A seeded random player for benchmarks: picks a uniformly random legal action. For tile
// placement it samples from the engine's signature groups instead of listing every placement.
import { Game, keyToCell, nextInt, type Action, type RngState } from '../core/index.js';

export function randomPlacement(game: Game, tileId: string, rng: RngState): Action {
  const groups = game.placementGroups(tileId);
  let total = 0;
  for (const g of groups) total += g.cells.length * g.rotations.length;
  let k = nextInt(rng, total);
  for (const g of groups) {
    const n = g.cells.length * g.rotations.length;
    if (k >= n) { k -= n; continue; }
    const [x, y] = keyToCell(g.cells[Math.floor(k / g.rotations.length)]);
    return { type: 'place', x, y, rotation: g.rotations[k % g.rotations.length] };
  }
  throw new Error('no legal placement');
}

export function playRandomGame(game: Game, rng: RngState): number {
  let actions = 0;
  while (!game.state.finished) {
    const action = game.state.turn.phase === 'place'
      ? randomPlacement(game, game.state.turn.drawn!, rng)
      : pick(game.choices(), rng);
    const r = game.apply(action);
    if (!r.ok) throw new Error(`bot: ${r.error.message}`);
    actions++;
  }
  return actions;
}

function pick(choices: Action[], rng: RngState): Action {
  if (choices.length === 0) throw new Error('no legal action');
  return choices[nextInt(rng, choices.length)];
}
