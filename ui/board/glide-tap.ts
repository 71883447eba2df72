// A press on the board while it still glides after a flick (pixi-viewport's decelerate). The
// viewport takes every press during a glide as a stop and never as a tap, so the long slow tail
// of a glide (a second of barely visible motion) swallowed taps on squares and follower spots.
// Here, before Pixi sees the press (capture phase on the canvas's parent): during a slow glide
// (camera-motion.ts glideTapActs) the glide is stopped first, so the viewport takes the press as
// a tap like any other; a fast glide is left to the viewport (it stops, no tap), and the press is
// marked so a companion's gesture (BoardPointerRouter) does not take it either.
import type { Viewport } from 'pixi-viewport';
import { glideTapActs } from './camera-motion.js';

export class GlideTaps {
  /** The press that only stopped a fast glide (its pointer id), until the next press. */
  private stopper: number | null = null;

  constructor(private readonly host: HTMLElement | null, private readonly viewport: Viewport, private readonly tileCss: () => number) {
    host?.addEventListener('pointerdown', this.onDown, { capture: true });
  }

  /** True when press `pointerId` only stopped a glide: it is no tap and no gesture. */
  onlyStops(pointerId: number): boolean {
    return this.stopper === pointerId;
  }

  /** How fast the board glides now (CSS px/s); 0 when it is still. */
  speed(): number {
    const glide = this.viewport.plugins.get('decelerate', true);
    // The plugin's velocity is in screen px per ms.
    return glide?.isActive() ? Math.hypot(glide.x ?? 0, glide.y ?? 0) * 1000 : 0;
  }

  destroy(): void {
    this.host?.removeEventListener('pointerdown', this.onDown, { capture: true });
  }

  private readonly onDown = (e: PointerEvent): void => {
    this.stopper = null;
    const speed = this.speed();
    if (speed === 0) return;
    if (glideTapActs(speed, this.tileCss())) this.viewport.plugins.get('decelerate', true)?.reset();
    else this.stopper = e.pointerId;
  };
}
