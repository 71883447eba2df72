// The marks the board draws over its tiles, kept in step with the model: the farm overlay, the
// highlighted feature, what changed since the player's last turn (fading out when it goes), where
// the drawn tile may go (and the tile held over a square), and the follower spots — sized in
// screen pixels, so they are redrawn when the zoom changes and stay a finger's size.
import { Graphics, Sprite } from 'pixi.js';
import type { BoardModel } from './model.js';
import type { BoardPieces } from './board-pieces.js';
import { ChangeFade, drawChanges } from './change-marks.js';
import { TILE_PX, drawFarms, drawHighlight, drawPlacement, drawSpots, playerColor } from './overlays.js';

/** Follower spot touch targets: at least 44 CSS px across (WCAG 2.5.5). */
export const SPOT_RADIUS_CSS = 24;

export class BoardMarks {
  readonly farm = new Graphics();
  readonly highlight = new Graphics();
  /** What changed since the current player's last turn (change-marks.ts). */
  readonly changes = new Graphics();
  readonly placement = new Graphics();
  readonly pending = new Sprite();
  readonly spots = new Graphics();
  private readonly changeFade: ChangeFade;
  private keys = { placement: '', spots: '', farm: '', highlight: '', changes: '' };
  private spotScale = 0;

  constructor(private readonly pieces: BoardPieces, reducedMotion: boolean) {
    this.pending.anchor.set(0.5);
    this.pending.alpha = 0.75;
    this.pending.visible = false;
    this.changeFade = new ChangeFade(this.changes, reducedMotion);
  }

  /** Brings every mark up to `model` (`pieces`: BoardPieces.revision, moves when tiles or followers change); true when anything changed. */
  sync(model: BoardModel, pieces: number, scale: number): boolean {
    const game = model.game;
    let changed = false;
    const pk = model.placement ? JSON.stringify(model.placement) : '';
    if (pk !== this.keys.placement) { this.keys.placement = pk; this.syncPlacement(model); changed = true; }
    const fk = model.farmOverlay ? String(pieces) : '';
    if (fk !== this.keys.farm) {
      this.keys.farm = fk;
      this.farm.clear();
      if (model.farmOverlay) drawFarms(this.farm, game);
      changed = true;
    }
    const hk = model.highlight ? JSON.stringify(model.highlight) : '';
    if (hk !== this.keys.highlight) {
      this.keys.highlight = hk;
      this.highlight.clear();
      if (model.highlight) drawHighlight(this.highlight, game, model.highlight);
      changed = true;
    }
    if (this.syncChanges(model)) changed = true;
    const sk = model.followerSpots ? JSON.stringify(model.followerSpots) : '';
    if (sk !== this.keys.spots) { this.keys.spots = sk; this.spotScale = 0; }
    if (this.syncSpots(model, scale)) changed = true;
    return changed;
  }

  /** Each frame: the fade of old change marks, and the spots at a new zoom. True when anything changed. */
  step(model: BoardModel | null, scale: number, now: number): boolean {
    let changed = false;
    if (model?.followerSpots && scale !== this.spotScale) changed = this.syncSpots(model, scale);
    if (this.changeFade.running) { this.changeFade.step(now); changed = true; }
    return changed;
  }

  /** True while marks of what changed are shown (or fading). */
  get showsChanges(): boolean {
    return this.keys.changes !== '' || this.changeFade.running;
  }

  private syncPlacement(model: BoardModel): void {
    this.placement.clear();
    this.pending.visible = false;
    const p = model.placement;
    if (!p) return;
    drawPlacement(this.placement, p);
    if (p.pending) {
      this.pending.texture = this.pieces.tileTexture(model.game, p.tile);
      this.pending.setSize(TILE_PX, TILE_PX);
      this.pending.position.set((p.pending.x + 0.5) * TILE_PX, (p.pending.y + 0.5) * TILE_PX);
      this.pending.rotation = (p.pending.rotation * Math.PI) / 180;
      this.pending.visible = true;
    }
  }

  /** New marks replace the old at once; marks that go away fade out. */
  private syncChanges(model: BoardModel): boolean {
    const key = model.changes ? JSON.stringify(model.changes) : '';
    if (key === this.keys.changes) return false;
    const had = this.keys.changes !== '';
    this.keys.changes = key;
    if (model.changes) {
      this.changeFade.cancel();
      this.changes.clear();
      drawChanges(this.changes, model.game, model.changes);
    } else if (had) {
      this.changeFade.start(performance.now());
    }
    return true;
  }

  private syncSpots(model: BoardModel, scale: number): boolean {
    if (this.spotScale === scale && this.spotScale !== 0) return false;
    this.spotScale = scale;
    this.spots.clear();
    const spots = model.followerSpots;
    if (spots) drawSpots(this.spots, spots, SPOT_RADIUS_CSS / scale, playerColor(model.game, model.game.state.turn.player));
    return true;
  }
}
