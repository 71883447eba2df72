// Public surface of the engine. Modules, the UI and tools import from here only.
export * from './types.js';
export type * from './contract.js';
export { ruleError, SetupError } from './errors.js';
export type { GameReader, GameView } from './view.js';
export { actionShapeProblem, MAX_ACTION_DEPTH } from './boundary.js';
export { tileProblems, type TileProblem } from './tile-check.js';
export { prefixOf } from './namespaces.js';
export { moduleNames, SHARED_ACTION_TYPES, type DefinedName, type NameCategory } from './vocabulary.js';
export {
  SIDE_OFFSET, opposite, rotateSide, rotateSegment, unrotateSegment, facingSegment, isSegment, edgeOnSide, canonicalSegment,
  segmentEdgePoint, rotatePoint, featureAnchors, anchorWorld, hypot,
} from './geometry.js';
export { seedRng, nextU32, nextInt, nextFloat, shuffleInPlace, type RngState } from './rng.js';
export { buildRuleset, type Ruleset } from './registry.js';
export { Game, type ApplyResult } from './game.js';
export { initialState, MIN_PLAYERS, MAX_PLAYERS } from './setup.js';
export { structuredCloneJson, cloneJson, withoutBom } from './json.js';
export { trustedAction } from './trusted.js';
export { sliceReader } from './slice-reader.js';
export { deploySpots, deployProblem, followerSpots, completedBy, scoreFeature, endGame, type FollowerSpot } from './turn.js';
export { cellKey, keyToCell } from './board.js';
export {
  parseRecord, migrateRecord, checkRecordModules, setupOf, toRecord, replay, undoLast, RECORD_FORMAT, RECORD_VERSION, RECORD_SCHEMA,
  type GameRecord, type ReplayResult,
} from './record.js';
export { report, type Report, type ReportScoring } from './report.js';
export { takeSnapshot, restoreSnapshot, SNAPSHOT_FORMAT, type GameSnapshot } from './snapshot.js';
