// A whole 2-player game played by touch only: taps on the canvas at the board's worldToClient
// positions (place, turn, deploy) and on buttons (place, no follower, handoff). The final scores
// the app shows must equal the engine's — both in the page and replayed here in node.
import { mkdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, report, setupOf, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, openSetup, pageRecord, pageReport, playTurnByTouch, shownScores, turnState, waitForBoard } from './play-helpers.js';

// A short fixed deck (docs/records.md: with `deck`, tiles come in this order) keeps the game under a minute.
const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 42,
  deck: ['base/U', 'base/E', 'base/V', 'base/K', 'base/B', 'base/D', 'base/L', 'base/J', 'base/E', 'base/H', 'base/R', 'base/F'],
  actions: [],
};

describe('a whole game by touch', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet();
  });
  afterAll(async () => { await tablet?.close(); });

  it('imports a record, plays it to the end by taps, and shows the engine’s final scores', async () => {
    const { page } = tablet;
    await importAndContinue(page, RECORD, 'Game imported.');
    expect(await page.evaluate(() => window.__carcassonne.board!.rendererName)).toBe('webgl');

    const stats = { rotations: 0, deploys: 0, skips: 0 };
    let shotScoring = false;
    for (let turn = 0; turn < 40 && !(await turnState(page)).finished; turn++) {
      if (!shotScoring && await page.evaluate(() => (window.__carcassonne.session!.lastTurn?.events.length ?? 0) > 0)) {
        // The handoff after a scoring turn: the breakdown, and the scored tiles highlighted behind it.
        await page.screenshot({ path: 'test-results/ui-handoff-scoring.png' });
        shotScoring = true;
      }
      await playTurnByTouch(page, { rotateTo: turn % 2 ? 'last' : 'first', deploy: turn % 3 !== 2 }, stats);
    }
    expect((await turnState(page)).finished).toBe(true);
    expect(stats.rotations).toBeGreaterThan(0);
    expect(stats.deploys).toBeGreaterThan(0);
    expect(stats.skips).toBeGreaterThan(0);

    await page.locator('[data-test=end-screen]').waitFor();
    await page.screenshot({ path: 'test-results/ui-end-screen.png' });
    await page.locator('[data-test=score-chart]').screenshot({ path: 'test-results/ui-score-chart.png' });
    const engine = await pageReport(page);
    const shown = [0, 1].map(async (i) => Number(await page.locator(`[data-test=final-score-${i}]`).innerText()));
    expect(await Promise.all(shown)).toEqual(engine.scores);
    // The same record replayed by the engine here, outside the browser, gives the same result.
    const record = await pageRecord(page);
    expect(record.actions.filter((a) => a.type === 'place').length).toBe(RECORD.deck!.length);
    const again = replay(BUILT_IN_MODULES, setupOf(record), record.actions);
    expect(again.ok).toBe(true);
    expect(report(again.game).scores).toEqual(engine.scores);
    expect(engine.finished).toBe(true);
    expect(await page.locator('[data-test=score-chart]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Export: the downloaded file is the record, and it parses.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button', { hasText: 'Export game' }).tap()]);
    const exported = parseRecord(await readFile((await download.path())!, 'utf8'));
    expect(exported.actions).toEqual(record.actions);
    expect(tablet.errors).toEqual([]);
  });

  it('shows the running scores on the score board during a game', async () => {
    const { page } = tablet;
    await page.locator('button', { hasText: 'Start screen' }).tap();
    await openSetup(page);
    await page.locator('[data-test=start-game]').tap();
    await waitForBoard(page);
    for (let turn = 0; turn < 4; turn++) await playTurnByTouch(page, { rotateTo: 'first', deploy: true });
    const engine = await pageReport(page);
    await page.locator('[data-test=handoff-continue]').tap();
    expect(await shownScores(page, 2)).toEqual(engine.scores);
  });
});
