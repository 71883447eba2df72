// An action already in the record whose result a phase panel is still showing (a catapult shot's
// flight and verdict, a knight walking out of a siege). The record and the autosave have it at
// once; the table tells the game as it was before it — the board, the heading, the side panel's
// story — and the handoff the action started waits until the panel ends the show. A resume shows
// the record's last such action again until its show was once seen to the end (presented.ts).
// Session (session.ts) owns one; no DOM here.
import { replay, type Action, type ExpansionModule, type Game } from '../../core/index.js';
import type { Handoff } from './handoffs.js';
import { markSeen, seenThrough } from './presented.js';
import type { TurnLog, TurnScoring } from './turn-log.js';

/**
 * The action being presented: `before` is the game as it was before it (what the board shows).
 * `restored`: shown again after a resume.
 */
export interface Presenting {
  index: number; action: Action; phase: string; before: Game; restored: boolean;
  /** The panel shows the result whole now (its animation is over; presentSettled). */
  settled?: boolean;
}

/** What the side panel tells: the current turn so far, and the turn before it (null when not known). */
export interface Story { now: TurnScoring; last: TurnScoring | null }

export class Presentation {
  /** The action whose result a panel is presenting, or null. */
  current: Presenting | null = null;
  /** The handoff the action started: it shows when the show ends. */
  private held: Handoff | null = null;
  /**
   * The turn that ended last, with the turn before it: while the action that ended it is presented,
   * the side panel still tells it as the current turn (story()).
   */
  closed: { log: TurnLog; last: TurnScoring | null } | null = null;

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

  /**
   * The side panel's story of `game`, whose current turn's log is `log` and previous turn `last`.
   * While an action is presented, as the game stood before it: its events wait for the end of its
   * show, and a turn it ended is still the current one.
   */
  story(game: Game, log: TurnLog, last: TurnScoring | null): Story {
    const p = this.current, all = game.state.scoring;
    if (p && !log.has(p.index) && this.closed?.log.has(p.index)) ({ log, last } = this.closed);
    const scoring = p ? all.slice(0, p.before.state.scoring.length) : all;
    return { now: { player: this.shownGame(game).state.turn.player, events: log.scoring(scoring), log: log.events(p?.index) }, last };
  }
}

/** The game before action `index`, replayed (Game.apply changes a game in place); null if it does not replay. */
export function gameBefore(catalog: readonly ExpansionModule[], game: Game, index: number): Game | null {
  const r = replay(catalog, game.state.setup, game.actions.slice(0, index));
  return r.ok ? r.game : null;
}
