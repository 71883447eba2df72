// Board art for the Catapult's fair (digest §2.2): yellow fair ground with a striped
// tent, a flag and a ring of bunting, big enough to read at the normal zoom. Found by ui/board's
// painter registry; the base painter names no expansion.
import type { PaintContext, TilePainter } from '../../../ui/expansion-api.js';

const ground: TilePainter = {
  id: 'catapult/fair-ground',
  kind: 'fair',
  layer: 'ground',
  paint({ g, feature, palette, flat, smooth }: PaintContext) {
    for (const s of feature.region) {
      g.poly(flat(smooth(s.outer))).fill(palette.fair).stroke({ width: 2, color: palette.fairRim, alignment: 1 });
      if (s.holes.length) {
        for (const h of s.holes) g.poly(flat(smooth(h)));
        g.cut();
      }
    }
  },
};

const tent: TilePainter = {
  id: 'catapult/fair-tent',
  kind: 'fair',
  layer: 'decor',
  paint({ g, feature, px, palette, random }: PaintContext) {
    const c = feature.center ?? feature.anchor, size = feature.size ?? 0.12;
    // Big enough to read at the normal zoom (a tile ≈ 112 CSS px): the tent fills most of the
    // yellow ground and a ring of bunting marks its edge, so the fair never reads as a dot.
    const R = size * px, r = R * 0.62, X = c.x * px, Y = c.y * px;
    bunting(g, X, Y, R * 0.9, px, palette, random() * Math.PI);
    // Round tent seen from above: alternating canvas wedges round a pole, a dark seam at the rim.
    const wedges = 8;
    for (let i = 0; i < wedges; i++) {
      const a0 = (i / wedges) * Math.PI * 2, a1 = ((i + 1) / wedges) * Math.PI * 2;
      g.moveTo(X, Y).arc(X, Y, r, a0, a1).closePath().fill(i % 2 ? palette.canvas : palette.canvasStripe);
    }
    g.circle(X, Y, r).stroke({ width: px / 70, color: palette.wood });
    g.circle(X, Y, r * 0.2).fill(palette.canvasStripe).stroke({ width: px / 150, color: palette.wood });
    // The flag on top of the pole, streaming in a direction fixed per tile.
    const a = random() * Math.PI * 2, fx = X + Math.cos(a) * r * 0.15, fy = Y + Math.sin(a) * r * 0.15;
    const ux = Math.cos(a), uy = Math.sin(a), vx = -uy, vy = ux, L = r * 0.85, W = r * 0.4;
    g.poly([fx, fy, fx + ux * L + vx * W * 0.3, fy + uy * L + vy * W * 0.3, fx + vx * W, fy + vy * W])
      .fill(palette.canvasStripe).stroke({ width: px / 160, color: palette.wood });
  },
};

/** A ring of little pennants on a line round the fair ground, red and white in turn. */
function bunting(g: PaintContext['g'], X: number, Y: number, R: number, px: number, palette: PaintContext['palette'], turn: number): void {
  g.circle(X, Y, R).stroke({ width: px / 180, color: palette.wood });
  const flags = Math.max(8, Math.round((2 * Math.PI * R) / (px * 0.05)));
  for (let i = 0; i < flags; i++) {
    const a = turn + (i / flags) * Math.PI * 2, b = a + (Math.PI * 2) / flags * 0.7;
    const p = [X + Math.cos(a) * R, Y + Math.sin(a) * R], q = [X + Math.cos(b) * R, Y + Math.sin(b) * R];
    const m = (a + b) / 2, tip = [X + Math.cos(m) * (R - px * 0.03), Y + Math.sin(m) * (R - px * 0.03)];
    g.poly([...p, ...q, ...tip]).fill(i % 2 ? palette.canvas : palette.canvasStripe);
  }
}

export const tilePainters: TilePainter[] = [ground, tent];
