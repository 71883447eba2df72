// One game being played on this tablet: the engine's Game plus what the player has chosen but not
// yet confirmed (a tile's square and rotation, a follower spot), who must be handed the tablet, and
// what was scored. Every action goes through game.apply(); every rule is the engine's. No DOM here,
// so it runs in node tests.
import {
  deploySpots, Game, replay, SetupError, setupOf, toRecord, undoLast,
  type Action, type ApplyResult, type ExpansionModule, type GameRecord, type GameSetup, type Rotation,
  type RuleError, type ScoreEvent,
} from '../../core/index.js';
import type { BoardModel } from '../board/index.js';
import type { GameSummary } from '../storage/index.js';

/** The board's input: exactly ui/board's BoardModel (type-only import: no Pixi in node tests). */
export type BoardModelShape = BoardModel;

export interface PlacementSpot { x: number; y: number; rotations: Rotation[] }
export interface FollowerSpot { at: string; x: number; y: number; kind: string }
export interface TurnScoring { player: number; events: ScoreEvent[] }

type Listener = () => void;

export class Session {
  pending: { x: number; y: number; rotation: Rotation } | null = null;
  pendingSpot: string | null = null;
  /** The last refused action's error, shown until the next action. */
  error: RuleError | null = null;
  /** The player who must be handed the tablet before playing on (null: no handoff screen). */
  handoff: number | null = null;
  /** What the previous turn scored (shown on the handoff screen and highlighted on the board). */
  lastTurn: TurnScoring | null = null;
  farmOverlay = false;
  private scoringMark: number;
  private spotsCache: { key: string; spots: PlacementSpot[] } | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly catalog: readonly ExpansionModule[],
    public game: Game,
    readonly id: string,
    /** Called after every change of the game (autosave). */
    private readonly onChange?: (session: Session) => void,
  ) {
    this.scoringMark = game.state.scoring.length;
    if (!game.state.finished) this.handoff = game.actor();
  }

  static start(catalog: readonly ExpansionModule[], setup: GameSetup, id: string, onChange?: (s: Session) => void): Session {
    return new Session(catalog, Game.create(catalog, setup), id, onChange);
  }

  /** Resumes a saved or imported record by replaying it. Throws SetupError if it does not replay. */
  static resume(catalog: readonly ExpansionModule[], record: GameRecord, id: string, onChange?: (s: Session) => void): Session {
    const result = replay(catalog, setupOf(record), record.actions);
    if (!result.ok) {
      throw new SetupError('replay', `action ${result.index}: ${result.error.message}`);
    }
    return new Session(catalog, result.game, id, onChange);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const l of this.listeners) l();
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

  get finished(): boolean {
    return this.game.state.finished;
  }

  playerNames(): string[] {
    return this.game.state.setup.players.map((p) => p.name);
  }

  get placing(): boolean {
    return !this.finished && this.phase === 'place' && this.game.state.turn.drawn !== null;
  }

  get deploying(): boolean {
    return !this.finished && this.phase === 'deploy';
  }

  // ── Placing the tile ───────────────────────────────────────────────────────
  /** Legal placements of the drawn tile, one entry per square. */
  placementSpots(): PlacementSpot[] {
    const tile = this.game.state.turn.drawn;
    if (!this.placing || !tile) return [];
    const key = `${this.game.state.actionCount}:${tile}`;
    if (this.spotsCache?.key === key && this.spotsCache.spots) return this.spotsCache.spots;
    const byCell = new Map<string, PlacementSpot>();
    for (const p of this.game.legalPlacements(tile)) {
      const k = `${p.x},${p.y}`;
      const spot = byCell.get(k) ?? { x: p.x, y: p.y, rotations: [] };
      spot.rotations.push(p.rotation);
      byCell.set(k, spot);
    }
    const spots = [...byCell.values()].sort((a, b) => a.y - b.y || a.x - b.x);
    for (const s of spots) s.rotations.sort((a, b) => a - b);
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
    if (!this.deploying) return [];
    const g = this.game, t = g.state.turn;
    return deploySpots(g).map((at) => {
      const node = g.nodeAt(t.placed, at)!;
      const pos = g.followerPosition({ player: t.player, type: 'follower', tile: t.placed, node, at });
      return { at, x: pos.x, y: pos.y, kind: g.state.nodes[node].kind };
    });
  }

  /** A tap on a follower spot: choose it; a second tap on the same spot deploys. */
  tapSpot(at: string): ApplyResult | null {
    if (!this.deploying) return null;
    if (this.pendingSpot === at) return this.confirmDeploy();
    if (!this.followerSpots().some((s) => s.at === at)) return null;
    this.pendingSpot = at;
    this.error = null;
    this.notify();
    return null;
  }

  confirmDeploy(): ApplyResult | null {
    if (!this.pendingSpot) return null;
    return this.apply({ type: 'deploy', at: this.pendingSpot });
  }

  /** Decline the current optional choice (no follower, no escape …). */
  skip(): ApplyResult {
    return this.apply({ type: 'pass' });
  }

  // ── Every action ───────────────────────────────────────────────────────────
  apply(action: Action): ApplyResult {
    const before = this.game.state.turn.number;
    const player = this.game.state.turn.player;
    const actorBefore = this.game.actor();
    const result = this.game.apply(action);
    if (!result.ok) {
      this.error = result.error;
      this.notify();
      return result;
    }
    this.error = null;
    this.pending = null;
    this.pendingSpot = null;
    const s = this.game.state;
    if (s.turn.number !== before || s.finished) {
      this.lastTurn = { player, events: s.scoring.slice(this.scoringMark) };
      this.scoringMark = s.scoring.length;
      this.handoff = s.finished ? null : this.game.actor();
    } else if (this.game.actor() !== actorBefore) {
      // Within a turn another player must act (a shooter in the catapult round): pass the tablet.
      this.handoff = this.game.actor();
    }
    this.onChange?.(this);
    this.notify();
    return result;
  }

  get canUndo(): boolean {
    return !this.finished && this.game.canUndo();
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
    this.game = result;
    this.error = null;
    this.pendingSpot = null;
    this.spotsCache = null;
    // An undone placement comes back as the player's choice, ready to turn or confirm again.
    this.pending = last?.type === 'place'
      ? { x: last.x as number, y: last.y as number, rotation: last.rotation as Rotation } : null;
    this.onChange?.(this);
    this.notify();
    return true;
  }

  /**
   * Asks for the tablet to be passed to `player` without an action (a phase panel's own step,
   * e.g. the player who must react next); the handoff screen shows until they continue.
   */
  handTo(player: number): void {
    if (this.finished || player < 0 || player >= this.game.state.setup.players.length) return;
    this.handoff = player;
    this.notify();
  }

  dismissHandoff(): void {
    this.handoff = null;
    this.notify();
  }

  setFarmOverlay(on: boolean): void {
    this.farmOverlay = on;
    this.notify();
  }

  /** The score events of the current turn so far. */
  currentTurnScoring(): ScoreEvent[] {
    return this.game.state.scoring.slice(this.scoringMark);
  }

  boardModel(): BoardModelShape {
    const s = this.game.state;
    const placement = this.placing
      ? { tile: s.turn.drawn!, spots: this.placementSpots(), pending: this.pending }
      : null;
    let followerSpots: BoardModelShape['followerSpots'] = null;
    if (this.deploying) {
      const spots = this.followerSpots();
      // A chosen spot is shown alone until it is confirmed or cancelled.
      const shown = this.pendingSpot ? spots.filter((sp) => sp.at === this.pendingSpot) : spots;
      followerSpots = shown.map(({ at, x, y }) => ({ at, x, y }));
    }
    let highlight: BoardModelShape['highlight'] = null;
    if (this.handoff !== null && this.lastTurn && this.lastTurn.events.length) {
      const tiles = new Set<number>(), players = new Set<number>();
      for (const e of this.lastTurn.events) {
        for (const tile of e.tiles ?? []) tiles.add(tile);
        for (const p of e.players) players.add(p);
      }
      highlight = { tiles: [...tiles], players: [...players] };
    }
    return { game: this.game, placement, followerSpots, farmOverlay: this.farmOverlay, highlight };
  }

  record(): GameRecord {
    return toRecord(this.game);
  }

  summary(): GameSummary {
    const s = this.game.state;
    return {
      players: s.setup.players.map((p) => ({ name: p.name, color: p.color })),
      turn: s.turn.number, finished: s.finished, scores: [...s.scores],
    };
  }
}
