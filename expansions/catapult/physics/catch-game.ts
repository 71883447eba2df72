// Catch (digest §2.4.4, §2.6 "Catch"): the thrower shoots towards the catcher across the table, the
// ruler lies halfway, the catcher taps the token in flight. Pure analytic flight, no Rapier needed.
import { flight, flightPose, type Flight } from './ballistics.js';
import {
  AIM_SPREAD, CATCH_LATENCY, CATCH_RADIUS, DT, POWER_SPREAD, SAMPLE_EVERY, SAMPLE_ROUND, TOUCH_RADIUS,
} from './constants.js';
import { atan2 } from './det-math.js';
import { throwSpeed } from './power-scale.js';
import { launchSpread } from './prng.js';
import type { CatchResult, CatchTap, CatchThrow, ThrowPath } from './types.js';

const round = (v: number) => Math.round(v * SAMPLE_ROUND) / SAMPLE_ROUND;

/** The throw after the seeded spread: the same catapult and the same spread as a shot. */
function throwFlight(th: CatchThrow, seed: number): Flight {
  const spread = launchSpread(seed, AIM_SPREAD, POWER_SPREAD);
  const angle = atan2(th.to.y - th.from.y, th.to.x - th.from.x) + spread.aim;
  const power = Math.min(1, Math.max(0, Number.isFinite(th.power) ? th.power : 0)) * (1 + spread.power);
  const span = Math.sqrt((th.to.x - th.from.x) ** 2 + (th.to.y - th.from.y) ** 2);
  return flight(th.from.x, th.from.y, angle, throwSpeed(span, power));
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
 * A tap is judged against where the token really is at that moment — allowing for the few frames
 * between seeing the token and the finger landing (CATCH_LATENCY) — not against its whole path:
 * a tap behind the token is a miss, and a faster throw is harder to catch. Only a tap while the
 * token is airborne can catch or touch it.
 */
export function judgeCatch(th: CatchThrow, tap: CatchTap | null, seed: number): CatchResult {
  const fl = throwFlight(th, seed);
  if (tap && Number.isFinite(tap.t) && tap.t >= 0 && tap.t <= fl.tLand) {
    // The ground track is a straight line at constant speed: over the latency window the token
    // covers a segment, and the tap's distance to it is a clamped projection.
    const t1 = tap.t, t0 = Math.max(0, t1 - CATCH_LATENCY);
    const a = flightPose(fl, t0), b = flightPose(fl, t1);
    const sx = b.x - a.x, sy = b.y - a.y, s2 = sx * sx + sy * sy;
    const k = s2 > 0 ? Math.min(1, Math.max(0, ((tap.x - a.x) * sx + (tap.y - a.y) * sy) / s2)) : 0;
    const dx = tap.x - (a.x + k * sx), dy = tap.y - (a.y + k * sy);
    const dist = Math.sqrt(dx * dx + dy * dy);
    if (dist <= CATCH_RADIUS) return 'caught';
    if (dist <= TOUCH_RADIUS) return 'touched';
  }
  // Distance along the thrower → catcher line, compared with the ruler halfway.
  const ax = th.to.x - th.from.x, ay = th.to.y - th.from.y;
  const d2 = ax * ax + ay * ay;
  const along = (fl.landX - th.from.x) * ax + (fl.landY - th.from.y) * ay; // = |AB| · projection
  return along >= d2 / 2 ? 'far' : 'short';
}
