// Lying, a first-game tip must not take the score list's room: on three landscape tablets
// (1024×768, 1180×820, 1366×1024) with two and five players, the tip lies on the table clear of
// the side panel, the board ends above it, every square the tile may go to is wholly on the board's
// part of the screen, and the panel is laid out exactly as it is without a tip. Every score row is
// wholly shown without scrolling, with two players and with five (at 1024×768 too: the panel is
// compact on a low screen). Pictures: test-results/landscape-tip-*.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff } from './play-helpers.js';

type Box = { x: number; y: number; width: number; height: number };
const SIZES = [{ width: 1024, height: 768 }, { width: 1180, height: 820 }, { width: 1366, height: 1024 }];

const within = (outer: Box, inner: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
  && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The board has taken its host's size and the camera is still. */
const boardSettled = (page: Page) => expect.poll(() => page.evaluate(() => {
  const host = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('#board-host')!;
  const r = host.getBoundingClientRect(), b = window.__carcassonne.board!;
  return Math.abs(r.width - b.screenSize.width) < 1 && Math.abs(r.height - b.screenSize.height) < 1 && !b.cameraMoving;
}), { timeout: 10_000 }).toBe(true);

/** The side panel's score part and each score row, where they are now. */
const panelLayout = async (page: Page) => ({
  more: (await page.locator('[data-test=game-panel] .more').boundingBox())!,
  rows: await page.locator('[data-test=scoreboard] tbody tr').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box)),
});

/** What is wrong with the screen and its tip now (empty when nothing is). */
async function problems(page: Page, players: number): Promise<string[]> {
  const out: string[] = [];
  const vp = page.viewportSize()!, screen: Box = { x: 0, y: 0, width: vp.width, height: vp.height };
  const { more, rows } = await panelLayout(page);
  if (rows.length !== players) out.push(`${rows.length} score rows for ${players} players`);
  for (const [i, r] of rows.entries()) {
    if (!within(more, r) || !within(screen, r)) out.push(`score row ${i} at ${JSON.stringify(r)} not wholly shown in the panel's ${JSON.stringify(more)}`);
  }
  const [scroll, client] = await page.locator('[data-test=game-panel]').evaluate((el) => [el.scrollHeight, el.clientHeight]);
  if (scroll > client) out.push(`the panel scrolls (${scroll} > ${client})`);
  const tip = (await page.locator('[data-test=coach]').boundingBox())!;
  const panel = (await page.locator('[data-test=game-panel]').boundingBox())!;
  const board = (await page.locator('[data-test=board]').boundingBox())!;
  if (!within(screen, tip)) out.push(`tip ${JSON.stringify(tip)} off screen`);
  if (overlaps(tip, panel)) out.push(`tip ${JSON.stringify(tip)} over the panel ${JSON.stringify(panel)}`);
  if (board.y + board.height > tip.y + 0.5) out.push(`board ends at ${board.y + board.height}, under the tip at ${tip.y}`);
  for (const spot of await page.evaluate(() => window.__carcassonne.session!.placementSpots())) {
    const [a, c] = await page.evaluate(([x, y]) => [window.__carcassonne.board!.worldToClient(x, y), window.__carcassonne.board!.worldToClient(x + 1, y + 1)], [spot.x, spot.y] as const);
    const square = { x: Math.min(a.x, c.x), y: Math.min(a.y, c.y), width: Math.abs(c.x - a.x), height: Math.abs(c.y - a.y) };
    if (!within(board, square)) out.push(`square ${spot.x},${spot.y} at ${JSON.stringify(square)} outside the board ${JSON.stringify(board)}`);
  }
  return out;
}

for (const names of [['Anna', 'Bram'], ['Anna', 'Bram', 'Cleo', 'Dirk', 'Eva']]) {
  describe(`the first-game tip lying, ${names.length} players`, () => {
    let tablet: Tablet;
    beforeAll(async () => {
      await mkdir('test-results', { recursive: true });
      tablet = await openTablet({ viewport: SIZES[0] });
      await newGameViaSetup(tablet.page, names, 8);
      await passHandoff(tablet.page);
    });
    afterAll(async () => { await tablet?.close(); });

    it('leaves the score list its room and lies on the table, above no square', async () => {
      const { page } = tablet;
      const coach = page.locator('[data-test=coach]');
      const withTip: Awaited<ReturnType<typeof panelLayout>>[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await coach.waitFor();
        await boardSettled(page);
        const tag = `${size.width}x${size.height}-${names.length}p`;
        await page.screenshot({ path: `test-results/landscape-tip-${tag}.png` });
        expect.soft(await problems(page, names.length), tag).toEqual([]);
        withTip.push(await panelLayout(page));
      }
      // The tip gone, the board takes the whole table again, and the panel is as it was with the tip.
      const before = (await page.locator('[data-test=board]').boundingBox())!;
      await page.locator('[data-test=coach-ok]').tap();
      await coach.waitFor({ state: 'detached' });
      await expect.poll(async () => (await page.locator('[data-test=board]').boundingBox())!.height).toBeGreaterThan(before.height + 40);
      for (const [i, size] of [...SIZES.entries()].reverse()) {
        await page.setViewportSize(size);
        await boardSettled(page);
        expect.soft(await panelLayout(page), `${size.width}x${size.height}: the panel without a tip`).toEqual(withTip[i]);
      }
      expect(tablet.errors).toEqual([]);
    });
  });
}
