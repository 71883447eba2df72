// The final scoring as the table reads it out: per player (in ranking order), what each kind of
// feature brought them ("City: 12"), with the explained lines under it, and the lines that gave
// them nothing (a besieged city × 0, a farm next to no completed city) folded apart, not mixed in.
import type { ScoreEvent } from '../../core/index.js';

export interface KindGroup { kind: string; points: number; events: ScoreEvent[] }
export interface PlayerFinal { player: number; total: number; kinds: KindGroup[]; zero: ScoreEvent[] }

/** Groups the final scoring by receiving player, then by kind (largest first); zero lines apart. */
export function finalByPlayer(events: readonly ScoreEvent[], players: number, order: readonly number[]): PlayerFinal[] {
  return order.slice(0, players).map((player) => {
    const kinds = new Map<string, KindGroup>();
    const zero: ScoreEvent[] = [];
    for (const e of events) {
      if (e.when !== 'final' || !e.players.includes(player)) continue;
      const points = e.points[player] ?? 0;
      if (points === 0) { zero.push(e); continue; }
      const g = kinds.get(e.kind) ?? { kind: e.kind, points: 0, events: [] };
      g.points += points;
      g.events.push(e);
      kinds.set(e.kind, g);
    }
    const list = [...kinds.values()].sort((a, b) => b.points - a.points || a.kind.localeCompare(b.kind));
    return { player, total: list.reduce((s, g) => s + g.points, 0), kinds: list, zero };
  });
}
