// Legible at normal zoom, by touch at 1180×820 and 820×1180: the farm overlay tints the farms —
// the pixels of a farm with a farmer change when "Show farms" is switched on, and come back when
// it is switched off.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { GameRecord } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

/** Four turns played in node, a farmer in the first: the first legal square each time. */
function withFarmer(): GameRecord {
  const s = Session.start(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base'], options: {}, seed: 3,
  }, 'f');
  for (let turn = 0; turn < 4; turn++) {
    const p = s.placementSpots()[0];
    s.tapCell(p.x, p.y);
    s.confirmPlacement();
    const field = s.followerSpots().find((f) => f.kind === 'field');
    if (turn === 0 && field) { s.tapSpot(field.at); s.confirmDeploy(); } else if (s.deploying) s.skip();
  }
  return s.record();
}

/** The screen box of the tile the first farmer stands on. */
const farmTile = (page: Page) => page.evaluate(() => {
  const g = window.__carcassonne.session!.game, b = window.__carcassonne.board!;
  const f = g.state.followers.find((x) => g.state.nodes[x.node].kind === 'field')!;
  const t = g.state.board[f.tile], a = b.worldToClient(t.x, t.y), c = b.worldToClient(t.x + 1, t.y + 1);
  return { x: Math.round(a.x) + 2, y: Math.round(a.y) + 2, width: Math.round(c.x - a.x) - 4, height: Math.round(c.y - a.y) - 4 };
});

describe('the farm overlay', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await importAndContinue(tablet.page, withFarmer());
    await passHandoff(tablet.page);
  });
  afterAll(async () => { await tablet?.close(); });

  for (const size of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
    const o = size.width > size.height ? 'landscape' : 'portrait';
    it(`changes the farm’s pixels when switched on, and back when off (${o})`, async () => {
      const { page } = tablet;
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const clip = await farmTile(page);
      const off = await page.screenshot({ clip });
      const toggle = page.locator('[data-test=farm-overlay]');
      await toggle.tap();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await page.waitForTimeout(200);
      const on = await page.screenshot({ clip });
      await page.screenshot({ path: `test-results/table-farms-${o}.png` });
      // Count the bytes that differ: a tint over the farm changes a good part of the tile.
      let changed = 0;
      for (let i = 0; i < Math.min(on.length, off.length); i++) if (on[i] !== off[i]) changed++;
      expect(on.equals(off)).toBe(false);
      expect(changed).toBeGreaterThan(0);
      await toggle.tap();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await page.waitForTimeout(200);
      expect((await page.screenshot({ clip })).equals(off)).toBe(true);
      expect(tablet.errors).toEqual([]);
    });
  }
});
