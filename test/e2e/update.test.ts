// A new deployment never breaks a running game (issue 14 §4): the game is opened on a first visit,
// then the server's build is swapped for another one (every hashed file renamed, so each old chunk
// URL is gone, as after a real deployment). The browser then fetches and installs the new service
// worker — when another tab opens the app, a navigation being where it looks for one — that
// tab's player agrees to the update, and the new worker takes over every tab (clientsClaim),
// activation dropping the old version's files from its precache. The first tab, still running
// the old version, goes on into its first catapult round — whose panel and the app worker are lazy
// chunks of the old version: they must still load (from the archive of that version), the round
// must be playable, nothing may fail. Then that tab's player agrees to the update too: the page
// reloads into the new version and the game goes on from its save. A tab left open alone finds a
// deployment when the tablet wakes (the app asks the server itself).
// Also on a first visit whose game starts after the swap, before any service worker controls the
// page (the one fetched then is the other version's): the page kept its own version's files
// before fetching it, and its game waits for the worker to serve them (ui/pwa.ts, sw/sw.ts,
// ui/running-version.ts) rather than asking the host, which no longer has them.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { Game, toRecord, type Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { ARGS, reportCspViolations } from './browser.js';
import { deploy, otherBuild } from './deployments.js';
import { importAndContinue, pageRecord, passHandoff, playTurnByTouch, waitForBoard } from './play-helpers.js';
import { DIST, serve } from './static-server.js';

/** The URL of the app script a page runs (its version: every build names it differently). */
function runs(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module][src*="/assets/index-"]')?.src ?? '')
    .catch(() => ''); // between two documents while it reloads
}

/** The names of the caches that hold `file` (a URL). */
function cachesHolding(page: Page, file: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const names: string[] = [];
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(url, { ignoreSearch: true })) names.push(name);
    return names;
  }, file);
}

/** The player agrees to the update prompt ("Update now"). */
async function updateNow(page: Page): Promise<void> {
  const button = page.locator('ct-update-prompt [role=alert] button:not(.later)');
  await button.waitFor({ timeout: 60_000 });
  await button.tap();
}

/** Two knights placed; Anna's next tile is the catapult's fair tile. */
function recordBeforeFair() {
  const g = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'catapult'], options: {}, seed: 7,
    deck: ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U', 'base/V'],
  });
  const act = (a: Action) => { const r = g.apply(a); if (!r.ok) throw new Error(r.error.message); };
  act({ type: 'place', x: 1, y: 0, rotation: 0 }); act({ type: 'deploy', at: 'NC' });
  act({ type: 'place', x: -1, y: 0, rotation: 0 }); act({ type: 'deploy', at: 'NC' });
  return toRecord(g);
}

describe('a deployment during a game', () => {
  const servers: Server[] = [];
  const contexts: BrowserContext[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
    for (const s of servers) await new Promise((ok) => s.close(ok));
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  interface Tab { page: Page; errors: string[]; failed: string[] }

  /** Records every error and every failed request of a page. */
  function watch(page: Page): Omit<Tab, 'page'> {
    const errors: string[] = [], failed: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    return { errors, failed };
  }

  /** A tablet on a fresh profile that records every error and every failed request. */
  async function launch(profile: string): Promise<{ ctx: BrowserContext; page: Page; errors: string[]; failed: string[] }> {
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium', headless: true, args: ARGS, hasTouch: true, isMobile: true,
      viewport: { width: 1280, height: 800 }, locale: 'en-GB', reducedMotion: 'reduce',
    });
    contexts.push(ctx);
    await ctx.addInitScript(reportCspViolations);
    const page = ctx.pages()[0] ?? await ctx.newPage();
    return { ctx, page, ...watch(page) };
  }

  /** Waits for `selector`, passing the handoff screen first if it comes instead. */
  async function handoffThen(page: Page, selector: string): Promise<void> {
    const handoff = page.locator('[data-test=handoff-continue]');
    await handoff.or(page.locator(selector)).first().waitFor({ timeout: 30_000 });
    if (await handoff.isVisible()) await passHandoff(page);
    await page.locator(selector).first().waitFor({ timeout: 30_000 });
  }

  /** Plays the fair tile, then the catapult round's own panel (a lazy chunk) and a shot in the worker (another). */
  async function playIntoRound(page: Page): Promise<void> {
    await passHandoff(page);
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    // The round's own panel (after a handoff, if there is one), not the choices fallback a failed chunk would leave.
    await handoffThen(page, '[data-test=catapult-choose]');
    await page.locator('[data-token=knockout]').tap();
    const before = (await pageRecord(page)).actions.length;
    await page.locator('[data-test=catapult-fire]').tap();
    await page.waitForFunction((n) => window.__carcassonne.game!.actions.length > n, before, { timeout: 60_000 });
    expect((await pageRecord(page)).actions.at(-1)?.type).toBe('catapult/shot');
    // The shot ran in the worker of the running version.
    expect(page.workers().some((w) => /app-worker-[\w-]{8}\.js$/.test(w.url()))).toBe(true);
  }

  /**
   * Builds `suffixes.length` further deployments, serves the first build, and opens the game on a
   * first visit: the service worker installs and takes the page over, and the game is imported.
   */
  async function gameOnFirstVisit(name: string, suffixes: string[]) {
    const root = await mkdtemp(join(tmpdir(), `carcassonne-${name}-`));
    dirs.push(root);
    const served = join(root, 'served');
    await cp(DIST, served, { recursive: true });
    const builds: string[] = [];
    for (const suffix of suffixes) {
      builds.push(join(root, suffix));
      await otherBuild(DIST, join(root, suffix), suffix);
    }
    const server = await serve(served);
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const tablet = await launch(join(root, 'profile'));
    const { page } = tablet;
    await page.goto(url);
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await importAndContinue(page, recordBeforeFair());
    const panel = (await readdir(join(DIST, 'assets'))).find((f) => f.startsWith('ct-catapult-panel-') && f.endsWith('.js'))!;
    return { ...tablet, url, served, builds, first: await runs(page), panel: `${url}assets/${panel}` };
  }

  /**
   * Another tab updates: it opens the app (or reloads it) — a navigation, where the browser looks
   * for a new service worker — and its player agrees to the update prompt. The new worker takes
   * over every tab (clientsClaim), and this one reloads into the new version.
   */
  async function updateInOtherTab(ctx: BrowserContext, tab: Tab | null, url: string, suffix: string): Promise<Tab> {
    let other = tab;
    if (!other) {
      const opened = await ctx.newPage();
      other = { page: opened, ...watch(opened) };
    }
    const { page } = other;
    if (tab) await page.reload(); else await page.goto(url);
    // The first tab plays the game: this one does not take it over, it shows the start screen and says so.
    await expect.poll(() => page.locator('[data-test=notice]').innerText().catch(() => ''), { timeout: 30_000 })
      .toContain('is being played in another window');
    await loadSoundsByTap(page);
    await updateNow(page);
    await expect.poll(() => runs(page), { timeout: 60_000 }).toMatch(new RegExp(`-${suffix}\\.js$`));
    return other;
  }

  /**
   * A first tap in a tab that shows the update prompt: it loads the tab's sounds, as after any tap
   * in a tab that was played in. (Were the tap on "Update now" its first, their fetches would reach
   * the old worker in the moment it is being stopped for the new one: that restarts it, and
   * Chromium then activates the new one only once the old one reports idle again, which it never
   * does while a debugger is attached, as Playwright is: the new worker would wait for minutes.)
   */
  async function loadSoundsByTap(page: Page): Promise<void> {
    await page.locator('ct-update-prompt [role=alert] span').tap();
    await expect.poll(() => page.evaluate(() => window.__carcassonne.soundState), { timeout: 20_000 }).toMatch(/^(ready|unavailable)$/);
  }

  /** The player of a tab that runs an old version agrees to the prompt: it reloads into `suffix`'s, with the game as saved. */
  async function updatesKeepingGame(page: Page, suffix: string): Promise<void> {
    await page.evaluate(() => window.__carcassonne.saved());
    const saved = await pageRecord(page);
    await updateNow(page);
    await expect.poll(() => runs(page), { timeout: 60_000 }).toMatch(new RegExp(`-${suffix}\\.js$`));
    await waitForBoard(page);
    expect(await pageRecord(page)).toEqual(saved);
  }

  /** updatesKeepingGame, in a catapult round: the round goes on with the new version's own panel. */
  async function reloadsInto(page: Page, suffix: string): Promise<void> {
    await updatesKeepingGame(page, suffix);
    // The round goes on with the new version's own catapult panel.
    await handoffThen(page, '[data-test^=catapult-]');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
      .toContainEqual(expect.stringMatching(new RegExp(`/ct-catapult-panel-[\\w-]{8}-${suffix}\\.js$`)));
  }

  it('keeps the running version whole when a new version takes over its tab: the catapult opens, then the tab reloads into it', async () => {
    const { ctx, page, errors, failed, url, served, builds, first, panel } = await gameOnFirstVisit('swap', ['next']);
    // Deployment mid-game: the host now has only the other build.
    await deploy(served, builds[0]);
    expect((await fetch(panel)).headers.get('content-type')).toMatch(/html/); // gone: the SPA fallback answers
    const other = await updateInOtherTab(ctx, null, url, 'next');
    // This tab runs the first version still, under the new worker, whose precache has dropped the
    // first version's files: its catapult panel is only in the archive now.
    expect(await runs(page)).toBe(first);
    expect(await cachesHolding(page, panel)).toEqual([expect.stringMatching(/^carcassonne-archive-\d+$/)]);

    await playIntoRound(page);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await reloadsInto(page, 'next');
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('finds a deployment while its only tab stays open: when the tablet wakes, the prompt comes, and the tab reloads into it', async () => {
    const { page, errors, failed, served, builds, first } = await gameOnFirstVisit('wake', ['next']);
    await deploy(served, builds[0]);
    const prompt = page.locator('ct-update-prompt [role=alert]');
    // Nothing loads a page, so the browser itself does not look: no prompt yet.
    await page.waitForTimeout(1000);
    expect(await prompt.count()).toBe(0);
    // The tablet wakes (the page is shown again): the app asks the server, and the new version installs and waits.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await prompt.waitFor({ timeout: 60_000 });
    expect(await runs(page)).toBe(first);
    await loadSoundsByTap(page);
    await updatesKeepingGame(page, 'next');
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('keeps a version whole while a tab runs it, through two more deployments', async () => {
    const { ctx, page, errors, failed, url, served, builds, first, panel } = await gameOnFirstVisit('swap-twice', ['next', 'later']);
    await deploy(served, builds[0]);
    const other = await updateInOtherTab(ctx, null, url, 'next');
    await deploy(served, builds[1]);
    await updateInOtherTab(ctx, other, url, 'later');
    // This tab still runs the first version, two versions behind its worker.
    expect(await runs(page)).toBe(first);
    expect(await cachesHolding(page, panel)).toEqual([expect.stringMatching(/^carcassonne-archive-\d+$/)]);

    await playIntoRound(page);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await reloadsInto(page, 'later');
    expect(errors).toEqual([]);
    // No tab runs an older version now: no archive is kept.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('carcassonne-archive-'))), { timeout: 10_000 })
      .toEqual([]);
  });

  it('keeps it whole on a first visit whose game starts after the swap, before its service worker is fetched', async () => {
    const root = await mkdtemp(join(tmpdir(), 'carcassonne-swap-late-'));
    dirs.push(root);
    const served = join(root, 'served'), next = join(root, 'next');
    await cp(DIST, served, { recursive: true });
    await otherBuild(DIST, next, 'next');
    const inner = await serve(served);
    servers.push(inner);
    // In front of the host: holds the service worker's script until the deployment is done, and
    // counts what is downloaded.
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => { release = ok; });
    const fetched = new Map<string, number>();
    const innerUrl = `http://127.0.0.1:${(inner.address() as AddressInfo).port}`;
    const front = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      fetched.set(path, (fetched.get(path) ?? 0) + 1);
      void (path === '/sw.js' ? held : Promise.resolve()).then(async () => {
        const r = await fetch(innerUrl + (req.url ?? '/'));
        const keep = ['content-type', 'cache-control', 'content-security-policy'];
        res.writeHead(r.status, Object.fromEntries([...r.headers].filter(([k]) => keep.includes(k))));
        res.end(Buffer.from(await r.arrayBuffer()));
      });
    });
    await new Promise<void>((ok) => front.listen(0, '127.0.0.1', ok));
    servers.push(front);
    const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/`;
    const { page, errors, failed } = await launch(join(root, 'profile'));
    await page.goto(url);
    // The page has kept its own version's files (it does so at start, before fetching the worker).
    const files = JSON.parse(await readFile(join(DIST, 'version.json'), 'utf8')).files as string[];
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('carcassonne-running-version')).keys()).length), { timeout: 30_000 })
      .toBe(files.length);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBe(null);

    // Deployment while no worker controls the page yet.
    await rm(served, { recursive: true, force: true });
    await cp(next, served, { recursive: true });
    const old = files.find((f) => /ct-catapult-panel-[\w-]{8}\.js$/.test(f))!;
    expect((await fetch(`${url}${old}`)).headers.get('content-type')).toMatch(/html/); // gone from the host
    // The game starts in that gap: its lazy files (the board, the panels, the sounds) would come
    // from the host, which no longer has them; the app waits for its worker instead, and says so.
    const file = join(root, 'record.json');
    await writeFile(file, JSON.stringify(recordBeforeFair()));
    await page.locator('[data-test=import]').setInputFiles(file);
    await page.locator('[data-test=continue]').tap();
    await expect.poll(() => page.locator('ct-app [role=status]').innerText()).toMatch(/ready to play offline/);
    // Now the worker is fetched: it is the other build's, and it serves the files the page kept.
    release();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 60_000 }).toMatch(/sw\.js$/);
    await waitForBoard(page);

    await playIntoRound(page);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    // The WebAssembly (2.3 MiB, the same file in both builds) was downloaded once: by the page when
    // it kept its files; the new worker adopted it into its precache instead of fetching it again.
    const wasm = [...fetched].filter(([p]) => p.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    expect(wasm[0][1]).toBe(1);
  });
});
