// Plays the computer seats of a session: when a computer must act (and no handoff or shown
// result is in the way), it asks the worker for the move and applies it as an ordinary action,
// at a pace a person can follow — the tile first, then the follower — or quicker when sped up.
// Nothing here is saved: after a reload the session is resumed and the computer thinks again.
import type { Action } from '../../core/index.js';
import type { Session } from '../game/session.js';
import { computerOf } from '../game/seats.js';
import { presentingPanel } from '../panels/registry.js';
import { askBot } from './bot-client.js';

/** Pause before each computer action (ms) at normal speed; sped up, a quarter of it. */
const PACE_MS = 900;
/** How long a computer's shot or throw stays on show before the game goes on (normal speed). */
const SHOW_MS = 4200;

export class Autoplay {
  fast = false;
  /** Set while the computer is thinking (the turn panel says so). */
  thinking: number | null = null;
  private busyAt = -1;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;

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
    const started = performance.now();
    askBot(s.game.state.setup, s.game.actions, strength).then((d) => {
      const wait = Math.max(0, this.pace(PACE_MS) - (performance.now() - started));
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

  /** A computer's shot on show: the game goes on by itself once it has been seen. */
  private endShowLater(count: number): void {
    const s = this.session, shown = s.presenting!;
    const by = s.game.state.setup.players[this.actorOf(shown.before)]?.computer;
    if (!by || this.busyAt === -count - 1) return;
    this.busyAt = -count - 1;
    this.timer = setTimeout(() => {
      if (this.session.presenting === shown) this.session.endPresenting();
    }, this.pace(SHOW_MS));
  }

  private actorOf(before: { actor(): number } | null): number {
    return before ? before.actor() : -1;
  }
}
