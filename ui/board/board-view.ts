// The board: a PixiJS 8 view of a BoardModel (docs/architecture.md). Pixi objects only show state — every
// render() diffs the model against what is on screen and redraws only the layers that changed.
// Before any renderer exists: PixiJS's shader and uniform sync without new Function, so the page
// runs under a Content-Security-Policy without 'unsafe-eval' (tools/csp.ts).
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite, type Texture, UPDATE_PRIORITY } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import type { GameView } from '../../core/index.js';
import { playerStyle } from '../theme/players.js';
import { TextureAtlas } from './atlas.js';
import { paintMeeple } from './meeple-art.js';
import { type BoardModel, boardBounds, followersKey, isFarmer } from './model.js';
import { TILE_PX, drawFarms, drawHighlight, drawPlacement, drawSpots, playerColor } from './overlays.js';
import { paintTile } from './tile-art.js';
import { ChangeFade, drawChanges } from './change-marks.js';
import { BoardCamera, MAX_TILE_CSS, MIN_TILE_CSS } from './camera.js';

export { MAX_TILE_CSS, MIN_TILE_CSS } from './camera.js';

/** Tile size in CSS pixels at the default zoom. */
export const DEFAULT_TILE_CSS = 112;
/** Follower spot touch targets: at least 44 CSS px across (WCAG 2.5.5). */
export const SPOT_RADIUS_CSS = 24;
const MEEPLE_CELL = 96;

/** A pointer on the board for an expansion's own gesture; x, y in world units (tiles). */
export interface BoardPointer {
  type: 'down' | 'move' | 'up' | 'cancel';
  id: number; x: number; y: number; clientX: number; clientY: number;
}
/** Sees every 'down' first; returning true claims that gesture (its moves and end come here, the board does not pan). */
export type BoardPointerHandler = (p: BoardPointer) => boolean | void;
const MEEPLE_HEIGHT = 0.28; // of a tile edge

export class BoardView {
  onCellTap: (x: number, y: number) => void = () => {};
  onSpotTap: (at: string) => void = () => {};
  /** After every frame drawn (the camera moved, the canvas resized, the model changed): DOM overlays follow the board. */
  onViewChange: () => void = () => {};

  private readonly world = new Container({ isRenderGroup: true });
  private readonly tiles = new Container();
  private readonly farm = new Graphics();
  private readonly highlight = new Graphics();
  /** What changed since the current player's last turn (change-marks.ts). */
  private readonly changes = new Graphics();
  private readonly changeFade: ChangeFade;
  private readonly placement = new Graphics();
  private readonly pending = new Sprite();
  private readonly meeples = new Container();
  private readonly spots = new Graphics();
  /** Expansion layers (addLayer), above everything the board draws itself. */
  private readonly layers = new Container();
  private readonly tileAtlas: TextureAtlas;
  private readonly meepleAtlas: TextureAtlas;
  private model: BoardModel | null = null;
  private keys = { tiles: [] as string[], meeples: '', placement: '', spots: '', farm: '', highlight: '', changes: '', bounds: '' };
  private spotScale = 0;
  /** The placed-tile objects the tile sprites were last drawn from (syncTiles). */
  private readonly tileRefs: object[] = [];
  /** What each meeple sprite shows (syncMeeples), and the sprites a companion moved (displaceFollower). */
  private readonly meepleKeys: string[] = [];
  private readonly displaced = new Set<number>();
  /** Centre the board on the first render unless the shell already chose a spot. */
  private autoCenter = true;
  private needsRender = true;
  private readonly tick = () => this.frame();
  private pointerHandler: BoardPointerHandler | null = null;
  private claimed: number | null = null;
  private readonly host: HTMLElement | null;
  private readonly camera: BoardCamera;

  private constructor(private readonly app: Application, readonly viewport: Viewport, private readonly reducedMotion: boolean) {
    this.camera = new BoardCamera(viewport, app.screen, reducedMotion);
    this.tileAtlas = new TextureAtlas(app.renderer, 192);
    this.meepleAtlas = new TextureAtlas(app.renderer, MEEPLE_CELL, 4, 1024);
    this.pending.anchor.set(0.5);
    this.pending.alpha = 0.75;
    this.pending.visible = false;
    this.changeFade = new ChangeFade(this.changes, reducedMotion);
    this.world.addChild(this.tiles, this.farm, this.highlight, this.changes, this.pending, this.placement, this.meeples, this.spots, this.layers);
    viewport.addChild(this.world);
    app.stage.addChild(viewport);
    viewport.on('clicked', (e) => this.tap(e.world.x / TILE_PX, e.world.y / TILE_PX, e.screen.x, e.screen.y));
    // Render on demand: the viewport marks itself dirty while it moves; model changes set needsRender.
    app.ticker.remove(app.render, app);
    app.ticker.add(this.tick, this, UPDATE_PRIORITY.LOW);
    app.renderer.on('resize', (w: number, h: number) => { viewport.resize(w, h); this.needsRender = true; });
    // Capture phase on the canvas's parent: runs before Pixi's own listeners on the canvas, so a
    // claimed gesture never reaches the viewport (no pan, no tap).
    this.host = app.canvas.parentElement;
    this.host?.addEventListener('pointerdown', this.onPointerDown, { capture: true });
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
    this.syncTiles(game);
    const mk = followersKey(game);
    if (mk !== this.keys.meeples) { this.keys.meeples = mk; this.syncMeeples(game); }
    const pk = model.placement ? JSON.stringify(model.placement) : '';
    if (pk !== this.keys.placement) { this.keys.placement = pk; this.syncPlacement(model); }
    const fk = model.farmOverlay ? `${mk}` : '';
    if (fk !== this.keys.farm) {
      this.keys.farm = fk;
      this.farm.clear();
      if (model.farmOverlay) drawFarms(this.farm, game);
      // The board renders on demand: without this the overlay waited for the next pan (issue 12).
      this.needsRender = true;
    }
    const hk = model.highlight ? JSON.stringify(model.highlight) : '';
    if (hk !== this.keys.highlight) {
      this.keys.highlight = hk;
      this.highlight.clear();
      if (model.highlight) drawHighlight(this.highlight, game, model.highlight);
      this.needsRender = true;
    }
    this.syncChanges(model);
    const sk = model.followerSpots ? JSON.stringify(model.followerSpots) : '';
    if (sk !== this.keys.spots) { this.keys.spots = sk; this.spotScale = 0; }
    this.syncSpots();
    this.syncBounds(game);
  }

  centerOn(x: number, y: number, animate = true): void {
    this.autoCenter = false;
    this.camera.centerOn(x, y, animate);
    this.needsRender = true;
  }

  /** Zooms and pans so the world box (tiles) fills the board area. */
  showArea(minX: number, minY: number, maxX: number, maxY: number, animate = true): void {
    this.autoCenter = false;
    this.camera.showArea(minX, minY, maxX, maxY, animate);
    this.needsRender = true;
  }

  /** Every tile in view, with half a tile of table around it (as close as that allows, ≥ 32 px a tile). */
  fitAll(animate = true): void {
    this.autoCenter = false;
    this.camera.fitAll(animate);
    this.needsRender = true;
  }

  /** Zooms by `factor` about the screen centre, within the zoom limits. */
  zoomBy(factor: number, animate = true): void {
    this.camera.zoomBy(factor, animate);
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

  /** CSS pixels in the page of a world point (tile units), for tests and DOM overlays. */
  worldToClient(x: number, y: number): { x: number; y: number } {
    const p = this.viewport.toScreen(x * TILE_PX, y * TILE_PX);
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }

  // ── Hooks for expansion companions (generic: no expansion is named here) ──
  /** Adds a Pixi layer above the meeples, in world pixels (TILE_PX per tile). Returns its remover. */
  addLayer(layer: Container): () => void {
    this.layers.addChild(layer);
    this.needsRender = true;
    return () => {
      if (layer.parent === this.layers) this.layers.removeChild(layer);
      this.needsRender = true;
    };
  }

  /** The board renders on demand: a layer that changed (or animates) asks for the next frame. */
  requestRender(): void {
    this.needsRender = true;
  }

  /** World point (tiles) under a page point in CSS pixels; the inverse of worldToClient. */
  clientToWorld(x: number, y: number): { x: number; y: number } {
    const r = this.app.canvas.getBoundingClientRect();
    const p = this.viewport.toWorld(x - r.left, y - r.top);
    return { x: p.x / TILE_PX, y: p.y / TILE_PX };
  }

  /** Shows follower `index` (of state.followers) at world point `at` instead of its place; null puts it back. */
  displaceFollower(index: number, at: { x: number; y: number } | null): void {
    const s = this.meeples.children[index] as Sprite | undefined, game = this.model?.game;
    const f = game?.state.followers[index];
    if (!s || !game || !f) return;
    const p = at ?? game.followerPosition(f);
    s.position.set(p.x * TILE_PX, p.y * TILE_PX);
    if (at) this.displaced.add(index); else this.displaced.delete(index);
    this.needsRender = true;
  }

  /** Lets a companion take gestures on the board (aiming, tapping a piece); null gives them back to pan/zoom. */
  setPointerHandler(handler: BoardPointerHandler | null): void {
    if (!handler) this.endClaim();
    this.pointerHandler = handler;
  }

  destroy(): void {
    this.endClaim();
    this.host?.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
    this.app.ticker.remove(this.tick, this);
    // The viewport unhooks itself from the ticker when destroyed; do it while the ticker still
    // exists (app.destroy tears the ticker down first), or the renderer is never freed.
    this.viewport.parent?.removeChild(this.viewport);
    this.viewport.destroy({ children: true });
    this.tileAtlas.destroy();
    this.meepleAtlas.destroy();
    this.app.destroy(true, { children: true });
  }

  // ── internals ──────────────────────────────────────────────────────────
  private pointer(type: BoardPointer['type'], e: PointerEvent): BoardPointer {
    const w = this.clientToWorld(e.clientX, e.clientY);
    return { type, id: e.pointerId, x: w.x, y: w.y, clientX: e.clientX, clientY: e.clientY };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (!this.pointerHandler || this.claimed !== null || e.button > 0) return;
    if (this.pointerHandler(this.pointer('down', e)) !== true) return;
    e.stopPropagation();
    e.preventDefault();
    this.claimed = e.pointerId;
    window.addEventListener('pointermove', this.onPointerMove, true);
    window.addEventListener('pointerup', this.onPointerEnd, true);
    window.addEventListener('pointercancel', this.onPointerEnd, true);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    if (e.pointerId === this.claimed) this.pointerHandler?.(this.pointer('move', e));
  };

  private readonly onPointerEnd = (e: PointerEvent): void => {
    if (e.pointerId !== this.claimed) return;
    const handler = this.pointerHandler;
    this.endClaim();
    handler?.(this.pointer(e.type === 'pointercancel' ? 'cancel' : 'up', e));
  };

  private endClaim(): void {
    this.claimed = null;
    window.removeEventListener('pointermove', this.onPointerMove, true);
    window.removeEventListener('pointerup', this.onPointerEnd, true);
    window.removeEventListener('pointercancel', this.onPointerEnd, true);
  }

  private frame(): void {
    if (this.model?.followerSpots && this.viewport.scale.x !== this.spotScale) this.syncSpots();
    if (this.changeFade.running) { this.changeFade.step(performance.now()); this.needsRender = true; }
    if (!this.viewport.dirty && !this.needsRender) return;
    this.camera.keepInReach();
    this.tileAtlas.flush();
    this.meepleAtlas.flush();
    this.app.render();
    this.viewport.dirty = false;
    this.needsRender = false;
    this.onViewChange();
  }

  private tileTexture(game: GameView, id: string): Texture {
    return this.tileAtlas.get(`tile:${id}`, (g, size, bleed) => paintTile(g, game.tileDef(id), size, bleed));
  }

  private syncTiles(game: GameView): void {
    const board = game.state.board, keys = this.keys.tiles, refs = this.tileRefs;
    for (let i = 0; i < board.length; i++) {
      const t = board[i];
      // Placed tiles do not change: the same object is the same sprite (a replay makes new ones: compare them).
      if (refs[i] === t) continue;
      refs[i] = t;
      const key = `${t.tile}@${t.x},${t.y},${t.rotation}`;
      if (keys[i] === key) continue;
      keys[i] = key;
      let s = this.tiles.children[i] as Sprite | undefined;
      if (!s) {
        s = new Sprite();
        s.anchor.set(0.5);
        this.tiles.addChild(s);
      }
      s.texture = this.tileTexture(game, t.tile);
      s.setSize(TILE_PX, TILE_PX);
      s.position.set((t.x + 0.5) * TILE_PX, (t.y + 0.5) * TILE_PX);
      s.rotation = (t.rotation * Math.PI) / 180;
      this.needsRender = true;
    }
    // An undo can shorten the board.
    while (this.tiles.children.length > board.length) this.tiles.removeChildAt(this.tiles.children.length - 1).destroy();
    keys.length = board.length;
    refs.length = board.length;
  }

  /**
   * Updates only the meeples whose follower changed (a turn adds one, a scoring takes a few away):
   * the key of each holds what its sprite shows — colour, type, where it stands, lying or not.
   */
  private syncMeeples(game: GameView): void {
    const fs = game.state.followers, keys = this.meepleKeys;
    while (this.meeples.children.length > fs.length) this.meeples.removeChildAt(this.meeples.children.length - 1).destroy();
    keys.length = Math.min(keys.length, fs.length);
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      const color = game.state.setup.players[f.player]?.color ?? `player-${f.player}`;
      const farmer = isFarmer(game, f);
      const key = `${color}|${f.type}|${f.node}|${farmer ? 1 : 0}|${this.keys.tiles[f.tile] ?? f.tile}`;
      if (keys[i] === key && !this.displaced.has(i)) continue;
      keys[i] = key;
      let s = this.meeples.children[i] as Sprite | undefined;
      if (!s) {
        s = new Sprite();
        s.anchor.set(0.5, 0.6);
        this.meeples.addChild(s);
      }
      s.texture = this.meepleAtlas.get(`meeple:${color}`, (g, size) => paintMeeple(g, playerStyle(color), size));
      const p = game.followerPosition(f);
      // Drawn at its type's size (the registry's, e.g. a big follower 1.5 × the normal one).
      const h = MEEPLE_HEIGHT * TILE_PX * (game.followerType(f.type)?.size ?? 1);
      s.setSize(h, h);
      s.position.set(p.x * TILE_PX, p.y * TILE_PX);
      // A farmer lies down (on its back, head to the west).
      s.rotation = farmer ? -Math.PI / 2 : 0;
    }
    this.displaced.clear();
    this.needsRender = true;
  }

  private syncPlacement(model: BoardModel): void {
    this.placement.clear();
    this.pending.visible = false;
    const p = model.placement;
    if (p) {
      drawPlacement(this.placement, p);
      if (p.pending) {
        this.pending.texture = this.tileTexture(model.game, p.tile);
        this.pending.setSize(TILE_PX, TILE_PX);
        this.pending.position.set((p.pending.x + 0.5) * TILE_PX, (p.pending.y + 0.5) * TILE_PX);
        this.pending.rotation = (p.pending.rotation * Math.PI) / 180;
        this.pending.visible = true;
      }
    }
    this.needsRender = true;
  }

  /** New marks replace the old at once; marks that go away fade out. */
  private syncChanges(model: BoardModel): void {
    const key = model.changes ? JSON.stringify(model.changes) : '';
    if (key === this.keys.changes) return;
    const had = this.keys.changes !== '';
    this.keys.changes = key;
    if (model.changes) {
      this.changeFade.cancel();
      this.changes.clear();
      drawChanges(this.changes, model.game, model.changes);
    } else if (had) {
      this.changeFade.start(performance.now());
    }
    this.needsRender = true;
  }

  /** True while marks of what changed are shown (or fading), for tests. */
  get showsChanges(): boolean {
    return this.keys.changes !== '' || this.changeFade.running;
  }

  private syncSpots(): void {
    const scale = this.viewport.scale.x;
    const spots = this.model?.followerSpots;
    if (this.spotScale === scale && this.spotScale !== 0) return;
    this.spotScale = scale;
    this.spots.clear();
    if (spots && this.model) {
      const game = this.model.game;
      drawSpots(this.spots, spots, SPOT_RADIUS_CSS / scale, playerColor(game, game.state.turn.player));
    }
    this.needsRender = true;
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
        const p = this.viewport.toScreen(s.x * TILE_PX, s.y * TILE_PX);
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
