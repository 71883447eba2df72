// Where things are during a catapult round (digest §2.6), in world units: tile (x, y) covers
// [x, x+1] × [y, y+1]. The rules, the board and the physics world read the same positions:
// followers stand at core/geometry.ts anchors (api.followerPosition), tokens where they rested.
import type { GameApi, GameReader, PlacedFollower, PlacedTile } from '../../core/index.js';
import { DEFAULT_FOLLOWER, hypot } from '../../core/index.js';

/** Token disc radius (digest §2.6: r_T = 0.20, the real 18 mm token on a 45 mm tile). */
export const TOKEN_RADIUS = 0.2;
/** Digest §2.6 "Table": the tiles' bounding box grown by this many tiles; beyond it a token fell off. */
export const TABLE_MARGIN = 2;
/** Digest §2.6: distances equal within this are a tie (nearest follower, closest token). */
export const EPSILON = 1e-6;


export interface Point { x: number; y: number }
/** A follower named by its tile cell and its place on that tile (record vocabulary, docs/records.md). */
export interface FollowerRef { x: number; y: number; at: string }

/**
 * Whether a piece counts as a follower on the playing field (seed footnote 9, HiG FAQ 11/2014:
 * normal, big, mayor, wagon, phantom, ringmaster, guard, abbot). Builders, pigs, barns and neutral
 * figures are not: never knocked out, never seduced (seed footnotes 4 and 7). Each module says so
 * of its own types (FollowerTypeDef.fieldFollower); this reads the registry.
 */
export function isFieldFollower(api: GameReader, f: PlacedFollower): boolean {
  const def = api.followerType(f.type);
  return def !== undefined && def.fieldFollower !== false;
}

/** The follower a player swaps in from supply (seed: "one of your own followers"): the normal one. */
export const SWAP_IN_TYPE = DEFAULT_FOLLOWER;

export function followerRef(api: GameReader, f: PlacedFollower): FollowerRef {
  const t = api.placed(f.tile);
  return { x: t.x, y: t.y, at: f.at };
}

/** Physics body id of a follower: "x,y,at" (its tile cell and `at`). */
export function followerId(api: GameReader, f: PlacedFollower): string {
  const r = followerRef(api, f);
  return `${r.x},${r.y},${r.at}`;
}

/** Inverse of followerId; null when the id is not of that shape. */
export function parseFollowerId(id: string): FollowerRef | null {
  const m = /^(-?\d+),(-?\d+),([A-Za-z-]+)$/.exec(id);
  return m ? { x: Number(m[1]), y: Number(m[2]), at: m[3] } : null;
}

/**
 * Index in state.followers of the field follower a ref names, or -1: the one standing at exactly
 * `at` on that tile, else the one on the feature `at` belongs to there (a farmer deployed at "NC"
 * may be named by any segment of its field on that tile, as the siege escape accepts).
 */
export function findFollower(api: GameReader, ref: FollowerRef): number {
  const tile = api.placedAt(ref.x, ref.y);
  if (tile === undefined) return -1;
  // Plain loops, the registry asked only on a match: a seduction swap looks followers up many times.
  const fs = api.state.followers;
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i];
    if (f.tile === tile && f.at === ref.at && isFieldFollower(api, f)) return i;
  }
  const node = api.nodeAt(tile, ref.at);
  if (node === undefined) return -1;
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i];
    if (f.tile === tile && f.node === node && isFieldFollower(api, f)) return i;
  }
  return -1;
}

/**
 * A lower bound of a follower's distance from p, read from its tile cell alone: its anchor lies on
 * its tile's square (core/geometry.ts keeps anchors inside), so the larger of the gaps along x and
 * y (negative inside) cannot exceed the distance. Lets a nearest-follower search skip far
 * followers without working out their positions.
 */
export function gapBound(api: GameReader, f: PlacedFollower, p: Point): number {
  const t = api.state.board[f.tile];
  const gx = p.x < t.x ? t.x - p.x : p.x - (t.x + 1);
  const gy = p.y < t.y ? t.y - p.y : p.y - (t.y + 1);
  return gx > gy ? gx : gy;
}

/** What gapBound is compared with more than the distance, against rounding (positions are small sums). */
export const BOUND_SLACK = 1e-9;

/** Gap from a point to the square of tile (x, y); 0 inside it. */
export function gapToTile(p: Point, cell: Point): number {
  const gx = p.x < cell.x ? cell.x - p.x : p.x > cell.x + 1 ? p.x - (cell.x + 1) : 0;
  const gy = p.y < cell.y ? cell.y - p.y : p.y > cell.y + 1 ? p.y - (cell.y + 1) : 0;
  return hypot(gx, gy);
}

/**
 * Digest §2.6 / CS seed (Svádění): the token "stays touching at least one placed tile" — its disc
 * overlaps a placed tile square with positive area. Merely touching an edge has no area.
 */
export function restsOnTile(api: GameReader, p: Point): boolean {
  for (let x = Math.floor(p.x - TOKEN_RADIUS); x <= Math.floor(p.x + TOKEN_RADIUS); x++) {
    for (let y = Math.floor(p.y - TOKEN_RADIUS); y <= Math.floor(p.y + TOKEN_RADIUS); y++) {
      if (api.placedAt(x, y) !== undefined && gapToTile(p, { x, y }) < TOKEN_RADIUS) return true;
    }
  }
  return false;
}

export interface Box { minX: number; minY: number; maxX: number; maxY: number }

/**
 * The box of each board list so far and how many of its tiles it covers. A board only grows
 * (placed tiles never move; undo and restore build a new list), so the box is extended by the
 * tiles placed since the last call instead of rescanning the board every shot.
 */
const BOXES = new WeakMap<readonly PlacedTile[], { covered: number; box: Box }>();

/** Bounding box of the placed tile squares (a fresh object: callers may keep or change it). */
export function tileBox(api: GameReader): Box {
  const b = sharedTileBox(api);
  return { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY };
}

/** tileBox without the copy, for reading at once (the shot choices and every shot ask for it). */
export function sharedTileBox(api: GameReader): Readonly<Box> {
  const board = api.state.board;
  let entry = BOXES.get(board);
  if (!entry || entry.covered > board.length) {
    entry = { covered: 0, box: { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity } };
    BOXES.set(board, entry);
  }
  const b = entry.box;
  for (let i = entry.covered; i < board.length; i++) {
    const t = board[i];
    b.minX = Math.min(b.minX, t.x); b.minY = Math.min(b.minY, t.y);
    b.maxX = Math.max(b.maxX, t.x + 1); b.maxY = Math.max(b.maxY, t.y + 1);
  }
  entry.covered = board.length;
  return b;
}

/**
 * Digest §2.6 "Table": a token resting outside the tiles' bounding box grown by TABLE_MARGIN has
 * fallen off the table (the wikia note on target practice: such tokens never count).
 */
export function offTable(api: GameReader, p: Point): boolean {
  const b = sharedTileBox(api);
  return p.x < b.minX - TABLE_MARGIN || p.x > b.maxX + TABLE_MARGIN
    || p.y < b.minY - TABLE_MARGIN || p.y > b.maxY + TABLE_MARGIN;
}

export type TargetDistance = 'edge' | 'center';

/**
 * Digest §2.6 "Closest to the fair tile": 'edge' = gap from the token disc to the tile square
 * (0 when they overlap, so every token on the tile ties); 'center' = centre to tile centre.
 */
export function distanceToFair(p: Point, fair: Point, metric: TargetDistance): number {
  if (metric === 'center') return hypot(p.x - (fair.x + 0.5), p.y - (fair.y + 0.5));
  return Math.max(0, gapToTile(p, fair) - TOKEN_RADIUS);
}
