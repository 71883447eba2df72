// What the kill tests share: SIGKILL of the browser of one profile, what the screen showed just
// before, and the check of the game the relaunched app reopened.
//
// "Confirmed" for a player: the screen has moved on from the action — the follower choice after a
// placement, the next player's handoff, a shot's flight. The game screen shows an action only once
// its autosave is committed (write-ahead: Session.confirming) and says how many actions it shows
// in its data-shown-actions attribute. So: every action shown before the kill must be in the game
// reopened after it, and nothing the page did not have may appear.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameRecord } from '../../core/index.js';
import type { Tablet } from './browser.js';
import { pageRecord, waitForBoard } from './play-helpers.js';
import { mulberry32 } from '../../expansions/catapult/physics/prng.js';

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
export async function kill(tablet: Tablet): Promise<void> {
  const pid = browserPid(tablet.dir);
  const gone = new Promise<void>((ok) => tablet.ctx.once('close', () => ok()));
  process.kill(pid, 'SIGKILL');
  await gone;
}

/** What the screen shows as done, and the game in the page's memory (which may hold one action more, being saved). */
export interface Seen { shown: number; record: GameRecord }

/** Read in one task of the page, so both describe the same moment. */
export function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const screen = document.querySelector('ct-app')?.shadowRoot?.querySelector('ct-game-screen');
    return { shown: Number(screen?.getAttribute('data-shown-actions') ?? -1), record: window.__carcassonne.session!.record() };
  });
}

/** Waits until the screen shows `count` actions as done. */
export async function shownCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => {
    const screen = document.querySelector('ct-app')?.shadowRoot?.querySelector('ct-game-screen');
    return Number(screen?.getAttribute('data-shown-actions') ?? -1) >= n;
  }, count, { polling: 'raf' });
}

/** The record of the game the relaunched app reopened by itself (throws if it did not). */
export async function reopened(page: Page): Promise<GameRecord> {
  await waitForBoard(page).catch(async (e: unknown) => {
    // Say what the app showed instead (the start screen, and why reopening failed, if it tried).
    // The screens draw inside their own shadow roots, which innerText does not reach: their text
    // is read there (an empty `main` said nothing of which screen it was).
    const state = await page.evaluate(() => {
      const app = document.querySelector('ct-app') as (HTMLElement & { screen?: string }) | null;
      const main = app?.shadowRoot?.querySelector('main');
      const inner = main?.firstElementChild?.shadowRoot;
      return {
        session: window.__carcassonne?.session !== null, reopenErrors: window.__carcassonne?.reopenErrors,
        appScreen: app?.screen, splash: document.querySelector('.splash') !== null,
        screen: (inner ? (inner.textContent ?? '').replace(/\s+/g, ' ').trim() : main?.innerText)?.slice(0, 300),
      };
    }).catch((x: unknown) => String(x));
    throw new Error(`the relaunched app did not reopen the game: ${JSON.stringify(state)} (${String(e)})`);
  });
  return pageRecord(page);
}

/**
 * The reopened game against what was seen before the kill: the same game, every shown action in
 * it, and only actions the page had (`extra`: actions the page may have added after `before` was
 * read, e.g. a shot coming back from the physics worker). Returns the actions lost that were in
 * memory but not yet shown (allowed: the player never saw them done).
 */
export function checkReopened(before: Seen, after: GameRecord, extra = 0): number {
  const { actions, ...head } = after;
  const { actions: had, ...hadHead } = before.record;
  expect(head).toEqual(hadHead);
  expect(before.shown).toBeGreaterThanOrEqual(0);
  expect(actions.length, 'an action shown as done was lost').toBeGreaterThanOrEqual(before.shown);
  expect(actions.length).toBeLessThanOrEqual(had.length + extra);
  const common = Math.min(actions.length, had.length);
  expect(actions.slice(0, common)).toEqual(had.slice(0, common));
  return Math.max(0, had.length - actions.length);
}

/** A small seeded generator (the physics' mulberry32): the kill moments are random but repeatable from the seed printed. */
export const random: (seed: number) => () => number = mulberry32;
