// The setup as a lobby, by touch on a 10" tablet (1180×820 and 820×1180): a card per seat with a
// big colour token, colours picked as tokens (a taken one cannot be picked twice), who plays each
// seat, expansion boxes with a tile picture, name and description whose options appear once taken,
// each box's rules one tap away; the game starts with exactly what was chosen, and the next game's
// set-up starts from that table (ui/game/last-table.ts). Axe on each.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { axeViolations } from './axe.js';
import { messageTables } from '../../ui/i18n/index.js';
import { passHandoff, waitForBoard } from './play-helpers.js';

/** The tile pictures in the boxes are drawn: each has an SVG with painted shapes. */
const pictures = (page: Page) => page.locator('[data-test=expansion-box] ct-tile-preview').evaluateAll(
  (els) => els.map((e) => e.shadowRoot?.querySelectorAll('svg path, svg rect').length ?? 0));

/** Every seat token and colour token is a touch target of 44 px or more, on screen width-wise. */
async function tokensTouchable(page: Page, width: number): Promise<void> {
  for (const box of await page.locator('[data-test=player-row] .colours label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

describe('setup lobby', () => {
  let tablet: Tablet;
  /** The seed of the game the lobby started. */
  let setupSeed = -1;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await tablet.page.locator('[data-test=new-game]').tap();
    await tablet.page.locator('[data-test=player-row]').first().waitFor();
  });
  afterAll(async () => { await tablet?.close(); });

  it('shows seats as cards with big tokens and expansions as boxes with a tile picture', async () => {
    const { page } = tablet;
    expect(await page.locator('[data-test=player-row]').count()).toBe(2);
    expect(await page.locator('[data-test=seat-token]').count()).toBe(2);
    const boxes = await page.locator('[data-test=expansion-box]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')));
    expect(boxes).toEqual(['base', 'catapult', 'inns', 'river', 'siege']);
    const drawn = await pictures(page);
    expect(drawn).toHaveLength(5);
    for (const n of drawn) expect(n).toBeGreaterThan(3);
    expect(await page.locator('[data-test=expansion-box][data-module=siege]').innerText()).toMatch(/Besiegers, Cathars & Siege/);
    // An expansion not taken shows no options; the base game's are there.
    expect(await page.locator('[data-test="option-siege.escape-siege-tile"]').count()).toBe(0);
    expect(await page.locator('[data-test="option-base.smallCity-2"]').count()).toBe(1);
    await tokensTouchable(page, 1180);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/setup-lobby-landscape.png', fullPage: true });
  });

  it('says the seats nobody named in the language picked here; a name someone typed stays', async () => {
    const { page } = tablet;
    const names = () => page.locator('[data-test=player-name]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(await names()).toEqual(['Player 1', 'Player 2']);
    await page.locator('[data-test=player-name]').nth(1).fill('Bram');
    await page.locator('[data-test=language]').selectOption('cs');
    await expect.poll(names).toEqual(['Hráč 1', 'Bram']);
    await page.locator('[data-test=language]').selectOption('en');
    await expect.poll(names).toEqual(['Player 1', 'Bram']);
    await page.locator('[data-test=player-name]').nth(1).fill('Player 2');
  });

  it('adds a seat, picks colours by token (not one taken twice), seat kinds, expansions and options, then starts with them', async () => {
    const { page } = tablet;
    await page.locator('[data-test=add-player]').tap();
    expect(await page.locator('[data-test=player-row]').count()).toBe(3);
    const seat = (i: number) => page.locator('ct-seat-card').nth(i);
    // Seat 1 holds red: seat 3 (green, the first colour free) cannot take it, but takes pink.
    expect(await seat(2).locator('[data-test=colour-green]').isChecked()).toBe(true);
    expect(await seat(2).locator('[data-test=colour-red]').isDisabled()).toBe(true);
    await seat(2).locator('label[for=c-pink]').tap();
    expect(await seat(2).locator('[data-test=colour-pink]').isChecked()).toBe(true);
    expect(await seat(0).locator('[data-test=colour-pink]').isDisabled()).toBe(true);
    expect(await seat(0).locator('[data-test=colour-green]').isDisabled()).toBe(false);
    await seat(2).locator('[data-test=player-name]').fill('Cleo');
    await seat(1).locator('[data-test=seat-kind]').selectOption('strong');
    // Taking the siege shows its options in its box.
    await page.locator('[data-test=expansion-siege]').tap();
    await page.locator('[data-test="option-siege.escape-any-city-tile"]').tap();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.waitForTimeout(200);
    await tokensTouchable(page, 820);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/setup-lobby-portrait.png', fullPage: true });
    // The box's rules open at its own pages.
    await page.locator('[data-test=rules-for-siege]').tap();
    const title = page.locator('[data-test=rules-page][data-page="siege/besieged"] h4');
    await expect.poll(async () => {
      const b = await title.boundingBox();
      return b !== null && b.y > 0 && b.y + b.height < 1180;
    }).toBe(true);
    await page.locator('[data-test=rules-close]').tap();
    await page.locator('[data-test=rules]').waitFor({ state: 'detached' });
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    const setup = await page.evaluate(() => window.__carcassonne.session!.game.state.setup);
    setupSeed = setup.seed;
    expect(setup.players.map((p) => p.color)).toEqual(['red', 'blue', 'pink']);
    expect(setup.players[2].name).toBe('Cleo');
    expect(setup.players[1].computer).toBe('strong');
    expect(setup.expansions).toEqual(['base', 'siege']);
    expect(setup.options['siege.escape']).toBe('any-city-tile');
    expect(tablet.errors).toEqual([]);
  });

  it('the next game starts from the last table (also after a reload), and can start afresh', async () => {
    const { page } = tablet;
    await page.setViewportSize({ width: 1180, height: 820 });
    const seat = (i: number) => page.locator('ct-seat-card').nth(i);
    const shownTable = async () => ({
      names: await page.locator('[data-test=player-name]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      pink: await seat(2).locator('[data-test=colour-pink]').isChecked(),
      strong: await seat(1).locator('[data-test=seat-kind]').inputValue(),
      siege: await page.locator('[data-test=expansion-siege]').isChecked(),
      escape: await page.locator('[data-test="option-siege.escape-any-city-tile"]').isChecked(),
    });
    const lastTable = { names: ['Player 1', 'Player 2', 'Cleo'], pink: true, strong: 'strong', siege: true, escape: true };
    await passHandoff(page);
    await page.locator('[data-test=leave]').tap();
    await page.locator('[data-test=new-game]').tap();
    await page.locator('[data-test=last-table]').waitFor();
    expect(await shownTable()).toEqual(lastTable);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/setup-lobby-last-table.png' });
    // After a reload, in Dutch: the seats nobody named get today's language's default names.
    await page.reload();
    await page.locator('[data-test=language]').selectOption('nl');
    await page.locator('[data-test=new-game]').tap();
    await page.locator('[data-test=last-table]').waitFor();
    expect(await shownTable()).toEqual({ ...lastTable, names: ['Speler 1', 'Speler 2', 'Cleo'] });
    expect(await page.locator('[data-test=last-table]').innerText()).toContain(messageTables().nl['setup.lastTable']);
    // The seed is new: the same table does not play the same tiles again.
    const seed = await page.locator('[data-test=seed]').inputValue();
    expect(Number(seed)).not.toBe(setupSeed);
    // Who starts is the table's choice: Cleo this time, and play goes on round the table from her.
    // The seats nobody named keep their numbers (the number stays with the person).
    await page.locator('[data-test=first-player]').selectOption('2');
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    expect(await page.evaluate(() => window.__carcassonne.session!.game.state.setup.players.map((p) => [p.name, p.color])))
      .toEqual([['Cleo', 'pink'], ['Speler 1', 'red'], ['Speler 2', 'blue']]);
    await passHandoff(page);
    await page.locator('[data-test=leave]').tap();
    await page.locator('[data-test=new-game]').tap();
    await page.locator('[data-test=last-table]').waitFor();
    expect(await page.locator('[data-test=player-name]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Cleo', 'Speler 1', 'Speler 2']);
    expect(await page.locator('[data-test=first-player]').inputValue()).toBe('0');
    await page.locator('[data-test=setup-afresh]').tap();
    await page.locator('[data-test=last-table]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-test=player-name]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Speler 1', 'Speler 2']);
    expect(await page.locator('[data-test=expansion-siege]').isChecked()).toBe(false);
    expect(await seat(1).locator('[data-test=seat-kind]').inputValue()).toBe('person');
    // The one who starts stays the one who starts when a seat before theirs is removed.
    await page.locator('[data-test=add-player]').tap();
    await page.locator('[data-test=first-player]').selectOption('2');
    await seat(0).locator('[data-test=remove-player]').tap();
    const first = page.locator('[data-test=first-player]');
    await expect.poll(() => first.inputValue()).toBe('1');
    expect(await first.locator('option:checked').innerText()).toBe('Speler 3');
    await page.locator('[data-test=language]').selectOption('en');
    expect(tablet.errors).toEqual([]);
  });
});

describe('setup lobby, given a catalogue that lists a module twice', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await tablet.page.locator('[data-test=new-game]').tap();
    await tablet.page.locator('[data-test=player-row]').first().waitFor();
  });
  afterAll(async () => { await tablet?.close(); });

  /** Hands the set-up screen a catalogue: its own, plus what `extra` picks from it. */
  const addToCatalog = (page: Page, extra: 'same' | 'copy') => page.locator('ct-setup-screen').evaluate((el, how) => {
    const screen = el as HTMLElement & { catalog: { id: string; version: number }[] };
    const [base, , inns, , siege] = screen.catalog;
    screen.catalog = [...screen.catalog, ...(how === 'same' ? [inns, base] : [{ ...siege, version: 99 }])];
  }, extra);
  const boxes = (page: Page) => page.locator('[data-test=expansion-box]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')));

  it('shows one card per module id, takes a module once, and names an id two different modules claim', async () => {
    const { page } = tablet;
    await addToCatalog(page, 'same');
    await expect.poll(() => boxes(page)).toEqual(['base', 'catapult', 'inns', 'river', 'siege']);
    expect(await page.locator('[data-test=module-clash]').count()).toBe(0);
    await page.locator('[data-test=expansion-inns]').tap();
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    expect(await page.evaluate(() => window.__carcassonne.session!.game.state.setup.expansions)).toEqual(['base', 'inns']);
    await passHandoff(page);
    await page.locator('[data-test=leave]').tap();
    await page.locator('[data-test=new-game]').tap();
    await page.locator('[data-test=player-row]').first().waitFor();
    await addToCatalog(page, 'copy');
    await page.locator('[data-test=module-clash]').waitFor();
    expect(await boxes(page)).toEqual(['base', 'catapult', 'inns', 'river', 'siege']);
    expect(await page.locator('[data-test=module-clash]').innerText()).toMatch(/^Two different expansions use the id “siege”: only the first is shown/);
    expect(await axeViolations(page)).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });
});
