// The iPad's engine: the built app in WebKitGTK (MiniBrowser through Debian's WebKitWebDriver,
// under Xvfb; test/e2e/webkit/driver.ts). One game with both expansions, set up and played
// through the screen: turns on the WebGL board, a catapult round whose shots run in the module
// worker (each outcome compared with node's Rapier, exactly), a reload that resumes, then the
// server switched off and fresh windows started cold, several times: the service worker serves
// the app and the game comes back by itself each time. No error, unhandled rejection or console.error at any point.
//
// Taps are mouse clicks here (this driver turns touch actions into mouse events); touch itself
// is tested in Chromium (touch-only.test.ts). The app is served by this file's own server so it
// can be switched off.
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, replay, setupOf, type GameRecord, type Report } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { physicsInput, shotAction } from '../../expansions/catapult/index.js';
import { initPhysics, simulateShot } from '../../expansions/catapult/physics/index.js';
import { KEY, WebKitSession } from './webkit/driver.js';
import { AppPage } from './webkit/page.js';
import { passHandoff, phase, playTurn } from './webkit/play.js';
import { DIST, serve } from './static-server.js';

const PLAYERS = ['Anna', 'Bram'];
const EXPANSIONS = ['base', 'catapult', 'siege'];
/** Offline cold starts in fresh windows at the end (one of them cut short by another load). */
const COLD_STARTS = 3;

/** A seed whose shuffled deck brings a fair tile (the catapult) and a siege tile within the first turns. */
function seedWithEarlyFair(): number {
  const fair = new Set(BUILT_IN_MODULES.flatMap((m) => (m.allTiles ?? []).filter((d) => d.features.some((f) => f.kind === 'fair')).map((d) => d.id)));
  const siege = new Set(BUILT_IN_MODULES.find((m) => m.id === 'siege')!.allTiles!.map((d) => d.id));
  for (let seed = 1; seed < 100_000; seed++) {
    const g = Game.create(BUILT_IN_MODULES, { players: PLAYERS.map((name, i) => ({ name, color: ['red', 'blue'][i] })), expansions: EXPANSIONS, options: {}, seed });
    const { deck, turn } = g.state; // the first turn's tile is drawn already
    const first = [turn.drawn, ...deck.slice(0, 3)];
    if (fair.has(first[1]!) && first.some((id) => id !== null && siege.has(id))) return seed;
  }
  throw new Error('no seed brings a fair tile on turn 2');
}

const recordOf = (app: AppPage) => app.wk.run(() => window.__carcassonne.session!.record()) as Promise<GameRecord>;
const reportOf = (app: AppPage) => app.wk.run(() => window.__carcassonne.report()) as Promise<Report | null>;

/** The catapult round through its panel: knock-out, each shot aimed by the slider's arrow keys, then Shoot. */
async function playCatapultRound(app: AppPage): Promise<number> {
  let shots = 0;
  for (let step = 0; step < 40 && (await phase(app)) === 'catapult/round'; step++) {
    if (await app.exists('[data-test=handoff-continue]')) { await passHandoff(app); continue; }
    if (await app.exists('[data-token=knockout]')) {
      await app.screenshot('catapult-choose');
      await app.tap('[data-token=knockout]');
      await app.waitFor('[data-test=catapult-aim]');
      continue;
    }
    if (await app.exists('[data-test=catapult-fire]')) {
      // The slider by the keyboard (send-keys cannot set a range input in WebKit): a few degrees off.
      await app.tap('[data-test=catapult-aim-slider]');
      const before = Number(await app.wk.run(() => (window.__wk!.find('[data-test=catapult-aim-slider]') as HTMLInputElement).value));
      await app.wk.keys(KEY.ArrowRight, KEY.ArrowRight, KEY.ArrowRight);
      await app.wk.poll(() => Number((window.__wk!.find('[data-test=catapult-aim-slider]') as HTMLInputElement).value),
        (v) => v === Math.min(80, before + 3), 'the aim slider to move by the arrow keys');
      if (shots === 0) await app.screenshot('catapult-aim');
      await app.tap('[data-test=catapult-fire]');
      await app.waitFor('[data-test=catapult-result]', undefined, 90_000);
      if (shots === 0) await app.screenshot('catapult-result');
      shots++;
      await app.tap('[data-test=catapult-continue]');
      await app.wk.poll(() => window.__wk!.find('[data-test=catapult-result]') === null, (gone) => gone, 'the result to close');
      continue;
    }
    if (await app.exists('[data-test=catapult-swap-pass]')) { await app.tap('[data-test=catapult-swap-pass]'); continue; }
    await new Promise((ok) => setTimeout(ok, 300)); // the panel is between stages
  }
  return shots;
}

describe('WebKit (the iPad engine)', () => {
  let wk: WebKitSession | null = null;
  let server: Server;
  let url: string;
  let app: AppPage;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    server = await serve(DIST);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    wk = await WebKitSession.start();
    await wk.setWindowSize(1280, 860);
    app = new AppPage(wk, url);
  }, 120_000);
  afterAll(async () => {
    await wk?.quit();
    server?.closeAllConnections();
    server?.close();
  });

  it('plays both expansions, shoots in the worker like node, resumes after a reload and cold-starts offline', async () => {
    const seed = seedWithEarlyFair();
    await app.open();
    await app.tap('[data-test=new-game]');
    await app.waitFor('[data-test=setup-screen]');
    await app.screenshot('start-setup');
    for (const [i, name] of PLAYERS.entries()) {
      // Each name field sits in its seat card's own shadow root (the lobby), so the walk goes deep.
      const input = await app.wk.run((n) => {
        const all: Element[] = [];
        const walk = (root: Document | ShadowRoot): void => {
          all.push(...root.querySelectorAll('[data-test=player-name]'));
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return all[n] as unknown;
      }, i);
      if (input === null || input === undefined) throw new Error(`no name field for seat ${i}`);
      await app.wk.clear(input as never);
      await app.wk.type(input as never, name);
    }
    for (const id of ['catapult', 'siege']) {
      await app.tap(`[data-test=expansion-${id}]`);
      await app.wk.poll((sel) => (window.__wk!.find(sel) as HTMLInputElement).checked, (on) => on, `${id} switched on`, 10_000, `[data-test=expansion-${id}]`);
    }
    await app.tap('summary', 'Advanced');
    const seedInput = await app.element('[data-test=seed]');
    await app.wk.clear(seedInput);
    await app.wk.type(seedInput, String(seed));
    await app.tap('[data-test=start-game]');
    await app.wk.poll(() => window.__carcassonne?.board?.rendererName ?? null, (r) => r !== null, 'the board', 60_000);
    const setup = await app.wk.run(() => window.__carcassonne.game!.state.setup);
    expect(setup).toMatchObject({ expansions: EXPANSIONS, seed, players: [{ name: 'Anna' }, { name: 'Bram' }] });
    expect(await app.wk.run(() => window.__carcassonne.board!.rendererName)).toBe('webgl');
    // The game's Web Lock is held (ui/platform/game-lock.ts: another window opening it would be heard
    // at once), beside the page's own shared one (page-presence.ts: the saves' housekeeping asks).
    const locks = await app.wk.run(async () => (await navigator.locks.query()).held?.map((l) => l.name) ?? []);
    expect(locks.sort()).toEqual(['carcassonne.page', `carcassonne.game.${await app.wk.run(() => window.__carcassonne.session!.id)}`].sort());

    // Turns, each putting a follower out, until a fair tile is placed and the catapult round follows
    // (a fair tile that fits nowhere yet comes back later: the seed only makes it likely early).
    for (let turn = 0; (await phase(app)) !== 'catapult/round'; turn++) {
      if (turn === 10) throw new Error('no catapult round within 10 turns');
      await playTurn(app, true);
      if (turn === 0) await app.screenshot('board');
    }
    // The screen stays on during the game (ui/platform/wake-lock.ts): the tap that started it let
    // WebKit grant the wake lock (see the reload below for a game shown without a tap).
    await app.wk.poll(() => window.__carcassonne.wakeLock, (s) => s === 'held', 'a screen wake lock', 10_000);
    const shots = await playCatapultRound(app);
    expect(shots).toBe(2);
    // Shot in the module worker: the page started it and never loaded the physics chunk itself.
    expect((await app.workers()).some((u) => /app-worker/.test(u))).toBe(true);
    const pagePhysics = await app.wk.run(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/physics-[\w-]+\.js/.test(n)));
    expect(pagePhysics).toEqual([]);
    // A turn after the round (Anna: the siege tile comes early in this deck).
    await playTurn(app, true);

    // Each shot's outcome, recomputed in node from the same position and input, is identical.
    const record = await recordOf(app);
    await initPhysics();
    const shotIndexes = record.actions.flatMap((a, i) => (a.type === 'catapult/shot' ? [i] : []));
    expect(shotIndexes).toHaveLength(2);
    for (const i of shotIndexes) {
      const before = replay(BUILT_IN_MODULES, setupOf(record), record.actions.slice(0, i));
      if (!before.ok) throw new Error(before.error.message);
      const shot = record.actions[i] as unknown as { rest: unknown; hits: unknown; steps: number; launch: unknown; onTile: boolean; offBoard: boolean; input: { seat: number; seats: number; aim: number; power: number; seed: number } };
      const { seed: shotSeed, ...input } = shot.input;
      const inNode = shotAction(simulateShot(physicsInput(before.game), input, shotSeed)) as unknown as typeof shot;
      expect({ rest: shot.rest, hits: shot.hits, steps: shot.steps, launch: shot.launch, onTile: shot.onTile, offBoard: shot.offBoard })
        .toEqual({ rest: inNode.rest, hits: inNode.hits, steps: inNode.steps, launch: inNode.launch, onTile: inNode.onTile, offBoard: inNode.offBoard });
    }

    // The first visit's service worker has cached everything and is active (it does not claim
    // this page, so the reload below is the first page it controls).
    // (Its activation is the sign: workbox-window's "installed" event did not always reach the page in WebKit.)
    await app.wk.poll(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null), (s) => s === 'activated', 'the service worker to be active', 120_000);

    // Reload: the game that was open comes back exactly.
    await app.wk.run(() => window.__carcassonne.saved());
    const beforeReload = await reportOf(app);
    await app.open();
    const resumed = await app.wk.poll(() => window.__carcassonne?.report() ?? null, (r) => r !== null && r.board.length === beforeReload!.board.length, 'the resumed game');
    expect(resumed).toEqual(beforeReload);
    await app.wk.poll(() => window.__carcassonne.board?.rendererName ?? null, (r) => r !== null, 'the board after the reload');
    // Reopened by itself, with no touch on the new page yet: WebKit refuses the wake lock then, and
    // the first tap (passing the handoff screen the game reopens behind) gets it.
    await app.wk.poll(() => window.__carcassonne.wakeLock, (s) => s === 'refused', 'the wake lock refused before a touch', 10_000);
    await passHandoff(app);
    await app.wk.poll(() => window.__carcassonne.wakeLock, (s) => s === 'held', 'the wake lock after a tap', 10_000);
    await app.screenshot('resumed');

    // Offline cold start: the service worker controls the page, then the server goes away and a fresh window (a new web process) opens the game from the cache.
    await app.wk.poll(() => (navigator.serviceWorker?.controller ?? null) !== null, (ok) => ok, 'the service worker to control the page', 60_000);
    await app.collect();
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    await expect(fetch(url)).rejects.toThrow();
    // Several cold starts, each in a fresh window (a new web process): the app comes up from the
    // cache and reopens the game by itself every time — also when a start is cut short by another
    // load (a reload while it reopens: the harness itself does that when it misses the app's start).
    // Seen before in about 1 run of 4: the start screen instead, "current" cleared. A start that
    // failed or was interrupted used to clear it, so the next start forgot the game; it stays now.
    const resumedOffline = (r: Report | null) => r !== null && r.board.length === beforeReload!.board.length;
    for (let start = 0; start < COLD_STARTS; start++) {
      await app.collect();
      await app.wk.replaceWindow();
      await app.wk.setWindowSize(1280, 860);
      if (start === 1) {
        await app.wk.navigate(url);
        await new Promise((ok) => setTimeout(ok, 300));
      }
      await app.open();
      const shows = await app.wk.poll(() => window.__carcassonne?.session ? 'game' : window.__wk?.find('[data-test=continue]') ? 'start' : null,
        (v) => v !== null, 'the app offline', 60_000);
      const reopenErrors = await app.wk.run(() => window.__carcassonne.reopenErrors);
      if (reopenErrors.length > 0) console.warn(`WebKit offline cold start ${start}: reopening failed ${reopenErrors.length}× first: ${reopenErrors.join(' | ')}`);
      if (shows !== 'game') await app.screenshot(`offline-start-screen-${start}`);
      expect(shows, `cold start ${start} reopened the game (reopenErrors: ${JSON.stringify(reopenErrors)})`).toBe('game');
      const offline = await app.wk.poll(() => window.__carcassonne?.report() ?? null, resumedOffline, 'the game offline', 60_000);
      expect(offline).toEqual(beforeReload);
      await app.wk.poll(() => window.__carcassonne.board?.rendererName ?? null, (r) => r !== null, 'the board offline');
      if (start === 0) {
        await new Promise((ok) => setTimeout(ok, 500));
        await app.screenshot('offline-cold-start');
      }
    }

    await app.collect();
    expect(app.errors).toEqual([]);
  }, 420_000);
});
