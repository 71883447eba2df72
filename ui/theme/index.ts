// Visual theme shared by the board and the shell: player styles and the tile palette.
export { PLAYER_STYLES, PLAYER_COLOR_KEYS, playerStyle, colorNumber, type PlayerStyle, type PlayerMark, type PlayerColorKey } from './players.js';
export { TILE_PALETTE, type TilePalette } from './tile-palette.js';
