// Sound on iPad terms, in Chromium with its default autoplay policy: Safari accepts only
// touchend, pointerup or click as the gesture that lets audio start, so here every other gesture
// event is swallowed before the app sees it (pointerdown, keydown, touchend, click) and a tap must
// still unlock the sound through its pointerup alone. Then the context is suspended as iOS does
// in the background, and the page coming back resumes it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';

declare global {
  interface Window { __contexts?: AudioContext[] }
}

/** Runs before the app: keeps every AudioContext, and lets only pointerup through of the gestures. */
function onlyPointerUp(): void {
  const Original = window.AudioContext;
  window.__contexts = [];
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      window.__contexts!.push(this);
    }
  };
  for (const type of ['pointerdown', 'keydown', 'touchend', 'click', 'mousedown', 'mouseup']) {
    window.addEventListener(type, (e) => e.stopImmediatePropagation(), { capture: true });
  }
}

const contextStates = (page: Page) => page.evaluate(() => (window.__contexts ?? []).map((c) => c.state));

describe('sound unlock on iPad terms', () => {
  let tablet: Tablet;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    tablet = await openTablet({ viewport: { width: 1180, height: 820 }, beforeLoad: async (c) => { await c.addInitScript(onlyPointerUp); } });
    ({ page, errors } = tablet);
  });
  afterAll(async () => { await tablet?.close(); });

  it('a tap whose pointerup is the only gesture the app sees loads the sounds and starts the context', async () => {
    await page.locator('[data-test=new-game]').waitFor();
    expect(await page.evaluate(() => window.__carcassonne.soundState)).toBe('idle');
    await page.locator('header .title').tap();
    await expect.poll(() => page.evaluate(() => window.__carcassonne.soundState), { timeout: 20_000 }).toBe('ready');
    await expect.poll(() => contextStates(page)).toEqual(['running']);
  });

  it('resumes the context the browser suspended once the page is back from the background', async () => {
    await page.evaluate(() => window.__contexts![0].suspend());
    await expect.poll(() => contextStates(page)).toEqual(['suspended']);
    // iOS suspends audio in the background; the page coming back is a visibilitychange to visible.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => contextStates(page)).toEqual(['running']);
    expect(errors).toEqual([]);
  });
});
