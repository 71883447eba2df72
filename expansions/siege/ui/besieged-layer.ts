// Every tile of a besieged city under siege on the board, not only the siege tile with its camp
// (ExpansionUi.boardLayers): the city's part of each tile washed dark red, and a dashed siege
// line along its walls — a mark that reads without colour too. Drawn over the tiles and under
// the meeples, from the game alone (which city parts belong to a besieged city).
import type { GameView } from '../../../core/index.js';
import type { BoardLayer, BoardLayerContext, Pen, Pt } from '../../../ui/expansion-api.js';
import { isBesiegedRoot } from '../index.js';

/** Each piece of a besieged city: placed-tile index and feature index on that tile. */
export function besiegedParts(game: GameView): { tile: number; feature: number }[] {
  const { nodes, board } = game.state, out: { tile: number; feature: number }[] = [];
  nodes.forEach((n, id) => {
    if (n.kind === 'city' && isBesiegedRoot(game, id)) out.push({ tile: n.tile, feature: id - board[n.tile].nodeBase });
  });
  return out;
}

const WASH = 0x8e1b14, LINE = 0xe0452f, LINE_DARK = 0x2a0906;

export const besiegedLayer: BoardLayer = {
  id: 'siege/besieged',
  place: 'under-followers',
  key: (game) => besiegedParts(game).map((p) => `${p.tile}.${p.feature}`).join(','),
  draw(ctx: BoardLayerContext) {
    const { g, px } = ctx;
    for (const part of besiegedParts(ctx.game)) {
      const f = ctx.feature(part.tile, part.feature);
      for (const s of f.region) {
        g.poly(s.outer.flatMap((p) => [p.x * px, p.y * px])).fill({ color: WASH, alpha: 0.36 });
        if (s.holes.length) {
          for (const h of s.holes) g.poly(h.flatMap((p) => [p.x * px, p.y * px]));
          g.cut();
        }
      }
      for (const wall of f.walls) {
        dashes(g, wall, px, px * 0.075, px * 0.045, px * 0.06, LINE_DARK, 0.85);
        dashes(g, wall, px, px * 0.075, px * 0.045, px * 0.032, LINE, 1);
      }
    }
  },
};

/** Strokes a polyline (world units) as dashes `on` long with gaps `off` (pixels). */
function dashes(g: Pen, line: Pt[], px: number, on: number, off: number, width: number, color: number, alpha: number): void {
  let drawing = true, left = on;
  for (let i = 1; i < line.length; i++) {
    let ax = line[i - 1].x * px, ay = line[i - 1].y * px;
    const bx = line[i].x * px, by = line[i].y * px;
    let seg = Math.hypot(bx - ax, by - ay);
    const ux = seg ? (bx - ax) / seg : 0, uy = seg ? (by - ay) / seg : 0;
    while (seg > 0) {
      const step = Math.min(seg, left);
      const cx = ax + ux * step, cy = ay + uy * step;
      if (drawing) g.moveTo(ax, ay).lineTo(cx, cy);
      ax = cx; ay = cy; seg -= step; left -= step;
      if (left <= 1e-6) { drawing = !drawing; left = drawing ? on : off; }
    }
  }
  g.stroke({ width, color, alpha });
}
