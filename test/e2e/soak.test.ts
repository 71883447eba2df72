// A long session at one tablet: games played one after another in the same page must not stay in
// memory. Four short games of computers only (imported records, sped up) are each played to the
// end screen, then left as a table leaves them (New game, then back to the start screen to open
// the next). After each, with the garbage collected (over CDP): no game session is alive any more
// (the autosave held every game played: bench/soak.ts showed one more Session per game), and no
// Pixi application, renderer or WebGL context is left of the boards taken down.
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { collectGarbage, keepPrototype, liveCount, pageSend, type Send } from './live-objects.js';
import { importAndContinue, untilEndScreen } from './play-helpers.js';

const record = (seed: number): GameRecord => ({
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Bram', color: 'blue', computer: 'easy' }, { name: 'Cleo', color: 'green', computer: 'easy' }],
  expansions: ['base'], options: {}, seed,
  deck: ['base/U', 'base/E', 'base/V', 'base/K', 'base/B', 'base/D', 'base/L', 'base/J'],
  actions: [],
});

/** What is alive after a game was left, once the garbage is collected. */
interface Alive { sessions: number | null; pixiApps: number | null; renderers: number | null; webgl: number | null }

describe('a long session at one tablet', () => {
  let tablet: Tablet;
  let cdp: CDPSession;
  let send: Send;
  beforeAll(async () => {
    tablet = await openTablet();
    cdp = await tablet.ctx.newCDPSession(tablet.page);
    send = pageSend(cdp);
  });
  afterAll(async () => { await tablet?.close(); });

  it('games played one after another leave no session, Pixi application or WebGL context behind', async () => {
    const { page } = tablet;
    const alive: Alive[] = [];
    for (let g = 0; g < 4; g++) {
      await importAndContinue(page, record(10 + g), 'Game imported.');
      if (g === 0) {
        // Their prototypes, to count the instances once the app holds none.
        expect(await keepPrototype(send, 'session', 'Object.getPrototypeOf(window.__carcassonne.session)')).toBe(true);
        expect(await keepPrototype(send, 'pixiApp', 'Object.getPrototypeOf(window.__carcassonne.board.pixi.app)')).toBe(true);
        expect(await keepPrototype(send, 'renderer', 'Object.getPrototypeOf(window.__carcassonne.board.pixi.app.renderer)')).toBe(true);
      }
      await page.locator('[data-test=bot-speed]').tap();
      expect(await untilEndScreen(page, 90_000)).toBe(true);
      // As a table leaves a game: New game on the end screen, then back to the start screen.
      await page.locator('[data-test=new-game]').tap();
      await page.locator('[data-test=setup-screen]').waitFor();
      await page.getByRole('button', { name: 'Back' }).tap();
      await page.locator('[data-test=import]').waitFor({ state: 'attached' });
      await page.evaluate(() => window.__carcassonne.saved()); // the last writes (and the summary after them) are done
      await collectGarbage(send);
      alive.push({
        sessions: await liveCount(send, 'window.__live_session'), pixiApps: await liveCount(send, 'window.__live_pixiApp'),
        renderers: await liveCount(send, 'window.__live_renderer'), webgl: await liveCount(send, 'WebGL2RenderingContext.prototype'),
      });
    }
    console.log('alive after each game left:', JSON.stringify(alive));
    // Nothing of a game left stays: the same after the fourth as after the first.
    expect(alive).toEqual(Array(4).fill({ sessions: 0, pixiApps: 0, renderers: 0, webgl: 0 }));
    expect(tablet.errors).toEqual([]);
  });
});
