// The siege escape in the built app: a record with a fixed deck (test/ui/siege/fixtures.ts) is
// imported and resumed where the game waits in siege/escape; the player chooses a knight by a tap
// (its city and cloister are outlined on the board), lets it escape by a tap, and the referee's
// report shows it back in the supply. A second game, in Italian on a tablet held upright, stays by keyboard.
import { mkdir } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../core/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, pageReport, passHandoff, tapWorld } from './play-helpers.js';
import { ONE_ESCAPE, TWO_ESCAPES } from '../ui/siege/fixtures.js';
import type { Page } from 'playwright-core';

async function resumeRecord(page: Page, record: GameRecord): Promise<void> {
  await importAndContinue(page, record);
  await passHandoff(page);
  await page.locator('[data-test=siege-escape-panel]').waitFor();
}

const followersAt = (report: Awaited<ReturnType<typeof pageReport>>, x: number, y: number) =>
  report.board.find((t) => t.x === x && t.y === y)?.followers ?? [];

describe('escape from a besieged city', () => {
  let tablet: Tablet | undefined;
  beforeAll(async () => { await mkdir('test-results', { recursive: true }); });
  afterEach(async () => { await tablet?.close(); tablet = undefined; });

  it('lets the chosen knight escape by taps and puts it back in the supply', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await resumeRecord(page, TWO_ESCAPES);
    const before = await pageReport(page);
    expect(before.phase).toBe('siege/escape');
    expect(before.supply).toEqual([5, 7]);

    const panel = page.locator('[data-test=siege-escape-panel]');
    expect(await panel.locator('[data-test=escape-why]').innerText()).toMatch(/cloister next to the besieged city/);
    const options = panel.locator('[data-test=escape-option]');
    expect(await options.count()).toBe(2);
    // Two escapes: nothing is chosen yet, so "Let it escape" waits and every escapable city is outlined.
    expect(await panel.locator('[data-test=escape-go]').isDisabled()).toBe(true);
    expect(await panel.locator('[data-test=escape-stay]').isEnabled()).toBe(true);
    await page.screenshot({ path: 'test-results/siege-escape-choose.png' });

    const option = panel.locator('[data-test=escape-option][data-key="1,0,NC"]');
    expect(await option.innerText()).toMatch(/Anna’s knight, 1 square east of the start tile[\s\S]*besieged city \(1 tile\), through the cloister 1 square south of the start tile/);
    await option.tap();
    // The chosen city (1, 0) and the cloister (0, 1) are outlined on the board in Anna's colour.
    const highlight = await page.evaluate(() => {
      const s = window.__carcassonne.session!;
      const h = s.boardModel().highlight;
      return h && { cells: h.tiles.map((i) => `${s.game.state.board[i].x},${s.game.state.board[i].y}`).sort(), players: h.players };
    });
    expect(highlight).toEqual({ cells: ['0,1', '1,0'], players: [0] });
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/siege-escape.png' });
    expect(await axeViolations(page)).toEqual([]);

    await panel.locator('[data-test=escape-go]').tap();
    await page.locator('[data-test=handoff-continue]').waitFor();
    const after = await pageReport(page);
    expect(after.supply).toEqual([6, 7]);
    expect(followersAt(after, 1, 0)).toEqual([]);
    expect(followersAt(after, -1, 0)).toEqual([{ player: 0, at: 'NC' }]);
    expect(after.current).toBe(1);
    expect(after.phase).toBe('place');
    // The outline went with the phase (the panel's focus), and the handoff tells the escape.
    expect(await page.evaluate(() => window.__carcassonne.session!.focus)).toBeNull();
    expect(await page.locator('[data-test=handoff] [data-test=turn-log]').innerText()).toBe('Anna’s knight escaped from the besieged city (1 square east of the start tile).');
    await page.screenshot({ path: 'test-results/siege-escape-log.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('in Italian, upright, by keyboard: the knight stays, nothing changes but the turn', async () => {
    tablet = await openTablet({ locale: 'it-IT', viewport: { width: 800, height: 1280 } });
    const { page } = tablet;
    await resumeRecord(page, ONE_ESCAPE);
    const panel = page.locator('[data-test=siege-escape-panel]');
    expect(await panel.innerText()).toMatch(/monastero accanto alla città assediata/);
    // One escape: it is already chosen.
    expect(await panel.locator('[data-test=escape-go]').innerText()).toBe('Fai fuggire');
    expect(await panel.locator('[data-test=escape-go]').isEnabled()).toBe(true);
    await page.screenshot({ path: 'test-results/siege-escape-it.png' });
    await panel.locator('input[type=radio]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.getAttribute('data-test');
    })).toBe('escape-stay');
    await page.keyboard.press('Enter');
    await page.locator('[data-test=handoff-continue]').waitFor();
    const after = await pageReport(page);
    expect(after.supply).toEqual([6, 6]);
    expect(followersAt(after, 1, 0)).toEqual([{ player: 0, at: 'NC' }]);
    expect(after.current).toBe(1);
    expect(tablet.errors).toEqual([]);
  });

  it('picks the knight by a tap on the board, lets it escape by a second tap, and shows it walking out', async () => {
    tablet = await openTablet();
    const { page } = tablet;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await resumeRecord(page, TWO_ESCAPES);
    const knight = await page.evaluate(() => {
      const g = window.__carcassonne.game!, tile = g.placedAt(-1, 0);
      return g.followerPosition(g.state.followers.find((f) => f.tile === tile)!);
    });
    await page.waitForTimeout(400); // the board's centring
    await tapWorld(page, knight.x, knight.y);
    const panel = page.locator('[data-test=siege-escape-panel]');
    await expect.poll(() => panel.locator('[data-test=escape-option][data-key="-1,0,NC"]').getAttribute('class')).toContain('chosen');
    await page.waitForTimeout(400);
    await tapWorld(page, knight.x, knight.y);
    // In the record at once; the knight walks out over the cloister before the game goes on.
    await page.locator('[data-test=siege-escaping]').waitFor();
    expect(await page.evaluate(() => window.__carcassonne.game!.actions.at(-1)!.type)).toBe('siege/escape');
    await page.waitForTimeout(450);
    await page.screenshot({ path: 'test-results/siege-escape-walk.png' });
    await page.locator('[data-test=handoff-continue]').waitFor();
    const after = await pageReport(page);
    expect(followersAt(after, -1, 0)).toEqual([]);
    expect(followersAt(after, 1, 0)).toEqual([{ player: 0, at: 'NC' }]);
    expect(tablet.errors).toEqual([]);
  });
});
