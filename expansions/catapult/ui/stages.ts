// The catapult panel's own steps between two actions of the game (the game says whose turn it
// is; these say where that player is within it). A stage belongs to one game position: when the
// game's action count moves on, the panel drops it.
import type { Action, GameView } from '../../../core/index.js';
import type { BoardView, Presenting, Session } from '../../../ui/expansion-api.js';
import { CATCH_RESULTS, type FollowerRef, type TokenType } from '../index.js';
import type { Aim } from './aim.js';
import type { CatchResult, CatchTap, TrajectorySample } from '../physics/types.js';
import { throwPath } from '../physics/catch-game.js';
import type { CatchPlan } from './catch-plan.js';
import { currentRound, shooterOf } from './round-view.js';

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
  /** The first impact again, slowed right down (skippable), between the flight and the result. */
  | { kind: 'replay'; play: ShotPlay; start: number; from: number; to: number }
  | { kind: 'result'; play: ShotPlay }
  | { kind: 'error'; detail: string }
  | { kind: 'catch-wait'; power: number }
  | { kind: 'catch-count'; plan: CatchPlan; start: number }
  | { kind: 'catch-flight'; plan: CatchPlan; start: number; tap: CatchTap | null }
  | { kind: 'catch-result'; plan: CatchPlan | null; action: Action; result: CatchResult; restored: boolean };

/** The panel's round state and actions that both its views and its board gestures use. */
export interface RoundHost {
  session: Session | null;
  /** The game the round is shown from (while a shot is presented: the game before it). */
  readonly game: GameView | null;
  board: BoardView | null;
  stage: Stage;
  aim: Aim;
  catchPower: number;
  swapTarget: FollowerRef | null;
  swapFrom: 'supply' | FollowerRef | null;
  /** With swapFrom 'supply': which follower type (null: the normal one). */
  swapType: string | null;
  fire(): Promise<void>;
  /** The presented result has been seen: play on. */
  finishShow(): void;
  /** Skip the slow-motion replay of the first impact. */
  skipReplay(): void;
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

/**
 * The stage that shows an action already in the record (session.presenting): a shot flies from its
 * recorded trajectory (straight to its result after a reload or with reduced motion); a catch shows
 * its verdict, with the live flight's plan when there is one, else the plan rebuilt from the action.
 */
export function presentedStage(shown: Presenting, live: CatchPlan | null, reducedMotion: boolean, now: number): Stage {
  const g = shown.before, r = currentRound(g), who = shooterOf(g), a = shown.action;
  if (!r?.token || !who) return { kind: 'idle' };
  if (a.type === 'catapult/catch') {
    const result = CATCH_RESULTS.includes(a.result as CatchResult) ? (a.result as CatchResult) : 'short';
    return { kind: 'catch-result', plan: live ?? planOf(a, who.shooter, who.catcher ?? who.shooter), action: a, result, restored: shown.restored };
  }
  const play: ShotPlay = { action: a, shooter: who.shooter, token: r.token, restored: shown.restored };
  return shown.restored || reducedMotion ? { kind: 'result', play } : { kind: 'flying', play, start: now };
}

/** A recorded catch's flight again, from the inputs the action keeps (catch-plan.ts catchAction). */
function planOf(a: Action, thrower: number, catcher: number): CatchPlan | null {
  const input = a.input as { power?: unknown; seed?: unknown; from?: unknown; to?: unknown } | undefined;
  const pt = (v: unknown) => (v && typeof v === 'object' && Number.isFinite((v as { x: unknown }).x) && Number.isFinite((v as { y: unknown }).y)
    ? { x: (v as { x: number }).x, y: (v as { y: number }).y } : null);
  const from = pt(input?.from), to = pt(input?.to);
  if (!input || !from || !to || typeof input.power !== 'number' || typeof input.seed !== 'number') return null;
  const th = { from, to, power: input.power };
  return { thrower, catcher, seed: input.seed, th, path: throwPath(th, input.seed) };
}
