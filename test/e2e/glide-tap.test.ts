// A tap while the board still glides after a flick (ui/board/glide-tap.ts), by CDP touch events in
// Chromium with motion allowed (the glide exists only then): right after a quick flick a tap only
// stops the board; once the glide is slow (camera-motion.ts glideTapActs) a tap chooses the square
// under the finger, and a follower spot the same way.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLIDE_TAP } from '../../ui/board/camera-motion.js';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff, turnState } from './play-helpers.js';

declare global {
  interface Window { __press?: { active: boolean; speed: number } | null }
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });

/** The glide's speed now (CSS px/s; 0 when the board is still) and the speed below which a tap acts. */
const glide = (page: Page) => page.evaluate(() => {
  const b = window.__carcassonne.board!;
  return { speed: b.glideSpeed, tile: b.tileCss };
});

/**
 * A quick flick on the board's middle, let go while moving: to the left and up, or back (`back`);
 * the board keeps its tiles within reach, so flicks must not carry it away.
 */
async function flick(page: Page, cdp: CDPSession, back = false): Promise<void> {
  await page.waitForFunction(() => !window.__carcassonne.board!.cameraMoving);
  const box = (await page.locator('[data-test=board]').boundingBox())!;
  const x = box.x + box.width / 2, y = box.y + box.height / 2;
  await touch(cdp, 'touchStart', x, y);
  const k = back ? -1 : 1;
  for (let i = 1; i <= 4; i++) await touch(cdp, 'touchMove', x - 40 * i * k, y - 16 * i * k);
  await touch(cdp, 'touchEnd');
}

/** A tap at a world point by touch, as the finger lands now. */
async function tapAt(page: Page, cdp: CDPSession, wx: number, wy: number): Promise<void> {
  const p = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [wx, wy] as const);
  await touch(cdp, 'touchStart', p.x, p.y);
  await touch(cdp, 'touchEnd');
}

/** Waits until the glide has slowed to between 30 % and 75 % of the tap speed (still moving). */
async function untilSlow(page: Page): Promise<void> {
  await page.waitForFunction((g) => {
    const b = window.__carcassonne.board!, limit = (g.tiles * b.tileCss) / g.aimS;
    return b.glideSpeed < 0.75 * limit && b.glideSpeed > 0.3 * limit;
  }, GLIDE_TAP, { polling: 'raf', timeout: 5_000 });
}

describe('a tap during the board\'s glide', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    tablet = await openTablet({ async beforeLoad(_c, p) { await p.emulateMedia({ reducedMotion: 'no-preference' }); } });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 77);
    // What the board's glide was at each press, seen before the board's own listeners.
    await tablet.page.evaluate(() => {
      window.__press = null;
      window.addEventListener('pointerdown', () => {
        const speed = window.__carcassonne.board!.glideSpeed;
        window.__press = { active: speed > 0, speed };
      }, { capture: true });
    });
  });
  afterAll(async () => { await tablet?.close(); });

  it('only stops a fast glide; once it is slow, chooses the square and the follower spot under the finger', async () => {
    const { page, ctx } = tablet;
    const cdp = await ctx.newCDPSession(page);
    const limit = (tile: number) => (GLIDE_TAP.tiles * tile) / GLIDE_TAP.aimS;
    await passHandoff(page);
    let st = await turnState(page);
    expect(st.placing).toBe(true);
    const spot = st.spots[0];

    // Right after the flick: the board glides fast; the tap stops it and chooses nothing.
    await flick(page, cdp);
    const fast = await glide(page);
    expect(fast.speed).toBeGreaterThan(limit(fast.tile));
    await tapAt(page, cdp, spot.x + 0.5, spot.y + 0.5);
    const press = await page.evaluate(() => window.__press!);
    expect(press.active).toBe(true);
    expect(press.speed).toBeGreaterThan(limit(fast.tile));
    await page.waitForTimeout(300);
    expect((await glide(page)).speed).toBe(0);
    st = await turnState(page);
    expect(st.pending).toBeNull();

    // The same flick back, and a tap once the glide is slow: the square is chosen.
    await flick(page, cdp, true);
    await untilSlow(page);
    await tapAt(page, cdp, spot.x + 0.5, spot.y + 0.5);
    const slow = await page.evaluate(() => window.__press!);
    expect(slow.active).toBe(true);
    expect(slow.speed).toBeLessThan(limit(fast.tile));
    await expect.poll(async () => (await turnState(page)).pending).toMatchObject({ x: spot.x, y: spot.y });

    // A follower spot the same way, after the tile is placed.
    await page.locator('[data-test=confirm]').tap();
    await expect.poll(async () => (await turnState(page)).deploying).toBe(true);
    const f = (await turnState(page)).followerSpots[0];
    await flick(page, cdp);
    await untilSlow(page);
    await tapAt(page, cdp, f.x, f.y);
    expect(await page.evaluate(() => window.__press!.active)).toBe(true);
    await expect.poll(async () => (await turnState(page)).pendingSpot).toBe(f.at);
    await page.screenshot({ path: 'test-results/glide-tap-spot.png' });
    expect(tablet.errors).toEqual([]);
  });
});
