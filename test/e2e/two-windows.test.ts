// Two tabs of the app on one browser profile (a bookmark tapped while the game is open, the
// installed app beside a tab): one game is played in one window at a time, and nothing either
// window confirmed is lost or mixed into the other's moves (ui/platform/game-lock.ts, the claims
// of ui/storage/db.ts, ct-game-elsewhere).
// - The second tab does not reopen the game the first plays; it says so on its start screen.
// - Opened there anyway, the first tab stops at once and offers it back; taken back, the second stops.
// - Deleted in one tab, the game the other still shows stops at its next move, and that window
//   keeps all of it as a new save.
// - A reload brings each window back to its own game (ui/game/open-game.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, pageRecord, passHandoff, playTurnByTouch, tapWorld, turnState, waitForBoard } from './play-helpers.js';

const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION, players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 11, actions: [],
};

const elsewhere = (page: Page) => page.locator('[data-test=game-elsewhere]');
const storedIds = (page: Page) => page.evaluate(async () => {
  const db = await new Promise<IDBDatabase>((ok, fail) => { const r = indexedDB.open('carcassonne'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
  const keys = await new Promise<IDBValidKey[]>((ok) => { const r = db.transaction('headers').objectStore('headers').getAllKeys(); r.onsuccess = () => ok(r.result); });
  db.close();
  return keys.map(String).sort();
});

describe('two windows on one game', () => {
  let tablet: Tablet;
  let a: Page;
  let b: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    tablet = await openTablet();
    a = tablet.page;
    b = await tablet.ctx.newPage();
    b.on('pageerror', (e) => errors.push(`B: ${String(e)}`));
    b.on('console', (m) => { if (m.type() === 'error') errors.push(`B: ${m.text()}`); });
  });
  afterAll(async () => { await tablet?.close(); });

  it('plays a game in one window at a time, and loses nothing either window confirmed', async () => {
    await importAndContinue(a, RECORD);
    await playTurnByTouch(a, { rotateTo: 'first', deploy: true });
    await a.evaluate(() => window.__carcassonne.saved());
    const id = await a.evaluate(() => window.__carcassonne.session!.id);

    // The second tab: its start screen says where the game is, and A plays on undisturbed.
    await b.goto(inject('baseUrl'));
    await expect.poll(() => b.locator('[data-test=notice]').innerText()).toContain('is being played in another window');
    expect(await b.locator('[data-test=save] [data-test=open-elsewhere]').innerText()).toBe('open in another window');
    await b.screenshot({ path: 'test-results/two-windows-second-start.png' });
    expect(await b.evaluate(() => window.__carcassonne.session)).toBeNull();
    await playTurnByTouch(a, { rotateTo: 'last', deploy: false });
    await a.evaluate(() => window.__carcassonne.saved());
    expect(await elsewhere(a).count()).toBe(0);

    // Opened in B anyway (Continue): A stops at once, with nothing of its own unsaved.
    await b.locator('[data-test=continue]').tap();
    await waitForBoard(b);
    expect(await pageRecord(b)).toEqual(await pageRecord(a));
    await elsewhere(a).waitFor();
    expect(await elsewhere(a).getAttribute('data-reason')).toBe('taken');
    expect(await a.locator('[data-test=elsewhere-unsaved]').count()).toBe(0);
    await a.screenshot({ path: 'test-results/two-windows-taken.png' });
    expect(await a.locator('[data-test=board]').count()).toBe(0); // the game stopped there (and its computers with it)

    // B plays a turn; A takes the game back and has B's turn; B stops.
    await playTurnByTouch(b, { rotateTo: 'first', deploy: true });
    await b.evaluate(() => window.__carcassonne.saved());
    await a.locator('[data-test=elsewhere-play-here]').tap();
    await elsewhere(a).waitFor({ state: 'detached' });
    await waitForBoard(a);
    expect(await pageRecord(a)).toEqual(await pageRecord(b));
    await elsewhere(b).waitFor();

    // B goes to its start screen and deletes the game; A, still showing it, plays a turn: A stops
    // (its move is not in any saved game) and keeps all of it as a new save.
    await b.locator('[data-test=elsewhere-leave]').tap();
    // What the device keeps of the game besides its save (hints counted, a result dismissed) goes with it.
    const marks = [`carcassonne.hints.${id}`, `carcassonne.presented.${id}`];
    await b.evaluate((keys) => { localStorage.setItem(keys[0], '[1,0]'); localStorage.setItem(keys[1], '3'); }, marks);
    await b.locator('[data-test=save] button.danger').first().tap();
    await b.locator('[data-test=save] button.danger').first().tap(); // Really delete
    await expect.poll(() => b.locator('[data-test=save]').count()).toBe(0);
    expect(await b.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), marks)).toEqual([null, null]);
    const before = (await pageRecord(a)).actions.length;
    if ((await turnState(a)).handoff !== null) await passHandoff(a);
    const st = await turnState(a);
    await tapWorld(a, st.spots[0].x + 0.5, st.spots[0].y + 0.5);
    await a.locator('[data-test=confirm]').tap(); // the tile's write is refused: the game stops here
    await elsewhere(a).waitFor();
    expect(await elsewhere(a).getAttribute('data-reason')).toBe('gone');
    expect(await a.locator('[data-test=elsewhere-unsaved]').innerText()).toMatch(/^\d+ moves? made here/);
    await a.screenshot({ path: 'test-results/two-windows-gone.png' });
    const kept = await a.evaluate(() => window.__carcassonne.session!.record());
    expect(kept.actions.length).toBeGreaterThan(before);
    await a.locator('[data-test=elsewhere-keep]').tap();
    await waitForBoard(a);
    const copyId = await a.evaluate(() => window.__carcassonne.session!.id);
    expect(copyId).not.toBe(id);
    await a.evaluate(() => window.__carcassonne.saved());
    expect(await storedIds(a)).toEqual([copyId]);
    // After a reload the copy is there with every move A made.
    await a.reload();
    await waitForBoard(a);
    expect((await pageRecord(a)).actions).toEqual(kept.actions);

    expect([...tablet.errors, ...errors]).toEqual([]);
  });
});

describe('each window comes back to its own game', () => {
  it('a reload reopens the game this window played, not the one another window opened since', async () => {
    const tablet = await openTablet();
    try {
      const a = tablet.page;
      await importAndContinue(a, RECORD);
      const x = await a.evaluate(() => window.__carcassonne.session!.id);
      const b = await tablet.ctx.newPage();
      await b.goto(inject('baseUrl'));
      await importAndContinue(b, { ...RECORD, seed: 12 });
      const y = await b.evaluate(() => window.__carcassonne.session!.id);
      expect(y).not.toBe(x);
      // B opened its game last (a fresh window would reopen it), yet A's reload brings back A's own.
      await a.reload();
      await waitForBoard(a);
      expect(await a.evaluate(() => window.__carcassonne.session!.id)).toBe(x);
      expect(await elsewhere(b).count()).toBe(0); // B was not disturbed
      await b.reload();
      await waitForBoard(b);
      expect(await b.evaluate(() => window.__carcassonne.session!.id)).toBe(y);
    } finally {
      await tablet.close();
    }
  });
});
