// The start-of-turn view's geometry (ui/screens/turn-view.ts): every legal square in view at a
// zoom a finger can tap, else those nearest the last tile; never zoomed in; the last tile on screen.
import { describe, expect, it } from 'vitest';
import { TOUCH_PX, turnView, type Cell, type TurnView } from '../../ui/screens/turn-view.js';

const W = 780, H = 700;

/** True when square `c` lies wholly on a W × H screen showing `v`. */
const shows = (v: TurnView, c: Cell) => {
  const left = v.x - W / 2 / v.tileCss, top = v.y - H / 2 / v.tileCss;
  const eps = 1e-9;
  return c.x >= left - eps && c.x + 1 <= left + W / v.tileCss + eps && c.y >= top - eps && c.y + 1 <= top + H / v.tileCss + eps;
};

/** A straight column of tiles from (0, 0) north to (0, -(n - 1)), placed in that order, and the squares at both of its ends. */
const column = (n: number) => ({
  tiles: Array.from({ length: n }, (_, i) => ({ x: 0, y: -i })),
  squares: [{ x: 0, y: 1 }, { x: 0, y: -n }, { x: 1, y: 0 }, { x: -1, y: -(n - 1) }],
});

describe('the start-of-turn view', () => {
  it('keeps the zoom and shows every square when they fit', () => {
    const { tiles, squares } = column(3);
    const v = turnView({ tiles, squares, width: W, height: H, tileCss: 112 })!;
    expect(v.tileCss).toBe(112);
    expect(v.squaresShown).toBe(squares.length);
    for (const c of squares) expect(shows(v, c), JSON.stringify(c)).toBe(true);
  });

  it('zooms out until every square fits, while a square stays tappable', () => {
    // 10 tiles and a square at each end: 12 tiles high, 700 px.
    const { tiles, squares } = column(10);
    const v = turnView({ tiles, squares, width: W, height: H, tileCss: 112 })!;
    expect(v.tileCss).toBeCloseTo((H - 24) / 12, 6);
    expect(v.tileCss).toBeGreaterThanOrEqual(TOUCH_PX);
    for (const c of squares) expect(shows(v, c), JSON.stringify(c)).toBe(true);
  });

  it('stops at a tappable square and shows the squares nearest the last tile', () => {
    // 20 tiles: the squares span 22 tiles, 30 px each on 700 px; at 44 px some must go.
    const { tiles, squares } = column(20);
    const v = turnView({ tiles, squares, width: W, height: H, tileCss: 112 })!;
    expect(v.tileCss).toBe(TOUCH_PX);
    // The last tile is the northern end: the squares there are shown, the southern one is not.
    expect(shows(v, { x: 0, y: -20 })).toBe(true);
    expect(shows(v, { x: -1, y: -19 })).toBe(true);
    expect(shows(v, { x: 0, y: 1 })).toBe(false);
    expect(shows(v, tiles[tiles.length - 1])).toBe(true);
    expect(v.squaresShown).toBe(2);
  });

  it('never zooms in: a player zoomed out beyond a tappable square keeps that zoom', () => {
    const { tiles, squares } = column(20);
    const v = turnView({ tiles, squares, width: W, height: H, tileCss: 32 })!;
    expect(v.tileCss).toBe(32);
    const small = turnView({ ...column(2), width: W, height: H, tileCss: 60 })!;
    expect(small.tileCss).toBe(60);
  });

  it('without squares (a computer plays), fits the board down to a tappable square and keeps the last tile in view', () => {
    const { tiles } = column(20);
    const v = turnView({ tiles, squares: [], width: W, height: H, tileCss: 112 })!;
    expect(v.tileCss).toBe(TOUCH_PX);
    expect(shows(v, tiles[tiles.length - 1])).toBe(true);
  });
});
