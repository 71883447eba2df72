// One game being played on this tablet: the engine's Game and the loop that applies an action or
// an undo, saves it and only then shows it (write-ahead.ts), with what the table tells around it —
// the current and previous turns, what the board marks. Its parts: the person's unconfirmed choice
// on the board is its base class (board-choices.ts), whom the tablet goes to is Handoffs
// (handoffs.ts), an action whose result a panel still shows is Presentation (presentation.ts), the
// story of the current and previous turns is TurnStory (turn-story.ts), and a saved game is
// rebuilt by replaySaved (replay-saved.ts). Every action goes through game.apply();
// every rule is the engine's. No DOM here, so it runs in node tests.
import {
  Game, toRecord, undoLast,
  type Action, type ApplyResult, type ExpansionModule, type GameEvent, type GameRecord, type GameSetup,
  type Rotation, type RuleError, type ScoreEvent,
} from '../../core/index.js';
import type { BoardModel } from '../board/index.js';
import type { GameSummary } from '../storage/index.js';
import { boardModelOf } from './board-model.js';
import { computerOf } from './seats.js';
import { PhaseFocus, phaseKeyOf, type BoardFocus } from './focus.js';
import { Moments, type HandoffKind, type MomentWatcher } from './moments.js';
import { BoardChoices } from './board-choices.js';
import type { TurnScoring } from './turn-log.js';
import { TurnStory, type Story } from './turn-story.js';
import { Chronicle, type BoardChanges } from './chronicle.js';
import { Handoffs } from './handoffs.js';
import { gameBefore, Presentation, type Presenting } from './presentation.js';
import { replaySaved, type SavedSnapshot } from './replay-saved.js';
import { WriteAhead } from './write-ahead.js';

export type { FollowerSpot, PlacementSpot } from './spots.js';
export type { BoardFocus } from './focus.js';
export type { HandoffKind, SessionMoment } from './moments.js';
export type { TurnScoring } from './turn-log.js';
export type { BoardChanges, TurnRecord } from './chronicle.js';
export { ReplayError } from './replay-error.js';
export type { Presenting } from './presentation.js';

/** The board's input: exactly ui/board's BoardModel (type-only import: no Pixi in node tests). */
export type BoardModelShape = BoardModel;

type Listener = () => void;

export class Session extends BoardChoices {
  /** The last refused action's error, shown until the next action. */
  error: RuleError | null = null;
  /** A hint's move for the phase's panel to show (a shot's line and pull); cleared by the next action. */
  suggestion: Action | null = null;
  farmOverlay = false;
  /**
   * What the others did since the current player's last turn, marked on the board from the turn's
   * handoff until the player's first tap on the board (dismissChanges); null once seen.
   */
  changes: BoardChanges | null = null;
  /** The game's finished turns, who placed which tile, what each player last saw. */
  chronicle: Chronicle;
  /** How resume() rebuilt this game: from the snapshot after this many actions, or null (a full replay, or not resumed). */
  resumedFrom: number | null = null;
  /** The current turn's log and the turn before it, as the table tells them. */
  private readonly turns: TurnStory;
  /** The action whose result a panel still shows (apply with {present: true}), and what waits for it. */
  private readonly presentation: Presentation;
  /** Who holds the tablet and whom it must be handed to (handoff, handoffKind, handedTo). */
  private readonly hands = new Handoffs(() => this.game.state.setup);
  private readonly writes = new WriteAhead();
  private readonly focusState = new PhaseFocus();
  private readonly listeners = new Set<Listener>();
  private readonly moments = new Moments();

  constructor(
    readonly catalog: readonly ExpansionModule[],
    public game: Game,
    readonly id: string,
    /**
     * Called after every change of the game (the autosave). When it returns a promise (the write
     * settling), the change is shown — listeners told, moments played — only once it resolves.
     */
    private readonly onChange?: (session: Session) => Promise<unknown> | void,
  ) {
    super();
    this.presentation = new Presentation(id);
    this.turns = new TurnStory(game);
    this.chronicle = new Chronicle(game);
    this.hands.open(game);
  }

  static start(catalog: readonly ExpansionModule[], setup: GameSetup, id: string, onChange?: (s: Session) => Promise<unknown> | void): Session {
    return new Session(catalog, Game.create(catalog, setup), id, onChange);
  }

  /**
   * Resumes a saved or imported record by replaying it; the replay's events of the current turn
   * are its log again. With a snapshot (the state after `at` actions, taken at a turn's start) only
   * the actions after it are replayed; a snapshot that does not restore or replay falls back to the
   * full replay, and `resumedFrom` says which it was. Throws ReplayError if the record does not replay.
   */
  static resume(
    catalog: readonly ExpansionModule[], record: GameRecord, id: string, onChange?: (s: Session) => Promise<unknown> | void,
    snapshot?: SavedSnapshot,
  ): Session {
    const result = replaySaved(catalog, record, snapshot);
    const session = new Session(catalog, result.game, id, onChange);
    // The turns before the current one, told as they were before the reload (the side panel's
    // 'Last turn', the handoff card, the board's highlight of what it scored).
    session.turns.resumed(result);
    session.chronicle = result.chronicle;
    session.resumedFrom = result.from;
    if (session.handoffKind === 'turn' && session.game.state.turn.phase === 'place') session.changes = session.changesNow();
    return session;
  }

  /** The action whose result a panel is presenting (apply with {present: true}), or null. */
  get presenting(): Presenting | null {
    return this.presentation.current;
  }

  /** What the previous turn scored and logged (shown on the handoff screen and highlighted on the board). */
  get lastTurn(): TurnScoring | null {
    return this.turns.lastTurn;
  }

  set lastTurn(turn: TurnScoring | null) {
    this.turns.lastTurn = turn;
  }

  /** The previous turn as a resume rebuilt it (lastTurn then): told again, but its score show was seen before the reload. */
  get resumedTurn(): TurnScoring | null {
    return this.turns.resumedTurn;
  }

  /** The player who must be handed the tablet before playing on (null: no handoff screen). */
  get handoff(): number | null {
    return this.hands.to;
  }

  /** 'turn' when the handoff starts a new turn; 'act' when it passes the tablet within a turn. */
  get handoffKind(): HandoffKind {
    return this.hands.kind;
  }

  /** The player a panel handed the tablet to (handTo) until the next action, e.g. the catcher. */
  get handedTo(): number | null {
    return this.hands.handedTo;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected notify(): void {
    for (const l of this.listeners) l();
  }

  /** Tells `watcher` of every moment (SessionMoment) until the returned function is called. */
  watch(watcher: MomentWatcher): () => void {
    return this.moments.watch(watcher);
  }

  get phase(): string {
    return this.game.state.turn.phase;
  }

  get player(): number {
    return this.game.state.turn.player;
  }

  /** Who must act now (the active player, or e.g. a shooter in a catapult round). */
  get actor(): number {
    return this.game.actor();
  }

  /**
   * Who holds the tablet to act now: the engine's actor, unless a panel handed the tablet to
   * someone else for its own step (the catcher in a catapult catch) since the last action.
   */
  get acting(): number {
    // While a panel presents an action's result, the one who made it still holds the tablet.
    return this.presenting ? this.presenting.before.actor() : this.handedTo ?? this.actor;
  }

  /**
   * The game as the table shows it: while an action's result is presented, the game as it was
   * before that action (the round's last shot still flying is in the record, and the next turn with
   * it), so the heading and whose move it is switch only when the show ends.
   */
  get shownGame(): Game {
    return this.presentation.shownGame(this.game);
  }

  get finished(): boolean {
    return this.game.state.finished;
  }

  playerNames(): string[] {
    return this.game.state.setup.players.map((p) => p.name);
  }

  /** A person acts now (a computer's tile and follower are its own: the board offers them to nobody). */
  get personActs(): boolean {
    return computerOf(this.game.state.setup, this.acting) === null;
  }

  get placing(): boolean {
    return !this.finished && !this.presenting && this.phase === 'place' && this.game.state.turn.drawn !== null && this.personActs;
  }

  get deploying(): boolean {
    return !this.finished && !this.presenting && this.phase === 'deploy' && this.personActs;
  }

  // ── Every action ───────────────────────────────────────────────────────────
  /**
   * Applies an action. With `present`, the action goes into the record (and the autosave) at once,
   * while its panel keeps showing it — from the game as it was before — until endPresenting().
   */
  apply(action: Action, opts: { present?: boolean } = {}): ApplyResult {
    const prior = opts.present ? gameBefore(this.catalog, this.game, this.game.actions.length) : null;
    const before = this.game.state.turn.number;
    const player = this.game.state.turn.player;
    const actorBefore = this.game.actor();
    const phaseBefore = this.phaseKey();
    const index = this.game.actions.length;
    const acted = this.acting;
    const result = this.game.apply(action);
    if (!result.ok) {
      this.error = result.error;
      this.notify();
      return result;
    }
    this.hands.acted(acted);
    this.error = null;
    this.pending = null;
    this.pendingSpot = null;
    this.suggestion = null;
    this.turns.acted(index, result.events);
    this.focusState.moved(phaseBefore, this.phaseKey());
    const s = this.game.state;
    let handoff: HandoffKind | null = null;
    if (s.turn.number !== before || s.finished) {
      const ended = this.turns.endTurn(player, this.game);
      this.chronicle.close(this.game, before, player, ended.events, ended.log);
      this.hands.pass(s.finished ? null : this.game.actor(), 'turn');
      this.changes = s.finished ? null : this.changesNow();
      if (!s.finished && this.handoff !== null) handoff = 'turn';
    } else if (this.game.actor() !== actorBefore) {
      // Within a turn another player must act (a shooter in the catapult round): pass the tablet.
      this.hands.pass(this.game.actor(), 'act');
      handoff = this.handoff === null ? null : 'act';
    }
    if (prior) {
      this.presentation.begin({ index, action: this.game.actions[index], phase: prior.state.turn.phase, before: prior, restored: false }, this.hands.hold());
      handoff = null;
    }
    this.afterSaving(() => this.moments.tell({ kind: 'applied', events: result.events, handoff }));
    return result;
  }

  /**
   * True while a change is applied in memory but not yet settled in storage: the screen keeps
   * showing the game as it was (the tile where the player put it) until then — see afterSaving.
   */
  get confirming(): boolean {
    return this.writes.busy;
  }

  /** Resolves once every change so far is settled and shown (at once when none is pending). */
  shown(): Promise<void> {
    return this.writes.shown();
  }

  /** Saves the change just made (onChange, the autosave) and shows it once written (write-ahead.ts). */
  private afterSaving(tell: () => void): void {
    this.writes.after(this.onChange?.(this), () => {
      this.notify();
      tell();
    });
  }

  /**
   * After a resume: present the record's last action again if it is one of `types` and its result
   * was not dismissed yet (presented.ts; its panel shows the result it already has — never a second
   * attempt). False when there is nothing to present.
   */
  presentLast(types: readonly string[]): boolean {
    const index = this.game.actions.length - 1, action = this.game.actions[index];
    if (this.presenting || !action || !types.includes(action.type) || this.presentation.seen(index)) return false;
    const prior = gameBefore(this.catalog, this.game, index);
    if (!prior) return false;
    this.presentation.begin({ index, action, phase: prior.state.turn.phase, before: prior, restored: true }, this.hands.hold());
    const endedTurn = prior.state.turn.number !== this.game.state.turn.number || this.finished;
    // Nobody saw the outcome of a turn it ended before the reload (TurnStory.endShownAgain).
    if (endedTurn) this.turns.endShownAgain(this.catalog, this.game);
    this.notify();
    return true;
  }

  /** The panel's animation of the presented action is over and its result is on show (a computer's show then ends soon). */
  presentSettled(): void {
    if (this.presentation.settle()) this.notify();
  }

  /** The panel has shown the result: the game goes on (the deferred handoff appears). */
  endPresenting(): void {
    const ended = this.presentation.end();
    if (!ended) return;
    const d = ended.handoff;
    if (d && !this.finished) this.hands.pass(d.player, d.kind);
    this.notify();
    if (d) this.moments.tell({ kind: 'handed', player: d.player });
  }

  get canUndo(): boolean {
    return !this.finished && !this.presenting && this.game.canUndo();
  }

  /** Takes back the last action of this turn (the engine replays the others). */
  undo(): boolean {
    if (!this.canUndo) return false;
    const last = this.game.actions[this.game.actions.length - 1];
    const result = undoLast(this.catalog, this.game);
    if (!(result instanceof Game)) {
      this.error = result;
      this.notify();
      return false;
    }
    const phaseBefore = this.phaseKey();
    this.game = result;
    this.error = null;
    this.pendingSpot = null;
    this.forgetSpots();
    this.hands.handedTo = null;
    this.suggestion = null;
    this.turns.undone(result.actions.length);
    this.focusState.moved(phaseBefore, this.phaseKey());
    // An undone placement comes back as the player's choice, ready to turn or confirm again.
    this.pending = last?.type === 'place'
      ? { x: last.x as number, y: last.y as number, rotation: last.rotation as Rotation } : null;
    this.afterSaving(() => this.moments.tell({ kind: 'undone' }));
    return true;
  }

  /** See suggestion: a hint for a phase's own decision, which its panel shows on the board. */
  suggest(action: Action): void {
    this.suggestion = action;
    this.notify();
  }

  /**
   * Asks for the tablet to be passed to `player` without an action (a phase panel's own step,
   * e.g. the player who must react next); the handoff screen shows until they continue.
   */
  handTo(player: number): void {
    if (this.finished || player < 0 || player >= this.game.state.setup.players.length) return;
    this.hands.handTo(player);
    this.notify();
    this.moments.tell({ kind: 'handed', player });
  }

  /** Tiles and followers placed since the current player's last turn (what the marks show). */
  changesNow(): BoardChanges {
    return this.chronicle.changesFor(this.game, this.player);
  }

  /** The player has seen what changed (first tap on the board): the marks go. */
  dismissChanges(): void {
    if (!this.changes) return;
    this.changes = null;
    this.notify();
  }

  dismissHandoff(): void {
    this.hands.dismiss();
    this.notify();
  }

  setFarmOverlay(on: boolean): void {
    this.farmOverlay = on;
    this.notify();
  }

  /** The score events of the current turn so far. */
  currentTurnScoring(): ScoreEvent[] {
    return this.turns.scoring(this.game);
  }

  /** The game events of the current turn so far (rebuilt by the replay after a resume). */
  turnLog(): GameEvent[] {
    return this.turns.events();
  }

  /**
   * What the side panel tells: the current turn so far (`now`) and the turn before it (`last`);
   * while an action is presented, as the game stood before it (TurnStory.story).
   */
  story(): Story {
    return this.turns.story(this.game, this.presenting);
  }

  /**
   * Each player's gain in the last finished turn, as the score track shows it: while the action
   * that ended a turn is presented, that turn is still the current one (story()), so the gains are
   * the turn's before it, and its own come when the show ends.
   */
  shownGains(): number[] {
    return this.chronicle.lastGains(this.game.state.setup.players.length, this.turns.endedByShown(this.presenting) ? 1 : 0);
  }

  // ── What a phase panel shows on the board ──────────────────────────────────
  /**
   * Outlines tiles on the board for the phase being played (a panel's option, e.g. the besieged
   * city and cloister of an escape); null takes the outline away. It lasts until the phase
   * changes or the panel clears it; the shell's own highlight (a score being shown) wins over it.
   * Listeners are told only when the outline really changes, so a panel may call this on every update.
   */
  setFocus(focus: BoardFocus | null): void {
    if (this.focusState.set(focus, this.phaseKey())) this.notify();
  }

  /** The panel's outline for the phase being played, or null. */
  get focus(): BoardFocus | null {
    return this.focusState.get(this.phaseKey());
  }

  private phaseKey(): string {
    return phaseKeyOf(this.game.state);
  }

  /** The score highlight of a turn handoff: every tile the previous turn scored, in the scorers' colour. */
  scoreHighlight(): BoardModelShape['highlight'] {
    return this.handoff === null || this.handoffKind !== 'turn' ? null : this.turns.lastHighlight();
  }

  /** What the board shows now (board-model.ts). */
  boardModel(): BoardModelShape {
    return boardModelOf(this);
  }

  record(): GameRecord {
    return toRecord(this.game);
  }

  /** The number of actions the game had when the current turn began (null: not known). */
  turnStart(): number | null {
    return this.turns.start;
  }

  /** What a saved snapshot keeps beside the engine state: the chronicle (valid at a turn's start). */
  snapshotData(): unknown {
    return this.chronicle.toData();
  }

  summary(): GameSummary {
    const s = this.game.state;
    return {
      players: s.setup.players.map((p) => ({ name: p.name, color: p.color })),
      turn: s.turn.number, finished: s.finished, scores: [...s.scores],
    };
  }
}
