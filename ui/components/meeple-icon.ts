// A small follower in a player's colours for the shell's own screens (the type picker's tokens,
// the score board's supply), drawn from the board meeple's silhouette. `scale` is the follower
// type's drawing size (the big follower is larger). Decorative: callers give the words.
import { html, type TemplateResult } from 'lit';
import type { PlayerLook } from '../game/player-style.js';
import { MEEPLE_BODY, MEEPLE_HEAD } from '../theme/meeple-shape.js';

const BODY_POINTS = MEEPLE_BODY.map(([x, y]) => `${x},${y}`).join(' ');

/** An inline SVG `px` CSS pixels high at scale 1 (the box grows with `scale`, the silhouette inside it). */
export function meepleIcon(look: PlayerLook, px: number, scale = 1): TemplateResult {
  const h = Math.round(px * scale);
  return html`<svg width=${h} height=${h} viewBox="0 0 1 1" aria-hidden="true" focusable="false" class="meeple">
    <polygon points=${BODY_POINTS} fill=${look.fill} stroke=${look.stroke} stroke-width="0.045" stroke-linejoin="round" />
    <circle cx=${MEEPLE_HEAD.x} cy=${MEEPLE_HEAD.y} r=${MEEPLE_HEAD.r} fill=${look.fill} stroke=${look.stroke} stroke-width="0.045" />
  </svg>`;
}
