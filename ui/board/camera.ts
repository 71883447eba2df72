// Where the board's camera looks: zoom limits a player can read and tap at, centring, fitting
// every tile into view, and keeping the table from being panned away. Pure camera moves on the
// pixi-viewport; the BoardView decides when (and asks for the next frame).
import type { Rectangle } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import type { boardBounds } from './model.js';
import { TILE_PX } from './overlays.js';

/** The farthest out a player can zoom: a tile stays ≥ 32 CSS px, so its followers stay visible and tappable. */
export const MIN_TILE_CSS = 32;
/** The closest in: a tile fills most of a tablet's short side. */
export const MAX_TILE_CSS = 420;

const clampScale = (s: number) => Math.min(MAX_TILE_CSS / TILE_PX, Math.max(MIN_TILE_CSS / TILE_PX, s));

export class BoardCamera {
  /** The board's extent in tiles (inclusive cells); null before the first render. */
  bounds: ReturnType<typeof boardBounds> | null = null;

  constructor(private readonly viewport: Viewport, private readonly screen: Rectangle, private readonly reducedMotion: boolean) {}

  centerOn(x: number, y: number, animate: boolean): void {
    const position = { x: x * TILE_PX, y: y * TILE_PX };
    if (animate && !this.reducedMotion) this.viewport.animate({ position, time: 350, ease: 'easeInOutSine', removeOnInterrupt: true });
    else this.viewport.moveCenter(position.x, position.y);
  }

  /** Zooms and pans so the world box (tiles) fills the board area, within the zoom limits. */
  showArea(minX: number, minY: number, maxX: number, maxY: number, animate: boolean): void {
    const w = Math.max(1, maxX - minX) * TILE_PX, h = Math.max(1, maxY - minY) * TILE_PX;
    const scale = clampScale(Math.min(this.screen.width / w, this.screen.height / h));
    const position = { x: ((minX + maxX) / 2) * TILE_PX, y: ((minY + maxY) / 2) * TILE_PX };
    if (animate && !this.reducedMotion) {
      this.viewport.animate({ position, scale, time: 350, ease: 'easeInOutSine', removeOnInterrupt: true });
    } else {
      this.viewport.setZoom(scale, true);
      this.viewport.moveCenter(position.x, position.y);
    }
  }

  /** Every tile with half a tile of table around it. */
  fitAll(animate: boolean): void {
    const b = this.bounds;
    if (b) this.showArea(b.minX - 0.5, b.minY - 0.5, b.maxX + 1.5, b.maxY + 1.5, animate);
  }

  showsAll(): boolean {
    const b = this.bounds;
    if (!b) return true;
    const a = this.viewport.toScreen((b.minX - 0.5) * TILE_PX, (b.minY - 0.5) * TILE_PX);
    const c = this.viewport.toScreen((b.maxX + 1.5) * TILE_PX, (b.maxY + 1.5) * TILE_PX);
    return a.x >= -1 && a.y >= -1 && c.x <= this.screen.width + 1 && c.y <= this.screen.height + 1;
  }

  fitsAtThisZoom(): boolean {
    const b = this.bounds;
    if (!b) return true;
    const px = this.tileCss;
    return (b.maxX - b.minX + 2) * px <= this.screen.width && (b.maxY - b.minY + 2) * px <= this.screen.height;
  }

  get tileCss(): number {
    return TILE_PX * this.viewport.scale.x;
  }

  zoomBy(factor: number, animate: boolean): void {
    const scale = clampScale(this.viewport.scale.x * factor);
    if (animate && !this.reducedMotion) this.viewport.animate({ scale, time: 250, ease: 'easeInOutSine', removeOnInterrupt: true });
    else this.viewport.setZoom(scale, true);
  }

  /** Keeps the screen centre over the board (plus a margin), so the board cannot be lost. */
  keepInReach(): void {
    const b = this.bounds;
    if (!b) return;
    const m = 3, c = this.viewport.center;
    const x = Math.min((b.maxX + 1 + m) * TILE_PX, Math.max((b.minX - m) * TILE_PX, c.x));
    const y = Math.min((b.maxY + 1 + m) * TILE_PX, Math.max((b.minY - m) * TILE_PX, c.y));
    if (x === c.x && y === c.y) return;
    this.viewport.moveCenter(x, y);
    this.viewport.plugins.get('decelerate', true)?.reset();
  }
}
