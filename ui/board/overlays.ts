// Overlay layers drawn from the model: legal cells, follower spots, farm tints, score highlight.
// Each is redrawn only when its part of the model changes (board-view.ts keeps the signatures).
import { FillPattern, Matrix, Texture, type Graphics } from 'pixi.js';
import type { GameView } from '../../core/index.js';
import { colorNumber, playerStyle } from '../theme/players.js';
import { tileGeometry } from './geometry/index.js';
import { type BoardModel, farmParts, regionToWorld } from './model.js';
import { TILE_PX } from './units.js';

export { TILE_PX };

export function playerColor(game: GameView, p: number): number {
  return colorNumber(playerStyle(game.state.setup.players[p]?.color ?? `player-${p}`).fill);
}

export function drawPlacement(g: Graphics, placement: NonNullable<BoardModel['placement']>): void {
  const T = TILE_PX, inset = T * 0.06;
  for (const c of placement.spots) {
    if (placement.pending && placement.pending.x === c.x && placement.pending.y === c.y) continue;
    g.roundRect(c.x * T + inset, c.y * T + inset, T - 2 * inset, T - 2 * inset, T * 0.08)
      .fill({ color: 0xffffff, alpha: 0.16 })
      .stroke({ width: T * 0.03, color: 0xffffff, alpha: 0.75 });
    // A plus sign says "a tile can go here" without relying on colour alone.
    const cx = (c.x + 0.5) * T, cy = (c.y + 0.5) * T, k = T * 0.09;
    g.moveTo(cx - k, cy).lineTo(cx + k, cy).moveTo(cx, cy - k).lineTo(cx, cy + k).stroke({ width: T * 0.03, color: 0xffffff, alpha: 0.85 });
  }
  const p = placement.pending;
  if (p) {
    g.rect(p.x * T, p.y * T, T, T).stroke({ width: T * 0.045, color: 0xffe066, alignment: 0 });
    // Rotation arrow in the corner: tap the tile to turn it.
    const cx = (p.x + 0.86) * T, cy = (p.y + 0.14) * T, r = T * 0.07;
    g.circle(cx, cy, r * 1.6).fill({ color: 0x000000, alpha: 0.45 });
    g.moveTo(cx + Math.cos(-Math.PI * 0.9) * r, cy + Math.sin(-Math.PI * 0.9) * r)
      .arc(cx, cy, r, -Math.PI * 0.9, Math.PI * 0.6).stroke({ width: T * 0.025, color: 0xffffff });
    const ax = cx + Math.cos(Math.PI * 0.6) * r, ay = cy + Math.sin(Math.PI * 0.6) * r;
    g.poly([ax - T * 0.035, ay - T * 0.005, ax + T * 0.02, ay - T * 0.03, ax + T * 0.01, ay + T * 0.035]).fill(0xffffff);
  }
}

/** Follower spots: discs of a fixed on-screen size (≥ 44 CSS px) whatever the zoom. */
export function drawSpots(g: Graphics, spots: NonNullable<BoardModel['followerSpots']>, radiusWorld: number, color: number): void {
  const T = TILE_PX;
  for (const s of spots) {
    const X = s.x * T, Y = s.y * T, r = radiusWorld;
    g.circle(X, Y, r).fill({ color: 0xffffff, alpha: 0.55 }).stroke({ width: r * 0.16, color: 0x1b1b1b, alpha: 0.75 });
    g.circle(X, Y, r * 0.8).stroke({ width: r * 0.14, color });
    g.circle(X, Y, r * 0.25).fill(color).stroke({ width: r * 0.06, color: 0x1b1b1b });
  }
}

export function drawFarms(g: Graphics, game: GameView): void {
  const T = TILE_PX, board = game.state.board;
  for (const part of farmParts(game)) {
    const t = board[part.tile];
    const feature = tileGeometry(game.tileDef(t.tile)).features[part.feature];
    if (!feature) continue;
    const pattern = stripes(part.players.map((p) => playerColor(game, p)));
    for (const s of regionToWorld(feature.region, t.x, t.y, t.rotation)) {
      g.poly(s.outer.flatMap((q) => [q.x * T, q.y * T])).fill({ fill: pattern, alpha: 0.7 });
      if (s.holes.length) {
        for (const h of s.holes) g.poly(h.flatMap((q) => [q.x * T, q.y * T]));
        g.cut();
      }
    }
  }
}

const STRIPE_TEX = 32;
const patterns = new Map<string, FillPattern>();

function stripes(colors: number[]): FillPattern {
  const key = colors.join(',');
  let p = patterns.get(key);
  if (p) return p;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = STRIPE_TEX;
  const ctx = canvas.getContext('2d')!;
  const img = ctx.createImageData(STRIPE_TEX, STRIPE_TEX), k = colors.length;
  for (let y = 0; y < STRIPE_TEX; y++) {
    for (let x = 0; x < STRIPE_TEX; x++) {
      // Diagonal bands: each leader owns 1/k of the period, 60 % of it painted, the rest left clear.
      const t = ((x + y) % STRIPE_TEX) / STRIPE_TEX, band = Math.floor(t * k), inBand = t * k - band < 0.6;
      if (!inBand) continue;
      const c = colors[band], o = (y * STRIPE_TEX + x) * 4;
      img.data[o] = (c >> 16) & 255; img.data[o + 1] = (c >> 8) & 255; img.data[o + 2] = c & 255; img.data[o + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  p = new FillPattern(Texture.from(canvas), 'repeat');
  // One period ≈ a fifth of a tile.
  p.setTransform(new Matrix().scale((TILE_PX * 0.2) / STRIPE_TEX, (TILE_PX * 0.2) / STRIPE_TEX));
  patterns.set(key, p);
  return p;
}

export function drawHighlight(g: Graphics, game: GameView, h: NonNullable<BoardModel['highlight']>): void {
  const T = TILE_PX, board = game.state.board;
  const color = h.players.length ? playerColor(game, h.players[0]) : 0xffd84a;
  for (const i of h.tiles) {
    const t = board[i];
    if (!t) continue;
    // A wash of the scorer's colour (pale gold when nobody scored), then the outlines.
    g.rect(t.x * T, t.y * T, T, T).fill({ color: h.players.length ? color : 0xfff2b0, alpha: 0.2 });
  }
  for (const i of h.tiles) {
    const t = board[i];
    if (!t) continue;
    g.rect(t.x * T + T * 0.03, t.y * T + T * 0.03, T * 0.94, T * 0.94).stroke({ width: T * 0.05, color: 0xffd84a });
    g.rect(t.x * T + T * 0.08, t.y * T + T * 0.08, T * 0.84, T * 0.84).stroke({ width: T * 0.025, color });
  }
}
