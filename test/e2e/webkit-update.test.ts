// A new deployment reaches an iPad's game (issue 14 §4, the updates, in WebKit): WebKitGTK, the
// iPad engine family, through Debian's WebDriver (test/e2e/webkit/). A game is played in the
// installed app (the service worker controls the page); then the host gets another build.
// - Reopening the app (a navigation: where the browser itself looks for a new worker) shows the
//   update prompt while the game goes on in the old version; "Update now" saves, lets the new
//   worker take over and reloads into the new version with the game exactly as it was, and its
//   lazy chunks (the board's art, the turn's panels) load in the new version.
// - With the page left open (a home-screen app is not navigated when the tablet wakes), the app
//   asks the server itself when the page is shown again (ui/pwa.ts, lookForNewVersions). WebDriver
//   cannot hide a WebKitGTK window under Xvfb, so the test sends the page the 'visibilitychange'
//   event the app listens for; the rest — the worker's update, its install, the prompt and the
//   reload — is WebKit's own.
// No error, unhandled rejection, CSP violation or console.error at any point.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../core/index.js';
import { deploy, otherBuild } from './deployments.js';
import { DIST, serve } from './static-server.js';
import { WebKitSession } from './webkit/driver.js';
import { AppPage } from './webkit/page.js';
import { playTurn } from './webkit/play.js';

/** The app script the page runs: every build names it differently. */
const running = (app: AppPage) =>
  app.wk.run(() => document.querySelector<HTMLScriptElement>('script[type=module][src*="/assets/index-"]')?.src ?? '');
const reportOf = (app: AppPage) => app.wk.run(() => window.__carcassonne?.report() ?? null) as Promise<Report | null>;
/** The prompt's "Update now" button (ct-update-prompt). */
const UPDATE_NOW = '[data-test=update-now]';

describe('WebKit: an update reaches a game in progress', () => {
  let wk: WebKitSession | null = null;
  let server: Server;
  let root: string;
  let served: string;
  let app: AppPage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'carcassonne-wk-update-'));
    served = join(root, 'served');
    await deploy(served, DIST);
    for (const suffix of ['next', 'third']) await otherBuild(DIST, join(root, suffix), suffix);
    server = await serve(served);
    wk = await WebKitSession.start();
    await wk.setWindowSize(1280, 860);
    app = new AppPage(wk, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }, 120_000);
  afterAll(async () => {
    await wk?.quit();
    server?.closeAllConnections();
    server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** The prompt is shown; the player taps "Update now"; the page reloads into `suffix`'s build with the game as it was saved. */
  async function updateKeepsGame(suffix: string): Promise<void> {
    await app.waitFor(UPDATE_NOW, undefined, 90_000);
    await app.wk.run(() => window.__carcassonne.saved());
    const before = await reportOf(app);
    await app.collect(); // the old document's errors, before it goes
    await app.tap(UPDATE_NOW);
    await app.wk.poll(() => document.querySelector<HTMLScriptElement>('script[type=module][src*="/assets/index-"]')?.src ?? '',
      (src) => src.endsWith(`-${suffix}.js`), `the page to run the ${suffix} build`, 90_000);
    // A page reloaded by the app itself: the listeners of test/e2e/webkit/page.ts come with a
    // load the test makes, so this document's errors are watched from here on by reopening it.
    await app.open();
    const after = await app.wk.poll(() => window.__carcassonne?.report() ?? null, (r) => r !== null && r.board.length === before!.board.length,
      'the game after the update');
    expect(after).toEqual(before);
    expect(await running(app)).toMatch(new RegExp(`-${suffix}\\.js$`));
  }

  it('shows the prompt, keeps the game and runs the new version: on reopening the app, and on showing a page left open', async () => {
    await app.open();
    await app.tap('[data-test=new-game]');
    await app.waitFor('[data-test=setup-screen]');
    await app.tap('[data-test=start-game]');
    await app.wk.poll(() => window.__carcassonne?.board?.rendererName ?? null, (r) => r !== null, 'the board', 60_000);
    await playTurn(app, true);
    await app.wk.poll(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null), (s) => s === 'activated',
      'the service worker to be active', 120_000);
    // Installed: from the next load on, the worker serves the app.
    await app.open();
    await app.wk.poll(() => navigator.serviceWorker.controller !== null, (ok) => ok, 'the service worker to control the page', 60_000);
    await app.wk.poll(() => window.__carcassonne?.session ? window.__carcassonne.session.placing : null, (v) => v === true, 'the game reopened');
    const first = await running(app);
    expect(first).not.toMatch(/-(next|third)\.js$/);

    // A deployment, then the app is reopened: the old version comes from the cache and goes on;
    // WebKit fetches the new worker meanwhile, which installs and waits for the player's word.
    await deploy(served, join(root, 'next'));
    await app.open();
    await app.wk.poll(() => window.__carcassonne?.session ? window.__carcassonne.session.placing : null, (v) => v === true, 'the game reopened');
    await app.waitFor(UPDATE_NOW, undefined, 90_000);
    expect(await running(app)).toBe(first); // the prompt waits: nothing reloads by itself
    await app.screenshot('update-prompt');
    await playTurn(app, false); // play goes on in the old version while the prompt waits
    await updateKeepsGame('next');
    await playTurn(app, true); // the new version's lazy chunks: board art, panels

    // Another deployment while the page stays open: showing the page again is when the app asks.
    await deploy(served, join(root, 'third'));
    await new Promise((ok) => setTimeout(ok, 1_000));
    expect(await app.exists(UPDATE_NOW)).toBe(false); // nobody asked yet
    await app.wk.run(() => { document.dispatchEvent(new Event('visibilitychange')); });
    await updateKeepsGame('third');
    await playTurn(app, false);

    await app.collect();
    expect(app.errors).toEqual([]);
  }, 420_000);
});
