// The board in headless Chromium (Debian's /usr/bin/chromium): WebGL renderer, taps reach onCellTap / onSpotTap,
// a drag or a pinch never counts as a tap, pinch and wheel zoom, follower spots are big touch
// targets, tiles and meeples put down one by one (spare sprites, sprite-pool.ts) look exactly as the same board drawn
// from scratch. Skipped where Debian Chromium is not installed.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedShare } from '../../e2e/png.js';
import { type Harness, openDemo, openHarness } from './browser.js';

const HAVE_CHROMIUM = existsSync('/usr/bin/chromium');

type Win = { __board: { view: { rendererName: string; worldToClient(x: number, y: number): { x: number; y: number }; pixi: { viewport: { scale: { x: number } } } }; model: { placement: { spots: { x: number; y: number }[]; pending: { x: number; y: number } }; followerSpots: { at: string; x: number; y: number }[] }; taps: unknown[] } };

const client = (page: Page, x: number, y: number) => page.evaluate(([a, b]) => (window as unknown as Win).__board.view.worldToClient(a, b), [x, y]);
const taps = (page: Page) => page.evaluate(() => (window as unknown as Win).__board.taps);
const scale = (page: Page) => page.evaluate(() => (window as unknown as Win).__board.view.pixi.viewport.scale.x);
/** Polls until `check` holds (or 5 s pass), so slow software rendering does not make tests flaky. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
}

/** One touch gesture through CDP: first frame starts, the others move, then end. */
async function gesture(page: Page, frames: { x: number; y: number }[][]) {
  const cdp = await page.context().newCDPSession(page);
  const pts = (f: { x: number; y: number }[]) => f.map((p, id) => ({ x: p.x, y: p.y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(frames[0]) });
  for (const f of frames.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(f) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.skipIf(!HAVE_CHROMIUM)('board in Chromium', () => {
  let h: Harness;
  beforeAll(async () => { h = await openHarness({ width: 900, height: 700 }, true); });
  afterAll(async () => { await h?.close(); });

  it('renders with WebGL and reports legal-cell and pending-tile taps, but not drags', async () => {
    const { page, errors } = await openDemo(h, 'scene=game&seed=3&turns=15&motion=0');
    expect(await page.evaluate(() => (window as unknown as Win).__board.view.rendererName)).toBe('webgl');
    const { spots, pending } = await page.evaluate(() => (window as unknown as Win).__board.model.placement);
    const other = spots.find((c) => c.x !== pending.x || c.y !== pending.y)!;

    let p = await client(page, other.x + 0.5, other.y + 0.5);
    await page.touchscreen.tap(p.x, p.y);
    p = await client(page, pending.x + 0.5, pending.y + 0.5);
    await page.touchscreen.tap(p.x, p.y);
    await until(async () => (await taps(page)).length >= 2);
    expect(await taps(page)).toEqual([{ cell: [other.x, other.y] }, { cell: [pending.x, pending.y] }]);

    // A one-finger drag that starts on a legal cell pans the board and places nothing.
    const start = await client(page, other.x + 0.5, other.y + 0.5);
    await gesture(page, [0, 1, 2, 3, 4, 5, 6].map((i) => [{ x: start.x + i * 15, y: start.y + i * 8 }]));
    await until(async () => { const m = await client(page, other.x + 0.5, other.y + 0.5); return Math.hypot(m.x - start.x, m.y - start.y) > 60; });
    await page.waitForTimeout(200);
    const moved = await client(page, other.x + 0.5, other.y + 0.5);
    expect(Math.hypot(moved.x - start.x, moved.y - start.y)).toBeGreaterThan(60);
    expect(await taps(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('zooms with a pinch (no tap) and with the wheel', async () => {
    const { page } = await openDemo(h, 'scene=game&seed=3&turns=15&motion=0');
    const before = await scale(page);
    await gesture(page, [0, 1, 2, 3, 4, 5, 6].map((i) => [{ x: 400 - i * 20, y: 350 }, { x: 500 + i * 20, y: 350 }]));
    await until(async () => (await scale(page)) > before * 1.3);
    const pinched = await scale(page);
    expect(pinched).toBeGreaterThan(before * 1.3);
    expect(await taps(page)).toEqual([]);
    await page.mouse.move(450, 350);
    await page.mouse.wheel(0, 400);
    await until(async () => (await scale(page)) < pinched);
    expect(await scale(page)).toBeLessThan(pinched);
    await page.close();
  });

  it('makes follower spots touch targets at least 44 CSS px across', async () => {
    // Seed 14: the tile placed at the first legal square has a spot more than 60 px from the others.
    const { page } = await openDemo(h, 'scene=game&seed=14&turns=15&spots=1&motion=0');
    const spots = await page.evaluate(() => (window as unknown as Win).__board.model.followerSpots);
    expect(spots.length).toBeGreaterThan(0);
    // Tap 21 px off the centre of a spot (inside a 44 px target) whose neighbours are farther away.
    const centres = await Promise.all(spots.map((s) => client(page, s.x, s.y)));
    const i = centres.findIndex((c, k) => centres.every((d, m) => m === k || Math.hypot(c.x - d.x, c.y - d.y) > 60));
    expect(i).toBeGreaterThanOrEqual(0);
    await page.touchscreen.tap(centres[i].x + 21, centres[i].y);
    await until(async () => (await taps(page)).length > 0);
    expect(await taps(page)).toEqual([{ spot: spots[i].at }]);
    await page.close();
  });

  it('draws tiles and meeples put down one by one, and taken back, exactly as the same board drawn from scratch', async () => {
    // 40 tiles, then 70 more with a follower each (past the 64 spare sprites made ahead, so more are
    // made on the way), then 20 taken back as an undo does; a frame drawn after every few.
    const { page, errors } = await openDemo(h, 'scene=bench&tiles=40&meeples=12&reserve=70&motion=0');
    type Grow = { __board: { view: { render(m: object): void; pixi: { viewport: { setZoom(z: number, c: boolean): void; moveCenter(x: number, y: number): void } } };
      model: object; game: { state: { board: { x: number; y: number }[] } }; addTileAndFollower(): boolean; takeBackTile(): boolean; fresh(host: HTMLElement): Promise<unknown> } };
    await page.evaluate(() => {
      const b = (window as unknown as Grow).__board, board = b.game.state.board;
      const xs = board.map((t) => t.x), ys = board.map((t) => t.y);
      b.view.pixi.viewport.setZoom(0.3, true);
      b.view.pixi.viewport.moveCenter((Math.min(...xs) + Math.max(...xs) + 1) * 64, (Math.min(...ys) + Math.max(...ys) + 1) * 64);
    });
    const frames = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await frames();
    const canvas = page.locator('#board canvas');
    const before = await canvas.screenshot();
    await page.evaluate(async () => {
      const b = (window as unknown as Grow).__board;
      for (let i = 0; i < 70 && b.addTileAndFollower(); i++) {
        b.view.render({ ...b.model });
        if (i % 4 === 0) await new Promise((ok) => requestAnimationFrame(ok));
      }
      for (let i = 0; i < 20; i++) {
        b.takeBackTile();
        b.view.render({ ...b.model });
        if (i % 4 === 0) await new Promise((ok) => requestAnimationFrame(ok));
      }
    });
    expect(await page.evaluate(() => (window as unknown as Grow).__board.game.state.board.length)).toBe(90);
    await frames();
    const grown = await canvas.screenshot();
    // The new tiles are on screen (the comparison below could fail), and equal the board drawn afresh.
    expect(changedShare(before, grown)).toBeGreaterThan(0.05);
    await page.evaluate(async () => {
      const host = document.createElement('div');
      host.id = 'fresh';
      host.style.cssText = 'position: fixed; inset: 0; background: #27352a;';
      document.body.append(host);
      await (window as unknown as Grow).__board.fresh(host);
    });
    await frames();
    await frames();
    const afresh = await page.locator('#fresh canvas').screenshot();
    expect(changedShare(grown, afresh, 0)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
