// The screen stays on while a game is on the table, in the built app (ui/platform/wake-lock.ts):
// Chromium's real Screen Wake Lock is asked for when the game screen opens, asked for again when the
// page is shown after being hidden, asked for again at the next tap when refused, and let go when
// the game is left for the start screen. (Headless Chromium cannot hide a page, so the page's
// visibility is faked in it, and so is the refusal; the idle release is the unit test's,
// test/ui/wake-lock.test.ts. WebKit's own refusal before a touch: test/e2e/webkit.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff } from './play-helpers.js';

declare global {
  interface Window {
    __wake?: { requests: number; sentinels: WakeLockSentinel[]; hidden: boolean; refuseNext: boolean };
  }
}

/**
 * Runs before the app: counts the app's wake lock requests (passed on to the real API), and lets
 * the test fake a hidden page and a refusal (as WebKit refuses a page not touched yet).
 */
function spyOnWakeLock(): void {
  const spy = { requests: 0, sentinels: [] as WakeLockSentinel[], hidden: false, refuseNext: false };
  window.__wake = spy;
  const real = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type?: 'screen') => {
    spy.requests++;
    if (spy.refuseNext) {
      spy.refuseNext = false;
      throw new DOMException('refused by the test', 'NotAllowedError');
    }
    const s = await real(type);
    spy.sentinels.push(s);
    return s;
  };
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (spy.hidden ? 'hidden' : 'visible') });
}

const state = (t: Tablet) => t.page.evaluate(() => window.__carcassonne.wakeLock);
const spy = (t: Tablet) => t.page.evaluate(() => ({
  requests: window.__wake!.requests, live: window.__wake!.sentinels.filter((s) => !s.released).length,
}));
const setHidden = (t: Tablet, hidden: boolean) => t.page.evaluate((h) => {
  window.__wake!.hidden = h;
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

describe('the screen stays on during a game', () => {
  let tablet: Tablet | null = null;
  afterEach(async () => { await tablet?.close(); tablet = null; });

  it('holds a wake lock while the game is shown, asks again when the page is shown or tapped, and lets go on leaving the game', async () => {
    tablet = await openTablet({ beforeLoad: async (ctx) => { await ctx.addInitScript(spyOnWakeLock); } });
    const t = tablet;
    await t.page.locator('[data-test=new-game]').waitFor();
    expect(await state(t)).toBe('off'); // the start screen keeps nothing on
    expect(await spy(t)).toEqual({ requests: 0, live: 0 });

    await newGameViaSetup(t.page, ['Ada', 'Bo'], 7);
    await passHandoff(t.page);
    await expect.poll(() => state(t)).toBe('held');
    expect(await spy(t)).toEqual({ requests: 1, live: 1 });

    await setHidden(t, true);
    await expect.poll(() => state(t)).toBe('hidden');
    expect(await spy(t)).toEqual({ requests: 1, live: 0 });
    await setHidden(t, false);
    await expect.poll(() => state(t)).toBe('held');
    expect(await spy(t)).toEqual({ requests: 2, live: 1 });

    // Refused as the page is shown again (WebKit, before the page was touched; battery saver): a
    // tap anywhere asks again, here on the score table, which changes nothing in the game.
    await setHidden(t, true);
    await t.page.evaluate(() => { window.__wake!.refuseNext = true; });
    await setHidden(t, false);
    await expect.poll(() => state(t)).toBe('refused');
    expect(await spy(t)).toEqual({ requests: 3, live: 0 });
    const actions = await t.page.evaluate(() => window.__carcassonne.game!.state.actionCount);
    await t.page.locator('[data-test=scoreboard]').tap();
    await expect.poll(() => state(t)).toBe('held');
    expect(await spy(t)).toEqual({ requests: 4, live: 1 });
    expect(await t.page.evaluate(() => window.__carcassonne.game!.state.actionCount)).toBe(actions);

    await t.page.locator('[data-test=leave]').tap();
    await t.page.locator('[data-test=new-game]').waitFor();
    await expect.poll(() => spy(t)).toEqual({ requests: 4, live: 0 });
    expect(await state(t)).toBe('off');
    expect(t.errors).toEqual([]);
  });
});
