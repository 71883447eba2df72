// Where the falling token first meets a standing meeple (issue 11.1: touchdown is a contact). Seen
// top-down the token flies over everything, but in its last few centimetres it is lower than a
// meeple's head: from then on (tLow) a meeple in its way is struck — by its rim from the side, or,
// when the token comes down right on top of it, from above. The Rapier world starts at that moment
// (or at touch-down when nothing is in the way), so the contact is a real collision with momentum.
import { flightPose, type Flight } from './ballistics.js';
import { FOLLOWER_HEIGHT, FOLLOWER_RADIUS, G, LAUNCH_HEIGHT, TOKEN_RADIUS } from './constants.js';
import type { PhysicsBoard } from './types.js';

export interface Contact {
  /** When the world starts: the first contact while low, else touch-down. */
  t: number;
  /** Followers (indices in board.followers) the token lands on from above at that moment. */
  under: number[];
}

/** Time the descending token passes height h (h below the launch height). */
function timeAtHeight(f: Flight, h: number): number {
  return (f.vz + Math.sqrt(f.vz * f.vz + 2 * G * (LAUNCH_HEIGHT - h))) / G;
}

export function firstContact(f: Flight, board: PhysicsBoard): Contact {
  let t = f.tLand;
  let under: number[] = [];
  board.followers.forEach((fo, i) => {
    const size = fo.size ?? 'normal';
    const tLow = Math.min(f.tLand, timeAtHeight(f, FOLLOWER_HEIGHT[size]));
    const p = flightPose(f, tLow);
    const rr = TOKEN_RADIUS + FOLLOWER_RADIUS[size];
    const dx = p.x - fo.x, dy = p.y - fo.y;
    const c = dx * dx + dy * dy - rr * rr;
    if (c <= 0) {
      // Already over it when it comes down to its height: it lands on the meeple.
      if (tLow < t) { t = tLow; under = [i]; } else if (tLow === t) under.push(i);
      return;
    }
    // |p + v·s − fo|² = rr² for the earliest s ≥ 0 (the rims touch), within the low part of the flight.
    const a = f.vx * f.vx + f.vy * f.vy, b = 2 * (dx * f.vx + dy * f.vy);
    const disc = b * b - 4 * a * c;
    if (a === 0 || disc < 0 || b >= 0) return;
    const s = (-b - Math.sqrt(disc)) / (2 * a);
    const tc = tLow + s;
    if (tc < t) { t = tc; under = []; }
  });
  return { t, under };
}
