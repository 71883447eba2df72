// Score events' points objects come from templates: each is a fresh object whose JSON is what
// filling an empty object in the players' order gives, and filling one never changes the next.
import { describe, expect, it } from 'vitest';
import { pointsObject } from '../../core/points.js';

const naive = (players: number[]) => {
  const o: Record<number, number> = {};
  for (const p of players) o[p] = 0;
  return o;
};

describe('pointsObject', () => {
  it('filled as award() fills it, gives the JSON an empty object filled so gives', () => {
    for (const players of [[], [0], [3], [4, 1], [1, 4], [2, 2], [0, 1, 2, 3, 4, 5], [15], [16], [-1], [1.5]]) {
      const made = pointsObject(players);
      // award() then writes every player's points, as it did into an empty object.
      for (const p of players) made[p] = 7 + p;
      const expected = naive(players);
      for (const p of players) expected[p] = 7 + p;
      expect(JSON.stringify(made), JSON.stringify(players)).toBe(JSON.stringify(expected));
    }
  });

  it('gives a new object every time: writing to one leaves the next untouched', () => {
    const a = pointsObject([1, 3]);
    a[1] = 9;
    a[3] = 4;
    expect(pointsObject([1, 3])).toEqual({ 1: 0, 3: 0 });
    expect(pointsObject([1, 3])).not.toBe(pointsObject([1, 3]));
  });
});
