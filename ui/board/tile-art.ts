// Paints one tile type from its geometry (docs/architecture.md: no pictures). Drawn once per tile type into
// the atlas, unrotated; board sprites rotate it. Layers: grass, hedges, ground patches, roads,
// villages, cities (houses, walls, gates, pennants), cloisters, then expansion decor.
import type { Graphics } from 'pixi.js';
import { nextFloat, seedRng, type TileDef } from '../../core/index.js';
import { TILE_PALETTE as C } from '../theme/tile-palette.js';
import { type FeatureGeometry, type Pt, type Region, ROAD_HALF, inRegion, smoothRing, tileGeometry } from './geometry/index.js';
import { type PaintContext, PainterFailure, paintersFor, reportPainterFailure, runPainter } from './painters.js';

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Deterministic decoration noise (same art for the same tile every time), from the engine's PRNG. */
export function seeded(seed: number): () => number {
  const state = seedRng(seed);
  return () => nextFloat(state);
}

/**
 * Paints the tile. A module painter that throws must not take the board down: the tile is painted
 * again from scratch without module painters (plain generated art) and the failure is logged with
 * the module, the painter and the tile.
 */
export function paintTile(g: Graphics, def: TileDef, px: number, bleed = 0): void {
  try {
    paintLayers(g, def, px, bleed, true);
  } catch (e) {
    if (!(e instanceof PainterFailure)) throw e;
    reportPainterFailure(e);
    g.clear();
    paintLayers(g, def, px, bleed, false);
  }
}

function paintLayers(g: Graphics, def: TileDef, px: number, bleed: number, withPainters: boolean): void {
  const tile = tileGeometry(def);
  const flat = (pts: Pt[]) => pts.flatMap((p) => [p.x * px, p.y * px]);
  const fillRegion = (region: Region, color: number, alpha = 1) => {
    for (const s of region) {
      g.poly(flat(s.outer)).fill({ color, alpha });
      if (s.holes.length) {
        for (const h of s.holes) g.poly(flat(h));
        g.cut();
      }
    }
  };
  const ctx = (feature: FeatureGeometry): PaintContext => ({
    g, px, tile, feature, palette: C, random: seeded(hashString(`${def.id}#${feature.index}`)), flat, fillRegion,
    smooth: (ring) => smoothRing(ring, 2),
  });
  const rnd = seeded(hashString(def.id));
  const F = (r: string) => tile.features.filter((f) => f.role === r);

  g.rect(-bleed, -bleed, px + 2 * bleed, px + 2 * bleed).fill(C.grass);
  for (let i = 0; i < 70; i++) {
    const x = rnd() * px, y = rnd() * px, l = (0.015 + rnd() * 0.02) * px;
    g.moveTo(x, y).lineTo(x + l * 0.3, y - l).stroke({ width: px / 160, color: rnd() < 0.5 ? C.grassDark : C.grassLight });
  }
  for (const h of tile.hedges) g.circle(h.x * px, h.y * px, px * 0.022).fill(C.bush).circle(h.x * px - px * 0.006, h.y * px - px * 0.006, px * 0.01).fill(C.bushLight);

  for (const f of F('ground')) {
    const own = withPainters ? paintersFor(f, 'ground') : [];
    if (own.length) for (const p of own) runPainter(p, ctx(f), def.id);
    else fillRegion(f.region, C.ground);
  }
  for (const f of F('road')) for (const p of f.paths) strokePath(g, flat(p), px, isClosed(p));
  for (const j of tile.junctions) house(g, j.center, j.half, px);
  for (const f of F('city')) paintCity(g, f, px, tile.gates, seeded(hashString(`${def.id}@${f.index}`)), fillRegion, flat);
  for (const f of F('cloister')) cloister(g, f.center!, f.size!, px);
  if (withPainters) for (const f of tile.features) for (const p of paintersFor(f, 'decor')) runPainter(p, ctx(f), def.id);
  g.rect(0, 0, px, px).stroke({ width: Math.max(1, px / 128), color: C.tileEdge, alpha: 0.35, alignment: 1 });
}

const isClosed = (p: Pt[]) => p.length > 3 && Math.hypot(p[0].x - p[p.length - 1].x, p[0].y - p[p.length - 1].y) < 1e-6;

function strokePath(g: Graphics, pts: number[], px: number, closed: boolean): void {
  const draw = () => (closed ? g.poly(pts.slice(0, -2), true) : g.poly(pts, false));
  draw().stroke({ width: (2 * ROAD_HALF + 0.024) * px, color: C.roadEdge, cap: 'butt', join: 'round' });
  draw().stroke({ width: (2 * ROAD_HALF - 0.006) * px, color: C.road, cap: 'butt', join: 'round' });
}

function house(g: Graphics, c: Pt, half: number, px: number): void {
  const x = (c.x - half) * px, y = (c.y - half) * px, s = 2 * half * px;
  g.rect(x, y, s, s).fill(C.plaster).stroke({ width: px / 90, color: C.roofDark });
  g.rect(x + s * 0.12, y + s * 0.12, s * 0.76, s * 0.76).fill(C.roof);
  g.moveTo(x + s * 0.12, y + s * 0.5).lineTo(x + s * 0.88, y + s * 0.5).stroke({ width: px / 120, color: C.roofDark });
}

function cloister(g: Graphics, c: Pt, h: number, px: number): void {
  const X = c.x * px, Y = c.y * px, H = h * px;
  // Walled garden with a church: nave north–south, transept, and a tower at the south end.
  g.roundRect(X - H, Y - H, 2 * H, 2 * H, H * 0.2).fill(C.grassLight).stroke({ width: px / 70, color: C.plaster });
  const nw = H * 0.62, nl = H * 1.55, top = Y - nl / 2 - H * 0.12;
  g.rect(X - nw / 2, top, nw, nl).fill(C.roof).stroke({ width: px / 120, color: C.roofDark });
  g.rect(X - H * 0.8, top + nl * 0.22, H * 1.6, nw * 0.8).fill(C.roof).stroke({ width: px / 120, color: C.roofDark });
  g.moveTo(X, top).lineTo(X, top + nl).moveTo(X - H * 0.8, top + nl * 0.22 + nw * 0.4).lineTo(X + H * 0.8, top + nl * 0.22 + nw * 0.4)
    .stroke({ width: px / 140, color: C.roofDark });
  const ts = nw * 1.05, ty = top + nl - ts * 0.35;
  g.rect(X - ts / 2, ty, ts, ts).fill(C.plaster).stroke({ width: px / 110, color: C.roofDark });
  const k = ts * 0.28;
  g.moveTo(X - k, ty + ts / 2).lineTo(X + k, ty + ts / 2).moveTo(X, ty + ts / 2 - k).lineTo(X, ty + ts / 2 + k)
    .stroke({ width: px / 90, color: C.roofDark });
}

type FillRegion = (region: Region, color: number, alpha?: number) => void;

function paintCity(
  g: Graphics, f: FeatureGeometry, px: number, gates: { at: Pt; dir: Pt }[], rnd: () => number,
  fillRegion: FillRegion, flat: (p: Pt[]) => number[],
): void {
  fillRegion(f.region, C.city);
  const nearWall = (p: Pt, d: number) => f.walls.some((w) => w.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < d));
  const clearOf = (p: Pt, spots: Pt[], d: number) => spots.every((q) => Math.hypot(q.x - p.x, q.y - p.y) >= d);
  // Pennants sit beside the follower's spot, never on it.
  const pennants: Pt[] = [];
  const count = Number(f.props.pennants ?? 0);
  // Far enough that a standing meeple (0.28 tall) leaves the shield in view, if the city has room.
  for (let k = 0; k < 120 && pennants.length < count; k++) {
    const a = (k / 60) * Math.PI * 2 * 3, r = (k < 60 ? 0.18 : 0.12) + (k % 5) * 0.02;
    const p = { x: f.anchor.x + Math.cos(a) * r, y: f.anchor.y + Math.sin(a) * r };
    if (p.x > 0.08 && p.y > 0.08 && p.x < 0.92 && p.y < 0.92 && inRegion(p, f.region) && !nearWall(p, 0.07) && clearOf(p, pennants, 0.1)) pennants.push(p);
  }
  // Houses: roofs packed on a jittered grid, clear of the walls, the follower's spot and the pennants.
  const roofs = [C.roof, C.roofDark, C.roofWarm, C.roof];
  const step = 0.085;
  for (let gy = step / 2; gy < 1; gy += step) {
    for (let gx = step / 2 + ((Math.round(gy / step) % 2) * step) / 2; gx < 1; gx += step) {
      const p = { x: gx + (rnd() - 0.5) * 0.03, y: gy + (rnd() - 0.5) * 0.03 };
      if (p.x < 0.03 || p.y < 0.03 || p.x > 0.97 || p.y > 0.97) continue;
      if (!inRegion(p, f.region) || nearWall(p, 0.065) || !clearOf(p, [f.anchor], 0.11) || !clearOf(p, pennants, 0.08)) continue;
      if (gates.some((q) => Math.hypot(q.at.x - p.x, q.at.y - p.y) < 0.1)) continue;
      const w = (0.05 + rnd() * 0.025) * px, h = (0.038 + rnd() * 0.014) * px, turn = rnd() < 0.5;
      const [hw, hh] = turn ? [h, w] : [w, h];
      const x = p.x * px - hw / 2, y = p.y * px - hh / 2;
      g.rect(x, y, hw, hh).fill(roofs[Math.floor(rnd() * roofs.length)]).stroke({ width: px / 200, color: C.roofDark });
      if (turn) g.moveTo(x + hw / 2, y + px * 0.004).lineTo(x + hw / 2, y + hh - px * 0.004);
      else g.moveTo(x + px * 0.004, y + hh / 2).lineTo(x + hw - px * 0.004, y + hh / 2);
      g.stroke({ width: px / 200, color: C.roofDark, alpha: 0.9 });
    }
  }
  for (const w of f.walls) {
    const pts = flat(w);
    g.poly(pts, false).stroke({ width: 0.056 * px, color: C.wall, cap: 'butt', join: 'round' });
    g.poly(pts, false).stroke({ width: 0.026 * px, color: C.wallLight, cap: 'butt', join: 'round' });
    // Merlons on the field side of the wall.
    for (let i = 1; i < w.length - 1; i += 2) {
      const a = w[i - 1], b = w[i + 1];
      let nx = b.y - a.y, ny = a.x - b.x;
      const l = Math.hypot(nx, ny) || 1;
      nx /= l; ny /= l;
      if (inRegion({ x: w[i].x + nx * 0.04, y: w[i].y + ny * 0.04 }, f.region)) { nx = -nx; ny = -ny; }
      const mx = (w[i].x + nx * 0.03) * px, my = (w[i].y + ny * 0.03) * px, m = px * 0.011;
      g.rect(mx - m, my - m, 2 * m, 2 * m).fill(C.wall);
    }
  }
  for (const gate of gates) {
    if (!inRegion({ x: gate.at.x + gate.dir.x * 0.03, y: gate.at.y + gate.dir.y * 0.03 }, f.region)) continue;
    const X = gate.at.x * px, Y = gate.at.y * px, a = Math.atan2(gate.dir.y, gate.dir.x);
    const ux = Math.cos(a), uy = Math.sin(a), vx = -uy, vy = ux, hw = ROAD_HALF * px * 0.9, d = 0.03 * px;
    g.poly([X + vx * hw, Y + vy * hw, X + vx * hw + ux * d, Y + vy * hw + uy * d, X - vx * hw + ux * d, Y - vy * hw + uy * d, X - vx * hw, Y - vy * hw]).fill(C.gate);
    g.circle(X + vx * (hw + px * 0.012), Y + vy * (hw + px * 0.012), px * 0.022).fill(C.wall);
    g.circle(X - vx * (hw + px * 0.012), Y - vy * (hw + px * 0.012), px * 0.022).fill(C.wall);
  }
  for (const p of pennants) shield(g, p, px);
}

function shield(g: Graphics, p: Pt, px: number): void {
  const X = p.x * px, Y = p.y * px, w = 0.055 * px, h = 0.066 * px;
  const pts = [X - w, Y - h, X + w, Y - h, X + w, Y + h * 0.2, X, Y + h, X - w, Y + h * 0.2];
  g.poly(pts).fill(C.pennant).stroke({ width: px / 90, color: C.pennantRim });
  g.moveTo(X, Y - h * 0.6).lineTo(X, Y + h * 0.55).moveTo(X - w * 0.55, Y - h * 0.15).lineTo(X + w * 0.55, Y - h * 0.15)
    .stroke({ width: px / 110, color: C.pennantRim });
}
