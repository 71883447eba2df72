// Many sprites by index (every tile, every meeple) with spare sprites made ahead. Pixi 8 rebuilds a
// render group's whole batch when a child is added or removed: with 1,000 tiles on the board, one
// new sprite re-packed every sprite (~1.5–2 ms in the frame a tile was placed). Changing a sprite
// that is already there (texture from the same atlas page, position, size) only re-packs that one.
// So new tiles and meeples take a spare, drawn at zero size until used; an undo or a scoring hands
// sprites back. Only when the spares run out are SPARE_SPRITES more made (one rebuild per that
// many placements). The draw order is the index order, as in one container.
import { Container, Sprite, Texture } from 'pixi.js';

/** Spares made at a time: one rebuild of the board's batch per this many placed tiles or meeples. */
export const SPARE_SPRITES = 64;

export class SpritePool {
  /** Add it to the scene where one container of sprites would go. */
  readonly root = new Container();
  private readonly sprites: Sprite[] = [];
  private used = 0;

  constructor(private readonly make: () => Sprite, private readonly spares = SPARE_SPRITES) {}

  get length(): number {
    return this.used;
  }

  at(i: number): Sprite | undefined {
    return i < this.used ? this.sprites[i] : undefined;
  }

  /**
   * Sprite `i` (`i` ≤ length): the next index takes a spare, making `spares` more first if none is
   * left (when a whole board appears at once, `upTo` makes room for all of it in one go).
   */
  ensure(i: number, upTo = i + 1): Sprite {
    if (i < this.used) return this.sprites[i];
    if (i !== this.used) throw new Error(`sprite ${i} asked for with ${this.used} in use`);
    if (this.used === this.sprites.length) this.grow(Math.max(upTo - this.used, 1) + this.spares);
    const s = this.sprites[this.used++];
    s.alpha = 1;
    return s;
  }

  /** Keeps the first `n` sprites in use (an undo shortens the board, a scoring takes meeples away). True when any went. */
  truncate(n: number): boolean {
    if (this.used <= n) return false;
    for (let i = n; i < this.used; i++) hide(this.sprites[i]);
    this.used = n;
    return true;
  }

  forEach(fn: (s: Sprite, i: number) => void): void {
    for (let i = 0; i < this.used; i++) fn(this.sprites[i], i);
  }

  private grow(count: number): void {
    // A spare shows a texture of the same atlas page as the sprites before it, so using it later
    // stays within the batch's textures (another page still works: Pixi then rebuilds the batch).
    const like = this.sprites[this.used - 1]?.texture ?? Texture.EMPTY;
    const made: Sprite[] = [];
    for (let k = 0; k < count; k++) {
      const s = this.make();
      s.texture = like;
      hide(s);
      made.push(s);
    }
    this.sprites.push(...made);
    this.root.addChild(...made);
  }
}

/** Out of sight without leaving the render group (toggling `visible` would rebuild it): no size, no colour. */
function hide(s: Sprite): void {
  s.scale.set(0);
  s.alpha = 0;
}
