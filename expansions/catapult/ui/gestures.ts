// Gestures on the board during the catapult round (through BoardView.setPointerHandler): a press
// on the shooter's catapult grabs the slingshot — the pull sets aim and power, letting go shoots;
// in the catch the pull sets the power only; during a catch flight every tap is the catcher's
// grab; in a seduction a tap on a follower picks it. Anything else is left to the board (pan).
import type { GameView } from '../../../core/index.js';
import type { BoardPointer } from '../../../ui/expansion-api.js';
import { findFollower, physicsInput, type FollowerRef } from '../index.js';
import { launchPoint } from '../physics/board-geometry.js';
import { GRAB_RADIUS_PX, MIN_PULL_PX, pullPower, pullToAim } from './aim.js';
import { swapState } from './panel-views.js';
import { currentRound, shooterOf } from './round-view.js';
import type { RoundHost } from './stages.js';

/** A tap this close (tiles) to a follower picks it. */
const PICK_RADIUS = 0.45;

export interface GestureHost extends RoundHost {
  /** Where the finger pressed (CSS px) and how far it has pulled since. */
  press: { x: number; y: number } | null;
  pull: { x: number; y: number } | null;
  pickAt: FollowerRef | null;
}

/** Returns true to claim the gesture (the board then neither pans nor taps). */
export function boardGesture(host: GestureHost, p: BoardPointer): boolean {
  const s = host.session;
  if (!s || s.handoff !== null) return false;
  const g = host.game!, r = currentRound(g), st = host.stage;
  if (!r) return false;
  if (st.kind === 'catch-flight') {
    if (p.type === 'down' && !st.tap) host.catchTap(p.x, p.y);
    return true;
  }
  if (st.kind !== 'idle' || r.token === null || s.presenting) return false;
  if (r.swap) return pickGesture(host, g, p);
  const who = shooterOf(g);
  if (!who) return false;
  const lp = launchPoint(physicsInput(g), who.shooter, g.playerCount());
  if (p.type === 'down') {
    const c = host.board!.worldToClient(lp.x, lp.y);
    if (Math.hypot(p.clientX - c.x, p.clientY - c.y) > GRAB_RADIUS_PX) return false;
    host.press = { x: p.clientX, y: p.clientY };
    host.pull = { x: 0, y: 0 };
    host.touch();
    return true;
  }
  if (!host.press) return false;
  // The finger moves on the screen; the board may be turned (the shooter's seat at the bottom):
  // the pull in the board's own directions is the screen's turned back.
  const turn = host.board!.turn, sx = p.clientX - host.press.x, sy = p.clientY - host.press.y;
  const dx = sx * Math.cos(-turn) - sy * Math.sin(-turn), dy = sx * Math.sin(-turn) + sy * Math.cos(-turn), len = Math.hypot(dx, dy);
  if (p.type === 'cancel') {
    host.press = host.pull = null;
  } else {
    host.pull = { x: dx, y: dy };
    if (r.token === 'catch') {
      if (len >= MIN_PULL_PX) host.catchPower = pullPower(len);
    } else {
      const a = pullToAim(dx, dy, lp.facing);
      if (a) host.aim = a;
    }
    if (p.type === 'up') {
      host.press = host.pull = null;
      // Letting go of the slingshot shoots; a catch throw waits for the catcher instead.
      if (r.token !== 'catch' && len >= MIN_PULL_PX) void host.fire();
    }
  }
  host.touch();
  return true;
}

/** Seduction: a tap on one of the tied targets, or on one of the shooter's followers that may move in. */
function pickGesture(host: GestureHost, g: GameView, p: BoardPointer): boolean {
  const sw = swapState(g, host.swapTarget);
  if (!sw) return false;
  if (p.type === 'down') {
    let best: FollowerRef | null = null, bd = PICK_RADIUS;
    for (const ref of sw.pickTarget ? sw.targets : sw.own) {
      const i = findFollower(g, ref);
      if (i < 0) continue;
      const q = g.followerPosition(g.state.followers[i]), d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d < bd) { bd = d; best = ref; }
    }
    host.pickAt = best;
    return best !== null;
  }
  if (p.type === 'up' && host.pickAt) {
    if (sw.pickTarget) host.swapTarget = host.pickAt; else { host.swapFrom = host.pickAt; host.swapType = null; }
    host.touch();
  }
  host.pickAt = null;
  return true;
}
