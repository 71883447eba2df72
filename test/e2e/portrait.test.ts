// Portrait (800×1280): a square chosen for the tile is brought wholly into view. After the turn's
// recentre a legal square can sit partly under the board area's top edge; tapping its visible part
// must pan the board (without zooming) until all four corners are inside the board area. In
// landscape a square that is already wholly visible does not move the view.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff, playTurnByTouch, turnState } from './play-helpers.js';

type Box = { x: number; y: number; width: number; height: number };

const corners = (page: Page, x: number, y: number) => page.evaluate(([cx, cy]) => {
  const b = window.__carcassonne.board!;
  return [b.worldToClient(cx, cy), b.worldToClient(cx + 1, cy), b.worldToClient(cx, cy + 1), b.worldToClient(cx + 1, cy + 1)];
}, [x, y] as const);

const inside = (box: Box, p: { x: number; y: number }) =>
  p.x >= box.x - 0.5 && p.x <= box.x + box.width + 0.5 && p.y >= box.y - 0.5 && p.y <= box.y + box.height + 0.5;

const scale = (page: Page) => page.evaluate(() => {
  const b = window.__carcassonne.board!;
  return b.worldToClient(1, 0).x - b.worldToClient(0, 0).x;
});

describe('the chosen square in portrait', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 800, height: 1280 } });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 77);
  });
  afterAll(async () => { await tablet?.close(); });

  it('pans a square tapped at the top edge wholly into view, without zooming', async () => {
    const { page } = tablet;
    for (let turn = 0; turn < 4; turn++) await playTurnByTouch(page, { rotateTo: 'first', deploy: turn % 2 === 0 });
    await passHandoff(page);
    await page.waitForTimeout(300);
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    const st = await turnState(page);
    expect(st.placing).toBe(true);
    // The northernmost legal square, put so that its top quarter is under the board's top edge.
    const spot = st.spots.reduce((a, b) => (b.y < a.y ? b : a));
    const px = await scale(page);
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, false),
      [spot.x + 0.5, spot.y + 0.5 + (box.height / 2 - 0.25 * px) / px] as const);
    await page.waitForTimeout(100);
    const before = await corners(page, spot.x, spot.y);
    expect(before.every((p) => inside(box, p))).toBe(false);
    const at = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [spot.x + 0.5, spot.y + 0.7] as const);
    expect(inside(box, at)).toBe(true);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForTimeout(500);
    expect((await turnState(page)).pending).toMatchObject({ x: spot.x, y: spot.y });
    const after = await corners(page, spot.x, spot.y);
    for (const p of after) expect(inside(box, p), JSON.stringify({ p, box })).toBe(true);
    expect(await scale(page)).toBeCloseTo(px, 3);
    await page.screenshot({ path: 'test-results/ui-portrait-pending.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('does not move the view in landscape when the tapped square is already in view', async () => {
    const { page } = tablet;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(400);
    const st = await turnState(page);
    const spot = st.spots.find((s) => s.x !== st.pending?.x || s.y !== st.pending?.y)!;
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, false), [spot.x + 0.5, spot.y + 0.5] as const);
    await page.waitForTimeout(100);
    const before = await corners(page, spot.x, spot.y);
    await page.touchscreen.tap((before[0].x + before[3].x) / 2, (before[0].y + before[3].y) / 2);
    await page.waitForTimeout(300);
    expect((await turnState(page)).pending).toMatchObject({ x: spot.x, y: spot.y });
    expect(await corners(page, spot.x, spot.y)).toEqual(before);
    expect(tablet.errors).toEqual([]);
  });
});
