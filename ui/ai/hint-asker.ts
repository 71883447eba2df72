// A person's Hint, asked for and kept for one game screen: the button may sit in the turn panel's
// row (lying) or in the computer players' line (upright), while the reason always shows in that
// line (ct-bot-bar.ts), so both read one asker.
import type { Session } from '../game/session.js';
import { computerActsNow } from '../game/seats.js';
import { showHint, type Hint } from './hints.js';

/** Whether the person acting now may ask for a hint (not while a result is shown, a handoff waits or a computer acts). */
export function hintOffered(s: Session): boolean {
  return !s.finished && !s.presenting && s.handoff === null && !computerActsNow(s);
}

export class HintAsker {
  asking = false;
  private hint: Hint | null = null;

  constructor(private readonly changed: () => void) {}

  /** The last hint, while the game is still at the move it was asked for. */
  current(s: Session): Hint | null {
    return this.hint && this.hint.at === s.game.actions.length ? this.hint : null;
  }

  async ask(s: Session): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    this.changed();
    try {
      this.hint = await showHint(s);
    } catch (e) {
      console.error('hint failed', e);
    } finally {
      this.asking = false;
      this.changed();
    }
  }
}
