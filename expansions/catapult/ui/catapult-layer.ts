// The catapult's Pixi layer above the board (docs/architecture.md): the catapults at the edge of the
// table, the fair tile as the target, tokens lying on the table, the slingshot band and the
// dotted flight preview, the token in flight (larger and with its shadow further off the higher
// it is), the catch ruler, and rings for hits and for followers to pick. A view only: every
// draw() repaints from a LayerView the panel derives from the game and its own step.
import { Container, Graphics } from 'pixi.js';
import { shell } from './shell.js';
import { TOKEN_RADIUS } from '../index.js';

export interface Pt { x: number; y: number }
export interface SeatMark { x: number; y: number; facing: number; color: number; active: boolean }
export interface TokenMark { x: number; y: number; z?: number; color: number; rim: number }
export type RingKind = 'option' | 'selected' | 'hit' | 'nearest';
export interface RingMark { x: number; y: number; kind: RingKind }

export interface LayerView {
  seats: SeatMark[];
  /** The fair tile that started the round; `strong` in target practice (it is the target). */
  fair: { x: number; y: number; strong: boolean } | null;
  tokens: TokenMark[];
  /** Where to press to grab the catapult (world units). */
  grab: { x: number; y: number; radius: number; color: number } | null;
  aim: null | { from: Pt; band: Pt; dots: { x: number; y: number; z: number }[]; color: number; power: number };
  rings: RingMark[];
  ruler: null | { x: number; y: number; angle: number; length: number };
  throwLine: null | { from: Pt; to: Pt };
  trace: Pt[] | null;
  /** Where a token flew off the table: a marker on the table's edge, pointing the way it went. */
  edge: null | { x: number; y: number; side: 'north' | 'east' | 'south' | 'west'; color: number };
}

export const EMPTY_VIEW: LayerView = {
  seats: [], fair: null, tokens: [], grab: null, aim: null, rings: [], ruler: null, throwLine: null, trace: null, edge: null,
};

const P = shell.tilePx;
const WOOD = 0x8a5a2b, WOOD_DARK = 0x4a2f14, RED = 0xc62828, WHITE = 0xffffff, INK = 0x1f1a14;
const RING_COLOR: Record<RingKind, number> = { option: 0xffffff, selected: 0xffd54f, hit: RED, nearest: 0xff4fa3 };

export class CatapultLayer {
  readonly root = new Container();
  private readonly below = new Graphics();
  private readonly above = new Graphics();

  constructor() {
    this.root.addChild(this.below, this.above);
    this.root.eventMode = 'none'; // taps go to the board (and to the panel's pointer handler)
  }

  draw(v: LayerView): void {
    const g = this.below, h = this.above;
    g.clear();
    h.clear();
    if (v.fair) this.fair(g, v.fair);
    if (v.throwLine) this.dotted(g, v.throwLine.from, v.throwLine.to, 0xffffff, 0.55);
    if (v.ruler) this.ruler(g, v.ruler);
    if (v.trace && v.trace.length > 1) {
      g.moveTo(v.trace[0].x * P, v.trace[0].y * P);
      for (const p of v.trace.slice(1)) g.lineTo(p.x * P, p.y * P);
      g.stroke({ width: 3, color: WHITE, alpha: 0.7 });
    }
    for (const s of v.seats) this.seat(g, s);
    if (v.grab) {
      g.circle(v.grab.x * P, v.grab.y * P, v.grab.radius * P).stroke({ width: 4, color: v.grab.color, alpha: 0.9 });
      g.circle(v.grab.x * P, v.grab.y * P, v.grab.radius * P).fill({ color: WHITE, alpha: 0.12 });
    }
    if (v.aim) this.aim(h, v.aim);
    for (const t of v.tokens) this.token(h, t);
    for (const r of v.rings) this.ring(h, r);
    if (v.edge) this.edge(h, v.edge);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  private fair(g: Graphics, f: { x: number; y: number; strong: boolean }): void {
    const cx = (f.x + 0.5) * P, cy = (f.y + 0.5) * P;
    g.rect(f.x * P, f.y * P, P, P).stroke({ width: f.strong ? 6 : 4, color: f.strong ? RED : 0xffe082, alpha: 0.9 });
    if (!f.strong) return;
    // A target painted over the fair tile: it is what everyone aims at.
    [0.46, 0.32, 0.18].forEach((r, i) => {
      g.circle(cx, cy, r * P).stroke({ width: 7, color: i % 2 ? WHITE : RED, alpha: 0.75 });
    });
    g.circle(cx, cy, 0.06 * P).fill({ color: RED, alpha: 0.85 });
  }

  private seat(g: Graphics, s: SeatMark): void {
    const x = s.x * P, y = s.y * P, r = 0.3 * P;
    if (s.active) g.circle(x, y, r * 1.45).fill({ color: s.color, alpha: 0.28 });
    // A light rim under the player's colour: a black or green catapult still stands out on the green table.
    g.circle(x, y, r + (s.active ? 8 : 6)).stroke({ width: 4, color: WHITE, alpha: 0.85 });
    g.circle(x, y, r).fill({ color: WOOD }).stroke({ width: s.active ? 8 : 5, color: s.color });
    // The arm points where the catapult faces (at the board centre).
    const c = Math.cos(s.facing), n = Math.sin(s.facing);
    g.moveTo(x - c * r * 0.6, y - n * r * 0.6).lineTo(x + c * r * 1.25, y + n * r * 1.25)
      .stroke({ width: 9, color: WOOD_DARK, cap: 'round' });
    g.circle(x + c * r * 1.25, y + n * r * 1.25, r * 0.28).fill({ color: WOOD_DARK });
  }

  private aim(g: Graphics, a: NonNullable<LayerView['aim']>): void {
    const fx = a.from.x * P, fy = a.from.y * P, bx = a.band.x * P, by = a.band.y * P;
    // The slingshot band, pulled back; thicker and redder with power.
    g.moveTo(fx, fy).lineTo(bx, by).stroke({ width: 6 + 10 * a.power, color: a.power > 0.8 ? RED : 0xffb74d, alpha: 0.9, cap: 'round' });
    g.circle(bx, by, TOKEN_RADIUS * P).fill({ color: a.color }).stroke({ width: 4, color: WHITE });
    for (const d of a.dots) {
      const r = (0.05 + 0.012 * Math.min(d.z, 8)) * P;
      g.circle(d.x * P, d.y * P, r).fill({ color: WHITE, alpha: 0.85 }).stroke({ width: 2, color: INK, alpha: 0.6 });
    }
    // Power ring round the catapult: a full circle is full power.
    const R = 0.55 * P;
    g.circle(fx, fy, R).stroke({ width: 6, color: INK, alpha: 0.35 });
    if (a.power > 0) {
      g.moveTo(fx + R, fy).arc(fx, fy, R, 0, Math.PI * 2 * Math.min(1, a.power)).stroke({ width: 8, color: a.power > 0.8 ? RED : 0xffb74d });
    }
  }

  private token(g: Graphics, t: TokenMark): void {
    const z = Math.max(0, t.z ?? 0), s = 1 + 0.1 * Math.min(z, 8);
    const r = TOKEN_RADIUS * P * s, x = t.x * P, y = t.y * P;
    // The sun stands high in the north-west: the shadow falls south-east, further when higher.
    g.circle(x + z * 0.3 * P + 4, y + z * 0.45 * P + 5, TOKEN_RADIUS * P).fill({ color: 0x000000, alpha: z > 0 ? 0.25 : 0.35 });
    g.circle(x, y, r).fill({ color: t.color }).stroke({ width: 5, color: t.rim });
    g.circle(x, y, r * 0.45).stroke({ width: 3, color: t.rim, alpha: 0.8 });
  }

  private ring(g: Graphics, r: RingMark): void {
    const x = r.x * P, y = r.y * P, rad = 0.2 * P, color = RING_COLOR[r.kind];
    g.circle(x, y, rad).stroke({ width: r.kind === 'option' ? 4 : 7, color, alpha: 0.95 });
    if (r.kind === 'hit') {
      const d = rad * 0.6;
      g.moveTo(x - d, y - d).lineTo(x + d, y + d).moveTo(x + d, y - d).lineTo(x - d, y + d).stroke({ width: 7, color });
    }
  }

  private edge(g: Graphics, e: NonNullable<LayerView['edge']>): void {
    const x = e.x * P, y = e.y * P, d = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] }[e.side];
    const [ux, uy] = d, vx = -uy, vy = ux, L = 0.45 * P, W = 0.3 * P;
    g.circle(x, y, 0.32 * P).fill({ color: WHITE, alpha: 0.9 }).stroke({ width: 5, color: e.color });
    // An arrow across the edge, the way the token went.
    g.poly([x + ux * L, y + uy * L, x - ux * L * 0.2 + vx * W, y - uy * L * 0.2 + vy * W, x - ux * L * 0.2 - vx * W, y - uy * L * 0.2 - vy * W])
      .fill({ color: RED });
  }

  private ruler(g: Graphics, r: NonNullable<LayerView['ruler']>): void {
    // Lies across the throw line, halfway (digest §2.4.4): a wooden ruler with tick marks.
    const ux = -Math.sin(r.angle), uy = Math.cos(r.angle), vx = Math.cos(r.angle), vy = Math.sin(r.angle);
    const half = (r.length / 2) * P, w = 0.14 * P, x = r.x * P, y = r.y * P;
    g.poly([
      x - ux * half - vx * w, y - uy * half - vy * w, x + ux * half - vx * w, y + uy * half - vy * w,
      x + ux * half + vx * w, y + uy * half + vy * w, x - ux * half + vx * w, y - uy * half + vy * w,
    ]).fill({ color: 0xe8c27a }).stroke({ width: 3, color: WOOD_DARK });
    const ticks = Math.floor(r.length * 4);
    for (let i = 1; i < ticks; i++) {
      const k = -half + (2 * half * i) / ticks, len = i % 4 === 0 ? w * 1.2 : w * 0.6;
      g.moveTo(x + ux * k - vx * w, y + uy * k - vy * w).lineTo(x + ux * k - vx * (w - len), y + uy * k - vy * (w - len));
    }
    g.stroke({ width: 2, color: WOOD_DARK });
  }

  private dotted(g: Graphics, a: Pt, b: Pt, color: number, alpha: number): void {
    const len = Math.hypot(b.x - a.x, b.y - a.y), n = Math.max(1, Math.floor(len / 0.25));
    for (let i = 0; i <= n; i++) g.circle((a.x + ((b.x - a.x) * i) / n) * P, (a.y + ((b.y - a.y) * i) / n) * P, 4);
    g.fill({ color, alpha });
  }
}
