// The board's units, kept apart from Pixi so the shell's light modules can use them.
/** World pixels per tile edge. */
export const TILE_PX = 128;
