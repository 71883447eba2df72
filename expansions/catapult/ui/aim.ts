// Slingshot aiming (docs/architecture.md): the player presses on their catapult and pulls back; the token
// flies the other way, further the longer the pull. Pure maths on plain numbers (no DOM), so it
// is tested in node. Angles and pulls here are in the world's axes (x east, y south); the board
// may be turned on screen (seat-view.ts), and gestures.ts turns a finger's pull back into them.
import { flight, flightPose } from '../physics/ballistics.js';

/** Pull length (CSS px) for full power: a comfortable thumb stroke on a tablet. */
export const FULL_PULL_PX = 200;
/** A shorter pull is a slip of the finger, not a shot. */
export const MIN_PULL_PX = 12;
/** The catapult turns at most this far either side of straight at the board (radians, 80°). */
export const MAX_AIM = (80 * Math.PI) / 180;
/** A press within this distance (CSS px) of the catapult grabs it; elsewhere the board pans. */
export const GRAB_RADIUS_PX = 90;

export interface Aim {
  /** Radians from straight at the board centre; positive turns clockwise on screen (the shooter's right). */
  aim: number;
  /** 0..1 */
  power: number;
}

export interface Pt { x: number; y: number }

/** Where every shooter starts: straight at the board, half a pull (nobody inherits another's shot). */
export const NEUTRAL_AIM: Readonly<Aim> = { aim: 0, power: 0.5 };
export const NEUTRAL_CATCH_POWER = 0.5;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Wraps an angle into (−π, π]. */
export function wrapAngle(a: number): number {
  const turn = 2 * Math.PI;
  a -= turn * Math.round(a / turn);
  return a <= -Math.PI ? a + turn : a;
}

/** Power of a pull of `len` CSS px (0..1). */
export function pullPower(len: number): number {
  return clamp(len / FULL_PULL_PX, 0, 1);
}

/**
 * A pull from the press point by (dx, dy) CSS px, for a catapult facing `facing` (world radians,
 * atan2 frame): the aim offset and the power, or null for a pull too short to be meant. The aim
 * is clamped to ±MAX_AIM: a catapult cannot shoot backwards over its shooter's shoulder.
 */
export function pullToAim(dx: number, dy: number, facing: number): Aim | null {
  const len = Math.hypot(dx, dy);
  if (!(len >= MIN_PULL_PX)) return null;
  const aim = clamp(wrapAngle(Math.atan2(-dy, -dx) - facing), -MAX_AIM, MAX_AIM);
  return { aim, power: pullPower(len) };
}

/** The inverse of pullToAim: the pull (CSS px) that sets this aim and power (tests drive the UI with it). */
export function aimToPull(a: Aim, facing: number): Pt {
  const dir = facing + a.aim, len = clamp(a.power, 0, 1) * FULL_PULL_PX;
  return { x: -Math.cos(dir) * len, y: -Math.sin(dir) * len };
}

/** World direction of the shot (radians, atan2 frame). */
export function shotAngle(facing: number, a: Aim): number {
  return wrapAngle(facing + a.aim);
}

export interface FlightPreview {
  /** Where the token first touches the table, before the seeded spread and before it slides on. */
  touchdown: Pt;
  /** Points of the flight for the dotted preview; z = height above the table (tiles). */
  dots: { x: number; y: number; z: number }[];
}

/**
 * The flight a shot launched at `speed` (physics/power-scale.ts launchSpeed for the pull) would
 * take without the seeded spread (the same analytic flight the physics uses, physics/ballistics.ts).
 * Only `fraction` of it is shown as dots: the player sees the direction and the rise, and still has
 * to judge the distance — a skill game (docs/architecture.md).
 */
export function flightPreview(from: Pt, angle: number, speed: number, fraction = 1, count = 14): FlightPreview {
  const fl = flight(from.x, from.y, angle, Math.max(0, speed));
  const dots: FlightPreview['dots'] = [];
  for (let i = 1; i <= count; i++) {
    const p = flightPose(fl, (fl.tLand * fraction * i) / count);
    dots.push({ x: p.x, y: p.y, z: Math.max(0, p.z) });
  }
  return { touchdown: { x: fl.landX, y: fl.landY }, dots };
}

/** "12° to the right" and friends: the aim in whole degrees and a side, for labels and sliders. */
export function aimDegrees(aim: number): { deg: number; side: 'left' | 'right' | 'straight' } {
  const deg = Math.round((Math.abs(aim) * 180) / Math.PI);
  return { deg, side: deg === 0 ? 'straight' : aim > 0 ? 'right' : 'left' };
}

export interface Rect { left: number; top: number; right: number; bottom: number }

/**
 * The end of a line from `from` towards `to` (CSS px), pulled back along it until it lies inside
 * `rect` (`from` inside it): the slingshot's band is drawn to the board area's edge at most, never
 * under the panel beside or below the board, where a pull longer than the room goes.
 */
export function clipToRect(from: Pt, to: Pt, rect: Rect): Pt {
  const dx = to.x - from.x, dy = to.y - from.y;
  let k = 1;
  if (to.x > rect.right && dx > 0) k = Math.min(k, (rect.right - from.x) / dx);
  if (to.x < rect.left && dx < 0) k = Math.min(k, (rect.left - from.x) / dx);
  if (to.y > rect.bottom && dy > 0) k = Math.min(k, (rect.bottom - from.y) / dy);
  if (to.y < rect.top && dy < 0) k = Math.min(k, (rect.top - from.y) / dy);
  k = Math.max(0, k);
  return { x: from.x + dx * k, y: from.y + dy * k };
}
