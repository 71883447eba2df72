// The catapult round's camera keeps what a player needs inside the part of the board area they
// can see: below the rail (the app header and the score rail) and beside or above the turn's panel.
// Every catapult of a five-seat table, whole and with a finger's margin round it, at each step of
// a catch; and upright, on a table too long for the full pull room at the farthest zoom, the fair
// tile and both seats of the catch. The overviews too: the token choice and a whole shot shown at
// once (reduced motion) keep every catapult of five seats, and on a table too long for any view to
// hold both seats at the farthest zoom, the chooser's catapult and then the shot's end and the
// shooter's catapult (the overviews centred on the middle there, and cut both seats off).
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { panelStage, seatOnScreen, settled } from './catapult-helpers.js';
import { fiveSeatRound, longTableRound, recordAtFirstRound } from './catapult-records.js';
import { importAndContinue, passHandoff } from './play-helpers.js';

interface Area { left: number; top: number; right: number; bottom: number }

/** The board area a player sees: the canvas, below the rail's bottom and the header (--ct-top), left of or above the panel. */
const uncovered = (page: Page): Promise<Area> => page.evaluate(() => {
  const app = document.querySelector('ct-app')!, screen = app.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const canvas = screen.querySelector('#board-host canvas')!.getBoundingClientRect();
  const rail = screen.querySelector('.rail')!.getBoundingClientRect(), panel = screen.querySelector('aside')!.getBoundingClientRect();
  const header = parseFloat(getComputedStyle(app).getPropertyValue('--ct-top')) || 0;
  const portrait = panel.top > canvas.top;
  return {
    left: canvas.left, top: Math.max(canvas.top, rail.bottom, header),
    right: portrait ? canvas.right : Math.min(canvas.right, panel.left), bottom: portrait ? Math.min(canvas.bottom, panel.top) : canvas.bottom,
  };
});

/** What is cut off: each seat's catapult (its disc and rim, at least a fingertip round its centre) outside the area. */
async function seatsOutside(page: Page, seats: number[], total: number): Promise<string[]> {
  const area = await uncovered(page), tile = await page.evaluate(() => window.__carcassonne.board!.tileCss);
  const m = Math.max(22, 0.3 * tile + 10), out: string[] = [];
  for (const s of seats) {
    const p = await seatOnScreen(page, s, total);
    if (p.x - m < area.left || p.x + m > area.right || p.y - m < area.top || p.y + m > area.bottom) {
      out.push(`seat ${s} at ${Math.round(p.x)},${Math.round(p.y)} ±${Math.round(m)} outside ${JSON.stringify(area)}`);
    }
  }
  return out;
}

/** The fair tile's corners outside the area. */
async function fairOutside(page: Page): Promise<string[]> {
  await settled(page);
  const area = await uncovered(page);
  const corners = await page.evaluate(() => {
    const g = window.__carcassonne.game!, fair = (g.state.ext.catapult as { round: { fair: { x: number; y: number } } }).round.fair;
    return [[0, 0], [1, 0], [0, 1], [1, 1]].map(([dx, dy]) => window.__carcassonne.board!.worldToClient(fair.x + dx, fair.y + dy));
  });
  return corners.filter((p) => p.x < area.left - 0.5 || p.x > area.right + 0.5 || p.y < area.top - 0.5 || p.y > area.bottom + 0.5)
    .map((p) => `fair tile corner ${Math.round(p.x)},${Math.round(p.y)} outside ${JSON.stringify(area)}`);
}

for (const size of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
  const tag = size.width > size.height ? 'landscape' : 'portrait';
  describe(`the catapult round frames the board on a ${size.width}×${size.height} tablet`, () => {
    let tablet: Tablet;
    beforeAll(async () => {
      await mkdir('test-results', { recursive: true });
      tablet = await openTablet({ viewport: size });
    });
    afterAll(async () => { await tablet?.close(); });

    it('five seats: every catapult whole and below the rail while the catch is thrown and caught', async () => {
      const { page } = tablet;
      await importAndContinue(page, toRecord(fiveSeatRound()), 'Game imported.');
      await passHandoff(page);
      await page.locator('[data-token=catch]').waitFor();
      expect.soft(await seatsOutside(page, [0, 1, 2, 3, 4], 5), `${tag} choose`).toEqual([]);
      await page.locator('[data-token=catch]').tap();
      await page.locator('[data-test=catapult-hand]').waitFor();
      expect.soft(await seatsOutside(page, [0, 1, 2, 3, 4], 5), `${tag} catch: the thrower pulls`).toEqual([]);
      expect.soft(await fairOutside(page), `${tag} catch: the thrower pulls`).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-five-throw-${tag}.png` });
      await page.locator('[data-test=catapult-hand]').tap();
      await passHandoff(page);
      await page.locator('[data-test=catapult-throw]').waitFor();
      expect.soft(await seatsOutside(page, [0, 1, 2, 3, 4], 5), `${tag} catch: the catcher is ready`).toEqual([]);
      expect.soft(await fairOutside(page), `${tag} catch: the catcher is ready`).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-five-catch-${tag}.png` });
      expect(tablet.errors).toEqual([]);
    });

    it('a long table: the fair tile and both seats of the catch stay in view', async () => {
      const { page } = tablet;
      await page.locator('[data-test=leave]').tap();
      await importAndContinue(page, toRecord(longTableRound()), 'Game imported.');
      await passHandoff(page);
      await page.locator('[data-token=catch]').tap();
      await page.locator('[data-test=catapult-hand]').waitFor();
      // Anna throws from the south to Bram in the north, past the fair tile.
      expect.soft(await seatsOutside(page, [0, 1], 2), `${tag} long table: Anna pulls`).toEqual([]);
      expect.soft(await fairOutside(page), `${tag} long table: Anna pulls`).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-long-throw-${tag}.png` });
      await page.locator('[data-test=catapult-hand]').tap();
      await passHandoff(page);
      await page.locator('[data-test=catapult-throw]').waitFor();
      expect.soft(await seatsOutside(page, [0, 1], 2), `${tag} long table: Bram is ready`).toEqual([]);
      expect.soft(await fairOutside(page), `${tag} long table: Bram is ready`).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-long-catch-${tag}.png` });
      await page.locator('[data-test=catapult-throw]').tap();
      await expect.poll(() => panelStage(page), { timeout: 10_000, interval: 20 }).toMatch(/^catch-(count|flight)$/);
      expect.soft(await seatsOutside(page, [0, 1], 2), `${tag} long table: the throw flies`).toEqual([]);
      expect.soft(await fairOutside(page), `${tag} long table: the throw flies`).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-long-flight-${tag}.png` });
      expect(tablet.errors).toEqual([]);
    });
  });
}

/** Where the last shot's token came to rest, outside the area (with a fingertip round it). */
async function restOutside(page: Page): Promise<string[]> {
  await settled(page);
  const area = await uncovered(page);
  const p = await page.evaluate(() => {
    const shot = window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot').at(-1) as unknown as { rest: { x: number; y: number } };
    return window.__carcassonne.board!.worldToClient(shot.rest.x, shot.rest.y);
  });
  const m = 22;
  return p.x - m < area.left || p.x + m > area.right || p.y - m < area.top || p.y + m > area.bottom
    ? [`token at ${Math.round(p.x)},${Math.round(p.y)} outside ${JSON.stringify(area)}`] : [];
}

/** Target practice chosen, the shooter fires a short shot with the slider; until its result shows (reduced motion: framed whole). */
async function shootTarget(page: Page): Promise<void> {
  await page.locator('[data-token=target]').tap();
  await page.locator('[data-test=catapult-power-slider]').fill('30');
  await page.locator('[data-test=catapult-fire]').tap();
  await page.locator('[data-test=catapult-continue]').waitFor({ timeout: 30_000 });
}

describe('the catapult round’s overviews keep the catapults in view (1180×820)', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
  });
  afterAll(async () => { await tablet?.close(); });

  it('five seats: a whole shot shows every catapult', async () => {
    const { page } = tablet;
    await importAndContinue(page, toRecord(fiveSeatRound()), 'Game imported.');
    await passHandoff(page);
    await page.locator('[data-token=target]').waitFor();
    expect.soft(await seatsOutside(page, [0, 1, 2, 3, 4], 5), 'choose').toEqual([]);
    await shootTarget(page);
    expect.soft(await seatsOutside(page, [0, 1, 2, 3, 4], 5), 'the shot').toEqual([]);
    expect.soft(await restOutside(page), 'the shot').toEqual([]);
    await page.screenshot({ path: 'test-results/catapult-framing-five-result.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('a table too long for both seats: the chooser’s catapult, then the shot’s end and the shooter’s', async () => {
    const { page } = tablet;
    await page.locator('[data-test=leave]').tap();
    // 21 tiles north to south: with a seat beyond each end, more than the 21.8 tiles 697 px hold at 32 px a tile.
    await importAndContinue(page, toRecord(longTableRound(20)), 'Game imported.');
    await passHandoff(page);
    await page.locator('[data-token=target]').waitFor();
    expect.soft(await seatsOutside(page, [0], 2), 'choose: Anna chooses').toEqual([]);
    await page.screenshot({ path: 'test-results/catapult-framing-longest-choose.png' });
    await shootTarget(page);
    expect.soft(await seatsOutside(page, [0], 2), 'the shot: Anna shot').toEqual([]);
    expect.soft(await restOutside(page), 'the shot').toEqual([]);
    await page.screenshot({ path: 'test-results/catapult-framing-longest-result.png' });
    expect(tablet.errors).toEqual([]);
  });
});

describe('the catapult round frames the board again when the tablet is turned mid-round', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet({ viewport: { width: 1180, height: 820 } }); });
  afterAll(async () => { await tablet?.close(); });

  it('five seats, the thrower pulling: turned upright, then back, every catapult stays whole and below the rail', async () => {
    const { page } = tablet;
    await importAndContinue(page, toRecord(fiveSeatRound()), 'Game imported.');
    await passHandoff(page);
    await page.locator('[data-token=catch]').tap();
    await page.locator('[data-test=catapult-hand]').waitFor();
    expect(await seatsOutside(page, [0, 1, 2, 3, 4], 5)).toEqual([]);
    for (const [tag, size] of [['upright', { width: 820, height: 1180 }], ['lying again', { width: 1180, height: 820 }]] as const) {
      await page.setViewportSize(size);
      // The canvas takes its new size a frame later; the view is framed again once it has.
      await expect.poll(() => page.evaluate((upright) => {
        const host = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('#board-host')!;
        const r = host.getBoundingClientRect(), s = window.__carcassonne.board!.screenSize;
        // Upright the board spans the width (the panel is below it); lying, the panel is beside it.
        return Math.abs(r.width - s.width) < 1 && Math.abs(r.height - s.height) < 1 && (r.width === innerWidth) === upright;
      }, size.width < size.height)).toBe(true);
      await expect.poll(() => seatsOutside(page, [0, 1, 2, 3, 4], 5), { timeout: 10_000 }).toEqual([]);
      expect(await fairOutside(page), tag).toEqual([]);
      await page.screenshot({ path: `test-results/catapult-framing-turned-${tag.replace(' ', '-')}.png` });
    }
    expect(tablet.errors).toEqual([]);
  });
});

describe('a shot in the air when the tablet is turned', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet({ viewport: { width: 1180, height: 820 } }); });
  afterAll(async () => { await tablet?.close(); });

  it('is shown whole for the new board area: the shooter\'s catapult, where the token rests and the fair tile', async () => {
    const { page } = tablet;
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // a live flight, followed by the camera
    await importAndContinue(page, toRecord(recordAtFirstRound()), 'Game imported.');
    await passHandoff(page);
    await page.locator('[data-token=knockout]').tap();
    await page.locator('[data-test=catapult-fire]').waitFor();
    await settled(page);
    // The player had zoomed in close (the + button): the flight is followed at that zoom.
    await page.evaluate(() => window.__carcassonne.board!.zoomBy(2, false));
    await page.locator('[data-test=catapult-fire]').tap();
    await expect.poll(() => panelStage(page), { timeout: 20_000, interval: 20 }).toBe('flying');
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect.poll(() => panelStage(page), { timeout: 20_000 }).toBe('result');
    const rest = await page.evaluate(() => window.__carcassonne.game!.actions.at(-1)!.rest as { x: number; y: number });
    await settled(page);
    const area = await uncovered(page), p = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [rest.x, rest.y] as const);
    await page.screenshot({ path: 'test-results/catapult-framing-turned-in-flight.png' });
    expect(await seatsOutside(page, [0], 2)).toEqual([]);
    expect(p.x > area.left && p.x < area.right && p.y > area.top && p.y < area.bottom, `rest ${JSON.stringify(p)} in ${JSON.stringify(area)}`).toBe(true);
    expect(await fairOutside(page)).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });
});
