// The shot a perfect player would choose to put the token down on a point (no seeded spread, no
// slide): straight at it, with the pull whose flight touches down there. For tests, benchmarks and
// anyone wanting a computer opponent; the game itself never aims for a player.
import { flight } from './ballistics.js';
import { launchPoint, wrapAngle } from './board-geometry.js';
import { atan2 } from './det-math.js';
import { launchSpeed } from './power-scale.js';
import type { PhysicsBoard, ShotInput } from './types.js';

/** Largest aim the catapult turns to either side (80°, the same bound as the slingshot gesture). */
const MAX_AIM = (80 * 3.141592653589793) / 180;

/** The noise-free shot from `seat` that touches down at `target`; null when out of reach or behind the catapult. */
export function aimAt(board: PhysicsBoard, seat: number, seats: number, target: { x: number; y: number }): ShotInput | null {
  const lp = launchPoint(board, seat, seats);
  const dx = target.x - lp.x, dy = target.y - lp.y;
  const want = Math.sqrt(dx * dx + dy * dy);
  const aim = wrapAngle(atan2(dy, dx) - lp.facing);
  if (Math.abs(aim) > MAX_AIM) return null;
  const reach = (power: number) => {
    const f = flight(lp.x, lp.y, lp.facing + aim, launchSpeed(board, seat, seats, power));
    return Math.sqrt((f.landX - lp.x) ** 2 + (f.landY - lp.y) ** 2);
  };
  if (reach(1) < want) return null;
  let lo = 0, hi = 1;
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (reach(mid) < want) lo = mid; else hi = mid;
  }
  return { seat, seats, aim, power: (lo + hi) / 2 };
}
