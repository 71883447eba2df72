// Option catapult.mode = 'house-rule' (digest §2.5, seeds "Huisregels" / "Domácí pravidla", credited
// to Johngee): no catapult at all; whoever places a fair tile and puts a follower on it scores 5
// at once. It must be a normal follower — not a big follower, mayor or wagon.
import type { GameApi, PlacedFollower } from '../../core/index.js';
import { CATAPULT_POINTS } from './effects.js';

export function hasFair(api: GameApi, tileIndex: number): boolean {
  return api.placedDef(tileIndex).features.some((f) => f.kind === 'fair');
}

export function houseRuleBonus(api: GameApi, f: PlacedFollower): void {
  if (api.option('catapult.mode') !== 'house-rule') return;
  if (f.type !== 'follower' || f.tile !== api.state.turn.placed || !hasFair(api, f.tile)) return;
  api.award({
    kind: 'catapult/house-rule', when: 'bonus', players: [f.player], tiles: [f.tile],
    items: [{ what: 'fair-follower', count: 1, unit: CATAPULT_POINTS, points: 0 }],
  });
}
