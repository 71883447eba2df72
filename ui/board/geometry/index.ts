// Tile geometry: pure functions from a TileDef to polygons (tile-local units), no Pixi — the
// painter, the overlays and the tests all read the same shapes.
export { tileGeometry, type TileGeometry, type FeatureGeometry, type FeatureRole } from './tile-geometry.js';
export { ROAD_HALF } from './road-shapes.js';
export { SIDE_INFO, CENTRE } from './sides.js';
export {
  type Pt, type Shape, type Region, inRegion, inRing, inShape, ringArea, signedArea, rotateLocal, smoothRing,
} from './vec.js';
