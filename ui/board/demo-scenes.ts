// Boards for the dev page, the screenshots and the benchmark (not part of the app bundle).
// "With expansions" means every registered module that keeps base's start tile, so a new
// expansion's art shows up here without an edit, while a module that changes how the game begins
// (a river of its own) does not reshape every scene the browser tests and benchmarks look at.
import { Game, seedRng, nextInt, type ExpansionModule, type GameSetup, type Rotation } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { BoardModel } from './model.js';

function catalog(): { modules: readonly ExpansionModule[]; ids: string[] } {
  return { modules: BUILT_IN_MODULES, ids: BUILT_IN_MODULES.filter((m) => !m.replacesStartOf?.length).map((m) => m.id) };
}

export function demoSetup(seed: number, players: number, withExpansions: boolean): { setup: GameSetup; modules: readonly ExpansionModule[] } {
  const colors = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
  const c = catalog();
  return {
    modules: c.modules,
    setup: {
      players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, color: colors[i % colors.length] })),
      expansions: withExpansions ? c.ids : ['base'], options: {}, seed,
    },
  };
}

/** A game after `turns` random turns (seeded), waiting for the next placement. */
export function randomGame(seed: number, turns: number, withExpansions = true, players = 4, deployRate = 0.7): Game {
  const { setup, modules } = demoSetup(seed, players, withExpansions);
  const game = Game.create(modules, setup);
  const rng = seedRng(seed * 7919 + 1);
  let guard = 0;
  while (!game.state.finished && game.state.turn.number < turns && guard++ < 10_000) {
    const choices = game.choices();
    if (!choices.length) break;
    let pick = choices[nextInt(rng, choices.length)];
    if (game.state.turn.phase === 'deploy') {
      const deploys = choices.filter((a) => a.type === 'deploy');
      const wants = nextInt(rng, 1000) < deployRate * 1000;
      pick = wants && deploys.length ? deploys[nextInt(rng, deploys.length)] : choices.find((a) => a.type === 'pass') ?? pick;
    }
    const r = game.apply(pick);
    if (!r.ok) throw new Error(r.error.message);
  }
  return game;
}

/** The model for a game waiting in the place phase: legal cells, the first one pending. */
export function placementModel(game: Game, pendingIndex = 0): BoardModel['placement'] {
  const tile = game.state.turn.drawn;
  if (!tile || game.state.turn.phase !== 'place') return null;
  const cells = new Map<string, { x: number; y: number; rotations: Rotation[] }>();
  for (const p of game.legalPlacements(tile)) {
    const k = `${p.x},${p.y}`;
    const c = cells.get(k) ?? { x: p.x, y: p.y, rotations: [] };
    c.rotations.push(p.rotation);
    cells.set(k, c);
  }
  const spots = [...cells.values()];
  const first = spots[pendingIndex % Math.max(1, spots.length)];
  return { tile, spots, pending: first ? { x: first.x, y: first.y, rotation: first.rotations[0] } : null };
}

/**
 * Every tile type in rows, rotation 0, with a follower on every claimable feature (players in
 * turn) — a sheet to check the art and where meeples stand. Tiles are put down without the
 * placement rules (Game.putTile), spaced so no two touch.
 */
export function galleryGame(perRow = 8): Game {
  const { setup, modules } = demoSetup(1, 6, true);
  const game = Game.create(modules, setup);
  const ids = [...game.rules.tiles.keys()].filter((id) => id !== game.rules.startTile.id);
  ids.forEach((id, i) => {
    const x = (i % perRow) * 2 + 2, y = Math.floor(i / perRow) * 2;
    const index = game.putTile(id, x, y, 0);
    const def = game.tileDef(id);
    def.features.forEach((f, fi) => {
      if (!game.kind(f.kind)?.claimable) return;
      game.state.followers.push({ player: (i + fi) % 6, type: 'follower', tile: index, node: game.placed(index).nodeBase + fi, at: f.segments[0] ?? f.kind });
    });
  });
  return game;
}

/** A big board for the benchmark: `tiles` base tiles placed legally at random, then `meeples` followers. */
export function benchGame(tiles: number, meeples: number, seed = 7): Game {
  const base = BUILT_IN_MODULES.filter((m) => m.id === 'base');
  const ids = [...(base[0].allTiles ?? base[0].tiles?.({}) ?? [])].map((t) => t.id);
  const rng = seedRng(seed);
  const deck = Array.from({ length: tiles - 1 }, () => ids[nextInt(rng, ids.length)]);
  const game = Game.create(base, {
    players: ['red', 'blue', 'green', 'yellow', 'black', 'pink'].map((color, i) => ({ name: `P${i}`, color })),
    expansions: ['base'], options: {}, seed, deck,
  });
  for (const id of deck) {
    const options = game.legalPlacements(id);
    if (!options.length) continue;
    const p = options[nextInt(rng, options.length)];
    game.putTile(id, p.x, p.y, p.rotation);
  }
  const board = game.state.board;
  for (let i = 0; i < meeples; i++) {
    const t = nextInt(rng, board.length), def = game.tileDef(board[t].tile);
    const fi = nextInt(rng, def.features.length);
    game.state.followers.push({ player: i % 6, type: 'follower', tile: t, node: board[t].nodeBase + fi, at: def.features[fi].segments[0] ?? 'cloister' });
  }
  return game;
}
