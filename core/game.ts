// The game: a Ruleset plus a plain-data GameState, and the loop that runs the phase pipeline.
// `apply` validates an action completely before changing anything, so an illegal action never
// half-applies; it returns a rule error (a value), never throws for a player's mistake.
import { BoardIndex, CompiledTile, EdgeTypes } from './board.js';
import { actionShapeProblem, ownEntry } from './boundary.js';
import type { ExpansionModule, FeatureKindDef, FeatureView, GameApi, PhaseDef } from './contract.js';
import { ruleError, SetupError } from './errors.js';
import { addTileNodes, find, union } from './features.js';
import { anchorWorld, SIDE_OFFSET } from './geometry.js';
import { buildRuleset, type Ruleset } from './registry.js';
import { cloneJson } from './json.js';
import { nextFloat } from './rng.js';
import { initialState } from './setup.js';
import { CORE_PHASES } from './turn.js';
import type {
  Action, GameEvent, GameSetup, GameState, PlacedFollower, PlacedTile, Rotation, RuleError, ScoreEvent,
  TileDef,
} from './types.js';
import { SEGMENTS, SIDES } from './types.js';

export type ApplyResult =
  | { ok: true; events: GameEvent[] }
  | { ok: false; error: RuleError };

const SEGMENT_INDEX: Record<string, number | undefined> = Object.assign(
  Object.create(null) as Record<string, number>, Object.fromEntries(SEGMENTS.map((s, i) => [s, i])));

export class Game implements GameApi {
  board: BoardIndex;
  /** Every action applied so far: with the setup, this is the game record. */
  readonly actions: Action[] = [];
  private readonly compiledTiles = new Map<string, CompiledTile>();
  private readonly surroundedCache = new Map<string, number[]>();
  private spotsCache: { key: string; spots: string[] } | null = null;
  private events: GameEvent[] = [];
  /** Compiled tile of each placed tile, by placed index (derived; not part of the state). */
  private readonly placedCompiled: CompiledTile[];

  private constructor(readonly rules: Ruleset, readonly state: GameState, from?: Game) {
    if (from) {
      // A fork: the derived indexes are copied, not rebuilt from the board.
      this.compiledTiles = from.compiledTiles;
      this.surroundedCache = from.surroundedCache;
      this.placedCompiled = [...from.placedCompiled];
      this.board = from.board.cloneFor(state.board, (i) => this.placedCompiled[i]);
      return;
    }
    this.placedCompiled = state.board.map((t) => this.compiled(t.tile));
    this.board = BoardIndex.build(state.board, (i) => this.placedCompiled[i]);
  }

  /**
   * An exact, independent copy of this game (state, record and derived indexes) for search: a bot
   * may apply anything to the fork, the original does not change. Costs one copy of the state —
   * no replay. The ruleset and compiled tiles are shared; they never change during a game.
   */
  fork(): Game {
    const copy = new Game(this.rules, cloneJson(this.state), this);
    // Recorded actions are never mutated after they are stored, so the copy may share them.
    copy.actions.push(...this.actions);
    return copy;
  }

  /** Starts a new game. Throws SetupError for a bad set-up (unknown expansion, option, tile …). */
  static create(catalog: readonly ExpansionModule[], setup: GameSetup): Game {
    const rules = buildRuleset(catalog, setup.expansions, setup.options, CORE_PHASES);
    const state = initialState(rules, setup);
    const game = new Game(rules, state);
    game.putTile(rules.startTile.id, 0, 0, 0);
    for (const h of rules.hooks.onSetup) h(game);
    game.enterPhase(0);
    return game;
  }

  /**
   * Rebuilds a game from a copy of its plain-data state and the actions that led to it, without
   * replaying them (a saved game's snapshot: a long game resumes without replaying every turn).
   * The game takes ownership of `state`; everything else (board index, caches) is derived from it.
   * The caller vouches that the state came from these actions under the same rules.
   */
  static restore(catalog: readonly ExpansionModule[], state: GameState, actions: readonly Action[]): Game {
    if (actions.length !== state.actionCount) {
      throw new SetupError('bad-snapshot', `the snapshot is after ${state.actionCount} actions, not ${actions.length}`);
    }
    const rules = buildRuleset(catalog, state.setup.expansions, state.setup.options, CORE_PHASES);
    const game = new Game(rules, state);
    for (const a of actions) game.actions.push(cloneJson(a));
    return game;
  }

  // ── Applying actions ─────────────────────────────────────────────────────
  currentPhase(): PhaseDef {
    return this.rules.pipeline[this.rules.phaseIndex.get(this.state.turn.phase)!];
  }

  /** Checks an action without applying it. */
  validate(action: Action): RuleError | null {
    if (this.state.finished) return ruleError('game.finished', 'the game is over');
    const shape = actionShapeProblem(action);
    if (shape) return shape;
    const phase = this.currentPhase();
    const handler = ownEntry(phase.actions, action.type);
    if (!handler) {
      const waiting = Object.keys(phase.actions ?? {}).join(', ');
      return this.rules.actionTypes.has(action.type)
        ? ruleError('action.wrong-phase', `"${action.type}" is not allowed now: phase "${phase.id}" waits for ${waiting}`)
        : ruleError('action.unknown', `unknown action type "${action.type}" for this game's expansions`);
    }
    return handler.validate(this, action);
  }

  apply(action: Action): ApplyResult {
    const error = this.validate(action);
    if (error) return { ok: false, error };
    const phase = this.currentPhase();
    const handler = ownEntry(phase.actions, action.type)!;
    // Copied before anything changes: the record keeps exactly what was applied.
    const stored = cloneJson(action);
    this.events = [];
    try {
      handler.apply(this, action);
    } catch (e) {
      // A module's apply failed half-way (a bug, not a player's mistake): put the game back as it
      // was by replaying the record, and report it as a refused action so nothing is half-done.
      this.restoreFromRecord();
      return { ok: false, error: ruleError('action.failed', `"${action.type}" could not be applied: ${(e as Error)?.message ?? e}`) };
    }
    this.actions.push(stored);
    this.state.actionCount++;
    if (handler.undoable === false) this.state.turn.undoFloor = this.state.actionCount;
    if (!this.state.finished && !phase.awaits(this)) this.enterPhase(this.rules.phaseIndex.get(phase.id)! + 1);
    return { ok: true, events: this.events };
  }

  /** Rebuilds state and indexes from the setup and the actions applied so far (the slow, sure way back). */
  private restoreFromRecord(): void {
    const again = Game.create(this.rules.catalog, this.state.setup);
    for (const a of this.actions) {
      const r = again.apply(a);
      if (!r.ok) throw new Error(`replay of the record diverged: ${r.error.message}`);
    }
    for (const k of Object.keys(this.state) as (keyof GameState)[]) delete this.state[k];
    Object.assign(this.state, again.state);
    this.placedCompiled.length = 0;
    this.placedCompiled.push(...again.placedCompiled);
    this.board = again.board.cloneFor(this.state.board, (i) => this.placedCompiled[i]);
    this.events = [];
  }

  /** Enters the pipeline at `index` and runs phases until one waits for a player or the game ends. */
  private enterPhase(index: number): void {
    const pipeline = this.rules.pipeline;
    for (let guard = 0; guard < 10_000; guard++) {
      const phase = pipeline[index % pipeline.length];
      this.state.turn.phase = phase.id;
      phase.enter?.(this);
      if (this.state.finished) return;
      if (phase.awaits(this)) return;
      index = (index + 1) % pipeline.length;
    }
    throw new Error('phase pipeline did not settle (a phase neither waits nor lets the game progress)');
  }

  /** Legal actions in the current phase (see PhaseDef.choices). */
  choices(): Action[] {
    if (this.state.finished) return [];
    return this.currentPhase().choices?.(this) ?? [];
  }

  /** True when the last action can be taken back (same turn, not behind an undo barrier). */
  canUndo(): boolean {
    return this.state.actionCount > this.state.turn.undoFloor;
  }

  // ── Tiles and the board ──────────────────────────────────────────────────
  compiled(id: string): CompiledTile {
    let ct = this.compiledTiles.get(id);
    if (!ct) {
      const def = this.rules.tiles.get(id);
      if (!def) throw new SetupError('unknown-tile', `unknown tile id "${id}"`);
      ct = compileTile(def);
      this.compiledTiles.set(id, ct);
    }
    return ct;
  }

  tileDef(id: string): TileDef {
    return this.compiled(id).def;
  }

  /** Adds a tile to the board and merges its features (legality is the caller's job). */
  putTile(id: string, x: number, y: number, rotation: Rotation): number {
    const ct = this.compiled(id);
    const s = this.state;
    const index = s.board.length;
    const nodeBase = addTileNodes(s.nodes, ct.def, ct.edgeCount, index);
    const placed: PlacedTile = { x, y, tile: id, rotation, nodeBase };
    s.board.push(placed);
    this.placedCompiled.push(ct);
    const r = rotation / 90;
    for (let side = 0; side < 4; side++) {
      const [dx, dy] = SIDE_OFFSET[SIDES[side]];
      const ni = this.board.at(x + dx, y + dy);
      if (ni === undefined) continue;
      const nb = s.board[ni];
      const nct = this.placedCompiled[ni];
      const nr = nb.rotation / 90;
      const opp = (side + 2) % 4;
      // Each feature touching the shared edge closes one open edge, on both sides.
      for (const f of ct.sideFeatures[r][side]) s.nodes[find(s.nodes, nodeBase + f)].open--;
      for (const f of nct.sideFeatures[nr][opp]) s.nodes[find(s.nodes, nb.nodeBase + f)].open--;
      // L meets R, C meets C; same connecting kind ⇒ one feature.
      for (let pos = 0; pos < 3; pos++) {
        const mine = ct.segmentFeature[r][side * 3 + pos];
        const theirs = nct.segmentFeature[nr][opp * 3 + (2 - pos)];
        if (mine < 0 || theirs < 0) continue;
        const a = nodeBase + mine, b = nb.nodeBase + theirs;
        if (s.nodes[a].kind !== s.nodes[b].kind) continue;
        if (!this.rules.kinds.get(s.nodes[a].kind)?.connects) continue;
        union(s.nodes, a, b, s.board);
      }
    }
    this.board.add(placed, index);
    return index;
  }

  placedAt(x: number, y: number): number | undefined {
    return this.board.at(x, y);
  }

  placed(index: number): PlacedTile {
    return this.state.board[index];
  }

  /** Legal placements of a tile on the current board (for the UI and for bots). */
  legalPlacements(tileId: string): { x: number; y: number; rotation: Rotation }[] {
    return this.board.placements(this.compiled(tileId));
  }

  canPlaceAnywhere(tileId: string): boolean {
    return this.board.hasPlacement(this.compiled(tileId));
  }

  /** Rotations of `tileId` that fit at (x, y). */
  rotationsAt(tileId: string, x: number, y: number): Rotation[] {
    const mask = this.board.fitsAt(this.compiled(tileId), x, y);
    return ([0, 90, 180, 270] as Rotation[]).filter((_, r) => mask & (1 << r));
  }

  // ── Features ─────────────────────────────────────────────────────────────
  find(node: number): number {
    return find(this.state.nodes, node);
  }

  kind(id: string): FeatureKindDef | undefined {
    return this.rules.kinds.get(id);
  }

  nodeAt(tileIndex: number, at: string): number | undefined {
    const t = this.state.board[tileIndex];
    if (!t) return undefined;
    const ct = this.compiled(t.tile);
    const seg = SEGMENT_INDEX[at];
    if (seg !== undefined) {
      const f = ct.segmentFeature[t.rotation / 90][seg];
      return f >= 0 ? t.nodeBase + f : undefined;
    }
    const f = ct.def.features.findIndex((feat) => feat.segments.length === 0 && feat.kind === at);
    return f >= 0 ? t.nodeBase + f : undefined;
  }

  /** Indices of a tile's features that complete when surrounded (cloister-like). */
  surroundedFeatures(tileId: string): number[] {
    let list = this.surroundedCache.get(tileId);
    if (!list) {
      list = [];
      this.tileDef(tileId).features.forEach((f, i) => {
        if (this.rules.kinds.get(f.kind)?.completion === 'surrounded') list!.push(i);
      });
      this.surroundedCache.set(tileId, list);
    }
    return list;
  }

  /**
   * Deploy spots are asked for several times per action (awaits, choices, the UI); they only
   * change when an action is applied, so they are cached per action count and phase.
   */
  cachedSpots(compute: () => string[]): string[] {
    const key = `${this.state.actionCount}/${this.state.turn.phase}/${this.state.turn.number}`;
    if (this.spotsCache?.key !== key) this.spotsCache = { key, spots: compute() };
    return this.spotsCache.spots;
  }

  neighbourCount(tileIndex: number): number {
    const t = this.state.board[tileIndex];
    let n = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if ((dx || dy) && this.board.at(t.x + dx, t.y + dy) !== undefined) n++;
      }
    }
    return n;
  }

  feature(node: number): FeatureView {
    const root = this.find(node);
    const n = this.state.nodes[root];
    const kind = this.rules.kinds.get(n.kind)!;
    const neighbours = kind.completion === 'surrounded' ? this.neighbourCount(n.tile) : 0;
    return { root, node: n, followers: this.followersOn(root), neighbours, complete: this.isComplete(root) };
  }

  /** Closed (every edge matched), surrounded (8 neighbours) or, for 'never' kinds, false. */
  isComplete(node: number): boolean {
    const n = this.state.nodes[this.find(node)];
    const completion = this.rules.kinds.get(n.kind)!.completion;
    return completion === 'closed' ? n.open === 0
      : completion === 'surrounded' ? this.neighbourCount(n.tile) === 8 : false;
  }

  followersOn(root: number): PlacedFollower[] {
    return this.state.followers.filter((f) => this.find(f.node) === root);
  }

  followerPosition(f: PlacedFollower): { x: number; y: number } {
    const t = this.state.board[f.tile];
    return anchorWorld(this.compiled(t.tile).def, f.node - t.nodeBase, t.x, t.y, t.rotation);
  }

  majority(followers: PlacedFollower[]): number[] {
    const strength = new Map<number, number>();
    for (const f of followers) {
      let w: number | undefined;
      for (const h of this.rules.hooks.followerStrength) {
        w = h(this, f);
        if (w !== undefined) break;
      }
      strength.set(f.player, (strength.get(f.player) ?? 0) + (w ?? 1));
    }
    let best = 0;
    for (const v of strength.values()) best = Math.max(best, v);
    if (best <= 0) return [];
    return [...strength.entries()].filter(([, v]) => v === best).map(([p]) => p).sort((a, b) => a - b);
  }

  // ── Effects modules may cause ────────────────────────────────────────────
  option<T = unknown>(key: string): T {
    if (!(key in this.rules.options)) throw new Error(`option "${key}" is not defined by a loaded module`);
    return this.rules.options[key] as T;
  }

  slice<T>(moduleId: string): T {
    return this.state.ext[moduleId] as T;
  }

  modify<S, C>(target: string, subject: S, ctx: C): void {
    for (const m of this.rules.modifiers.get(target) ?? []) m.modify(subject, ctx, this);
  }

  award(e: Omit<ScoreEvent, 'points'>): ScoreEvent {
    for (const item of e.items) item.points = item.count * item.unit;
    for (const list of Object.values(e.playerItems ?? {})) for (const item of list) item.points = item.count * item.unit;
    const shared = e.items.reduce((sum, i) => sum + i.points, 0);
    const points: Record<number, number> = {};
    for (const p of e.players) {
      points[p] = shared + (e.playerItems?.[p] ?? []).reduce((sum, i) => sum + i.points, 0);
      this.state.scores[p] += points[p];
    }
    const event: ScoreEvent = { ...e, points };
    this.state.scoring.push(event);
    this.emit({ type: 'score', event });
    return event;
  }

  returnFollower(index: number, reason: string): void {
    const [f] = this.state.followers.splice(index, 1);
    if (!f) throw new Error(`no follower #${index} on the board`);
    if (f.type === 'follower') this.state.supply[f.player]++;
    this.emit({ type: 'follower-returned', follower: f, reason });
    for (const h of this.rules.hooks.onFollowerReturned) h(this, f, reason);
  }

  addFollower(f: PlacedFollower): number {
    this.state.followers.push(f);
    if (f.type === 'follower') this.state.supply[f.player]--;
    return this.state.followers.length - 1;
  }

  moveFollower(index: number, to: { tile: number; node: number; at: string }, reason: string): void {
    const from = this.state.followers[index];
    if (!from) throw new Error(`no follower #${index} on the board`);
    const moved = { ...from, ...to };
    this.state.followers[index] = moved;
    this.emit({ type: 'follower-moved', from, to: moved, reason });
    for (const h of this.rules.hooks.onFollowerMoved) h(this, from, moved, reason);
  }

  /** The player who must act now: the phase's actor, or the active player. */
  actor(): number {
    if (this.state.finished) return this.state.turn.player;
    return this.currentPhase().actor?.(this) ?? this.state.turn.player;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  nextRandom(): number {
    return nextFloat(this.state.rng);
  }

  playerCount(): number {
    return this.state.setup.players.length;
  }
}

// Compiled tiles depend only on the definition object, so every game shares them.
const EDGE_TYPES = new EdgeTypes();
const COMPILED = new WeakMap<TileDef, CompiledTile>();
function compileTile(def: TileDef): CompiledTile {
  let ct = COMPILED.get(def);
  if (!ct) COMPILED.set(def, (ct = new CompiledTile(def, EDGE_TYPES)));
  return ct;
}

