// Board art for the Catapult's fair (digest §2.2): yellow fair ground with a striped
// tent and a flagpole. Found by ui/board's painter registry; the base painter names no expansion.
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
    const r = Math.min(0.085, size * 0.6) * px, X = c.x * px, Y = c.y * px;
    // Round tent seen from above: alternating canvas wedges round a pole.
    const wedges = 10;
    for (let i = 0; i < wedges; i++) {
      const a0 = (i / wedges) * Math.PI * 2, a1 = ((i + 1) / wedges) * Math.PI * 2;
      g.moveTo(X, Y).arc(X, Y, r, a0, a1).closePath().fill(i % 2 ? palette.canvas : palette.canvasStripe);
    }
    g.circle(X, Y, r).stroke({ width: px / 110, color: palette.wood });
    g.circle(X, Y, px * 0.012).fill(palette.wood);
    // Flagpole beside the tent with a pennant streaming in a random (fixed per tile) direction.
    const a = random() * Math.PI * 2, fx = X + Math.cos(a) * r * 1.35, fy = Y + Math.sin(a) * r * 1.35;
    g.circle(fx, fy, px * 0.011).fill(palette.wood);
    g.poly([fx, fy, fx + px * 0.075, fy - px * 0.02, fx + px * 0.01, fy - px * 0.045]).fill(palette.canvasStripe)
      .stroke({ width: px / 200, color: palette.wood });
  },
};

export const tilePainters: TilePainter[] = [ground, tent];
