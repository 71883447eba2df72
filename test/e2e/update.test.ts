// A new deployment never breaks a running game (issue 14 §4): the game is opened on a first visit,
// then the server's build is swapped for another one (every hashed file renamed, so each old chunk
// URL is gone, as after a real deployment), and the game goes on into its first catapult round —
// whose panel and shot worker are lazy chunks of the running version. They must still load (from
// the service worker's precache of that version), the round must be playable, nothing may fail.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { Game, toRecord, type Action } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { ARGS, reportCspViolations } from './browser.js';
import { importAndContinue, pageRecord, passHandoff, playTurnByTouch } from './play-helpers.js';
import { DIST, serve } from './static-server.js';

/** Another deployment of the app: the same files with every hashed asset renamed (and referred to by its new name). */
async function otherBuild(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const assets = (await readdir(join(to, 'assets'))).filter((f) => /-[\w-]{8}\.(js|css)$/.test(f));
  const renamed = new Map(assets.map((f) => [f, f.replace(/\.(js|css)$/, '-next.$1')]));
  const texts = [join(to, 'index.html'), join(to, 'sw.js'), ...assets.map((f) => join(to, 'assets', f))];
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
  let server: Server | null = null;
  let ctx: BrowserContext | null = null;
  const dirs: string[] = [];
  afterAll(async () => {
    await ctx?.close();
    await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('keeps the running version whole: the catapult opens after the build was swapped', async () => {
    const root = await mkdtemp(join(tmpdir(), 'carcassonne-swap-'));
    dirs.push(root);
    const served = join(root, 'served'), next = join(root, 'next');
    await cp(DIST, served, { recursive: true });
    await otherBuild(DIST, next);
    server = await serve(served);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    ctx = await chromium.launchPersistentContext(join(root, 'profile'), {
      executablePath: '/usr/bin/chromium', headless: true, args: ARGS, hasTouch: true, isMobile: true,
      viewport: { width: 1280, height: 800 }, locale: 'en-GB', reducedMotion: 'reduce',
    });
    await ctx.addInitScript(reportCspViolations);
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors: string[] = [], failed: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
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
    expect(page.workers().some((w) => /shot-worker-[\w-]{8}\.js$/.test(w.url()))).toBe(true);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
});
