// Starting up never leaves the screen empty (a relaunch after a kill on a loaded tablet): index.html
// shows a splash until the app's script has run, and when the saves database does not answer —
// here another page holds a schema upgrade open, as a tab killed in the middle of one would until
// the browser noticed — the start screen comes after a few seconds, says the saves are still
// opening, and the game that was open comes back by itself once they are (ui/storage/open-saves.ts).
// A game that was open but is not saved at all is reported once, then forgotten (ct-app resume).
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { Game, toRecord, type Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { en } from '../../ui/i18n/en.js';
import { openTablet, type Tablet } from './browser.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importAndContinue, pageRecord, waitForBoard } from './play-helpers.js';

/** A short base game: two tiles placed. */
function shortGame() {
  const g = Game.create(BUILT_IN_MODULES, { players: [{ name: 'Ada', color: 'red' }, { name: 'Bo', color: 'blue' }], expansions: ['base'], options: {}, seed: 11 });
  for (let i = 0; i < 4 && !g.state.finished; i++) {
    const r = g.apply(g.choices()[0] as Action);
    if (!r.ok) throw new Error(r.error.message);
  }
  return toRecord(g);
}

/** What the app shows: its screen and the start screen's line on the saves being late (inside shadow roots, which innerText does not reach). */
const shown = (page: Page) => page.evaluate(() => {
  const app = document.querySelector('ct-app') as (HTMLElement & { screen?: string }) | null;
  const late = app?.shadowRoot?.querySelector('ct-start-screen')?.shadowRoot?.querySelector('[data-test=saves-late]');
  return { screen: app?.screen ?? null, late: late?.textContent?.trim() ?? null, board: window.__carcassonne?.board != null };
});

/**
 * Another page of the app upgrades the database and does not finish: every open waits behind it
 * until `giveUp` is set on that page.
 */
async function holdUpgrade(ctx: BrowserContext): Promise<Page> {
  const holder = await ctx.newPage();
  await holder.goto(`${inject('baseUrl')}icons/icon.svg`);
  await holder.evaluate(() => new Promise<void>((ok, fail) => {
    const req = indexedDB.open('carcassonne', 1000);
    req.onupgradeneeded = () => {
      const tx = req.transaction!;
      const meta = tx.objectStore('meta');
      // Keeps the upgrade going (a transaction with no request left would finish) until told to give up.
      const spin = () => {
        if ((window as unknown as { giveUp?: boolean }).giveUp) tx.abort();
        else meta.get('current').onsuccess = spin;
      };
      spin();
      ok();
    };
    req.onerror = () => undefined; // the abort: the database stays as it was
    req.onsuccess = () => fail(new Error('the upgrade was not held'));
  }));
  return holder;
}

describe('starting up', () => {
  let tablet: Tablet | null = null;
  afterEach(async () => {
    await tablet?.close();
    tablet = null;
  });

  it('shows the start screen while the saves do not open, and reopens the game once they do', async () => {
    tablet = await openTablet();
    const { ctx } = tablet;
    let page = tablet.page;
    const record = shortGame();
    await importAndContinue(page, record);
    await page.close();
    const holder = await holdUpgrade(ctx);
    page = await ctx.newPage();
    page.on('pageerror', (e) => tablet!.errors.push(String(e)));
    const t0 = Date.now();
    await page.goto(inject('baseUrl'));
    await expect.poll(async () => (await shown(page)).late, { timeout: 10_000, interval: 100 }).toBe(en['start.savesLate']);
    const waited = Date.now() - t0;
    expect((await shown(page)).screen).toBe('start');
    await page.screenshot({ path: 'test-results/startup-saves-late.png' });
    // The upgrade gives up: the saves open, and the game that was open comes back.
    await holder.evaluate(() => { (window as unknown as { giveUp: boolean }).giveUp = true; });
    await waitForBoard(page);
    expect(await pageRecord(page)).toEqual(record);
    expect(await shown(page)).toMatchObject({ screen: 'game', late: null, board: true });
    expect(tablet.errors).toEqual([]);
    console.log(`start screen with the saves late after ${waited} ms`);
  });

  it('imports a file chosen while the saves are still opening, once they are open', async () => {
    tablet = await openTablet();
    const { ctx } = tablet;
    // The saves exist (the first start made them) before another page holds their upgrade.
    await expect.poll(async () => (await shown(tablet!.page)).screen, { timeout: 15_000 }).toBe('start');
    await tablet.page.close();
    const holder = await holdUpgrade(ctx);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => tablet!.errors.push(String(e)));
    await page.goto(inject('baseUrl'));
    await expect.poll(async () => (await shown(page)).late, { timeout: 10_000, interval: 100 }).toBe(en['start.savesLate']);
    const file = join(await mkdtemp(join(tmpdir(), 'record-')), 'record.json');
    await writeFile(file, JSON.stringify(shortGame()));
    await page.locator('[data-test=import]').setInputFiles(file);
    // Not dropped: the player is told it waits for the saves.
    await expect.poll(() => page.locator('[data-test=notice]').innerText()).toBe(en['start.importWaiting']);
    await holder.evaluate(() => { (window as unknown as { giveUp: boolean }).giveUp = true; });
    await expect.poll(() => page.locator('[data-test=notice]').innerText(), { timeout: 15_000 }).toBe(en['start.imported']);
    expect(await page.locator('[data-test=save]').count()).toBe(1);
    expect(tablet.errors).toEqual([]);
  });

  it('forgets a game that was never saved: one launch says so, the next starts quietly', async () => {
    tablet = await openTablet();
    const { ctx } = tablet;
    await tablet.page.locator('[data-test=start-screen]').waitFor();
    // The game opened last was never written (a new game whose first save failed, then the app was closed).
    await tablet.page.evaluate(() => new Promise<void>((ok, fail) => {
      const r = indexedDB.open('carcassonne');
      r.onerror = () => fail(r.error);
      r.onsuccess = () => {
        const tx = r.result.transaction('meta', 'readwrite');
        tx.objectStore('meta').put({ key: 'current', value: 'never-saved' });
        tx.oncomplete = () => { r.result.close(); ok(); };
        tx.onerror = () => fail(tx.error);
      };
    }));
    /** A fresh window (no sessionStorage of its own) started now: why reopening failed, if it tried. */
    const launch = async () => {
      const page = await ctx.newPage();
      page.on('pageerror', (e) => tablet!.errors.push(String(e)));
      await page.goto(inject('baseUrl'));
      await page.locator('[data-test=start-screen]').waitFor();
      await expect.poll(async () => (await shown(page)).screen, { timeout: 10_000 }).toBe('start');
      const errors = await page.evaluate(() => window.__carcassonne.reopenErrors);
      await page.close();
      return errors;
    };
    expect((await launch()).join(' ')).toContain('never-saved');
    expect(await launch()).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });

  it('leaves the screen to a player who began something while the saves were late', async () => {
    tablet = await openTablet();
    const { ctx } = tablet;
    await importAndContinue(tablet.page, shortGame());
    await tablet.page.close();
    const holder = await holdUpgrade(ctx);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => tablet!.errors.push(String(e)));
    await page.goto(inject('baseUrl'));
    await expect.poll(async () => (await shown(page)).late, { timeout: 10_000, interval: 100 }).toBe(en['start.savesLate']);
    await page.locator('[data-test=new-game]').tap();
    await holder.evaluate(() => { (window as unknown as { giveUp: boolean }).giveUp = true; });
    // The saves open and the start goes on, but the game that was open does not take the screen.
    await page.waitForTimeout(2500);
    expect((await shown(page)).screen).toBe('setup');
    expect(tablet.errors).toEqual([]);
  });

  it('shows a splash from the first paint until the app\'s script runs', async () => {
    let held: Route | null = null;
    let heard: () => void = () => undefined;
    const caught = new Promise<void>((ok) => { heard = ok; });
    let checked: Promise<{ splash: boolean; visible: boolean }> = Promise.resolve({ splash: false, visible: false });
    tablet = await openTablet({
      beforeLoad: async (_ctx, page) => {
        // The app's entry script is held back (a slow start), then let through.
        await page.route(/\/assets\/index-[^/]*\.js$/, (route) => { held = route; heard(); });
        checked = caught.then(async () => {
          try {
            const splash = page.locator('.splash-icon');
            await splash.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
            await page.screenshot({ path: 'test-results/startup-splash.png' });
            return { splash: await splash.count() === 1, visible: await splash.isVisible() };
          } finally {
            await held!.continue();
          }
        });
      },
    });
    expect(await checked).toEqual({ splash: true, visible: true });
    const { page } = tablet;
    await expect.poll(async () => (await shown(page)).screen, { timeout: 15_000 }).toBe('start');
    expect(await page.locator('.splash').count()).toBe(0);
  });
});
