// The board's public surface (docs/architecture.md): a PixiJS 8 view of a BoardModel, plus what the shell
// and expansion companions need to draw in the same style.
export { BoardView, DEFAULT_TILE_CSS, MAX_TILE_CSS, MIN_TILE_CSS, SPOT_RADIUS_CSS, type BoardPointer, type BoardPointerHandler } from './board-view.js';
export type { BoardModel, FarmPart } from './model.js';
export { ModuleLayers } from './module-layers.js';
export { farmParts } from './model.js';
export { TILE_PX } from './overlays.js';
export { registerTilePainter, type TilePainter, type PaintContext } from './painters.js';
export { tileGeometry, type TileGeometry, type FeatureGeometry, type Pt, type Region } from './geometry/index.js';
export { PLAYER_STYLES, PLAYER_COLOR_KEYS, playerStyle, type PlayerStyle } from '../theme/players.js';
