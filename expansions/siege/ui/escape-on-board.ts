// The escape on the board (issue 11.8): tapping the knight that should escape picks it, and the
// escape is shown as the knight walking out of the besieged city over the cloister that opens the
// way, off the table to its owner's supply. Pure geometry, tested in node.
import type { GameView } from '../../../core/index.js';
import type { EscapeOption } from './escape-options.js';

export interface Pt { x: number; y: number }

/** A tap this close (tiles) to a follower that can escape picks it. */
export const PICK_RADIUS = 0.45;
/** How long the walk out takes (ms). */
export const ESCAPE_MS = 1100;

/** The escape whose knight stands nearest the tapped world point, within PICK_RADIUS; null if none. */
export function pickEscape(game: GameView, options: readonly EscapeOption[], at: Pt): EscapeOption | null {
  let best: EscapeOption | null = null, bestD = PICK_RADIUS;
  for (const o of options) {
    const p = game.followerPosition(o.follower), d = Math.hypot(p.x - at.x, p.y - at.y);
    if (d < bestD) { bestD = d; best = o; }
  }
  return best;
}

/** The walk: from the knight's spot to the nearest opening cloister's middle, then a tile further on. */
export function escapePath(game: GameView, o: EscapeOption): Pt[] {
  const from = game.followerPosition(o.follower);
  const via = o.cloisters
    .map((c) => ({ x: c.x + 0.5, y: c.y + 0.5 }))
    .sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y))[0];
  if (!via) return [from];
  const dx = via.x - from.x, dy = via.y - from.y, d = Math.hypot(dx, dy) || 1;
  return [from, via, { x: via.x + dx / d, y: via.y + dy / d }];
}

/** Where the walking knight is at `k` (0..1) along the path, eased in and out. */
export function escapePose(path: readonly Pt[], k: number): Pt {
  if (path.length === 1) return path[0];
  const e = k <= 0 ? 0 : k >= 1 ? 1 : k * k * (3 - 2 * k);
  const lens = path.slice(1).map((p, i) => Math.hypot(p.x - path[i].x, p.y - path[i].y));
  let left = e * lens.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lens.length; i++) {
    if (left <= lens[i] || i === lens.length - 1) {
      const f = lens[i] > 0 ? Math.min(1, left / lens[i]) : 1;
      return { x: path[i].x + (path[i + 1].x - path[i].x) * f, y: path[i].y + (path[i + 1].y - path[i].y) * f };
    }
    left -= lens[i];
  }
  return path[path.length - 1];
}
