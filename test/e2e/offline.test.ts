// Offline-first (docs/architecture.md): after the first visit the service worker has precached the app;
// with the network gone — and the browser restarted on the same profile — the app still loads,
// resumes the game from IndexedDB exactly, plays its sounds (an expansion's own files included),
// and the installable manifest is served.
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ARGS, openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, pageReport, passHandoff, playTurnByTouch } from './play-helpers.js';

describe('offline', () => {
  let tablet: Tablet | null = null;
  afterAll(async () => { await tablet?.close(); });

  it('works in airplane mode after the first visit, and resumes the game', async () => {
    tablet = await openTablet();
    const { page, ctx, dir } = tablet;
    // The worker installs, precaches and takes control (first visit).
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 30_000 }).toBe(true);
    const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ display: 'standalone', icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]) });

    await newGameViaSetup(page, ['Anna', 'Bram'], 11);
    await passHandoff(page);
    await playTurnByTouch(page, { rotateTo: 'first', deploy: true });
    const before = await pageReport(page);
    expect(before.board.length).toBe(2);
    await page.evaluate(() => window.__carcassonne.saved());

    // Airplane mode and a cold start: close the browser, reopen the same profile offline.
    await ctx.close();
    const offline = await chromium.launchPersistentContext(dir, {
      executablePath: '/usr/bin/chromium', headless: true, args: ARGS, hasTouch: true, isMobile: true,
      viewport: { width: 1280, height: 800 }, offline: true,
    });
    tablet = { ...tablet, ctx: offline, async close() { await offline.close(); } };
    const again = offline.pages()[0] ?? await offline.newPage();
    await again.goto(inject('baseUrl'));
    // The app reopens the game that was open when it closed.
    await expect.poll(() => again.evaluate(() => window.__carcassonne?.report()?.board.length ?? 0), { timeout: 20_000 }).toBe(2);
    const after = await again.evaluate(() => window.__carcassonne.report());
    expect(after).toEqual(before);
    // A nested deep link offline is sent back to the app (its assets are relative to the root).
    await again.goto(`${inject('baseUrl')}some/deep/link`);
    await expect.poll(() => again.evaluate(() => window.__carcassonne?.report()?.board.length ?? 0), { timeout: 20_000 }).toBe(2);
    // The first tap loads the sounds, offline from the precache: the shell's and the catapult's own files.
    await again.touchscreen.tap(640, 400);
    await expect.poll(() => again.evaluate(() => window.__carcassonne.soundsLoaded.length), { timeout: 20_000 }).toBe(11);
    expect(await again.evaluate(() => window.__carcassonne.soundsLoaded)).toEqual(expect.arrayContaining(['tile', 'catapult/launch', 'catapult/hit']));
  });
});
