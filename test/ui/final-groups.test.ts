import { describe, expect, it } from 'vitest';
import type { ScoreEvent } from '../../core/index.js';
import { finalByPlayer } from '../../ui/game/final-groups.js';

const ev = (kind: string, points: Record<number, number>, when: ScoreEvent['when'] = 'final'): ScoreEvent => ({
  kind, when, players: Object.keys(points).map(Number), items: [], points,
});

describe('finalByPlayer', () => {
  it('groups each player’s final points by kind, biggest first, with the zero lines apart', () => {
    const events = [
      ev('city', { 0: 4 }), ev('road', { 0: 3, 1: 3 }), ev('city', { 0: 2 }), ev('city', { 1: 0 }),
      ev('field', { 1: 9 }), ev('road', { 0: 5 }, 'completed'), ev('cloister', { 0: 0 }),
    ];
    const [b, a] = finalByPlayer(events, 2, [1, 0]);
    expect(b).toMatchObject({ player: 1, total: 12 });
    expect(b.kinds.map((k) => [k.kind, k.points])).toEqual([['field', 9], ['road', 3]]);
    expect(b.zero.map((e) => e.kind)).toEqual(['city']);
    expect(a.kinds.map((k) => [k.kind, k.points, k.events.length])).toEqual([['city', 6, 2], ['road', 3, 1]]);
    expect(a.total).toBe(9); // the completed road during play is not final scoring
    expect(a.zero.map((e) => e.kind)).toEqual(['cloister']);
  });
});
