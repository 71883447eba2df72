// What the UI reads: a game's state and the questions it may ask, without the methods that change
// anything. The UI's session holds the live Game and applies actions; everything that draws
// (board, panels, score board, overlays) takes a GameView.
import type { GameApi, PhaseDef } from './contract.js';
import type { Ruleset } from './registry.js';
import type { FollowerSpot } from './phases/deploy.js';
import type { Action, GameState, RuleError } from './types.js';

type ReadQuestions = Pick<GameApi,
  | 'option' | 'slice' | 'tileDef' | 'placedDef' | 'placedKinds' | 'placedAt' | 'placed' | 'find' | 'feature' | 'kind' | 'nodeAt'
  | 'followerPosition' | 'majority' | 'playerCount' | 'legalPlacements' | 'canPlaceAnywhere' | 'rotationsAt'
  | 'isComplete' | 'followersOn' | 'occupants' | 'neighbourCount' | 'followerType' | 'followerTypes' | 'supplyOf'>;

/**
 * The questions a module's read-only helpers need (where is this follower, what is in my slice):
 * both a GameApi (the rules) and a GameView (the module's UI companion) answer them, so a helper
 * typed with it serves both without handing the companion anything that changes the game.
 */
export interface GameReader extends ReadQuestions {
  readonly state: GameState;
}

export interface GameView extends GameReader {
  readonly rules: Ruleset;
  /** The live state: read it, never write it (only actions change a game). */
  readonly state: GameState;
  readonly actions: readonly Action[];
  currentPhase(): PhaseDef;
  validate(action: Action): RuleError | null;
  choices(): Action[];
  actor(): number;
  canUndo(): boolean;
  /** Spots where the active player may deploy `type` (default: the normal follower) now. */
  deploySpots(type?: string): string[];
  /** Each spot with the follower types the active player may put there (the type picker). */
  followerSpots(): FollowerSpot[];
}
