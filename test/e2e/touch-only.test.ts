// The game on iPad terms, in Chromium: a touch screen and nothing else — `hover: none` and
// `pointer: coarse`, and every mouse event (the compatibility mousedown/mouseup a browser sends
// after a tap, and any pointer event of type mouse) is swallowed before the app sees it. A whole
// game with the catapult is played to its end screen by taps and a slingshot drag. Then a double
// tap zooms nothing and a long press opens no menu and selects no text (the board takes every
// touch itself: touch-action none).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../../core/index.js';
import { launchPoint } from '../../expansions/catapult/physics/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff, playTurnByTouch, tapWorld, turnState } from './play-helpers.js';

const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base', 'catapult'], options: {}, seed: 9,
  deck: ['base/D', 'base/E', 'catapult/06', 'base/U', 'base/V', 'base/K', 'base/B', 'base/E'],
  actions: [],
};

declare global {
  interface Window { __blocked?: Record<string, number>; __menus?: { prevented: boolean }[] }
}

/** Before the app: no mouse reaches it (counted), and each contextmenu is recorded once it has bubbled. */
function touchOnly(): void {
  const blocked: Record<string, number> = {};
  window.__blocked = blocked;
  window.__menus = [];
  const stop = (e: Event) => { blocked[e.type] = (blocked[e.type] ?? 0) + 1; e.stopImmediatePropagation(); };
  for (const type of ['mousedown', 'mouseup', 'mousemove', 'mouseover', 'mouseout', 'mouseenter', 'mouseleave', 'dblclick', 'wheel']) {
    window.addEventListener(type, stop, { capture: true });
  }
  for (const type of ['pointerdown', 'pointerup', 'pointermove', 'pointerover', 'pointerenter']) {
    window.addEventListener(type, (e) => { if ((e as PointerEvent).pointerType === 'mouse') stop(e); }, { capture: true });
  }
  window.addEventListener('contextmenu', (e) => window.__menus!.push({ prevented: e.defaultPrevented }));
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });

/** Pulls back from the shooter's catapult, away from the board, like a slingshot, and lets go. */
async function slingshot(page: Page, cdp: CDPSession, seat: number): Promise<void> {
  const tiles = await page.evaluate(() => window.__carcassonne.game!.state.board.map((t) => ({ x: t.x, y: t.y })));
  const lp = launchPoint({ tiles, followers: [], tokens: [] }, seat, 2);
  const [from, centre] = await page.evaluate(([x, y, cx, cy]) => [window.__carcassonne.board!.worldToClient(x, y), window.__carcassonne.board!.worldToClient(cx, cy)],
    [lp.x, lp.y, tiles.reduce((s, t) => s + t.x + 0.5, 0) / tiles.length, tiles.reduce((s, t) => s + t.y + 0.5, 0) / tiles.length] as const);
  const len = Math.hypot(from.x - centre.x, from.y - centre.y) || 1;
  const d = { x: ((from.x - centre.x) / len) * 70, y: ((from.y - centre.y) / len) * 70 };
  await touch(cdp, 'touchStart', from.x, from.y);
  for (let i = 1; i <= 8; i++) await touch(cdp, 'touchMove', from.x + (d.x * i) / 8, from.y + (d.y * i) / 8);
  await touch(cdp, 'touchEnd');
}

/** The catapult round by touch: the token by a tap, every shot by a slingshot drag, the results by taps. */
async function catapultRoundByTouch(page: Page, cdp: CDPSession): Promise<number> {
  let shots = 0;
  const inRound = async () => await page.evaluate(() => window.__carcassonne.session!.phase === 'catapult/round')
    || await page.locator('[data-test=catapult-continue]').count() > 0; // the last result is still on the panel
  for (let step = 0; step < 30 && await inRound(); step++) {
    if (await page.locator('[data-test=handoff-continue]').count()) { await passHandoff(page); continue; }
    if (await page.locator('[data-token=knockout]').count()) {
      // The choice shows once it is saved: until then the token stays, and a second tap would wait
      // for a button that is about to go.
      await page.locator('[data-token=knockout]').tap();
      await page.locator('[data-token=knockout]').waitFor({ state: 'detached', timeout: 20_000 });
      continue;
    }
    if (await page.locator('[data-test=catapult-result]').count()) {
      await page.waitForTimeout(400); // a tap right after a drag falls in the double-tap window
      await page.locator('[data-test=catapult-continue]').tap();
      continue;
    }
    if (await page.locator('[data-test=catapult-aim]').count()) {
      // Two players sit at seats 0 and 1; the one to shoot is the engine's actor.
      await slingshot(page, cdp, await page.evaluate(() => window.__carcassonne.game!.actor()));
      await page.locator('[data-test=catapult-result]').waitFor({ timeout: 60_000 });
      shots++;
      continue;
    }
    if (await page.locator('[data-test=catapult-swap-pass]').count()) { await page.locator('[data-test=catapult-swap-pass]').tap(); continue; }
    await page.waitForTimeout(200);
  }
  return shots;
}

describe('touch only, on iPad terms', () => {
  let tablet: Tablet;
  let ctx: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    tablet = await openTablet({
      viewport: { width: 1180, height: 820 },
      async beforeLoad(c, p) {
        await c.addInitScript(touchOnly);
        const cdp = await c.newCDPSession(p);
        await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'hover', value: 'none' }, { name: 'pointer', value: 'coarse' }, { name: 'any-hover', value: 'none' }, { name: 'any-pointer', value: 'coarse' }] });
      },
    });
    ({ ctx, page, errors } = tablet);
  });
  afterAll(async () => { await tablet?.close(); });

  it('plays a whole game with the catapult to the end screen by touch alone', async () => {
    expect(await page.evaluate(() => [matchMedia('(hover: none)').matches, matchMedia('(pointer: coarse)').matches])).toEqual([true, true]);
    await importAndContinue(page, RECORD, 'Game imported.');
    const cdp = await ctx.newCDPSession(page);
    // The board takes every touch itself (pan, pinch): no browser gesture on it at all.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('canvas')!).touchAction)).toBe('none');
    let shots = 0;
    for (let turn = 0; turn < 30 && !(await turnState(page)).finished; turn++) {
      if (await page.evaluate(() => window.__carcassonne.session!.phase === 'catapult/round')) { shots += await catapultRoundByTouch(page, cdp); continue; }
      // After the round the next turn's screen takes a moment (the handoff comes up).
      await expect.poll(() => page.evaluate(() => { const s = window.__carcassonne.session!; return s.placing || s.handoff !== null || s.finished; }), { timeout: 20_000 }).toBe(true)
        .catch(async (e) => { await page.screenshot({ path: 'test-results/touch-only-stuck.png' }); console.log('STUCK', await page.evaluate(() => { const s = window.__carcassonne.session!; return [s.phase, s.placing, s.deploying, s.handoff, window.__carcassonne.game!.state.turn]; })); throw e; });
      if ((await turnState(page)).finished) break;
      await playTurnByTouch(page, { rotateTo: turn % 2 ? 'last' : 'first', deploy: turn % 3 !== 2 });
    }
    expect((await turnState(page)).finished).toBe(true);
    expect(shots).toBe(2);
    await page.locator('[data-test=end-screen]').waitFor();
    await page.screenshot({ path: 'test-results/touch-only-end.png' });
    // The browser did offer mouse events after the taps; the app never needed one.
    const blocked = await page.evaluate(() => window.__blocked!);
    expect((blocked.mousedown ?? 0) + (blocked.mouseup ?? 0)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a double tap zooms nothing; a long press on a button opens no menu and selects nothing', async () => {
    await page.locator('[data-test=end-screen] button').first().waitFor();
    const button = (await page.locator('[data-test=end-screen] button').first().boundingBox())!;
    const cdp = await ctx.newCDPSession(page);
    const at = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
    // The styles that tell the browser so: manipulation (no double-tap zoom) from the root down.
    const handle = (await page.locator('[data-test=end-screen] button').first().elementHandle())!;
    const styles = {
      ...await page.evaluate(() => {
        const css = (customElements.get('ct-app') as unknown as { elementStyles: { cssText: string }[] }).elementStyles.map((x) => x.cssText).join('\n');
        return { app: getComputedStyle(document.querySelector('ct-app')!).touchAction, callout: /-webkit-touch-callout:\s*none/.test(css) };
      }),
      ...await handle.evaluate((btn) => ({ button: getComputedStyle(btn).touchAction, select: getComputedStyle(btn).userSelect })),
    };
    expect(styles).toEqual({ app: 'manipulation', button: 'manipulation', select: 'none', callout: true });
    // Headless Chromium raises no menu from a long press; the contextmenu a browser sends then is
    // dispatched here on the button, as it would arrive, and must be refused.
    await handle.evaluate((btn) => btn.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true })));
    const menus = await page.evaluate(() => window.__menus!);
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.every((m) => m.prevented)).toBe(true);
    // A long press on a button: no selection.
    await touch(cdp, 'touchStart', at.x, at.y);
    await page.waitForTimeout(1200);
    await touch(cdp, 'touchEnd');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    // A double tap on the button text: the page stays at scale 1.
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a double tap on Skip or on the handoff passes one handoff, not the next player\'s too', async () => {
    // The last test's double tap on New game opened the set-up: back to the start screen.
    await page.locator('[data-test=setup-screen] button', { hasText: 'Back' }).tap();
    await importAndContinue(page, RECORD, 'Game imported.');
    const cdp = await ctx.newCDPSession(page);
    /** Two taps at the middle of `selector`, the second `gap` ms after the first ends (a fumbled double tap). */
    const doubleTap = async (selector: string, gap: number) => {
      const box = (await page.locator(selector).boundingBox())!;
      const x = box.x + box.width / 2, y = box.y + box.height / 2;
      await touch(cdp, 'touchStart', x, y);
      await touch(cdp, 'touchEnd');
      await page.waitForTimeout(gap);
      await touch(cdp, 'touchStart', x, y);
      await touch(cdp, 'touchEnd');
    };
    for (const gap of [40, 150]) {
      // Anna places her tile, then double-taps Skip: the first tap ends her turn and Bram's handoff
      // comes up under her finger; the second must not pass it (Bram has not seen it yet).
      let st = await turnState(page);
      if (st.handoff !== null) await passHandoff(page);
      st = await turnState(page);
      await tapWorld(page, st.spots[0].x + 0.5, st.spots[0].y + 0.5);
      await page.locator('[data-test=confirm]').tap();
      await expect.poll(async () => (await turnState(page)).deploying).toBe(true);
      const actor = await page.evaluate(() => window.__carcassonne.game!.actor());
      await doubleTap('[data-test=skip]', gap);
      await page.waitForTimeout(600);
      st = await turnState(page);
      expect(st.handoff, `after a double tap ${gap} ms apart on Skip`).toBe(1 - actor);
      expect(await page.locator('[data-test=handoff-continue]').isVisible()).toBe(true);
      // A double tap on the handoff passes it once (the next handoff is only after the next turn).
      await page.waitForTimeout(400);
      await doubleTap('[data-test=handoff-continue]', gap);
      await expect.poll(async () => (await turnState(page)).handoff).toBe(null);
      expect((await turnState(page)).placing).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
