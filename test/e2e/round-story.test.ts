// The catapult round told as it happens, in the built app (portrait, five seats): while the
// round's last shot is shown — already in the record, with the next turn — the heading still
// names the round's turn and its shooter, and the side panel tells this turn's shots before it;
// when the show ends, the next player's turn, and the round as the last turn.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { act, fiveSeatRound } from './catapult-records.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

const OFF_THE_TABLE = { type: 'catapult/shot', rest: { x: 50, y: 50 }, hits: [] };

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
