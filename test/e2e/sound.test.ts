// Sound effects in the built app: no AudioContext before the first gesture; after a tap the sound
// module is loaded and a placement plays; the mute button (keyboard too) silences, is remembered
// across a reload, and muted from the start nothing is loaded; axe finds nothing; no page errors.
// Chromium runs with --autoplay-policy=no-user-gesture-required here only, so the headless context
// plays without waiting for the policy (the app still waits for a gesture itself).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messageTables } from '../../ui/i18n/index.js';
import { axeViolations } from './axe.js';
import { ARGS } from './browser.js';
import { newGameViaSetup, passHandoff, tapWorld, turnState, waitForBoard } from './play-helpers.js';

declare global {
  interface Window { __audioContexts?: number }
}

/** Counts AudioContexts the page creates (before any of its own scripts run). */
function countAudioContexts(): void {
  const Original = window.AudioContext;
  window.__audioContexts = 0;
  if (!Original) return;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      window.__audioContexts = (window.__audioContexts ?? 0) + 1;
    }
  };
}

const hook = <T>(page: Page, read: () => T) => page.evaluate(read);
const played = (page: Page) => hook(page, () => window.__carcassonne.soundsPlayed);
const soundState = (page: Page) => hook(page, () => window.__carcassonne.soundState);
const contexts = (page: Page) => hook(page, () => window.__audioContexts ?? 0);
const toggle = (page: Page) => page.locator('[data-test=sound-toggle]');

describe('sound effects', () => {
  let ctx: BrowserContext;
  let page: Page;
  let dir: string;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'carcassonne-sound-'));
    ctx = await chromium.launchPersistentContext(dir, {
      executablePath: '/usr/bin/chromium', headless: true, args: [...ARGS, '--autoplay-policy=no-user-gesture-required'],
      hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1,
      locale: 'en-GB', reducedMotion: 'reduce',
    });
    await ctx.addInitScript(countAudioContexts);
    page = ctx.pages()[0] ?? await ctx.newPage();
    page.on('pageerror', (e) => errors.push(`${String(e)}\n${e.stack ?? ''}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(inject('baseUrl'));
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads nothing before a gesture; after a tap a placement plays a sound', async () => {
    await page.locator('[data-test=new-game]').waitFor();
    expect(await soundState(page)).toBe('idle');
    expect(await contexts(page)).toBe(0);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    expect(await toggle(page).innerText()).toBe(messageTables().en['app.mute']);

    await newGameViaSetup(page, ['Anna', 'Bram'], 21);
    await expect.poll(() => soundState(page), { timeout: 20_000 }).toBe('ready');
    expect(await contexts(page)).toBeGreaterThanOrEqual(1);
    // Every file decoded: the shell's five and the catapult's own, from its folder (bundled as assets).
    expect([...await hook(page, () => window.__carcassonne.soundsLoaded)].sort()).toEqual([
      'catapult/catch', 'catapult/clack', 'catapult/hit', 'catapult/launch', 'catapult/skid', 'catapult/thud',
      'follower', 'handoff', 'score', 'tile', 'undo',
    ]);
    await passHandoff(page);

    const before = await played(page);
    const spot = (await turnState(page)).spots[0];
    await tapWorld(page, spot.x + 0.5, spot.y + 0.5);
    expect(await played(page)).toBe(before); // choosing a square is silent
    await page.locator('[data-test=confirm]').tap();
    await expect.poll(() => page.evaluate(() => window.__carcassonne.game!.state.board.length)).toBe(2);
    await expect.poll(() => played(page)).toBeGreaterThan(before);
  });

  it('the mute button silences the game and has no axe violations', async () => {
    await page.waitForTimeout(800); // let the placement's own sounds finish
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('carcassonne.muted'))).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    const before = await played(page);
    await page.locator('[data-test=undo]').tap();
    await expect.poll(() => page.evaluate(() => window.__carcassonne.game!.state.board.length)).toBe(1);
    await page.locator('[data-test=confirm]').tap();
    await expect.poll(() => page.evaluate(() => window.__carcassonne.game!.state.board.length)).toBe(2);
    await page.waitForTimeout(800);
    expect(await played(page)).toBe(before);
  });

  it('remembers muting across a reload, and muted loads no audio at all until unmuted', async () => {
    await page.evaluate(() => window.__carcassonne.saved());
    await page.reload();
    await waitForBoard(page);
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
    const handoff = page.locator('[data-test=handoff-continue]');
    if (await handoff.count()) await passHandoff(page);
    await page.locator('[data-test=game-panel]').tap({ position: { x: 20, y: 20 } }); // a gesture
    await page.waitForTimeout(300);
    expect(await soundState(page)).toBe('idle');
    expect(await contexts(page)).toBe(0);

    await toggle(page).tap();
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => soundState(page), { timeout: 20_000 }).toBe('ready');
    expect(await page.evaluate(() => localStorage.getItem('carcassonne.muted'))).toBe('0');
    expect(errors).toEqual([]);
  });
});
