// The catch mini-game between two seats (digest §2.4.4, docs/architecture.md): the thrower's catapult shoots
// at the catcher's across the table, the ruler lies halfway, the catcher taps the token in
// flight. Pure: the flight and the verdict are the physics' analytic functions.
import type { Action } from '../../../core/index.js';
import { launchPoint } from '../physics/board-geometry.js';
import { judgeCatch, throwPath } from '../physics/catch-game.js';
import type { CatchResult, CatchTap, CatchThrow, PhysicsBoard, ThrowPath } from '../physics/types.js';

export interface CatchPlan {
  thrower: number;
  catcher: number;
  seed: number;
  th: CatchThrow;
  path: ThrowPath;
}

export function catchPlan(board: PhysicsBoard, thrower: number, catcher: number, seats: number, power: number, seed: number): CatchPlan {
  const a = launchPoint(board, thrower, seats), b = launchPoint(board, catcher, seats);
  const th: CatchThrow = { from: { x: a.x, y: a.y }, to: { x: b.x, y: b.y }, power: Math.min(1, Math.max(0, power)) };
  return { thrower, catcher, seed, th, path: throwPath(th, seed) };
}

/** When the token touches down (simulated seconds since the throw). */
export function landingTime(plan: CatchPlan): number {
  const s = plan.path.samples;
  return s.length ? s[s.length - 1].t : 0;
}

export function judge(plan: CatchPlan, tap: CatchTap | null): CatchResult {
  return judgeCatch(plan.th, tap, plan.seed);
}

/** The record's action: the verdict the rules read, plus the inputs that explain it. */
export function catchAction(plan: CatchPlan, tap: CatchTap | null, result: CatchResult): Action {
  return { type: 'catapult/catch', result, input: { power: plan.th.power, seed: plan.seed, from: plan.th.from, to: plan.th.to, tap } };
}

/** Direction of the throw line (radians, atan2 frame) and the ruler's length: as long as half the throw line, at most 4 tiles. */
export function rulerOf(plan: CatchPlan): { x: number; y: number; angle: number; length: number } {
  const { from, to } = plan.th;
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  return { ...plan.path.rulerAt, angle, length: Math.min(4, Math.hypot(to.x - from.x, to.y - from.y) / 2) };
}
