// Invariants every game must keep, whatever modules are loaded (used by property tests).
import { expect } from 'vitest';
import { replay, type Game, type GameView } from '../../core/index.js';
import type { ExpansionModule } from '../../core/index.js';

export interface Tally {
  tiles: number;
  discarded: number;
  scores: number[];
}

export function startTally(g: Game): Tally {
  return { tiles: g.state.board.length + g.state.deck.length + (g.state.turn.drawn ? 1 : 0), discarded: 0, scores: [...g.state.scores] };
}

/** Checks conservation after one accepted action; `events` are that action's events. */
export function checkAfterAction(g: Game, tally: Tally, events: { type: string }[], scoresMayDrop = false): void {
  const s = g.state;
  tally.discarded += events.filter((e) => e.type === 'discarded').length;
  // Tiles: on the board, still to draw, drawn and waiting, or discarded as unplaceable.
  expect(s.board.length + s.deck.length + (s.turn.drawn && s.turn.placed < 0 ? 1 : 0) + tally.discarded).toBe(tally.tiles);
  checkFollowers(g);
  // Every follower stands on a claimable feature of a placed tile.
  for (const f of s.followers) {
    expect(s.board[f.tile]).toBeDefined();
    expect(g.kind(s.nodes[f.node].kind)?.claimable).toBe(true);
  }
  if (!scoresMayDrop) s.scores.forEach((v, p) => expect(v).toBeGreaterThanOrEqual(tally.scores[p]));
  tally.scores = [...s.scores];
}

/** Every piece of every declared type is in its owner's supply or on the board, never below 0. */
export function checkFollowers(g: GameView): void {
  const s = g.state;
  s.supply.forEach((own, p) => {
    for (const def of g.followerTypes()) {
      const n = own[def.id];
      const onBoard = s.followers.filter((f) => f.player === p && f.type === def.id).length;
      expect(n + onBoard, `player ${p}: ${def.id}`).toBe(def.perPlayer);
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(Object.keys(own).sort()).toEqual(g.followerTypes().map((d) => d.id).sort());
  });
  for (const f of s.followers) expect(g.followerType(f.type), f.type).toBeDefined();
  // The engine's count of followers per feature (kept as they come, go and features merge) agrees
  // with a walk over the followers, for every feature a follower stands on and every empty one.
  const walked = new Map<number, number>();
  for (const f of s.followers) walked.set(g.find(f.node), (walked.get(g.find(f.node)) ?? 0) + 1);
  s.nodes.forEach((_, node) => {
    const root = g.find(node);
    if (root === node) expect(g.occupants(node), `followers on feature ${node}`).toBe(walked.get(root) ?? 0);
  });
}

export function checkReplay(catalog: readonly ExpansionModule[], g: Game): void {
  const again = replay(catalog, g.state.setup, g.actions);
  expect(again.ok).toBe(true);
  expect(JSON.stringify(again.game.state)).toBe(JSON.stringify(g.state));
}
