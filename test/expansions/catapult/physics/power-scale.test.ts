// The pull scaled to the table (issue 11.2): a full pull rests a little beyond the far edge as seen
// from that seat, on any board, and the rest distance grows in proportion to the pull.
import { describe, expect, it } from 'vitest';
import { launchPoint } from '../../../../expansions/catapult/physics/index.js';
import { FULL_PULL_BEYOND } from '../../../../expansions/catapult/physics/constants.js';
import { fullPullReach, launchSpeed, restDistance, throwSpeed, touchdownDistance } from '../../../../expansions/catapult/physics/power-scale.js';

const rect = (w: number, h: number) => {
  const tiles: { x: number; y: number }[] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) tiles.push({ x, y });
  return { tiles, followers: [], tokens: [] };
};

describe('power scaled to the table', () => {
  it('reaches from each catapult to just beyond the far edge, whatever the board', () => {
    for (const [w, h] of [[3, 3], [5, 5], [12, 12], [10, 4]]) {
      const board = rect(w, h);
      // Seat 0 south, 1 west, 2 north, 3 east: the far edge is the opposite side of the tiles.
      const far = [
        launchPoint(board, 0, 4).y - 0, w - launchPoint(board, 1, 4).x, h - launchPoint(board, 2, 4).y, launchPoint(board, 3, 4).x - 0,
      ];
      for (let seat = 0; seat < 4; seat++) {
        expect(fullPullReach(board, seat, 4)).toBeCloseTo(far[seat] + FULL_PULL_BEYOND, 9);
      }
    }
  });

  it('makes the rest distance proportional to the pull (so every part of the pull range is useful)', () => {
    const board = rect(8, 8), reach = fullPullReach(board, 0, 4);
    let last = 0;
    for (let p = 0.05; p <= 1.0001; p += 0.05) {
      const d = restDistance(launchSpeed(board, 0, 4, p));
      expect(d).toBeCloseTo(p * reach, 6);
      expect(d).toBeGreaterThan(last);
      last = d;
    }
    expect(launchSpeed(board, 0, 4, 0)).toBe(0);
  });

  it('throws a catch a little beyond the catcher at full power', () => {
    expect(touchdownDistance(throwSpeed(9, 1))).toBeCloseTo(9 + FULL_PULL_BEYOND, 6);
    expect(touchdownDistance(throwSpeed(9, 0.5))).toBeCloseTo((9 + FULL_PULL_BEYOND) / 2, 6);
  });
});
