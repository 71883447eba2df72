// One game being played on this tablet: the engine's Game plus what the player has chosen but not
// yet confirmed (a tile's square and rotation, a follower spot), who must be handed the tablet, and
// what was scored. Every action goes through game.apply(); every rule is the engine's. No DOM here,
// so it runs in node tests.
import {
  checkRecordModules, Game, migrateRecord, replay, setupOf, toRecord, undoLast,
  type Action, type ApplyResult, type ExpansionModule, type GameEvent, type GameRecord, type GameSetup, type GameState,
  type Rotation, type RuleError, type ScoreEvent,
} from '../../core/index.js';
import type { BoardModel } from '../board/index.js';
import type { GameSummary } from '../storage/index.js';
import { boardModelOf } from './board-model.js';
import { computerOf, handoffTo, onlyPerson } from './seats.js';
import { turnHighlight } from './score-show.js';
import { PhaseFocus, phaseKeyOf, type BoardFocus } from './focus.js';
import { Moments, type HandoffKind, type MomentWatcher } from './moments.js';
import { followerSpotsOf, placementSpotsOf, type FollowerSpot, type PlacementSpot } from './spots.js';
import { replayWithLog, TurnLog, type LoggedReplay, type TurnScoring } from './turn-log.js';
import { Chronicle, type BoardChanges, type ChronicleData } from './chronicle.js';
import { ReplayError } from './replay-error.js';
import { markSeen, seenThrough } from './presented.js';

export type { FollowerSpot, PlacementSpot } from './spots.js';
export type { BoardFocus } from './focus.js';
export type { HandoffKind, SessionMoment } from './moments.js';
export type { TurnScoring } from './turn-log.js';
export type { BoardChanges, TurnRecord } from './chronicle.js';
export { ReplayError } from './replay-error.js';

/** The board's input: exactly ui/board's BoardModel (type-only import: no Pixi in node tests). */
export type BoardModelShape = BoardModel;

type Listener = () => void;

/**
 * An action already in the record whose result a phase panel is still showing (a catapult shot's
 * flight and verdict): the board shows the game as it was before it (`before`), and the handoff the
 * action started waits until the panel calls endPresenting(). `restored`: shown again after a resume.
 */
export interface Presenting {
  index: number; action: Action; phase: string; before: Game; restored: boolean;
  /** The panel shows the result whole now (its animation is over; presentSettled). */
  settled?: boolean;
}

export class Session {
  pending: { x: number; y: number; rotation: Rotation } | null = null;
  pendingSpot: string | null = null;
  /** The last refused action's error, shown until the next action. */
  error: RuleError | null = null;
  /** The player who must be handed the tablet before playing on (null: no handoff screen). */
  handoff: number | null = null;
  /** 'turn' when the handoff starts a new turn; 'act' when it passes the tablet within a turn. */
  handoffKind: HandoffKind = 'turn';
  /** The person holding the tablet (the last person who acted or was handed it), or null. */
  private holder: number | null = null;
  /** The player a panel handed the tablet to (handTo) until the next action, e.g. the catcher. */
  handedTo: number | null = null;
  /** A hint's move for the phase's panel to show (a shot's line and pull); cleared by the next action. */
  suggestion: Action | null = null;
  /** What the previous turn scored (shown on the handoff screen and highlighted on the board). */
  lastTurn: TurnScoring | null = null;
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
  /** The action whose result a panel is presenting (apply with {present: true}), or null. */
  presenting: Presenting | null = null;
  /** The handoff an action started while its result is being presented. */
  private deferred: { player: number; kind: HandoffKind } | null = null;
  /** This turn's events so far, per action (an undo drops the entries of the actions it takes back). */
  private log: TurnLog;
  /**
   * The turn that ended last, with the turn before it: while the action that ended it is presented,
   * the side panel still tells it as the current turn (story()).
   */
  private closed: { log: TurnLog; last: TurnScoring | null } | null = null;
  private readonly focusState = new PhaseFocus();
  private spotsCache: { key: string; spots: PlacementSpot[] } | null = null;
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
    // A new game starts its first turn; any other has its log from resume() (the replay).
    this.log = new TurnLog(game.state.scoring.length, game.actions.length === 0 ? 0 : null);
    this.chronicle = new Chronicle(game);
    if (!game.state.finished) {
      // Resumed with one person among computers: the tablet can only be in that person's hands.
      if (game.actions.length > 0) this.holder = onlyPerson(game.state.setup);
      this.handoff = handoffTo(game.state.setup, game.actor(), this.holder);
      this.handoffKind = game.actor() === game.state.turn.player ? 'turn' : 'act';
    }
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
    snapshot?: { at: number; state: GameState; ui?: unknown },
  ): Session {
    // A save from an older app (record version 1) is migrated first; it replays to the same game.
    record = migrateRecord(record);
    // Written by modules this app has, and not by newer versions of them.
    checkRecordModules(catalog, record);
    const setup = setupOf(record);
    let result: LoggedReplay | null = null;
    let from: number | null = null;
    if (snapshot?.ui) {
      try {
        const game = Game.restore(catalog, snapshot.state, record.actions.slice(0, snapshot.at));
        const chronicle = new Chronicle(null, snapshot.ui as ChronicleData);
        result = replayWithLog(catalog, setup, record.actions, { game, chronicle });
        if (result.ok) from = snapshot.at;
        else result = null;
      } catch {
        result = null; // the full replay below is the truth
      }
    }
    result ??= replayWithLog(catalog, setup, record.actions);
    if (!result.ok) throw new ReplayError(result.index, result.error.message);
    const session = new Session(catalog, result.game, id, onChange);
    session.log = result.log;
    if (result.closed) session.closed = { log: result.closed, last: null };
    session.chronicle = result.chronicle;
    session.resumedFrom = from;
    if (session.handoffKind === 'turn' && session.game.state.turn.phase === 'place') session.changes = session.changesNow();
    return session;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
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
    return this.presenting?.before ?? this.game;
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

  // ── Placing the tile ───────────────────────────────────────────────────────
  /** Legal placements of the drawn tile, one entry per square. */
  placementSpots(): PlacementSpot[] {
    const tile = this.game.state.turn.drawn;
    if (!this.placing || !tile) return [];
    const key = `${this.game.state.actionCount}:${tile}`;
    if (this.spotsCache?.key === key && this.spotsCache.spots) return this.spotsCache.spots;
    const spots = placementSpotsOf(this.game, tile);
    this.spotsCache = { key, spots };
    return spots;
  }

  /** A tap on a square: choose it, or turn the tile if it is already chosen. True if it did something. */
  tapCell(x: number, y: number): boolean {
    if (!this.placing) return false;
    const tile = this.game.state.turn.drawn!;
    const rotations = this.game.rotationsAt(tile, x, y);
    if (rotations.length === 0) return false;
    if (this.pending && this.pending.x === x && this.pending.y === y) return this.rotate();
    // Keep the orientation the player already turned to, when it fits here too.
    const keep = this.pending && rotations.includes(this.pending.rotation) ? this.pending.rotation : rotations[0];
    this.pending = { x, y, rotation: keep };
    this.error = null;
    this.notify();
    return true;
  }

  /** Turns the chosen tile to its next legal rotation (clockwise). */
  rotate(): boolean {
    if (!this.placing || !this.pending) return false;
    const { x, y, rotation } = this.pending;
    const rotations = this.game.rotationsAt(this.game.state.turn.drawn!, x, y);
    if (rotations.length === 0) return false;
    const next = rotations.find((r) => r > rotation) ?? rotations[0];
    this.pending = { x, y, rotation: next };
    this.notify();
    return true;
  }

  clearPending(): void {
    this.pending = null;
    this.pendingSpot = null;
    this.notify();
  }

  confirmPlacement(): ApplyResult | null {
    if (!this.pending) return null;
    return this.apply({ type: 'place', ...this.pending });
  }

  // ── Deploying a follower ───────────────────────────────────────────────────
  followerSpots(): FollowerSpot[] {
    return this.deploying ? followerSpotsOf(this.game) : [];
  }

  /**
   * A tap on a follower spot: choose it; a second tap on the same spot deploys — when only one
   * follower type may go there. Where the player may put several types, choosing the spot opens
   * the type picker (pickingType) and the choice of a type deploys.
   */
  tapSpot(at: string): ApplyResult | null {
    if (!this.deploying) return null;
    if (this.pendingSpot === at) return this.pickingType ? null : this.confirmDeploy();
    if (!this.followerSpots().some((s) => s.at === at)) return null;
    this.pendingSpot = at;
    this.error = null;
    this.notify();
    return null;
  }

  /** The chosen spot, when the player must still pick which follower type goes there; else null. */
  get pickingType(): FollowerSpot | null {
    if (!this.pendingSpot) return null;
    const spot = this.followerSpots().find((s) => s.at === this.pendingSpot);
    return spot && spot.types.length > 1 ? spot : null;
  }

  /**
   * Deploys on the chosen spot: a follower of `type`, or the one type that may go there. Null (and
   * nothing applied) when no spot is chosen, or the spot takes several types and none was named.
   */
  confirmDeploy(type?: string): ApplyResult | null {
    if (!this.pendingSpot) return null;
    const spot = this.followerSpots().find((s) => s.at === this.pendingSpot);
    const follower = type ?? (spot?.types.length === 1 ? spot.types[0] : undefined);
    // A type the engine refuses (none left, not allowed here) comes back as its rule error.
    if (follower === undefined) return spot ? null : this.apply({ type: 'deploy', at: this.pendingSpot });
    return this.apply({ type: 'deploy', at: this.pendingSpot, follower });
  }

  /** Decline the current optional choice (no follower, no escape …). */
  skip(): ApplyResult {
    return this.apply({ type: 'pass' });
  }

  // ── Every action ───────────────────────────────────────────────────────────
  /**
   * Applies an action. With `present`, the action goes into the record (and the autosave) at once,
   * while its panel keeps showing it — from the game as it was before — until endPresenting().
   */
  apply(action: Action, opts: { present?: boolean } = {}): ApplyResult {
    const prior = opts.present ? this.copyBefore(this.game.actions.length) : null;
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
    if (computerOf(this.game.state.setup, acted) === null) this.holder = acted;
    this.error = null;
    this.pending = null;
    this.pendingSpot = null;
    this.handedTo = null;
    this.suggestion = null;
    this.log.add(index, result.events);
    this.focusState.moved(phaseBefore, this.phaseKey());
    const s = this.game.state;
    let handoff: HandoffKind | null = null;
    if (s.turn.number !== before || s.finished) {
      this.closed = { log: this.log, last: this.lastTurn };
      this.lastTurn = this.log.close(player, s.scoring);
      this.chronicle.close(this.game, before, player, this.lastTurn.events, this.lastTurn.log);
      this.log = new TurnLog(s.scoring.length, this.game.actions.length);
      this.handoff = s.finished ? null : this.passTo(this.game.actor());
      this.handoffKind = 'turn';
      this.changes = s.finished ? null : this.changesNow();
      if (!s.finished && this.handoff !== null) handoff = 'turn';
    } else if (this.game.actor() !== actorBefore) {
      // Within a turn another player must act (a shooter in the catapult round): pass the tablet.
      this.handoff = this.passTo(this.game.actor());
      this.handoffKind = 'act';
      handoff = this.handoff === null ? null : 'act';
    }
    if (prior) {
      this.presenting = { index, action: this.game.actions[index], phase: prior.state.turn.phase, before: prior, restored: false };
      this.deferHandoff();
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
    return this.unsettled > 0;
  }

  private unsettled = 0;
  private whenSettled: (() => void)[] = [];

  /** Resolves once every change so far is settled and shown (at once when none is pending). */
  shown(): Promise<void> {
    return this.unsettled === 0 ? Promise.resolve() : new Promise((ok) => this.whenSettled.push(ok));
  }

  /**
   * The write-ahead rule: a change is written before it is shown. The autosave's write starts in
   * this task (onChange); listeners and moments hear of the change only when it is committed, or
   * has failed and the save banner says so. Changes settle in order, so moments keep their order.
   */
  private afterSaving(tell: () => void): void {
    const settled = this.onChange?.(this);
    if (!settled) {
      this.notify();
      tell();
      return;
    }
    this.unsettled++;
    void settled.then(() => undefined, () => undefined).then(() => {
      this.unsettled--;
      this.notify();
      tell();
      if (this.unsettled === 0) for (const ok of this.whenSettled.splice(0)) ok();
    });
  }

  /** The game before action `index`, replayed (Game.apply changes a game in place). */
  private copyBefore(index: number): Game | null {
    const r = replay(this.catalog, this.game.state.setup, this.game.actions.slice(0, index));
    return r.ok ? r.game : null;
  }

  private deferHandoff(): void {
    this.deferred = this.handoff === null ? null : { player: this.handoff, kind: this.handoffKind };
    this.handoff = null;
  }

  /**
   * After a resume: present the record's last action again if it is one of `types` and its result
   * was not dismissed yet (presented.ts; its panel shows the result it already has — never a second
   * attempt). False when there is nothing to present.
   */
  presentLast(types: readonly string[]): boolean {
    const index = this.game.actions.length - 1, action = this.game.actions[index];
    if (this.presenting || !action || !types.includes(action.type) || seenThrough(this.id) >= index) return false;
    const prior = this.copyBefore(index);
    if (!prior) return false;
    this.presenting = { index, action, phase: prior.state.turn.phase, before: prior, restored: true };
    this.deferHandoff();
    this.notify();
    return true;
  }

  /** The panel's animation of the presented action is over and its result is on show (a computer's show then ends soon). */
  presentSettled(): void {
    if (!this.presenting || this.presenting.settled) return;
    this.presenting.settled = true;
    this.notify();
  }

  /** The panel has shown the result: the game goes on (the deferred handoff appears). */
  endPresenting(): void {
    if (!this.presenting) return;
    markSeen(this.id, this.presenting.index);
    this.presenting = null;
    const d = this.deferred;
    this.deferred = null;
    if (d && !this.finished) {
      this.handoff = this.passTo(d.player);
      this.handoffKind = d.kind;
    }
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
    this.spotsCache = null;
    this.handedTo = null;
    this.suggestion = null;
    this.log.keep(result.actions.length);
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
    this.handoff = player;
    this.handoffKind = 'act';
    this.handedTo = player;
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

  /** The handoff for `player` acting next: none for a computer or for the person holding the tablet. */
  private passTo(player: number): number | null {
    return handoffTo(this.game.state.setup, player, this.holder);
  }

  dismissHandoff(): void {
    if (this.handoff !== null) this.holder = this.handoff;
    this.handoff = null;
    this.notify();
  }

  setFarmOverlay(on: boolean): void {
    this.farmOverlay = on;
    this.notify();
  }

  /** The score events of the current turn so far. */
  currentTurnScoring(): ScoreEvent[] {
    return this.log.scoring(this.game.state.scoring);
  }

  /** The game events of the current turn so far (rebuilt by the replay after a resume). */
  turnLog(): GameEvent[] {
    return this.log.events();
  }

  /**
   * What the side panel tells: the current turn's scores and events so far (`now`), and the turn
   * before it (`last`, null when not known). While an action is presented, as the game stood before
   * it: its events wait for the end of its show, and a turn it ended is still the current one.
   */
  story(): { now: TurnScoring; last: TurnScoring | null } {
    const p = this.presenting, all = this.game.state.scoring;
    let log = this.log, last = this.lastTurn;
    if (p && !log.has(p.index) && this.closed?.log.has(p.index)) ({ log, last } = this.closed);
    const scoring = p ? all.slice(0, p.before.state.scoring.length) : all;
    return { now: { player: this.shownGame.state.turn.player, events: log.scoring(scoring), log: log.events(p?.index) }, last };
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
    if (this.handoff === null || this.handoffKind !== 'turn' || !this.lastTurn) return null;
    return turnHighlight(this.lastTurn.events);
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
    return this.log.start;
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
