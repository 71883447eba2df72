// The Catapult played in the built app: a 2-player game whose fixed deck brings two fair tiles
// early. A knock-out round by touch (drag back from the catapult like a slingshot, let go), then
// a catch round (power by a drag, the tablet handed to the catcher, who taps the token in flight).
// The engine's report must show both rounds completed with the effects the screen announced.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, replay, setupOf, toRecord, type Action } from '../../core/index.js';
import { recordAtFirstRound } from './catapult-records.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { distanceToFair, nearestFollowers, physicsInput, restsOnTile } from '../../expansions/catapult/index.js';
import { initPhysics, launchPoint, simulateShot } from '../../expansions/catapult/physics/index.js';
import { aimToPull, FULL_PULL_PX, wrapAngle } from '../../expansions/catapult/ui/aim.js';
import { PULL_ROOM_PX, rotate } from '../../expansions/catapult/ui/seat-view.js';
import { FOLLOW_LIMITS } from '../../ui/board/camera-motion.js';
import { shotSeed } from '../../expansions/catapult/ui/seed.js';
import { axeViolations } from './axe.js';
import { openTablet, type Tablet } from './browser.js';
import { pull, seatOnScreen, settled } from './catapult-helpers.js';
import { importAndContinue, pageRecord, pageReport, passHandoff, playTurnByTouch, tapWorld, waitForBoard } from './play-helpers.js';

const BRAM_KNIGHT = '-1,0,NC';

type Outcome = ReturnType<typeof simulateShot>;

/**
 * An aim and power for `seat`'s shot right after `actions` (the choice of token included) whose
 * outcome passes `good`, and so do its neighbours: a few pixels of drag error change nothing.
 */
async function findAim(g: Game, actions: Action[], seat: number, good: (o: Outcome, game: Game) => boolean): Promise<{ aim: number; power: number }> {
  await initPhysics();
  const r = replay(BUILT_IN_MODULES, g.state.setup, [...g.actions, ...actions]);
  if (!r.ok) throw new Error(r.error.message);
  const input = physicsInput(r.game), seed = shotSeed(r.game.state.setup.seed, r.game.state.actionCount);
  const ok = (aim: number, power: number) => good(simulateShot(input, { seat, seats: 2, aim, power }, seed), r.game);
  for (let aim = -0.6; aim <= 0.6; aim += 0.02) {
    for (let power = 0.15; power <= 1; power += 0.01) {
      if ([-0.01, 0, 0.01].every((da) => [-0.01, 0, 0.01].every((dp) => ok(aim + da, power + dp)))) return { aim, power };
    }
  }
  throw new Error(`no robust aim for seat ${seat}`);
}

const aimAtBram = (g: Game) => findAim(g, [{ type: 'catapult/choose', token: 'knockout' }], 0,
  (o) => o.hits.some((h) => h.id === BRAM_KNIGHT));

/** Starts recording the pointer, touch and click events the page sees (and what they hit), for tapReport. */
const recordTaps = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __taps?: string[] };
  if (w.__taps) { w.__taps.length = 0; return; }
  const log: string[] = w.__taps = [];
  const note = (e: Event) => {
    const t = e.composedPath()[0] as HTMLElement, p = e as PointerEvent;
    log.push(`${Math.round(performance.now())} ${e.type} ${t.tagName ?? t.nodeName}${t.dataset?.test ? `[${t.dataset.test}]` : ''} ${p.clientX ?? ''},${p.clientY ?? ''}${e.defaultPrevented ? ' prevented' : ''}`);
  };
  for (const k of ['pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel', 'click', 'contextmenu']) window.addEventListener(k, note, true);
});

/** What the page saw since recordTaps, and the session's state. */
const tapReport = (page: Page) => page.evaluate(() => {
  const s = window.__carcassonne.session;
  return JSON.stringify({
    events: (window as unknown as { __taps?: string[] }).__taps,
    session: s && { presenting: !!s.presenting, confirming: s.confirming, handoff: s.handoff, actions: s.game.actions.length },
  });
});

/**
 * The finger's pull on the screen (CSS px) for an aim and power of a catapult facing `facing`
 * (world radians): the world's pull turned as the board is turned on screen now.
 */
const pullFor = async (page: Page, want: { aim: number; power: number }, facing: number) =>
  rotate(aimToPull(want, facing), await page.evaluate(() => window.__carcassonne.board!.turn));

const panelStage = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  const panel = screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { stage: { kind: string; start?: number; plan?: { path: { samples: { t: number; x: number; y: number }[] } } } } | null;
  return panel?.stage ?? null;
});

describe('the catapult, played by touch', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet();
  });
  afterAll(async () => { await tablet?.close(); });

  it('plays a knock-out round by slingshot drags and a catch round by taps; the engine completes both', async () => {
    const { page } = tablet;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const g = recordAtFirstRound();
    const want = await aimAtBram(g);
    // The seats sit where the physics puts them (checked against the physics, not assumed).
    expect(launchPoint(physicsInput(g), 0, 2)).toMatchObject({ x: 0.5, y: 3.5 });

    await importAndContinue(page, toRecord(g), 'Game imported.');
    await passHandoff(page);

    // 1. Anna chooses the token type.
    await page.locator('[data-test=catapult-choose]').waitFor();
    await page.screenshot({ path: 'test-results/catapult-choose.png' });
    await page.locator('[data-token=knockout]').tap();
    await page.locator('[data-test=catapult-aim]').waitFor();

    // 2. Anna pulls back from her catapult; the motion shows the flight.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.waitForTimeout(100);
    const cdp = await page.context().newCDPSession(page);
    const facing = -Math.PI / 2; // seat 0 is south of the board and faces north
    const annaAt = await seatOnScreen(page, 0);
    // The camera follows the flight: sampled every frame until the result, by where Anna's catapult is on screen.
    const camera = page.evaluate(([x, y]) => new Promise<{ t: number; x: number; y: number; kind: string }[]>((done) => {
      const out: { t: number; x: number; y: number; kind: string }[] = [];
      const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
      const frame = () => {
        const panel = screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { stage: { kind: string } } | null;
        out.push({ t: performance.now(), ...window.__carcassonne.board!.worldToClient(x, y), kind: panel?.stage.kind ?? '' });
        if (panel?.stage.kind === 'result' && !window.__carcassonne.board!.cameraMoving) done(out);
        else if (out.length > 3000) done(out);
        else requestAnimationFrame(frame);
      };
      frame();
    }), [0.5, 3.5] as const);
    await pull(cdp, annaAt, await pullFor(page, want, facing), async () => {
      await page.waitForTimeout(80);
      await page.screenshot({ path: 'test-results/catapult-aim.png' });
    });
    await expect.poll(async () => (await panelStage(page))?.kind, { timeout: 30_000, interval: 20 }).toBe('flying');
    await page.screenshot({ path: 'test-results/catapult-flight.png' });
    // Then the first impact again in slow motion (it can be skipped; here it plays out).
    await expect.poll(async () => (await panelStage(page))?.kind, { timeout: 30_000, interval: 20 }).toMatch(/^(replay|result)$/);
    if ((await panelStage(page))?.kind === 'replay') await page.screenshot({ path: 'test-results/catapult-replay.png' });
    await page.locator('[data-test=catapult-result]').waitFor({ timeout: 30_000 });
    const track = await camera;
    expect(track.map((p) => p.kind)).toContain('replay');
    // It moved with the shot, never faster than its speed limit, and settled on where the token lies.
    // Speed over windows of at least 100 ms (the sampler's and the renderer's frames do not tick together).
    let fastest = 0, when = '';
    for (let i = 0, j = 0; i < track.length; i++) {
      while (j < track.length && track[j].t - track[i].t < 100) j++;
      if (j === track.length) break;
      const dt = (track[j].t - track[i].t) / 1000, v = Math.hypot(track[j].x - track[i].x, track[j].y - track[i].y) / dt;
      if (v > fastest) { fastest = v; when = `${track[i].kind}→${track[j].kind} at ${Math.round(track[i].t - track[0].t)} ms of ${Math.round(track.at(-1)!.t - track[0].t)}`; }
    }
    const moved = Math.hypot(track.at(-1)!.x - annaAt.x, track.at(-1)!.y - annaAt.y);
    expect(moved).toBeGreaterThan(40);
    expect(fastest, when).toBeLessThan(FOLLOW_LIMITS.speed * 1.1);
    const rest = await page.evaluate(() => window.__carcassonne.game!.actions.at(-1)!.rest as { x: number; y: number });
    const restOnScreen = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [rest.x, rest.y] as const);
    const area = (await page.locator('[data-test=board]').boundingBox())!;
    expect(Math.hypot(restOnScreen.x - (area.x + area.width / 2), restOnScreen.y - (area.y + area.height / 2))).toBeLessThan(12);
    await page.screenshot({ path: 'test-results/catapult-result.png' });
    expect(await page.locator('[data-test=catapult-lines]').innerText()).toContain('Bram’s knight is knocked out.');
    // Simulated in the module worker, the app's one file with Rapier in it (downloaded once).
    expect(page.workers().some((w) => /app-worker-[\w-]+\.js/.test(w.url()))).toBe(true);
    expect(requests.some((u) => /\/app-worker-[\w-]+\.js/.test(u))).toBe(true);
    await page.locator('[data-test=catapult-continue]').tap();

    // Bram's shot, in Anna's turn: the handoff and the turn panel name both, without last turn's scores.
    expect(await page.locator('[data-test=handoff-acting]').innerText()).toBe('Anna’s turn — Bram to act');
    expect(await page.locator('[data-test=handoff] [data-test=scoring-list]').count()).toBe(0);
    await passHandoff(page);
    expect(await page.locator('[data-test=turn-of]').innerText()).toBe('Anna’s turn — Bram to act');
    // A plain pull straight ahead, whatever it hits.
    await page.locator('[data-test=catapult-aim]').waitFor();
    // Bram starts from a neutral catapult, not from Anna's aim and pull.
    expect(await page.locator('[data-test=catapult-power-slider]').inputValue()).toBe('50');
    expect(await page.locator('[data-test=catapult-aim-slider]').inputValue()).toBe('0');
    // Bram's side is at the bottom now: the board turned half round for him.
    await settled(page);
    expect(Math.abs(await page.evaluate(() => window.__carcassonne.board!.turn))).toBeCloseTo(Math.PI, 6);
    await page.screenshot({ path: 'test-results/catapult-aim-north-seat.png' });
    await pull(cdp, await seatOnScreen(page, 1), { x: 0, y: 60 });
    await page.locator('[data-test=catapult-result]').waitFor({ timeout: 30_000 });
    await page.locator('[data-test=catapult-continue]').tap();

    let report = await pageReport(page);
    const slice = await page.evaluate(() => window.__carcassonne.game!.state.ext.catapult as { rounds: number });
    expect(slice.rounds).toBe(1);
    expect(report.phase).not.toBe('catapult/round');
    const shots = await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot'));
    expect(shots).toHaveLength(2);
    const first = shots[0] as unknown as { hits: { x: number; y: number; at: string }[]; input: { aim: number; power: number; seed: number; seats: number } };
    expect(first.hits).toContainEqual(expect.objectContaining({ x: -1, y: 0, at: 'NC' }));
    expect(first.input.seats).toBe(2);
    expect(first.input.aim).toBeCloseTo(want.aim, 2);
    expect(first.input.power).toBeCloseTo(want.power, 2);
    // Bram's knight went home.
    expect(report.board.find((t) => t.x === -1 && t.y === 0)!.followers).toEqual([]);
    // The new turn's handoff tells it (ExpansionUi.describeEvent of the catapult).
    expect(await page.locator('[data-test=handoff] [data-test=turn-log]').first().innerText()).toBe('Bram’s knight is knocked out.');
    await page.waitForTimeout(400); // the card's entrance
    await page.screenshot({ path: 'test-results/ui-turn-log.png' });

    // 3. Bram places the second fair tile and chooses catch.
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await page.locator('[data-test=catapult-choose]').waitFor();
    await page.locator('[data-token=catch]').tap();
    await page.locator('[data-test=catapult-catch]').waitFor();
    // Power by a pull from Bram's catapult (north), then hand the tablet to Anna.
    await pull(cdp, await seatOnScreen(page, 1), { x: 0, y: 150 });
    await page.screenshot({ path: 'test-results/catapult-catch-power.png' });
    await page.locator('[data-test=catapult-hand]').tap();
    // Anna catches in Bram's turn: she is named as the one to act.
    expect(await page.locator('[data-test=handoff-acting]').innerText()).toBe('Bram’s turn — Anna to act');
    await passHandoff(page);
    expect(await page.locator('[data-test=turn-of]').innerText()).toBe('Bram’s turn — Anna to act');
    await page.locator('[data-test=catapult-throw]').tap();
    await expect.poll(async () => (await panelStage(page))?.kind, { timeout: 5_000 }).toBe('catch-flight');
    // Anna taps the token in flight as it passes the ruler: a pointer press on the board where the
    // token is on screen in that very frame (judged where the token is at that moment: a tap on the
    // token catches; under load a tap planned from outside the page would land late).
    await page.evaluate(() => new Promise<void>((done) => {
      const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
      const panel = screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as HTMLElement & {
        stage: { start: number; plan: { path: { samples: { t: number; x: number; y: number }[]; rulerAt: { x: number; y: number } } } };
      };
      const { samples, rulerAt } = panel.stage.plan.path;
      const near = samples.reduce((a, b) => (Math.hypot(b.x - rulerAt.x, b.y - rulerAt.y) < Math.hypot(a.x - rulerAt.x, a.y - rulerAt.y) ? b : a));
      const frame = () => {
        const t = (performance.now() - panel.stage.start) / 5000;
        if (t >= near.t) {
          const k = samples.findIndex((q) => q.t >= t), a = samples[Math.max(0, k - 1)], b = samples[Math.max(0, k)];
          const f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 0;
          const at = window.__carcassonne.board!.worldToClient(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f);
          const canvas = screen.shadowRoot!.querySelector('#board-host canvas')!;
          canvas.dispatchEvent(new PointerEvent('pointerdown', { clientX: at.x, clientY: at.y, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, composed: true }));
          canvas.dispatchEvent(new PointerEvent('pointerup', { clientX: at.x, clientY: at.y, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, composed: true }));
          done();
        } else requestAnimationFrame(frame);
      };
      frame();
    }));
    // The tap decided it: the catch is in the record at once, while the token still flies on.
    const decided = await page.evaluate(() => window.__carcassonne.game!.actions.at(-1)!);
    expect(decided).toMatchObject({ type: 'catapult/catch', result: 'caught' });
    await page.screenshot({ path: 'test-results/catapult-catch-flight.png' });
    const verdict = page.locator('[data-test=catapult-catch-verdict]');
    await verdict.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/catapult-catch-result.png' });
    expect(await verdict.getAttribute('data-result')).toBe('caught');
    await page.locator('[data-test=catapult-continue]').tap();

    // Anna throws back to Bram: power by the slider (the keyboard way), no tap: far or short. She
    // caught, so she holds the tablet already: no handoff before her throw.
    await page.locator('[data-test=catapult-power-slider]').fill('90');
    await page.locator('[data-test=catapult-hand]').tap();
    await passHandoff(page);
    await page.locator('[data-test=catapult-throw]').tap();
    // The app closes while the token flies, before Bram taps: the throw Anna let go is in the
    // record, so the reopened game gives Bram the same throw (her power, the same flight), never a new pull.
    await expect.poll(async () => (await panelStage(page))?.kind, { timeout: 5_000, interval: 20 }).toBe('catch-flight');
    await page.evaluate(() => window.__carcassonne.saved());
    await page.reload();
    await waitForBoard(page);
    if (await page.locator('[data-test=handoff-continue]').isVisible()) await passHandoff(page);
    await page.locator('[data-test=catapult-catch-ready]').waitFor();
    const throws = await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/throw'));
    expect(throws.map((a) => a.power)).toEqual([0.75, 0.9]);
    expect(await page.evaluate(() => window.__carcassonne.session!.actor)).toBe(1); // Bram, the catcher
    expect(await page.locator('[data-test=catapult-hand]').count()).toBe(0);
    await page.screenshot({ path: 'test-results/catapult-catch-resumed.png' });
    await page.locator('[data-test=catapult-throw]').tap();
    await verdict.waitFor({ timeout: 15_000 });
    const second = await verdict.getAttribute('data-result');
    expect(['far', 'short']).toContain(second);
    await page.locator('[data-test=catapult-continue]').tap();

    report = await pageReport(page);
    const after = await page.evaluate(() => ({
      rounds: (window.__carcassonne.game!.state.ext.catapult as { rounds: number }).rounds,
      catches: window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/catch'),
      scoring: window.__carcassonne.game!.state.scoring.filter((e) => e.kind === 'catapult/catch'),
    }));
    expect(after.rounds).toBe(2);
    expect(after.catches.map((a) => a.result)).toEqual(['caught', second]);
    // Case A: the catcher (Anna) scores; far → thrower (Anna), short → catcher (Bram).
    expect(after.scoring.map((e) => e.players)).toEqual([[0], [second === 'far' ? 0 : 1]]);
    expect(report.phase).toBe('place');
    expect(tablet.errors).toEqual([]);
  }, 300_000); // two rounds, a reload and every flight in slow motion: minutes on a loaded machine
});

describe('target practice and seduction, by touch and by the keyboard controls', () => {
  let tablet: Tablet;
  beforeAll(async () => { tablet = await openTablet(); });
  afterAll(async () => { await tablet?.close(); });

  it('marks the fair tile and names the winner; seduces by a tap on the board and swaps in the engine', async () => {
    const { page } = tablet;
    // This browser has no Web Workers: the shots run in the page, which imports the same worker file.
    await page.addInitScript(() => { delete (window as { Worker?: unknown }).Worker; });
    await page.reload();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const g = recordAtFirstRound();
    const fair = g.state.board[g.state.board.length - 1];
    const onFair = await findAim(g, [{ type: 'catapult/choose', token: 'target' }], 0,
      (o) => !o.offBoard && distanceToFair(o.rest, fair, 'edge') === 0);
    await importAndContinue(page, toRecord(g), 'Game imported.');
    await passHandoff(page);

    // Target practice: Anna by a drag onto the fair tile, Bram with the sliders and the Shoot button.
    await page.locator('[data-token=target]').tap();
    await page.locator('[data-test=catapult-aim]').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await pull(cdp, await seatOnScreen(page, 0), await pullFor(page, onFair, -Math.PI / 2));
    // Closing the app while the token is still flying gives no second attempt: the shot is already
    // in the record (and the autosave), so the reopened game shows its result.
    await expect.poll(async () => (await panelStage(page))?.kind, { timeout: 30_000 }).toBe('flying');
    const recorded = await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot').length);
    expect(recorded).toBe(1);
    expect(requests.some((u) => /\/app-worker-[\w-]+\.js/.test(u))).toBe(true);
    await page.reload();
    await waitForBoard(page);
    await page.locator('[data-test=catapult-result]').waitFor();
    expect(await page.locator('[data-test=catapult-lines]').innerText()).toContain('This shot was made before the app closed');
    expect(await page.locator('[data-test=catapult-standings]').innerText()).toContain('Anna: on the fair tile');
    expect(await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot').length)).toBe(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-test=catapult-continue]').tap();
    // Dismissed, the result stays dismissed: another reload goes straight on to Bram's shot.
    await page.locator('[data-test=handoff]').waitFor();
    await page.reload();
    await waitForBoard(page);
    await passHandoff(page);
    await page.locator('[data-test=catapult-aim-slider]').waitFor();
    expect(await page.locator('[data-test=catapult-result]').count()).toBe(0);
    await page.locator('[data-test=catapult-aim-slider]').fill('10');
    await page.locator('[data-test=catapult-power-slider]').fill('45');
    await page.screenshot({ path: 'test-results/catapult-target-aim.png' });
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-test=catapult-fire]').tap();
    await page.locator('[data-test=catapult-verdict]').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/catapult-target-result.png' });
    expect(await page.locator('[data-test=catapult-verdict]').innerText()).toMatch(/^Target practice: 5 points for (Anna|Anna and Bram)\.$/);
    await page.locator('[data-test=catapult-continue]').tap();
    const bramShot = await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot')[1]);
    expect(bramShot.input).toMatchObject({ seat: 1, seats: 2, power: 0.45 });
    expect((bramShot.input as { aim: number }).aim).toBeCloseTo((10 * Math.PI) / 180, 9);
    const target = await page.evaluate(() => window.__carcassonne.game!.state.scoring.filter((e) => e.kind === 'catapult/target'));
    expect(target).toHaveLength(1);
    expect(target[0].players).toContain(0);

    // Bram places the second fair tile and chooses seduction, aiming at Anna's knight.
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await page.locator('[data-token=seduction]').tap();
    await page.locator('[data-test=catapult-aim]').waitFor();
    const record = await pageRecord(page);
    const now = replay(BUILT_IN_MODULES, setupOf(record), record.actions);
    if (!now.ok) throw new Error(now.error.message);
    const annaKnight = { x: 1, y: 0, at: 'NC' };
    const seduce = await findAim(now.game, [], 1, (o, game) => restsOnTile(game, o.rest)
      && JSON.stringify(nearestFollowers(game, o.rest, 1, 'any')) === JSON.stringify([annaKnight]));
    const bramAt = await seatOnScreen(page, 1);
    await pull(cdp, bramAt, await pullFor(page, seduce, Math.PI / 2));
    await page.locator('[data-test=catapult-result]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-test=catapult-lines]').innerText()).toContain('Nearest to the token: Anna’s knight.');
    await page.locator('[data-test=catapult-continue]').tap();
    await page.locator('[data-test=catapult-swap]').waitFor();
    // The target is said in words from the start tile, as every square players read (a '{where}' was left unfilled).
    expect(await page.locator('[data-test=catapult-swap] > p').first().innerText())
      .toBe('Your token is nearest to Anna’s knight (1 square east of the start tile).');
    // Bram taps his own knight on the board: it moves into Anna's knight's place.
    const bram = await page.evaluate(() => {
      const game = window.__carcassonne.game!;
      return game.followerPosition(game.state.followers.find((f) => f.player === 1)!);
    });
    await page.waitForTimeout(400);
    await tapWorld(page, bram.x, bram.y);
    await expect.poll(() => page.locator('[data-test=catapult-swap-own]').getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: 'test-results/catapult-swap.png' });
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-test=language]').selectOption('nl');
    await expect.poll(() => page.locator('[data-test=catapult-swap-confirm]').innerText()).toBe('Ruilen');
    await page.screenshot({ path: 'test-results/catapult-swap-nl.png' });
    await page.locator('[data-test=language]').selectOption('en');
    // Upright tablet: board above, panel below.
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/catapult-swap-portrait.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(200);
    await page.locator('[data-test=catapult-swap-confirm]').tap();
    const board = (await pageReport(page)).board;
    expect(board.find((t) => t.x === 1 && t.y === 0)!.followers).toEqual([{ player: 1, at: 'NC' }]);
    expect(board.find((t) => t.x === -1 && t.y === 0)!.followers).toEqual([]);

    // Anna shoots with the keyboard defaults; a swap, if offered, is passed.
    await passHandoff(page);
    await page.locator('[data-test=catapult-fire]').tap();
    await page.locator('[data-test=catapult-result]').waitFor({ timeout: 30_000 });
    await page.locator('[data-test=catapult-continue]').tap();
    if (await page.evaluate(() => window.__carcassonne.session!.phase === 'catapult/round')) {
      await page.locator('[data-test=catapult-swap-pass]').tap();
    }
    const rounds = await page.evaluate(() => (window.__carcassonne.game!.state.ext.catapult as { rounds: number }).rounds);
    expect(rounds).toBe(2);
    expect(tablet.errors).toEqual([]);
  });
});

for (const size of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
  describe(`a full pull from every seat, the board turned to the shooter, on a ${size.width}×${size.height} tablet`, () => {
    let tablet: Tablet;
    beforeAll(async () => { tablet = await openTablet({ viewport: size }); });
    afterAll(async () => { await tablet?.close(); });

    it('turns each shooter’s catapult to the bottom centre, a straight pull down gives full power, and turns back after the round', async () => {
      const { page } = tablet;
      const g = Game.create(BUILT_IN_MODULES, {
        players: ['Anna', 'Bram', 'Cleo', 'Dirk'].map((name, i) => ({ name, color: ['red', 'blue', 'yellow', 'black'][i] })),
        expansions: ['base', 'catapult'], options: {}, seed: 11,
        deck: ['catapult/06', 'base/E', 'base/E', 'base/E', 'base/E', 'base/D', 'base/D', 'base/B'],
      });
      const act = (a: Action) => { const r = g.apply(a); if (!r.ok) throw new Error(r.error.message); };
      act(g.choices()[0]);
      if (g.state.turn.phase === 'deploy') act({ type: 'pass' });
      expect(g.state.turn.phase).toBe('catapult/round');
      await importAndContinue(page, toRecord(g), 'Game imported.');
      await passHandoff(page);
      await page.locator('[data-token=knockout]').tap();
      const cdp = await page.context().newCDPSession(page);
      const tiles = g.state.board.map((t) => ({ x: t.x, y: t.y }));
      const tag = size.width > size.height ? 'landscape' : 'portrait';
      for (let seat = 0; seat < 4; seat++) {
        if (seat > 0) await passHandoff(page);
        await page.locator('[data-test=catapult-aim]').waitFor();
        const from = await seatOnScreen(page, seat, 4);
        const lp = launchPoint({ tiles, followers: [], tokens: [] }, seat, 4);
        // Turned so the catapult faces straight up the screen …
        const turn = await page.evaluate(() => window.__carcassonne.board!.turn);
        expect(wrapAngle(turn - (-Math.PI / 2 - lp.facing)), `seat ${seat}`).toBeCloseTo(0, 6);
        // … at the bottom centre of the board area, with a whole pull of room below it.
        const area = (await page.locator('[data-test=board]').boundingBox())!;
        expect(Math.abs(from.x - (area.x + area.width / 2)), `seat ${seat}`).toBeLessThan(2);
        expect(Math.abs(area.y + area.height - from.y - PULL_ROOM_PX), `seat ${seat}`).toBeLessThan(2);
        const d = { x: 0, y: FULL_PULL_PX + 24 };
        expect(from.y + d.y).toBeLessThan(area.y + area.height);
        if (seat === 1 || seat === 3) await page.screenshot({ path: `test-results/catapult-turned-seat${seat}-${tag}.png` });
        await pull(cdp, from, d);
        await page.locator('[data-test=catapult-result]').waitFor({ timeout: 30_000 });
        const shot = await page.evaluate(() => window.__carcassonne.game!.actions.filter((a) => a.type === 'catapult/shot').at(-1)!);
        const input = shot.input as { seat: number; power: number; aim: number };
        expect(input.seat).toBe(seat);
        expect(input.power).toBe(1);
        expect(Math.abs(input.aim)).toBeLessThan(0.01); // straight down the screen is straight at the board
        // Continue once the screen shows the shot as saved (write-ahead) and the camera rests.
        await expect.poll(() => page.evaluate(() => Number(document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.getAttribute('data-shown-actions')) === window.__carcassonne.game!.actions.length), { timeout: 10_000 }).toBe(true);
        await settled(page);
        const next = page.locator('[data-test=catapult-continue]');
        await recordTaps(page);
        await next.tap();
        // The first tap must be taken. It was not, now and then, when the pull before it was let go
        // at speed: Chromium made a fling of the pull's unconsumed moves and the tap only stopped it
        // (board-pointer.ts now consumes a claimed gesture's moves). What the page saw, if it recurs:
        await next.waitFor({ state: 'detached', timeout: 5_000 }).catch(async () => {
          throw new Error(`seat ${seat} ${tag}: Continue not taken: ${await tapReport(page)}`);
        });
      }
      // The round is over: the board turns back, north up.
      await settled(page);
      expect(await page.evaluate(() => window.__carcassonne.board!.turn)).toBeCloseTo(0, 9);
      await page.screenshot({ path: `test-results/catapult-turned-back-${tag}.png` });
      expect(tablet.errors).toEqual([]);
    });
  });
}
