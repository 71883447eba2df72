// Gestures an expansion companion takes on the board (aiming a catapult, tapping a piece). A
// pointerdown is offered to the companion's handler first — in the capture phase on the canvas's
// parent, so it runs before Pixi's own listeners on the canvas and a claimed gesture never reaches
// the viewport (no pan, no tap); its moves and end then go to the handler alone. A press that
// only stops the board's glide after a flick (glide-tap.ts) is offered to no one.

/** A pointer on the board for an expansion's own gesture; x, y in world units (tiles). */
export interface BoardPointer {
  type: 'down' | 'move' | 'up' | 'cancel';
  id: number; x: number; y: number; clientX: number; clientY: number;
}
/** Sees every 'down' first; returning true claims that gesture (its moves and end come here, the board does not pan). */
export type BoardPointerHandler = (p: BoardPointer) => boolean | void;

export class BoardPointerRouter {
  private handler: BoardPointerHandler | null = null;
  private claimed: number | null = null;

  /**
   * `toWorld`: board point (tiles) under a page point (CSS px), in the board's current turn and zoom;
   * `onlyStops`: whether a press only stopped a glide (asked after the glide's own listener ran).
   */
  constructor(private readonly host: HTMLElement | null, private readonly toWorld: (x: number, y: number) => { x: number; y: number },
    private readonly onlyStops: (pointerId: number) => boolean = () => false) {
    host?.addEventListener('pointerdown', this.onDown, { capture: true });
    host?.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  /**
   * The moves of a claimed gesture are the companion's alone: consumed, so the browser makes no
   * scroll of them either. Unconsumed, Chromium turned a quick release (a slingshot let go at speed)
   * into a fling of nothing, and the next tap — on Continue — only stopped that fling: no click.
   */
  private readonly onTouchMove = (e: TouchEvent): void => {
    if (this.claimed !== null && e.cancelable) e.preventDefault();
  };

  /** Whether press `pointerId` is a companion's gesture now. */
  claims(pointerId: number): boolean {
    return this.claimed === pointerId;
  }

  set(handler: BoardPointerHandler | null): void {
    if (!handler) this.endClaim();
    this.handler = handler;
  }

  destroy(): void {
    this.endClaim();
    this.host?.removeEventListener('pointerdown', this.onDown, { capture: true });
    this.host?.removeEventListener('touchmove', this.onTouchMove);
  }

  private pointer(type: BoardPointer['type'], e: PointerEvent): BoardPointer {
    const w = this.toWorld(e.clientX, e.clientY);
    return { type, id: e.pointerId, x: w.x, y: w.y, clientX: e.clientX, clientY: e.clientY };
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (!this.handler || this.claimed !== null || e.button > 0 || this.onlyStops(e.pointerId)) return;
    if (this.handler(this.pointer('down', e)) !== true) return;
    e.stopPropagation();
    e.preventDefault();
    this.claimed = e.pointerId;
    window.addEventListener('pointermove', this.onMove, true);
    window.addEventListener('pointerup', this.onEnd, true);
    window.addEventListener('pointercancel', this.onEnd, true);
  };

  private readonly onMove = (e: PointerEvent): void => {
    if (e.pointerId === this.claimed) this.handler?.(this.pointer('move', e));
  };

  private readonly onEnd = (e: PointerEvent): void => {
    if (e.pointerId !== this.claimed) return;
    const handler = this.handler;
    this.endClaim();
    handler?.(this.pointer(e.type === 'pointercancel' ? 'cancel' : 'up', e));
  };

  private endClaim(): void {
    this.claimed = null;
    window.removeEventListener('pointermove', this.onMove, true);
    window.removeEventListener('pointerup', this.onEnd, true);
    window.removeEventListener('pointercancel', this.onEnd, true);
  }
}
