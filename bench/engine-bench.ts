// Engine figures: full random games per second on one core, and the per-turn cost of legal-move
// generation on synthetic boards of 100, 1,000 and 10,000 tiles.
import { Game, seedRng, type ExpansionModule, type GameSetup } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { playRandomGame, randomPlacement } from './random-bot.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: `c${i}` }));

function gamesPerSecond(expansions: string[], seconds = 2): number {
  const catalog: readonly ExpansionModule[] = BUILT_IN_MODULES;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const setup: GameSetup = { players: players(2 + (games % 4)), expansions, options: {}, seed: games + 1 };
    playRandomGame(Game.create(catalog, setup), seedRng(games + 1));
    games++;
  }
  return games / ((performance.now() - t0) / 1000);
}

/** A board of `size` tiles grown by random legal placements of base tiles. */
function syntheticBoard(size: number): Game {
  const base = BUILT_IN_MODULES.find((m) => m.id === 'base')!;
  const bag = base.allTiles!.flatMap((t) => Array.from({ length: t.count }, () => t.id));
  const rng = seedRng(size);
  const deck = Array.from({ length: size + 200 }, (_, i) => bag[(i * 7919 + size) % bag.length]);
  const game = Game.create(BUILT_IN_MODULES, { players: players(2), expansions: ['base'], options: {}, seed: size, deck });
  while (game.state.board.length < size) {
    game.apply(randomPlacement(game, game.state.turn.drawn!, rng));
    if (game.state.turn.phase === 'deploy') game.apply({ type: 'pass' });
  }
  return game;
}

function microseconds(fn: () => void, minMs = 300): number {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) { fn(); n++; }
  return ((performance.now() - t0) * 1000) / n;
}

export async function runEngineBench(print: (line: string) => void): Promise<void> {
  gamesPerSecond(['base'], 0.5); // warm up the JIT
  print(`engine.games_per_s.base ${gamesPerSecond(['base']).toFixed(0)}`);
  for (const ext of ['siege', 'catapult']) {
    if (BUILT_IN_MODULES.some((m) => m.id === ext)) {
      print(`engine.games_per_s.base+${ext} ${gamesPerSecond(['base', ext]).toFixed(0)}`);
    }
  }
  const tileIds = BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!.map((t) => t.id);
  const perTurn: Record<number, number> = {};
  for (const size of [100, 1000, 10_000]) {
    const game = syntheticBoard(size);
    let i = 0;
    // What a turn needs: does the drawn tile fit anywhere, and where (grouped by constraint).
    perTurn[size] = microseconds(() => { game.placementGroups(tileIds[i++ % tileIds.length]); });
    print(`engine.legal_moves_us.${size}_tiles ${perTurn[size].toFixed(2)}`);
    print(`engine.frontier_cells.${size}_tiles ${game.frontierSize()}`);
    const list = microseconds(() => { game.legalPlacements(tileIds[i++ % tileIds.length]); });
    print(`engine.legal_list_all_us.${size}_tiles ${list.toFixed(2)}`);
  }
  print(`engine.legal_moves_ratio_10k_vs_1k ${(perTurn[10_000] / perTurn[1000]).toFixed(2)}`);
}
