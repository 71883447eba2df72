// The kill test: the browser is SIGKILLed (no unload, no goodbye) right after a confirmed action
// and right after a catapult shot, then relaunched on the same profile. The game it reopens must
// be exactly the record the screen showed before the kill: no confirmed action lost.
// "Right after" is the moment the app's autosave reports the action committed (saved()): the
// action is applied in memory first and written in the same task, so a kill inside the few
// milliseconds before IndexedDB commits can still lose it. Closing that window needs a
// write-ahead save (persist, then apply); until then the test pins what the app promises.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Game, toRecord, type Action, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, newGameViaSetup, pageRecord, passHandoff, playTurnByTouch, tapWorld, turnState, waitForBoard } from './play-helpers.js';

/** The browser process of the profile in `dir` (the one without --type=: renderers and the GPU process have one). */
function browserPid(dir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmd = '';
    try { cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8'); } catch { continue; }
    const args = cmd.split('\0');
    if (args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  throw new Error(`no browser process for ${dir}`);
}

/** SIGKILL: no unload event, no flush, nothing the app could do at the last moment. */
async function kill(tablet: Tablet): Promise<void> {
  const pid = browserPid(tablet.dir);
  const gone = new Promise<void>((ok) => tablet.ctx.once('close', () => ok()));
  process.kill(pid, 'SIGKILL');
  await gone;
}

/** The record of the game the relaunched app reopened by itself. */
async function reopened(page: Page): Promise<GameRecord> {
  await waitForBoard(page);
  return pageRecord(page);
}

/** Two players, a fixed deck: after two knights, Anna's catapult tile starts a catapult round. */
function recordAtRound(): GameRecord {
  const g = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'catapult'], options: {}, seed: 7,
    deck: ['base/D', 'base/D', 'catapult/06', 'catapult/06', 'base/E', 'base/E', 'base/B', 'base/U', 'base/V'],
  });
  const act = (a: Action) => { const r = g.apply(a); if (!r.ok) throw new Error(r.error.message); };
  act({ type: 'place', x: 1, y: 0, rotation: 0 }); act({ type: 'deploy', at: 'NC' });
  act({ type: 'place', x: -1, y: 0, rotation: 0 }); act({ type: 'deploy', at: 'NC' });
  act(g.choices()[0]);
  if (g.state.turn.phase === 'deploy') act({ type: 'pass' });
  expect(g.state.turn.phase).toBe('catapult/round');
  return toRecord(g);
}

describe('killed browser, relaunched on the same profile', () => {
  let dir = '';
  let tablet: Tablet | null = null;
  afterEach(async () => {
    await tablet?.ctx.close().catch(() => undefined);
    tablet = null;
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps an action killed right after its confirm', async () => {
    dir = await mkdtemp(join(tmpdir(), 'carcassonne-kill-'));
    tablet = await openTablet({ dir });
    let { page } = tablet;
    await newGameViaSetup(page, ['Anna', 'Bram'], 41);
    await passHandoff(page);
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await passHandoff(page);
    const spot = (await turnState(page)).spots[0];
    await tapWorld(page, spot.x + 0.5, spot.y + 0.5);
    await page.locator('[data-test=confirm]').tap();
    const shown = await pageRecord(page); // what the screen shows: the placement confirmed
    expect(shown.actions.at(-1)).toMatchObject({ type: 'place', x: spot.x, y: spot.y });
    await page.evaluate(() => window.__carcassonne.saved());
    await kill(tablet);
    tablet = await openTablet({ dir });
    page = tablet.page;
    expect(await reopened(page)).toEqual(shown);
  });

  it('keeps a catapult shot killed right after it was simulated', async () => {
    dir = await mkdtemp(join(tmpdir(), 'carcassonne-kill-'));
    tablet = await openTablet({ dir });
    let { page } = tablet;
    await importAndContinue(page, recordAtRound());
    await passHandoff(page);
    await page.locator('[data-token=knockout]').tap();
    const before = (await pageRecord(page)).actions.length;
    await page.locator('[data-test=catapult-fire]').tap();
    // The shot is recorded the moment it is simulated (in the worker), long before its animation ends:
    // kill as soon as it is committed, while the flight is still on screen.
    await page.waitForFunction((n) => window.__carcassonne.game!.actions.length > n, before, { timeout: 60_000, polling: 5 });
    const shown = await pageRecord(page);
    expect(shown.actions.at(-1)?.type).toBe('catapult/shot');
    await page.evaluate(() => window.__carcassonne.saved());
    await kill(tablet);
    tablet = await openTablet({ dir });
    page = tablet.page;
    expect(await reopened(page)).toEqual(shown);
  });
});
