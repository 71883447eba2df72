// How hard the catapult throws for a pull (docs/architecture.md, Physics; issue 11.2). The pull is scaled to the table:
// a full pull sends the token a little beyond the far edge of the board as seen from that seat, on
// a 3×3 start as on a 12×12 late game, and the distance where the token comes to rest grows in
// proportion to the pull — so the whole pull range is useful. One place for the shot, the aiming
// preview, the catch and the benchmarks. Only + − × ÷ and sqrt: bit-identical in every engine.
import { bounces, flight } from './ballistics.js';
import { launchPoint, tileBox } from './board-geometry.js';
import { DT, FULL_PULL_BEYOND, G, LINEAR_DAMPING, SLIDE_FRICTION } from './constants.js';
import type { PhysicsBoard } from './types.js';

/** Fastest launch we ever consider (tiles/s): a full pull across a 60-tile table. */
const SPEED_CAP = 400;
const BRAKE = SLIDE_FRICTION * G * DT;

/**
 * Where a token launched at `speed` straight ahead would come to rest on an empty table: the
 * analytic flight, then the same hops, impact losses and Coulomb friction the simulation applies.
 */
export function restDistance(speed: number): number {
  const f = flight(0, 0, 0, speed);
  const { impacts, hops } = bounces(f.tLand, f.vDown);
  let x = f.landX, v = Math.max(0, f.vx - impacts[0].loss), t = f.tLand, next = 1;
  for (let k = 0; k < 4000 && v > 0; k++) {
    for (; next < impacts.length && impacts[next].t <= t; next++) v = Math.max(0, v - impacts[next].loss);
    v /= 1 + DT * LINEAR_DAMPING; // Rapier's damping
    x += v * DT;
    t += DT;
    const airborne = hops.some((h) => t > h.t0 && t < h.t0 + (2 * h.u) / G);
    if (!airborne) v = v <= BRAKE ? 0 : v - BRAKE;
  }
  return x;
}

/** Touch-down distance of a launch at `speed` (the catch: the ruler judges where it lands). */
export function touchdownDistance(speed: number): number {
  return flight(0, 0, 0, speed).landX;
}

/** The speed whose `distance(speed)` is `want` (both grow with speed), by bisection. */
function invert(distance: (speed: number) => number, want: number): number {
  if (!(want > 0)) return 0;
  let lo = 0, hi = SPEED_CAP;
  if (distance(hi) <= want) return hi;
  for (let k = 0; k < 48; k++) {
    const mid = (lo + hi) / 2;
    if (distance(mid) < want) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}

/** From a seat's catapult straight across the board to its far edge, plus a little (tiles). */
export function fullPullReach(board: PhysicsBoard, seat: number, seats: number): number {
  const lp = launchPoint(board, seat, seats), b = tileBox(board.tiles);
  const dx = (b.minX + b.maxX) / 2 - lp.x, dy = (b.minY + b.maxY) / 2 - lp.y;
  const toCentre = Math.sqrt(dx * dx + dy * dy);
  if (toCentre === 0) return FULL_PULL_BEYOND;
  // The catapult stands on a ray through the centre: the far edge is where that ray leaves the box.
  const ux = Math.abs(dx / toCentre), uy = Math.abs(dy / toCentre);
  const hx = (b.maxX - b.minX) / 2, hy = (b.maxY - b.minY) / 2;
  const half = Math.min(ux < 1e-12 ? Infinity : hx / ux, uy < 1e-12 ? Infinity : hy / uy);
  return toCentre + half + FULL_PULL_BEYOND;
}

/** Launch speed (tiles/s) for `power` (0..1 and a little over with the seeded spread) from a seat's catapult. */
export function launchSpeed(board: PhysicsBoard, seat: number, seats: number, power: number): number {
  return invert(restDistance, Math.max(0, power) * fullPullReach(board, seat, seats));
}

/** Catch: launch speed for `power` when a full pull lands a little beyond the catcher's catapult `span` tiles away. */
export function throwSpeed(span: number, power: number): number {
  return invert(touchdownDistance, Math.max(0, power) * (span + FULL_PULL_BEYOND));
}
