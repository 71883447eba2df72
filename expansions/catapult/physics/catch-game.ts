// Catch (digest §2.4.4, §2.6 "Catch"): the thrower shoots towards the catcher across the table, the
// ruler lies halfway, the catcher taps the token in flight. Pure analytic flight, no Rapier needed.
import { flight, flightPose, type Flight } from './ballistics.js';
import {
  AIM_SPREAD, CATCH_RADIUS, CATCH_TIME, DT, MAX_SPEED, POWER_SPREAD, SAMPLE_EVERY, SAMPLE_ROUND, TOUCH_RADIUS, TOUCH_TIME,
} from './constants.js';
import { atan2 } from './det-math.js';
import { launchSpread } from './prng.js';
import type { CatchResult, CatchTap, CatchThrow, ThrowPath } from './types.js';

const round = (v: number) => Math.round(v * SAMPLE_ROUND) / SAMPLE_ROUND;

/** The throw after the seeded spread: the same catapult and the same spread as a shot. */
function throwFlight(th: CatchThrow, seed: number): Flight {
  const spread = launchSpread(seed, AIM_SPREAD, POWER_SPREAD);
  const angle = atan2(th.to.y - th.from.y, th.to.x - th.from.x) + spread.aim;
  const power = Math.min(1, Math.max(0, Number.isFinite(th.power) ? th.power : 0)) * (1 + spread.power);
  return flight(th.from.x, th.from.y, angle, MAX_SPEED * power);
}

/** Samples for the animation (60/s, last one at touch-down), the landing point and the ruler's centre. */
export function throwPath(th: CatchThrow, seed: number): ThrowPath {
  const fl = throwFlight(th, seed);
  const samples: ThrowPath['samples'] = [];
  const dt = DT * SAMPLE_EVERY;
  for (let k = 0; k * dt < fl.tLand; k++) {
    const p = flightPose(fl, k * dt);
    samples.push({ t: Math.round(k * dt * 1e5) / 1e5, x: round(p.x), y: round(p.y), z: round(p.z) });
  }
  samples.push({ t: Math.round(fl.tLand * 1e5) / 1e5, x: round(fl.landX), y: round(fl.landY), z: 0 });
  return {
    samples,
    landing: { x: fl.landX, y: fl.landY },
    rulerAt: { x: (th.from.x + th.to.x) / 2, y: (th.from.y + th.to.y) / 2 },
  };
}

/**
 * Judges one throw. Order A → D → B/C (digest §2.4.4 proposal): a catch, then a touch (the thrower
 * scores whatever the distance), then far/short by whether the touch-down point passed the ruler.
 * A tap is measured against the flight path: how far from the path, and how long before or after
 * the token passed that spot. Only a tap while the token is airborne can catch or touch it.
 */
export function judgeCatch(th: CatchThrow, tap: CatchTap | null, seed: number): CatchResult {
  const fl = throwFlight(th, seed);
  if (tap && tap.t >= 0 && tap.t <= fl.tLand) {
    // The ground track is a straight line at constant speed: the closest passing time is a projection.
    const v2 = fl.vx * fl.vx + fl.vy * fl.vy;
    const along = v2 > 0 ? ((tap.x - fl.x0) * fl.vx + (tap.y - fl.y0) * fl.vy) / v2 : tap.t;
    const tau = Math.min(fl.tLand, Math.max(0, along));
    const p = flightPose(fl, tau);
    const dx = tap.x - p.x, dy = tap.y - p.y;
    const dist = Math.sqrt(dx * dx + dy * dy);
    const late = Math.abs(tap.t - tau);
    if (dist <= CATCH_RADIUS && late <= CATCH_TIME) return 'caught';
    if (dist <= TOUCH_RADIUS && late <= TOUCH_TIME) return 'touched';
  }
  // Distance along the thrower → catcher line, compared with the ruler halfway.
  const ax = th.to.x - th.from.x, ay = th.to.y - th.from.y;
  const d2 = ax * ax + ay * ay;
  const along = (fl.landX - th.from.x) * ax + (fl.landY - th.from.y) * ay; // = |AB| · projection
  return along >= d2 / 2 ? 'far' : 'short';
}
