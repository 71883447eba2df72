// A phase panel's outline on the board (Session.setFocus): the tiles it wants outlined, kept for
// the phase it was set in only, so it goes away by itself when play moves on.
import type { GameState } from '../../core/index.js';

/** Tiles a phase panel wants outlined on the board, in the colour of the first player listed. */
export interface BoardFocus { tiles: number[]; players: number[] }

/** Which phase is being played: the turn, its phase, and whether the game is over. */
export function phaseKeyOf(s: GameState): string {
  return `${s.turn.number}|${s.turn.phase}|${s.finished}`;
}

export class PhaseFocus {
  private state: { focus: BoardFocus; key: string } | null = null;

  /** The outline set in phase `key`, or null (none, or set in another phase). */
  get(key: string): BoardFocus | null {
    const f = this.state;
    return f && f.key === key ? f.focus : null;
  }

  /** Outlines `focus` for phase `key` (no tiles: no outline). False when that changes nothing. */
  set(focus: BoardFocus | null, key: string): boolean {
    const next = focus && focus.tiles.length ? { tiles: [...focus.tiles], players: [...focus.players] } : null;
    if (JSON.stringify(next) === JSON.stringify(this.get(key))) return false;
    this.state = next ? { focus: next, key } : null;
    return true;
  }

  /**
   * An action or undo moved play from phase `before` to `after`: a different phase forgets the
   * outline (so an undo back into the old phase does not bring it back).
   */
  moved(before: string, after: string): void {
    if (before !== after) this.state = null;
  }
}
