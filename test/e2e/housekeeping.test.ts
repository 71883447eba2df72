// The saves' housekeeping in Chromium's real Web Locks and IndexedDB: a deleted game's claim
// (ui/storage/db.ts) stays while another page of the app is open — that page might still show
// the game — and goes at the next start of a page that is alone (GameStore.pruneClaims,
// ui/platform/page-presence.ts). The game stays deleted.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';

const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION, players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 11, actions: [],
};

/** Every claim row, as [game, writer]. */
const claims = (page: Page) => page.evaluate(async () => {
  const db = await new Promise<IDBDatabase>((ok, fail) => { const r = indexedDB.open('carcassonne'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
  const keys = await new Promise<IDBValidKey[]>((ok) => { const r = db.transaction('claims').objectStore('claims').getAllKeys(); r.onsuccess = () => ok(r.result); });
  db.close();
  return keys as [string, string][];
});

/** The start's housekeeping has run (its count), or null. */
const pruned = (page: Page) => page.evaluate(() => window.__carcassonne.claimsPruned);

describe('the claims of deleted games', () => {
  let tablet: Tablet | null = null;
  afterEach(async () => {
    await tablet?.close();
    tablet = null;
  });

  it('are kept while another page is open, and dropped by the next page that starts alone', async () => {
    tablet = await openTablet();
    const a = tablet.page;
    const file = join(await mkdtemp(join(tmpdir(), 'record-')), 'record.json');
    await writeFile(file, JSON.stringify(RECORD));
    await a.locator('[data-test=import]').setInputFiles(file);
    await expect.poll(() => a.locator('[data-test=save]').count()).toBe(1);
    const id = (await claims(a))[0][0];
    await a.locator('[data-test=save] button.danger').tap();
    await a.locator('[data-test=save] button.danger').tap();
    await expect.poll(() => a.locator('[data-test=save]').count()).toBe(0);
    expect(await claims(a)).toEqual([[id, '(deleted)']]);

    // A second page starts while the first is open: it leaves the claim alone.
    const b = await tablet.ctx.newPage();
    await b.goto(inject('baseUrl'));
    await b.locator('[data-test=start-screen]').waitFor();
    await expect.poll(() => b.evaluate(() => window.__carcassonne.claimsPruned), { timeout: 10_000 }).toBe(0);
    expect(await claims(b)).toEqual([[id, '(deleted)']]);

    // The first page goes; the second, reloaded, is alone.
    await a.close();
    await b.reload();
    await expect.poll(() => pruned(b), { timeout: 10_000 }).toBe(1);
    expect(await claims(b)).toEqual([]);
    expect(await b.locator('[data-test=save]').count()).toBe(0);
  });
});
