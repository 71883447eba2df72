// The board camera's maths, apart from Pixi so it is tested in node: turning the board (a turn is
// the angle the whole table is rotated by on screen, clockwise positive as Pixi draws it), the
// easing of camera moves, and following a moving point at a bounded, eased speed — a camera that
// chases a flying token must not jerk (motion sickness), so its speed and its acceleration are
// both capped and it brakes in time to stop on the target instead of overshooting it.

export interface Pt { x: number; y: number }

/** `p` turned by `turn` radians (clockwise on screen, y pointing down). */
export function rotate(p: Pt, turn: number): Pt {
  const c = Math.cos(turn), s = Math.sin(turn);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** An angle in (−π, π]. */
export function wrapTurn(a: number): number {
  const full = 2 * Math.PI;
  a -= full * Math.round(a / full);
  return a <= -Math.PI ? a + full : a;
}

/** The turn that makes a world direction (`facing`, atan2 radians) point straight up the screen. */
export function turnToFace(facing: number): number {
  return wrapTurn(-Math.PI / 2 - facing);
}

/** From `a` towards `b` the short way round, `k` of the way (0..1). */
export function lerpTurn(a: number, b: number, k: number): number {
  return a + wrapTurn(b - a) * k;
}

/** Slow out, slow in (cosine): no sudden start or stop. */
export function easeInOut(k: number): number {
  const t = Math.min(1, Math.max(0, k));
  return 0.5 - 0.5 * Math.cos(Math.PI * t);
}

/** How long a move takes (ms): 350 ms to pan or zoom, longer the further the board turns (a half turn 800 ms). */
export function moveDuration(fromTurn: number, toTurn: number): number {
  return 350 + (450 * Math.abs(wrapTurn(toTurn - fromTurn))) / Math.PI;
}

/** Speed limits of a following camera, in CSS px of the screen (the camera converts by the zoom). */
export interface FollowLimits {
  /** Top speed (px/s). */
  speed: number;
  /** Greatest change of velocity (px/s²): it eases into a move and brakes gently. */
  accel: number;
  /** How hard it closes the distance (1/s): speed wanted = gain × distance, within the limits. */
  gain: number;
}

/** Slow enough to watch comfortably on a tablet held at arm's length. */
export const FOLLOW_LIMITS: Readonly<FollowLimits> = { speed: 650, accel: 1600, gain: 3.5 };

export interface FollowState { at: Pt; vel: Pt }

/**
 * One step of `dt` seconds of a camera centre at `s.at` (px) chasing `target` (px): the velocity
 * turns towards the wanted one by at most accel·dt, the wanted speed never exceeds the top speed
 * nor the speed from which it can still brake to a stop on the target.
 */
export function followStep(s: FollowState, target: Pt, dt: number, lim: FollowLimits = FOLLOW_LIMITS): FollowState {
  if (!(dt > 0)) return s;
  const dx = target.x - s.at.x, dy = target.y - s.at.y, dist = Math.hypot(dx, dy);
  const want = dist < 1e-9 ? 0 : Math.min(lim.speed, lim.gain * dist, Math.sqrt(2 * lim.accel * dist));
  const wx = dist < 1e-9 ? 0 : (dx / dist) * want, wy = dist < 1e-9 ? 0 : (dy / dist) * want;
  let ax = (wx - s.vel.x) / dt, ay = (wy - s.vel.y) / dt;
  const a = Math.hypot(ax, ay);
  if (a > lim.accel) { ax *= lim.accel / a; ay *= lim.accel / a; }
  const vel = { x: s.vel.x + ax * dt, y: s.vel.y + ay * dt };
  return { at: { x: s.at.x + vel.x * dt, y: s.at.y + vel.y * dt }, vel };
}

/**
 * A press while the board still glides after a flick. On a list a tap only stops the glide; on a
 * board a tap on a square once the glide is slow is meant for that square. So a press acts as a
 * tap when the board moves less than `tiles` of a tile in the `aimS` seconds a player takes to aim
 * a tap (the square under the finger is the one they saw); faster, it only stops the glide.
 */
export const GLIDE_TAP = { tiles: 0.25, aimS: 0.15 } as const;

/** Whether a press during a glide of `speed` CSS px/s, with tiles `tileCss` px wide, is a tap on the board. */
export function glideTapActs(speed: number, tileCss: number): boolean {
  return speed * GLIDE_TAP.aimS < GLIDE_TAP.tiles * tileCss;
}
