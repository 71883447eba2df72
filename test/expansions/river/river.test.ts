// The River: random games (with every shipped module) keep the river's rules — the spring at
// (0, 0), the twelve river tiles first in one unbroken line, the lake last of them, never two bends
// the same way in a row — and the turn geometry on its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, nextInt, seedRng, type Side } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { LAKE, RIVER_TILES, riverSides, SOURCE, turnOf } from '../../../expansions/river/index.js';

const PLAYERS = [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }, { name: 'C', color: 'green' }];

function randomGame(seed: number, expansions: string[]): Game {
  const g = Game.create(BUILT_IN_MODULES, { players: PLAYERS, expansions, options: {}, seed });
  const rng = seedRng(seed ^ 0x9e3779b9);
  for (let n = 0; n < 2000 && !g.state.finished; n++) {
    const choices = g.choices();
    if (!choices.length) break;
    const r = g.apply(choices[nextInt(rng, choices.length)]);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.rule}: ${r.error.message}`);
  }
  return g;
}

describe('the river', () => {
  it('has 12 tiles: the spring, the lake and ten between', () => {
    expect(RIVER_TILES.reduce((n, t) => n + t.count, 0)).toBe(12);
    expect(RIVER_TILES.filter((t) => t.id === SOURCE || t.id === LAKE).map((t) => t.count)).toEqual([1, 1]);
  });

  it('turns: straight on, left and right seen downstream', () => {
    const cases: [Side, Side, string][] = [['N', 'S', 'straight'], ['N', 'W', 'right'], ['N', 'E', 'left'], ['E', 'S', 'left'], ['E', 'N', 'right']];
    for (const [from, to, turn] of cases) expect(turnOf(from, to), `${from}→${to}`).toBe(turn);
  });

  it('random games keep the river rules, with and without the other modules', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, all) => {
      const g = randomGame(seed, all ? BUILT_IN_MODULES.map((m) => m.id) : ['base', 'river']);
      const board = g.state.board;
      expect(board[0]).toMatchObject({ x: 0, y: 0, tile: SOURCE, rotation: 0 });
      const riverCount = board.filter((b) => b.tile.startsWith('river/')).length;
      // The river tiles come first and in one line: each takes the water from the one before.
      const rivers = board.slice(0, riverCount);
      expect(rivers.every((b) => b.tile.startsWith('river/'))).toBe(true);
      let lastTurn: string | null = null;
      for (let i = 1; i < rivers.length; i++) {
        const prev = rivers[i - 1], cur = rivers[i];
        const out = riverSides(g.tileDef(prev.tile), prev.rotation as 0).find((s) => i === 1 || s !== enteredBy(rivers, i - 1, g))!;
        const into = riverSides(g.tileDef(cur.tile), cur.rotation as 0);
        const d = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[out];
        expect([cur.x, cur.y], `river tile ${i} continues the river`).toEqual([prev.x + d[0], prev.y + d[1]]);
        const inSide = ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[out];
        expect(into).toContain(inSide);
        const next = into.find((s) => s !== inSide);
        const turn = next ? turnOf(inSide, next) : 'straight';
        if (turn === 'left' || turn === 'right') {
          expect(turn, `bend ${i} turns the other way`).not.toBe(lastTurn);
          lastTurn = turn;
        }
      }
      // A game that got past the river ended it with the lake (a river tile that fits nowhere
      // leaves the game like any other tile, so fewer than twelve may lie on the board).
      if (board.length > riverCount) expect(rivers[rivers.length - 1].tile).toBe(LAKE);
      expect(riverCount + g.state.turn.discarded.length).toBeGreaterThan(0);
    }), { numRuns: 25 });
  });
});

/** The side a river tile took its water from (its river side facing the tile before it). */
function enteredBy(rivers: Game['state']['board'], i: number, g: Game): Side {
  const prev = rivers[i - 1], cur = rivers[i];
  const dx = cur.x - prev.x, dy = cur.y - prev.y;
  const side: Side = dx === 1 ? 'W' : dx === -1 ? 'E' : dy === 1 ? 'N' : 'S';
  expect(riverSides(g.tileDef(cur.tile), cur.rotation as 0)).toContain(side);
  return side;
}
