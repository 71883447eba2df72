// The catapult round told as it happens, in the built app (portrait, five seats): while the
// round's last shot is shown — already in the record, with the next turn — the heading still
// names the round's turn and its shooter, and the side panel tells this turn's shots before it;
// when the show ends, the next player's turn, and the round as the last turn. The scores, too,
// stay as they were until the shot's show ends (target practice scores with the round's last shot).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { act, fiveSeatRound } from './catapult-records.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

const OFF_THE_TABLE = { type: 'catapult/shot', rest: { x: 50, y: 50 }, hits: [] };

/** The scores on the track (points and the last turn's gains) and on the side panel's score board. */
const tableScores = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const track = screen.querySelector('ct-score-track')!.shadowRoot!, board = screen.querySelector('ct-score-board')!.shadowRoot!;
  return [0, 1, 2, 3, 4].map((i) => ({
    track: track.querySelector(`[data-test=track-${i}] .points`)!.textContent,
    gain: track.querySelector(`[data-test=track-gain-${i}]`)?.textContent ?? null,
    board: board.querySelector(`[data-test=score-${i}]`)!.textContent!.trim(),
  }));
});
const engineScores = (page: Page) => page.evaluate(() => [...window.__carcassonne.game!.state.scores]);

/** The side panel's story: its heading and lines. */
const recent = async (page: Page) => {
  const section = page.locator('[data-test=game-panel] section[aria-labelledby=recent]');
  return (await section.count()) === 0 ? null
    : { heading: await section.locator('h3').innerText(), lines: await section.locator('[data-test=turn-log]').allInnerTexts() };
};

describe('the round’s last shot, shown', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet({ viewport: { width: 820, height: 1180 } }); });
  afterAll(async () => { await tablet?.close(); });

  it('keeps the heading on the round’s turn and its shooter until the show ends', async () => {
    const { page } = tablet;
    // Cleo placed the fair; Cleo, Dirk, Eva and Anna have shot off the table: Bram's shot is the round's last.
    const g = fiveSeatRound();
    act(g, { type: 'catapult/choose', token: 'knockout' }, OFF_THE_TABLE, OFF_THE_TABLE, OFF_THE_TABLE, OFF_THE_TABLE);
    await importAndContinue(page, toRecord(g), 'Game imported.');
    // The record ends with a shot: the app shows its result once more (as after a reload), then Bram's handoff.
    await page.locator('[data-test=catapult-continue]').tap();
    await passHandoff(page);
    const heading = page.locator('[data-test=turn-of]');
    expect(await heading.innerText()).toBe('Cleo’s turn — Bram to act');
    const earlier = ['Cleo’s token flies off the table.', 'Dirk’s token flies off the table.', 'Eva’s token flies off the table.', 'Anna’s token flies off the table.'];
    expect(await recent(page)).toEqual({ heading: 'This turn', lines: earlier });

    await page.locator('[data-test=catapult-fire]').tap();
    await page.locator('[data-test=catapult-continue]').waitFor({ timeout: 30_000 });
    // In the record the round is over and it is Dirk's turn; on the table Bram's shot is still being shown.
    expect(await page.evaluate(() => [window.__carcassonne.game!.state.turn.player, !!window.__carcassonne.session!.presenting])).toEqual([3, true]);
    expect(await heading.innerText()).toBe('Cleo’s turn — Bram to act');
    expect(await recent(page)).toEqual({ heading: 'This turn', lines: earlier });
    await page.screenshot({ path: 'test-results/round-story-last-shot.png' });

    await page.locator('[data-test=catapult-continue]').tap();
    await passHandoff(page);
    expect(await heading.innerText()).toBe('Dirk’s turn');
    const after = await recent(page);
    expect(after?.heading).toMatch(/^(Last turn|Scored last turn)$/);
    expect(after?.lines.slice(0, 4)).toEqual(earlier);
    expect(after?.lines.length).toBeGreaterThan(4); // Bram's shot has its line too
    await page.screenshot({ path: 'test-results/round-story-next-turn.png' });
    expect(tablet.errors).toEqual([]);
  });
});

describe('target practice’s last shot, shown', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet({ viewport: { width: 1024, height: 768 } }); });
  afterAll(async () => { await tablet?.close(); });

  it('keeps the score track and the score board as before the shot until its show ends', async () => {
    const { page } = tablet;
    // Cleo chose target practice; her token lies on the fair tile, the others flew off the table: Bram shoots last.
    const g = fiveSeatRound();
    const fair = g.state.board.find((t) => t.tile === 'catapult/06')!;
    const onFair = { type: 'catapult/shot', rest: { x: fair.x + 0.5, y: fair.y + 0.5 }, hits: [] };
    act(g, { type: 'catapult/choose', token: 'target' }, onFair, OFF_THE_TABLE, OFF_THE_TABLE, OFF_THE_TABLE);
    await importAndContinue(page, toRecord(g), 'Game imported.');
    await page.locator('[data-test=catapult-continue]').tap();
    await passHandoff(page);
    const nobody = [0, 1, 2, 3, 4].map(() => ({ track: '0', gain: null, board: '0' }));
    expect(await tableScores(page)).toEqual(nobody);

    await page.locator('[data-test=catapult-fire]').tap();
    await page.locator('[data-test=catapult-continue]').waitFor({ timeout: 30_000 });
    // The record has the round's 5 points already; the table, still showing the shot, does not.
    const scored = await engineScores(page);
    expect(scored[2]).toBe(5);
    expect(await page.evaluate(() => !!window.__carcassonne.session!.presenting)).toBe(true);
    expect(await tableScores(page)).toEqual(nobody);
    await page.screenshot({ path: 'test-results/round-story-target-shown.png' });

    await page.locator('[data-test=catapult-continue]').tap();
    await passHandoff(page);
    await expect.poll(async () => (await tableScores(page)).map((c) => Number(c.track))).toEqual(scored);
    expect((await tableScores(page)).map((c) => Number(c.board))).toEqual(scored);
    expect((await tableScores(page))[2].gain).toBe('+5');
    expect(tablet.errors).toEqual([]);
  });
});
