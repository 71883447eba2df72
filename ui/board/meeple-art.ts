// A wooden meeple in a player's style, with the style's shape mark on its chest (colour is never the
// only cue): light from the upper left — the right half in shade, a sheen on the left shoulder and
// head — and a soft shadow cast to the lower right, so it reads as a piece standing on the tile.
// Drawn once per style into the atlas, standing; a farmer is the same sprite turned on its back.
import type { Graphics } from 'pixi.js';
import { type PlayerMark, type PlayerStyle, colorNumber } from '../theme/players.js';
import { MEEPLE_BODY } from '../theme/meeple-shape.js';

const BODY = MEEPLE_BODY;

/** The body's right half (in shade): the outline from the neck round to the crotch. */
const SHADE: readonly (readonly [number, number])[] = [[0.5, 0.3], ...BODY.slice(1, 8), [0.5, 0.78]];

export function paintMeeple(g: Graphics, style: PlayerStyle, size: number): void {
  const s = size, fill = colorNumber(style.fill), stroke = colorNumber(style.stroke), w = size / 22;
  const pts = (list: readonly (readonly [number, number])[], dx = 0, dy = 0) => list.flatMap(([x, y]) => [(x + dx) * s, (y + dy) * s]);
  // Cast shadow: the silhouette itself, offset down-right, soft (two passes).
  g.ellipse(s * 0.56, s * 0.95, s * 0.42, s * 0.06).fill({ color: 0x000000, alpha: 0.28 });
  g.poly(pts(BODY, 0.05, 0.03)).fill({ color: 0x000000, alpha: 0.22 });
  g.circle(s * 0.55, s * 0.21, s * 0.14).fill({ color: 0x000000, alpha: 0.22 });
  g.poly(pts(BODY)).fill(fill);
  g.circle(s * 0.5, s * 0.18, s * 0.14).fill(fill);
  // Shade and sheen, then the outline over both.
  g.poly(pts(SHADE)).fill({ color: 0x000000, alpha: 0.22 });
  g.arc(s * 0.5, s * 0.18, s * 0.14, -Math.PI / 2, Math.PI / 2).fill({ color: 0x000000, alpha: 0.22 });
  g.ellipse(s * 0.24, s * 0.44, s * 0.09, s * 0.04).fill({ color: 0xffffff, alpha: 0.35 });
  g.circle(s * 0.45, s * 0.13, s * 0.045).fill({ color: 0xffffff, alpha: 0.45 });
  g.poly(pts(BODY)).stroke({ width: w, color: stroke, join: 'round' });
  g.circle(s * 0.5, s * 0.18, s * 0.14).stroke({ width: w, color: stroke });
  paintMark(g, style.mark, s * 0.5, s * 0.52, s * 0.13, stroke);
}

export function paintMark(g: Graphics, mark: PlayerMark, x: number, y: number, r: number, color: number): void {
  switch (mark) {
    case 'circle': g.circle(x, y, r * 0.85).fill(color); break;
    case 'square': g.rect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5).fill(color); break;
    case 'triangle': g.poly([x, y - r, x + r, y + r * 0.75, x - r, y + r * 0.75]).fill(color); break;
    case 'diamond': g.poly([x, y - r * 1.1, x + r * 0.85, y, x, y + r * 1.1, x - r * 0.85, y]).fill(color); break;
    case 'star': g.star(x, y, 5, r * 1.1, r * 0.45).fill(color); break;
    case 'cross': {
      const t = r * 0.36;
      g.poly([x - t, y - r, x + t, y - r, x + t, y - t, x + r, y - t, x + r, y + t, x + t, y + t, x + t, y + r,
        x - t, y + r, x - t, y + t, x - r, y + t, x - r, y - t, x - t, y - t]).fill(color);
      break;
    }
  }
}
