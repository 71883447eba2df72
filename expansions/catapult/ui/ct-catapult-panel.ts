// The catapult round (docs/architecture.md, digest §2.3–2.4), the panel for phase 'catapult/round': the
// chooser picks the token type; each shooter aims on the board like a slingshot (or with the
// labelled sliders) and shoots; the physics runs in a worker; the shot goes into the record at once
// (session.apply with {present}: the autosave holds it, a reload shows its result, never a second
// try) and its recorded trajectory is then played back on the catapult layer over the board as it
// was before the shot. Seduction offers the swap, catch runs the throw-and-catch mini-game between
// two players, target practice marks the fair tile. Every step has a way on (continue, pass, or the
// choices fallback), so a game never blocks here.
import { LitElement, nothing, type PropertyValues } from 'lit';
import type { Action, GameView } from '../../../core/index.js';
import type { BoardPointer, BoardView, Session } from '../../../ui/expansion-api.js';
import { LocaleController, shell } from './shell.js';
import { physicsInput, shotAction, TOKEN_RADIUS, type FollowerRef } from '../index.js';
import { clipToRect, NEUTRAL_AIM, NEUTRAL_CATCH_POWER, type Aim } from './aim.js';
import { CatapultLayer } from './catapult-layer.js';
import { boardGesture } from './gestures.js';
import { catchAction, catchPlan, judge, landingTime, type CatchPlan } from './catch-plan.js';
import { frameRound, showWholeShot } from './camera.js';
import { buildFrame } from './layer-view.js';
import { currentRound, shooterOf } from './round-view.js';
import { shotSeed } from './seed.js';
import { ShotSounds } from './shot-sounds.js';
import { runShot, warmUp } from './shot-runner.js';
import { CATCH_COUNTDOWN_MS, CATCH_LINGER, presentedStage, shotData, type Stage } from './stages.js';
import { CATCH_SLOW_MOTION, endTime, REPLAY_SLOW_MOTION, replayWindow, SHOT_SLOW_MOTION, simTime } from './trajectory.js';
import { panelStyles } from './panel-styles.js';
import {
  renderCatch, renderChoose, renderShot, renderSwap, swapMarks, type PanelHost,
} from './panel-views.js';

const ANIMATED = new Set<Stage['kind']>(['flying', 'replay', 'catch-count', 'catch-flight']);

export class CtCatapultPanel extends LitElement implements PanelHost {
  static override properties = { session: { attribute: false }, revision: { type: Number }, board: { attribute: false } };
  static override styles = [shell.sharedStyles, panelStyles];
  declare session: Session | null;
  declare revision: number;
  declare board: BoardView | null;
  stage: Stage = { kind: 'idle' };
  aim: Aim = { ...NEUTRAL_AIM };
  catchPower = NEUTRAL_CATCH_POWER;
  swapTarget: FollowerRef | null = null;
  swapFrom: 'supply' | FollowerRef | null = null;
  swapType: string | null = null;
  /** Which game position the stage belongs to ("at:N", or "show:N" while action N is presented). */
  private stageKey = '';
  private stageGame: unknown = null;
  /** The catch throw being played live, so its verdict shows the same flight it judged. */
  private livePlan: CatchPlan | null = null;
  /** The hint last put on the catapult (each is shown once; the player may change it). */
  private shownSuggestion: Action | null = null;
  /** The catch flight still in the air when its verdict went into the record (at the catcher's tap). */
  private liveFlight: Extract<Stage, { kind: 'catch-flight' }> | null = null;
  press: { x: number; y: number } | null = null;
  pull: { x: number; y: number } | null = null;
  pickAt: FollowerRef | null = null;
  private layer: CatapultLayer | null = null;
  private removeLayer: (() => void) | null = null;
  private layerBoard: BoardView | null = null;
  private displaced = new Set<number>();
  private framed = '';
  /** The presented shot framed whole after a resize mid-flight (its index): the camera no longer follows it. */
  private wholeShot: number | null = null;
  /** The board area changed while a catch flew: framed again once it has landed. */
  private resizedInFlight = false;
  private stopResize: (() => void) | null = null;
  private raf = 0;
  private readonly liveSounds = new ShotSounds();
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.board = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    warmUp();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.detachBoard();
  }

  // ── stage bookkeeping ──────────────────────────────────────────────────
  get reducedMotion(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /** The game the round is shown from: while a shot is presented, the game as it was before it. */
  get game(): GameView | null {
    return this.session?.presenting?.before ?? this.session?.game ?? null;
  }

  setStage(stage: Stage): void {
    this.stage = stage;
    this.requestUpdate();
    // A catch that flew through a resize is framed for the new board area once it has landed.
    if (this.resizedInFlight && !inMotion(stage, this.reducedMotion)) queueMicrotask(() => this.reframe());
    // The presented shot or catch is shown whole: a computer's show may end soon (after this update).
    const s = this.session;
    if (s?.presenting && (stage.kind === 'result' || stage.kind === 'catch-result')) queueMicrotask(() => s.presentSettled());
    if (ANIMATED.has(stage.kind) && !this.raf) this.raf = requestAnimationFrame(this.tick);
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const s = this.session;
    if (!s) return;
    const shown = s.presenting;
    const key = shown ? `show:${shown.index}` : `at:${s.game.state.actionCount}`;
    if (key === this.stageKey && this.stageGame === s.game) return;
    this.stageKey = key;
    this.stageGame = s.game;
    this.swapTarget = null;
    this.swapFrom = null;
    this.swapType = null;
    if (shown) {
      // A catch decided at the tap flies on to its end before the verdict shows.
      const flight = this.liveFlight;
      this.setStage(flight && shown.action.type === 'catapult/catch' ? flight : presentedStage(shown, this.livePlan, this.reducedMotion, performance.now()));
    } else {
      // A new shooter starts from a neutral catapult: nobody inherits the previous shot (issue 11.3).
      this.aim = { ...NEUTRAL_AIM };
      this.catchPower = NEUTRAL_CATCH_POWER;
      // A throw already let go (in the record: catapult/throw) waits for its catcher — after a
      // reload too: the same throw, never a new pull.
      const pending = currentRound(s.game)?.throw;
      this.stage = pending ? { kind: 'catch-wait', power: pending.power } : { kind: 'idle' };
    }
    this.livePlan = null;
    this.liveFlight = null;
  }

  protected override updated(): void {
    this.showSuggestion();
    this.attachBoard();
    this.frameView();
    this.redraw();
  }

  // ── the board: layer, pointer, framing ─────────────────────────────────
  private attachBoard(): void {
    if (this.board === this.layerBoard) return;
    this.detachBoard();
    if (!this.board) return;
    this.layer = new CatapultLayer();
    this.removeLayer = this.board.addLayer(this.layer.root);
    this.board.setPointerHandler(this.onPointer);
    // A tablet turned mid-round: the step is framed again for the new board area. A shot in the
    // air (or settling) is then shown whole — the catapult, its flight and where it all ends — and
    // no longer followed, so nothing of it is cut and the camera does not fight the frame; a catch
    // in the air keeps its view until it lands (the catcher is aiming a tap), then is framed again.
    this.stopResize = this.board.onScreenResize(() => {
      const st = this.stage;
      if ((st.kind === 'flying' || st.kind === 'replay' || st.kind === 'result') && inMotion(st, this.reducedMotion)) {
        this.showWholeShot();
        return;
      }
      if (inMotion(st, this.reducedMotion)) { this.resizedInFlight = true; return; }
      this.reframe();
    });
    this.layerBoard = this.board;
  }

  private detachBoard(): void {
    const b = this.layerBoard;
    if (b) {
      for (const i of this.displaced) b.displaceFollower(i, null);
      b.setPointerHandler(null);
      // The round is over: the board turns back, north up, where it was turned to a seat.
      b.follow(null);
      b.turnTo(0);
      b.requestRender();
    }
    this.displaced.clear();
    this.stopResize?.();
    this.stopResize = null;
    this.removeLayer?.();
    this.layer?.destroy();
    this.layer = null;
    this.removeLayer = null;
    this.layerBoard = null;
  }

  /** CSS px per tile at the board's zoom now. */
  private ppt(): number {
    return this.board?.tileCss || 100;
  }

  private reframe(): void {
    this.resizedInFlight = false;
    this.framed = '';
    this.frameView();
    this.redraw();
  }

  /** The presented shot, whole, at the board's turn now (as a shot shown again after a reload). */
  private showWholeShot(): void {
    const s = this.session, b = this.board, g = this.game, st = this.stage;
    if (!s?.presenting || !b || !g || !('play' in st)) return;
    this.wholeShot = s.presenting.index;
    showWholeShot(g, b, st.play.action, st.play.shooter, b.targetTurn);
    this.redraw();
  }

  /** Turns and frames the board for this step (camera.ts), once per step. */
  private frameView(): void {
    const s = this.session, b = this.board, g = this.game;
    if (s && b && g) this.framed = frameRound(s, g, b, this.framed, this.stage);
  }

  redraw(): void {
    const s = this.session, b = this.board, layer = this.layer, g = this.game;
    if (!s || !b || !layer || !g || !currentRound(g)) return;
    const frame = buildFrame({
      game: g, stage: this.stage, aim: this.aim, catchPower: this.catchPower, ppt: this.ppt(), pull: this.pull,
      now: performance.now(), reducedMotion: this.reducedMotion, swap: swapMarks(this), handoff: s.handoff !== null,
    });
    this.keepBandInView(frame.view.aim, b);
    layer.draw(frame.view);
    for (const i of this.displaced) if (!frame.displaced.has(i)) b.displaceFollower(i, null);
    for (const [i, p] of frame.displaced) b.displaceFollower(i, p);
    this.displaced = new Set(frame.displaced.keys());
    // The camera follows the shot as it flies and settles on where it lands (eased, speed-capped),
    // unless the shot is shown whole (a resize mid-flight).
    const whole = this.wholeShot !== null && this.wholeShot === s.presenting?.index;
    if (frame.focus && !this.reducedMotion && !whole) b.follow(frame.focus.at, frame.focus.zone);
    b.requestRender();
    // While the camera moves the band's room on screen changes: drawn again each frame until it stops.
    if (frame.view.aim && b.cameraMoving && !this.raf) this.raf = requestAnimationFrame(this.tick);
  }

  /** The band ends at the board area's edge at most (a pull longer than the room goes under the panel). */
  private keepBandInView(aim: { from: { x: number; y: number }; band: { x: number; y: number } } | null, b: BoardView): void {
    if (!aim) return;
    const r = b.clientRect(), inset = TOKEN_RADIUS * this.ppt() + 4;
    const from = b.worldToClient(aim.from.x, aim.from.y), to = b.worldToClient(aim.band.x, aim.band.y);
    const room = { left: r.left + inset, top: r.top + inset, right: r.right - inset, bottom: r.bottom - inset };
    const end = clipToRect(from, to, room);
    if (end.x !== to.x || end.y !== to.y) aim.band = b.clientToWorld(end.x, end.y);
  }

  // ── animation ──────────────────────────────────────────────────────────
  /** The catch flight whose verdict went into the record (it is presented once saved). */
  private judged: Stage | null = null;

  private readonly tick = (): void => {
    this.raf = 0;
    const st = this.stage, now = performance.now();
    if (st.kind === 'flying') {
      const { trajectories } = shotData(st.play.action), t = simTime(now - st.start, SHOT_SLOW_MOTION);
      this.liveSounds.flying(st, trajectories, t);
      if (t > endTime(trajectories) + 0.15) {
        // The first impact once more, slowly, unless motion is reduced (issue 11.6); skippable. Not
        // for a computer's shot: the friends watching saw the flight, and the round stays brisk.
        const byComputer = !!this.game?.state.setup.players[st.play.shooter]?.computer;
        const w = this.reducedMotion || byComputer ? null : replayWindow(trajectories);
        this.setStage(w ? { kind: 'replay', play: st.play, start: now, ...w } : { kind: 'result', play: st.play });
      }
    } else if (st.kind === 'replay') {
      if (st.from + simTime(now - st.start, REPLAY_SLOW_MOTION) > st.to) this.setStage({ kind: 'result', play: st.play });
    } else if (st.kind === 'catch-count' && now - st.start >= CATCH_COUNTDOWN_MS) {
      this.liveSounds.launch();
      this.setStage({ kind: 'catch-flight', plan: st.plan, start: now, tap: null });
    } else if (st.kind === 'catch-flight' && st !== this.judged && simTime(now - st.start, CATCH_SLOW_MOTION) > landingTime(st.plan) + CATCH_LINGER) {
      // Once: the session shows the catch only after it is saved, and frames go on meanwhile.
      this.judged = st;
      const result = judge(st.plan, st.tap), shown = this.session?.presenting;
      this.liveSounds.judged(result);
      this.livePlan = st.plan;
      // Tapped: the verdict is in the record already (catchTap), only its showing waited for the landing.
      if (shown?.action.type === 'catapult/catch') this.setStage({ kind: 'catch-result', plan: st.plan, action: shown.action, result, restored: false });
      else this.apply(catchAction(st.plan, st.tap, result), true);
    }
    this.redraw();
    if (ANIMATED.has(this.stage.kind) && !this.raf) this.raf = requestAnimationFrame(this.tick);
  };

  // ── board gestures (gestures.ts) ───────────────────────────────────────
  private readonly onPointer = (p: BoardPointer): boolean => boardGesture(this, p);

  // ── actions ────────────────────────────────────────────────────────────
  /** `present`: a physical result (shot, catch) goes into the record now and is shown from there. */
  apply(action: Action, present = false): boolean {
    const s = this.session;
    if (!s) return false;
    for (const i of this.displaced) this.board?.displaceFollower(i, null);
    this.displaced.clear();
    const r = s.apply(action, { present });
    if (!r.ok && present) this.setStage({ kind: 'error', detail: r.error.message });
    return r.ok;
  }

  skipReplay(): void {
    const st = this.stage;
    if (st.kind === 'replay') this.setStage({ kind: 'result', play: st.play });
  }

  /** The result has been seen: the round goes on (the next shooter's handoff, or the next turn). */
  finishShow(): void {
    for (const i of this.displaced) this.board?.displaceFollower(i, null);
    this.displaced.clear();
    this.session?.endPresenting();
  }

  async fire(): Promise<void> {
    const s = this.session;
    if (!s || s.presenting || this.stage.kind !== 'idle') return;
    const g = s.game, who = shooterOf(g), r = currentRound(g);
    if (!who || !r?.token || r.token === 'catch') return;
    const at = g.state.actionCount;
    const seed = shotSeed(g.state.setup.seed, at);
    const input = { seat: who.shooter, seats: g.playerCount(), aim: this.aim.aim, power: this.aim.power };
    this.setStage({ kind: 'busy' });
    let outcome;
    try {
      ({ outcome } = await runShot({ board: physicsInput(g), shot: input, seed }));
    } catch (e) {
      if (s.game === g && g.state.actionCount === at) this.setStage({ kind: 'error', detail: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (this.session !== s || s.game !== g || g.state.actionCount !== at) return; // the game moved on meanwhile
    this.liveSounds.launch();
    this.liveSounds.willVoice();
    // Into the record before anything is shown: the flight plays from the recorded trajectory.
    this.apply(shotAction(outcome, { input: { ...input, seed } }), true);
  }

  /**
   * A hint for this shot or throw (session.suggestion): the catapult takes the suggested aim and
   * pull, so the band and the flight line show it on the board; firing follows it, a pull changes it.
   */
  private showSuggestion(): void {
    const s = this.session, hint = s?.suggestion;
    if (!s || !hint || hint === this.shownSuggestion || s.presenting || this.stage.kind !== 'idle') return;
    this.shownSuggestion = hint;
    if (hint.type === 'catapult/shot') {
      const input = hint.input as { aim?: unknown; power?: unknown } | undefined;
      if (typeof input?.aim !== 'number' || typeof input.power !== 'number') return;
      this.aim = { aim: input.aim, power: input.power };
    } else if (hint.type === 'catapult/throw' && typeof hint.power === 'number') {
      this.catchPower = hint.power;
    } else return;
    this.touch();
  }

  /** The thrower lets go: the power and the flight's seed go into the record, and the tablet to the catcher. */
  handToCatcher(): void {
    const s = this.session, who = s && !s.presenting ? shooterOf(s.game) : null;
    if (!s || !who || who.catcher === null || this.stage.kind !== 'idle') return;
    const g = s.game;
    this.apply({ type: 'catapult/throw', power: Math.min(1, Math.max(0, this.catchPower)), seed: shotSeed(g.state.setup.seed, g.state.actionCount) });
  }

  startThrow(): void {
    const s = this.session, st = this.stage, who = s && !s.presenting ? shooterOf(s.game) : null;
    const pending = s ? currentRound(s.game)?.throw : null;
    if (!s || !who || who.catcher === null || st.kind !== 'catch-wait' || !pending) return;
    const g = s.game;
    const plan = catchPlan(physicsInput(g), who.shooter, who.catcher, g.playerCount(), pending.power, pending.seed);
    this.setStage({ kind: 'catch-count', plan, start: performance.now() });
  }

  /** The catcher's tap (or the Catch button: over the ruler), in simulated time. */
  catchTap(x?: number, y?: number): void {
    const st = this.stage;
    if (st.kind !== 'catch-flight' || st.tap) return;
    const t = simTime(performance.now() - st.start, CATCH_SLOW_MOTION);
    // The button (keyboard, screen reader) grabs over the ruler: it catches when the token is there — timing, not a free catch.
    const at = x === undefined || y === undefined ? st.plan.path.rulerAt : { x, y };
    st.tap = { t, x: at.x, y: at.y };
    // The tap decides the catch: into the record now (a reload from here shows this verdict, never
    // a second try); the token flies on to its end before the verdict is shown.
    this.liveFlight = st;
    this.livePlan = st.plan;
    if (!this.apply(catchAction(st.plan, st.tap, judge(st.plan, st.tap)), true)) this.liveFlight = null;
    this.requestUpdate();
  }

  override render() {
    const s = this.session, g = this.game;
    const r = g ? currentRound(g) : null;
    if (!s || !r) return nothing;
    if (r.token === null) return renderChoose(this, s);
    if (r.swap && this.stage.kind === 'idle') return renderSwap(this, s);
    if (r.token === 'catch') return renderCatch(this, s);
    return renderShot(this, s);
  }

  /** Keeps the sliders' band in sync. */
  touch(): void {
    this.requestUpdate();
    this.redraw();
  }
}

customElements.define('ct-catapult-panel', CtCatapultPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ct-catapult-panel': CtCatapultPanel;
  }
}

/** Whether the camera is following a shot now: a flight, its replay, a live result settling, a catch in the air. */
function inMotion(stage: Stage, reducedMotion: boolean): boolean {
  switch (stage.kind) {
    case 'flying': case 'replay': case 'catch-count': case 'catch-flight': return true;
    case 'result': return !stage.play.restored && !reducedMotion;
    default: return false;
  }
}
