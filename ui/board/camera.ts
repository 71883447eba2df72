// Where the board's camera looks and how it gets there: zoom limits a player can read and tap at,
// centring, fitting every tile into view, keeping the table from being panned away — and turning
// the table (the world container rotates inside the pixi-viewport, so the viewport's own drag,
// pinch and wheel work unchanged in the turned view), and following a moving point. Every move is
// one eased motion of turn, centre and zoom; a player's drag or pinch stops the pan and zoom part
// of it (the turn still completes about what is at the centre), and a finger pressed on the board
// holds it still until lifted (move-tap.ts). The BoardView steps it each frame.
import type { Container, Rectangle } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import type { boardBounds } from './model.js';
import { TILE_PX } from './overlays.js';
import {
  easeInOut, FOLLOW_LIMITS, followStep, lerpTurn, moveDuration, rotate, wrapTurn, type FollowState, type Pt,
} from './camera-motion.js';

/** The farthest out a player can zoom: a tile stays ≥ 32 CSS px, so its followers stay visible and tappable. */
export const MIN_TILE_CSS = 32;
/** The closest in: a tile fills most of a tablet's short side. */
export const MAX_TILE_CSS = 420;

const clampScale = (s: number) => Math.min(MAX_TILE_CSS / TILE_PX, Math.max(MIN_TILE_CSS / TILE_PX, s));

/** An area to show: centred on board point (x, y) in tiles, width × height tiles as seen on screen, the board turned by `turn`. */
export interface ViewFrame { x: number; y: number; width: number; height: number; turn?: number }

interface Pose { turn: number; centre: Pt; scale: number }
interface Motion { start: number; duration: number; from: Pose; to: Pose; pans: boolean }

export class BoardCamera {
  /** The board's extent in tiles (inclusive cells); null before the first render. */
  bounds: ReturnType<typeof boardBounds> | null = null;
  private turnNow = 0;
  private motion: Motion | null = null;
  /** `still`: caught up with a target that stopped (the follow stays on, should it move again). */
  /** A player panned or pinched during a follow: no more following until the next camera move. */
  private followRefused = false;
  private follow: (FollowState & { target: Pt; zone: number; last: number; still: boolean }) | null = null;
  /** Since when a finger holds the camera still (hold/release), or null. */
  private heldSince: number | null = null;

  /** `reducedMotion` is asked at each move: a player may switch it while the game is open. */
  constructor(private readonly viewport: Viewport, private readonly world: Container, private readonly screen: Rectangle,
    private readonly reducedMotionNow: () => boolean) {
    // A player's own pan or pinch wins over a camera move in progress.
    for (const e of ['drag-start', 'pinch-start', 'wheel-start'] as const) viewport.on(e, () => this.interrupt());
  }

  /** The board's turn on screen now (radians, clockwise). */
  get turn(): number {
    return this.turnNow;
  }

  /** Where the board is turning to (the turn now when it is not turning). */
  get targetTurn(): number {
    return this.motion ? this.motion.to.turn : this.turnNow;
  }

  /** True while a move, a turn or a follow is under way. */
  get moving(): boolean {
    return this.motion !== null || (this.follow !== null && !this.follow.still);
  }

  /** Board point (tiles) under the centre of the screen. */
  centre(): Pt {
    const c = this.viewport.center, p = rotate({ x: c.x / TILE_PX, y: c.y / TILE_PX }, -this.turnNow);
    return p;
  }

  /** Shows `f`, eased (turn, centre and zoom together) unless `animate` is false or motion is reduced. */
  show(f: ViewFrame, animate: boolean): void {
    const turn = wrapTurn(f.turn ?? this.targetTurn);
    const scale = clampScale(Math.min(this.screen.width / Math.max(0.1, f.width), this.screen.height / Math.max(0.1, f.height)) / TILE_PX);
    const to: Pose = { turn, centre: { x: f.x, y: f.y }, scale };
    this.follow = null;
    this.followRefused = false;
    this.startMotion(to, true, animate);
  }

  /** Turns the board to `turn` about the point at the screen centre, at the same zoom. */
  turnTo(turn: number, animate: boolean): void {
    const m = this.motion;
    // A pan or zoom under way (the shell centring the new turn) keeps its goal; it now turns as well.
    if (m?.pans) { this.startMotion({ ...m.to, turn: wrapTurn(turn) }, true, animate); return; }
    const to: Pose = { turn: wrapTurn(turn), centre: this.centre(), scale: this.viewport.scale.x };
    this.startMotion(to, false, animate);
  }

  centerOn(x: number, y: number, animate: boolean): void {
    const s = this.viewport.scale.x * TILE_PX;
    this.show({ x, y, width: this.screen.width / s, height: this.screen.height / s }, animate);
  }

  /** Zooms and pans so the world box (tiles) fills the board area, within the zoom limits, at the board's turn. */
  showArea(minX: number, minY: number, maxX: number, maxY: number, animate: boolean): void {
    const size = this.turnedSize(Math.max(1, maxX - minX), Math.max(1, maxY - minY), this.targetTurn);
    this.show({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, ...size }, animate);
  }

  /** Every tile with half a tile of table around it. */
  fitAll(animate: boolean): void {
    const b = this.bounds;
    if (b) this.showArea(b.minX - 0.5, b.minY - 0.5, b.maxX + 1.5, b.maxY + 1.5, animate);
  }

  showsAll(): boolean {
    const b = this.bounds;
    if (!b) return true;
    const corners = [[b.minX - 0.5, b.minY - 0.5], [b.maxX + 1.5, b.minY - 0.5], [b.minX - 0.5, b.maxY + 1.5], [b.maxX + 1.5, b.maxY + 1.5]];
    return corners.every(([x, y]) => {
      const p = this.world.toGlobal({ x: x * TILE_PX, y: y * TILE_PX });
      return p.x >= -1 && p.y >= -1 && p.x <= this.screen.width + 1 && p.y <= this.screen.height + 1;
    });
  }

  fitsAtThisZoom(): boolean {
    const b = this.bounds;
    if (!b) return true;
    const px = this.tileCss, size = this.turnedSize(b.maxX - b.minX + 2, b.maxY - b.minY + 2, this.turnNow);
    return size.width * px <= this.screen.width && size.height * px <= this.screen.height;
  }

  get tileCss(): number {
    return TILE_PX * this.viewport.scale.x;
  }

  /** CSS px a tile will cover when the move under way ends (now, when none is). */
  get targetTileCss(): number {
    return TILE_PX * (this.motion ? this.motion.to.scale : this.viewport.scale.x);
  }

  zoomBy(factor: number, animate: boolean): void {
    const to: Pose = { turn: this.targetTurn, centre: this.centre(), scale: clampScale(this.viewport.scale.x * factor) };
    this.startMotion(to, true, animate);
  }

  /**
   * Keeps board point `target` (tiles) in view as it moves, at a bounded, eased speed
   * (camera-motion.ts followStep): the camera only moves once the point leaves the middle `zone`
   * of the screen (a fraction of its half-size; 0 keeps it centred). null stops following; so does
   * a drag or pinch by the player.
   */
  followPoint(target: Pt | null, now: number, zone = 0): void {
    if (!target) { this.follow = null; this.followRefused = false; return; }
    if (this.followRefused) return;
    if (this.reducedMotionNow()) { this.centerOn(target.x, target.y, false); return; }
    if (this.follow) {
      const f = this.follow;
      if (f.still && (f.target.x !== target.x || f.target.y !== target.y || f.zone !== zone)) { f.still = false; f.last = now; }
      f.target = target;
      f.zone = zone;
      return;
    }
    this.follow = { at: this.centreOnScreen(), vel: { x: 0, y: 0 }, target, zone, last: now, still: false };
  }

  /** Stops the pan and zoom of a move (a player took over); a turn under way still completes. */
  interrupt(): void {
    this.release(performance.now());
    if (this.follow) this.followRefused = true;
    this.follow = null;
    if (this.motion) this.motion.pans = false;
  }

  /**
   * Holds the move or follow under way where it is shown (a finger pressed on the board: what it
   * taps stays under it); `release` lets it go on from there, as far as it still had to go.
   */
  hold(now: number): void {
    if (this.heldSince === null && this.moving) this.heldSince = now;
  }

  release(now: number): void {
    const since = this.heldSince;
    if (since === null) return;
    this.heldSince = null;
    if (this.motion) this.motion.start += now - since;
    if (this.follow) this.follow.last = now;
  }

  /** Advances the move or follow under way to time `now` (ms); true when the view changed. */
  step(now: number): boolean {
    if (this.heldSince !== null) return false;
    const m = this.motion;
    if (m) {
      const k = m.duration > 0 ? easeInOut((now - m.start) / m.duration) : 1;
      const turn = lerpTurn(m.from.turn, m.to.turn, k);
      const centre = m.pans ? { x: m.from.centre.x + (m.to.centre.x - m.from.centre.x) * k, y: m.from.centre.y + (m.to.centre.y - m.from.centre.y) * k } : this.centre();
      const scale = m.pans ? m.from.scale * (m.to.scale / m.from.scale) ** k : this.viewport.scale.x;
      this.apply(k >= 1 ? wrapTurn(m.to.turn) : turn, centre, scale);
      if (k >= 1) this.motion = null;
      return true;
    }
    const f = this.follow;
    if (!f || f.still) return false;
    // In screen CSS px (the board turned, scaled): the limits are what the eye sees.
    const px = this.tileCss, dt = Math.min(0.05, Math.max(0, (now - f.last) / 1000));
    f.last = now;
    const p = rotate({ x: f.target.x * px, y: f.target.y * px }, this.turnNow);
    const zx = (this.screen.width / 2) * f.zone, zy = (this.screen.height / 2) * f.zone;
    const goal = { x: p.x - Math.max(-zx, Math.min(zx, p.x - f.at.x)), y: p.y - Math.max(-zy, Math.min(zy, p.y - f.at.y)) };
    const next = followStep(f, goal, dt, FOLLOW_LIMITS);
    f.at = next.at;
    f.vel = next.vel;
    f.still = Math.hypot(goal.x - f.at.x, goal.y - f.at.y) < 0.5 && Math.hypot(f.vel.x, f.vel.y) < 2;
    this.apply(this.turnNow, rotate({ x: f.at.x / px, y: f.at.y / px }, -this.turnNow), this.viewport.scale.x);
    return true;
  }

  /** Keeps the screen centre over the board (plus a margin), so the board cannot be lost. */
  keepInReach(): void {
    const b = this.bounds;
    if (!b || this.moving) return;
    const m = 3, c = this.centre();
    const x = Math.min(b.maxX + 1 + m, Math.max(b.minX - m, c.x));
    const y = Math.min(b.maxY + 1 + m, Math.max(b.minY - m, c.y));
    if (Math.abs(x - c.x) < 1e-9 && Math.abs(y - c.y) < 1e-9) return;
    this.apply(this.turnNow, { x, y }, this.viewport.scale.x);
    this.viewport.plugins.get('decelerate', true)?.reset();
  }

  // ── internals ──────────────────────────────────────────────────────────
  /** The screen centre in the turned board's frame, CSS px. */
  private centreOnScreen(): Pt {
    const c = this.centre(), px = this.tileCss;
    return rotate({ x: c.x * px, y: c.y * px }, this.turnNow);
  }

  /** Width and height on screen (tiles) of a w × h box of the board turned by `turn`. */
  private turnedSize(w: number, h: number, turn: number): { width: number; height: number } {
    const c = Math.abs(Math.cos(turn)), s = Math.abs(Math.sin(turn));
    return { width: w * c + h * s, height: w * s + h * c };
  }

  private startMotion(to: Pose, pans: boolean, animate: boolean): void {
    const from: Pose = { turn: this.turnNow, centre: this.centre(), scale: this.viewport.scale.x };
    this.viewport.plugins.get('decelerate', true)?.reset();
    const duration = animate && !this.reducedMotionNow() ? moveDuration(from.turn, to.turn) : 0;
    // A new move is not held: only the one a finger pressed during.
    this.heldSince = null;
    this.motion = { start: performance.now(), duration, from, to, pans };
    if (duration === 0) this.step(performance.now());
  }

  /** Puts the view at a turn, a centre (board tiles) and a zoom. */
  private apply(turn: number, centre: Pt, scale: number): void {
    this.turnNow = turn;
    this.world.rotation = turn;
    if (this.viewport.scale.x !== scale) this.viewport.scale.set(scale);
    const v = rotate({ x: centre.x * TILE_PX, y: centre.y * TILE_PX }, turn);
    this.viewport.moveCenter(v.x, v.y);
  }
}
