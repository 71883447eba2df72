// The shell around the board: the language switch (all four, remembered), import of a bad file,
// axe-core (0 violations) on the start, setup and game screens.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, toRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { LOCALES, messageTables } from '../../ui/i18n/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { openSetup, passHandoff, waitForBoard } from './play-helpers.js';

describe('the shell', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet(); });
  afterAll(async () => { await tablet?.close(); });

  it('switches among all four languages and remembers the choice', async () => {
    const { page } = tablet;
    const tables = messageTables();
    for (const locale of LOCALES) {
      await page.locator('[data-test=language]').selectOption(locale);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.locator('[data-test=new-game]').innerText()).toBe(tables[locale]['start.newGame']);
      expect(await page.locator('h2#saved').innerText()).toBe(tables[locale]['start.saved']);
      // The import button too (the browser's own file button would stay in the device's language).
      expect(await page.locator('[data-test=import-button]').innerText()).toBe(tables[locale]['start.import']);
    }
    await page.locator('[data-test=language]').selectOption('cs');
    await page.reload();
    await page.locator('[data-test=new-game]').waitFor();
    expect(await page.locator('[data-test=new-game]').innerText()).toBe(tables.cs['start.newGame']);
    await page.locator('[data-test=language]').selectOption('en');
  });

  it('refuses a bad file with its reason and changes nothing', async () => {
    const { page } = tablet;
    const dir = await mkdtemp(join(tmpdir(), 'bad-'));
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ format: 'carcassonne-record', version: 1, players: [], expansions: ['base'], seed: 1, actions: [] }));
    // Picked as a player picks it: the button in the game's language opens the browser's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-test=import-button]').tap();
    await (await chooser).setFiles(file);
    await expect.poll(() => page.locator('[data-test=notice]').innerText()).toMatch(/^This file was not imported: the file is not a game record/);
    expect(await page.locator('[data-test=save]').count()).toBe(0);
  });

  it('imports a game once: the same file again says the game is already here and lists it once', async () => {
    const { page } = tablet;
    const g = Game.create(BUILT_IN_MODULES, {
      players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base'], options: {}, seed: 5,
    });
    g.apply(g.choices()[0]);
    const file = join(await mkdtemp(join(tmpdir(), 'twice-')), 'game.json');
    await writeFile(file, JSON.stringify(toRecord(g)));
    for (const notice of ['Game imported.', 'This game is already saved here, move for move: nothing was added.']) {
      await page.locator('[data-test=import]').setInputFiles(file);
      await expect.poll(() => page.locator('[data-test=notice]').innerText()).toBe(notice);
    }
    expect(await page.locator('[data-test=save]').count()).toBe(1);
  });

  it('has no axe violations on the start, setup and game screens', async () => {
    const { page } = tablet;
    expect(await axeViolations(page)).toEqual([]);
    await openSetup(page);
    await page.locator('[data-test=setup-screen]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    expect(await axeViolations(page)).toEqual([]); // with the handoff dialog open
    await passHandoff(page);
    await page.locator('[data-test=tile-spots] summary').tap();
    const spot = page.locator('[data-test=tile-spots] button').first();
    // The list and the turn panel say where the square is in words, from the start tile, never by coordinates.
    const where = (await spot.innerText()).replace(/ \(\d+ ways? to turn\)$/, '');
    expect(where).toMatch(/^\d+ squares? (north|south|east|west)( and \d+ squares? (east|west))? of the start tile$/);
    await spot.tap();
    await expect.poll(() => page.locator('[data-test=hint]').innerText())
      .toMatch(new RegExp(`^Chosen: ${where}, (not turned|turned a quarter to the (right|left)|turned half way round)\\. `));
    await page.screenshot({ path: 'test-results/shell-chosen-square.png' });
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard alone: the list chooses the square, the buttons turn and place, the follower list deploys.
    await page.locator('[data-test=confirm]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.__carcassonne.game!.state.board.length)).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });
});
