// Shared vocabulary of the engine: board geometry, tile definitions, state, actions, results.
// Everything here is plain, JSON-serialisable data (docs/architecture.md).

export type Side = 'N' | 'E' | 'S' | 'W';
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];

/** Segment of a tile edge: edge + L/C/R seen from the tile centre looking out (docs/records.md). */
export type Segment =
  | 'NL' | 'NC' | 'NR' | 'EL' | 'EC' | 'ER' | 'SL' | 'SC' | 'SR' | 'WL' | 'WC' | 'WR';
export const SEGMENTS: readonly Segment[] = [
  'NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR',
];

export type Rotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];
/**
 * A legal placement (GameReader.legalPlacements). The engine hands out its own frozen place actions
 * as placements (they carry `type: 'place'` too): read them, copy them, never write to them.
 */
export type Placement = Readonly<{ x: number; y: number; rotation: Rotation }>;

/** What an edge must match on the neighbouring tile. Modules may add their own edge types. */
export type EdgeType = string; // 'city' | 'road' | 'field' in the base game

/** A feature printed on one tile, before rotation. */
export interface TileFeatureDef {
  /** Feature kind id, declared by some module ('city', 'road', 'field', 'cloister', 'fair' …). */
  kind: string;
  /** Edge segments the feature occupies (unrotated). Empty for inner features such as a cloister. */
  segments: Segment[];
  /** Numeric props add up when features merge (pennants); boolean props OR (besieged). */
  props?: Record<string, number | boolean>;
  /** Indices (into the tile's `features`) of features this one borders: a field's adjoining cities. */
  touches?: number[];
  /**
   * A feature without segments: where its follower stands, tile-local before rotation ((0, 0) the
   * north-west corner; each coordinate 0.2–0.8, so a building drawn there stays on the tile).
   * Default the tile's middle. Spots that crowd it are still pushed apart, so each stays a touch
   * target of its own.
   */
  anchor?: { x: number; y: number };
}

export interface TileDef {
  /** Namespaced id: 'set/name' (its tile set, then the tile). */
  id: string;
  /** Copies in the box. */
  count: number;
  /** Edge types N, E, S, W before rotation. */
  edges: [EdgeType, EdgeType, EdgeType, EdgeType];
  features: TileFeatureDef[];
}

/** A tile on the board. Its features own nodes `nodeBase … nodeBase + features.length - 1`. */
export interface PlacedTile {
  x: number;
  y: number;
  tile: string;
  rotation: Rotation;
  nodeBase: number;
}

/** One node of the feature graph (union-find). Aggregates are only meaningful on a root. */
export interface FeatureNode {
  kind: string;
  parent: number;
  /** Index of the placed tile the node was printed on. */
  tile: number;
  /** Distinct placed-tile indices of the whole feature (root only). */
  tiles: number[];
  /** Edges of the feature not yet matched by a neighbour (root only). 0 = closed. */
  open: number;
  props: Record<string, number | boolean>;
  /** Node ids this feature borders (fields: cities), resolved with find() when read (root only). */
  touches: number[];
}

/** The follower type a deploy without a `follower` field uses (base declares it). */
export const DEFAULT_FOLLOWER = 'follower';

export interface PlacedFollower {
  player: number;
  /** Follower type; 'follower' is the normal meeple. Modules may add others (big, mayor …). */
  type: string;
  /** Placed-tile index. */
  tile: number;
  /** Node id of the feature part it stands on. */
  node: number;
  /** Segment in board orientation, or a segment-less feature kind such as 'cloister'. */
  at: string;
}

/**
 * A follower on the board, built in one place so that every follower object has the same hidden
 * class: the rules read followers in most checks of a turn, and followers built by different
 * literals (a deploy, a swap, a move) made those reads polymorphic.
 */
export function placedFollower(player: number, type: string, tile: number, node: number, at: string): PlacedFollower {
  return { player, type, tile, node, at };
}

export interface ScoreItem {
  /** What is counted: 'tiles', 'pennants', 'neighbours', 'cities', 'bonus' … (a message key). */
  what: string;
  count: number;
  /** Points per counted thing; modifiers change it. */
  unit: number;
  points: number;
}

export interface ScoreEvent {
  /** Why: a feature kind ('city', 'road', 'cloister', 'field') or a module reason ('mymodule/bonus'). */
  kind: string;
  /** 'completed' during play, 'final' at game end, 'bonus' for module awards. */
  when: 'completed' | 'final' | 'bonus';
  /** Root node of the feature, when the event is about one. */
  node?: number;
  /** Placed-tile indices of the feature (for highlighting). */
  tiles?: number[];
  /** Players who score (majority leaders, or a bonus's receivers). */
  players: number[];
  /** Items every scoring player receives. */
  items: ScoreItem[];
  /** Extra items for one player only (a pig-like bonus). */
  playerItems?: Record<number, ScoreItem[]>;
  /** Points each scoring player received, after modifiers (index by player). */
  points: Record<number, number>;
  /** Module data that modifiers may read (e.g. a farm's adjoining cities). */
  detail?: Record<string, unknown>;
}

export type Action = { type: string; [key: string]: unknown };

export interface RuleError {
  /** Stable rule id, e.g. 'place.not-adjacent'. Also the message key in the UI. */
  rule: string;
  /** English message for logs, the referee and tests. */
  message: string;
}

/** Something that happened, for animation, sound and the log. */
export type GameEvent = { type: string; [key: string]: unknown };

/**
 * The event types core itself emits, its plain names: a module's events are '<namespace>/<name>'
 * (the module check warns of a plain one, which another module's UI could take for its own).
 */
export const CORE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'drawn', 'discarded', 'placed', 'deployed', 'score', 'follower-returned', 'follower-moved', 'game-over',
]);

export interface PlayerSetup {
  name: string;
  color: string;
  /** Who plays the seat when it is not a person: a computer player's level. The engine never reads it. */
  computer?: string;
}

export interface GameSetup {
  players: PlayerSetup[];
  expansions: string[];
  options: Record<string, unknown>;
  seed: number;
  /** Fixed draw order after the start tile (docs/records.md). */
  deck?: string[];
}

export interface TurnState {
  player: number;
  /** Pipeline phase the game waits in. */
  phase: string;
  /** Tile drawn this turn (null before the draw or after the last). */
  drawn: string | null;
  /** Placed-tile index of the tile placed this turn, or -1. */
  placed: number;
  /** A follower was deployed on the placed tile this turn. */
  deployed: boolean;
  /** The player deployed or passed: the deploy phase is over. */
  deployDecided: boolean;
  /** Tiles that fitted nowhere and left the game this turn. */
  discarded: string[];
  /** Counts the turns played, from 0. */
  number: number;
  /** Actions before this index cannot be undone (turn start, or after a draw / physical result). */
  undoFloor: number;
  /** Set by a module (api.grantExtraTurn): the same player plays again after this turn. */
  extraTurn?: string;
  /** Set while the turn is an extra part granted last turn (its reason). */
  extraPart?: string;
}

export interface GameState {
  setup: GameSetup;
  /** PRNG state (sfc32 words), so a reload continues the same sequence. */
  rng: [number, number, number, number];
  /** Tiles still to draw, in draw order. */
  deck: string[];
  board: PlacedTile[];
  nodes: FeatureNode[];
  followers: PlacedFollower[];
  /** Pieces in each player's supply, by follower type id (index by player). */
  supply: Record<string, number>[];
  scores: number[];
  /** Every score event so far, in order. */
  scoring: ScoreEvent[];
  turn: TurnState;
  finished: boolean;
  /** Index of the next action in the record (actions applied so far). */
  actionCount: number;
  /** Per-module state slices (docs/architecture.md). */
  ext: Record<string, unknown>;
}
