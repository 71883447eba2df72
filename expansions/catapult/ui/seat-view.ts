// Where the board's camera looks during the round (issue 11.2): the table turned so that one seat
// sits at the bottom of the tablet — the player holding it — with that seat's catapult at the
// bottom centre, room below it for a whole pull (FULL_PULL_PX) and the tiles above. Pure geometry
// (tested in node): the panel hands the result to BoardView.showView. A turn is the angle the
// whole table is rotated by on screen (clockwise positive, as Pixi draws it).
import type { GameView } from '../../../core/index.js';
import { physicsInput } from '../physics-input.js';
import { launchPoint } from '../physics/board-geometry.js';
import { FULL_PULL_PX, GRAB_RADIUS_PX, wrapAngle, type Pt } from './aim.js';

/** What BoardView.showView takes: centre (board tiles), size on screen (tiles), turn. */
export interface SeatFrame { x: number; y: number; width: number; height: number; turn: number }
export interface Screen { width: number; height: number }
export interface Box { minX: number; minY: number; maxX: number; maxY: number }

/** Room below the catapult (CSS px): a whole pull, the token on the band and a thumb's margin. */
export const PULL_ROOM_PX = FULL_PULL_PX + 60;
/** Room below a seat that does not pull (the catcher): the grab ring and a margin. */
export const SEAT_ROOM_PX = GRAB_RADIUS_PX + 20;
/** Table kept round the tiles (tiles). */
const MARGIN = 0.6;

export function rotate(p: Pt, turn: number): Pt {
  const c = Math.cos(turn), s = Math.sin(turn);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** The turn that puts `seat` at the bottom: its catapult faces straight up the screen. */
export function seatTurn(game: GameView, seat: number): number {
  const lp = launchPoint(physicsInput(game), seat, game.playerCount());
  return wrapAngle(-Math.PI / 2 - lp.facing);
}

/**
 * The view from `seat`: the board turned so the seat is at the bottom, its catapult horizontally
 * centred with `roomPx` of screen below it, every tile and every point of `keep` (board tiles) in
 * view, at the largest zoom in `zoom` (CSS px per tile) that allows it. A screen taller or wider
 * than the board needs is filled with more table above and to the sides, never below the catapult.
 */
export function seatFrame(game: GameView, seat: number, screen: Screen, zoom: { min: number; max: number }, roomPx = PULL_ROOM_PX, keep: Pt[] = []): SeatFrame {
  const input = physicsInput(game), lp = launchPoint(input, seat, game.playerCount());
  const turn = wrapAngle(-Math.PI / 2 - lp.facing);
  const c = rotate(lp, turn);
  const pts = [...input.tiles.flatMap((t) => [{ x: t.x, y: t.y }, { x: t.x + 1, y: t.y }, { x: t.x, y: t.y + 1 }, { x: t.x + 1, y: t.y + 1 }]), ...keep]
    .map((p) => rotate(p, turn));
  let half = 0, top = c.y;
  for (const p of pts) { half = Math.max(half, Math.abs(p.x - c.x)); top = Math.min(top, p.y); }
  half += MARGIN;
  top -= MARGIN;
  // Tall enough: (catapult − top) tiles at ppt plus the room in px fill the screen's height.
  const fitH = (screen.height - roomPx) / Math.max(0.1, c.y - top);
  const ppt = Math.min(zoom.max, Math.max(zoom.min, Math.min(screen.width / (2 * half), fitH)));
  const width = screen.width / ppt, height = screen.height / ppt, bottom = c.y + roomPx / ppt;
  const centre = rotate({ x: c.x, y: bottom - height / 2 }, -turn);
  return { x: centre.x, y: centre.y, width, height, turn };
}

/** A box of the board (tiles) as a frame at `turn`: the box turned, its size on screen. */
export function boxFrame(b: Box, turn: number): SeatFrame {
  const w = Math.max(1, b.maxX - b.minX), h = Math.max(1, b.maxY - b.minY);
  const cs = Math.abs(Math.cos(turn)), sn = Math.abs(Math.sin(turn));
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2, width: w * cs + h * sn, height: w * sn + h * cs, turn };
}
