// The escape memo's gate list (gates.ts) answers as the plain rule does: a cloister-like feature
// on the 3×3 around a siege tile of the city ('siege-tile') or any tile of it ('any-city-tile'),
// and it knows when no open city holds a follower.
import { describe, expect, it } from 'vitest';
import { Game, nextInt, seedRng } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { cityAllowsEscape, isBesiegedRoot, type EscapeVariant } from '../../../expansions/siege/index.js';
import { cityOpen, escapeMemo, openCityOccupied } from '../../../expansions/siege/gates.js';

const players = Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, color: `c${i}` }));

describe('the escape gate memo', () => {
  for (const variant of ['siege-tile', 'any-city-tile'] as EscapeVariant[]) {
    it(`agrees with cloisterNear on every besieged city after every action (${variant})`, () => {
      let compared = 0, open = 0, occupied = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const g = Game.create(BUILT_IN_MODULES, {
          players, expansions: ['base', 'siege'], options: { 'siege.escape': variant }, seed,
        });
        const rng = seedRng(seed);
        while (!g.state.finished) {
          const roots = new Set(g.state.nodes.map((_, n) => g.find(n)).filter((r) => isBesiegedRoot(g, r)));
          let occupiedOpen = false;
          for (const r of roots) {
            const want = cityAllowsEscape(g, r, variant);
            expect(cityOpen(g, escapeMemo(g), r, variant)).toBe(want);
            compared++;
            if (want) open++;
            if (want && g.state.followers.some((f) => g.find(f.node) === r)) occupiedOpen = true;
          }
          // The escape phase's shortcut: no follower looked at unless an open city holds one.
          expect(openCityOccupied(g, escapeMemo(g), variant)).toBe(occupiedOpen);
          if (occupiedOpen) occupied++;
          const choices = g.choices();
          expect(g.apply(choices[nextInt(rng, choices.length)]).ok).toBe(true);
        }
      }
      // The games met both answers.
      expect(open).toBeGreaterThan(0);
      expect(compared - open).toBeGreaterThan(0);
      expect(occupied).toBeGreaterThan(0);
    });
  }
});
