// The plugin contract (docs/contract.md). An expansion is one object of this shape; the registry turns
// the loaded modules into one Ruleset. Core names no expansion: even the base game is a module.
import type {
  Action, FeatureNode, GameEvent, GameSetup, GameState, PlacedFollower, PlacedTile, Placement, Rotation, RuleError,
  ScoreEvent, ScoreItem, TileDef,
} from './types.js';

// ── Follower types ───────────────────────────────────────────────────────────
/**
 * A kind of piece players put on the board, declared by a module: base's normal follower, a big
 * follower, a builder, a pig, a mayor … Core keeps a supply per player per type and checks deploys
 * against these facts; anything else (a builder's extra turn) is the module's hooks.
 */
export interface FollowerTypeDef {
  /** 'follower' is the normal meeple (the default of a deploy); others are namespaced by their module: '<module>/<type>'. */
  id: string;
  /** How many each player owns. */
  perPlayer: number;
  /** Weight in majorities (normal 1, big 2, builder and pig 0); a followerStrength hook may override. */
  strength: number;
  /** Drawing and physics size relative to the normal follower (1); the big follower is larger. */
  size: number;
  /** Feature kinds it may stand on (checked at deploy, and when a module moves it). */
  allowedOn(kind: FeatureKindDef): boolean;
  /**
   * True: it may only join a feature its owner already holds (builder, pig), instead of the
   * normal rule (an empty feature). Default: false.
   */
  joinsOwn?: boolean;
  /**
   * Counts as a follower on the playing field (knocked out, seduced, counted by other modules'
   * rules). False for figures such as the builder, the pig or the barn. Default: true.
   */
  fieldFollower?: boolean;
}


// ── Options ──────────────────────────────────────────────────────────────────
export type OptionDef =
  | { type: 'enum'; values: readonly string[]; default: string; description: string }
  | { type: 'set'; values: readonly string[]; default: readonly string[]; description: string }
  | { type: 'boolean'; default: boolean; description: string };

// ── Feature kinds ────────────────────────────────────────────────────────────
export interface FeatureKindDef {
  /**
   * A module's new kind is '<module id>/<name>' (or in a namespace it declares); the plain ones
   * ('city', 'road', 'cloister', 'field' …) are names saved games already hold (see plainNames).
   */
  id: string;
  /** Joins the same kind across matching tile edges (false: a cloister, the fair). */
  connects: boolean;
  /** Followers may be deployed on it. */
  claimable: boolean;
  /** 'closed': every edge matched; 'surrounded': all 8 neighbours placed; 'never'. */
  completion: 'closed' | 'surrounded' | 'never';
  /** Counts as a cloister for rules that ask (e.g. escape from a besieged city). */
  cloisterLike?: boolean;
  /** Only these follower types may stand on it (a garden: the abbot); default any that allows it. */
  onlyTypes?: readonly string[];
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
  /**
   * The payload's fields besides `type`, checked by the engine before `validate`: a field not
   * listed is always refused, so a typo never passes silently (data a module keeps with an action
   * is declared as an `any` field, which its `validate` checks).
   */
  schema?: ActionSchema;
  /** Checks without changing anything. null = legal. */
  validate(api: GameApi, action: Action): RuleError | null;
  /** Applies a validated action. Must not fail half-way (the engine restores the game if it throws). */
  apply(api: GameApi, action: Action): void;
  /** False for actions that reveal information or come from the physical world (undo barrier). */
  undoable?: boolean;
}

/** Field checks of an action payload (core/schema.ts). */
export type FieldSchema =
  | { type: 'integer'; min: number; max: number; optional?: boolean }
  | { type: 'number'; min: number; max: number; optional?: boolean }
  | { type: 'string'; maxLength: number; values?: readonly string[]; optional?: boolean }
  | { type: 'boolean'; optional?: boolean }
  /** Checked by the action's own validator (nested data such as a shot's hits). */
  | { type: 'any'; optional?: boolean };
export interface ActionSchema {
  /**
   * Every field the action may carry besides `type`; any other field is refused. Data the rules
   * only keep (a shot's physics inputs) is declared too, as `any` checked by the validator.
   */
  fields: Record<string, FieldSchema>;
  /** Rule id of a schema error; default `<namespace>.malformed` ('catapult.malformed', 'place.malformed'). */
  rule?: string;
}

/**
 * An action a module adds to another module's phase ("instead of deploying": a tower piece, the
 * princess, the fairy). It is offered and accepted while that phase waits; applying it ends the
 * phase unless `endsPhase` is false.
 */
export interface PhaseActionDef extends ActionHandler {
  /** Whether the action is possible now: keeps the phase waiting even if the phase itself would not. */
  available(api: GameApi): boolean;
  /** Legal instances now (bots, property tests, the UI). */
  choices(api: GameApi): Action[];
  /** Default true: the phase is over after this action (like a deploy or a pass). */
  endsPhase?: boolean;
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
   * (a catapult shot) returns representative ones. Legal only: apply() takes a frozen action that
   * game.choices() listed for the same state without checking it again (docs/contract.md).
   */
  choices?(api: GameApi): Action[];
  /**
   * Why one of this phase's action types is not possible while another phase waits, e.g. "you
   * already let a follower escape this turn". Null: the engine answers `action.wrong-phase`.
   */
  whyNot?(api: GameApi, action: Action): RuleError | null;
  /** Called by the engine when a module's phase action ended this phase (see PhaseActionDef). */
  close?(api: GameApi): void;
}

// ── Hooks ────────────────────────────────────────────────────────────────────
export interface Hooks {
  /** After the initial state is built (slices exist, start tile placed). */
  onSetup(api: GameApi): void;
  /**
   * Before a tile is taken from the deck (each turn, also after an unplaceable tile): a module may
   * put set-aside tiles back into `api.state.deck`, or reorder what is left.
   */
  beforeDraw(api: GameApi): void;
  /** After the active player drew `tile` (it fits somewhere). */
  onTileDrawn(api: GameApi, tile: string): void;
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
  /** Follower type id ('follower' unless the deploy names another). */
  type: string;
  tile: number;
  node: number;
  at: string;
}

// ── Scoring modifiers ────────────────────────────────────────────────────────
/**
 * Changes an itemised score before points are summed. `target` names what is being valued:
 * a feature kind ('city') for feature events (subject ScoreDraft, context FeatureScoreContext), or
 * a module-defined subject whose types that module exports (base's 'field-city').
 * Order is by name, like phases: `after` / `before` list other modifiers' ids (missing ones are
 * ignored, so a module may name an optional neighbour); the rest keep module load order.
 */
export interface ScoringModifier<Subject = unknown, Ctx = unknown> {
  id: string;
  target: string;
  after?: readonly string[];
  before?: readonly string[];
  modify(subject: Subject, ctx: Ctx, api: GameApi): void;
}

/** The subject of a feature-kind modifier: a score event before its points are summed. */
export type ScoreDraft = Omit<ScoreEvent, 'points'>;
/** The context core passes with a feature event (completed during play, or final). */
export interface FeatureScoreContext {
  feature: FeatureView;
  completed: boolean;
}

// ── Deck and placement ───────────────────────────────────────────────────────
/** What a module sees when it builds the deck (only for games without a fixed `deck`). */
export interface DeckContext {
  options: OptionValues;
  tile(id: string): TileDef;
  /** Shuffles a list in place with the game's seeded PRNG (the same draws as the main shuffle). */
  shuffle<T>(list: T[]): T[];
}

/**
 * Narrows where a tile may go (a river must continue the river). `rotations` runs once per
 * frontier group (cells with the same neighbouring edges), so it keeps the fast path; `cell` runs
 * per cell and is for rules that depend on position.
 */
export interface PlacementFilter {
  id: string;
  /** The rotations (of those that fit the edges) still allowed for cells with these neighbours. */
  rotations?(api: GameApi, q: { tile: TileDef; neighbours: readonly (string | null)[]; rotations: readonly Rotation[] }): readonly Rotation[];
  /** Why the tile may not go at (x, y) with this rotation, or null. */
  cell?(api: GameApi, q: { tile: TileDef; x: number; y: number; rotation: Rotation }): RuleError | null;
}

// ── The module ───────────────────────────────────────────────────────────────
export interface ExpansionModule<Slice = unknown> {
  /**
   * Lower case; the namespace of its tiles, follower types, feature kinds, phases and action types
   * ('<id>/…'). Set-up refuses one of those in another module's namespace, and a kind, phase or
   * action type that another module or core defines too (docs/contract.md#namespaces).
   */
  id: string;
  /**
   * Further id prefixes this module owns besides its id (a module that joins several sets: one per
   * set, for its tiles). No other module may put a tile there (set-up: foreign-tile-id).
   */
  namespaces?: readonly string[];
  /**
   * Its feature kinds, phases and action types that stay without a namespace because saved games
   * already hold them ('city'). The module check warns of any other plain one; 'pass' is
   * everyone's and needs no listing. Set-up treats these like the module's other names.
   */
  plainNames?: readonly string[];
  /** Bump when the slice or the record shape changes (with `slice.migrate`). */
  version: number;
  requires?: string[];
  /** Keys without the module prefix ('farmScoring' is set as 'base.farmScoring'). */
  options?: Record<string, OptionDef>;
  /** Tiles this module brings to the bag, chosen by its options. */
  tiles?(options: OptionValues): TileDef[];
  /** Every tile id the module knows (also those its options leave out of the bag). */
  allTiles?: TileDef[];
  /** The tile that starts the game at (0, 0), rotation 0. Exactly one must remain (see replacesStartOf). */
  startTile?: string;
  /** Modules whose start tile this module's start tile replaces (a river source replaces base's). */
  replacesStartOf?: string[];
  /**
   * Reorders or splits the shuffled deck (River tiles first, tiles set aside in the slice until an
   * event). Runs in module order; not for a game with a fixed `deck`, which is drawn as given.
   */
  buildDeck?(deck: string[], ctx: DeckContext): string[];
  /** Pieces this module brings (base: the normal follower). */
  followerTypes?: FollowerTypeDef[];
  /** Actions this module adds to other modules' phases, by phase id. */
  phaseActions?: Record<string, Record<string, PhaseActionDef>>;
  placementFilters?: PlacementFilter[];
  featureKinds?: FeatureKindDef[];
  slice?: {
    initial(setup: GameSetup, options: OptionValues): Slice;
    /** Brings a slice saved by an older `version` of this module up to date (Game.restore). */
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
  /** The definition of placed tile `index` (tileDef(placed(index).tile) without the lookup by id). */
  placedDef(index: number): TileDef;
  /**
   * The kind definitions of placed tile `index`'s features, by feature index: kind(f.kind) for
   * each feature f of placedDef(index), kept per tile definition, so no lookup by kind name.
   */
  placedKinds(index: number): readonly (FeatureKindDef | undefined)[];
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

  // Engine services: what core's own phases use. Modules use them exactly the same way.
  /** The registered hooks of one name, in their declared order (call them with this api). */
  hooks<K extends HookName>(name: K): readonly Hooks[K][];
  /** Adds a tile to the board and merges its features (legality is the caller's job). */
  putTile(id: string, x: number, y: number, rotation: Rotation): number;
  /**
   * Legal placements of a tile now, placement filters included: a new array of the engine's own
   * frozen place actions (read-only; each also says `type: 'place'`).
   */
  legalPlacements(tileId: string): Placement[];
  /** legalPlacements as place actions ({ type: 'place', x, y, rotation }), in the same order. */
  legalPlaceActions(tileId: string): Action[];
  canPlaceAnywhere(tileId: string): boolean;
  /** Rotations of the tile allowed at (x, y), placement filters included. */
  rotationsAt(tileId: string, x: number, y: number): Rotation[];
  /**
   * Why the tile may not go at (x, y) rotated so, by the modules' placement filters, or null: a
   * cell filter's own error, or 'place.filtered' naming the rotation filter that drops it.
   */
  placementFilterProblem(tileId: string, x: number, y: number, rotation: Rotation): RuleError | null;
  isComplete(node: number): boolean;
  followersOn(root: number): PlacedFollower[];
  /** How many followers stand on the feature of `node` (any node of it): cheaper than followersOn. */
  occupants(node: number): number;
  /** Neighbour cells (of 8) that hold a tile. */
  neighbourCount(tileIndex: number): number;
  /** Indices of a tile's features whose kind completes when surrounded (cloister-like). */
  surroundedFeatures(tileId: string): readonly number[];
  /** Placed tiles among the 8 around a placed tile with such a feature, by y then x (the order scoring takes them in). */
  surroundedNear(tileIndex: number): readonly number[];
  /** A value computed at most once per game state (per applied action and phase). */
  memo<T>(key: string, compute: () => T): T;
  followerType(id: string): FollowerTypeDef | undefined;
  followerTypes(): readonly FollowerTypeDef[];
  /** Pieces of a type in a player's supply. */
  supplyOf(player: number, type: string): number;
  /** Actions other modules added to a phase. */
  phaseActions(phaseId: string): Readonly<Record<string, PhaseActionDef>>;
  /** The active player plays another turn after this one (a builder); once per turn, first reason wins. */
  grantExtraTurn(reason: string): void;
}
