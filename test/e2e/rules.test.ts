// The rules reference by touch on a 10" tablet (1180×820 landscape, 820×1180 portrait): opened
// from the setup (every module's pages) and from the game (the game's modules, with this game's
// options), in all four languages, with tile pictures from the game's own art, a contents list
// that jumps to a page and a search that keeps the matching pages; axe on each.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTablet, type Tablet } from './browser.js';
import { axeViolations } from './axe.js';
import { openSetup, passHandoff, turnState, waitForBoard } from './play-helpers.js';

const LANDSCAPE = { width: 1180, height: 820 };
const PORTRAIT = { width: 820, height: 1180 };

const books = (page: Page) => page.locator('[data-test=rules-book]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')));

/** The tile pictures are drawn: each preview holds an SVG with painted paths. */
const drawnTiles = (page: Page) => page.locator('[data-test=rules-tiles] ct-tile-preview').evaluateAll(
  (els) => els.map((e) => e.shadowRoot?.querySelectorAll('svg path, svg rect').length ?? 0));

async function openFromSetup(page: Page): Promise<void> {
  await page.locator('[data-test=setup-rules]').tap();
  await page.locator('[data-test=rules-book]').first().waitFor();
}

async function closeRules(page: Page): Promise<void> {
  await page.locator('[data-test=rules-close]').tap();
  await page.locator('[data-test=rules]').waitFor({ state: 'detached' });
}

/** The sheet lies inside the viewport (nothing of it below the fold). */
async function fitsViewport(page: Page, size: { width: number; height: number }): Promise<boolean> {
  const b = (await page.locator('[data-test=rules]').boundingBox())!;
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= size.width + 0.5 && b.y + b.height <= size.height + 0.5;
}

describe('rules reference', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: LANDSCAPE });
    await openSetup(tablet.page);
  });
  afterAll(async () => { await tablet?.close(); });

  it('opens from the setup with every module’s pages, tile pictures and a contents list that jumps to a page', async () => {
    const { page } = tablet;
    await openFromSetup(page);
    expect(await books(page)).toEqual(['base', 'catapult', 'inns', 'river', 'siege']);
    const pictures = await drawnTiles(page);
    expect(pictures.length).toBeGreaterThan(20);
    for (const n of pictures) expect(n).toBeGreaterThan(3);
    const links = page.locator('nav.side [data-test=rules-link]');
    expect(await links.count()).toBe(await page.locator('[data-test=rules-page]').count());
    expect(await fitsViewport(page, LANDSCAPE)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/rules-setup-landscape.png' });
    // The contents list jumps to the siege escape page: its title is on screen.
    await page.locator('nav.side [data-test=rules-link][data-page="siege/escape"]').tap();
    const title = page.locator('[data-test=rules-page][data-page="siege/escape"] h4');
    await expect.poll(async () => {
      const b = await title.boundingBox();
      return b !== null && b.y > 0 && b.y + b.height < LANDSCAPE.height;
    }).toBe(true);
    expect(await title.innerText()).toBe('Escaping from a besieged city');
    await page.screenshot({ path: 'test-results/rules-setup-jump-landscape.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('search keeps only the pages holding every word, ignoring accents', async () => {
    const { page } = tablet;
    const all = await page.locator('[data-test=rules-page]').count();
    await page.locator('[data-test=rules-search]').fill('FARMERS besieged');
    await expect.poll(() => page.locator('[data-test=rules-page]').count()).toBeLessThan(all);
    const texts = await page.locator('[data-test=rules-page] ct-rules-page').evaluateAll((els) => els.map((e) => e.shadowRoot?.textContent ?? ''));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(/farmers/i);
      expect(text).toMatch(/besieged/i);
    }
    expect(await page.locator('[data-test=rules-status]').innerText()).toMatch(/^\d+ pages? found$/);
    await page.screenshot({ path: 'test-results/rules-search-landscape.png' });
    await page.locator('[data-test=rules-search]').fill('qqqq');
    await expect.poll(() => page.locator('[data-test=rules-page]').count()).toBe(0);
    expect(await page.locator('[data-test=rules-status]').innerText()).toBe('No page holds all of these words.');
    await page.locator('[data-test=rules-search]').fill('');
    await expect.poll(() => page.locator('[data-test=rules-page]').count()).toBe(all);
    await closeRules(page);
  });

  it('opens from the game with the game’s modules and its options, in portrait too', async () => {
    const { page } = tablet;
    await page.locator('[data-test=expansion-siege]').tap();
    await page.locator('[data-test="option-siege.escape-any-city-tile"]').tap();
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    if ((await turnState(page)).handoff !== null) await passHandoff(page);
    if (await page.locator('[data-test=coach-off]').count()) await page.locator('[data-test=coach-off]').tap();
    await page.locator('[data-test=view-rules]').tap();
    await page.locator('[data-test=rules-book]').first().waitFor();
    expect(await books(page)).toEqual(['base', 'siege']);
    // The escape option shows this game's choice.
    const escape = page.locator('[data-test=rules-page][data-page="siege/escape"] [data-test=rules-option]');
    expect(await escape.locator('li.chosen').innerText()).toMatch(/any tile of the city.*in this game/s);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/rules-game-landscape.png' });
    await page.setViewportSize(PORTRAIT);
    await page.waitForTimeout(200);
    expect(await fitsViewport(page, PORTRAIT)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/rules-game-portrait.png' });
    // Escape closes it; the board's controls are back.
    await page.keyboard.press('Escape');
    await page.locator('[data-test=rules]').waitFor({ state: 'detached' });
    await page.setViewportSize(LANDSCAPE);
    expect(tablet.errors).toEqual([]);
  });

  it('reads in Dutch, Czech and Italian', async () => {
    const { page } = tablet;
    const expected = {
      nl: ['Spelregels', 'Het spel in het kort', 'Belegerde steden'],
      cs: ['Pravidla hry', 'Hra v kostce', 'Obležená města'],
      it: ['Regole del gioco', 'Il gioco in breve', 'Città assediate'],
    } as const;
    for (const [locale, [heading, first, siege]] of Object.entries(expected)) {
      await page.locator('[data-test=language]').selectOption(locale);
      await page.locator('[data-test=view-rules]').tap();
      await page.locator('[data-test=rules-book]').first().waitFor();
      expect(await page.locator('#rules-title').innerText()).toBe(heading);
      expect(await page.locator('[data-test=rules-page] h4').first().innerText()).toBe(first);
      expect(await page.locator('[data-test=rules-page][data-page="siege/besieged"] h4').innerText()).toBe(siege);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/rules-game-${locale}.png` });
      await closeRules(page);
    }
    await page.locator('[data-test=language]').selectOption('en');
    expect(tablet.errors).toEqual([]);
  });
});
