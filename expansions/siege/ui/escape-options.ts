// What the escape panel shows, as plain data (no DOM, so node tests can check it): one entry per
// legal escape the engine offers (game.choices() in phase siege/escape), with whose knight it is,
// the besieged city it stands in and the cloister(s) that open the way (escapeGates + cloisterNear,
// the same functions the rule uses — seed S-IT "Escaping a besieged city", notes 3 and 5).
import type { Action, GameView, GameEvent, PlacedFollower } from '../../../core/index.js';
import { compassOf, joinNames, optionValueName, plural, squareWhere, t } from './shell.js';
import { cloisterNear, escapeGates, type EscapeVariant } from '../index.js';

export const ESCAPE_PHASE = 'siege/escape';

export interface Cell { x: number; y: number }

export interface EscapeOption {
  /** The engine's action for this escape, applied as it is. */
  action: Action;
  follower: PlacedFollower;
  /** Where the follower stands (its tile's square). */
  square: Cell;
  /** Placed-tile indices of the besieged city. */
  cityTiles: number[];
  /** The cloister squares that open the way (one per gate tile, without repeats). */
  cloisters: Cell[];
  /** Placed-tile indices to highlight: the city and its cloister(s). */
  highlightTiles: number[];
  /** Middle of the city and cloister(s), in world units (for centring the board). */
  centre: Cell;
}

/** The legal escapes now; empty outside the escape phase. Pass is never among them (always offered apart). */
export function escapeOptions(game: GameView): EscapeOption[] {
  if (game.state.finished || game.state.turn.phase !== ESCAPE_PHASE) return [];
  const out: EscapeOption[] = [];
  for (const action of game.choices()) {
    if (action.type !== 'siege/escape') continue;
    const x = action.x as number, y = action.y as number, at = action.at as string;
    const tile = game.placedAt(x, y);
    if (tile === undefined) continue;
    const node = game.nodeAt(tile, at);
    const follower = game.state.followers.find((f) => f.tile === tile && f.player === game.state.turn.player
      && (f.at === at || (node !== undefined && f.node === node)));
    if (!follower) continue;
    const root = game.find(follower.node);
    const cityTiles = [...game.state.nodes[root].tiles];
    const cloisters: Cell[] = [];
    for (const gate of escapeGates(game, root)) {
      const c = cloisterNear(game, gate);
      if (c && !cloisters.some((d) => d.x === c.x && d.y === c.y)) cloisters.push(c);
    }
    const cloisterTiles = cloisters.map((c) => game.placedAt(c.x, c.y)).filter((i): i is number => i !== undefined);
    const highlightTiles = [...new Set([...cityTiles, ...cloisterTiles])];
    out.push({ action, follower, square: { x, y }, cityTiles, cloisters, highlightTiles, centre: middle(game, highlightTiles) });
  }
  return out;
}

function middle(game: GameView, tiles: number[]): Cell {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const i of tiles) {
    const t = game.placed(i);
    minX = Math.min(minX, t.x); minY = Math.min(minY, t.y); maxX = Math.max(maxX, t.x); maxY = Math.max(maxY, t.y);
  }
  return tiles.length ? { x: (minX + maxX + 1) / 2, y: (minY + maxY + 1) / 2 } : { x: 0.5, y: 0.5 };
}

export interface EscapeOptionText {
  /** "Anna’s knight on square 1, 0 (north)" */
  knight: string;
  /** "besieged city (3 tiles)" */
  city: string;
  /** "through the cloister on square 0, 1" */
  via: string;
  /** All three, for a screen reader or a button's description. */
  full: string;
}

/** The option in the current language. */
export function escapeOptionText(game: GameView, option: EscapeOption): EscapeOptionText {
  const f = option.follower;
  const name = game.state.setup.players[f.player]?.name ?? `#${f.player + 1}`;
  const pos = game.followerPosition(f);
  const where = t(`dir.${compassOf(pos.x - option.square.x - 0.5, pos.y - option.square.y - 0.5)}`);
  const knight = t('siege.escape.knight', { name, square: squareWhere(option.square.x, option.square.y), where });
  const city = plural('siege.escape.city', option.cityTiles.length);
  const squares = joinNames(option.cloisters.map((c) => squareWhere(c.x, c.y)));
  const via = plural('siege.escape.via', option.cloisters.length, { squares });
  return { knight, city, via, full: `${knight}: ${city}, ${via}` };
}

/** "Rule in this game: the cloister must touch a siege tile (Besiegers / Cathars)." */
export function escapeRuleText(game: GameView): string {
  const variant = game.option<EscapeVariant>('siege.escape');
  return t('siege.escape.rule', { rule: optionValueName('siege', 'escape', variant) });
}

/** The `siege/escaped` event for a turn log: "Anna’s knight escaped from the besieged city (1 square east of the start tile)." */
export function escapedEventText(event: GameEvent, names: string[]): string | null {
  const follower = event.follower as PlacedFollower | undefined;
  if (event.type !== 'siege/escaped' || !follower) return null;
  const p = follower.player;
  return t('siege.event.escaped', { name: names[p] ?? `#${p + 1}`, square: squareWhere(Number(event.x), Number(event.y)) });
}
