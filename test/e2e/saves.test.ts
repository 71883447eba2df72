// A save that fails is never silent (issue 14 §1): IndexedDB refuses writes — transactions aborted
// over quota or plainly, the schema upgrade blocked by an old tab — and the game screen shows the banner at once, play
// goes on, the banner's export hands over the game so far, and after the storage recovers the
// record in IndexedDB is the game played (checked after a reload). A game never stored is still
// offered on the start screen after leaving it. A reload resumes from the autosave's snapshot.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, pageRecord, passHandoff, playTurnByTouch, waitForBoard } from './play-helpers.js';

const banner = (page: Page) => page.locator('[data-test=save-banner]');

/**
 * While window.__idbFault is set, every readwrite transaction fails as Chromium fails it: 'quota'
 * aborts it with a QuotaExceededError on the transaction (what a full disk does; Chromium's quota
 * override only reaches databases created after it), 'abort' aborts it plainly.
 */
async function injectFaults(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const open = IDBDatabase.prototype.transaction;
    const commit = IDBTransaction.prototype.commit;
    const doomed = new WeakSet<IDBTransaction>();
    const abort = (tx: IDBTransaction) => { try { tx.abort(); } catch { /* already over */ } };
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof open>) {
      const tx = open.apply(this, args);
      const fault = (window as unknown as { __idbFault?: string }).__idbFault;
      if (fault && args[1] === 'readwrite') {
        if (fault === 'quota') {
          const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          Object.defineProperty(tx, 'error', { get: () => error });
        }
        doomed.add(tx);
        queueMicrotask(() => abort(tx));
      }
      return tx;
    } as typeof open;
    // The app commits its appends at once: the browser refusing that commit aborts the transaction.
    IDBTransaction.prototype.commit = function (this: IDBTransaction) {
      if (doomed.has(this)) abort(this);
      else commit.call(this);
    };
  });
  await page.reload();
}

const setFault = (page: Page, fault: 'quota' | 'abort' | null) =>
  page.evaluate((f) => { (window as unknown as { __idbFault: string | null }).__idbFault = f; }, fault);

/** The record IndexedDB holds for the game being played, read back after a reload (the app resumes it). */
async function recordAfterReload(page: Page) {
  await page.reload();
  await waitForBoard(page);
  return pageRecord(page);
}

async function playTurn(page: Page) {
  await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
}

describe('a cold resume', () => {
  let tablet: Tablet | null = null;
  afterEach(async () => { await tablet?.close(); tablet = null; });

  it('starts from the snapshot the autosave took at a turn start (the test hook says which), and is the game played', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await newGameViaSetup(page, ['Anna', 'Bram'], 24);
    await passHandoff(page);
    // Past a snapshot's 24 actions, each action saved before the next, ending mid-turn.
    const before = await page.evaluate(async () => {
      const hook = window.__carcassonne;
      const s = hook.session!;
      while (s.game.actions.length < 30 || s.game.state.turn.phase === 'place') {
        s.apply(s.game.choices()[0]);
        await hook.saved();
      }
      return hook.report();
    });
    await page.reload();
    await waitForBoard(page);
    const resumed = await page.evaluate(() => window.__carcassonne.resumed);
    expect(resumed?.fromSnapshot).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => window.__carcassonne.report())).toEqual(before);
  });
});

describe('a failing save', () => {
  let tablet: Tablet | null = null;
  afterEach(async () => { await tablet?.close(); tablet = null; });

  it('out of quota: the banner says so at once, play goes on, export works, a retry saves everything', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await injectFaults(page);
    await newGameViaSetup(page, ['Anna', 'Bram'], 21);
    await passHandoff(page);
    await playTurn(page);
    await page.evaluate(() => window.__carcassonne.saved());
    await setFault(page, 'quota');
    await playTurn(page);
    await expect.poll(() => banner(page).getAttribute('data-reason'), { timeout: 10_000 }).toBe('quota');
    expect(await banner(page).innerText()).toMatch(/out of storage space/);
    // Play goes on under the banner.
    await playTurn(page);
    const played = await pageRecord(page);
    expect(await banner(page).innerText()).toMatch(/unsaved actions/);
    // The banner's export is the game so far.
    const download = page.waitForEvent('download');
    await page.locator('[data-test=save-export]').tap();
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    expect(exported).toEqual(played);
    await page.screenshot({ path: 'test-results/save-banner-quota.png' });
    // Over a game the banner keeps to the board's column (both sized by the page's --ct-panel-w):
    // lying, it ends left of the side panel; upright, above the panel under the board.
    for (const size of [{ width: 1024, height: 768 }, { width: 1366, height: 1024 }, { width: 768, height: 1024 }, { width: 1024, height: 1366 }]) {
      await page.setViewportSize(size);
      const clear = () => Promise.all([banner(page).boundingBox(), page.locator('[data-test=game-panel]').boundingBox()]).then(([b, p]) =>
        b && p ? (size.width > size.height ? p.x - (b.x + b.width) : p.y - (b.y + b.height)) : -1);
      await expect.poll(clear).toBeGreaterThanOrEqual(12);
      await page.screenshot({ path: `test-results/save-banner-${size.width}x${size.height}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // Space again: a retry writes everything, the banner goes.
    await setFault(page, null);
    await page.locator('[data-test=save-retry]').tap();
    await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await recordAfterReload(page)).toEqual(played);
  });

  it('aborted transactions: the banner shows, the queue retries by itself once writes go through', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await injectFaults(page);
    await newGameViaSetup(page, ['Anna', 'Bram'], 22);
    await passHandoff(page);
    await playTurn(page);
    await page.evaluate(() => window.__carcassonne.saved());
    await setFault(page, 'abort');
    await playTurn(page);
    await expect.poll(() => banner(page).getAttribute('data-reason'), { timeout: 10_000 }).toBe('aborted');
    await playTurn(page);
    const played = await pageRecord(page);
    await setFault(page, null);
    // No tap: the automatic retry (a few seconds at most) saves it.
    await banner(page).waitFor({ state: 'detached', timeout: 40_000 });
    expect(await recordAfterReload(page)).toEqual(played);
  });

  it('a game whose first save failed: after leaving it the start screen lists it as not saved, exports it, and a retry stores it', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await injectFaults(page);
    await setFault(page, 'quota'); // from the first write on: the game is never stored
    await newGameViaSetup(page, ['Anna', 'Bram'], 23);
    await passHandoff(page);
    await playTurn(page);
    await expect.poll(() => banner(page).getAttribute('data-reason'), { timeout: 10_000 }).toBe('quota');
    const played = await pageRecord(page);
    await passHandoff(page);
    await page.locator('[data-test=leave]').tap();
    // Only the autosave's memory holds the game: the list offers it, marked, with its export.
    const row = page.locator('[data-test=save]');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.locator('[data-test=not-saved]').innerText()).toMatch(/not saved on this device yet/);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Export the game of Anna and Bram, not saved yet/ }).tap();
    expect(JSON.parse(await readFile(await (await download).path(), 'utf8'))).toEqual(played);
    await page.screenshot({ path: 'test-results/save-list-unsaved.png' });
    // The banner's retry, once there is space, stores it; the mark goes.
    await setFault(page, null);
    await page.locator('[data-test=save-retry]').tap();
    await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => row.locator('[data-test=not-saved]').count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await page.locator('[data-test=continue]').tap();
    await waitForBoard(page);
    expect(await pageRecord(page)).toEqual(played);
  });

  it('an upgrade blocked by an old tab: the banner says why; the version 1 saves migrate once it lets go', async () => {
    tablet = await openTablet();
    const { page, ctx } = tablet;
    // An "old version" holds the database open at schema 1, with one saved game, and never lets go.
    await page.goto(`${inject('baseUrl')}icons/icon.svg`);
    await page.evaluate(() => new Promise<void>((ok, fail) => {
      indexedDB.deleteDatabase('carcassonne');
      const req = indexedDB.open('carcassonne', 1);
      req.onupgradeneeded = () => {
        const db = req.result;
        db.createObjectStore('games', { keyPath: 'id' }).createIndex('by-updated', 'updated');
        db.createObjectStore('meta', { keyPath: 'key' });
      };
      req.onsuccess = () => {
        const db = req.result;
        (window as unknown as { oldDb: IDBDatabase }).oldDb = db;
        const tx = db.transaction('games', 'readwrite');
        tx.objectStore('games').put({
          id: 'v1-game', created: 1, updated: 2,
          summary: { players: [{ name: 'Old', color: 'red' }, { name: 'Tab', color: 'blue' }], turn: 0, finished: false, scores: [0, 0] },
          record: { format: 'carcassonne-record', version: 1, players: [{ name: 'Old', color: 'red' }, { name: 'Tab', color: 'blue' }], expansions: ['base'], options: {}, seed: 5, actions: [] },
        });
        tx.oncomplete = () => ok();
        tx.onerror = () => fail(tx.error);
      };
      req.onerror = () => fail(req.error);
    }));
    const app = await ctx.newPage();
    await app.goto(inject('baseUrl'));
    await expect.poll(() => banner(app).getAttribute('data-reason'), { timeout: 15_000 }).toBe('blocked');
    expect(await banner(app).innerText()).toMatch(/older version/);
    await app.screenshot({ path: 'test-results/save-banner-blocked.png' });
    await page.evaluate(() => (window as unknown as { oldDb: IDBDatabase }).oldDb.close());
    await banner(app).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => app.locator('[data-test=save]').count(), { timeout: 15_000 }).toBe(1);
    expect(await app.locator('[data-test=save]').innerText()).toMatch(/Old/);
    await app.reload();
    await expect.poll(() => app.locator('[data-test=save]').count(), { timeout: 15_000 }).toBe(1);
  });
});
