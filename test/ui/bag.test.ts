// The bag panel's data: every tile type still in the engine's deck with its count, grouped by the
// expansion that brings it, and the squares each would fit on now.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Game } from '../../core/index.js';
import { bagContents, squaresFor, tileModules } from '../../ui/game/bag.js';
import { setup } from '../helpers.js';

describe('bagContents', () => {
  it('counts exactly the deck, grouped by expansion in the game’s order', () => {
    const game = Game.create(BUILT_IN_MODULES, setup(3, { seed: 4, expansions: ['base', 'siege'] }));
    const groups = bagContents(game, BUILT_IN_MODULES);
    const moduleOfTile = tileModules(BUILT_IN_MODULES);
    expect(groups.map((g) => g.expansion)).toEqual(['base', 'siege']);
    const counted = new Map(groups.flatMap((g) => g.entries.map((e) => [e.id, e.count] as const)));
    const deck = new Map<string, number>();
    for (const id of game.state.deck) deck.set(id, (deck.get(id) ?? 0) + 1);
    expect(counted).toEqual(deck);
    for (const g of groups) {
      expect(g.total).toBe(g.entries.reduce((s, e) => s + e.count, 0));
      for (const e of g.entries) {
        expect(moduleOfTile(e.id)).toBe(g.expansion);
        expect(e.fits).toBe(new Set(game.legalPlacements(e.id).map((p) => `${p.x},${p.y}`)).size);
      }
    }
    expect(squaresFor(game, game.state.turn.drawn!)).toBeGreaterThan(0);
  });
});
