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

/** Round a catapult kept in view (a seat not at the bottom): its disc, arm and rim (tiles) and a fingertip (CSS px). */
export const SEAT_PAD = { tiles: 0.5, px: 22 };

/** What must stay in view besides the seat at the bottom: other seats (launch points) and board points (the fair tile's corners). */
export interface FrameKeep { seats?: Pt[]; points?: Pt[] }

/** A point to keep on screen, turned, with a margin round it in tiles and in CSS px. */
interface Need { x: number; y: number; tiles: number; px: number }

/**
 * The largest zoom (CSS px per tile) at which every need fits on `screen` with the catapult `c`
 * (turned) horizontally centred and `roomPx` above the bottom edge; 0 when some need never fits.
 */
function fitZoom(needs: Need[], c: Pt, screen: Screen, roomPx: number): number {
  let s = Infinity;
  const limit = (extent: number, px: number, room: number) => {
    if (extent > 1e-9) s = Math.min(s, Math.max(0, (room - px) / extent));
    else if (px > room) s = 0;
  };
  for (const n of needs) {
    limit(Math.abs(n.x - c.x) + n.tiles, n.px, screen.width / 2);
    limit(c.y - n.y + n.tiles, n.px, screen.height - roomPx);
    limit(n.y - c.y + n.tiles, n.px, roomPx);
  }
  return s;
}

/**
 * The view from `seat`: the board turned so the seat is at the bottom, its catapult horizontally
 * centred with `roomPx` of screen below it, at the largest zoom in `zoom` (CSS px per tile) that
 * shows every tile and every other catapult, and `keep` (seats with their catapult and a finger's
 * margin, board points). A screen taller or wider than that needs is filled with more table above
 * and to the sides, never below the catapult. The screen is the board area a player sees (the
 * canvas lies below the rail and beside or above the panel). When not everything fits at the
 * farthest zoom, `keep` comes first: the view stays at the farthest zoom, and if `keep` still does
 * not fit the room below the catapult shrinks, down to the grab ring's (SEAT_ROOM_PX) — the
 * slider sets the rest of a pull.
 */
export function seatFrame(game: GameView, seat: number, screen: Screen, zoom: { min: number; max: number }, roomPx = PULL_ROOM_PX, keep: FrameKeep = {}): SeatFrame {
  const input = physicsInput(game), n = game.playerCount(), lp = launchPoint(input, seat, n);
  const turn = wrapAngle(-Math.PI / 2 - lp.facing);
  const c = rotate(lp, turn);
  const at = (p: Pt, tiles: number, px: number): Need => ({ ...rotate(p, turn), tiles, px });
  const seatNeed = (p: Pt) => at(p, SEAT_PAD.tiles, SEAT_PAD.px);
  const must = [...(keep.seats ?? []).map(seatNeed), ...(keep.points ?? []).map((p) => at(p, 0.1, 0))];
  const tiles = input.tiles.flatMap((t) => [{ x: t.x, y: t.y }, { x: t.x + 1, y: t.y }, { x: t.x, y: t.y + 1 }, { x: t.x + 1, y: t.y + 1 }])
    .map((p) => at(p, MARGIN, 0));
  const others: Need[] = [];
  for (let p = 0; p < n; p++) if (p !== seat) others.push(seatNeed(launchPoint(input, p, n)));
  let room = roomPx, ppt = fitZoom([...tiles, ...others, ...must], c, screen, room);
  if (ppt < zoom.min) {
    ppt = zoom.min;
    // What must be seen does not fit with the whole room either: the room gives way, down to the grab ring's.
    if (fitZoom(must, c, screen, room) < zoom.min) {
      let most = roomPx;
      for (const m of must) most = Math.min(most, screen.height - m.px - (c.y - m.y + m.tiles) * zoom.min);
      room = Math.max(Math.min(SEAT_ROOM_PX, roomPx), Math.min(roomPx, most));
    }
  }
  ppt = Math.min(zoom.max, ppt);
  const width = screen.width / ppt, height = screen.height / ppt, bottom = c.y + room / ppt;
  const centre = rotate({ x: c.x, y: bottom - height / 2 }, -turn);
  return { x: centre.x, y: centre.y, width, height, turn };
}
