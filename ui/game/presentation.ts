// An action already in the record whose result a phase panel is still showing (a catapult shot's
// flight and verdict, a knight walking out of a siege). The record and the autosave have it at
// once; the table tells the game as it was before it — the board, the heading, the side panel's
// story (turn-story.ts) — and the handoff the action started waits until the panel ends the show.
// A resume shows the record's last such action again until its show was once seen to the end
// (presented.ts).
// Session (session.ts) owns one; no DOM here.
import { replay, type Action, type ExpansionModule, type Game } from '../../core/index.js';
import type { Handoff } from './handoffs.js';
import { markSeen, seenThrough } from './presented.js';

/**
 * The action being presented: `before` is the game as it was before it (what the board shows).
 * `restored`: shown again after a resume.
 */
export interface Presenting {
  index: number; action: Action; phase: string; before: Game; restored: boolean;
  /** The panel shows the result whole now (its animation is over; presentSettled). */
  settled?: boolean;
}

export class Presentation {
  /** The action whose result a panel is presenting, or null. */
  current: Presenting | null = null;
  /** The handoff the action started: it shows when the show ends. */
  private held: Handoff | null = null;

  constructor(private readonly gameId: string) {}

  /** The table shows the game as it was before `p.action`; `handoff` waits for end(). */
  begin(p: Presenting, handoff: Handoff | null): void {
    this.current = p;
    this.held = handoff;
  }

  /** Whether action `index` was presented to its end on this device already (then never again). */
  seen(index: number): boolean {
    return seenThrough(this.gameId) >= index;
  }

  /** The panel's animation is over and the result is on show; false when nothing changed. */
  settle(): boolean {
    if (!this.current || this.current.settled) return false;
    this.current.settled = true;
    return true;
  }

  /** The show is over (and remembered as seen): the handoff that waited, if any; null when nothing was presented. */
  end(): { handoff: Handoff | null } | null {
    if (!this.current) return null;
    markSeen(this.gameId, this.current.index);
    this.current = null;
    const handoff = this.held;
    this.held = null;
    return { handoff };
  }

  /** The game as the table shows it: before the presented action, else `game` itself. */
  shownGame(game: Game): Game {
    return this.current?.before ?? game;
  }
}

/** The game before action `index`, replayed (Game.apply changes a game in place); null if it does not replay. */
export function gameBefore(catalog: readonly ExpansionModule[], game: Game, index: number): Game | null {
  const r = replay(catalog, game.state.setup, game.actions.slice(0, index));
  return r.ok ? r.game : null;
}
