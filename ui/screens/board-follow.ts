// How the game screen moves the camera for the player, so the play stays in view: at the start
// of each turn (every square the tile may go to at a zoom a finger can tap, the last tile kept on
// screen: turn-view.ts), the tile just placed (close enough that a finger can pick one of its
// follower spots), and a square just chosen.
import type { PlacedTile } from '../../core/index.js';
import type { BoardView } from '../board/index.js';
import { TOUCH_PX, turnView } from './turn-view.js';

/** Pans (no zoom) just far enough that square (x, y) lies wholly inside the board area; no move if it already does. */
export function showCell(board: BoardView, host: HTMLElement, x: number, y: number): void {
  const a = board.worldToClient(x, y), b = board.worldToClient(x + 1, y + 1), r = host.getBoundingClientRect();
  const margin = Math.min(12, Math.max(0, (Math.min(r.width, r.height) - Math.abs(b.x - a.x)) / 2));
  const shift = (lo: number, hi: number, min: number, max: number) =>
    hi - lo > max - min - 2 * margin ? (lo + hi) / 2 - (min + max) / 2 // bigger than the area: centre it
      : lo < min + margin ? lo - (min + margin) : hi > max - margin ? hi - (max - margin) : 0;
  const dx = shift(a.x, b.x, r.left, r.right), dy = shift(a.y, b.y, r.top, r.bottom);
  if (dx === 0 && dy === 0) return;
  const to = board.clientToWorld(r.left + r.width / 2 + dx, r.top + r.height / 2 + dy);
  board.centerOn(to.x, to.y, true);
}

/**
 * The least distance, in CSS px, between two follower spots for a finger to pick the one it means:
 * a touch target's size. Closer spots are a mis-tap waiting to happen, and a follower placed ends
 * the turn (no undo).
 */
export const SPOT_GAP_PX = TOUCH_PX;

/** Where the camera looks (the board point at the middle of the board area) and how close. */
export interface CameraSpot { x: number; y: number; tileCss: number }

export function cameraSpot(board: BoardView, host: HTMLElement): CameraSpot {
  const r = host.getBoundingClientRect(), c = board.clientToWorld(r.left + r.width / 2, r.top + r.height / 2);
  return { x: c.x, y: c.y, tileCss: board.tileCss };
}

/** Shows board point (x, y) in the middle of the board area, `tileCss` px a tile. */
export function showCameraSpot(board: BoardView, host: HTMLElement, spot: CameraSpot, animate: boolean): void {
  const r = host.getBoundingClientRect(), w = r.width / spot.tileCss / 2, h = r.height / spot.tileCss / 2;
  board.showArea(spot.x - w, spot.y - h, spot.x + w, spot.y + h, animate);
}

/**
 * When the follower spots of the tile just placed (world points, tile units) are closer on screen
 * than SPOT_GAP_PX, zooms in on the tile until they are not (within the zoom limit). Returns where
 * the camera was (to go back there once the follower is decided), or null when it did not move.
 */
export function bringSpotsWithinReach(board: BoardView, host: HTMLElement, tile: { x: number; y: number }, spots: readonly { x: number; y: number }[]): CameraSpot | null {
  let gap = Infinity;
  for (let i = 0; i < spots.length; i++) {
    for (let j = i + 1; j < spots.length; j++) gap = Math.min(gap, Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y));
  }
  if (!(gap < Infinity) || gap * board.tileCss >= SPOT_GAP_PX) return null;
  const was = cameraSpot(board, host);
  showCameraSpot(board, host, { x: tile.x + 0.5, y: tile.y + 0.5, tileCss: Math.min(board.tileCssLimits.max, Math.ceil(SPOT_GAP_PX / gap)) }, true);
  return was;
}

/** Centres on (x, y) only if that point is within one tile of the board area's edge. */
export function ensureVisible(board: BoardView, host: HTMLElement, x: number, y: number): void {
  const p = board.worldToClient(x, y), q = board.worldToClient(x + 1, y);
  const margin = Math.abs(q.x - p.x), r = host.getBoundingClientRect();
  if (p.x < r.left + margin || p.x > r.right - margin || p.y < r.top + margin || p.y > r.bottom - margin) board.centerOn(x, y, true);
}

/**
 * At the start of each turn, bring the play into view for the player who was just handed the
 * tablet (turn-view.ts): every square the drawn tile may go to, zoomed out for them or for the
 * board no further than a square a finger can tap, else the squares nearest the last tile; within
 * that the middle of the board, with the last tile placed (and a ring of squares round it) on screen.
 */
export function startOfTurnView(board: BoardView, host: HTMLElement, tiles: readonly PlacedTile[], squares: readonly { x: number; y: number }[]): void {
  const r = host.getBoundingClientRect();
  // From the player's zoom, not the one the app set last (a catapult round's far overview).
  const view = turnView({ tiles, squares, width: r.width, height: r.height, tileCss: board.chosenTileCss || 1 });
  if (view) showCameraSpot(board, host, view, true);
}
