// The follower-type picker in the built app, by touch only. No shipped module has a second type
// yet, so this builds its own copy of the app with the test-only big-follower module
// (test/e2e/fixture-app.ts, test/e2e/fixtures/picker-modules.ts). Anna places a road and taps its
// spot: the picker opens beside it with both followers, their names and what is left; she picks
// the big one, which stands on the board and leaves her supply. Bram opens the picker and cancels
// (nothing is deployed), then picks a normal follower. Axe finds nothing on the open picker. Then
// the same in the shipped app with Inns & Cathedrals' big follower, in Dutch. Last, a hint marks
// the type it suggests in the picker (the strong player's: a normal follower, keeping the big one).
import { mkdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Game, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { decide } from '../../ai/bot.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { fixtureApp, type FixtureApp } from './fixture-app.js';
import { importAndContinue, pageRecord, passHandoff, tapWorld, turnState } from './play-helpers.js';
import type { Page } from 'playwright-core';

const BIG = 'test-inns/big';
const recordWith = (module: string): GameRecord => ({
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base', module], options: {}, seed: 1, deck: ['base/U', 'base/U', 'base/U', 'base/U'], actions: [],
});

/** Places the drawn road at (x, 0) turned east–west, by taps, and confirms. */
async function placeRoad(page: Page, x: number): Promise<void> {
  await tapWorld(page, x + 0.5, 0.5);
  for (let i = 0; i < 4 && (await turnState(page)).pending?.rotation !== 90; i++) await tapWorld(page, x + 0.5, 0.5);
  expect((await turnState(page)).pending).toEqual({ x, y: 0, rotation: 90 });
  await page.locator('[data-test=confirm]').tap();
}

/**
 * Taps the follower spot of a `kind` on the tile just placed, once the screen shows the deploy step:
 * until the placement's autosave commits (write-ahead) the screen still shows the placing step and
 * takes no deploy tap, and a tap then was lost (the picker never opened: a flaky timeout in CI).
 */
async function tapSpotOf(page: Page, kind: string): Promise<{ at: string; x: number; y: number }> {
  await page.waitForFunction(() => window.__carcassonne.session?.confirming === false);
  const spot = await page.evaluate((k) => window.__carcassonne.session!.followerSpots().find((f) => f.kind === k), kind);
  if (!spot) throw new Error(`no ${kind} spot`);
  await tapWorld(page, spot.x, spot.y);
  return spot;
}

const followers = (page: Page) => page.evaluate(() => window.__carcassonne.game!.state.followers.map((f) => ({ player: f.player, type: f.type, at: f.at })));

describe('follower-type picker', () => {
  let app: FixtureApp;
  let tablet: Tablet | undefined;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    app = await fixtureApp('picker-app', 'test/e2e/fixtures/picker-modules.ts');
  });
  afterEach(async () => { await tablet?.close(); tablet = undefined; });
  afterAll(async () => { await app?.close(); });

  it('picks the big follower by touch, cancels, then picks a normal one', async () => {
    tablet = await openTablet({ url: app.url });
    const { page, errors } = tablet;
    await importAndContinue(page, recordWith('test-inns'));
    await passHandoff(page);

    await placeRoad(page, 1);
    const picker = page.locator('[data-test=follower-picker]');
    const spot = await tapSpotOf(page, 'road');
    await picker.waitFor();
    expect(await page.locator('[data-test=hint]').innerText()).toMatch(/Tap the follower you want/);
    expect(await page.locator('[data-test=confirm-follower]').count()).toBe(0);
    const tokens = picker.locator('[data-test=follower-type]');
    expect(await tokens.count()).toBe(2);
    expect(await tokens.nth(0).innerText()).toMatch(/^Follower\s+7 left$/);
    expect(await tokens.nth(1).innerText()).toMatch(/^Big follower\s+1 left$/);
    expect(await picker.locator('h2').innerText()).toBe('Which follower?');
    expect(await picker.innerText()).toMatch(/Thief on the road/);
    // Beside the spot (the card's nearest edge within a few tokens' reach), inside the board, big to tap.
    const box = (await picker.boundingBox())!, board = (await page.locator('[data-test=board]').boundingBox())!;
    const p = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [spot.x, spot.y] as const);
    expect(box.x).toBeGreaterThanOrEqual(board.x);
    expect(box.x + box.width).toBeLessThanOrEqual(board.x + board.width);
    expect(box.y).toBeGreaterThanOrEqual(board.y);
    expect(box.y + box.height).toBeLessThanOrEqual(board.y + board.height);
    expect(p.x).toBeGreaterThan(box.x - 20);
    expect(p.x).toBeLessThan(box.x + box.width + 20);
    const gap = p.y < box.y ? box.y - p.y : p.y - (box.y + box.height);
    expect(gap).toBeGreaterThan(0); // never over the spot it belongs to
    expect(gap).toBeLessThan(60);
    for (const b of [await tokens.nth(0).boundingBox(), await tokens.nth(1).boundingBox()]) {
      expect(b!.width).toBeGreaterThanOrEqual(96);
      expect(b!.height).toBeGreaterThanOrEqual(96);
    }
    await page.screenshot({ path: 'test-results/follower-picker.png' });
    expect(await axeViolations(page)).toEqual([]);

    await tokens.nth(1).tap();
    await picker.waitFor({ state: 'detached' });
    expect(await followers(page)).toEqual([{ player: 0, type: BIG, at: spot.at }]);
    const supply = page.locator('[data-test=supply-0]');
    expect(await supply.innerText()).toMatch(/follower: 7\s+big follower: 0/);

    // Bram (the road is Anna's now): on a field the picker opens and is cancelled — nothing
    // deployed; then a normal follower.
    await passHandoff(page);
    await placeRoad(page, 2);
    await tapSpotOf(page, 'field');
    await picker.waitFor();
    await page.locator('[data-test=follower-type-cancel]').tap();
    await picker.waitFor({ state: 'detached' });
    expect((await turnState(page)).pendingSpot).toBeNull();
    expect(await followers(page)).toHaveLength(1);
    const field = await tapSpotOf(page, 'field');
    await picker.waitFor();
    expect(await picker.innerText()).toMatch(/Farmer in the field/);
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/follower-picker-bram.png' });
    await picker.locator(`[data-test=follower-type][data-type=follower]`).tap();
    await picker.waitFor({ state: 'detached' });
    expect((await followers(page))[1]).toEqual({ player: 1, type: 'follower', at: field.at });
    expect(await page.locator('[data-test=supply-1]').innerText()).toMatch(/follower: 6\s+big follower: 1/);
    await page.screenshot({ path: 'test-results/follower-picker-after.png' });
    expect(errors).toEqual([]);
  });

  it('offers the shipped big follower of Inns & Cathedrals the same way (in Dutch)', async () => {
    tablet = await openTablet({ locale: 'nl-NL' });
    const { page, errors } = tablet;
    await importAndContinue(page, recordWith('inns'));
    await passHandoff(page);
    await placeRoad(page, 1);
    const spot = await tapSpotOf(page, 'road');
    const picker = page.locator('[data-test=follower-picker]');
    await picker.waitFor();
    expect(await picker.locator('h2').innerText()).toBe('Welke horige?');
    const big = picker.locator('[data-test=follower-type][data-type="inns/big"]');
    expect(await big.innerText()).toMatch(/^Grote horige\s+nog 1$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/follower-picker-inns.png' });
    await big.tap();
    await picker.waitFor({ state: 'detached' });
    expect(await followers(page)).toEqual([{ player: 0, type: 'inns/big', at: spot.at }]);
    expect(await page.locator('[data-test=supply-0]').innerText()).toMatch(/grote horige: 0/);
    expect(errors).toEqual([]);
  });

  it('a hint marks the type it suggests in the picker, and following it deploys that type', async () => {
    // Anna has put five monks on cloisters (Bram passed): two normal followers and the big one are
    // left. The strong player's hint for her road is a normal follower — it keeps the big one for
    // a majority (ai/evaluate.ts values it in supply) — computed in node by the same search the
    // app's worker runs, and checked below against what the app shows. (The picker marking the big
    // follower when a hint names it: test/ui/type-picker.test.ts.)
    const deck = [...Array.from({ length: 10 }, () => 'base/B'), ...Array.from({ length: 10 }, () => 'base/U')];
    const game = Game.create(BUILT_IN_MODULES, { players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'inns'], options: {}, seed: 1, deck });
    for (let turn = 0; turn < 10; turn++) {
      expect(game.apply(game.choices()[0]).ok).toBe(true);
      expect(game.apply(turn % 2 === 0 ? { type: 'deploy', at: 'cloister' } : { type: 'pass' }).ok).toBe(true);
    }
    const placeHint = decide(game, { strength: 'strong' }).action;
    const hinted = game.fork();
    expect(hinted.apply(placeHint).ok).toBe(true);
    const deployHint = decide(hinted, { strength: 'strong' }).action;
    expect(deployHint).toMatchObject({ type: 'deploy' });
    expect(deployHint.follower).toBeUndefined();

    tablet = await openTablet();
    const { page, errors } = tablet;
    await importAndContinue(page, { ...recordWith('inns'), deck, actions: game.actions });
    await passHandoff(page);
    await page.locator('[data-test=hint-button]').tap();
    await page.locator('[data-test=hint-reason]').waitFor({ timeout: 60_000 });
    expect((await turnState(page)).pending).toEqual({ x: placeHint.x, y: placeHint.y, rotation: placeHint.rotation });
    await page.locator('[data-test=confirm]').tap();
    await page.locator('[data-test=hint-button]').tap();
    const picker = page.locator('[data-test=follower-picker]');
    await picker.waitFor({ timeout: 60_000 });
    const reason = await page.locator('[data-test=hint-reason]').innerText();
    expect(reason).toMatch(/^Suggestion: the follower spot shown on the tile\. /);
    expect(reason).not.toMatch(/[{}]|ai\.reason|hint\./);
    const marked = picker.locator('[data-test=follower-type][data-suggested=true]');
    expect(await marked.count()).toBe(1);
    expect(await marked.getAttribute('data-type')).toBe('follower');
    expect(await marked.innerText()).toMatch(/Hint/);
    expect(await picker.locator('[data-test=follower-type][data-suggested=false]').getAttribute('data-type')).toBe('inns/big');
    await page.screenshot({ path: 'test-results/follower-picker-hint.png' });
    await marked.tap();
    await picker.waitFor({ state: 'detached' });
    // The picker names the type it deployed, the normal one too: the same deploy as the hint's.
    const deployed = (await pageRecord(page)).actions.at(-1)!;
    expect({ ...deployed, follower: deployed.follower ?? 'follower' }).toEqual({ ...deployHint, follower: 'follower' });
    expect((await followers(page)).at(-1)).toEqual({ player: 0, type: 'follower', at: deployHint.at });
    expect(errors).toEqual([]);
  });
});
