// Colours of the generated tile art (docs/architecture.md). Painters receive this object, so an expansion's
// painter matches the base look without importing the theme.
export const TILE_PALETTE = {
  grass: 0x86b153,
  grassDark: 0x6f9a42,
  grassLight: 0x9cc466,
  bush: 0x3f6e2f,
  bushLight: 0x5a8a3c,
  road: 0xeee3c8,
  roadEdge: 0x8d7c5b,
  city: 0xd8b784,
  cityShade: 0xbb9866,
  wall: 0x8a7a66,
  wallLight: 0xe8dcc4,
  roof: 0xb5523b,
  roofDark: 0x8c3b2a,
  roofWarm: 0xc9743f,
  plaster: 0xf1e6cc,
  pennant: 0x2b5fb3,
  pennantRim: 0xf5f0e0,
  gate: 0x3d3022,
  ground: 0xd9c48f,
  fair: 0xf2cf45,
  fairRim: 0xc9a227,
  canvas: 0xf7f1e1,
  canvasStripe: 0xc8413a,
  wood: 0x6b4a2b,
  tileEdge: 0x2d2a22,
} as const;

export type TilePalette = typeof TILE_PALETTE;
