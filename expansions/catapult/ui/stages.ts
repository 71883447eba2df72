// The catapult panel's own steps between two actions of the game (the game says whose turn it
// is; these say where that player is within it). A stage belongs to one game position: when the
// game's action count moves on, the panel drops it.
import type { Action } from '../../../core/index.js';
import type { BoardView } from '../../../ui/board/index.js';
import type { Session } from '../../../ui/game/session.js';
import type { FollowerRef, TokenType } from '../index.js';
import type { Aim } from './aim.js';
import type { CatchResult, CatchTap, TrajectorySample } from '../physics/types.js';
import type { CatchPlan } from './catch-plan.js';

/** A simulated shot as the record keeps it (shotAction): everything the animation and the result need. */
export interface ShotPlay {
  action: Action;
  shooter: number;
  token: TokenType;
  restored: boolean;
}

export type Stage =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'flying'; play: ShotPlay; start: number }
  | { kind: 'result'; play: ShotPlay }
  | { kind: 'error'; detail: string }
  | { kind: 'catch-wait'; power: number }
  | { kind: 'catch-count'; plan: CatchPlan; start: number }
  | { kind: 'catch-flight'; plan: CatchPlan; start: number; tap: CatchTap | null }
  | { kind: 'catch-result'; plan: CatchPlan | null; action: Action; result: CatchResult; restored: boolean };

/** The panel's round state and actions that both its views and its board gestures use. */
export interface RoundHost {
  session: Session | null;
  board: BoardView | null;
  stage: Stage;
  aim: Aim;
  catchPower: number;
  swapTarget: FollowerRef | null;
  swapFrom: 'supply' | FollowerRef | null;
  fire(): Promise<void>;
  /** The catcher taps (at a client point on the board, or the button without one). */
  catchTap(x?: number, y?: number): void;
  touch(): void;
}

/** The parts of a shot action the UI reads (validated by the rules when applied; here only shown). */
export interface ShotData {
  rest: { x: number; y: number };
  hits: (FollowerRef & { chain?: boolean })[];
  trajectories: Record<string, TrajectorySample[]>;
  onTile: boolean;
}

export function shotData(action: Action): ShotData {
  const rest = (action.rest ?? { x: 0, y: 0 }) as ShotData['rest'];
  return {
    rest,
    hits: Array.isArray(action.hits) ? (action.hits as ShotData['hits']) : [],
    trajectories: (action.trajectories && typeof action.trajectories === 'object' ? action.trajectories : {}) as ShotData['trajectories'],
    onTile: action.onTile === true,
  };
}

/** Countdown before a catch throw flies, so the catcher is ready (ms). */
export const CATCH_COUNTDOWN_MS = 1200;
/** The catch flight keeps going this long after touch-down before the verdict (simulated s). */
export const CATCH_LINGER = 0.25;
