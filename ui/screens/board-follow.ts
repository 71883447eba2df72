// How the game screen moves the camera for the player, so the play stays in view: at the start
// of each turn (the middle of the board, the last tile kept on screen, and every tile fitted in
// when the board has outgrown the view), the tile just placed, and a square just chosen.
import type { PlacedTile } from '../../core/index.js';
import type { BoardView } from '../board/index.js';

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

/** Centres on (x, y) only if that point is within one tile of the board area's edge. */
export function ensureVisible(board: BoardView, host: HTMLElement, x: number, y: number): void {
  const p = board.worldToClient(x, y), q = board.worldToClient(x + 1, y);
  const margin = Math.abs(q.x - p.x), r = host.getBoundingClientRect();
  if (p.x < r.left + margin || p.x > r.right - margin || p.y < r.top + margin || p.y > r.bottom - margin) board.centerOn(x, y, true);
}

/**
 * At the start of each turn, bring the play into view for the player who was just handed the
 * tablet: when the board no longer fits at this zoom, zoom out until every tile does (never below
 * the readable minimum); otherwise the middle of the board, moved only as far as needed to keep
 * the last tile placed (and a ring of squares around it) on screen.
 */
export function startOfTurnView(board: BoardView, host: HTMLElement, tiles: readonly PlacedTile[]): void {
  if (!tiles.length) return;
  if (!board.fitsAtThisZoom()) { board.fitAll(true); return; }
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const t of tiles) {
    minX = Math.min(minX, t.x); maxX = Math.max(maxX, t.x); minY = Math.min(minY, t.y); maxY = Math.max(maxY, t.y);
  }
  const px = board.tileCss || 1;
  const rect = host.getBoundingClientRect();
  const last = tiles[tiles.length - 1];
  const keep = (mid: number, at: number, half: number) => {
    const slack = Math.max(0, half - 1.5);
    return Math.min(at + slack, Math.max(at - slack, mid));
  };
  board.centerOn(
    keep((minX + maxX + 1) / 2, last.x + 0.5, rect.width / px / 2),
    keep((minY + maxY + 1) / 2, last.y + 0.5, rect.height / px / 2),
    true,
  );
}
