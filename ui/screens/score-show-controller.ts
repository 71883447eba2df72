// Plays the scoring animation (ui/game/score-show.ts) for the game screen: when a turn ends with
// points (or the game ends with its final scoring), each event lights up its tiles on the board
// in the scorer's colour while its "+N" rises (ct-score-overlay), one after another, then the
// score board counts up. Timers, not animation frames, drive the steps, so a hidden tab cannot
// leave it hanging; skip() jumps to the end at any moment (the handoff was dismissed). With
// reduced motion the result is shown at once: every label still, the card, the final scores.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BoardModel } from '../board/index.js';
import type { Session, TurnScoring } from '../game/session.js';
import { FINAL_LIMITS, planShow, scoresBefore, type ShowPlan } from '../game/score-show.js';

export interface Show {
  plan: ShowPlan;
  /** performance.now() at the start. */
  started: number;
  /** false: prefers-reduced-motion, everything at once and still. */
  animate: boolean;
  /** The final scoring: the end screen follows the show. */
  final: boolean;
  /** The steps and the count are still playing (never with reduced motion). */
  running: boolean;
  /** For ct-score-board: count from the scores before the turn while the show runs. */
  counting: { from: number[]; at: number; duration: number };
}

/** Turns already shown (a screen shown again, e.g. after the start screen, does not replay them). */
const shownTurns = new WeakSet<TurnScoring>();

export interface ScoreShowHost extends ReactiveControllerHost {
  /** The board changed what it should show (the step's highlight). */
  repaintBoard(): void;
  /** The game is over and its final scoring has been shown (or skipped): time for the end screen. */
  gameOver(): void;
}

export class ScoreShowController implements ReactiveController {
  show: Show | null = null;
  private step = -1;
  private timers: number[] = [];
  private session: Session | null = null;
  private overFor: Session | null = null;

  constructor(private readonly host: ScoreShowHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.clearTimers();
  }

  /**
   * Call on every change of the session (before rendering): starts the show for a turn that just
   * ended with points, ends a still show when its handoff is gone, and reports the end of the game.
   */
  check(s: Session, boardReady: boolean): void {
    this.session = s;
    if (s.presenting) return; // a panel is still showing the action that led here (a catapult shot)
    if (this.show && !this.show.final && s.handoff === null) this.stop();
    const turn = s.lastTurn;
    const due = s.finished || (s.handoff !== null && s.handoffKind === 'turn');
    // A turn a resume rebuilt had its show before the reload: its card and story are told, not played again.
    if (turn && turn !== s.resumedTurn && due && boardReady && !shownTurns.has(turn)) {
      shownTurns.add(turn);
      this.start(s, turn);
    }
    if (s.finished && !this.show?.running) this.announceOver();
  }

  /** The board model with the playing step's highlight (the step's tiles, the scorer's colour). */
  boardModel(model: BoardModel): BoardModel {
    const step = this.show?.running && this.step >= 0 ? this.show.plan.steps[this.step] : undefined;
    if (!step) return model;
    return { ...model, highlight: step.highlight.tiles.length ? step.highlight : null };
  }

  /** Jumps to the end: the labels go, the scores are final, the final scoring gives way to the end screen. */
  skip = (): void => {
    const show = this.show;
    if (!show) return;
    this.stop();
    if (show.final) this.announceOver();
  };

  private start(s: Session, turn: TurnScoring): void {
    const animate = !(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
    const plan = s.finished ? planShow(s.game, turn.events, FINAL_LIMITS) : planShow(s.game, turn.events);
    // With reduced motion the end screen is the final result (it explains the final scoring).
    if (!plan.steps.length || (s.finished && !animate)) return;
    this.stop();
    const started = performance.now();
    this.show = {
      plan, started, animate, final: s.finished, running: animate,
      counting: { from: scoresBefore(s.game.state.scores, turn.events), at: started + plan.countStart, duration: plan.countDuration },
    };
    if (!animate) return;
    this.step = 0;
    plan.steps.forEach((step, i) => { if (i > 0) this.later(step.start, () => { this.step = i; this.host.repaintBoard(); }); });
    // While the score board counts, the board shows everything the turn scored (the handoff's highlight).
    this.later(plan.countStart, () => { this.step = -1; this.host.repaintBoard(); });
    this.later(plan.end, () => {
      const final = this.show?.final;
      this.stop();
      if (final) this.announceOver();
    });
  }

  private stop(): void {
    this.clearTimers();
    const had = this.show !== null;
    this.show = null;
    this.step = -1;
    if (had) {
      this.host.requestUpdate();
      this.host.repaintBoard();
    }
  }

  /** Once per game: the host shows the end screen. */
  private announceOver(): void {
    const s = this.session;
    if (!s?.finished || this.overFor === s) return;
    this.overFor = s;
    queueMicrotask(() => this.host.gameOver());
  }

  private later(ms: number, run: () => void): void {
    this.timers.push(window.setTimeout(run, ms));
  }

  private clearTimers(): void {
    for (const id of this.timers) clearTimeout(id);
    this.timers = [];
  }
}
