// The scoring animation in the built app (issue 6): after a turn that scores, the feature lights
// up and a "+N" with the scorer's mark rises from it while the handoff waits as a bar at the
// bottom, then the score board counts up and the handoff card with the breakdown appears. The
// handoff can be dismissed at any moment (the show jumps to its end); with reduced motion the
// result is shown at once, still. The final scoring plays on the board before the end screen.
// After a reload the card and the side panel tell the turn that scored again, without a second show.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff, shownScores, tapWorld, turnState, waitForBoard } from './play-helpers.js';

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

interface ShowFrame {
  gains: { text: string; player: string | null; x: number; y: number }[];
  scores: number[];
  city: { x: number; y: number };
  tile: { x: number; y: number };
  highlight: unknown;
}

/** What the show puts on screen, read in one task at the first frame where `ready` holds: a round
 *  trip per fact can outlast the 0.8 s step on a loaded machine, and the test would then read the
 *  count-up instead of the rise. Searches open shadow roots as Playwright's locators do. */
async function showFrame(page: Page, ready: 'compact-bar' | 'final-banner', players: number): Promise<ShowFrame> {
  const handle = await page.waitForFunction(({ ready, players }) => {
    const all = (sel: string): HTMLElement[] => {
      const out: HTMLElement[] = [];
      const walk = (root: Document | ShadowRoot): void => {
        out.push(...root.querySelectorAll<HTMLElement>(sel));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
      };
      walk(document);
      return out;
    };
    const shown = ready === 'compact-bar'
      ? all('[data-test=handoff]')[0]?.getAttribute('data-compact') === 'true'
      : all('[data-test=final-scoring]').length > 0;
    const gains = all('[data-test=score-gain]');
    if (!shown || gains.length === 0) return null;
    const board = window.__carcassonne.board!;
    return {
      gains: gains.map((g) => {
        const r = g.getBoundingClientRect();
        return { text: g.innerText, player: g.getAttribute('data-player'), x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
      scores: Array.from({ length: players }, (_, i) => Number(all(`[data-test=score-${i}]`)[0]?.innerText)),
      city: board.worldToClient(0.5, 0),
      tile: board.worldToClient(1.5, 0),
      highlight: window.__carcassonne.session!.boardModel().highlight,
    };
  }, { ready, players });
  return (await handle.jsonValue()) as ShowFrame;
}
const gains = (page: Page) => page.locator('[data-test=score-gain]');
/** The side panel's story of the last or current turn: its heading and lines; null when it tells none. */
const recent = async (page: Page) => {
  const section = page.locator('[data-test=game-panel] section[aria-labelledby=recent]');
  return (await section.count()) === 0 ? null
    : { heading: await section.locator('h3').innerText(), lines: await section.locator('li').allInnerTexts() };
};

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
    const rise = await showFrame(page, 'compact-bar', 2);
    expect(rise.gains.map((g) => [g.text, g.player])).toEqual([['+4', '0']]);
    expect(rise.scores).toEqual([0, 0]);
    // The label sits on the city: between the two tiles' centres, (0.5, 0) in world units.
    const px = rise.tile.x - rise.city.x;
    expect(Math.abs(rise.gains[0]!.x - rise.city.x)).toBeLessThan(px * 0.5);
    expect(Math.abs(rise.gains[0]!.y - rise.city.y)).toBeLessThan(px);
    // Only the scoring tiles are lit: the city's two tiles, in Anna's colour.
    expect(rise.highlight).toEqual({ tiles: [1, 0], players: [0] });
    await page.waitForTimeout(250);
    await page.screenshot({ path: 'test-results/ui-score-animation.png' });
    expect(await axeViolations(page)).toEqual([]); // the handoff as a bar
    // Then the count and the card with the breakdown; the label has gone.
    await expect.poll(() => handoff(page).getAttribute('data-compact'), { timeout: 5_000 }).toBe('false');
    expect(await gains(page).count()).toBe(0);
    expect(await shownScores(page, 2)).toEqual([4, 0]);
    expect(await handoff(page).locator('[data-test=scoring-list]').innerText()).toMatch(/City \(completed\): 2 tiles × 2 = 4/);
    // Bram takes the tablet: Anna's turn is his last turn, as the side panel calls it.
    expect(await handoff(page).locator('[data-test=handoff-heading]').innerText()).toBe('Scored last turn');
    await page.waitForTimeout(400); // the card's own entrance
    await page.screenshot({ path: 'test-results/ui-score-card.png' });

    // Bram's farmer and the end of the game: the final scoring on the board, then the end screen.
    await passHandoff(page);
    await place(page, 1, -1, 0);
    await deploy(page, 'EL');
    const final = await showFrame(page, 'final-banner', 2);
    expect(final.gains.map((g) => [g.text, g.player])).toEqual([['+3', '1']]);
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
    // Bram's turn before he does anything: the panel shows Anna's points, and says they were last turn's.
    expect(await page.locator('h3#recent').innerText()).toBe('Scored last turn');
    expect(await page.evaluate(() => window.__carcassonne.session!.boardModel().highlight)).toBeNull();
    // The final scoring can be skipped too.
    await place(page, 1, -1, 0);
    await deploy(page, 'EL');
    // The final show lasts 2 s at most: on a loaded machine a wait for the double-tap guard plus a
    // tap can land after it ended. So the button is pressed in the page the frame it appears, and
    // the show must have been still running then (the banner was there to press).
    const pressedDuringShow = await page.waitForFunction(() => {
      const find = (root: Document | ShadowRoot): HTMLElement | null => {
        const hit = root.querySelector<HTMLElement>('[data-test=show-result]');
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot ? find(el.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const button = find(document);
      if (!button) return false;
      button.click();
      return true;
    });
    expect(await pressedDuringShow.jsonValue()).toBe(true);
    await page.locator('[data-test=end-screen]').waitFor({ timeout: 2_000 });
    expect(tablet.errors).toEqual([]);
  });

  it('after a reload the handoff card and the side panel still tell the turn that scored; its show is not played again', async () => {
    tablet = await open('no-preference');
    const { page } = tablet;
    await place(page, 0, -1, 180);
    await deploy(page, 'SL');
    await expect.poll(() => handoff(page).getAttribute('data-compact'), { timeout: 5_000 }).toBe('false');
    const card = await handoff(page).locator('[data-test=scoring-list] li').allInnerTexts();
    expect(card.join('\n')).toMatch(/City \(completed\): 2 tiles × 2 = 4/);
    await passHandoff(page);
    const told = await recent(page);
    expect(told).toEqual({ heading: 'Scored last turn', lines: expect.arrayContaining([expect.stringMatching(/City \(completed\): 2 tiles × 2 = 4/)]) });

    await page.reload();
    await waitForBoard(page);
    // Bram's handoff again, as before the reload: Anna's points on the card, shown still (no second show).
    await handoff(page).waitFor();
    await page.waitForTimeout(300);
    expect(await handoff(page).getAttribute('data-compact')).toBe('false');
    expect(await gains(page).count()).toBe(0);
    expect(await handoff(page).locator('[data-test=scoring-list] li').allInnerTexts()).toEqual(card);
    await passHandoff(page);
    expect(await recent(page)).toEqual(told);
    expect(await shownScores(page, 2)).toEqual([4, 0]);
    await page.screenshot({ path: 'test-results/ui-score-after-reload.png' });
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
