// A press on the board while the app moves the camera itself (the zoom on a tile just placed, the
// start-of-turn view, a pan to a chosen square, following a shot). The viewport takes a tap's
// square or spot where the finger lifts, under a board that kept moving since it landed, so the
// tap chose what had slid under the finger meanwhile (or nothing). The rule, like a slow glide's
// (glide-tap.ts): a press acts on what is under the finger as the board is shown at the touch.
// Here, before Pixi sees the press (capture phase on the canvas's parent), the camera is held
// still until the finger lifts; the move then goes on to its goal. A drag or pinch still takes
// over as ever (camera.ts interrupt). A companion's own gesture (board-pointer.ts) is left alone.
import type { BoardCamera } from './camera.js';

export class MoveTaps {
  /** The fingers (pointer ids) that hold the camera. */
  private readonly holding = new Set<number>();

  /** `othersTake`: whether a press is a companion's gesture or only stops a glide (asked after their listeners ran). */
  constructor(private readonly host: HTMLElement | null, private readonly camera: BoardCamera,
    private readonly othersTake: (pointerId: number) => boolean) {
    host?.addEventListener('pointerdown', this.onDown, { capture: true });
  }

  destroy(): void {
    this.host?.removeEventListener('pointerdown', this.onDown, { capture: true });
    this.unlisten();
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (e.button > 0 || !this.camera.moving || this.othersTake(e.pointerId)) return;
    if (this.holding.size === 0) {
      window.addEventListener('pointerup', this.onEnd, true);
      window.addEventListener('pointercancel', this.onEnd, true);
    }
    this.holding.add(e.pointerId);
    this.camera.hold(performance.now());
  };

  /** In the capture phase on the window: the move resumes before the viewport hears the tap. */
  private readonly onEnd = (e: PointerEvent): void => {
    if (!this.holding.delete(e.pointerId) || this.holding.size > 0) return;
    this.unlisten();
    this.camera.release(performance.now());
  };

  private unlisten(): void {
    this.holding.clear();
    window.removeEventListener('pointerup', this.onEnd, true);
    window.removeEventListener('pointercancel', this.onEnd, true);
  }
}
