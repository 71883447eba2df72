// The board index's fit test by table (CompiledTile.fitTable, compactSignature): a listing looks a
// frontier group's rotations up by its signature in 12 bits, and falls back to the four bit tests
// when an edge type id is 8 or more. Both paths must list what the plain fit test lists.
import { describe, expect, it } from 'vitest';
import { BoardIndex, CompiledTile, compactSignature, EdgeTypes } from '../../core/board.js';
import { nextInt, seedRng, type PlacedTile, type TileDef } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';

const baseTiles: readonly TileDef[] = BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!;

/**
 * Grows a board of `size` base tiles at random legal places, listing every tile's placements at
 * every step: placeActions (fit table) against every empty cell beside the board tested with the
 * plain fit test, and against placements (the UI's list) for the order.
 */
function growAndCompare(edgeTypes: EdgeTypes, size: number, seed: number): number {
  const compiled = baseTiles.map((t) => new CompiledTile(t, edgeTypes));
  const board: PlacedTile[] = [];
  const placedCompiled: CompiledTile[] = [];
  const index = new BoardIndex(board, (i) => placedCompiled[i]);
  const put = (ct: CompiledTile, x: number, y: number, rotation: PlacedTile['rotation']) => {
    const t: PlacedTile = { x, y, tile: ct.def.id, rotation, nodeBase: 0 };
    board.push(t);
    placedCompiled.push(ct);
    index.add(t, board.length - 1);
  };
  put(compiled[0], 0, 0, 0);
  const rng = seedRng(seed);
  let listed = 0;
  while (board.length < size) {
    // Every empty cell beside the board, for the plain fit test (fitsAt: the four bit tests).
    const cells = new Set<string>();
    for (const t of board) for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) cells.add(`${t.x + dx},${t.y + dy}`);
    for (const ct of compiled) {
      const actions = index.placeActions(ct).map(({ x, y, rotation }) => ({ x, y, rotation }));
      const plain: string[] = [];
      for (const cell of cells) {
        const [x, y] = cell.split(',').map(Number);
        const mask = index.at(x, y) === undefined ? index.fitsAt(ct, x, y) : 0;
        for (let r = 0; r < 4; r++) if (mask & (1 << r)) plain.push(`${x},${y},${r * 90}`);
      }
      expect(actions.map((a) => `${a.x},${a.y},${a.rotation}`).sort()).toEqual(plain.sort());
      expect(index.hasPlacement(ct)).toBe(actions.length > 0);
      listed += actions.length;
    }
    const ct = compiled[nextInt(rng, compiled.length)];
    const options = index.placeActions(ct);
    if (options.length === 0) continue;
    const p = options[nextInt(rng, options.length)];
    put(ct, p.x, p.y, p.rotation);
  }
  return listed;
}

describe('fit table', () => {
  it('packs a signature whose edge type ids are below 8 into 12 bits, one to one, and refuses the rest', () => {
    const seen = new Set<number>();
    for (let sig = 0; sig < 1 << 16; sig++) {
      const c = compactSignature(sig);
      if (sig & 0x8888) expect(c).toBe(-1);
      else {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThan(1 << 12);
        seen.add(c);
      }
    }
    expect(seen.size).toBe(1 << 12);
  });

  it('agrees with the four bit tests for every compact signature of every base tile', () => {
    const edgeTypes = new EdgeTypes();
    for (const def of baseTiles) {
      const ct = new CompiledTile(def, edgeTypes), table = ct.fitTable();
      for (let sig = 0; sig < 1 << 16; sig += 7) {
        const c = compactSignature(sig);
        if (c >= 0) expect(table[c]).toBe(ct.fits(sig));
      }
    }
  });

  it('lists the placements the plain fit test finds, in the UI list\'s order, on growing boards', () => {
    expect(growAndCompare(new EdgeTypes(), 60, 1)).toBeGreaterThan(1000);
  });

  it('falls back to the bit tests when edge type ids reach 8, and still lists the same', () => {
    const crowded = new EdgeTypes();
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) crowded.id(name); // base's edges get ids 8 and up
    const ct = new CompiledTile(baseTiles[0], crowded);
    expect(ct.packedEdges.every((p) => compactSignature(p) === -1)).toBe(true);
    expect(growAndCompare(crowded, 60, 2)).toBeGreaterThan(1000);
  });
});
