// The scoring animation in the built app (issue 6): after a turn that scores, the feature lights
// up and a "+N" with the scorer's mark rises from it while the handoff waits as a bar at the
// bottom, then the score board counts up and the handoff card with the breakdown appears. The
// handoff can be dismissed at any moment (the show jumps to its end); with reduced motion the
// result is shown at once, still. The final scoring plays on the board before the end screen.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff, shownScores, tapWorld, turnState } from './play-helpers.js';

// Anna closes the start tile's city with base/E and a knight (4 points); Bram then puts a farmer
// next to that city with the last tile: the game ends, and the final scoring gives him 3.
const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 3, deck: ['base/E', 'base/E'], actions: [],
};

async function open(motion: 'reduce' | 'no-preference'): Promise<Tablet> {
  const tablet = await openTablet();
  const { page } = tablet;
  await page.emulateMedia({ reducedMotion: motion });
  await importAndContinue(page, RECORD);
  await passHandoff(page);
  return tablet;
}

/** Places the drawn tile by taps: the square, again until it is turned so, then the Place button. */
async function place(page: Page, x: number, y: number, rotation: number): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const st = await turnState(page);
    if (st.pending?.x === x && st.pending.y === y && st.pending.rotation === rotation) break;
    await tapWorld(page, x + 0.5, y + 0.5);
  }
  await page.locator('[data-test=confirm]').tap();
}

/** Deploys on `at` by two taps on its spot. */
async function deploy(page: Page, at: string): Promise<void> {
  const spot = (await turnState(page)).followerSpots.find((f) => f.at === at)!;
  await tapWorld(page, spot.x, spot.y);
  await tapWorld(page, spot.x, spot.y);
}

const handoff = (page: Page) => page.locator('[data-test=handoff]');
const gains = (page: Page) => page.locator('[data-test=score-gain]');

describe('the scoring animation', () => {
  let tablet: Tablet | undefined;
  beforeAll(async () => { await mkdir('test-results', { recursive: true }); });
  afterEach(async () => { await tablet?.close(); tablet = undefined; });

  it('raises "+4" from the city, counts the score up, then shows the card; the final scoring plays before the end screen', async () => {
    tablet = await open('no-preference');
    const { page } = tablet;
    await place(page, 0, -1, 180);
    await deploy(page, 'SL');
    // The show: the handoff is a bar, the label rises in Anna's colour, the score has not counted yet.
    await expect.poll(() => handoff(page).getAttribute('data-compact')).toBe('true');
    expect(await gains(page).count()).toBe(1);
    expect(await gains(page).first().innerText()).toBe('+4');
    expect(await gains(page).first().getAttribute('data-player')).toBe('0');
    expect(await shownScores(page, 2)).toEqual([0, 0]);
    // The label sits on the city: between the two tiles' centres, (0.5, 0) in world units.
    const where = await page.evaluate(() => {
      const b = window.__carcassonne.board!;
      return { city: b.worldToClient(0.5, 0), tile: b.worldToClient(1.5, 0) };
    });
    const chip = (await gains(page).first().boundingBox())!;
    const px = where.tile.x - where.city.x;
    expect(Math.abs(chip.x + chip.width / 2 - where.city.x)).toBeLessThan(px * 0.5);
    expect(Math.abs(chip.y + chip.height / 2 - where.city.y)).toBeLessThan(px);
    // Only the scoring tiles are lit: the city's two tiles, in Anna's colour.
    const highlight = await page.evaluate(() => window.__carcassonne.session!.boardModel().highlight);
    expect(highlight).toEqual({ tiles: [1, 0], players: [0] });
    await page.waitForTimeout(250);
    await page.screenshot({ path: 'test-results/ui-score-animation.png' });
    expect(await axeViolations(page)).toEqual([]); // the handoff as a bar
    // Then the count and the card with the breakdown; the label has gone.
    await expect.poll(() => handoff(page).getAttribute('data-compact'), { timeout: 5_000 }).toBe('false');
    expect(await gains(page).count()).toBe(0);
    expect(await shownScores(page, 2)).toEqual([4, 0]);
    expect(await handoff(page).locator('[data-test=scoring-list]').innerText()).toMatch(/City \(completed\): 2 tiles × 2 = 4/);
    await page.waitForTimeout(400); // the card's own entrance
    await page.screenshot({ path: 'test-results/ui-score-card.png' });

    // Bram's farmer and the end of the game: the final scoring on the board, then the end screen.
    await passHandoff(page);
    await place(page, 1, -1, 0);
    await deploy(page, 'EL');
    const banner = page.locator('[data-test=final-scoring]');
    await banner.waitFor();
    expect(await gains(page).first().innerText()).toBe('+3');
    expect(await gains(page).first().getAttribute('data-player')).toBe('1');
    await page.waitForTimeout(250);
    await page.screenshot({ path: 'test-results/ui-score-final.png' });
    await page.locator('[data-test=end-screen]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-test=final-score-1]').innerText()).toBe('3');
    expect(tablet.errors).toEqual([]);
  });

  it('skips to the end when the handoff is dismissed during the show', async () => {
    tablet = await open('no-preference');
    const { page } = tablet;
    await place(page, 0, -1, 180);
    await deploy(page, 'SL');
    await expect.poll(() => handoff(page).getAttribute('data-compact')).toBe('true');
    // A double-tap guard: the browser ignores a tap right after the last one.
    await page.waitForTimeout(350);
    await page.locator('[data-test=handoff-continue]').tap();
    await handoff(page).waitFor({ state: 'detached', timeout: 2_000 });
    expect(await gains(page).count()).toBe(0);
    expect(await shownScores(page, 2)).toEqual([4, 0]);
    expect(await page.evaluate(() => window.__carcassonne.session!.boardModel().highlight)).toBeNull();
    // The final scoring can be skipped too.
    await place(page, 1, -1, 0);
    await deploy(page, 'EL');
    await page.locator('[data-test=final-scoring]').waitFor();
    await page.waitForTimeout(350);
    await page.locator('[data-test=show-result]').tap();
    await page.locator('[data-test=end-screen]').waitFor({ timeout: 2_000 });
    expect(tablet.errors).toEqual([]);
  });

  it('with reduced motion shows the result at once, without motion', async () => {
    tablet = await open('reduce');
    const { page } = tablet;
    await place(page, 0, -1, 180);
    await deploy(page, 'SL');
    await handoff(page).waitFor();
    expect(await handoff(page).getAttribute('data-compact')).toBe('false');
    expect(await gains(page).count()).toBe(1);
    expect(await page.locator('[data-test=score-overlay]').getAttribute('class')).toBe('still');
    expect(await shownScores(page, 2)).toEqual([4, 0]);
    await page.screenshot({ path: 'test-results/ui-score-reduced.png' });
    expect(await axeViolations(page)).toEqual([]);
    // Upright: the card below the board, the labels still on their feature.
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/ui-score-reduced-portrait.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await passHandoff(page);
    expect(await gains(page).count()).toBe(0);
    // The last turn: straight to the end screen.
    await place(page, 1, -1, 0);
    await deploy(page, 'EL');
    await page.locator('[data-test=end-screen]').waitFor({ timeout: 2_000 });
    expect(tablet.errors).toEqual([]);
  });
});
