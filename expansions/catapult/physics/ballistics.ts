// The airborne part, analytic (docs/architecture.md, "2.5D"): while the token flies it cannot hit anything,
// so there is nothing to simulate. After touch-down it hops a few times, losing speed at each impact.
import { BOUNCE, ELEVATION, G, IMPACT_FRICTION, LAUNCH_HEIGHT, MIN_HOP_SPEED } from './constants.js';
import { sinCos } from './det-math.js';

const EL = sinCos(ELEVATION);

export interface Flight {
  x0: number; y0: number;
  /** Horizontal velocity (tiles/s) and initial upward speed. */
  vx: number; vy: number; vz: number;
  /** First touch-down: time since launch, place, downward speed there. */
  tLand: number; landX: number; landY: number; vDown: number;
}

export function flight(x0: number, y0: number, angle: number, speed: number): Flight {
  const dir = sinCos(angle);
  const vh = speed * EL.cos;
  const vz = speed * EL.sin;
  // Solve LAUNCH_HEIGHT + vz·t − G·t²/2 = 0 for the positive root.
  const tLand = (vz + Math.sqrt(vz * vz + 2 * G * LAUNCH_HEIGHT)) / G;
  const vx = vh * dir.cos;
  const vy = vh * dir.sin;
  return { x0, y0, vx, vy, vz, tLand, landX: x0 + vx * tLand, landY: y0 + vy * tLand, vDown: G * tLand - vz };
}

export function flightPose(f: Flight, t: number): { x: number; y: number; z: number } {
  return { x: f.x0 + f.vx * t, y: f.y0 + f.vy * t, z: LAUNCH_HEIGHT + f.vz * t - 0.5 * G * t * t };
}

/** One impact with the table: when, and how much horizontal speed it takes away. */
export interface Impact { t: number; loss: number }
/** One small hop after an impact: starts at t0 with upward speed u. */
export interface Hop { t0: number; u: number }

/**
 * The bounces after touch-down. Each impact with downward speed v reflects BOUNCE·v upwards and,
 * by Coulomb friction over the impact impulse m·(1+e)·v, takes IMPACT_FRICTION·(1+e)·v off the
 * horizontal speed. Hops are low (a few mm), below a follower's height, so the token collides during them.
 */
export function bounces(tLand: number, vDown: number): { impacts: Impact[]; hops: Hop[] } {
  const impacts: Impact[] = [];
  const hops: Hop[] = [];
  let t = tLand;
  let v = vDown;
  for (;;) {
    const up = BOUNCE * v;
    impacts.push({ t, loss: IMPACT_FRICTION * (1 + (up >= MIN_HOP_SPEED ? BOUNCE : 0)) * v });
    if (up < MIN_HOP_SPEED) break;
    hops.push({ t0: t, u: up });
    t += (2 * up) / G;
    v = up;
  }
  return { impacts, hops };
}

/** Height of the hopping token at time t (0 when it slides). */
export function hopHeight(hops: Hop[], t: number): number {
  for (const h of hops) {
    const dt = t - h.t0;
    if (dt > 0 && dt < (2 * h.u) / G) return h.u * dt - 0.5 * G * dt * dt;
  }
  return 0;
}
