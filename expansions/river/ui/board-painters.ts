// The river on the generated tile art, on the board and in the tile preview alike: blue water
// with a glint of shallows, in place of the plain ground patch the geometry gives a kind it does
// not know (a disc at the middle with a strip to each river edge).
import type { PaintContext, TilePainter } from '../../../ui/expansion-api.js';

const WATER = 0x3f7fbf, SHALLOW = 0x8fc3e8, BANK = 0x2d5e8f;

const water: TilePainter = {
  id: 'river/water',
  kind: 'river',
  layer: 'ground',
  paint({ g, px, feature, flat, smooth }: PaintContext) {
    for (const s of feature.region) {
      g.poly(flat(smooth(s.outer))).fill(WATER).stroke({ width: px / 70, color: BANK });
      if (s.holes.length) {
        for (const h of s.holes) g.poly(flat(smooth(h)));
        g.cut();
      }
    }
    // A glint of shallow water at its middle (the spring and the lake are a pool there).
    const c = feature.center ?? feature.anchor;
    g.circle(c.x * px - px * 0.03, c.y * px - px * 0.03, px * 0.045).fill({ color: SHALLOW, alpha: 0.7 });
  },
};

export const tilePainters: TilePainter[] = [water];
