// The round's overviews (camera.ts): the token choice, north up, and a whole shot shown at once,
// from the shooter's side. Like the shot step (seat-view.ts seatFrame) the zoom fits every tile
// and every catapult — disc, rim and a fingertip round it (SEAT_PAD) — with whatever else the view
// is for (the flight). A board can outgrow that: the seats lie LAUNCH_OFFSET beyond the tiles on
// every side, so once the tiles' box and twice that offset span more than the board area at the
// farthest zoom a player may use (MIN_TILE_CSS, 32 px: 780 × 697 px lying at 1180×820 holds 24 ×
// 21 tiles), no view shows every seat. Then the view stays at that zoom and keeps what it is for,
// in order (`keep`): the chooser's catapult, the shot's resting places and the shooter's catapult,
// the fair tile; it centred on the middle of everything before, and cut every seat off. Pure
// geometry, tested in node.
import type { GameView } from '../../../core/index.js';
import { physicsInput } from '../physics-input.js';
import { launchPoint } from '../physics/board-geometry.js';
import type { Pt } from './aim.js';
import { rotate, SEAT_PAD, type SeatFrame, type Screen } from './seat-view.js';

/** Table kept round the tiles (tiles), as in the shot step. */
const MARGIN = 0.6;

/** One thing to keep in view: seats (launch points, with SEAT_PAD round them) and board points. */
export interface Keep { seats?: Pt[]; points?: Pt[] }

/** A point to keep, turned, with a margin round it in tiles and in CSS px. */
interface Need { x: number; y: number; tiles: number; px: number }
type Range = [number, number];

/** Centres (turned tiles, one axis) that keep every need on a screen `half` tiles either side at `ppt` px a tile. */
function centres(needs: Need[], axis: 'x' | 'y', half: number, ppt: number): Range {
  let lo = -Infinity, hi = Infinity;
  for (const n of needs) {
    const m = n.tiles + n.px / ppt;
    lo = Math.max(lo, n[axis] + m - half);
    hi = Math.min(hi, n[axis] - m + half);
  }
  return [lo, hi];
}

/**
 * The board turned by `turn`, at the largest zoom in `zoom` (CSS px a tile) showing every tile,
 * every catapult and `extra` (board points), centred on them. When they do not all fit at the
 * farthest zoom, `keep` comes first, in its order: each entry stays in view as long as it fits with
 * those before it (an entry that does not fit is brought as near as they allow).
 */
export function overviewFrame(game: GameView, turn: number, screen: Screen, zoom: { min: number; max: number }, extra: Pt[], keep: Keep[]): SeatFrame {
  const input = physicsInput(game), n = game.playerCount();
  const at = (p: Pt, tiles: number, px: number): Need => ({ ...rotate(p, turn), tiles, px });
  const needsOf = (k: Keep) => [...(k.seats ?? []).map((p) => at(p, SEAT_PAD.tiles, SEAT_PAD.px)), ...(k.points ?? []).map((p) => at(p, 0.1, 0))];
  const all: Need[] = [
    ...input.tiles.flatMap((t) => [{ x: t.x, y: t.y }, { x: t.x + 1, y: t.y }, { x: t.x, y: t.y + 1 }, { x: t.x + 1, y: t.y + 1 }]).map((p) => at(p, MARGIN, 0)),
    ...Array.from({ length: n }, (_, p) => at(launchPoint(input, p, n), SEAT_PAD.tiles, SEAT_PAD.px)),
    ...extra.map((p) => at(p, 0.1, 0)),
  ];
  // The largest zoom at which everything fits: the span in tiles and the widest px margin on each side.
  const fit = (axis: 'x' | 'y', size: number) => {
    const lo = Math.min(...all.map((q) => q[axis] - q.tiles)), hi = Math.max(...all.map((q) => q[axis] + q.tiles));
    const px = Math.max(...all.map((q) => q.px));
    return { ppt: (size - 2 * px) / Math.max(0.1, hi - lo), mid: (lo + hi) / 2 };
  };
  const fx = fit('x', screen.width), fy = fit('y', screen.height);
  const ppt = Math.min(zoom.max, Math.max(zoom.min, Math.min(fx.ppt, fy.ppt)));
  const place = (axis: 'x' | 'y', half: number, mid: number) => {
    // Narrow the centres that keep each entry in turn; one that no longer fits is brought as near as it can be.
    let range: Range = [-Infinity, Infinity];
    for (const k of keep) {
      const needs = needsOf(k);
      if (!needs.length) continue;
      const [lo, hi] = centres(needs, axis, half, ppt);
      if (lo > hi) { // the entry alone is bigger than the screen: its middle, within what the entries before allow
        const c = Math.min(range[1], Math.max(range[0], (lo + hi) / 2));
        range = [c, c];
        break;
      }
      const inter: Range = [Math.max(range[0], lo), Math.min(range[1], hi)];
      if (inter[0] <= inter[1]) { range = inter; continue; }
      const c = hi < range[0] ? range[0] : range[1];
      range = [c, c];
      break;
    }
    return Math.min(range[1], Math.max(range[0], mid));
  };
  const width = screen.width / ppt, height = screen.height / ppt;
  const centre = rotate({ x: place('x', width / 2, fx.mid), y: place('y', height / 2, fy.mid) }, -turn);
  return { x: centre.x, y: centre.y, width, height, turn };
}
