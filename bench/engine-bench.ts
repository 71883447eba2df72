// Engine figures (node, one core, CPU time of this process), each the median of several runs with its range (stats.ts):
// - engine.games_per_s.<modules>.<n>p: whole random games per second for that module set and
//   player count, the bot choosing among the full move list (game.choices(): every legal
//   placement, every deploy spot …) that the engine builds every turn, as a player's UI asks for it.
// - engine.legal_moves_us.<n>_tiles: listing every legal placement of a drawn tile (each base tile
//   in turn) on boards of 1,000 and 10,000 tiles whose frontiers are held comparable (the 1k board
//   grows at random, the 10k one compactly), with the frontier sizes and the placements listed per
//   call printed beside them.
import { Game, nextInt, seedRng, type Action, type GameSetup, type RngState } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { line, repeat } from './stats.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: `c${i}` }));

/** CPU time of this process in ms: on a shared machine wall-clock time measures the neighbours too. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const MODULE_SETS = [['base'], ['base', 'siege'], ['base', 'catapult'], ['base', 'siege', 'catapult']];
const PLAYER_COUNTS = [2, 5];
const RUNS = 5;

/** A whole game, each action picked uniformly from the move list the engine builds for it. */
export function playListedGame(game: Game, rng: RngState): number {
  let actions = 0;
  while (!game.state.finished) {
    const choices: Action[] = game.choices();
    if (choices.length === 0) throw new Error(`no legal action in phase ${game.state.turn.phase}`);
    const r = game.apply(choices[nextInt(rng, choices.length)]);
    if (!r.ok) throw new Error(`bot: ${r.error.message}`);
    actions++;
  }
  return actions;
}

/** Games per CPU-second of one run of about `seconds` of CPU, new seeds each game. */
function gamesPerSecond(expansions: string[], n: number, seconds: number, seed0: number): number {
  let games = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < seconds * 1000) {
    const seed = seed0 + games;
    const setup: GameSetup = { players: players(n), expansions, options: {}, seed };
    playListedGame(Game.create(BUILT_IN_MODULES, setup), seedRng(seed));
    games++;
  }
  return games / ((cpuMs() - t0) / 1000);
}

/**
 * A board of `size` base tiles grown by legal placements: `compact` puts each tile where it touches
 * the most tiles (a filled blob, frontier ∝ its outline), else anywhere legal at random (a sprawl).
 */
export function grownBoard(size: number, compact: boolean): Game {
  const base = BUILT_IN_MODULES.find((m) => m.id === 'base')!;
  const bag = base.allTiles!.flatMap((t) => Array.from({ length: t.count }, () => t.id));
  const rng = seedRng(size + (compact ? 1 : 0));
  const deck = Array.from({ length: size + 400 }, () => bag[nextInt(rng, bag.length)]);
  const game = Game.create(BUILT_IN_MODULES, { players: players(2), expansions: ['base'], options: {}, seed: size, deck });
  while (game.state.board.length < size) {
    const options = game.legalPlacements(game.state.turn.drawn!);
    let pick = options[nextInt(rng, options.length)];
    if (compact) {
      let best = -1;
      for (const p of options) {
        let n = 0;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (game.placedAt(p.x + dx, p.y + dy) !== undefined) n++;
        if (n > best) { best = n; pick = p; }
      }
    }
    const r = game.apply({ type: 'place', ...pick });
    if (!r.ok) throw new Error(r.error.message);
    if (game.state.turn.phase === 'deploy') game.apply({ type: 'pass' });
  }
  return game;
}

/** CPU microseconds per call of `fn`, over at least `minMs` of CPU. */
function microseconds(fn: () => void, minMs = 250): number {
  let n = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < minMs) { for (let i = 0; i < 10; i++) fn(); n += 10; }
  return ((cpuMs() - t0) * 1000) / n;
}

export async function runEngineBench(print: (line: string) => void): Promise<void> {
  gamesPerSecond(['base'], 2, 0.5, 1); // warm up the JIT
  for (const expansions of MODULE_SETS) {
    for (const n of PLAYER_COUNTS) {
      let seed = 1000;
      const s = await repeat(RUNS, () => gamesPerSecond(expansions, n, 0.6, (seed += 997)));
      print(line(`engine.games_per_s.${expansions.join('+')}.${n}p`, s, 0, '(per CPU-second; full move list each turn)'));
    }
  }
  const tileIds = BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!.map((t) => t.id);
  const cost: Record<number, number> = {};
  for (const [size, compact] of [[1000, false], [10_000, true]] as const) {
    const game = grownBoard(size, compact);
    let i = 0;
    const s = await repeat(RUNS, () => microseconds(() => { game.legalPlacements(tileIds[i++ % tileIds.length]); }), 1);
    cost[size] = s.median;
    print(line(`engine.legal_moves_us.${size}_tiles`, s, 2, `(every legal placement of a drawn tile; frontier ${game.frontierSize()} cells, ${compact ? 'compact' : 'sprawling'} board)`));
    print(`engine.frontier_cells.${size}_tiles ${game.frontierSize()}`);
    // What one call lists, on average over the base tiles: nearly every frontier cell of the compact
    // board touches one tile and takes many tiles and rotations; half the sprawl's touch three or
    // four (its holes), which few fit. The 10k board lists over twice as many at a similar frontier.
    const listed = tileIds.reduce((n, id) => n + game.legalPlacements(id).length, 0) / tileIds.length;
    print(`engine.legal_moves_listed.${size}_tiles ${listed.toFixed(0)} (placements per call, mean over the base tiles)`);
  }
  print(`engine.legal_moves_ratio_10k_vs_1k ${(cost[10_000] / cost[1000]).toFixed(2)} (medians; goal ≤ 2 with comparable frontiers)`);
}
