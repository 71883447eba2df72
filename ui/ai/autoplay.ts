// Plays the computer seats of a session: when a computer must act (and no handoff or shown
// result is in the way), it asks the worker for the move and applies it as an ordinary action,
// at a pace a person can follow — the tile first, then the follower — or quicker when sped up.
// A computer's action on show (a catapult shot) ends by itself shortly after its panel says the
// result is on the board, and the next computer thinks during that show (the record already holds
// the shot), so a round of computer shots is flight, a glance at the result, the next flight.
// Nothing here is saved: after a reload the session is resumed and the computer thinks again.
import type { Action } from '../../core/index.js';
import type { Session } from '../game/session.js';
import { computerOf } from '../game/seats.js';
import { presentingPanel } from '../panels/registry.js';
import { askBot } from './bot-client.js';

/** Pause before each computer action (ms) at normal speed; sped up, a quarter of it. */
const PACE_MS = 900;
/** Pause before a computer's action that follows a computer's show (the board turns to the next seat meanwhile). */
export const AFTER_SHOW_MS = 500;
/** How long a computer's result stays on the board once its panel has shown it whole (Session.presentSettled). */
export const LINGER_MS = 700;
/** How long a computer's action stays on show when its panel does not say it has settled by then. */
export const SHOW_MS = 4200;

interface Thought { count: number; started: number; decision: ReturnType<typeof askBot> }

export class Autoplay {
  fast = false;
  /** Set while the computer is thinking (the turn panel says so). */
  thinking: number | null = null;
  private busyAt = -1;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The next computer's move, asked for during a show (the position after the shown action). */
  private thought: Thought | null = null;
  /** When autoplay last ended a computer's show, and at which action count. */
  private showEnded = { count: -1, at: 0 };

  constructor(private readonly session: Session, private readonly onChange: () => void = () => {}) {
    this.unsubscribe = session.subscribe(() => this.poke());
    this.poke();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
  }

  setFast(on: boolean): void {
    this.fast = on;
    this.onChange();
  }

  private pace(ms: number): number {
    return this.fast ? ms / 4 : ms;
  }

  /** Checks whether a computer must act now and, if so, starts its move (once per position). */
  poke(): void {
    const s = this.session;
    if (this.stopped || s.handoff !== null) return;
    const count = s.game.actions.length;
    // A computer's shot or catch on show ends by itself, also the one that ended the game: the end
    // screen waits for the show (an all-computer table used to stop there for good).
    if (s.presenting) {
      this.endShowLater(count);
      this.thinkAhead(count);
      return;
    }
    if (s.finished) return;
    // A panel handed the tablet to someone for its own step (a catcher): that is a person's moment.
    if (s.handedTo !== null && s.handedTo !== s.actor) return;
    const actor = s.actor;
    const strength = computerOf(s.game.state.setup, actor);
    if (!strength || this.busyAt === count) return;
    this.busyAt = count;
    this.thinking = actor;
    this.onChange();
    const ahead = this.thought?.count === count ? this.thought : null;
    this.thought = null;
    const started = ahead?.started ?? performance.now(), decision = ahead?.decision ?? askBot(s.game.state.setup, s.game.actions, strength);
    // After a computer's show the pause counts from the show's end (the thinking was done during it).
    const afterShow = this.showEnded.count === count;
    const from = afterShow ? Math.max(started, this.showEnded.at) : started, pace = afterShow ? AFTER_SHOW_MS : PACE_MS;
    decision.then((d) => {
      const wait = Math.max(0, this.pace(pace) - (performance.now() - from));
      this.timer = setTimeout(() => this.play(count, d.action), wait);
    }, (err: unknown) => {
      this.thinking = null;
      this.busyAt = -1;
      console.error('computer player:', err);
      this.onChange();
    });
  }

  private play(count: number, action: Action): void {
    const s = this.session;
    this.thinking = null;
    if (this.stopped || s.game.actions.length !== count || s.presenting) { this.onChange(); return; }
    const present = presentingPanel(s.game.state.turn.phase)?.presents?.includes(action.type) ?? false;
    const r = s.apply(action, { present });
    if (!r.ok) console.error('computer player chose a refused action', action, r.error);
    this.onChange();
  }

  /**
   * A computer's shot on show: the game goes on by itself once it has been seen — LINGER_MS after
   * the panel has shown the result whole, else after SHOW_MS (a result that settles just before
   * then still gets its LINGER_MS: the show may then last up to SHOW_MS + LINGER_MS).
   */
  private endShowLater(count: number): void {
    const s = this.session, shown = s.presenting!;
    const by = s.game.state.setup.players[this.actorOf(shown.before)]?.computer;
    // Negative, apart from the action counts busyAt holds otherwise, and one per count and settling:
    // -count-1 / -count-2 gave a settled show and the next count's unsettled one the same key.
    const key = -2 * count - (shown.settled ? 2 : 1);
    if (!by || this.busyAt === key) return;
    this.busyAt = key;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.session.presenting !== shown) return;
      this.showEnded = { count, at: performance.now() };
      this.session.endPresenting();
    }, this.pace(shown.settled ? LINGER_MS : SHOW_MS));
  }

  /** During a show, the next computer (if the next move is a computer's) thinks about the position after it. */
  private thinkAhead(count: number): void {
    const s = this.session;
    if (s.finished || this.thought?.count === count) return;
    const strength = computerOf(s.game.state.setup, s.game.actor());
    if (!strength) return;
    const decision = askBot(s.game.state.setup, s.game.actions, strength);
    decision.catch(() => undefined); // asked again, and reported, when its turn comes
    this.thought = { count, started: performance.now(), decision };
  }

  private actorOf(before: { actor(): number } | null): number {
    return before ? before.actor() : -1;
  }
}
