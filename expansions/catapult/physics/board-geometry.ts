// Where the seats are and what counts as "on the field" (digest §2.6). Pure geometry, no Rapier.
import { BOARD_MARGIN, LAUNCH_OFFSET, TOKEN_RADIUS } from './constants.js';
import { atan2, PI, sinCos } from './det-math.js';
import type { PhysicsBoard } from './types.js';

export interface Box { minX: number; minY: number; maxX: number; maxY: number }

/** Bounding box of the placed tile squares; an empty board is the start tile's square at (0, 0). */
export function tileBox(tiles: PhysicsBoard['tiles']): Box {
  if (tiles.length === 0) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const t of tiles) {
    if (t.x < minX) minX = t.x;
    if (t.y < minY) minY = t.y;
    if (t.x + 1 > maxX) maxX = t.x + 1;
    if (t.y + 1 > maxY) maxY = t.y + 1;
  }
  return { minX, minY, maxX, maxY };
}

/** Wrap an angle into (−π, π]. */
export function wrapAngle(a: number): number {
  const turn = 2 * PI;
  a -= turn * Math.round(a / turn);
  return a <= -PI ? a + turn : a;
}

/**
 * The catapult's spot for a seat. Seats spread evenly around the board: seat 0 looks from the south,
 * the next ones follow clockwise as seen on screen (south → west → north → east for 4 seats).
 * The spot lies on the ray from the board centre, LAUNCH_OFFSET beyond the bounding box.
 */
export function launchPoint(board: PhysicsBoard, seat: number, seats: number): { x: number; y: number; facing: number } {
  const n = Math.max(1, Math.floor(seats));
  const s = ((Math.floor(seat) % n) + n) % n;
  const box = tileBox(board.tiles);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  // y grows south, so a growing atan2 angle turns clockwise on screen; π/2 points south.
  const dir = PI / 2 + (2 * PI * s) / n;
  const { sin, cos } = sinCos(dir);
  const dx = Math.abs(cos) < 1e-12 ? 0 : cos; // exact zeros keep the 4-seat layout on the axes
  const dy = Math.abs(sin) < 1e-12 ? 0 : sin;
  const hx = (box.maxX - box.minX) / 2;
  const hy = (box.maxY - box.minY) / 2;
  const toEdge = Math.min(dx === 0 ? Infinity : hx / Math.abs(dx), dy === 0 ? Infinity : hy / Math.abs(dy));
  const d = toEdge + LAUNCH_OFFSET;
  return { x: cx + d * dx, y: cy + d * dy, facing: atan2(-dy, -dx) };
}

/** Digest §2.6: the token disc overlaps at least one placed tile square with positive area. */
export function discOnTile(tiles: PhysicsBoard['tiles'], x: number, y: number, r = TOKEN_RADIUS): boolean {
  for (const t of tiles) {
    const gx = x < t.x ? t.x - x : x > t.x + 1 ? x - (t.x + 1) : 0;
    const gy = y < t.y ? t.y - y : y > t.y + 1 ? y - (t.y + 1) : 0;
    if (gx * gx + gy * gy < r * r) return true; // strict: merely touching an edge has no area
  }
  return false;
}

/** Digest §2.6: outside the bounding box grown by BOARD_MARGIN the token has "fallen off the table". */
export function isOffBoard(tiles: PhysicsBoard['tiles'], x: number, y: number): boolean {
  const b = tileBox(tiles);
  return x < b.minX - BOARD_MARGIN || x > b.maxX + BOARD_MARGIN || y < b.minY - BOARD_MARGIN || y > b.maxY + BOARD_MARGIN;
}
