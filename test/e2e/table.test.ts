// The table around the board, by touch on a 10" tablet (1180×820 landscape, 820×1180 portrait):
// what changed since your last turn (marked on the board in the placer's colour, listed on the
// handoff, gone at the first tap on the board).
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTablet, type Tablet } from './browser.js';
import { axeViolations } from './axe.js';
import { newGameViaSetup, passHandoff, playTurnByTouch } from './play-helpers.js';

const LANDSCAPE = { width: 1180, height: 820 };

/** The square of placed tile `index` on screen, as a screenshot clip. */
async function tileClip(page: Page, index: number) {
  return page.evaluate((i) => {
    const t = window.__carcassonne.session!.game.state.board[i];
    const b = window.__carcassonne.board!, a = b.worldToClient(t.x, t.y), c = b.worldToClient(t.x + 1, t.y + 1);
    return { x: Math.round(a.x), y: Math.round(a.y), width: Math.round(c.x - a.x), height: Math.round(c.y - a.y) };
  }, index);
}

const showsChanges = (page: Page) => page.evaluate(() => window.__carcassonne.board!.showsChanges);

describe('what changed since your last turn', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: LANDSCAPE });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram', 'Cleo'], 31);
  });
  afterAll(async () => { await tablet?.close(); });

  it('marks the last tile after the handoff, lists it on the handoff, and fades it at the first tap', async () => {
    const { page } = tablet;
    await playTurnByTouch(page, { rotateTo: 'first', deploy: true }); // Anna
    // Bram's handoff: one line for Anna's tile (with her follower when she placed one).
    const lines = page.locator('[data-test=handoff-changes] li');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toMatch(/^Anna placed a tile on square -?\d+, -?\d+/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/table-changes-handoff-landscape.png' });
    await passHandoff(page);
    expect(await showsChanges(page)).toBe(true);
    const clip = await tileClip(page, 1);
    const marked = await page.screenshot({ clip });
    await page.screenshot({ path: 'test-results/table-changes-marked-landscape.png' });
    // The first tap on the board: the marks go (at once: reduced motion).
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height - 40);
    await expect.poll(() => showsChanges(page)).toBe(false);
    await page.waitForTimeout(100);
    const plain = await page.screenshot({ clip });
    expect(plain.equals(marked)).toBe(false);
    expect(tablet.errors).toEqual([]);
  });

  it('lists both other players’ tiles for the first player, in portrait too', async () => {
    const { page } = tablet;
    await page.setViewportSize({ width: 820, height: 1180 });
    // Bram's turn (a tap may have chosen a square: playing it continues from there).
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false }); // Cleo
    const lines = page.locator('[data-test=handoff-changes] li');
    await lines.first().waitFor();
    const text = await lines.allInnerTexts();
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(/^Bram placed a tile/);
    expect(text[1]).toMatch(/^Cleo placed a tile/);
    await page.screenshot({ path: 'test-results/table-changes-handoff-portrait.png' });
    await passHandoff(page);
    expect(await showsChanges(page)).toBe(true);
    await page.screenshot({ path: 'test-results/table-changes-marked-portrait.png' });
    expect(tablet.errors).toEqual([]);
  });
});
