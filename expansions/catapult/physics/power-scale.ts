// How hard the catapult throws for a pull (docs/architecture.md, Physics). Kept in one place so the shot, the aiming
// preview, the catch and the benchmarks all use the same pull → launch speed.
import { MAX_SPEED } from './constants.js';
import type { PhysicsBoard } from './types.js';

/** Launch speed (tiles/s) for `power` (0..1, already clamped) from a seat's catapult. */
export function launchSpeed(_board: PhysicsBoard, _seat: number, _seats: number, power: number): number {
  return MAX_SPEED * power;
}
