// Inns & Cathedrals on the generated tile art, on the board and in the tile preview alike
// (docs/contract.md#board-painters). Both are drawn from the definition: an inn wherever a road
// carries the `inn` prop — a small lake in the meadow beside the road with the inn on its shore —
// and a cathedral in every city feature with the `cathedral` prop.
import type { PaintContext, Pt, TilePainter } from '../../../ui/expansion-api.js';

const WATER = 0x4b8cc8, SHORE = 0x2f6396, SLATE = 0x5d6b7a, SLATE_DARK = 0x3b4550, STONE = 0xe4dccb;

/** The point a fraction `t` along a polyline, with the unit direction of the line there. */
function along(path: Pt[], t: number): { at: Pt; dir: Pt } {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p.x - path[i].x, p.y - path[i].y));
  let rest = t * lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lengths.length; i++) {
    if (rest <= lengths[i] || i === lengths.length - 1) {
      const a = path[i], b = path[i + 1], l = lengths[i] || 1, k = Math.min(1, rest / l);
      return { at: { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k }, dir: { x: (b.x - a.x) / l, y: (b.y - a.y) / l } };
    }
    rest -= lengths[i];
  }
  return { at: path[0], dir: { x: 1, y: 0 } };
}

/** Where the inn goes: in a meadow beside the road's centre line, clear of every follower spot. */
export function innSpot({ tile, feature }: PaintContext): { lake: Pt; house: Pt } | null {
  const meadow = (p: Pt) => p.x > 0.1 && p.y > 0.1 && p.x < 0.9 && p.y < 0.9 && tile.features[tile.ownerAt(p)]?.role === 'field';
  const clear = (p: Pt, d: number) => tile.features.every((f) => Math.hypot(f.anchor.x - p.x, f.anchor.y - p.y) >= d);
  for (const path of feature.paths.filter((p) => p.length >= 2)) {
    for (const t of [0.5, 0.35, 0.65, 0.2, 0.8]) {
      const { at: c, dir } = along(path, t);
      for (const side of [1, -1]) {
        const n = { x: -dir.y * side, y: dir.x * side };
        for (const d of [0.22, 0.26, 0.19, 0.3]) {
          const lake = { x: c.x + n.x * d, y: c.y + n.y * d };
          // The inn stands between the lake and the road, on the shore.
          const house = { x: c.x + n.x * (d - 0.11) + dir.x * 0.07, y: c.y + n.y * (d - 0.11) + dir.y * 0.07 };
          if (meadow(lake) && meadow(house) && clear(lake, 0.15) && clear(house, 0.1)) return { lake, house };
        }
      }
    }
  }
  return null;
}

const inn: TilePainter = {
  id: 'inns/inn',
  prop: 'inn',
  layer: 'decor',
  paint(ctx: PaintContext) {
    const spot = innSpot(ctx);
    if (!spot) return;
    const { g, px, palette, random } = ctx;
    const X = spot.lake.x * px, Y = spot.lake.y * px, r = px * 0.085;
    // The lake: a lobed pool, a lighter glint.
    const ring: number[] = [];
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2, w = r * (0.85 + random() * 0.3);
      ring.push(X + Math.cos(a) * w * 1.25, Y + Math.sin(a) * w);
    }
    g.poly(ring).fill(WATER).stroke({ width: px / 80, color: SHORE });
    g.circle(X - r * 0.35, Y - r * 0.3, r * 0.28).fill({ color: 0xbfe0f5, alpha: 0.7 });
    // The inn: a plastered house under a red roof with a hanging sign.
    const hx = spot.house.x * px, hy = spot.house.y * px, s = px * 0.055;
    g.rect(hx - s, hy - s * 0.7, s * 2, s * 1.4).fill(palette.plaster).stroke({ width: px / 110, color: palette.wood });
    g.poly([hx - s * 1.2, hy - s * 0.6, hx, hy - s * 1.5, hx + s * 1.2, hy - s * 0.6]).fill(palette.roof).stroke({ width: px / 110, color: palette.roofDark });
    g.rect(hx - s * 0.25, hy + s * 0.05, s * 0.5, s * 0.65).fill(palette.gate);
    g.circle(hx + s * 1.35, hy - s * 0.1, s * 0.32).fill(0xd9a13b).stroke({ width: px / 150, color: palette.wood });
  },
};

const cathedral: TilePainter = {
  id: 'inns/cathedral',
  prop: 'cathedral',
  layer: 'decor',
  paint({ g, px, feature, palette }: PaintContext) {
    // A cruciform church seen from above on its paved square, just north of the city's follower
    // spot: nave west–east under a slate roof, transept, a round apse east, two towers at the west
    // front, a gold cross on the crossing.
    const c = feature.anchor, X = c.x * px, Y = (c.y - 0.2) * px, u = px * 0.05;
    const rect = (x: number, y: number, w: number, h: number) => g.rect(X + x * u, Y + y * u, w * u, h * u);
    const line = { width: px / 90, color: SLATE_DARK };
    g.circle(X, Y, u * 4.6).fill({ color: palette.plaster, alpha: 0.9 }).stroke({ width: px / 120, color: palette.wall });
    g.circle(X + 2.9 * u, Y, u * 1.1).fill(STONE).stroke(line);
    rect(-3, -1.1, 6, 2.2).fill(STONE).stroke(line);
    rect(0.3, -2.9, 2, 5.8).fill(STONE).stroke(line);
    rect(-3, -0.45, 6, 0.9).fill(SLATE);
    rect(0.85, -2.9, 0.9, 5.8).fill(SLATE);
    for (const dy of [-1.55, 0.35]) rect(-4.2, dy, 1.5, 1.2).fill(SLATE).stroke(line);
    rect(1.2, -0.9, 0.2, 1.8).fill(0xf2c230);
    rect(0.8, -0.35, 1, 0.2).fill(0xf2c230);
  },
};

export const tilePainters: TilePainter[] = [inn, cathedral];
