// The strong player's completion chances come from the tiles left in the bag: a hole no remaining
// tile can fill makes a feature dead, and more fitting tiles make it likelier.
import { describe, expect, it } from 'vitest';
import { deckCompletionChance } from '../../ai/completion.js';
import { newGame } from '../helpers.js';

// The start tile (base/D: city north, road east–west) sits at (0, 0): its city has one hole, at
// (0, -1), which needs a tile with a city on its south side that ends there.
const startCity = (deck: string[]) => {
  const game = newGame(2, { deck });
  return { game, root: game.find(game.nodeAt(0, 'NC')!) };
};

describe('deck-aware completion chance', () => {
  it('is zero when no tile left can close the hole', () => {
    const { game, root } = startCity(['base/B', 'base/B', 'base/B', 'base/B']); // cloisters: all field
    expect(deckCompletionChance(game, root, false)).toBe(0);
  });

  it('grows with the number of tiles that close the hole', () => {
    const few = startCity(['base/E', 'base/B', 'base/B', 'base/B', 'base/B', 'base/B']);
    const many = startCity(['base/E', 'base/E', 'base/E', 'base/E', 'base/B', 'base/B']);
    const pFew = deckCompletionChance(few.game, few.root, false);
    const pMany = deckCompletionChance(many.game, many.root, false);
    expect(pFew).toBeGreaterThan(0);
    expect(pMany).toBeGreaterThan(pFew);
    expect(pMany).toBeLessThanOrEqual(1);
  });

  it('does not count a tile that fits the hole but carries the city on', () => {
    // base/C is a city on all four sides: it fits the hole but opens three new city edges.
    const { game, root } = startCity(['base/C', 'base/B', 'base/B']);
    expect(deckCompletionChance(game, root, false)).toBe(0);
  });

});
