// A first visit whose service-worker install fails (one precached file does not arrive: a network
// blip at the airport), or whose sw.js itself does not arrive, tries again while the page stays
// open (ui/pwa.ts), so the game becomes ready for airplane mode without a reload. Before, no worker
// was left at all until the page loaded again, and the tablet went offline unable to start the game.
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { DIST, serve } from './static-server.js';

describe('a first install that fails', () => {
  let tablet: Tablet | null = null;
  let server: Server | null = null;
  afterEach(async () => {
    await tablet?.close();
    tablet = null;
    server?.closeAllConnections();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server = null;
  });

  /** A first visit on a network that fails the first download of `path`; the times it was asked for. */
  async function firstVisitFailing(path: string): Promise<{ tablet: Tablet; asked: number[] }> {
    const asked: number[] = [];
    server = await serve(DIST, (url) => {
      if (url.pathname !== path) return false;
      asked.push(Date.now());
      return asked.length === 1;
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    tablet = await openTablet({ url: `http://127.0.0.1:${address.port}/` });
    return { tablet, asked };
  }

  /** The retry (5 s later) installs a worker, which claims the page and answers from its precache. */
  async function readyOfflineAfterRetry(t: Tablet, asked: number[]): Promise<void> {
    const { page } = t;
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 45_000 }).toBe(true);
    expect(asked).toHaveLength(2);
    expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(4_000);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    const cached = await page.evaluate(async () => (await caches.keys()).length > 0 && (await caches.match('./sounds/undo.wav', { ignoreSearch: true })) !== undefined);
    expect(cached).toBe(true);
  }

  it('is tried again while the page stays open, and the game becomes ready offline', async () => {
    // Only the worker's precache asks for this sound (the page plays sounds after a tap): its first download fails.
    const { tablet, asked } = await firstVisitFailing('/sounds/undo.wav');
    await readyOfflineAfterRetry(tablet, asked);
    expect(tablet.errors).toEqual([]);
  });

  it('is tried again when sw.js itself did not arrive (no install began, so none failed)', async () => {
    const { tablet, asked } = await firstVisitFailing('/sw.js');
    await readyOfflineAfterRetry(tablet, asked);
    // Chromium reports the refused script on the page's console; nothing else may go wrong.
    expect(tablet.errors.filter((e) => !/^A bad HTTP response code \(503\) was received when fetching the script/.test(e))).toEqual([]);
  });
});
