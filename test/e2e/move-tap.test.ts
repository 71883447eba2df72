// A tap while the app moves the camera itself (ui/board/move-tap.ts), by CDP touch events in
// Chromium with motion allowed (the moves are eased only then): the zoom on the tile just placed
// (its follower spots were too close for a finger) and a pan the app makes. The tap chooses the
// follower spot or square the finger landed on, as the board was shown at the touch, and the
// move still reaches its goal afterwards.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff, turnState } from './play-helpers.js';

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchEnd', x?: number, y?: number) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });

const camera = (page: Page) => page.evaluate(() => {
  const b = window.__carcassonne.board!;
  return { moving: b.cameraMoving, tile: b.tileCss };
});

/**
 * Stops the board's frames once its camera zooms in from `from` px a tile and has come 10 to 40 px
 * closer: the frame on screen then stays, half way through the zoom.
 */
const stopMidZoom = (page: Page, from: number) => page.evaluate((a) => new Promise<void>((done, fail) => {
  const b = window.__carcassonne.board!, ticker = (b as unknown as Frames).pixi.app.ticker;
  let frames = 0;
  const look = () => {
    if (b.cameraMoving && b.tileCss > a + 10 && b.tileCss < a + 40) { ticker.stop(); done(); return; }
    if (++frames > 300) fail(new Error(`no zoom in from ${a}: ${b.tileCss}`)); else requestAnimationFrame(look);
  };
  look();
}), from);

interface Frames { pixi: { app: { ticker: { start(): void; stop(): void } } } }

/** Starts or stops the board's frames (BoardView.pixi, for tests only): stopped, the frame on screen stays. */
const setFrames = (page: Page, on: boolean) => page.evaluate((run) => {
  const ticker = (window.__carcassonne.board as unknown as Frames).pixi.app.ticker;
  if (run) ticker.start(); else ticker.stop();
}, on);

/**
 * A finger on world point (x, y) where the frame on screen shows it, lifted after the 150 ms a
 * player takes to tap. The frame is held while the test aims (the page would move on between
 * reading the point and the touch's arrival, which a player's eye does not see), and runs on
 * from the moment the finger is down.
 */
async function tapShown(page: Page, cdp: CDPSession, x: number, y: number): Promise<void> {
  await setFrames(page, false);
  const p = await page.evaluate(([wx, wy]) => window.__carcassonne.board!.worldToClient(wx, wy), [x, y] as const);
  await touch(cdp, 'touchStart', p.x, p.y);
  await setFrames(page, true);
  await page.waitForTimeout(150);
  await touch(cdp, 'touchEnd');
}

describe('a tap while the app moves the camera', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    tablet = await openTablet({ async beforeLoad(_c, p) { await p.emulateMedia({ reducedMotion: 'no-preference' }); } });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 77);
  });
  afterAll(async () => { await tablet?.close(); });

  it('chooses the square and the follower spot under the finger; the move then ends where it was going', async () => {
    const { page, ctx } = tablet;
    const cdp = await ctx.newCDPSession(page);
    await passHandoff(page);
    await page.waitForFunction(() => !window.__carcassonne.board!.cameraMoving);
    let st = await turnState(page);
    const square = st.spots[0];

    // A pan the app makes (as when it shows a square or a turn's play), tapped half way.
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, true), [square.x + 2.5, square.y + 1.5] as const);
    await page.waitForTimeout(120);
    expect((await camera(page)).moving).toBe(true);
    await tapShown(page, cdp, square.x + 0.5, square.y + 0.5);
    await expect.poll(async () => (await turnState(page)).pending).toMatchObject({ x: square.x, y: square.y });

    // Place the tile at the start of a zoom-in out of the start view, so the follower spots are close together.
    await page.waitForFunction(() => !window.__carcassonne.board!.cameraMoving);
    await page.locator('[data-test=view-out]').tap();
    await page.waitForFunction(() => !window.__carcassonne.board!.cameraMoving);
    const before = (await camera(page)).tile;
    await page.locator('[data-test=confirm]').tap();
    await stopMidZoom(page, before);
    await expect.poll(async () => (await turnState(page)).deploying).toBe(true);
    st = await turnState(page);
    const goal = await page.evaluate(() => {
      const spots = window.__carcassonne.session!.followerSpots();
      let gap = Infinity;
      for (const a of spots) for (const b of spots) if (a !== b) gap = Math.min(gap, Math.hypot(a.x - b.x, a.y - b.y));
      return Math.ceil(44 / gap);
    });
    expect(goal).toBeGreaterThan(before + 60);
    // The spot farthest from the tile's middle: it moves most under a zoom.
    const placed = st.pending ?? square;
    const f = [...st.followerSpots].sort((a, b) =>
      Math.hypot(b.x - placed.x - 0.5, b.y - placed.y - 0.5) - Math.hypot(a.x - placed.x - 0.5, a.y - placed.y - 0.5))[0];
    await tapShown(page, cdp, f.x, f.y);
    await expect.poll(async () => (await turnState(page)).pendingSpot).toBe(f.at);
    // The zoom goes on to bring the spots within a finger's reach.
    await page.waitForFunction(() => !window.__carcassonne.board!.cameraMoving);
    expect((await camera(page)).tile).toBeGreaterThanOrEqual(goal - 1);
    await page.screenshot({ path: 'test-results/move-tap-spot.png' });
    expect(tablet.errors).toEqual([]);
  });
});
