// Where a shot goes on screen (issue 11.4): the area the camera frames while it flies — the
// catapult, the whole recorded flight and where everything came to rest — and, for a token that
// left the table, the point and side of the table's edge it crossed (the edge marker and the
// result name it). Pure geometry on the recorded trajectories, tested in node.
import type { GameView } from '../../../core/index.js';
import { TABLE_MARGIN, tileBox } from '../geometry.js';
import type { TrajectorySample } from '../physics/types.js';

export type TableSide = 'north' | 'east' | 'south' | 'west';
export interface Box { minX: number; minY: number; maxX: number; maxY: number }
export interface EdgeExit { x: number; y: number; side: TableSide }

/** The table: the tiles' box grown by the margin (digest "Table"); beyond it a token is on the floor. */
export function tableBox(game: GameView): Box {
  const b = tileBox(game);
  return { minX: b.minX - TABLE_MARGIN, minY: b.minY - TABLE_MARGIN, maxX: b.maxX + TABLE_MARGIN, maxY: b.maxY + TABLE_MARGIN };
}

const inside = (b: Box, p: { x: number; y: number }) => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;

/** Where the token's path last crossed the table's edge on its way out, if it ended off the table. */
export function edgeExit(game: GameView, path: readonly TrajectorySample[]): EdgeExit | null {
  const b = tableBox(game);
  if (path.length < 2 || inside(b, path[path.length - 1])) return null;
  let i = path.length - 1;
  while (i > 0 && !inside(b, path[i - 1])) i--;
  if (i === 0) return null; // it never was over the table (launched from outside and stayed out)
  const a = path[i - 1], c = path[i];
  // The first boundary the segment a→c meets, by the fraction along it.
  let best: EdgeExit | null = null, bestK = Infinity;
  const tryEdge = (k: number, side: TableSide) => {
    if (!(k >= 0 && k <= 1) || k >= bestK) return;
    const x = a.x + (c.x - a.x) * k, y = a.y + (c.y - a.y) * k;
    if (x < b.minX - 1e-9 || x > b.maxX + 1e-9 || y < b.minY - 1e-9 || y > b.maxY + 1e-9) return;
    bestK = k;
    best = { x, y, side };
  };
  if (c.y < b.minY) tryEdge((b.minY - a.y) / (c.y - a.y), 'north');
  if (c.y > b.maxY) tryEdge((b.maxY - a.y) / (c.y - a.y), 'south');
  if (c.x < b.minX) tryEdge((b.minX - a.x) / (c.x - a.x), 'west');
  if (c.x > b.maxX) tryEdge((b.maxX - a.x) / (c.x - a.x), 'east');
  return best;
}

/**
 * What to keep in view during a shot: the launch, every recorded pose and the tiles, with a margin;
 * the flight is clipped to just beyond the table's edge (a token flying off far away is followed to
 * the edge, where its marker is, not across the room).
 */
export function flightBox(game: GameView, trajectories: Readonly<Record<string, readonly TrajectorySample[]>>): Box {
  const t = tileBox(game), table = tableBox(game), m = 0.6;
  const box = { minX: t.minX, minY: t.minY, maxX: t.maxX, maxY: t.maxY };
  for (const path of Object.values(trajectories)) {
    for (const p of path) {
      const x = Math.min(table.maxX + m, Math.max(table.minX - m, p.x)), y = Math.min(table.maxY + m, Math.max(table.minY - m, p.y));
      box.minX = Math.min(box.minX, x); box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y); box.maxY = Math.max(box.maxY, y);
    }
  }
  return { minX: box.minX - m, minY: box.minY - m, maxX: box.maxX + m, maxY: box.maxY + m };
}
