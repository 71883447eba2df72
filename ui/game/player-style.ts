// A player's look (colour + shape mark) for the shell, from the shared theme (ui/theme, one source
// for board and shell). The theme's `stroke` is both the outline and the mark's ink.
import { PLAYER_COLOR_KEYS, playerStyle } from '../theme/index.js';

export interface PlayerLook { fill: string; stroke: string; mark: string; ink: string }

/** Colour keys in the theme's order (red, blue, green, yellow, black, pink). */
export const PLAYER_COLOURS: readonly string[] = PLAYER_COLOR_KEYS;

export function playerLook(colour: string): PlayerLook {
  const s = playerStyle(colour);
  return { fill: s.fill, stroke: s.stroke, mark: s.mark, ink: s.stroke };
}
