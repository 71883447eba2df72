// The board camera's maths (ui/board/camera-motion.ts): turning a seat to the bottom, the short way
// round, a follow that never exceeds its speed or acceleration and stops on its target, and when a
// press during a flick's glide is a tap.
import { describe, expect, it } from 'vitest';
import {
  easeInOut, FOLLOW_LIMITS, followStep, glideTapActs, lerpTurn, rotate, turnToFace, wrapTurn, type FollowState,
} from '../../../ui/board/camera-motion.js';

describe('turning the board', () => {
  it('puts any facing straight up the screen', () => {
    for (let f = -Math.PI; f < Math.PI; f += 0.37) {
      const up = rotate({ x: Math.cos(f), y: Math.sin(f) }, turnToFace(f));
      expect(up.x).toBeCloseTo(0, 12);
      expect(up.y).toBeCloseTo(-1, 12);
    }
    expect(turnToFace(-Math.PI / 2)).toBe(0); // the south seat already faces north
  });

  it('turns the short way round and eases in and out', () => {
    expect(lerpTurn(3, -3, 0.5)).toBeCloseTo(Math.PI, 9); // across ±π, not through 0
    expect(wrapTurn(lerpTurn(-Math.PI / 2, Math.PI, 1))).toBeCloseTo(Math.PI, 12);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.05)).toBeLessThan(0.01); // a slow start, no jerk
  });
});

describe('following a moving point', () => {
  const dt = 1 / 60;

  it('stays within its speed and acceleration and reaches a jump without overshooting', () => {
    let s: FollowState = { at: { x: 0, y: 0 }, vel: { x: 0, y: 0 } };
    const target = { x: 2000, y: -900 }, dist = Math.hypot(target.x, target.y);
    let maxSpeed = 0, maxAccel = 0, maxAlong = 0;
    for (let i = 0; i < 60 * 10; i++) {
      const next = followStep(s, target, dt);
      const speed = Math.hypot(next.vel.x, next.vel.y);
      maxSpeed = Math.max(maxSpeed, speed);
      maxAccel = Math.max(maxAccel, Math.hypot(next.vel.x - s.vel.x, next.vel.y - s.vel.y) / dt);
      maxAlong = Math.max(maxAlong, (next.at.x * target.x + next.at.y * target.y) / dist);
      s = next;
    }
    expect(maxSpeed).toBeLessThanOrEqual(FOLLOW_LIMITS.speed + 1e-6);
    expect(maxAccel).toBeLessThanOrEqual(FOLLOW_LIMITS.accel + 1e-6);
    expect(maxAlong).toBeLessThan(dist + 2); // no overshoot past the target
    expect(Math.hypot(s.at.x - target.x, s.at.y - target.y)).toBeLessThan(1);
  });

  it('keeps up with a point moving slower than its top speed', () => {
    let s: FollowState = { at: { x: 0, y: 0 }, vel: { x: 0, y: 0 } };
    const v = 300; // px/s, about a slow-motion token
    let worst = 0;
    for (let i = 0; i < 60 * 4; i++) {
      const target = { x: v * i * dt, y: 0 };
      s = followStep(s, target, dt);
      if (i > 60) worst = Math.max(worst, target.x - s.at.x);
    }
    expect(worst).toBeLessThan(v / FOLLOW_LIMITS.gain + 5); // a steady lag of about speed / gain
  });
});

describe('a press during a glide', () => {
  it('is a tap once the board moves less than a quarter tile in a tap\'s aim (150 ms), at any zoom', () => {
    // 112 px tiles: a quarter tile is 28 px, so up to 186 px/s.
    expect(glideTapActs(180, 112)).toBe(true);
    expect(glideTapActs(190, 112)).toBe(false);
    expect(glideTapActs(1500, 112)).toBe(false);
    // Zoomed out the squares are small: the same glide is too fast to aim at one.
    expect(glideTapActs(100, 32)).toBe(false);
    expect(glideTapActs(100, 420)).toBe(true);
  });
});
