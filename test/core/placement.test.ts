// Tile placement (digest §1.3): a shared edge, every touching edge matching, rotations, and
// legal moves from the frontier agreeing with a brute-force scan of the board.
import { describe, expect, it } from 'vitest';
import { edgeOnSide, Game, nextInt, seedRng, SIDE_OFFSET, structuredCloneJson, type Rotation } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame, playRandom } from '../helpers.js';

const place = (x: number, y: number, rotation: number) => ({ type: 'place', x, y, rotation });

/** Every cell next to the board × rotation whose touching edges all match: the slow, obvious way. */
function bruteForce(g: Game, tileId: string): string[] {
  const def = g.tileDef(tileId);
  const out: string[] = [];
  const cells = new Set<string>();
  for (const t of g.state.board) for (const [dx, dy] of Object.values(SIDE_OFFSET)) cells.add(`${t.x + dx},${t.y + dy}`);
  for (const c of cells) {
    const [x, y] = c.split(',').map(Number);
    if (g.placedAt(x, y) !== undefined) continue;
    for (const r of [0, 90, 180, 270] as Rotation[]) {
      const ok = (['N', 'E', 'S', 'W'] as const).every((side) => {
        const ni = g.placedAt(x + SIDE_OFFSET[side][0], y + SIDE_OFFSET[side][1]);
        if (ni === undefined) return true;
        const nb = g.placed(ni);
        const opp = ({ N: 'S', E: 'W', S: 'N', W: 'E' } as const)[side];
        return edgeOnSide(def, r, side) === edgeOnSide(g.tileDef(nb.tile), nb.rotation, opp);
      });
      if (ok) out.push(`${x},${y},${r}`);
    }
  }
  return out.sort();
}

describe('placing the drawn tile', () => {
  it('must share a full edge with the board', () => {
    const g = newGame(2, { deck: ['base/B'] });
    expect(g.apply(place(1, 1, 0))).toMatchObject({ ok: false, error: { rule: 'place.not-adjacent' } });
    expect(g.apply(place(0, 1, 0))).toMatchObject({ ok: true });
  });

  it('must not cover a tile', () => {
    const g = newGame(2, { deck: ['base/B'] });
    expect(g.apply(place(0, 0, 0))).toMatchObject({ ok: false, error: { rule: 'place.occupied', message: '(0, 0) already holds a tile' } });
  });

  it('every touching edge must match, in the rotation given', () => {
    const g = newGame(2, { deck: ['base/E'] });
    // base/E has its city north; north of the start tile the start tile's city needs a city edge south.
    const wrong = g.apply(place(0, -1, 0));
    expect(wrong).toMatchObject({ ok: false, error: { rule: 'place.edge-mismatch' } });
    expect(!wrong.ok && wrong.error.message).toContain('its S edge does not match');
    expect(g.rotationsAt('base/E', 0, -1)).toEqual([180]);
    expect(g.apply(place(0, -1, 180))).toMatchObject({ ok: true });
  });

  it('rejects malformed coordinates and rotations', () => {
    const g = newGame(2, { deck: ['base/B'] });
    expect(g.apply(place(0, 1, 45))).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ type: 'place', x: 0.5, y: 1, rotation: 0 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ type: 'place', x: '0', y: 1, rotation: 0 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    expect(g.apply({ type: 'place', x: 1e9, y: 1, rotation: 0 })).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
  });

  it('legal placements from the frontier equal a brute-force scan, turn after turn', () => {
    for (const seed of [1, 2, 3]) {
      const g = newGame(3, { seed });
      let checked = 0;
      while (!g.state.finished) {
        if (g.state.turn.phase === 'place') {
          const id = g.state.turn.drawn!;
          const placements = g.legalPlacements(id);
          expect(placements.map((p) => `${p.x},${p.y},${p.rotation}`).sort()).toEqual(bruteForce(g, id));
          // The UI's list and the move list are one: the same frozen actions, in the same order.
          const listed = g.choices();
          expect(listed.length).toBe(placements.length);
          listed.forEach((a, i) => expect(a).toBe(placements[i]));
          expect(Object.isFrozen(placements[0])).toBe(true);
          checked++;
        }
        playRandom(g, seed * 1000 + g.state.actionCount, 1);
      }
      expect(checked).toBeGreaterThan(60);
    }
  });

  it('never lists a cell beyond the coordinates a place action may name (±10,000)', () => {
    // A road straight east from the start tile to x = 10,000 (a game made in code may hold more
    // tiles than a record's deck): the cell after it is refused by the place schema, so no listing
    // may offer it, and every listed placement must pass validation.
    const g = newGame(2, { deck: Array.from({ length: 10_002 }, () => 'base/U') });
    for (let x = 1; x <= 10_000; x++) {
      expect(g.apply(place(x, 0, 90)).ok).toBe(true);
      if (g.state.turn.phase === 'deploy') expect(g.apply({ type: 'pass' }).ok).toBe(true);
    }
    const listed = g.choices();
    expect(listed.length).toBeGreaterThan(0);
    expect(Math.max(...listed.map((a) => a.x as number))).toBe(10_000);
    expect(g.legalPlacements('base/U').some((p) => p.x > 10_000)).toBe(false);
    expect(g.apply(place(10_001, 0, 90))).toMatchObject({ ok: false, error: { rule: 'place.malformed' } });
    for (const a of listed) expect(g.validate(a)).toBeNull();
  });

  it('the frontier kept up placement by placement lists the same moves, in the same order, as one rebuilt from the board', () => {
    // Game.restore rebuilds the board index from state.board (each neighbour's signature from
    // its four sides); play keeps it up incrementally. Both must agree exactly, order included.
    const catalog = BUILT_IN_MODULES;
    for (const seed of [3, 14, 15]) {
      const g = newGame(5, { seed, expansions: ['base', 'siege', 'catapult'] });
      const rng = seedRng(seed);
      let compared = 0;
      while (!g.state.finished) {
        if (g.state.turn.phase === 'place') {
          const rebuilt = Game.restore(catalog, structuredCloneJson(g.state), g.actions);
          for (const id of [g.state.turn.drawn!, 'base/D', 'siege/1', 'catapult/01']) {
            if (!g.rules.tiles.has(id)) continue;
            expect(rebuilt.legalPlacements(id)).toEqual(g.legalPlacements(id));
            compared++;
          }
        }
        const choices = g.choices();
        expect(g.apply(choices[nextInt(rng, choices.length)]).ok).toBe(true);
      }
      expect(compared).toBeGreaterThan(150);
    }
  });
});
