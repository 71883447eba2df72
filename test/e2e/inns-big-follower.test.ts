// Inns & Cathedrals in the built app, by touch only. Anna places the straight inn tile and taps
// its road: the follower-type picker offers her normal followers and her big one; she picks the
// big one. The inn is painted on the tile. Bram and Anna end the road at two cloisters: the
// completed road with its inn scores 4 tiles × 2 = 8 for Anna, the explanation says "inn", and
// the big follower is back in her supply on the score board. With the Catapult: Anna's seduction
// designates Bram's thief and she swaps in her big follower from the supply on the swap panel.
import { mkdir } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord, type Rotation } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff, shownScores, tapWorld, turnState } from './play-helpers.js';
import type { Page } from 'playwright-core';

const BIG = 'inns/big';
const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base', 'inns'], options: {}, seed: 1, deck: ['inns/inn-straight', 'base/A', 'base/A', 'base/U'], actions: [],
};

/** Taps the square (x, y), again until the tile is turned to `rotation`, and confirms. */
async function placeAt(page: Page, x: number, y: number, rotation: Rotation): Promise<void> {
  await tapWorld(page, x + 0.5, y + 0.5);
  for (let i = 0; i < 4 && (await turnState(page)).pending?.rotation !== rotation; i++) await tapWorld(page, x + 0.5, y + 0.5);
  expect((await turnState(page)).pending).toEqual({ x, y, rotation });
  await page.locator('[data-test=confirm]').tap();
}

const followers = (page: Page) => page.evaluate(() => window.__carcassonne.game!.state.followers.map((f) => ({ player: f.player, type: f.type, at: f.at })));

describe('Inns & Cathedrals by touch', () => {
  let tablet: Tablet | undefined;
  beforeAll(async () => { await mkdir('test-results', { recursive: true }); });
  afterEach(async () => { await tablet?.close(); tablet = undefined; });

  it('deploys the big follower through the picker and scores the inn road double', async () => {
    tablet = await openTablet();
    const { page, errors } = tablet;
    await importAndContinue(page, RECORD);
    await passHandoff(page);
    // The drawn tile in the panel is painted by the same inn painter as the board: its lake is there.
    await expect.poll(() => page.locator('ct-tile-preview path[fill="#4b8cc8"]').count()).toBeGreaterThan(0);
    await page.locator('ct-tile-preview').screenshot({ path: 'test-results/inns-preview.png' });

    await placeAt(page, 1, 0, 0);
    const spot = await page.evaluate(() => window.__carcassonne.session!.followerSpots().find((f) => f.kind === 'road'));
    expect(spot?.types).toEqual(['follower', 'inns/big']);
    await tapWorld(page, spot!.x, spot!.y);
    const picker = page.locator('[data-test=follower-picker]');
    await picker.waitFor();
    const big = picker.locator(`[data-test=follower-type][data-type="${BIG}"]`);
    expect(await big.innerText()).toMatch(/^Big follower\s+1 left$/);
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/inns-picker.png' });
    await big.tap();
    await picker.waitFor({ state: 'detached' });
    expect(await followers(page)).toEqual([{ player: 0, type: BIG, at: spot!.at }]);
    expect(await page.locator('[data-test=supply-0]').innerText()).toMatch(/follower: 7\s+big follower: 0/);

    // Bram ends the road in the east at a cloister, Anna in the west.
    await passHandoff(page);
    await placeAt(page, 2, 0, 90);
    await page.locator('[data-test=skip]').tap();
    await passHandoff(page);
    await placeAt(page, -1, 0, 270);
    await page.locator('[data-test=skip]').tap();

    await expect.poll(() => shownScores(page, 2), { timeout: 20_000 }).toEqual([8, 0]);
    expect(await followers(page)).toEqual([]);
    await expect.poll(() => page.locator('[data-test=supply-0]').innerText()).toMatch(/follower: 7\s+big follower: 1/);
    expect(await page.getByText('Road, inn (completed): 4 tiles × 2 = 8').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/inns-road-scored.png' });
    expect(errors).toEqual([]);
  });

  it('swaps in the big follower from the supply on the seduction panel', async () => {
    tablet = await openTablet();
    const { page, errors } = tablet;
    // Scenario X5 up to the swap: Bram's thief at (1,0) is the follower nearest Anna's token.
    await importAndContinue(page, {
      ...RECORD, expansions: ['base', 'catapult', 'inns'], deck: ['base/A', 'base/U', 'catapult/06', 'base/A'],
      actions: [
        { type: 'place', x: -1, y: 0, rotation: 270 }, { type: 'pass' },
        { type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'deploy', at: 'EC' },
        { type: 'place', x: 1, y: 1, rotation: 0 }, { type: 'pass' },
        { type: 'catapult/choose', token: 'seduction' },
        { type: 'catapult/shot', rest: { x: 1.5, y: 0.5 }, hits: [{ x: 1, y: 0, at: 'EC' }] },
      ],
    });
    // The app shows the result of the shot it reopened with, then Continue.
    const panel = page.locator('[data-test=catapult-swap]');
    const next = page.locator('[data-test=catapult-continue]');
    await next.waitFor({ timeout: 30_000 });
    await next.tap();
    // The swap is Anna's decision: the tablet is handed to her for it.
    await passHandoff(page);
    await panel.waitFor();
    const big = panel.locator(`[data-test=catapult-swap-supply][data-type="${BIG}"]`);
    expect(await big.innerText()).toBe('your big follower from your supply');
    await big.tap();
    await expect.poll(() => big.getAttribute('aria-pressed')).toBe('true');
    expect(await panel.locator('[data-test=catapult-swap-supply][data-type=follower]').getAttribute('aria-pressed')).toBe('false');
    await page.screenshot({ path: 'test-results/inns-swap-big.png' });
    await panel.locator('[data-test=catapult-swap-confirm]').tap();
    await expect.poll(() => followers(page)).toEqual([{ player: 0, type: BIG, at: 'EC' }]);
    const swap = await page.evaluate(() => window.__carcassonne.game!.actions.find((a) => a.type === 'catapult/swap'));
    expect(swap).toMatchObject({ from: 'supply', follower: BIG });
    expect(errors).toEqual([]);
  });
});
