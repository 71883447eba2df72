// A crowded table on a small tablet (play-test at 1024×768, five players, the catapult and the siege):
// the score chips above the board stay in one row, decided by the board column's width and not the
// window's; the side panel shows every score row and keeps its menu on screen on one line, while a
// catapult is aimed too; and the turn's heading, focused for screen readers after the handoff, draws
// no ring after a tap (a keyboard still gets one).
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, toRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

const NAMES = ['Anna', 'Bram', 'Cleo', 'Dirk', 'Eva', 'Femke'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const SMALL = { width: 1024, height: 768 };
const SIZES = [SMALL, { width: 1180, height: 820 }, { width: 1366, height: 1024 }, { width: 768, height: 1024 }, { width: 820, height: 1180 }];

/** A new game of `n` players with the catapult and the siege, as a record to import. */
const newTable = (n: number) => toRecord(Game.create(BUILT_IN_MODULES, {
  players: NAMES.slice(0, n).map((name, i) => ({ name, color: COLORS[i] })), expansions: ['base', 'catapult', 'siege'], options: {}, seed: 5,
}));

/** The score track as laid out: the rail's height, how many rows of chips, whether names show. */
const track = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const t = screen.querySelector('ct-score-track')!;
  const chips = [...t.shadowRoot!.querySelectorAll('li')];
  const names = chips.filter((li) => getComputedStyle(li.querySelector('.name')!).display !== 'none').length;
  return { rail: Math.round(screen.querySelector('.rail')!.getBoundingClientRect().height), rows: new Set(chips.map((li) => li.offsetTop)).size, names };
});

describe('five players on a 1024×768 tablet', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: SMALL });
  });
  afterAll(async () => { await tablet?.close(); });

  it('keeps the score chips in one row, short where the board column is narrow, for two to six players', async () => {
    const { page } = tablet;
    const seen: string[] = [];
    for (let n = 2; n <= 6; n++) {
      await page.setViewportSize(SMALL);
      await importAndContinue(page, newTable(n));
      await passHandoff(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(150);
        const m = await track(page);
        seen.push(`${n} players ${size.width}×${size.height}: rail ${m.rail} px, ${m.rows} row(s), ${m.names} names`);
        if (n === 5) await page.screenshot({ path: `test-results/crowded-rail-${size.width}x${size.height}.png` });
        // Six short chips beside the board's buttons need a little more than 676 px.
        const rows = n === 6 && size === SMALL ? 2 : 1;
        expect.soft(m.rows, seen.at(-1)).toBeLessThanOrEqual(rows);
        expect.soft(m.rail, seen.at(-1)).toBeLessThanOrEqual(rows === 1 ? 70 : 126);
      }
      await page.locator('[data-test=leave]').tap();
      await page.locator('[data-test=import]').waitFor({ state: 'attached' });
    }
    console.log(seen.join('\n'));
    expect(tablet.errors).toEqual([]);
  });
});
