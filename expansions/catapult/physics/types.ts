// Plain data in, plain data out: the rules layer and the records never see a Rapier object.
// World units: 1 = one tile edge (45 mm). Tile (x, y) covers [x, x+1] × [y, y+1]; x east, y south.

/** Piece ids key the hits and the trajectories: unique across followers and tokens, and never 'token' (the shot). */
export interface PhysicsBoard {
  /** Placed tile squares (flat: they decide onTile/offBoard, they are not obstacles). */
  tiles: { x: number; y: number }[];
  /** Standing pieces at world positions (their anchors). */
  followers: { id: string; x: number; y: number; size?: 'normal' | 'big' }[];
  /** Tokens already shot this round, resting where they stopped. */
  tokens: { id: string; x: number; y: number }[];
}

/** aim: radians offset from "straight at the board centre" (positive = clockwise on screen); power 0..1. */
export interface ShotInput { seat: number; seats: number; aim: number; power: number }

export interface TrajectorySample { t: number; x: number; y: number; z?: number }

export interface ShotOutcome {
  /** Where the token came to rest. */
  rest: { x: number; y: number };
  /** The token disc overlaps at least one placed tile square with positive area (digest §2.6). */
  onTile: boolean;
  /** Rests outside the tiles' bounding box grown by 2 tiles (digest §2.6 "Table"). */
  offBoard: boolean;
  /** Followers hit directly (chain false) or by another moving piece (chain true), each once, in order of first contact. */
  hits: { id: string; chain: boolean }[];
  /** Sampled poses (t in seconds since launch) of 'token' and of every body that moved, for animation. */
  trajectories: Record<string, TrajectorySample[]>;
  /** Rapier steps run after landing. */
  steps: number;
  /** Engine version, stored with each shot: pinned outcomes belong to one version. */
  rapierVersion: string;
  /** The launch after the seeded spread: position, horizontal direction (radians, atan2 frame), 3D speed (tiles/s). */
  launch: { x: number; y: number; angle: number; speed: number };
}

/** Thrower seat → catcher seat, across the table. */
export interface CatchThrow { from: { x: number; y: number }; to: { x: number; y: number }; power: number }
/** When (seconds since the throw) and where (world units) the catcher tapped. */
export interface CatchTap { t: number; x: number; y: number }
export type CatchResult = 'caught' | 'touched' | 'far' | 'short';

export interface ThrowPath {
  samples: { t: number; x: number; y: number; z: number }[];
  landing: { x: number; y: number };
  rulerAt: { x: number; y: number };
}
