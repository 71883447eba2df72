// Portrait (800×1280): a square chosen for the tile is brought wholly into view. After the turn's
// recentre a legal square can sit partly under the board area's top edge; tapping its visible part
// must pan the board (without zooming) until all four corners are inside the board area. In
// landscape a square that is already wholly visible does not move the view.
// Every step of a catapult round, played by touch upright (820×1180) and lying (1180×820): its
// controls are inside the viewport and the side panel shows all it holds without scrolling (the
// scores and the turn's events scroll in their own part of it). Pictures: test-results/catapult-fit-*.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toRecord } from '../../core/index.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { act, recordAtFirstRound } from './catapult-records.js';
import { importAndContinue, newGameViaSetup, passHandoff, playTurnByTouch, turnState } from './play-helpers.js';

type Box = { x: number; y: number; width: number; height: number };

const corners = (page: Page, x: number, y: number) => page.evaluate(([cx, cy]) => {
  const b = window.__carcassonne.board!;
  return [b.worldToClient(cx, cy), b.worldToClient(cx + 1, cy), b.worldToClient(cx, cy + 1), b.worldToClient(cx + 1, cy + 1)];
}, [x, y] as const);

const inside = (box: Box, p: { x: number; y: number }) =>
  p.x >= box.x - 0.5 && p.x <= box.x + box.width + 0.5 && p.y >= box.y - 0.5 && p.y <= box.y + box.height + 0.5;

const scale = (page: Page) => page.evaluate(() => {
  const b = window.__carcassonne.board!;
  return b.worldToClient(1, 0).x - b.worldToClient(0, 0).x;
});

describe('the chosen square in portrait', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: { width: 800, height: 1280 } });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 77);
  });
  afterAll(async () => { await tablet?.close(); });

  it('pans a square tapped at the top edge wholly into view, without zooming', async () => {
    const { page } = tablet;
    for (let turn = 0; turn < 4; turn++) await playTurnByTouch(page, { rotateTo: 'first', deploy: turn % 2 === 0 });
    await passHandoff(page);
    await page.waitForTimeout(300);
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    const st = await turnState(page);
    expect(st.placing).toBe(true);
    // The northernmost legal square, put so that its top quarter is under the board's top edge.
    const spot = st.spots.reduce((a, b) => (b.y < a.y ? b : a));
    const px = await scale(page);
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, false),
      [spot.x + 0.5, spot.y + 0.5 + (box.height / 2 - 0.25 * px) / px] as const);
    await page.waitForTimeout(100);
    const before = await corners(page, spot.x, spot.y);
    expect(before.every((p) => inside(box, p))).toBe(false);
    const at = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [spot.x + 0.5, spot.y + 0.7] as const);
    expect(inside(box, at)).toBe(true);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForTimeout(500);
    expect((await turnState(page)).pending).toMatchObject({ x: spot.x, y: spot.y });
    const after = await corners(page, spot.x, spot.y);
    for (const p of after) expect(inside(box, p), JSON.stringify({ p, box })).toBe(true);
    expect(await scale(page)).toBeCloseTo(px, 3);
    await page.screenshot({ path: 'test-results/ui-portrait-pending.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('does not move the view in landscape when the tapped square is already in view', async () => {
    const { page } = tablet;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(400);
    const st = await turnState(page);
    const spot = st.spots.find((s) => s.x !== st.pending?.x || s.y !== st.pending?.y)!;
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, false), [spot.x + 0.5, spot.y + 0.5] as const);
    await page.waitForTimeout(100);
    const before = await corners(page, spot.x, spot.y);
    await page.touchscreen.tap((before[0].x + before[3].x) / 2, (before[0].y + before[3].y) / 2);
    await page.waitForTimeout(300);
    expect((await turnState(page)).pending).toMatchObject({ x: spot.x, y: spot.y });
    expect(await corners(page, spot.x, spot.y)).toEqual(before);
    expect(tablet.errors).toEqual([]);
  });
});

describe('follower spots within a finger’s reach', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    tablet = await openTablet({ viewport: { width: 820, height: 1180 } });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 91);
  });
  afterAll(async () => { await tablet?.close(); });

  it('zoomed far out, the tile just placed is brought close enough that its spots are 44 px apart, and the zoom comes back after', async () => {
    const { page } = tablet;
    for (let turn = 0; turn < 3; turn++) {
      await passHandoff(page);
      // As far out as the player may zoom: a tile is a fraction of a finger there.
      await page.evaluate(() => window.__carcassonne.board!.zoomBy(0.05, false));
      const zoomedOut = await page.evaluate(() => window.__carcassonne.board!.tileCss);
      let st = await turnState(page);
      const spot = st.spots[0];
      const at = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [spot.x + 0.5, spot.y + 0.5] as const);
      await page.touchscreen.tap(at.x, at.y);
      await page.locator('[data-test=confirm]').tap();
      st = await turnState(page);
      if (st.followerSpots.length < 2) { await page.locator('[data-test=skip]').tap(); continue; }
      await expect.poll(() => page.evaluate(() => window.__carcassonne.board!.cameraMoving), { timeout: 5000 }).toBe(false);
      const points = await page.evaluate((spots) => spots.map((f) => window.__carcassonne.board!.worldToClient(f.x, f.y)), st.followerSpots);
      let gap = Infinity;
      for (let i = 0; i < points.length; i++) for (let j = i + 1; j < points.length; j++) gap = Math.min(gap, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
      expect(gap).toBeGreaterThanOrEqual(43.5);
      // And every spot is on the board area, where a finger can reach it.
      const box = (await page.locator('[data-test=board]').boundingBox())!;
      for (const p of points) expect(p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height).toBe(true);
      await page.screenshot({ path: 'test-results/ui-portrait-spots-reach.png' });
      // The follower decided, the board goes back to the zoom the player had chosen.
      await page.locator('[data-test=skip]').tap();
      await page.locator('[data-test=handoff]').waitFor(); // the turn is over (shown once saved)
      await expect.poll(() => page.evaluate(() => window.__carcassonne.board!.tileCss), { timeout: 5000 }).toBeCloseTo(zoomedOut, 0);
      expect(tablet.errors).toEqual([]);
      return;
    }
    throw new Error('no tile with two follower spots in three turns');
  });
});

/** The catapult panel's step now (its `stage.kind`). */
const stageOf = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  return (screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { stage: { kind: string } } | null)?.stage.kind ?? null;
});

/**
 * Starts watching, frame by frame, for the catapult panel's flight; its first frame is kept for
 * flightSeen: the boxes of the flight's elements and whether the side panels scroll.
 */
async function watchFlight(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __flight?: unknown };
    delete w.__flight;
    const all = (root: ParentNode, sel: string): Element[] => {
      const out = [...root.querySelectorAll(sel)];
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...all(el.shadowRoot, sel));
      return out;
    };
    const look = () => {
      const panel = all(document, 'ct-catapult-panel')[0] as unknown as { stage?: { kind: string } } | undefined;
      if (panel?.stage?.kind !== 'flying') { requestAnimationFrame(look); return; }
      w.__flight = {
        boxes: all(document, '[data-test=catapult-flying]').map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
        panels: ['[data-test=game-panel]', 'ct-catapult-panel'].flatMap((sel) =>
          all(document, sel).map((el) => ({ name: sel, scroll: el.scrollHeight, client: el.clientHeight }))),
      };
    };
    requestAnimationFrame(look);
  });
}

/** What watchFlight saw, once the flight has shown (its first frame). */
async function flightSeen(page: Page): Promise<{ boxes: DOMRect[]; panels: { name: string; scroll: number; client: number }[] }> {
  const seen = () => page.evaluate(() => (window as unknown as { __flight?: unknown }).__flight ?? null);
  await expect.poll(seen, { timeout: 30_000 }).not.toBeNull();
  return (await seen()) as Awaited<ReturnType<typeof flightSeen>>;
}

/**
 * One step of the round fits: every control named is wholly inside the viewport, and the side
 * panel (and the catapult panel in it) shows everything it holds without scrolling.
 */
async function fits(page: Page, tag: string, step: string, controls: string[], { screenshot = true, scroll = true } = {}): Promise<void> {
  const vp = page.viewportSize()!;
  await page.locator(controls[0]).first().waitFor();
  for (const sel of controls) {
    // All at once: a step that animates (the flight) may be over a moment later.
    const boxes = await page.locator(sel).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect.soft(boxes.length, `${tag} ${step}: ${sel}`).toBeGreaterThan(0);
    for (const [i, b] of boxes.entries()) {
      const where = `${tag} ${step}: ${sel} #${i} at ${JSON.stringify(b)} in ${vp.width}×${vp.height}`;
      expect.soft(b.left >= 0 && b.top >= 0 && b.right <= vp.width + 0.5 && b.bottom <= vp.height + 0.5, where).toBe(true);
    }
  }
  for (const sel of scroll ? ['[data-test=game-panel]', 'ct-catapult-panel'] : []) {
    const { scroll, client } = await page.locator(sel).evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect.soft(scroll, `${tag} ${step}: ${sel} scrolls`).toBeLessThanOrEqual(client);
  }
  if (screenshot) await page.screenshot({ path: `test-results/catapult-fit-${step}-${tag}.png` });
}

for (const size of [{ width: 820, height: 1180 }, { width: 1180, height: 820 }]) {
  const tag = size.width < size.height ? 'portrait' : 'landscape';
  describe(`every step of a catapult round fits a ${size.width}×${size.height} tablet, by touch`, () => {
    let tablet: Tablet;
    beforeAll(async () => {
      await mkdir('test-results', { recursive: true });
      tablet = await openTablet({ viewport: size });
    });
    afterAll(async () => { await tablet?.close(); });

    it('target practice: the choice, the aim, the flight (and its replay after a hit), the result with the standings', async () => {
      const { page } = tablet;
      await importAndContinue(page, toRecord(recordAtFirstRound()), 'Game imported.');
      await passHandoff(page);
      await fits(page, tag, 'choose', ['[data-token]']);
      await page.locator('[data-token=target]').tap();
      await fits(page, tag, 'aim', ['[data-test=catapult-aim-slider]', '[data-test=catapult-power-slider]', '[data-test=catapult-fire]']);
      // The sliders are touch targets a finger finds (44 px is the smallest Apple's and Google's guides allow).
      for (const slider of ['aim', 'power']) {
        expect((await page.locator(`[data-test=catapult-${slider}-slider]`).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // The flight and the slow replay of the first impact play only when motion is not reduced.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.locator('[data-test=catapult-power-slider]').fill('30');
      // The flight may last only a few frames on a busy machine: a watcher in the page measures its
      // first frame, where a poll from here could miss the whole stage.
      await watchFlight(page);
      await page.locator('[data-test=catapult-fire]').tap();
      const seen = await flightSeen(page);
      for (const [i, b] of seen.boxes.entries()) {
        expect.soft(b.left >= 0 && b.top >= 0 && b.right <= size.width + 0.5 && b.bottom <= size.height + 0.5,
          `${tag} flight: [data-test=catapult-flying] #${i} at ${JSON.stringify(b)}`).toBe(true);
      }
      expect.soft(seen.boxes.length, `${tag} flight: the flight is shown`).toBeGreaterThan(0);
      expect.soft(seen.panels.map((p) => p.name), `${tag} flight: the panels measured`).toEqual(['[data-test=game-panel]', 'ct-catapult-panel']);
      for (const p of seen.panels) expect.soft(p.scroll, `${tag} flight: ${p.name} scrolls`).toBeLessThanOrEqual(p.client);
      await expect.poll(() => stageOf(page), { timeout: 30_000, interval: 20 }).toMatch(/^(replay|result)$/);
      if (await stageOf(page) === 'replay') {
        await fits(page, tag, 'replay', ['[data-test=catapult-skip-replay]']);
        await page.locator('[data-test=catapult-skip-replay]').tap();
      }
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await fits(page, tag, 'result', ['[data-test=catapult-continue]']);
      await page.locator('[data-test=catapult-continue]').tap();
      await passHandoff(page);
      // Bram's aim with the standings so far, then the last result with the winner.
      await page.locator('[data-test=catapult-standings]').waitFor();
      await fits(page, tag, 'aim-standings', ['[data-test=catapult-aim-slider]', '[data-test=catapult-power-slider]', '[data-test=catapult-fire]']);
      // A hint puts its aim on the catapult and says why, in the panel too. Lying, its reason is
      // four lines more than the panel has: the panel scrolls a little, the controls stay in view.
      await page.locator('[data-test=hint-button]').tap();
      await page.locator('[data-test=hint-reason]').waitFor({ timeout: 60_000 });
      await fits(page, tag, 'aim-hint', ['[data-test=hint-reason]', '[data-test=catapult-power-slider]', '[data-test=catapult-fire]'], { scroll: tag === 'portrait' });
      if (tag === 'portrait') {
        // Upright the longest reasons (Italian, Dutch: long menu buttons leave the reason a narrow
        // column) scroll in their own box of four lines, so the panel still does not scroll.
        for (const lang of ['it', 'nl']) {
          await page.locator('[data-test=language]').selectOption(lang);
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await fits(page, tag, `aim-hint-${lang}`, ['[data-test=hint-reason]', '[data-test=catapult-power-slider]', '[data-test=catapult-fire]']);
        }
        await page.locator('[data-test=language]').selectOption('en');
      }
      await page.locator('[data-test=catapult-fire]').tap();
      await page.locator('[data-test=catapult-verdict]').waitFor({ timeout: 30_000 });
      await fits(page, tag, 'result-standings', ['[data-test=catapult-continue]']);
      await page.locator('[data-test=catapult-continue]').tap();
      await expect.poll(() => page.evaluate(() => window.__carcassonne.session!.phase), { timeout: 10_000 }).not.toBe('catapult/round');
      expect(tablet.errors).toEqual([]);
    });

    it('the catch: the power, the catcher ready, the flight, the verdict', async () => {
      const { page } = tablet;
      // Bram places the second fair tile and chooses the catch (the first-game tip, upright over the board, turned off first).
      await passHandoff(page);
      const tips = page.locator('[data-test=coach-off]');
      if (await tips.count()) { await tips.tap(); await tips.waitFor({ state: 'detached' }); }
      await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
      await page.locator('[data-token=catch]').tap();
      await fits(page, tag, 'catch-power', ['[data-test=catapult-power-slider]', '[data-test=catapult-hand]']);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('[data-test=catapult-hand]').tap();
      await passHandoff(page);
      await fits(page, tag, 'catch-ready', ['[data-test=catapult-throw]']);
      await page.locator('[data-test=catapult-throw]').tap();
      await expect.poll(() => stageOf(page), { timeout: 10_000, interval: 20 }).toBe('catch-flight');
      // Checked at once and the picture taken after the grab: the token is in the air for a few seconds only.
      await fits(page, tag, 'catch-flight', ['[data-test=catapult-grab]'], { screenshot: false });
      await page.locator('[data-test=catapult-grab]').tap();
      await page.screenshot({ path: `test-results/catapult-fit-catch-flight-${tag}.png` });
      await page.locator('[data-test=catapult-catch-verdict]').waitFor({ timeout: 15_000 });
      await fits(page, tag, 'catch-result', ['[data-test=catapult-continue]']);
      await page.locator('[data-test=catapult-continue]').tap();
      await page.locator('[data-test=catapult-catch]').waitFor();
      expect(tablet.errors).toEqual([]);
    });

    it('seduction: the target choice of a tie, then the swap', async () => {
      const { page } = tablet;
      // A seduction token resting exactly between Anna's and Bram's knights: both are nearest.
      const g = recordAtFirstRound();
      const [a, b] = g.state.followers.map((f) => g.followerPosition(f));
      act(g, { type: 'catapult/choose', token: 'seduction' }, { type: 'catapult/shot', rest: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, hits: [] });
      await page.locator('[data-test=leave]').tap();
      await importAndContinue(page, toRecord(g), 'Game imported.');
      if (await page.locator('[data-test=handoff-continue]').isVisible()) await passHandoff(page);
      await page.locator('[data-test=catapult-continue]').tap();
      if (await page.locator('[data-test=handoff-continue]').isVisible()) await passHandoff(page);
      await fits(page, tag, 'swap-target', ['[data-test=catapult-swap-target]', '[data-test=catapult-swap-pass]']);
      await page.locator('[data-test=catapult-swap-target]').last().tap();
      await fits(page, tag, 'swap', ['[data-test=catapult-swap-supply]', '[data-test=catapult-swap-confirm]', '[data-test=catapult-swap-pass]']);
      expect(tablet.errors).toEqual([]);
    });
  });
}
