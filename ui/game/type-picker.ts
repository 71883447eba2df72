// What the follower-type picker shows for the spot the player chose (Session.pickingType): one
// option per type the player may put there, in the registry's order, with its name from the
// modules' texts, the player's supply of it, its drawing size and whether a hint suggests it.
// No DOM: node tests read it.
import { DEFAULT_FOLLOWER } from '../../core/index.js';
import { followerTypeName, spotLabels } from './labels.js';
import { playerLook, type PlayerLook } from './player-style.js';
import type { Session } from './session.js';

export interface PickerOption {
  /** The follower type's id. */
  type: string;
  /** Its name, lower case ("big follower"). */
  name: string;
  /** How many the player has in supply. */
  left: number;
  /** Drawing size relative to the normal follower. */
  size: number;
  /** The type a hint suggests for this spot (marked on the picker). */
  suggested: boolean;
}

export interface TypePicker {
  at: string;
  /** The spot's world position (tiles). */
  x: number;
  y: number;
  /** The spot in words, as the follower-spot buttons name it. */
  where: string;
  look: PlayerLook;
  options: PickerOption[];
}

export function pickerOf(session: Session): TypePicker | null {
  const spot = session.pickingType;
  if (!spot) return null;
  const game = session.game, player = game.state.turn.player;
  const spots = session.followerSpots(), tile = game.placed(game.state.turn.placed);
  const where = spotLabels(spots, tile.x, tile.y)[spots.findIndex((s) => s.at === spot.at)] ?? spot.at;
  const hint = session.suggestion;
  const hinted = hint?.type === 'deploy' && hint.at === spot.at ? (typeof hint.follower === 'string' ? hint.follower : DEFAULT_FOLLOWER) : null;
  const options = spot.types.map((type) => ({
    type, name: followerTypeName(type), left: game.supplyOf(player, type), size: game.followerType(type)?.size ?? 1,
    suggested: type === hinted,
  }));
  return { at: spot.at, x: spot.x, y: spot.y, where, look: playerLook(game.state.setup.players[player].color), options };
}
