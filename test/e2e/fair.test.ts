// The Catapult's fair reads at the normal zoom, by touch at 1180×820: every fair tile on the
// board shows a big tent with a flag and a ring of bunting — a good share of the tile is the
// fair's canvas and its red stripes, not only yellow ground (the old dot-sized tent covered under
// 4 % of catapult/06).
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { GameRecord } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
/** The board's default zoom (DEFAULT_TILE_CSS in ui/board/board-view.ts, which needs a browser to import). */
const DEFAULT_TILE_CSS = 112;
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff } from './play-helpers.js';
import { decodePng } from './png.js';

/** A game (catapult rounds off, so nothing interrupts) played until every fair tile is down. */
function fairsPlaced(): { record: GameRecord; fairs: number[] } {
  const s = Session.start(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'catapult'],
    options: { 'catapult.mode': 'off' }, seed: 5,
  }, 'f');
  const fairs = () => s.game.state.board.flatMap((t, i) => (t.tile.startsWith('catapult/') ? [i] : []));
  for (let turn = 0; turn < 200 && s.placing && fairs().length < 12; turn++) {
    const p = s.placementSpots()[0];
    s.tapCell(p.x, p.y);
    s.confirmPlacement();
    if (s.deploying) s.skip();
  }
  return { record: s.record(), fairs: fairs() };
}

const tileBox = (page: Page, i: number) => page.evaluate((index) => {
  const t = window.__carcassonne.session!.game.state.board[index], b = window.__carcassonne.board!;
  b.centerOn(t.x + 0.5, t.y + 0.5, false);
  const a = b.worldToClient(t.x, t.y), c = b.worldToClient(t.x + 1, t.y + 1);
  return { x: Math.round(a.x) + 1, y: Math.round(a.y) + 1, width: Math.round(c.x - a.x) - 2, height: Math.round(c.y - a.y) - 2 };
}, i);

/** Share of pixels close to one of `colours` (0xRRGGBB). */
function share(png: Buffer, colours: number[]): number {
  const { data } = decodePng(png);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (colours.some((c) => Math.abs(data[i] - (c >> 16)) + Math.abs(data[i + 1] - ((c >> 8) & 255)) + Math.abs(data[i + 2] - (c & 255)) < 60)) n++;
  }
  return n / (data.length / 4);
}

describe('the fair', () => {
  let tablet: Tablet;
  let fairs: number[];
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    const fx = fairsPlaced();
    fairs = fx.fairs;
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await importAndContinue(tablet.page, fx.record);
    await passHandoff(tablet.page);
  });
  afterAll(async () => { await tablet?.close(); });

  it('shows its tent, flag and bunting at the normal zoom, on every fair tile', async () => {
    const { page } = tablet;
    expect(fairs.length).toBeGreaterThanOrEqual(3);
    // The normal zoom (a long game has zoomed out to show the whole board).
    await page.evaluate((px) => {
      const b = window.__carcassonne.board as unknown as { zoomBy(f: number, animate: boolean): void; tileCss: number };
      b.zoomBy(px / b.tileCss, false);
    }, DEFAULT_TILE_CSS);
    for (const [k, i] of fairs.entries()) {
      const clip = await tileBox(page, i);
      await page.waitForTimeout(150);
      expect(Math.abs(clip.width + 2 - DEFAULT_TILE_CSS)).toBeLessThan(3); // the normal zoom
      const shot = await page.screenshot({ clip });
      await page.screenshot({ path: `test-results/fair-${k}.png`, clip: { x: clip.x - 60, y: clip.y - 60, width: clip.width + 120, height: clip.height + 120 } });
      // Canvas white and stripe red: the tent and the stalls, not a yellow dot.
      const id = await page.evaluate((index) => window.__carcassonne.session!.game.state.board[index].tile, i);
      expect(share(shot, [0xf7f1e1, 0xc8413a]), `fair tile ${i} (${id})`).toBeGreaterThan(0.06);
    }
    expect(tablet.errors).toEqual([]);
  });
});
