// Where the start-of-turn view looks and how close (board-follow.ts startOfTurnView), as pure
// geometry on the board area's size, tested in node. The squares the drawn tile may go to come
// first: all of them in view when that leaves a square big enough for a finger (TOUCH_PX),
// otherwise as many as fit, nearest the last tile first. Within that: the middle of the board,
// moved only as far as needed to keep the last tile (and a ring of squares round it) on screen.
// The view zooms out from the player's own zoom for the board or the squares, never closer than
// that zoom, and never below a tappable square on its own (a player who zoomed out further keeps
// their zoom; a far view the app showed for a moment, a catapult round's, does not count).

/**
 * The least size, in CSS px, of something a finger taps: the touch-target size of Apple's and
 * Google's guides.
 */
export const TOUCH_PX = 44;
/** Screen kept between a square and the board area's edge (CSS px). */
const EDGE_PX = 12;

export interface Cell { x: number; y: number }
export interface TurnViewInput {
  /** The placed tiles, the last placed last. */
  tiles: readonly Cell[];
  /** The squares the drawn tile may go to (none: a computer's turn, a module's phase). */
  squares: readonly Cell[];
  /** The board area, CSS px. */
  width: number;
  height: number;
  /** CSS px a tile at the player's zoom (BoardView.chosenTileCss): the view comes no closer. */
  tileCss: number;
}
/** The board point (tiles) at the middle of the board area, and CSS px a tile. */
export interface TurnView { x: number; y: number; tileCss: number; squaresShown: number }

interface Extent { lo: number; hi: number }

const extent = (cells: readonly Cell[], axis: 'x' | 'y'): Extent => ({
  lo: Math.min(...cells.map((c) => c[axis])), hi: Math.max(...cells.map((c) => c[axis])) + 1,
});

export function turnView(v: TurnViewInput): TurnView | null {
  if (!v.tiles.length || v.width <= 0 || v.height <= 0) return null;
  const bx = extent(v.tiles, 'x'), by = extent(v.tiles, 'y');
  // The zoom: the player's, unless the board (with half a tile round it) or the squares need less.
  let px = Math.min(v.tileCss, v.width / (bx.hi - bx.lo + 1), v.height / (by.hi - by.lo + 1));
  if (v.squares.length) {
    const sx = extent(v.squares, 'x'), sy = extent(v.squares, 'y');
    px = Math.min(px, (v.width - 2 * EDGE_PX) / (sx.hi - sx.lo), (v.height - 2 * EDGE_PX) / (sy.hi - sy.lo));
  }
  px = Math.max(px, Math.min(v.tileCss, TOUCH_PX));
  const last = v.tiles[v.tiles.length - 1];
  const kept = nearestThatFit(v.squares, last, (v.width - 2 * EDGE_PX) / px, (v.height - 2 * EDGE_PX) / px);
  const keepAxis = (board: Extent, at: number, size: number, squares: Extent | null) => {
    const half = size / px / 2, slack = Math.max(0, half - 1.5);
    let c = Math.min(at + 0.5 + slack, Math.max(at + 0.5 - slack, (board.lo + board.hi) / 2));
    if (squares) {
      const m = EDGE_PX / px;
      c = Math.min(squares.lo + half - m, Math.max(squares.hi - half + m, c));
    }
    return c;
  };
  return {
    x: keepAxis(bx, last.x, v.width, kept.length ? extent(kept, 'x') : null),
    y: keepAxis(by, last.y, v.height, kept.length ? extent(kept, 'y') : null),
    tileCss: px,
    squaresShown: kept.length,
  };
}

/** The squares nearest `last` (centre to centre) whose box stays within w × h tiles, nearest first. */
function nearestThatFit(squares: readonly Cell[], last: Cell, w: number, h: number): Cell[] {
  const d = (c: Cell) => Math.hypot(c.x - last.x, c.y - last.y);
  const byDistance = [...squares].sort((a, b) => d(a) - d(b) || a.y - b.y || a.x - b.x);
  const kept: Cell[] = [];
  type Box = { minX: number; minY: number; maxX: number; maxY: number };
  let box: Box | null = null;
  for (const c of byDistance) {
    const next: Box = box ? { minX: Math.min(box.minX, c.x), minY: Math.min(box.minY, c.y), maxX: Math.max(box.maxX, c.x), maxY: Math.max(box.maxY, c.y) }
      : { minX: c.x, minY: c.y, maxX: c.x, maxY: c.y };
    if (next.maxX + 1 - next.minX > w + 1e-9 || next.maxY + 1 - next.minY > h + 1e-9) continue;
    box = next;
    kept.push(c);
  }
  return kept;
}
