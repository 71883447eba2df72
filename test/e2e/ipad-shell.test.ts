// The shell on iPad terms, in Chromium dressed as each browser: the install hint shows in Safari
// tabs only (not the installed app, not Chrome on the iPad, not desktop Chromium) and stays away
// once dismissed; the storage notice appears after the first saved game when persistence is
// refused or unknown in a tab, never when granted or installed; export goes through the share
// sheet with the record file where files can be shared, and downloads the file elsewhere.
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messageTables } from '../../ui/i18n/index.js';
import { PLATFORM_MESSAGES } from '../../ui/platform/messages.js';
import { axeViolations } from './axe.js';
import { ARGS, reportCspViolations } from './browser.js';
import { newGameViaSetup, passHandoff } from './play-helpers.js';

const IPAD_SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_CHROME = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const en = PLATFORM_MESSAGES.en;

interface Fakes {
  /** navigator.standalone = true: the Home Screen app. */
  standalone?: boolean;
  /** What navigator.storage.persist() answers; 'missing' removes navigator.storage. */
  persist?: boolean | 'missing';
  /** A navigator.share that accepts files and keeps what it was given; false removes Web Share. */
  share?: boolean;
}

declare global {
  interface Window {
    __persistCalls?: number;
    __shared?: { name: string; type: string; text: string; title?: string }[];
  }
}

/** Runs before the app's script: the platform features of the browser being played. */
function fake(f: Fakes): void {
  if (f.standalone) Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
  window.__persistCalls = 0;
  if (f.persist === 'missing') {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
  } else if (f.persist !== undefined) {
    const answer = f.persist;
    const storage = navigator.storage;
    storage.persisted = async () => false;
    storage.persist = async () => { window.__persistCalls = (window.__persistCalls ?? 0) + 1; return answer; };
  }
  if (f.share) {
    window.__shared = [];
    navigator.canShare = (data?: ShareData) => Boolean(data?.files?.length);
    navigator.share = async (data?: ShareData) => {
      for (const file of data?.files ?? []) window.__shared!.push({ name: file.name, type: file.type, text: await file.text(), title: data?.title });
    };
  } else if (f.share === false) {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  }
}

let browser: Browser;
const open: BrowserContext[] = [];

async function tab(options: { userAgent?: string; fakes?: Fakes; locale?: string } = {}): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({
    userAgent: options.userAgent, hasTouch: true, isMobile: true, viewport: { width: 1180, height: 820 },
    deviceScaleFactor: 1, locale: options.locale ?? 'en-GB', reducedMotion: 'reduce', acceptDownloads: true,
  });
  open.push(ctx);
  await ctx.addInitScript(reportCspViolations); // a violation is an error of the test (tools/csp.ts)
  await ctx.addInitScript(fake, options.fakes ?? {});
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(inject('baseUrl'));
  await page.locator('[data-test=new-game]').waitFor();
  return { page, errors };
}

const hint = (page: Page) => page.locator('[data-test=install-hint]');
const notice = (page: Page) => page.locator('[data-test=storage-notice]');

/** Starts a game (the first save), then back to the start screen; returns the game's record as JSON data. */
async function playAndLeave(page: Page): Promise<unknown> {
  await newGameViaSetup(page, ['Anna', 'Bram'], 5);
  await passHandoff(page);
  await page.evaluate(() => window.__carcassonne.saved());
  const record: unknown = await page.evaluate(() => JSON.parse(JSON.stringify(window.__carcassonne.session!.record())));
  await page.locator('[data-test=leave]').tap();
  await page.locator('[data-test=saves]').waitFor();
  return record;
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
});
afterAll(async () => {
  for (const c of open) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('the "Install on this iPad" hint', () => {
  it('shows in a Safari tab on the iPad, in the chosen language, until dismissed', async () => {
    const { page, errors } = await tab({ userAgent: IPAD_SAFARI });
    await hint(page).waitFor();
    expect(await hint(page).locator('h2').innerText()).toBe(en['ipad.install.title']);
    expect(await hint(page).innerText()).toContain('Add to Home Screen');
    await page.screenshot({ path: 'test-results/ipad-install-hint.png' });
    await page.locator('[data-test=language]').selectOption('it');
    await expect.poll(() => hint(page).locator('h2').innerText()).toBe(PLATFORM_MESSAGES.it['ipad.install.title']);
    await page.locator('[data-test=language]').selectOption('en');
    await page.locator('[data-test=install-hint-dismiss]').tap();
    await expect.poll(() => hint(page).count()).toBe(0);
    await page.reload();
    await page.locator('[data-test=new-game]').waitFor();
    expect(await hint(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('does not show in the installed app, in Chrome on the iPad, or in desktop Chromium', async () => {
    for (const opts of [{ userAgent: IPAD_SAFARI, fakes: { standalone: true } }, { userAgent: IPAD_CHROME }, {}]) {
      const { page } = await tab(opts);
      await page.waitForTimeout(300);
      expect(await hint(page).count(), JSON.stringify(opts)).toBe(0);
    }
  });
});

describe('the storage notice', () => {
  it('asks after the first saved game; refused in a tab, it says so and exports the game', async () => {
    const { page, errors } = await tab({ userAgent: IPAD_SAFARI, fakes: { persist: false, share: false } });
    expect(await page.evaluate(() => window.__persistCalls)).toBe(0); // nothing saved yet: nothing asked
    expect(await notice(page).count()).toBe(0);
    await playAndLeave(page);
    expect(await page.evaluate(() => window.__persistCalls)).toBe(1);
    await notice(page).waitFor();
    expect(await notice(page).getAttribute('data-reason')).toBe('refused');
    expect(await notice(page).locator('p').innerText()).toBe(en['storage.notice.week']);
    await page.screenshot({ path: 'test-results/ipad-storage-notice.png' });
    expect(await axeViolations(page)).toEqual([]); // the notice and the install hint together
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-test=storage-notice-export]').tap()]);
    const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(record.players.map((p: { name: string }) => p.name)).toEqual(['Anna', 'Bram']);
    await page.locator('[data-test=storage-notice-dismiss]').tap();
    await expect.poll(() => notice(page).count()).toBe(0);
    await page.reload();
    await page.locator('[data-test=saves]').waitFor();
    expect(await notice(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says it too when the browser cannot be asked (no storage API), in the other browsers\' words', async () => {
    const { page } = await tab({ fakes: { persist: 'missing' } });
    await playAndLeave(page);
    await notice(page).waitFor();
    expect(await notice(page).getAttribute('data-reason')).toBe('unknown');
    expect(await notice(page).locator('p').innerText()).toBe(en['storage.notice.other']);
  });

  it('stays away when persistence is granted, and in the installed app', async () => {
    for (const opts of [{ userAgent: IPAD_SAFARI, fakes: { persist: true } }, { userAgent: IPAD_SAFARI, fakes: { persist: false, standalone: true } }]) {
      const { page } = await tab(opts);
      await playAndLeave(page);
      expect(await page.evaluate(() => window.__persistCalls), JSON.stringify(opts)).toBe(1);
      await page.waitForTimeout(300);
      expect(await notice(page).count(), JSON.stringify(opts)).toBe(0);
    }
  });
});

describe('export: share sheet or download', () => {
  it('shares the record file where files can be shared (no download), downloads it elsewhere', async () => {
    const shared = await tab({ userAgent: IPAD_SAFARI, fakes: { persist: true, share: true } });
    const game = await playAndLeave(shared.page);
    let downloads = 0;
    shared.page.on('download', () => { downloads++; });
    await shared.page.locator('[data-test=save] button', { hasText: messageTables().en['start.export'] }).tap();
    await expect.poll(() => shared.page.evaluate(() => window.__shared!.length)).toBe(1);
    const [file] = await shared.page.evaluate(() => window.__shared!);
    expect(file).toMatchObject({ type: 'application/json', title: 'Carcassonne: the game of Anna and Bram' });
    expect(file.name).toMatch(/^carcassonne-Anna-Bram-\d+\.json$/);
    expect(JSON.parse(file.text)).toEqual(game);
    expect(downloads).toBe(0);

    const plain = await tab({ fakes: { persist: true, share: false } });
    const plainGame = await playAndLeave(plain.page);
    const [download] = await Promise.all([
      plain.page.waitForEvent('download'),
      plain.page.locator('[data-test=save] button', { hasText: messageTables().en['start.export'] }).tap(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carcassonne-Anna-Bram-\d+\.json$/);
    expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual(plainGame);
  });
});
