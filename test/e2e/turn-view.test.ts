// The start-of-turn view on a lying tablet (1180×820): after the handoff every square the drawn
// tile may go to is wholly on the board area, at a zoom where a square is still a finger's size
// (44 px); on a board too long for that, the zoom stops there and the squares nearest the last
// tile are the ones shown. Boards: a road run straight north from the start, 8 and 20 tiles long,
// the last tile at its north end (tips switched off, as on a tablet that has played before).
// Pictures: test-results/turn-view-*.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, toRecord, type Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { TOUCH_PX } from '../../ui/screens/turn-view.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

type Box = { x: number; y: number; width: number; height: number };

/** Anna and Bram lay `n` straight roads, each on the northernmost square, without followers; Anna draws the next. */
function northRoad(n: number): Game {
  const g = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base'], options: {}, seed: 7,
    deck: [...Array<string>(n + 1).fill('base/U'), 'base/B', 'base/V'],
  });
  for (let i = 0; i < n; i++) {
    const places = g.choices().flatMap((c) => c.type === 'place' ? [c as Action & { x: number; y: number }] : []).sort((a, b) => a.y - b.y || a.x - b.x);
    for (const a of [places[0], { type: 'pass' }]) {
      if (a.type === 'pass' && g.state.turn.phase !== 'deploy') continue;
      const r = g.apply(a);
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  expect(g.state.board.at(-1)).toMatchObject({ x: -1, y: -(n - 1) });
  expect(g.state.turn).toMatchObject({ phase: 'place', player: n % 2 });
  return g;
}

/** Each legal square with its box on screen, the board area and a tile's size, once the view is still. */
async function view(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__carcassonne.board!.cameraMoving), { timeout: 10_000 }).toBe(false);
  const board = (await page.locator('[data-test=board]').boundingBox())!;
  return page.evaluate((area) => {
    const b = window.__carcassonne.board!, s = window.__carcassonne.session!;
    const inside = (x: number, y: number) => {
      const a = b.worldToClient(x, y), c = b.worldToClient(x + 1, y + 1);
      return a.x >= area.x - 0.5 && a.y >= area.y - 0.5 && c.x <= area.x + area.width + 0.5 && c.y <= area.y + area.height + 0.5;
    };
    const last = s.game.state.board.at(-1)!;
    return {
      tileCss: b.tileCss, last: { ...last, shown: inside(last.x, last.y) },
      squares: s.placementSpots().map((p) => ({ x: p.x, y: p.y, shown: inside(p.x, p.y) })),
    };
  }, board as Box);
}

describe('the start-of-turn view shows where the tile may go', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await tablet.page.evaluate(() => localStorage.setItem('carcassonne.coach', JSON.stringify({ off: true, seen: [] })));
  });
  afterAll(async () => { await tablet?.close(); });

  it('every legal square, zoomed out no further than a finger’s square', async () => {
    const { page } = tablet;
    await importAndContinue(page, toRecord(northRoad(8)), 'Game imported.');
    await passHandoff(page);
    const v = await view(page);
    await page.screenshot({ path: 'test-results/turn-view-all.png' });
    expect(v.tileCss).toBeGreaterThanOrEqual(TOUCH_PX);
    expect(v.squares.length).toBeGreaterThan(10);
    expect(v.squares.filter((q) => !q.shown)).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });

  it('a road too long for that: a finger’s square, and the squares nearest the last tile', async () => {
    const { page } = tablet;
    await page.locator('[data-test=leave]').tap();
    await importAndContinue(page, toRecord(northRoad(20)), 'Game imported.');
    await passHandoff(page);
    const v = await view(page);
    await page.screenshot({ path: 'test-results/turn-view-nearest.png' });
    expect(v.tileCss).toBeCloseTo(TOUCH_PX, 1);
    expect(v.last.shown).toBe(true);
    // The road's north end and five rows of squares beside it are in view; its south end is not.
    const near = v.squares.filter((q) => q.y <= v.last.y + 5);
    expect(near.length).toBeGreaterThan(10);
    expect(near.filter((q) => !q.shown)).toEqual([]);
    expect(v.squares.filter((q) => q.y >= 0).every((q) => !q.shown)).toBe(true);
    expect(tablet.errors).toEqual([]);
  });

  /** The turn played through the session at once (first legal square, no follower), then the handoff passed. */
  async function nextTurn(page: Page): Promise<void> {
    await page.evaluate(() => {
      const s = window.__carcassonne.session!;
      const place = s.game.choices().find((a) => a.type === 'place')!;
      if (!s.apply(place).ok || !s.apply({ type: 'pass' }).ok) throw new Error('the turn was refused');
    });
    await passHandoff(page);
  }

  it('starts from the zoom the player chose, not one the app set for a moment (a catapult round’s overview)', async () => {
    const { page } = tablet;
    if (await page.locator('[data-test=leave]').count()) await page.locator('[data-test=leave]').tap();
    await importAndContinue(page, toRecord(northRoad(7)), 'Game imported.');
    await passHandoff(page);
    const chosen = (await view(page)).tileCss;
    // The app shows a wide area far out, as a catapult round's overview does; the next turn comes back in.
    await page.evaluate(() => (window.__carcassonne.board as unknown as { showArea(a: number, b: number, c: number, d: number, animate: boolean): void })
      .showArea(-30, -30, 30, 30, false));
    expect((await view(page)).tileCss).toBeLessThan(TOUCH_PX);
    await nextTurn(page);
    const back = await view(page);
    expect(back.tileCss).toBeGreaterThanOrEqual(TOUCH_PX);
    expect(back.tileCss).toBeLessThanOrEqual(chosen + 0.5);
    expect(back.squares.filter((q) => !q.shown)).toEqual([]);
    // A player who zooms out further (the − button) keeps that zoom at the next turn.
    await page.locator('[data-test=view-out]').tap();
    await page.locator('[data-test=view-out]').tap();
    const own = (await view(page)).tileCss;
    expect(own).toBeLessThan(TOUCH_PX);
    await nextTurn(page);
    expect((await view(page)).tileCss).toBeCloseTo(own, 0);
    // The wheel's zoom counts as the player's too, once it comes to rest.
    const area = (await page.locator('[data-test=board]').boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.wheel(0, -300);
    const wheeled = (await view(page)).tileCss;
    expect(wheeled).toBeGreaterThan(own + 1);
    await expect.poll(() => page.evaluate(() => (window.__carcassonne.board as unknown as { chosenTileCss: number }).chosenTileCss)).toBeCloseTo(wheeled, 0);
    expect(tablet.errors).toEqual([]);
  });
});
