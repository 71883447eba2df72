// The board: a PixiJS 8 view of a BoardModel (docs/architecture.md). Pixi objects only show state — every
// render() diffs the model against what is on screen and redraws only the layers that changed.
// Before any renderer exists: PixiJS's shader and uniform sync without new Function, so the page
// runs under a Content-Security-Policy without 'unsafe-eval' (tools/csp.ts).
import 'pixi.js/unsafe-eval';
import { Application, Container, UPDATE_PRIORITY } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import type { GameView } from '../../core/index.js';
import { type BoardModel, boardBounds } from './model.js';
import { TILE_PX } from './overlays.js';
import { BoardPieces } from './board-pieces.js';
import { BoardMarks, SPOT_RADIUS_CSS } from './board-marks.js';
import { BoardCamera, MAX_TILE_CSS, MIN_TILE_CSS, type ViewFrame } from './camera.js';
import { BoardPointerRouter, type BoardPointerHandler } from './board-pointer.js';
import { GlideTaps } from './glide-tap.js';
import { MoveTaps } from './move-tap.js';

export { MAX_TILE_CSS, MIN_TILE_CSS, type ViewFrame } from './camera.js';
export type { BoardPointer, BoardPointerHandler } from './board-pointer.js';

/** Tile size in CSS pixels at the default zoom. */
export const DEFAULT_TILE_CSS = 112;
export { SPOT_RADIUS_CSS } from './board-marks.js';

export class BoardView {
  onCellTap: (x: number, y: number) => void = () => {};
  onSpotTap: (at: string) => void = () => {};
  /** After every frame drawn (the camera moved, the canvas resized, the model changed): DOM overlays follow the board. */
  onViewChange: () => void = () => {};

  private readonly world = new Container({ isRenderGroup: true });
  /** Expansion layers (addLayer): above everything the board draws itself, or under the followers. */
  private readonly layers = new Container();
  private readonly layersUnder = new Container();
  private readonly pieces: BoardPieces;
  private readonly marks: BoardMarks;
  private model: BoardModel | null = null;
  private keys = { bounds: '' };
  /** Centre the board on the first render unless the shell already chose a spot. */
  private autoCenter = true;
  private needsRender = true;
  private destroyed = false;
  private readonly tick = () => this.frame();
  private readonly pointers: BoardPointerRouter;
  private readonly glideTaps: GlideTaps;
  private readonly moveTaps: MoveTaps;
  private readonly camera: BoardCamera;
  /** Pixi's resizeTo follows only the window; this follows the host (a panel or banner that changes size). */
  private readonly hostSize: ResizeObserver | null;

  private constructor(private readonly app: Application, readonly viewport: Viewport, private readonly reducedMotion: boolean) {
    this.camera = new BoardCamera(viewport, this.world, app.screen,
      // Asked live (the option is the page's setting when the board was made; a player may change it since).
      () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? reducedMotion);
    this.pieces = new BoardPieces(app.renderer);
    this.marks = new BoardMarks(this.pieces, reducedMotion);
    const m = this.marks;
    this.world.addChild(this.pieces.tiles, m.farm, m.highlight, m.changes, m.pending, m.placement, this.layersUnder, this.pieces.meeples, m.spots, this.layers);
    viewport.addChild(this.world);
    app.stage.addChild(viewport);
    for (const e of ['drag-start', 'pinch-start', 'wheel-start'] as const) {
      viewport.on(e, () => { this.movesByPlayer++; if (e !== 'drag-start') this.playerZooming = true; });
    }
    // A zoom the player made is kept once it comes to rest (chosenTileCss).
    viewport.on('zoomed-end', () => {
      if (this.playerZooming) this.zoomChosen = this.camera.tileCss;
      this.playerZooming = false;
    });
    viewport.on('clicked', (e) => {
      // e.world is in the viewport's frame; the board inside it may be turned.
      const p = this.world.toLocal(e.screen);
      this.tap(p.x / TILE_PX, p.y / TILE_PX, e.screen.x, e.screen.y);
    });
    // Render on demand: the viewport marks itself dirty while it moves; model changes set needsRender.
    app.ticker.remove(app.render, app);
    app.ticker.add(this.tick, this, UPDATE_PRIORITY.LOW);
    // A new size keeps the board point at the centre where it was: the canvas is never stretched
    // (its pixels follow the host) and nothing slides towards a corner. An area that only grows or
    // shrinks at its bottom (a tip laid on the table below it) keeps its top edge instead, so
    // nothing shown moves under a finger.
    const host = app.canvas.parentElement;
    let hostTop = host?.getBoundingClientRect().top ?? 0;
    app.renderer.on('resize', (w: number, h: number) => {
      // A resize of the canvas clears its pixels, even at the same size: always drawn again.
      this.needsRender = true;
      const top = host?.getBoundingClientRect().top ?? 0, topStays = Math.abs(top - hostTop) < 0.5;
      hostTop = top;
      // Pixi reports every resize call, at the same size too (a turned tablet brings two: the
      // window's and the host's): only a new size moves the view and tells the listeners.
      if (w === viewport.screenWidth && h === viewport.screenHeight) return;
      const c = viewport.center, dy = w === viewport.screenWidth && topStays ? (h - viewport.screenHeight) / (2 * viewport.scale.y) : 0;
      viewport.resize(w, h);
      viewport.moveCenter(c.x, c.y + dy);
      for (const listener of this.resizeListeners) listener();
    });
    // First the glide's listener (all in the capture phase on the host: they run in this order).
    this.glideTaps = new GlideTaps(host, viewport, () => this.camera.tileCss);
    this.pointers = new BoardPointerRouter(host, (x, y) => this.clientToWorld(x, y), (id) => this.glideTaps.onlyStops(id));
    // Last: a press that neither took holds an app's camera move still under the finger.
    this.moveTaps = new MoveTaps(host, this.camera, (id) => this.glideTaps.onlyStops(id) || this.pointers.claims(id));
    this.hostSize = host && typeof ResizeObserver === 'function' ? new ResizeObserver(() => app.queueResize()) : null;
    if (host) this.hostSize?.observe(host);
  }

  /** Creates the Pixi application inside `host` (await app.init, then append the canvas). */
  static async create(host: HTMLElement, options: { reducedMotion?: boolean } = {}): Promise<BoardView> {
    const app = new Application();
    await app.init({
      resizeTo: host, antialias: true, autoDensity: true, resolution: Math.min(2, globalThis.devicePixelRatio || 1),
      // Transparent: the table surface is the page's (the game screen's cloth), seen round the tiles.
      backgroundAlpha: 0, preference: 'webgl',
    });
    app.canvas.style.display = 'block';
    app.canvas.style.touchAction = 'none';
    host.appendChild(app.canvas);
    const viewport = new Viewport({
      screenWidth: app.screen.width, screenHeight: app.screen.height, events: app.renderer.events, ticker: app.ticker,
      passiveWheel: false, threshold: 8, disableOnContextMenu: true,
    });
    viewport.drag().pinch().wheel({ smooth: options.reducedMotion ? false : 4 })
      .clampZoom({ minScale: MIN_TILE_CSS / TILE_PX, maxScale: MAX_TILE_CSS / TILE_PX });
    if (!options.reducedMotion) viewport.decelerate({ friction: 0.93 });
    viewport.setZoom(DEFAULT_TILE_CSS / TILE_PX);
    viewport.moveCenter(TILE_PX / 2, TILE_PX / 2);
    return new BoardView(app, viewport, !!options.reducedMotion);
  }

  /** The Pixi objects behind the view, for benchmarks and browser tests only. */
  get pixi(): { app: Application; viewport: Viewport } {
    return { app: this.app, viewport: this.viewport };
  }

  get rendererName(): string {
    return this.app.renderer.name;
  }

  /** Shows `model`. Idempotent: unchanged layers are left alone. */
  render(model: BoardModel): void {
    this.model = model;
    const game = model.game;
    // Each is cheap when nothing changed: render runs on every change of the session.
    const tilesChanged = this.pieces.syncTiles(game);
    if (tilesChanged) this.needsRender = true;
    if (this.pieces.syncMeeples(game)) this.needsRender = true;
    // The board renders on demand: a mark that changed asks for the next frame (else it waited for the next pan, issue 12).
    if (this.marks.sync(model, this.pieces.revision, this.viewport.scale.x)) this.needsRender = true;
    if (tilesChanged || this.keys.bounds === '') this.syncBounds(game);
  }

  centerOn(x: number, y: number, animate = true): void {
    this.autoCenter = false;
    this.camera.centerOn(x, y, animate);
    this.needsRender = true;
  }

  /** Zooms and pans so the world box (tiles) fills the board area. */
  showArea(minX: number, minY: number, maxX: number, maxY: number, animate = true): void {
    this.autoCenter = false;
    this.playerZooming = false;
    this.camera.showArea(minX, minY, maxX, maxY, animate);
    this.needsRender = true;
  }

  /**
   * Every tile in view, with half a tile of table around it (as close as that allows, ≥ 32 px a
   * tile); `byPlayer`: the Fit button, a player's move whose zoom is kept as chosen.
   */
  fitAll(animate = true, byPlayer = false): void {
    this.autoCenter = false;
    this.playerZooming = false;
    this.camera.fitAll(animate);
    if (byPlayer) { this.movesByPlayer++; this.zoomChosen = this.camera.targetTileCss; }
    this.needsRender = true;
  }

  /**
   * Shows an area as seen on screen (camera.ts ViewFrame): centred on a board point, so many tiles
   * across and down, with the board turned by `turn` (radians, clockwise) — e.g. a seat at the bottom.
   */
  showView(view: ViewFrame, animate = true): void {
    this.autoCenter = false;
    this.playerZooming = false;
    this.camera.show(view, animate);
    this.needsRender = true;
  }

  /** Turns the board (radians, clockwise on screen) about the point at the centre; 0 is north up. */
  turnTo(turn: number, animate = true): void {
    if (this.destroyed) return; // a companion letting go of a board the screen already took down
    this.camera.turnTo(turn, animate);
    this.needsRender = true;
  }

  /** How far the board is turned now (radians, clockwise on screen); `targetTurn` while it is turning. */
  get turn(): number {
    return this.camera.turn;
  }

  get targetTurn(): number {
    return this.camera.targetTurn;
  }

  /** True while the camera is moving, turning or following (tests wait for it to settle). */
  get cameraMoving(): boolean {
    return this.camera.moving;
  }

  /** How fast the board still glides after a player's flick (CSS px/s); 0 when it is still. */
  get glideSpeed(): number {
    return this.glideTaps.speed();
  }

  /**
   * Keeps a moving board point (tiles) in view, eased and at a bounded speed: the camera moves once
   * it leaves the middle `zone` of the screen (fraction of the half-size; 0 centres it); null stops.
   */
  follow(target: { x: number; y: number } | null, zone = 0): void {
    if (this.destroyed) return;
    this.camera.followPoint(target, performance.now(), zone);
    this.needsRender = true;
  }

  /** The zoom a player can reach, in CSS px per tile (for companions that frame the board themselves). */
  get tileCssLimits(): { min: number; max: number } {
    return { min: MIN_TILE_CSS, max: MAX_TILE_CSS };
  }

  /** The board area's size in CSS px. */
  get screenSize(): { width: number; height: number } {
    return { width: this.app.screen.width, height: this.app.screen.height };
  }

  /**
   * Calls `listener` once the board area has a new size (the tablet turned upright, the rail took
   * another row, a tip laid below the board), after the view has kept its centre (or its top edge,
   * for an area that changed only at the bottom): a companion that framed the board itself (the
   * catapult round) frames it again. Returns the function that stops the calls.
   */
  onScreenResize(listener: () => void): () => void {
    this.resizeListeners.add(listener);
    return () => { this.resizeListeners.delete(listener); };
  }
  private readonly resizeListeners = new Set<() => void>();

  /**
   * How often the player has moved the view themselves (a pan, a pinch, the wheel, the zoom
   * buttons): the shell re-frames on its own only a view the player has not touched since.
   */
  get playerMoves(): number {
    return this.movesByPlayer;
  }
  private movesByPlayer = 0;

  /**
   * The zoom (CSS px a tile) the player chose last — a pinch, the wheel, the zoom or Fit buttons —
   * or the first one: the start-of-turn view zooms out from it, not from a zoom the app set for a
   * moment (a catapult round's overview, far out to show every seat).
   */
  get chosenTileCss(): number {
    return this.zoomChosen;
  }
  private zoomChosen = DEFAULT_TILE_CSS;
  /** A pinch or the wheel is zooming (kept as chosen when it comes to rest: pixi-viewport's zoomed-end). */
  private playerZooming = false;

  /** Zooms by `factor` about the screen centre, within the zoom limits (the zoom buttons: a player's move). */
  zoomBy(factor: number, animate = true): void {
    this.movesByPlayer++;
    this.playerZooming = false;
    this.camera.zoomBy(factor, animate);
    this.zoomChosen = this.camera.targetTileCss;
    this.needsRender = true;
  }

  /** True when every tile (and half a tile around) is on screen now. */
  showsAll(): boolean {
    return this.camera.showsAll();
  }

  /** True when the whole board fits on screen at the current zoom (it may still be panned away). */
  fitsAtThisZoom(): boolean {
    return this.camera.fitsAtThisZoom();
  }

  /** CSS pixels a tile edge covers now. */
  get tileCss(): number {
    return this.camera.tileCss;
  }

  /** CSS pixels in the page of a world point (tile units), for tests and DOM overlays (the board's turn included). */
  worldToClient(x: number, y: number): { x: number; y: number } {
    const p = this.world.toGlobal({ x: x * TILE_PX, y: y * TILE_PX });
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }

  // ── Hooks for expansion companions (generic: no expansion is named here) ──
  /**
   * Adds a Pixi layer in world pixels (TILE_PX per tile), above the meeples or, with
   * `{ under: 'followers' }`, between the tiles' marks and the meeples. Returns its remover.
   */
  addLayer(layer: Container, options: { under?: 'followers' } = {}): () => void {
    const parent = options.under === 'followers' ? this.layersUnder : this.layers;
    parent.addChild(layer);
    this.needsRender = true;
    return () => {
      if (layer.parent === parent) parent.removeChild(layer);
      this.needsRender = true;
    };
  }

  /** The board renders on demand: a layer that changed (or animates) asks for the next frame. */
  requestRender(): void {
    this.needsRender = true;
  }

  /** Where the board area is in the page (CSS px): what a companion's drawing must stay inside to be seen. */
  clientRect(): { left: number; top: number; right: number; bottom: number } {
    const r = this.app.canvas.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }

  /** World point (tiles) under a page point in CSS pixels; the inverse of worldToClient. */
  clientToWorld(x: number, y: number): { x: number; y: number } {
    const r = this.app.canvas.getBoundingClientRect();
    const p = this.world.toLocal({ x: x - r.left, y: y - r.top });
    return { x: p.x / TILE_PX, y: p.y / TILE_PX };
  }

  /** Shows follower `index` (of state.followers) at world point `at` instead of its place; null puts it back. */
  displaceFollower(index: number, at: { x: number; y: number } | null): void {
    const game = this.model?.game;
    if (game && this.pieces.displace(game, index, at)) this.needsRender = true;
  }

  /** Lets a companion take gestures on the board (aiming, tapping a piece); null gives them back to pan/zoom. */
  setPointerHandler(handler: BoardPointerHandler | null): void {
    this.pointers.set(handler);
  }

  destroy(): void {
    this.destroyed = true;
    this.hostSize?.disconnect();
    this.pointers.destroy();
    this.glideTaps.destroy();
    this.moveTaps.destroy();
    this.app.ticker.remove(this.tick, this);
    // The viewport unhooks itself from the ticker when destroyed; do it while the ticker still
    // exists (app.destroy tears the ticker down first), or the renderer is never freed.
    this.viewport.parent?.removeChild(this.viewport);
    this.viewport.destroy({ children: true });
    this.pieces.destroy();
    this.app.destroy(true, { children: true });
  }

  // ── internals ──────────────────────────────────────────────────────────
  private frame(): void {
    const now = performance.now();
    if (this.marks.step(this.model, this.viewport.scale.x, now)) this.needsRender = true;
    if (this.camera.step(now)) this.needsRender = true;
    if (this.pieces.standUp(this.model?.game, this.camera.turn)) this.needsRender = true;
    if (!this.viewport.dirty && !this.needsRender) return;
    this.camera.keepInReach();
    this.pieces.flush();
    this.app.render();
    this.viewport.dirty = false;
    this.needsRender = false;
    this.onViewChange();
  }

  /** True while marks of what changed are shown (or fading), for tests. */
  get showsChanges(): boolean {
    return this.marks.showsChanges;
  }

  private syncBounds(game: GameView): void {
    const b = boardBounds(game), key = `${b.minX},${b.minY},${b.maxX},${b.maxY}`;
    if (key === this.keys.bounds) return;
    const first = this.keys.bounds === '';
    this.keys.bounds = key;
    this.camera.bounds = b;
    if (first && this.autoCenter) this.centerOn((b.minX + b.maxX + 1) / 2, (b.minY + b.maxY + 1) / 2, false);
  }

  private tap(x: number, y: number, sx: number, sy: number): void {
    const m = this.model;
    if (!m) return;
    if (m.followerSpots?.length) {
      let best: string | null = null, bd = Infinity;
      for (const s of m.followerSpots) {
        const p = this.world.toGlobal({ x: s.x * TILE_PX, y: s.y * TILE_PX });
        const d = Math.hypot(p.x - sx, p.y - sy);
        if (d < bd) { bd = d; best = s.at; }
      }
      if (best !== null && bd <= SPOT_RADIUS_CSS + 6) { this.onSpotTap(best); return; }
    }
    const p = m.placement;
    if (!p) return;
    const cx = Math.floor(x), cy = Math.floor(y);
    if ((p.pending && p.pending.x === cx && p.pending.y === cy) || p.spots.some((c) => c.x === cx && c.y === cy)) this.onCellTap(cx, cy);
  }
}
