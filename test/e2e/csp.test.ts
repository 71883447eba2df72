// The Content-Security-Policy (tools/csp.ts) in the built app: the page carries it (meta tag and
// header), it really refuses inline script and foreign origins, and a game with both expansions,
// set up on the set-up screen — turns by touch, a siege tile, a fair tile and its catapult round
// shot by slingshot pulls in the app worker (Rapier's WebAssembly), reloads before, during and
// after the round — runs without a single violation in the page, the app worker or the service
// worker. And a violation inside a worker is seen, which nothing did before: the app worker's reach
// the page (ui/worker/csp-forward.ts, ui/csp-violations.ts), the service worker's the harness
// (browser.ts). (Every browser test fails on a violation in the page or the app worker — the
// page's through browser.ts, the app worker's because the page logs them as errors — and this one
// on the service worker's too.)
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { GameSetup } from '../../core/index.js';
import { openTablet, type Tablet } from './browser.js';
import { panelStage, pull, seatOnScreen } from './catapult-helpers.js';
import { newGameViaSetup, playTurnByTouch, waitForBoard } from './play-helpers.js';

/** With these two players, both expansions and the turns played below, a siege tile comes in the first turn and a fair tile in the fourth. */
const SEED = 220;
const APP_WORKER = /\/app-worker-[\w-]+\.js$/;

const hook = <T,>(page: Page, read: () => T) => page.evaluate(read);
const violations = (page: Page) => hook(page, () => [...window.__carcassonne.cspViolations]);
const phase = (page: Page) => hook(page, () => window.__carcassonne.game!.state.turn.phase);

/** None so far, in the console (page and app worker) nor in the test hook; then saves and reloads. */
async function cleanReload(t: Tablet): Promise<void> {
  expect(await violations(t.page)).toEqual([]);
  expect(t.errors).toEqual([]);
  await t.page.evaluate(() => window.__carcassonne.saved());
  await t.page.reload();
  await waitForBoard(t.page);
}

describe('content security policy', () => {
  const tablets: Tablet[] = [];
  afterAll(async () => { for (const t of tablets) await t.close(); });

  it('is set, blocks inline script and other origins, and a game with both expansions and a catapult round runs with zero violations', async () => {
    const tablet = await openTablet({ serviceWorkerViolations: true });
    tablets.push(tablet);
    const { page, errors } = tablet;
    // The server's headers (read past the service worker): the page's policy, the app worker's.
    const served = await page.request.get(inject('baseUrl'));
    const header = served.headers()['content-security-policy'];
    expect(header).toMatch(/script-src 'self' 'wasm-unsafe-eval';.*worker-src 'self'.*frame-ancestors 'none'/);
    const meta = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
    expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval';.*worker-src 'self'/);
    for (const policy of [header, meta]) expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*/);
    const worker = readdirSync(fileURLToPath(new URL('../../dist/assets', import.meta.url))).find((f) => /^app-worker-.*\.js$/.test(f));
    expect((await page.request.get(`${inject('baseUrl')}assets/${worker}`)).headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/);

    // The policy is live: each of these is refused (and reported, which is the point here).
    await page.waitForFunction(() => window.__carcassonne);
    const refused = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.head.append(s);
      const foreign = await fetch('https://example.invalid/x').then(() => 'loaded', () => 'refused');
      await new Promise((ok) => setTimeout(ok, 100));
      return { inline: (window as unknown as { __inline?: boolean }).__inline === true, foreign, seen };
    });
    // (eval cannot be probed from here: code the test evaluates is exempt. The policy has no
    // 'unsafe-eval', checked above, and the app's own code runs without it below.)
    expect(refused).toMatchObject({ inline: false, foreign: 'refused' });
    expect(refused.seen).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
    // The app noted both for a bug report too.
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^page: script-src-elem refused inline at /),
      expect.stringMatching(/^page: connect-src refused https:\/\/example\.invalid\/x at /),
    ]);
    errors.length = 0; // those two were provoked on purpose
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 30_000 }).toBe(true);
    await page.reload(); // a clean page (and list) for the game
    await page.waitForFunction(() => window.__carcassonne);

    // A new game on the set-up screen, with The Catapult and Besiegers/Cathars/Siege taken.
    await newGameViaSetup(page, ['Anna', 'Bram'], SEED, ['catapult', 'siege']);
    const setup = await hook(page, () => window.__carcassonne.game!.state.setup);
    expect(setup.expansions).toEqual(['base', 'catapult', 'siege']);
    expect(setup.options['catapult.mode'] ?? 'physics').toBe('physics');

    // Turns by touch until a fair tile is down and its catapult round starts; a reload on the way.
    let turns = 0;
    while (await phase(page) !== 'catapult/round') {
      if (turns === 12) throw new Error('no fair tile in 12 turns');
      await playTurnByTouch(page, { rotateTo: turns % 2 ? 'last' : 'first', deploy: turns % 3 === 0 });
      turns++;
      if (turns === 2) await cleanReload(tablet);
    }
    const tiles = await hook(page, () => window.__carcassonne.game!.state.board.map((t) => t.tile));
    expect(tiles.some((t) => t.startsWith('siege/')), `no siege tile in ${turns} turns of seed ${SEED}`).toBe(true);
    expect(tiles.at(-1)).toMatch(/^catapult\//);

    // The round, as the screen leads it: the placer chooses knock-out; each player takes the tablet,
    // pulls back from their catapult and lets go; each result is read and closed. The first shot
    // is drawn in flight; the app is closed and reopened on its result.
    const handoff = page.locator('[data-test=handoff-continue]');
    const choose = page.locator('[data-test=catapult-choose]');
    const aim = page.locator('[data-test=catapult-aim]');
    const result = page.locator('[data-test=catapult-continue]');
    const cdp = await page.context().newCDPSession(page);
    let shots = 0, reopened = false, done = false;
    for (let step = 0; !done; step++) {
      if (step === 20) throw new Error(`the round did not end: ${shots} shots, phase ${await phase(page)}`);
      await handoff.or(choose).or(aim).or(result).first().waitFor({ timeout: 60_000 });
      if (await handoff.isVisible()) {
        await handoff.tap();
        await handoff.waitFor({ state: 'detached' });
      } else if (await choose.isVisible()) {
        await page.locator('[data-token=knockout]').tap();
        await choose.waitFor({ state: 'detached' });
      } else if (await result.isVisible()) {
        if (shots === 1 && !reopened) {
          reopened = true;
          await cleanReload(tablet);
          await expect.poll(() => page.locator('[data-test=catapult-lines]').innerText()).toContain('This shot was made before the app closed');
        } else {
          await result.tap();
          await result.waitFor({ state: 'detached' });
          done = shots === 2;
        }
      } else {
        await page.emulateMedia({ reducedMotion: shots === 0 ? 'no-preference' : 'reduce' });
        const seat = await hook(page, () => window.__carcassonne.session!.actor);
        await pull(cdp, await seatOnScreen(page, seat), { x: 0, y: 70 });
        shots++;
        if (shots === 1) {
          const stages = new Set<string | null>();
          await expect.poll(async () => stages.add(await panelStage(page)).has('result'), { timeout: 60_000, interval: 20 }).toBe(true);
          expect(stages.has('flying')).toBe(true); // drawn in flight (motion not reduced), not only its result
          await page.screenshot({ path: 'test-results/csp-catapult-result.png' });
        }
        await result.waitFor({ timeout: 60_000 });
        // Simulated in the app worker, under the worker's policy.
        expect(page.workers().some((w) => APP_WORKER.test(w.url()))).toBe(true);
      }
    }
    expect(reopened).toBe(true);
    await expect.poll(() => phase(page)).not.toBe('catapult/round');
    const played = await hook(page, () => ({
      rounds: (window.__carcassonne.game!.state.ext.catapult as { rounds: number }).rounds,
      shots: window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot').map((a) => (a.input as { seat: number; power: number })),
    }));
    expect(played.rounds).toBe(1);
    expect(played.shots.map((s) => s.seat).sort()).toEqual([0, 1]);
    for (const s of played.shots) expect(s.power).toBeCloseTo(70 / 200, 2); // the pull's length, as the finger drew it

    // The game goes on after the round, and reopens where it was.
    await playTurnByTouch(page, { rotateTo: 'first', deploy: true });
    const actions = await hook(page, () => window.__carcassonne.game!.actions.length);
    await cleanReload(tablet);
    expect(await hook(page, () => window.__carcassonne.game!.actions.length)).toBe(actions);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it("hears violations inside the workers: the app worker's forwarded to the page, the service worker's over CDP", async () => {
    const tablet = await openTablet({ serviceWorkerViolations: true });
    tablets.push(tablet);
    const { page, errors } = tablet;
    await page.waitForFunction(() => window.__carcassonne);
    // An instance of the app worker, started as the app starts it: a computer player's move.
    const setup: GameSetup = { players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base'], options: {}, seed: 1 };
    await page.evaluate((s) => window.__carcassonne.askBot(s, [], 'easy'), setup);
    const worker = page.workers().find((w) => APP_WORKER.test(w.url()));
    expect(worker, page.workers().map((w) => w.url()).join()).toBeDefined();
    // Inside it, under its own policy: a module from a blob (script) and a foreign origin (connect).
    // Both are refused; only the worker's global scope hears of it, and the page is not told otherwise.
    // (A string: the test's own dynamic import() would be rewritten for node by vitest.)
    const refused = await worker!.evaluate(`(async () => {
      const blob = URL.createObjectURL(new Blob(['export const x = 1;'], { type: 'text/javascript' }));
      return [
        await import(blob).then(() => 'loaded', () => 'refused'),
        await fetch('https://example.invalid/w').then(() => 'loaded', () => 'refused'),
      ];
    })()`);
    expect(refused).toEqual(['refused', 'refused']);
    await expect.poll(() => violations(page)).toEqual([
      expect.stringMatching(/^app worker: script-src-elem refused blob at /),
      expect.stringMatching(/^app worker: connect-src refused https:\/\/example\.invalid\/w at /),
    ]);
    expect(errors).toEqual([
      expect.stringMatching(/^CSP violation in the app worker: script-src-elem refused blob/),
      expect.stringMatching(/^CSP violation in the app worker: connect-src refused https:\/\/example\.invalid\/w/),
    ]);
    errors.length = 0; // provoked on purpose

    // The service worker's own, under its own policy: the harness reads them over CDP (browser.ts).
    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 30_000 }).toBe(true);
    const sw = page.context().serviceWorkers().find((w) => /\/sw\.js$/.test(w.url()));
    expect(sw).toBeDefined();
    expect(await sw!.evaluate(`fetch('https://example.invalid/sw').then(() => 'loaded', () => 'refused')`)).toBe('refused');
    await expect.poll(() => [...errors]).toEqual([
      expect.stringMatching(/^CSP violation in the service worker: Connecting to 'https:\/\/example\.invalid\/sw' violates .*connect-src 'self'/),
    ]);
    expect(await violations(page)).toHaveLength(2); // the page is not told (only the app worker's own are forwarded)
    errors.length = 0;

    // The worker still answers: its replies are not mistaken for violations, nor the reverse.
    const move = await page.evaluate((s) => window.__carcassonne.askBot(s, [], 'easy'), setup);
    expect(move.action.type).toBe('place');
    expect(errors).toEqual([]);
  });
});
