// Computer players in the browser: one person and two computers play a short game to the end —
// the person by touch, the computers by themselves in their worker, with no handoff between the
// person's turns; a hint is shown on the board and followed; a reload while a computer is
// thinking resumes the game and the computer thinks again.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, setupOf, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, openSetup, pageRecord, pageReport, passHandoff, playTurnByTouch, tapWorld, turnState, waitForBoard } from './play-helpers.js';

const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue', computer: 'easy' }, { name: 'Cleo', color: 'green', computer: 'normal' }],
  expansions: ['base'], options: {}, seed: 7,
  deck: ['base/U', 'base/E', 'base/V', 'base/K', 'base/B', 'base/D', 'base/L', 'base/J', 'base/E', 'base/H', 'base/R', 'base/F'],
  actions: [],
};

type Page = Tablet['page'];
const personPlacing = (page: Page) => page.evaluate(() => {
  const s = window.__carcassonne.session!;
  return s.finished || (s.handoff === null && s.placing);
});

describe('computer players', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet();
  });
  afterAll(async () => { await tablet?.close(); });

  it('one person and two computers play to the end; a hint is followed; a reload mid-think resumes', async () => {
    const { page } = tablet;
    await importAndContinue(page, RECORD, 'Game imported.');
    await passHandoff(page); // the tablet is handed to Anna once, at the start
    let handoffs = 0, hinted = false, reloaded = false;
    for (let turn = 0; turn < 30; turn++) {
      await page.waitForFunction(() => {
        const s = window.__carcassonne.session!;
        return s.finished || (s.handoff === null && s.placing);
      }, undefined, { timeout: 90_000 }).catch(async (e: Error) => {
        await page.screenshot({ path: 'test-results/ai-stuck.png' });
        const state = await page.evaluate(() => {
          const s = window.__carcassonne.session!;
          return { phase: s.phase, actor: s.actor, acting: s.acting, handoff: s.handoff, presenting: !!s.presenting, actions: s.game.actions.length };
        });
        throw new Error(`${e.message}: ${JSON.stringify(state)} ${tablet.errors.join(' | ')}`);
      });
      const st = await turnState(page);
      if (st.finished) break;
      if (st.handoff !== null) handoffs++;
      if (!hinted) {
        await page.locator('[data-test=hint-button]').tap();
        await page.locator('[data-test=hint-reason]').waitFor({ timeout: 60_000 });
        await page.screenshot({ path: 'test-results/ai-hint.png' });
        const shown = await page.evaluate(() => window.__carcassonne.session!.pending);
        expect(shown).not.toBeNull();
        await page.locator('[data-test=confirm]').tap();
        const placed = (await pageRecord(page)).actions.at(-1)!;
        expect(placed).toMatchObject({ type: 'place', x: shown!.x, y: shown!.y, rotation: shown!.rotation });
        if ((await turnState(page)).deploying) {
          await page.locator('[data-test=hint-button]').tap();
          await page.locator('[data-test=hint-reason]').waitFor({ timeout: 60_000 });
          const spot = await page.evaluate(() => window.__carcassonne.session!.pendingSpot);
          if (spot) {
            const f = (await turnState(page)).followerSpots.find((p) => p.at === spot)!;
            await tapWorld(page, f.x, f.y);
          } else {
            await page.locator('[data-test=skip]').tap();
          }
        }
        hinted = true;
      } else {
        await playTurnByTouch(page, { rotateTo: turn % 2 ? 'last' : 'first', deploy: turn % 2 === 0 });
      }
      if (!reloaded && !(await turnState(page)).finished) {
        // A computer is thinking now: reload in the middle of it.
        await page.locator('[data-test=bot-thinking]').waitFor({ timeout: 30_000 });
        const before = (await pageRecord(page)).actions.length;
        await page.screenshot({ path: 'test-results/ai-thinking.png' });
        await page.reload();
        const resume = page.locator('[data-test=continue]');
        if (await resume.isVisible().catch(() => false)) await resume.tap();
        await waitForBoard(page);
        await page.waitForFunction((n) => window.__carcassonne.session!.record().actions.length > n, before, { timeout: 60_000 });
        reloaded = true;
        // The only person at the table still holds the tablet: no handoff after the reload either.
        expect((await turnState(page)).handoff).toBeNull();
      }
    }
    expect((await turnState(page)).finished).toBe(true);
    expect(hinted && reloaded).toBe(true);
    expect(handoffs).toBe(0);
    await page.locator('[data-test=end-screen]').waitFor();
    await expect.poll(() => page.locator('[data-test=hints-used-0]').innerText()).toContain('2');
    await page.screenshot({ path: 'test-results/ai-end-screen.png' });
    const record = await pageRecord(page);
    const setup = setupOf(record);
    expect(setup.players.map((p) => p.computer ?? 'person')).toEqual(['person', 'easy', 'normal']);
    const again = replay(BUILT_IN_MODULES, setup, record.actions);
    expect(again.ok).toBe(true);
    expect((await pageReport(page)).scores).toEqual(again.game.state.scores);
    expect(tablet.errors).toEqual([]);
  });

  it('the setup screen seats a computer; it plays its turn on the board without a tap', async () => {
    await tablet.close();
    tablet = await openTablet(); // a fresh profile: the start screen
    const { page } = tablet;
    await openSetup(page);
    const kinds = page.locator('[data-test=seat-kind]');
    await kinds.nth(1).selectOption('strong');
    await page.screenshot({ path: 'test-results/ai-setup-seats.png' });
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    await passHandoff(page);
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    // While it thinks, the panel says so and lists no moves: the fallback's every legal placement,
    // headed 'Now: Phase place', came up under it (play-test).
    await page.locator('[data-test=bot-thinking]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => window.__carcassonne.session!.phase)).toMatch(/^(place|deploy)$/);
    expect(await page.locator('[data-test=choice-panel]').count()).toBe(0);
    // The computer's turn: it thinks, places and decides its follower; the tablet stays with the person.
    await page.waitForFunction(() => {
      const s = window.__carcassonne.session!;
      return s.game.state.turn.player === 0 && s.placing;
    }, undefined, { timeout: 90_000 });
    const record = await pageRecord(page);
    expect(record.players.map((p) => p.computer ?? 'person')).toEqual(['person', 'strong']);
    expect(record.actions.filter((a) => a.type === 'place')).toHaveLength(2);
    expect((await turnState(page)).handoff).toBeNull();
    expect(tablet.errors).toEqual([]);
  });

  it('computers play catapult rounds by themselves: shots shown on the board, the game goes on without a tap', async () => {
    await tablet.close();
    tablet = await openTablet();
    const { page } = tablet;
    const record: GameRecord = {
      format: RECORD_FORMAT, version: RECORD_VERSION,
      players: [{ name: 'Bram', color: 'blue', computer: 'easy' }, { name: 'Cleo', color: 'green', computer: 'normal' }],
      expansions: ['base', 'catapult'], options: { 'catapult.mode': 'physics' }, seed: 9,
      deck: ['base/D', 'catapult/06', 'base/E', 'base/B', 'catapult/06', 'base/U', 'base/V'],
      actions: [],
    };
    await importAndContinue(page, record, 'Game imported.');
    await page.locator('[data-test=bot-speed]').tap();
    await page.waitForFunction(() => window.__carcassonne.session!.finished, undefined, { timeout: 240_000, polling: 500 });
    const done = await pageRecord(page);
    const shots = done.actions.filter((a) => a.type === 'catapult/shot' || a.type === 'catapult/catch');
    expect(shots.length).toBeGreaterThanOrEqual(2);
    // Each shot was simulated in the worker: it carries its inputs and seed, and replays.
    for (const a of shots) expect(a.input).toBeDefined();
    const again = replay(BUILT_IN_MODULES, setupOf(done), done.actions);
    expect(again.ok).toBe(true);
    expect(tablet.errors).toEqual([]);
  });
});
