// The game: a Ruleset plus a plain-data GameState, and the loop that runs the phase pipeline.
// `apply` checks an action completely before changing anything (shape, the owner's payload schema,
// the rules), so an illegal action never half-applies; it returns a rule error (a value), never
// throws for a player's mistake. Game is the only implementation of GameApi: core's own phases
// (core/phases/) reach the engine through that interface exactly like a module.
import { actionShapeProblem, ownEntry } from './boundary.js';
import { isInternedPlace } from './board.js';
import { isFrozenAction, trustedSchema } from './trusted.js';
import type {
  ActionHandler, ExpansionModule, FeatureKindDef, FeatureView, FollowerTypeDef, GameApi, HookName, Hooks, PhaseActionDef, PhaseDef,
} from './contract.js';
import { ruleError, SetupError } from './errors.js';
import { blameCatalog, blameText, isBlamed, messageOf, ModuleFault, type Blame } from './blame.js';
import { cloneJson } from './json.js';
import { TileGraph } from './tile-graph.js';
import { buildRuleset, type PipelineStep, type Ruleset } from './registry.js';
import { pointsObject } from './points.js';
import { nextFloat } from './rng.js';
import { schemaProblem } from './schema.js';
import { initialState } from './setup.js';
import { deploySpots, followerSpots, type FollowerSpot } from './phases/deploy.js';
import { CORE_PHASES } from './turn.js';
import type {
  Action, GameEvent, GameSetup, GameState, PlacedFollower, PlacedTile, Placement, Rotation, RuleError, ScoreEvent, TileDef,
} from './types.js';
import { placedFollower } from './types.js';
import type { GameView } from './view.js';

export type ApplyResult =
  | { ok: true; events: GameEvent[] }
  | { ok: false; error: RuleError };

/** apply()'s events before the first emit (never pushed to: emit replaces it). */
const NO_EVENTS: GameEvent[] = [];

const NO_ACTIONS: Readonly<Record<string, PhaseActionDef>> = Object.freeze(Object.create(null));

/**
 * A ruleset depends only on the catalog, the expansions and the options, and never changes once
 * built, so games with the same set-up share one (a bot or a benchmark creates thousands).
 */
const RULESETS = new WeakMap<readonly ExpansionModule[], Map<string, Ruleset>>();
/**
 * What Game.create throws when setting up failed: a SetupError as it is; a module's code that threw
 * (its onSetup, its tiles() …) as a SetupError naming the module and function (blame.ts).
 */
function setupFailure(catalog: readonly ExpansionModule[], setup: GameSetup, e: unknown): unknown {
  if (e instanceof SetupError) return e;
  if (e instanceof ModuleFault) return new SetupError('module-failed', e.message);
  if (isBlamed(catalog)) return e;
  try {
    Game.create(blameCatalog(catalog), setup);
  } catch (again) {
    // Only the same failure (see Game.failed): never a module blamed for an error that did not happen.
    if (again instanceof SetupError && again.code === 'module-failed' && again.message.endsWith(`: ${messageOf(e)}`)) return again;
  }
  return e;
}

function rulesetFor(catalog: readonly ExpansionModule[], setup: GameSetup): Ruleset {
  let byKey = RULESETS.get(catalog);
  if (!byKey) RULESETS.set(catalog, (byKey = new Map()));
  const key = JSON.stringify([setup.expansions, setup.options]);
  let rules = byKey.get(key);
  if (!rules) {
    rules = buildRuleset(catalog, setup.expansions, setup.options, CORE_PHASES);
    if (byKey.size < 64) byKey.set(key, rules);
  }
  return rules;
}

export class Game implements GameApi, GameView {
  /** Every action applied so far: with the setup, this is the game record. */
  readonly actions: Action[] = [];
  /** Tiles, board index and placement (derived from state.board; not part of the state). */
  private graph: TileGraph;
  // memo() values hold for one state: the action count, phase and turn they were computed at.
  private memoAt = -1;
  private memoPhase = '';
  private memoTurn = -1;
  // The values of this state, as two short lists (a state memoises one to three keys): found by
  // comparing keys, emptied by resetting the count, so a new state allocates nothing.
  private readonly memoKeys: string[] = [];
  private readonly memoValues: unknown[] = [];
  private memoCount = 0;
  private events: GameEvent[] = [];

  private constructor(readonly rules: Ruleset, readonly state: GameState, from?: Game) {
    this.graph = from ? from.graph.forkFor(state, this) : new TileGraph(rules, state, this);
  }

  /** Starts a new game. Throws SetupError for a bad set-up (unknown expansion, option, tile …). */
  static create(catalog: readonly ExpansionModule[], setup: GameSetup): Game {
    try {
      return Game.build(catalog, setup);
    } catch (e) {
      throw setupFailure(catalog, setup, e);
    }
  }

  private static build(catalog: readonly ExpansionModule[], setup: GameSetup): Game {
    const rules = rulesetFor(catalog, setup);
    const game = new Game(rules, initialState(rules, setup));
    game.putTile(rules.startTile.id, 0, 0, 0);
    for (const h of rules.hooks.onSetup) h(game);
    game.enterPhase(0);
    return game;
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

  /**
   * Rebuilds a game from a copy of its plain-data state and the actions that led to it, without
   * replaying them (a saved game's snapshot: a long game resumes without replaying every turn).
   * The game keeps a copy of `state` (so a structured clone's shared arrays stay the caller's);
   * everything else (board index, caches) is derived from it.
   * The caller vouches that the state came from these actions under the same rules.
   */
  static restore(catalog: readonly ExpansionModule[], state: GameState, actions: readonly Action[]): Game {
    if (actions.length !== state.actionCount) {
      throw new SetupError('bad-snapshot', `the snapshot is after ${state.actionCount} actions, not ${actions.length}`);
    }
    let rules: Ruleset;
    try {
      rules = rulesetFor(catalog, state.setup);
    } catch (e) {
      throw setupFailure(catalog, state.setup, e);
    }
    // A copy of its own, made as JSON would: a state kept by IndexedDB (a structured clone) holds
    // one array wherever the engine had shared one frozen empty list (a node's touches), and the
    // engine would then write into that one array for many nodes (farms scoring cities they do
    // not touch). The copy costs ~0.2 ms for a finished 5-player game.
    const game = new Game(rules, cloneJson(state));
    for (const a of actions) game.actions.push(cloneJson(a));
    return game;
  }

  // ── Applying actions ─────────────────────────────────────────────────────
  currentPhase(): PhaseDef {
    return this.rules.pipeline[this.currentIndex()];
  }

  /**
   * The pipeline index of the current phase. enterPhase notes it as it sets the phase, so the
   * phase is not looked up by id on every action (a state restored or replaced looks it up once).
   */
  private currentIndex(): number {
    const id = this.state.turn.phase;
    let at = this.phaseAt;
    if (at < 0 || this.rules.steps[at].id !== id) this.phaseAt = at = this.rules.phaseIndex.get(id) ?? -1;
    return at;
  }
  private phaseAt = -1;

  /** The phase's own handler for an action type, else one another module added to the phase. */
  private handlerFor(phase: PhaseDef, type: string): ActionHandler | undefined {
    return ownEntry(phase.actions, type) ?? ownEntry(this.rules.phaseActions.get(phase.id), type);
  }

  /** Checks an action without applying it. */
  validate(action: Action): RuleError | null {
    try {
      this.check(action);
    } catch (e) {
      const r = this.failed(action, e); // a module's validate() threw
      return r.ok ? null : r.error;
    }
    return this.checked.error;
  }

  /**
   * validate() that also leaves the handler it found in `checked`, so apply() does not look it up
   * again (one shared object: apply runs on every action).
   */
  private check(action: Action, listedIsLegal = false): void {
    const c = this.checked;
    c.error = null; c.handler = undefined; c.added = false; c.trusted = false;
    if (this.state.finished) { c.error = ruleError('game.finished', 'the game is over'); return; }
    if (listedIsLegal && this.fromListing(action)) return;
    // An interned place action (board.ts) is frozen engine-made JSON that fits the place schema,
    // a trusted action (trusted.ts) one that fits the schema it names: only the rules below are
    // left to check.
    const placeAction = isInternedPlace(action);
    const known = placeAction ? undefined : trustedSchema(action);
    const shape = placeAction || known ? null : actionShapeProblem(action);
    if (shape) { c.error = shape; return; }
    const step = this.rules.steps[this.currentIndex()];
    const own = step.own.get(action.type);
    const handler = own ?? step.added.get(action.type);
    if (!handler) { c.error = this.notNow(step.def, action); return; }
    const added = own === undefined;
    if (added && !(handler as PhaseActionDef).available(this)) { c.error = this.notNow(step.def, action); return; }
    const trusted = placeAction || (known !== undefined && known === handler.schema);
    if (handler.schema && !trusted) {
      const problem = schemaProblem(action, handler.schema);
      if (problem) { c.error = problem; return; }
    }
    c.error = handler.validate(this, action);
    c.handler = handler; c.added = added; c.trusted = trusted;
  }
  private readonly checked: { error: RuleError | null; handler: ActionHandler | undefined; added: boolean; trusted: boolean } =
    { error: null, handler: undefined, added: false, trusted: false };

  /**
   * apply()'s short way for a frozen action that choices() just listed for this very state (the
   * engine's own copy of the list, so a caller that edits the array it got changes nothing): the
   * contract makes choices() list legal actions only (every module's property tests validate each
   * one), and a frozen action cannot have changed since, so only its handler is looked up. Leaves
   * the handler in `checked`, or returns false to take the full check. validate() never takes it.
   */
  private fromListing(action: Action): boolean {
    const listed = this.listed;
    if (listed === null || this.listedStamp !== this.stamp || !listed.includes(action) || !isFrozenAction(action)) return false;
    const step = this.rules.steps[this.currentIndex()], type = action.type;
    const own = type === step.firstType ? step.firstHandler : step.own.get(type);
    const handler = own ?? step.added.get(type);
    if (!handler) return false;
    const c = this.checked;
    c.handler = handler; c.added = own === undefined; c.trusted = true;
    return true;
  }
  /** The last choices() list (the engine's copy) and the state stamp it was made at. */
  private listed: readonly Action[] | null = null;
  private listedStamp = -1;
  /** Counts state changes (each apply and each phase entered), so a listing knows whether it still holds. */
  private stamp = 0;

  /** The error for an action the current phase does not take: the owning phase may say why. */
  private notNow(phase: PhaseDef, action: Action): RuleError {
    if (!this.rules.actionTypes.has(action.type)) {
      return ruleError('action.unknown', `unknown action type "${action.type}" for this game's expansions`);
    }
    for (const p of this.rules.pipeline) {
      if (p !== phase && p.whyNot && this.handlerFor(p, action.type)) {
        const why = p.whyNot(this, action);
        if (why) return why;
      }
    }
    const waiting = [...Object.keys(phase.actions ?? {}), ...Object.keys(this.phaseActions(phase.id))].join(', ');
    return ruleError('action.wrong-phase', `"${action.type}" is not allowed now: phase "${phase.id}" waits for ${waiting || 'nothing'}`);
  }

  apply(action: Action): ApplyResult {
    try {
      this.check(action, true);
    } catch (e) {
      return this.failed(action, e); // a module's validate() threw: nothing was changed
    }
    const { error, handler, added: extra, trusted } = this.checked;
    if (error) return { ok: false, error };
    this.stamp++;
    const at = this.phaseAt; // check() just found the phase
    const step = this.rules.steps[at];
    // Copied before anything changes: the record keeps exactly what was applied (an interned place
    // action or a trusted one is frozen, so the record may keep it as it is).
    const stored = trusted ? action : cloneJson(action);
    const recorded = this.actions.length;
    this.events = NO_EVENTS;
    try {
      handler!.apply(this, action);
      // Appends by index here and below: V8 did not inline push() at these sites (a builtin call each).
      this.actions[this.actions.length] = stored;
      this.state.actionCount++;
      if (handler!.undoable === false) this.state.turn.undoFloor = this.state.actionCount;
      const ends = extra && (handler as PhaseActionDef).endsPhase !== false;
      if (ends) step.close?.call(step.def, this);
      if (!this.state.finished && (ends || !this.waits(step, !extra))) this.enterPhase(at + 1);
    } catch (e) {
      // A module failed half-way (a bug, not a player's mistake): put the game back as it was by
      // replaying the record, and report a refused action, so nothing is ever half-done.
      this.actions.length = recorded;
      // (A game over a blamed catalogue only ever names the fault: it is dropped right after.)
      if (!isBlamed(this.rules.catalog)) this.restoreFromRecord();
      return this.failed(action, e);
    }
    return { ok: true, events: this.events === NO_EVENTS ? [] : this.events };
  }

  /** A module's code threw while `action` was checked or applied: a refusal naming that module and function. */
  private failed(action: Action, e: unknown): ApplyResult {
    let fault = e instanceof ModuleFault ? (this.lastFault = e.blame) : this.blame(action);
    // Named only if the replay failed the same way: never a module blamed for an error that did not happen.
    if (fault && !(e instanceof ModuleFault) && fault.message !== messageOf(e)) fault = null;
    const why = fault ? blameText(fault) : messageOf(e);
    return { ok: false, error: ruleError('action.failed', `"${action.type}" could not be applied: ${why}`) };
  }
  /** The last module failure of this game (in a game over a blamed catalogue: blame.ts). */
  private lastFault: Blame | null = null;

  /** Which module function threw: the game so far and `action` again, over a blamed copy of the catalogue (blame.ts). */
  private blame(action: Action): Blame | null {
    if (isBlamed(this.rules.catalog)) return null;
    try {
      const copy = Game.create(blameCatalog(this.rules.catalog), this.state.setup);
      for (const a of this.actions) if (!copy.apply(a).ok) return null;
      copy.apply(action);
      return copy.lastFault;
    } catch {
      return null;
    }
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
    this.graph = again.graph.forkFor(this.state, this);
    this.memoAt = -1;
    this.stamp++;
    this.events = [];
  }

  /**
   * Whether a phase waits for a player. Actions other modules added to it keep it waiting while
   * available — on entry, or after one of them that did not end the phase (`withExtras`); after
   * the phase's own action (a deploy, a pass) only the phase itself decides.
   */
  private waits(step: PipelineStep, ownActionDone = false): boolean {
    if (step.awaits.call(step.def, this)) return true;
    if (ownActionDone) return false;
    for (const a of step.addedList) if (a.available(this)) return true;
    return false;
  }

  /** Enters the pipeline at `index` and runs phases until one waits for a player or the game ends. */
  private enterPhase(index: number): void {
    const steps = this.rules.steps;
    for (let guard = 0; guard < 10_000; guard++) {
      const at = index % steps.length;
      const step = steps[at];
      this.state.turn.phase = step.id;
      this.phaseAt = at;
      this.stamp++;
      step.enter?.call(step.def, this);
      if (this.state.finished) return;
      if (this.waits(step)) return;
      index = (index + 1) % steps.length;
    }
    throw new Error('phase pipeline did not settle (a phase neither waits nor lets the game progress)');
  }

  /** Legal actions in the current phase (see PhaseDef.choices), with other modules' actions for it. */
  choices(): Action[] {
    if (this.state.finished) return [];
    const at = this.currentIndex();
    const step = this.rules.steps[at];
    const own = step.choices?.call(step.def, this) ?? [];
    let out = own;
    if (step.addedList.length > 0) {
      out = [...own];
      for (const a of step.addedList) if (a.available(this)) out.push(...a.choices(this));
    }
    // Kept (a copy: the caller owns `out`) so apply() knows these as legal (fromListing).
    this.listed = out.slice();
    this.listedStamp = this.stamp;
    return out;
  }

  /** True when the last action can be taken back (same turn, not behind an undo barrier). */
  canUndo(): boolean {
    return this.state.actionCount > this.state.turn.undoFloor;
  }

  /** The player who must act now: the phase's actor, or the active player. */
  actor(): number {
    if (this.state.finished) return this.state.turn.player;
    const step = this.rules.steps[this.currentIndex()];
    return step.actor?.call(step.def, this) ?? this.state.turn.player;
  }

  /** Spots on the tile just placed where the active player may deploy `type` now. */
  deploySpots(type?: string): string[] {
    return deploySpots(this, type);
  }

  /** Every spot on the tile just placed with the follower types the active player may put there. */
  followerSpots(): FollowerSpot[] {
    return followerSpots(this);
  }

  // ── Tiles and the board (TileGraph) ──────────────────────────────────────
  tileDef(id: string): TileDef { return this.graph.compiled(id).def; }
  placedDef(index: number): TileDef { return this.graph.placedDef(index); }
  placedKinds(index: number): readonly (FeatureKindDef | undefined)[] { return this.graph.placedKinds(index); }
  putTile(id: string, x: number, y: number, rotation: Rotation): number { return this.graph.putTile(id, x, y, rotation); }
  placedAt(x: number, y: number): number | undefined { return this.graph.index.at(x, y); }
  placed(index: number): PlacedTile { return this.state.board[index]; }
  legalPlacements(tileId: string): Placement[] { return this.graph.placements(tileId); }
  legalPlaceActions(tileId: string): Action[] { return this.graph.placeActions(tileId); }
  canPlaceAnywhere(tileId: string): boolean { return this.graph.hasPlacement(tileId); }
  rotationsAt(tileId: string, x: number, y: number): Rotation[] { return this.graph.rotationsAt(tileId, x, y); }
  placementFilterProblem(tileId: string, x: number, y: number, rotation: Rotation): RuleError | null {
    return this.graph.placementProblem(tileId, x, y, rotation);
  }
  nodeAt(tileIndex: number, at: string): number | undefined { return this.graph.nodeAt(tileIndex, at); }
  /** Frontier cells (for benchmarks and bots). */
  frontierSize(): number { return this.graph.index.frontierSize(); }
  /** Placement groups of a tile: cells with the same neighbouring edges (bots pick from them in O(1)). */
  placementGroups(tileId: string) { return this.graph.groups(tileId); }

  // ── Features ─────────────────────────────────────────────────────────────
  /** The root of a node's feature. Reads only: it never changes the state (features.ts). */
  find(node: number): number {
    return this.graph.sets.find(node);
  }

  kind(id: string): FeatureKindDef | undefined {
    return this.rules.kinds.get(id);
  }

  neighbourCount(tileIndex: number): number {
    const t = this.state.board[tileIndex];
    let n = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if ((dx || dy) && this.graph.index.at(t.x + dx, t.y + dy) !== undefined) n++;
      }
    }
    return n;
  }

  /**
   * The kind of a node, from its tile's features (a node is one feature of the tile it was printed
   * on, so its kind is that feature's): no lookup by kind name on the hot paths.
   */
  private kindOfNode(node: number): FeatureKindDef {
    const n = this.state.nodes[node];
    return this.graph.placedKinds(n.tile)[node - this.state.board[n.tile].nodeBase]!;
  }

  feature(node: number): FeatureView {
    const root = this.find(node);
    const n = this.state.nodes[root];
    const kind = this.kindOfNode(root);
    const neighbours = kind.completion === 'surrounded' ? this.neighbourCount(n.tile) : 0;
    return { root, node: n, followers: this.followersOn(root), neighbours, complete: this.isComplete(root) };
  }

  /** Closed (every edge matched), surrounded (8 neighbours) or, for 'never' kinds, false. */
  isComplete(node: number): boolean {
    const root = this.find(node), n = this.state.nodes[root];
    const completion = this.kindOfNode(root).completion;
    return completion === 'closed' ? n.open === 0
      : completion === 'surrounded' ? this.neighbourCount(n.tile) === 8 : false;
  }

  followersOn(root: number): PlacedFollower[] {
    if (this.graph.sets.occupantsOf(root) === 0) return [];
    // A loop, not filter: filter's closure over root was allocated on every call.
    const out: PlacedFollower[] = [], followers = this.state.followers;
    for (let i = 0; i < followers.length; i++) if (this.find(followers[i].node) === root) out.push(followers[i]);
    return out;
  }

  occupants(node: number): number {
    return this.graph.sets.occupantsOf(node);
  }

  followerPosition(f: PlacedFollower): { x: number; y: number } {
    // anchorWorld's sum, with the placed tile's rotated anchors read from its compiled tile.
    const t = this.state.board[f.tile];
    const p = this.graph.anchorsOf(f.tile)[t.rotation / 90][f.node - t.nodeBase];
    return { x: t.x + p.x, y: t.y + p.y };
  }

  majority(followers: PlacedFollower[]): number[] {
    // Strength per player index in a small array (a Map per scored feature cost more than the
    // sums). Only a positive total can win, so players without followers (0) never do.
    const n = this.state.setup.players.length;
    const strength: number[] = new Array<number>(n).fill(0);
    for (const f of followers) {
      let w: number | undefined;
      for (const h of this.rules.hooks.followerStrength) {
        w = h(this, f);
        if (w !== undefined) break;
      }
      strength[f.player] += w ?? this.rules.followerTypes.get(f.type)?.strength ?? 1;
    }
    let best = 0;
    for (let p = 0; p < n; p++) if (strength[p] > best) best = strength[p];
    const winners: number[] = [];
    if (best <= 0) return winners;
    for (let p = 0; p < n; p++) if (strength[p] === best) winners.push(p);
    return winners;
  }

  // ── Registry lookups ─────────────────────────────────────────────────────
  option<T = unknown>(key: string): T {
    const value = this.rules.optionMap.get(key);
    // Resolved options are never undefined (registry.ts resolveOptions), so undefined means unknown.
    if (value === undefined) throw new Error(`option "${key}" is not defined by a loaded module`);
    return value as T;
  }

  slice<T>(moduleId: string): T {
    const slice = this.state.ext[moduleId];
    // (Read rarely: modules on the hot path keep theirs through sliceReader.) A typo would
    // otherwise be an undefined that fails somewhere else, later.
    if (slice === undefined) {
      const known = Object.keys(this.state.ext);
      throw new Error(`no slice "${moduleId}" in this game (modules with a slice: ${known.length ? known.join(', ') : 'none'})`);
    }
    return slice as T;
  }

  hooks<K extends HookName>(name: K): readonly Hooks[K][] {
    // A switch of named loads for the hooks every turn asks for: callers pass a literal name, and
    // where V8 inlines this (most call sites) it folds the switch to the one load. The other hooks,
    // and a name that is none (an untyped caller: undefined, as before), go to the map.
    const h = this.rules.hooks;
    let list: readonly unknown[] | undefined;
    switch (name) {
      case 'beforeDraw': list = h.beforeDraw; break;
      case 'onTileDrawn': list = h.onTileDrawn; break;
      case 'onTilePlaced': list = h.onTilePlaced; break;
      case 'canDeploy': list = h.canDeploy; break;
      case 'onFollowerDeployed': list = h.onFollowerDeployed; break;
      case 'onFeatureCompleted': list = h.onFeatureCompleted; break;
      case 'onTurnEnd': list = h.onTurnEnd; break;
      case 'onFinalScoring': list = h.onFinalScoring; break;
      default: list = this.rules.hookMap.get(name);
    }
    return list as readonly Hooks[K][];
  }

  phaseActions(phaseId: string): Readonly<Record<string, PhaseActionDef>> {
    return this.rules.phaseActions.get(phaseId) ?? NO_ACTIONS;
  }

  followerType(id: string): FollowerTypeDef | undefined {
    // Nearly every ask is for the same type (the normal follower): the last answer, when the id is
    // the same string, saves the Map lookup. Types never change during a game.
    if (id === this.lastTypeId && this.lastType !== undefined) return this.lastType;
    const def = this.rules.followerTypes.get(id);
    this.lastTypeId = id;
    this.lastType = def;
    return def;
  }
  private lastTypeId = '';
  private lastType: FollowerTypeDef | undefined = undefined;

  followerTypes(): readonly FollowerTypeDef[] {
    return this.rules.followerTypeList;
  }

  supplyOf(player: number, type: string): number {
    const own = this.state.supply[player];
    return own && Object.prototype.hasOwnProperty.call(own, type) ? own[type] : 0;
  }

  memo<T>(key: string, compute: () => T): T {
    const s = this.state;
    if (s.actionCount !== this.memoAt || s.turn.phase !== this.memoPhase || s.turn.number !== this.memoTurn) {
      this.memoAt = s.actionCount;
      this.memoPhase = s.turn.phase;
      this.memoTurn = s.turn.number;
      this.memoCount = 0;
    }
    const keys = this.memoKeys;
    for (let i = 0; i < this.memoCount; i++) if (keys[i] === key) return this.memoValues[i] as T;
    const value = compute();
    // compute() may have memoised other keys meanwhile: this one goes after them.
    keys[this.memoCount] = key;
    this.memoValues[this.memoCount++] = value;
    return value;
  }

  // ── Effects modules may cause ────────────────────────────────────────────
  modify<S, C>(target: string, subject: S, ctx: C): void {
    for (const m of this.rules.modifiers.get(target) ?? []) m.modify(subject, ctx, this);
  }

  award(e: Omit<ScoreEvent, 'points'>): ScoreEvent {
    let shared = 0;
    for (const item of e.items) shared += (item.points = item.count * item.unit);
    const perPlayer = e.playerItems;
    if (perPlayer) for (const k in perPlayer) for (const item of perPlayer[k]) item.points = item.count * item.unit;
    const points = pointsObject(e.players);
    for (const p of e.players) {
      let own = 0;
      const list = perPlayer?.[p];
      if (list) for (const item of list) own += item.points;
      points[p] = shared + own;
      this.state.scores[p] += points[p];
    }
    // The draft becomes the event (its items were finalised in place above), so no copy of every
    // score: the spread met a different literal at every call site. A draft awarded twice is copied.
    let event = e as ScoreEvent;
    if (Object.prototype.hasOwnProperty.call(e, 'points')) event = { ...e, points };
    else event.points = points;
    const scoring = this.state.scoring;
    scoring[scoring.length] = event;
    this.emit({ type: 'score', event });
    return event;
  }

  returnFollower(index: number, reason: string): void {
    const [f] = this.state.followers.splice(index, 1);
    if (!f) throw new Error(`no follower #${index} on the board`);
    this.graph.sets.occupy(f.node, -1);
    const own = this.state.supply[f.player];
    own[f.type] = (own[f.type] ?? 0) + 1;
    this.emit({ type: 'follower-returned', follower: f, reason });
    for (const h of this.rules.hooks.onFollowerReturned) h(this, f, reason);
  }

  addFollower(f: PlacedFollower): number {
    const own = this.state.supply[f.player];
    if (!(own[f.type] > 0)) throw new Error(`player ${f.player} has no "${f.type}" in supply`);
    own[f.type]--;
    const followers = this.state.followers;
    followers[followers.length] = f;
    this.graph.sets.occupy(f.node, 1);
    return this.state.followers.length - 1;
  }

  moveFollower(index: number, to: { tile: number; node: number; at: string }, reason: string): void {
    const from = this.state.followers[index];
    if (!from) throw new Error(`no follower #${index} on the board`);
    const moved = placedFollower(from.player, from.type, to.tile, to.node, to.at);
    this.state.followers[index] = moved;
    this.graph.sets.occupy(from.node, -1);
    this.graph.sets.occupy(moved.node, 1);
    this.emit({ type: 'follower-moved', from, to: moved, reason });
    for (const h of this.rules.hooks.onFollowerMoved) h(this, from, moved, reason);
  }

  grantExtraTurn(reason: string): void {
    if (this.state.turn.extraTurn === undefined) this.state.turn.extraTurn = reason;
  }

  surroundedFeatures(tileId: string): readonly number[] { return this.graph.surroundedFeatures(tileId); }
  surroundedNear(tileIndex: number): readonly number[] { return this.graph.surroundedNear(tileIndex); }

  emit(event: GameEvent): void {
    // An action's first event starts its list: most emit one or two, and an empty list's first
    // push would allocate room for seventeen.
    if (this.events === NO_EVENTS) this.events = [event];
    else this.events[this.events.length] = event;
  }

  nextRandom(): number {
    return nextFloat(this.state.rng);
  }

  playerCount(): number {
    return this.state.setup.players.length;
  }
}
