// Where the drawn tile and a follower may go, as the shell offers them: one entry per square with
// its legal rotations, and the follower spots of the tile just placed with their world positions.
// The engine decides what is legal (legalPlacements, followerSpots); this only groups and places.
import { type GameView, type Rotation } from '../../core/index.js';

export interface PlacementSpot { x: number; y: number; rotations: Rotation[] }
/** A spot on the tile just placed: where it is drawn, its feature kind, the follower types the player may put there. */
export interface FollowerSpot { at: string; x: number; y: number; kind: string; types: string[] }

/** Legal placements of `tile`, one entry per square (north to south, west to east), rotations ascending. */
export function placementSpotsOf(game: GameView, tile: string): PlacementSpot[] {
  const byCell = new Map<string, PlacementSpot>();
  for (const p of game.legalPlacements(tile)) {
    const k = `${p.x},${p.y}`;
    const spot = byCell.get(k) ?? { x: p.x, y: p.y, rotations: [] };
    spot.rotations.push(p.rotation);
    byCell.set(k, spot);
  }
  const spots = [...byCell.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const s of spots) s.rotations.sort((a, b) => a - b);
  return spots;
}

/**
 * The deploy spots on the tile just placed, at their followers' world positions, each with every
 * follower type the player may put there now (of any type: a player whose normal followers are
 * all out may still have a big one).
 */
export function followerSpotsOf(game: GameView): FollowerSpot[] {
  const t = game.state.turn;
  return game.followerSpots().map(({ at, types }) => {
    const node = game.nodeAt(t.placed, at)!;
    const pos = game.followerPosition({ player: t.player, type: types[0], tile: t.placed, node, at });
    return { at, x: pos.x, y: pos.y, kind: game.state.nodes[node].kind, types: [...types] };
  });
}
