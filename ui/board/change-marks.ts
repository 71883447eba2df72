// "What changed since your last turn": the tiles others placed outlined in their placer's colour
// and a ring around each new follower. A light halo under every mark keeps the black and blue
// players' marks visible on a dark table and on dark tiles. When the marks go (the player's first
// tap) they fade out instead of vanishing, so the eye sees what it was being shown.
import type { Graphics } from 'pixi.js';
import type { GameView } from '../../core/index.js';
import type { BoardModel } from './model.js';
import { TILE_PX, playerColor } from './overlays.js';

export type ChangeMarks = NonNullable<BoardModel['changes']>;

/** How long the marks take to fade after the first tap. */
export const CHANGE_FADE_MS = 450;

export function drawChanges(g: Graphics, game: GameView, changes: ChangeMarks): void {
  const T = TILE_PX, board = game.state.board;
  for (const { tile, player } of changes.tiles) {
    const t = board[tile];
    if (!t) continue;
    const color = player >= 0 ? playerColor(game, player) : 0xffffff;
    const x = t.x * T, y = t.y * T;
    g.rect(x + T * 0.035, y + T * 0.035, T * 0.93, T * 0.93).stroke({ width: T * 0.07, color: 0xfffbe8, alpha: 0.9 });
    g.rect(x + T * 0.05, y + T * 0.05, T * 0.9, T * 0.9).stroke({ width: T * 0.045, color });
    // Corner tabs in the placer's colour: the mark still reads where two changed tiles touch.
    const k = T * 0.2;
    for (const [cx, cy, dx, dy] of [[x, y, 1, 1], [x + T, y, -1, 1], [x, y + T, 1, -1], [x + T, y + T, -1, -1]] as const) {
      g.poly([cx, cy, cx + dx * k, cy, cx, cy + dy * k]).fill(color).stroke({ width: T * 0.012, color: 0xfffbe8 });
    }
  }
  for (const f of changes.followers) {
    const color = playerColor(game, f.player), X = f.x * T, Y = f.y * T, r = T * 0.2;
    g.circle(X, Y, r).stroke({ width: T * 0.05, color: 0xfffbe8, alpha: 0.9 });
    g.circle(X, Y, r).stroke({ width: T * 0.028, color });
  }
}

/**
 * Fades a marks layer out over CHANGE_FADE_MS (at once with reduced motion), then clears it.
 * `step(now)` is called every frame while it runs and returns false when done.
 */
export class ChangeFade {
  private startedAt = -1;

  constructor(private readonly g: Graphics, private readonly reducedMotion: boolean) {}

  get running(): boolean {
    return this.startedAt >= 0;
  }

  start(now: number): void {
    if (this.reducedMotion) { this.finish(); return; }
    this.startedAt = now;
  }

  /** Cancels a fade (new marks arrived): full opacity again. */
  cancel(): void {
    this.startedAt = -1;
    this.g.alpha = 1;
  }

  step(now: number): boolean {
    if (this.startedAt < 0) return false;
    const k = (now - this.startedAt) / CHANGE_FADE_MS;
    if (k >= 1) { this.finish(); return false; }
    this.g.alpha = 1 - k;
    return true;
  }

  private finish(): void {
    this.startedAt = -1;
    this.g.clear();
    this.g.alpha = 1;
  }
}
