// The board in the browser: drag and pinch through CDP touch events move and zoom the view; the
// canvas follows its area when the panel beside it changes size (the window staying as it is); a
// screenshot after some turns; the game resumes after a reload exactly (IndexedDB + replay).
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, pageReport, passHandoff, playTurnByTouch, shownScores, waitForBoard } from './play-helpers.js';

const origin = (page: Tablet['page']) => page.evaluate(() => {
  const b = window.__carcassonne.board!;
  const a = b.worldToClient(0, 0), c = b.worldToClient(1, 0);
  return { x: a.x, y: a.y, scale: c.x - a.x };
});

describe('the board by touch', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    tablet = await openTablet();
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 1234);
  });
  afterAll(async () => { await tablet?.close(); });

  it('plays some turns and saves a screenshot of the board', async () => {
    const { page } = tablet;
    for (let turn = 0; turn < 8; turn++) await playTurnByTouch(page, { rotateTo: turn % 2 ? 'last' : 'first', deploy: turn % 2 === 0 });
    await passHandoff(page);
    await page.waitForTimeout(300);
    await mkdir('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/ui-board-after-8-turns.png' });
    // Next player's tile chosen, so the placement preview and the legal squares show too.
    const spot = await page.evaluate(() => window.__carcassonne.session!.placementSpots()[0]);
    await page.evaluate(([x, y]) => window.__carcassonne.session!.tapCell(x, y), [spot.x, spot.y] as const);
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/ui-board-placing.png' });
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/ui-board-portrait.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('drags and pinches the view (CDP touch events)', async () => {
    const { page, ctx } = tablet;
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;

    const before = await origin(page);
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let i = 1; i <= 10; i++) await touch('touchMove', [{ x: cx - 15 * i, y: cy - 8 * i }]);
    await touch('touchEnd', []);
    await page.waitForTimeout(300);
    const dragged = await origin(page);
    expect(dragged.x - before.x).toBeLessThan(-100);
    expect(dragged.y - before.y).toBeLessThan(-50);
    expect(dragged.scale).toBeCloseTo(before.scale, 1);

    await touch('touchStart', [{ x: cx - 40, y: cy }, { x: cx + 40, y: cy }]);
    for (let i = 1; i <= 10; i++) await touch('touchMove', [{ x: cx - 40 - 12 * i, y: cy }, { x: cx + 40 + 12 * i, y: cy }]);
    await touch('touchEnd', []);
    await page.waitForTimeout(300);
    const pinched = await origin(page);
    expect(pinched.scale).toBeGreaterThan(dragged.scale * 1.3);
  });

  it('follows its area when the panel beside it changes size, neither stretched nor cut, the same point in the middle', async () => {
    const { page } = tablet;
    /** The board area, the canvas (CSS px), the renderer's size, the zoom and the board point at the area's centre. */
    const view = () => page.evaluate(() => {
      const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
      const host = screen.querySelector<HTMLElement>('#board-host')!, canvas = host.querySelector('canvas')!;
      const b = window.__carcassonne.board!, r = host.getBoundingClientRect();
      return {
        host: { w: host.clientWidth, h: host.clientHeight }, canvas: { w: canvas.clientWidth, h: canvas.clientHeight },
        screen: b.screenSize, tile: b.tileCss, centre: b.clientToWorld(r.left + r.width / 2, r.top + r.height / 2),
      };
    });
    const panel = (columns: string) => page.evaluate((c) => {
      const layout = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector<HTMLElement>('.layout')!;
      layout.style.gridTemplateColumns = c;
    }, columns);
    const before = await view();
    expect(before.canvas).toEqual(before.host);
    for (const columns of ['1fr 620px', '']) {
      await panel(columns);
      await expect.poll(async () => { const v = await view(); return v.canvas.w === v.host.w && v.screen.width === v.host.w; }, { timeout: 5_000 }).toBe(true);
      const now = await view();
      if (columns) expect(now.host.w).toBeLessThan(before.host.w - 100);
      expect(now.canvas).toEqual(now.host);
      expect(now.screen).toEqual({ width: now.host.w, height: now.host.h });
      expect(now.tile).toBeCloseTo(before.tile, 6);
      expect(now.centre.x).toBeCloseTo(before.centre.x, 2);
      expect(now.centre.y).toBeCloseTo(before.centre.y, 2);
      if (columns) await page.screenshot({ path: 'test-results/ui-board-wide-panel.png' });
    }
    expect((await view()).host).toEqual(before.host);
  });

  it('resumes after a reload with the same board and scores', async () => {
    const { page } = tablet;
    const before = await pageReport(page);
    expect(before.board.length).toBeGreaterThan(5);
    await page.reload();
    await waitForBoard(page);
    const after = await pageReport(page);
    expect(after).toEqual(before);
    await passHandoff(page);
    expect(await shownScores(page, 2)).toEqual(before.scores);
    expect(tablet.errors).toEqual([]);
  });
});
