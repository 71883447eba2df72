// A new deployment never breaks a running game (issue 14 §4): the game is opened on a first visit,
// then the server's build is swapped for another one (every hashed file renamed, so each old chunk
// URL is gone, as after a real deployment), and the game goes on into its first catapult round —
// whose panel and the app worker are lazy chunks of the running version. They must still load (from
// the service worker's precache of that version), the round must be playable, nothing may fail.
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
import { importAndContinue, pageRecord, passHandoff, playTurnByTouch, waitForBoard } from './play-helpers.js';
import { DIST, serve } from './static-server.js';

/** Another deployment of the app: the same files with every hashed asset renamed (and referred to by its new name). */
async function otherBuild(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const assets = (await readdir(join(to, 'assets'))).filter((f) => /-[\w-]{8}\.(js|css)$/.test(f));
  const renamed = new Map(assets.map((f) => [f, f.replace(/\.(js|css)$/, '-next.$1')]));
  const texts = [join(to, 'index.html'), join(to, 'sw.js'), join(to, 'version.json'), ...assets.map((f) => join(to, 'assets', f))];
  for (const file of texts) {
    let text = await readFile(file, 'utf8');
    for (const [a, b] of renamed) text = text.split(a).join(b);
    await writeFile(file, text);
  }
  for (const [a, b] of renamed) await cp(join(to, 'assets', a), join(to, 'assets', b)).then(() => rm(join(to, 'assets', a)));
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

  /** A tablet on a fresh profile that records every error and every failed request. */
  async function launch(profile: string): Promise<{ page: Page; errors: string[]; failed: string[] }> {
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium', headless: true, args: ARGS, hasTouch: true, isMobile: true,
      viewport: { width: 1280, height: 800 }, locale: 'en-GB', reducedMotion: 'reduce',
    });
    contexts.push(ctx);
    await ctx.addInitScript(reportCspViolations);
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors: string[] = [], failed: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    return { page, errors, failed };
  }

  /** Plays the fair tile, then the catapult round's own panel (a lazy chunk) and a shot in the worker (another). */
  async function playIntoRound(page: Page): Promise<void> {
    await passHandoff(page);
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await passHandoff(page).catch(() => undefined); // the round may start without a handoff
    // The round's own panel, not the choices fallback a failed chunk would leave.
    await page.locator('[data-test=catapult-choose]').waitFor({ timeout: 30_000 });
    await page.locator('[data-token=knockout]').tap();
    const before = (await pageRecord(page)).actions.length;
    await page.locator('[data-test=catapult-fire]').tap();
    await page.waitForFunction((n) => window.__carcassonne.game!.actions.length > n, before, { timeout: 60_000 });
    expect((await pageRecord(page)).actions.at(-1)?.type).toBe('catapult/shot');
    // The shot ran in the worker of the running version.
    expect(page.workers().some((w) => /app-worker-[\w-]{8}\.js$/.test(w.url()))).toBe(true);
  }

  it('keeps the running version whole: the catapult opens after the build was swapped', async () => {
    const root = await mkdtemp(join(tmpdir(), 'carcassonne-swap-'));
    dirs.push(root);
    const served = join(root, 'served'), next = join(root, 'next');
    await cp(DIST, served, { recursive: true });
    await otherBuild(DIST, next);
    const server = await serve(served);
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const { page, errors, failed } = await launch(join(root, 'profile'));
    await page.goto(url);
    // The first visit: the service worker installs (and takes the page over) while the game starts.
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await importAndContinue(page, recordBeforeFair());

    // Deployment: the server now has only the other build.
    await rm(served, { recursive: true, force: true });
    await cp(next, served, { recursive: true });
    const old = (await readdir(join(DIST, 'assets'))).find((f) => f.startsWith('ct-catapult-panel-') && f.endsWith('.js'))!;
    expect((await fetch(`${url}assets/${old}`)).headers.get('content-type')).toMatch(/html/); // gone: the SPA fallback answers

    await playIntoRound(page);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('keeps it whole on a first visit whose game starts after the swap, before its service worker is fetched', async () => {
    const root = await mkdtemp(join(tmpdir(), 'carcassonne-swap-late-'));
    dirs.push(root);
    const served = join(root, 'served'), next = join(root, 'next');
    await cp(DIST, served, { recursive: true });
    await otherBuild(DIST, next);
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
