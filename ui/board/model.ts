// What the board shows, as plain data the shell hands in (the contract with ui/shell), and the
// pure derivations the view needs. No Pixi here: the view only diffs what these return.
import type { GameView, PlacedFollower, Rotation } from '../../core/index.js';
import { type Pt, type Region, rotateLocal } from './geometry/index.js';

export interface BoardModel {
  /** Read-only: game.state, game.tileDef, game.followerPosition, game.find, game.majority. */
  game: GameView;
  /** During the place phase. */
  placement: null | {
    /** The drawn tile. */
    tile: string;
    /** Legal cells (only these are highlighted). */
    spots: { x: number; y: number; rotations: Rotation[] }[];
    /** Tentative tile, drawn semi-transparent until confirmed. */
    pending: null | { x: number; y: number; rotation: Rotation };
  };
  /** World positions of deploy spots on the tile just placed. */
  followerSpots: null | { at: string; x: number; y: number }[];
  /** Tint each farm by the colour(s) of the player(s) leading it. */
  farmOverlay: boolean;
  /** Tiles to outline (placed-tile indices), in the first player’s colour: a score being shown, or a phase panel’s focus. */
  highlight: null | { tiles: number[]; players: number[] };
  /**
   * What changed since the current player's last turn, outlined in each placer's colour: placed
   * tiles by index, followers by world position (tile units). Optional: null/absent marks nothing;
   * when it goes away the marks fade out.
   */
  changes?: null | { tiles: { tile: number; player: number }[]; followers: { x: number; y: number; player: number }[] };
}

export interface FarmPart {
  /** Placed-tile index. */
  tile: number;
  /** Feature index on that tile's definition. */
  feature: number;
  /** Players leading the farm, in seat order. */
  players: number[];
}

/**
 * Every piece of every farm that has followers, with the farm's leaders (digest §1.6: the players
 * with the most farmers). Walks the feature nodes once: O(board), done only when the board changes.
 */
export function farmParts(game: GameView): FarmPart[] {
  const s = game.state;
  const leaders = new Map<number, number[]>();
  for (const f of s.followers) {
    const root = game.find(f.node);
    if (s.nodes[root].kind !== 'field' || leaders.has(root)) continue;
    leaders.set(root, game.majority(game.followersOn(root)));
  }
  const parts: FarmPart[] = [];
  if (leaders.size === 0) return parts;
  s.nodes.forEach((n, id) => {
    if (n.kind !== 'field') return;
    const players = leaders.get(game.find(id));
    if (!players || players.length === 0) return;
    parts.push({ tile: n.tile, feature: id - s.board[n.tile].nodeBase, players });
  });
  return parts;
}

/** True when a follower stands on a field (a farmer lies down, base rules). */
export function isFarmer(game: GameView, f: PlacedFollower): boolean {
  return game.state.nodes[f.node]?.kind === 'field';
}

/** A tile-local point in world units for a tile at (x, y) with `rotation`. */
export function toWorld(p: Pt, x: number, y: number, rotation: number): Pt {
  const r = rotateLocal(p, rotation);
  return { x: x + r.x, y: y + r.y };
}

/** A tile-local region in world units. */
export function regionToWorld(region: Region, x: number, y: number, rotation: number): Region {
  const map = (ring: Pt[]) => ring.map((p) => toWorld(p, x, y, rotation));
  return region.map((s) => ({ outer: map(s.outer), holes: s.holes.map(map) }));
}

/** Board bounds in tiles (inclusive cells), for clamping the camera. */
export function boardBounds(game: GameView): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  for (const t of game.state.board) {
    if (t.x < minX) minX = t.x;
    if (t.y < minY) minY = t.y;
    if (t.x > maxX) maxX = t.x;
    if (t.y > maxY) maxY = t.y;
  }
  return { minX, minY, maxX, maxY };
}
