// Texture atlas for generated art: every tile type (and meeple style) is drawn once, antialiased,
// into a slot of a shared page, so a board of 1,000 tile sprites batches into a draw call or two.
import { Container, Graphics, Matrix, Rectangle, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';

interface Page { rt: RenderTexture; used: number; dirty: boolean }

export class TextureAtlas {
  private readonly pages: Page[] = [];
  private readonly textures = new Map<string, Texture>();
  private readonly perRow: number;
  private scratch: RenderTexture | null = null;

  /**
   * @param cell  slot size in pixels (the art is drawn at this size)
   * @param gutter  border drawn around each slot (art may bleed into it) against mipmap seams
   */
  constructor(private readonly renderer: Renderer, readonly cell: number, readonly gutter = 8, private readonly pageSize = 2048) {
    this.perRow = Math.floor(pageSize / (cell + 2 * gutter));
  }

  has(key: string): boolean {
    return this.textures.has(key);
  }

  /** The texture for `key`, drawing it first with `draw(g, cell, gutter)` if needed. */
  get(key: string, draw: (g: Graphics, size: number, bleed: number) => void): Texture {
    const hit = this.textures.get(key);
    if (hit) return hit;
    const slot = this.cell + 2 * this.gutter;
    let page = this.pages[this.pages.length - 1];
    if (!page || page.used >= this.perRow * this.perRow) {
      page = {
        rt: RenderTexture.create({ width: this.pageSize, height: this.pageSize, autoGenerateMipmaps: true, label: 'board-atlas' }),
        used: 0, dirty: true,
      };
      this.renderer.render({ container: new Container(), target: page.rt, clear: true, clearColor: [0, 0, 0, 0] });
      this.pages.push(page);
    }
    const i = page.used++;
    const ox = (i % this.perRow) * slot, oy = Math.floor(i / this.perRow) * slot;
    // Draw antialiased into a scratch target, then copy the pixels into the page slot.
    this.scratch ??= RenderTexture.create({ width: slot, height: slot, antialias: true });
    const g = new Graphics();
    draw(g, this.cell, this.gutter);
    this.renderer.render({
      container: g, target: this.scratch, clear: true, clearColor: [0, 0, 0, 0],
      transform: new Matrix().translate(this.gutter, this.gutter),
    });
    g.destroy();
    const copy = new Sprite(this.scratch);
    const holder = new Container();
    holder.addChild(copy);
    copy.position.set(ox, oy);
    this.renderer.render({ container: holder, target: page.rt, clear: false });
    holder.destroy({ children: true });
    page.dirty = true;
    const tex = new Texture({ source: page.rt.source, frame: new Rectangle(ox + this.gutter, oy + this.gutter, this.cell, this.cell) });
    this.textures.set(key, tex);
    return tex;
  }

  /** Regenerates mipmaps of pages drawn into since the last call (once per frame at most). */
  flush(): void {
    for (const p of this.pages) {
      if (!p.dirty) continue;
      p.rt.source.updateMipmaps();
      p.dirty = false;
    }
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy(false);
    for (const p of this.pages) p.rt.destroy(true);
    this.scratch?.destroy(true);
    this.textures.clear();
    this.pages.length = 0;
  }
}
