// Board art for a besieged city (Besiegers / Cathars / Siege): a siege camp — tents and a
// trebuchet, big enough to read at the normal zoom — in the field in front of the city wall.
// A Cathars tile carries its own mark instead of the trebuchet: the Occitan cross on a shield in
// the city, so the table tells the two boxes apart. Found by ui/board's registry.
import type { PaintContext, Pt, TilePainter } from '../../../ui/expansion-api.js';

const camp: TilePainter = {
  id: 'siege/camp',
  prop: 'besieged',
  layer: 'decor',
  paint({ g, px, tile, feature, palette }: PaintContext) {
    const spots = campSpots(tile, feature);
    const cathars = tile.id.startsWith('cathars/');
    spots.forEach((s, i) => {
      const X = s.p.x * px, Y = s.p.y * px, a = Math.atan2(s.out.y, s.out.x);
      if (i % 2 === 0 && !cathars) trebuchet(g, X, Y, a, px, palette.wood);
      else tentAt(g, X, Y, a, px, palette.canvas, palette.wood);
    });
    if (cathars) catharMark(g, tile, feature, px);
  },
};

/** Places on the field side of the walls, clear of every follower spot. */
function campSpots(tile: PaintContext['tile'], city: PaintContext['feature']): { p: Pt; out: Pt }[] {
  const out: { p: Pt; out: Pt }[] = [];
  const fieldOwner = (p: Pt) => tile.features[tile.ownerAt(p)]?.role === 'field';
  for (const wall of city.walls) {
    for (const t of [0.5, 0.25, 0.75]) {
      const i = Math.max(1, Math.min(wall.length - 2, Math.round(t * (wall.length - 1))));
      const a = wall[i - 1], b = wall[i + 1], w = wall[i];
      let n = { x: b.y - a.y, y: -(b.x - a.x) };
      const l = Math.hypot(n.x, n.y) || 1;
      n = { x: n.x / l, y: n.y / l };
      // The field side is the one the city does not own.
      if (tile.ownerAt({ x: w.x + n.x * 0.03, y: w.y + n.y * 0.03 }) === city.index) n = { x: -n.x, y: -n.y };
      for (const d of [0.1, 0.13, 0.16]) {
        const p = { x: w.x + n.x * d, y: w.y + n.y * d };
        if (p.x < 0.06 || p.y < 0.06 || p.x > 0.94 || p.y > 0.94 || !fieldOwner(p)) continue;
        if (tile.features.some((f) => Math.hypot(f.anchor.x - p.x, f.anchor.y - p.y) < 0.1)) continue;
        if (out.some((o) => Math.hypot(o.p.x - p.x, o.p.y - p.y) < 0.13)) continue;
        out.push({ p, out: n });
        break;
      }
      if (out.length >= 3) return out;
    }
  }
  return out;
}

function trebuchet(g: PaintContext['g'], X: number, Y: number, a: number, px: number, wood: number): void {
  // Seen from above: a timber frame facing the wall, the throwing arm across it, a stone
  // counterweight at the back.
  const ux = -Math.cos(a), uy = -Math.sin(a), vx = -uy, vy = ux, s = px * 0.065;
  const corner = (p: number, q: number) => [X + ux * s * p + vx * s * q, Y + uy * s * p + vy * s * q];
  g.poly([...corner(-1, 0.8), ...corner(1, 0.8), ...corner(1, -0.8), ...corner(-1, -0.8)]).stroke({ width: px / 45, color: wood });
  g.moveTo(...(corner(-1.7, 0) as [number, number])).lineTo(...(corner(2.2, 0) as [number, number])).stroke({ width: px / 40, color: wood });
  for (const [p, q] of [[-1, 1], [1, 1], [-1, -1], [1, -1]]) {
    const [wx, wy] = corner(p * 0.7, q * 1.05);
    g.circle(wx, wy, s * 0.28).fill(wood);
  }
  const [cx, cy] = corner(-1.7, 0);
  g.rect(cx - s * 0.55, cy - s * 0.55, s * 1.1, s * 1.1).fill(0x5b5b5b).stroke({ width: px / 160, color: 0x2e2e2e });
}

function tentAt(g: PaintContext['g'], X: number, Y: number, a: number, px: number, canvas: number, wood: number): void {
  // A ridge tent: canvas with a red stripe along the ridge.
  const ux = Math.cos(a), uy = Math.sin(a), vx = -uy, vy = ux, l = px * 0.075, w = px * 0.058;
  const at = (p: number, q: number) => [X + ux * l * p + vx * w * q, Y + uy * l * p + vy * w * q];
  g.poly([...at(1, 1), ...at(1, -1), ...at(-1, -1), ...at(-1, 1)]).fill(canvas).stroke({ width: px / 100, color: wood });
  g.poly([...at(1, 0.22), ...at(1, -0.22), ...at(-1, -0.22), ...at(-1, 0.22)]).fill(0xa83232);
}

/** The Cathars' mark: a gold Occitan cross (arms ending in three balls) on a red shield, in the city clear of the follower spot. */
function catharMark(g: PaintContext['g'], tile: PaintContext['tile'], city: PaintContext['feature'], px: number): void {
  const offsets = [[0.15, 0.12], [-0.15, 0.12], [0.15, -0.12], [-0.15, -0.12], [0, 0.17], [0.17, 0], [-0.17, 0], [0, -0.17]];
  const at = offsets.map(([dx, dy]) => ({ x: city.anchor.x + dx, y: city.anchor.y + dy }))
    .find((p) => p.x > 0.1 && p.y > 0.1 && p.x < 0.9 && p.y < 0.9 && tile.ownerAt(p) === city.index);
  if (!at) return;
  const X = at.x * px, Y = at.y * px, r = px * 0.085, gold = 0xf2c230, dark = 0x3a1206;
  g.poly([X - r, Y - r, X + r, Y - r, X + r, Y + r * 0.2, X, Y + r * 1.25, X - r, Y + r * 0.2]).fill(0xb3141c).stroke({ width: px / 90, color: dark });
  const k = r * 0.62, t = r * 0.18;
  for (const [ux, uy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    g.poly([X - uy * t, Y + ux * t, X + ux * k - uy * t * 1.6, Y + uy * k + ux * t * 1.6, X + ux * k + uy * t * 1.6, Y + uy * k - ux * t * 1.6, X + uy * t, Y - ux * t]).fill(gold);
    for (const side of [-1, 0, 1]) g.circle(X + ux * (k + t * 0.5) + uy * side * t * 1.6 * (side ? 1 : 0), Y + uy * (k + t * 0.5) - ux * side * t * 1.6 * (side ? 1 : 0) + (side === 0 ? 0 : 0), t * 0.45).fill(gold);
  }
  g.circle(X, Y, t * 0.9).fill(gold);
}

export const tilePainters: TilePainter[] = [camp];
