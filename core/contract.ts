// The plugin contract (docs/contract.md). An expansion is one object of this shape; the registry turns
// the loaded modules into one Ruleset. Core names no expansion: even the base game is a module.
import type {
  Action, FeatureNode, GameEvent, GameSetup, GameState, PlacedFollower, PlacedTile, RuleError,
  ScoreEvent, ScoreItem, TileDef,
} from './types.js';

// ── Options ──────────────────────────────────────────────────────────────────
export type OptionDef =
  | { type: 'enum'; values: readonly string[]; default: string; description: string }
  | { type: 'set'; values: readonly string[]; default: readonly string[]; description: string }
  | { type: 'boolean'; default: boolean; description: string };

// ── Feature kinds ────────────────────────────────────────────────────────────
export interface FeatureKindDef {
  /** 'city', 'road', 'cloister', 'field', 'fair' … */
  id: string;
  /** Joins the same kind across matching tile edges (false: a cloister, the fair). */
  connects: boolean;
  /** Followers may be deployed on it. */
  claimable: boolean;
  /** 'closed': every edge matched; 'surrounded': all 8 neighbours placed; 'never'. */
  completion: 'closed' | 'surrounded' | 'never';
  /** Counts as a cloister for rules that ask (e.g. escape from a besieged city). */
  cloisterLike?: boolean;
  /** Itemised value before modifiers; omitted for kinds that never score by themselves. */
  score?(api: GameApi, feature: FeatureView, completed: boolean): ScoreItem[];
}

/** A feature's root node with derived facts, as scoring sees it. */
export interface FeatureView {
  root: number;
  node: FeatureNode;
  /** Followers standing on this feature. */
  followers: PlacedFollower[];
  /** For 'surrounded' kinds: how many of the 8 neighbour cells hold a tile. */
  neighbours: number;
  complete: boolean;
}

// ── Phases and actions ───────────────────────────────────────────────────────
export interface ActionHandler {
  /** Checks without changing anything. null = legal. */
  validate(api: GameApi, action: Action): RuleError | null;
  /** Applies a validated action. Must not fail half-way. */
  apply(api: GameApi, action: Action): void;
  /** False for actions that reveal information or come from the physical world (undo barrier). */
  undoable?: boolean;
}

export interface PhaseDef {
  /** Namespaced for module phases: 'mymodule/phase'. */
  id: string;
  /** Pipeline slot: directly after or before another phase; `order` breaks ties (lower first). */
  after?: string;
  before?: string;
  order?: number;
  /** Runs once on entering the phase. */
  enter?(api: GameApi): void;
  /** True while the phase waits for a player's action (checked on entry and after each action). */
  awaits(api: GameApi): boolean;
  /** Actions accepted while this phase waits, by type. */
  actions?: Record<string, ActionHandler>;
  /** Who must act now, when not the active player (a shooter in the catapult round). */
  actor?(api: GameApi): number;
  /**
   * Legal actions now, for bots, property tests and the UI's hints. A phase with continuous input
   * (a catapult shot) returns representative ones.
   */
  choices?(api: GameApi): Action[];
}

// ── Hooks ────────────────────────────────────────────────────────────────────
export interface Hooks {
  /** After the initial state is built (slices exist, start tile placed). */
  onSetup(api: GameApi): void;
  onTilePlaced(api: GameApi, tileIndex: number): void;
  /** Extra conditions on deploying a follower; the first error wins. */
  canDeploy(api: GameApi, query: DeployQuery): RuleError | null;
  /** After a follower was deployed on the tile just placed. */
  onFollowerDeployed(api: GameApi, follower: PlacedFollower): void;
  /** How much a follower weighs in majorities; the first module that answers decides. */
  followerStrength(api: GameApi, follower: PlacedFollower): number | undefined;
  /** After a completed feature scored and before its followers return. */
  onFeatureCompleted(api: GameApi, feature: FeatureView, event: ScoreEvent | null): void;
  /** After a follower left the board for its owner's supply (orphan checks). */
  onFollowerReturned(api: GameApi, follower: PlacedFollower, reason: string): void;
  /** After a follower on the board moved to another spot (a seduction swap): orphan checks. */
  onFollowerMoved(api: GameApi, from: PlacedFollower, to: PlacedFollower, reason: string): void;
  onTurnEnd(api: GameApi): void;
  /** After incomplete features scored: farms and module bonuses. */
  onFinalScoring(api: GameApi): void;
}
export type HookName = keyof Hooks;
export type HookEntry<K extends HookName> = Hooks[K] | { order: number; run: Hooks[K] };

export interface DeployQuery {
  player: number;
  type: string;
  tile: number;
  node: number;
  at: string;
}

// ── Scoring modifiers ────────────────────────────────────────────────────────
/**
 * Changes an itemised score before points are summed. `target` names what is being valued:
 * a feature kind ('city') for feature events, or a module-defined subject (base's 'field-city').
 * Lower `order` runs first.
 */
export interface ScoringModifier<Subject = unknown, Ctx = unknown> {
  id: string;
  target: string;
  order: number;
  modify(subject: Subject, ctx: Ctx, api: GameApi): void;
}

// ── The module ───────────────────────────────────────────────────────────────
export interface ExpansionModule<Slice = unknown> {
  id: string;
  /** Bump when the slice or the record shape changes (with `slice.migrate`). */
  version: number;
  requires?: string[];
  /** Keys without the module prefix ('farmScoring' is set as 'base.farmScoring'). */
  options?: Record<string, OptionDef>;
  /** Tiles this module brings to the bag, chosen by its options. */
  tiles?(options: OptionValues): TileDef[];
  /** Every tile id the module knows (also those its options leave out of the bag). */
  allTiles?: TileDef[];
  /** The tile that starts the game at (0, 0), rotation 0. */
  startTile?: string;
  featureKinds?: FeatureKindDef[];
  slice?: {
    initial(setup: GameSetup, options: OptionValues): Slice;
    migrate?(old: unknown, fromVersion: number): Slice;
  };
  phases?: PhaseDef[];
  hooks?: { [K in HookName]?: HookEntry<K> };
  scoring?: ScoringModifier<any, any>[];
}

export type OptionValues = Record<string, unknown>;

// ── What modules may do to a game ────────────────────────────────────────────
export interface GameApi {
  readonly state: GameState;
  option<T = unknown>(key: string): T;
  slice<T>(moduleId: string): T;
  tileDef(id: string): TileDef;
  placedAt(x: number, y: number): number | undefined;
  placed(index: number): PlacedTile;
  find(node: number): number;
  feature(node: number): FeatureView;
  kind(id: string): FeatureKindDef | undefined;
  /** Node id of the feature at `at` (segment in board orientation, or e.g. 'cloister') on a placed tile. */
  nodeAt(tileIndex: number, at: string): number | undefined;
  /** World position (tile units) of a follower's anchor. */
  followerPosition(f: PlacedFollower): { x: number; y: number };
  /** Players with the strongest presence on a feature (empty if nobody). */
  majority(followers: PlacedFollower[]): number[];
  /** Runs the modifiers registered for `target` on `subject`, in order. */
  modify<S, C>(target: string, subject: S, ctx: C): void;
  /** Finalises an event (points = Σ items per player), adds points and logs it. */
  award(event: Omit<ScoreEvent, 'points'>): ScoreEvent;
  /** Sends a follower on the board back to its owner's supply. */
  returnFollower(index: number, reason: string): void;
  /** Puts a follower on the board (legality is the caller's job). */
  addFollower(f: PlacedFollower): number;
  /** Moves a follower already on the board to another spot (legality is the caller's job). */
  moveFollower(index: number, to: { tile: number; node: number; at: string }, reason: string): void;
  emit(event: GameEvent): void;
  nextRandom(): number;
  playerCount(): number;
}
