// The tiles and meeples on the board as Pixi sprites, kept in step with the game: each render
// redraws only the sprites whose tile or follower changed (a turn adds one tile and maybe one
// meeple; a scoring takes a few meeples away), and a new piece takes a spare sprite, so the
// board's batch is not rebuilt (sprite-pool.ts). Standing meeples stay upright on screen however the
// board is turned (camera.ts), so they read the same from every seat; a farmer lies on the table.
import { Sprite, type Renderer, type Texture } from 'pixi.js';
import type { GameView } from '../../core/index.js';
import { playerStyle } from '../theme/players.js';
import { TextureAtlas } from './atlas.js';
import { paintMeeple } from './meeple-art.js';
import { isFarmer } from './model.js';
import { TILE_PX } from './overlays.js';
import { paintTile } from './tile-art.js';
import { SpritePool } from './sprite-pool.js';

const MEEPLE_CELL = 96;
const MEEPLE_HEIGHT = 0.28; // of a tile edge

export class BoardPieces {
  private readonly tileSprites = new SpritePool(() => centred(0.5));
  private readonly meepleSprites = new SpritePool(() => centred(0.6));
  /** The tile and meeple layers, for the scene (board-view.ts puts the marks between them). */
  readonly tiles = this.tileSprites.root;
  readonly meeples = this.meepleSprites.root;
  /** What each tile sprite shows, and the placed-tile objects they were last drawn from. */
  readonly tileKeys: string[] = [];
  private readonly tileRefs: object[] = [];
  /** What each meeple sprite shows (the follower's fields and the tile it stands on), and the sprites a companion moved (displace). */
  private readonly meepleShown: { player: number; type: string; node: number; tile: number; at: string; on: object | undefined }[] = [];
  private readonly displaced = new Set<number>();
  private readonly tileAtlas: TextureAtlas;
  private readonly meepleAtlas: TextureAtlas;
  private turn = 0;
  /** Counts changes to the pieces shown (marks that depend on tiles and followers redraw when it moves). */
  revision = 0;

  constructor(renderer: Renderer) {
    this.tileAtlas = new TextureAtlas(renderer, 192);
    this.meepleAtlas = new TextureAtlas(renderer, MEEPLE_CELL, 4, 1024);
  }

  tileTexture(game: GameView, id: string): Texture {
    return this.tileAtlas.get(`tile:${id}`, (g, size, bleed) => paintTile(g, game.tileDef(id), size, bleed));
  }

  /** True when a sprite changed. */
  syncTiles(game: GameView): boolean {
    const board = game.state.board, keys = this.tileKeys, refs = this.tileRefs;
    let changed = false;
    for (let i = 0; i < board.length; i++) {
      const t = board[i];
      // Placed tiles do not change: the same object is the same sprite (a replay makes new ones: compare them).
      if (refs[i] === t) continue;
      refs[i] = t;
      const key = `${t.tile}@${t.x},${t.y},${t.rotation}`;
      if (keys[i] === key) continue;
      keys[i] = key;
      const s = this.tileSprites.ensure(i, board.length);
      s.texture = this.tileTexture(game, t.tile);
      s.setSize(TILE_PX, TILE_PX);
      s.position.set((t.x + 0.5) * TILE_PX, (t.y + 0.5) * TILE_PX);
      s.rotation = (t.rotation * Math.PI) / 180;
      changed = true;
    }
    // An undo can shorten the board.
    if (this.tileSprites.truncate(board.length)) changed = true;
    keys.length = board.length;
    refs.length = board.length;
    if (changed) this.revision++;
    return changed;
  }

  /**
   * True when a sprite changed. Called on every render, so it compares each follower with what its
   * sprite shows field by field (no key strings); only a follower that differs is drawn again.
   */
  syncMeeples(game: GameView): boolean {
    const fs = game.state.followers, board = game.state.board, shown = this.meepleShown;
    let changed = this.meepleSprites.truncate(fs.length);
    shown.length = Math.min(shown.length, fs.length);
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i], was = shown[i], on = board[f.tile];
      if (was && was.player === f.player && was.type === f.type && was.node === f.node && was.tile === f.tile
        && was.at === f.at && was.on === on && !this.displaced.has(i)) continue;
      shown[i] = { player: f.player, type: f.type, node: f.node, tile: f.tile, at: f.at, on };
      changed = true;
      const color = game.state.setup.players[f.player]?.color ?? `player-${f.player}`;
      const s = this.meepleSprites.ensure(i, fs.length);
      s.texture = this.meepleAtlas.get(`meeple:${color}`, (g, size) => paintMeeple(g, playerStyle(color), size));
      const p = game.followerPosition(f);
      // Drawn at its type's size (the registry's, e.g. a big follower 1.5 × the normal one).
      const h = MEEPLE_HEIGHT * TILE_PX * (game.followerType(f.type)?.size ?? 1);
      s.setSize(h, h);
      s.position.set(p.x * TILE_PX, p.y * TILE_PX);
      // A farmer lies down (on its back, head to the west); the others stand upright on screen.
      s.rotation = isFarmer(game, f) ? -Math.PI / 2 : -this.turn;
    }
    this.displaced.clear();
    if (changed) this.revision++;
    return changed;
  }

  /** The board is turned by `turn`: standing meeples turn back the other way. True when any sprite changed. */
  standUp(game: GameView | undefined, turn: number): boolean {
    if (turn === this.turn) return false;
    this.turn = turn;
    if (!game) return false;
    game.state.followers.forEach((f, i) => {
      const s = this.meepleSprites.at(i);
      if (s && !isFarmer(game, f)) s.rotation = -turn;
    });
    return true;
  }

  /** Shows follower `index` at world point `at` (tiles) instead of its place; null puts it back. False if there is none. */
  displace(game: GameView, index: number, at: { x: number; y: number } | null): boolean {
    const s = this.meepleSprites.at(index), f = game.state.followers[index];
    if (!s || !f) return false;
    const p = at ?? game.followerPosition(f);
    s.position.set(p.x * TILE_PX, p.y * TILE_PX);
    if (at) this.displaced.add(index); else this.displaced.delete(index);
    return true;
  }

  /** Uploads textures painted since the last frame. */
  flush(): void {
    this.tileAtlas.flush();
    this.meepleAtlas.flush();
  }

  destroy(): void {
    this.tileAtlas.destroy();
    this.meepleAtlas.destroy();
  }
}

/** A sprite anchored at its centre horizontally and `y` of its height (a meeple stands on its spot). */
function centred(y: number): Sprite {
  const s = new Sprite();
  s.anchor.set(0.5, y);
  return s;
}
