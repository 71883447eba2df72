// Playing back a recorded shot (docs/architecture.md: the renderer only reads poses). Trajectories are
// samples {t, x, y, z?} in simulated seconds; the animation runs slower than the 2 cm real flight
// so the eye can follow it.
export interface Sample { t: number; x: number; y: number; z?: number }
export interface Pose { x: number; y: number; z: number }

/** Playback is this many times slower than the simulated time (a shot lasts ~½ s for real). */
export const SHOT_SLOW_MOTION = 2;
/** The catch flight is slowed further: the catcher must be able to tap the token in the air. */
export const CATCH_SLOW_MOTION = 5;

/** The pose at time t: linear between samples; the first pose before the path starts, the last after it ends. */
export function sampleAt(path: readonly Sample[], t: number): Pose {
  if (path.length === 0) return { x: 0, y: 0, z: 0 };
  const first = path[0], last = path[path.length - 1];
  if (!(t > first.t)) return { x: first.x, y: first.y, z: first.z ?? 0 };
  if (t >= last.t) return { x: last.x, y: last.y, z: last.z ?? 0 };
  let lo = 0, hi = path.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (path[mid].t <= t) lo = mid; else hi = mid;
  }
  const a = path[lo], b = path[hi];
  const k = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
  const za = a.z ?? 0, zb = b.z ?? 0;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, z: za + (zb - za) * k };
}

/** The simulated time when everything has come to rest: the last sample of any trajectory. */
export function endTime(trajectories: Readonly<Record<string, readonly Sample[]>>): number {
  let end = 0;
  for (const path of Object.values(trajectories)) if (path.length) end = Math.max(end, path[path.length - 1].t);
  return end;
}

/** Simulated seconds after `elapsedMs` of playback at `slow`× slow motion. */
export function simTime(elapsedMs: number, slow: number): number {
  return Math.max(0, elapsedMs) / 1000 / slow;
}

/** At most `max` evenly spaced points of a path (for a static trace when motion is reduced). */
export function thin(path: readonly Sample[], max: number): Sample[] {
  if (path.length <= max) return [...path];
  const out: Sample[] = [];
  for (let i = 0; i < max; i++) out.push(path[Math.round((i * (path.length - 1)) / (max - 1))]);
  return out;
}

/** The slow-motion replay of a shot's first impact runs this many times slower than real time. */
export const REPLAY_SLOW_MOTION = 8;

/**
 * The stretch of simulated time around the first impact worth seeing again (from a moment before
 * the first piece is struck until the knock has played out), or null when nothing was struck.
 */
export function replayWindow(trajectories: Readonly<Record<string, readonly Sample[]>>): { from: number; to: number } | null {
  let first: number | null = null;
  for (const [id, path] of Object.entries(trajectories)) {
    if (id === 'token' || path.length === 0) continue;
    if (first === null || path[0].t < first) first = path[0].t;
  }
  if (first === null) return null;
  return { from: Math.max(0, first - 0.08), to: Math.min(endTime(trajectories), first + 0.3) };
}
