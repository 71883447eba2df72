// A first visit whose service-worker install fails (one precached file does not arrive: a network
// blip at the airport) tries the install again while the page stays open (ui/pwa.ts), so the game
// becomes ready for airplane mode without a reload. Before, no worker was left at all until the
// page loaded again, and the tablet went offline unable to start the game.
import type { Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { DIST, serve } from './static-server.js';

describe('a first install that fails', () => {
  let tablet: Tablet | null = null;
  let server: Server | null = null;
  afterAll(async () => {
    await tablet?.close();
    server?.closeAllConnections();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  it('is tried again while the page stays open, and the game becomes ready offline', async () => {
    // Only the worker's precache asks for this sound (the page plays sounds after a tap): its first download fails.
    const precached: number[] = [];
    server = await serve(DIST, (url) => {
      if (url.pathname !== '/sounds/undo.wav') return false;
      precached.push(Date.now());
      return precached.length === 1;
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    tablet = await openTablet({ url: `http://127.0.0.1:${address.port}/` });
    const { page } = tablet;

    // The failed install leaves no worker; the retry (5 s later) installs one, which claims the page.
    await expect.poll(() => precached.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 45_000 }).toBe(true);
    expect(precached).toHaveLength(2);
    expect(precached[1] - precached[0]).toBeGreaterThanOrEqual(4_000);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    // The worker answers from its precache: the sound that failed first is there now.
    const cached = await page.evaluate(async () => (await caches.keys()).length > 0 && (await caches.match('./sounds/undo.wav', { ignoreSearch: true })) !== undefined);
    expect(cached).toBe(true);
    expect(tablet.errors).toEqual([]);
  });
});
