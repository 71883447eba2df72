// A crowded table on a small tablet (play-test at 1024×768, five players, the catapult and the siege):
// the score chips above the board stay in one row, decided by the board column's width and not the
// window's; the side panel shows every score row and keeps its menu on screen on one line, while a
// catapult is aimed too; lying, the Hint button shares a row with the turn's buttons, uncut, in every
// language (it took a row of its own, the scores' room); and the turn's heading, focused for screen readers after the handoff, draws
// no ring after a tap (a keyboard still gets one).
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, toRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { openTablet, type Tablet } from './browser.js';
import { fiveSeatRound } from './catapult-records.js';
import { importAndContinue, passHandoff, waitForBoard } from './play-helpers.js';

const NAMES = ['Anna', 'Bram', 'Cleo', 'Dirk', 'Eva', 'Femke'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const SMALL = { width: 1024, height: 768 };
const SIZES = [SMALL, { width: 1180, height: 820 }, { width: 1366, height: 1024 }, { width: 768, height: 1024 }, { width: 820, height: 1180 }];

/** A new game of `n` players with the catapult and the siege, as a record to import (another seed, another game). */
const newTable = (n: number, seed = 5) => toRecord(Game.create(BUILT_IN_MODULES, {
  players: NAMES.slice(0, n).map((name, i) => ({ name, color: COLORS[i] })), expansions: ['base', 'catapult', 'siege'], options: {}, seed,
}));

const frames = (page: Page, n: number) => page.evaluate((n) => new Promise<void>((done) => {
  const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
  next(n);
}), n);

/** The score track as laid out: the rail's height, how many rows of chips, whether names show. */
const track = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const t = screen.querySelector('ct-score-track')!;
  const chips = [...t.shadowRoot!.querySelectorAll('li')];
  const names = chips.filter((li) => getComputedStyle(li.querySelector('.name')!).display !== 'none').length;
  return { rail: Math.round(screen.querySelector('.rail')!.getBoundingClientRect().height), rows: new Set(chips.map((li) => li.offsetTop)).size, names };
});

/**
 * The side panel's problems: a score row not wholly inside the scores' area (when `rows`), a menu
 * button whose label wraps or is cut, a menu button or the turn's heading not wholly in the window.
 */
const panelProblems = (page: Page, rows = true) => page.evaluate((rows) => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const out: string[] = [], more = screen.querySelector('.more')!.getBoundingClientRect();
  const span = (b: DOMRect) => `${Math.round(b.top)}–${Math.round(b.bottom)}`;
  if (rows) {
    screen.querySelector('ct-score-board')!.shadowRoot!.querySelectorAll('tbody tr').forEach((r, i) => {
      const b = r.getBoundingClientRect();
      if (b.top < more.top - 0.5 || b.bottom > more.bottom + 0.5) out.push(`score row ${i} at ${span(b)}, the scores' area ${span(more)}`);
    });
  }
  const turn = screen.querySelector('ct-turn-panel')!.shadowRoot!.querySelector<HTMLElement>('[data-test=turn-of]')!;
  for (const el of [...screen.querySelectorAll<HTMLElement>('.footer button'), turn]) {
    const b = el.getBoundingClientRect(), text = el.innerText.trim();
    if (b.top < 0 || b.bottom > innerHeight + 0.5) out.push(`"${text}" at ${span(b)}, the window 0–${innerHeight}`);
    if (el === turn) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    if (lines > 1) out.push(`"${text}" on ${lines} lines`);
    if (el.scrollWidth > el.clientWidth) out.push(`"${text}" cut: ${el.scrollWidth} px in ${el.clientWidth}`);
  }
  return out;
}, rows);

/**
 * Where the Hint button lies against the turn's buttons: its top and theirs (rounded), whether it
 * shares a row with one of them (tops within a pixel), and the turn's buttons (the Hint too) whose
 * label is cut or that reach past the panel's padding.
 */
const hintRow = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!;
  const roots = ['ct-turn-panel', 'ct-bot-bar'].map((tag) => screen.querySelector(tag)!.shadowRoot!);
  const hint = roots.map((r) => r.querySelector('[data-test=hint-button]')).find((b) => b)!.getBoundingClientRect().top;
  const buttons = [...roots[0].querySelectorAll<HTMLElement>('.buttons button')];
  const turn = buttons.filter((b) => b.dataset.test !== 'hint-button').map((b) => b.getBoundingClientRect().top);
  const aside = screen.querySelector('aside')!, right = aside.getBoundingClientRect().right - parseFloat(getComputedStyle(aside).paddingRight);
  const cut = buttons.filter((b) => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight || b.getBoundingClientRect().right > right + 0.5)
    .map((b) => b.innerText.trim());
  return { hint: Math.round(hint), turn: turn.map(Math.round), shared: turn.some((top) => Math.abs(top - hint) <= 1), cut };
});

describe('five players on a 1024×768 tablet', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: SMALL });
  });
  afterAll(async () => { await tablet?.close(); });

  it('keeps the score chips in one row, short where the board column is narrow, for two to six players', async () => {
    const { page } = tablet;
    const seen: string[] = [];
    for (let n = 2; n <= 6; n++) {
      await page.setViewportSize(SMALL);
      await importAndContinue(page, newTable(n));
      await passHandoff(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(150);
        await frames(page, 2); // the track fits its chips in the frame after its width changed
        const m = await track(page);
        seen.push(`${n} players ${size.width}×${size.height}: rail ${m.rail} px, ${m.rows} row(s), ${m.names} names`);
        if (n === 5) await page.screenshot({ path: `test-results/crowded-rail-${size.width}x${size.height}.png` });
        expect.soft(m.rows, seen.at(-1)).toBe(1);
        expect.soft(m.rail, seen.at(-1)).toBeLessThanOrEqual(70);
      }
      if (n === 5) {
        // Late in a game: three-digit scores and three players' gains still fit in one row at 1024×768.
        await page.setViewportSize(SMALL);
        await page.evaluate(() => {
          const t = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('ct-score-track')!;
          t.scores = [148, 103, 96, 112, 87];
          t.gains = [6, 0, 12, 0, 5];
        });
        await frames(page, 2);
        const m = await track(page);
        seen.push(`5 players late 1024×768: rail ${m.rail} px, ${m.rows} row(s), ${m.names} names`);
        expect.soft(m.rows, seen.at(-1)).toBe(1);
        await page.screenshot({ path: 'test-results/crowded-rail-late.png' });
      }
      await page.locator('[data-test=leave]').tap();
      await page.locator('[data-test=import]').waitFor({ state: 'attached' });
    }
    console.log(seen.join('\n'));
    expect(tablet.errors).toEqual([]);
  });

  it('shows all five score rows and the menu on one line, in every language, and not worse at 1366×1024; Hint in the turn\'s row', async () => {
    const { page } = tablet;
    await page.setViewportSize(SMALL);
    await importAndContinue(page, newTable(5, 6));
    await passHandoff(page);
    for (const lang of ['en', 'nl', 'cs', 'it']) {
      await page.locator('[data-test=language]').selectOption(lang);
      await page.waitForTimeout(150);
      expect.soft(await panelProblems(page), lang).toEqual([]);
      await page.screenshot({ path: `test-results/crowded-panel-${lang}.png` });
    }
    // On a low screen the Hint button shares a row with the turn's buttons, not a row of its own.
    for (const size of [SMALL, { width: 1180, height: 820 }]) {
      await page.setViewportSize(size);
      for (const lang of ['en', 'nl', 'cs', 'it']) {
        await page.locator('[data-test=language]').selectOption(lang);
        await page.waitForTimeout(150);
        expect.soft(await hintRow(page), `${lang} ${size.width}×${size.height}`).toMatchObject({ shared: true, cut: [] });
        await page.screenshot({ path: `test-results/crowded-hint-${lang}-${size.width}x${size.height}.png` });
      }
    }
    await page.locator('[data-test=language]').selectOption('en');
    // Default names, the longest a table gets without typing: none is cut, the current player's
    // "(now playing)" only for screen readers on this low screen (play-test: "Player 2 (now play…").
    await page.setViewportSize(SMALL);
    const names = await page.evaluate(async () => {
      const board = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('ct-score-board')!;
      board.players = board.players.map((p, i) => ({ ...p, name: `Player ${i + 1}` }));
      await board.updateComplete;
      return [...board.shadowRoot!.querySelectorAll('th[scope=row] > span')].map((s) => ({
        text: s.textContent!.replace(/\s+/g, ' ').trim(), cut: s.scrollWidth > s.clientWidth,
      }));
    });
    expect(names.filter((n) => n.cut)).toEqual([]);
    expect(names.filter((n) => n.text.includes('(now playing)'))).toHaveLength(1);
    await page.screenshot({ path: 'test-results/crowded-default-names.png' });
    await page.setViewportSize({ width: 1366, height: 1024 });
    await page.waitForTimeout(150);
    expect(await panelProblems(page)).toEqual([]);
    await page.locator('[data-test=leave]').tap();
    await page.locator('[data-test=import]').waitFor({ state: 'attached' });
    expect(tablet.errors).toEqual([]);
  });

  it('keeps the menu and the turn on screen while a catapult is aimed and caught', async () => {
    const { page } = tablet;
    await page.setViewportSize(SMALL);
    await importAndContinue(page, toRecord(fiveSeatRound()));
    await passHandoff(page);
    await page.locator('[data-token=catch]').waitFor();
    expect.soft(await panelProblems(page, false), 'choose').toEqual([]);
    await page.screenshot({ path: 'test-results/crowded-catapult-choose.png' });
    await page.locator('[data-token=catch]').tap();
    await page.locator('[data-test=catapult-hand]').waitFor();
    expect.soft(await panelProblems(page, false), 'aim').toEqual([]);
    await page.screenshot({ path: 'test-results/crowded-catapult-aim.png' });
    await page.locator('[data-test=leave]').tap();
    await page.locator('[data-test=import]').waitFor({ state: 'attached' });
    expect(tablet.errors).toEqual([]);
  });

  it('draws no focus ring on the turn heading after a reload and a tap on the handoff; a keyboard gets one', async () => {
    const { page } = tablet;
    await page.setViewportSize(SMALL);
    await importAndContinue(page, newTable(5, 7));
    await passHandoff(page);
    /** Whether the turn heading has focus, and its outline. */
    const heading = () => page.evaluate(() => {
      const panel = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('ct-turn-panel')!.shadowRoot!;
      const h = panel.querySelector('[data-test=turn-of]')!;
      return { focused: panel.activeElement === h, outline: getComputedStyle(h).outlineStyle };
    });
    /** Whether the handoff's button has focus, and its outline. */
    const handoffButton = () => page.evaluate(() => {
      const overlays = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('ct-game-overlays')!.shadowRoot!;
      const card = overlays.querySelector('ct-handoff')!.shadowRoot!, b = card.querySelector('[data-test=handoff-continue]')!;
      return { focused: card.activeElement === b, outline: getComputedStyle(b).outlineStyle };
    });
    await page.reload();
    await waitForBoard(page);
    // The handoff's button has focus when the game opens, with no ring before any key (play-test: a ring for touch players).
    await expect.poll(handoffButton).toEqual({ focused: true, outline: 'none' });
    await passHandoff(page);
    expect(await heading()).toEqual({ focused: true, outline: 'none' });
    await page.screenshot({ path: 'test-results/crowded-focus-after-tap.png' });
    // The handoff's button has focus when the game opens: Enter passes it, and the ring shows.
    await page.reload();
    await waitForBoard(page);
    await page.locator('[data-test=handoff-continue]').waitFor();
    await page.waitForTimeout(400); // past the handoff's grace period
    await page.keyboard.press('Shift'); // a key: the keyboard's ring shows
    expect(await handoffButton()).toEqual({ focused: true, outline: 'solid' });
    await page.keyboard.press('Enter');
    await page.locator('[data-test=handoff-continue]').waitFor({ state: 'detached' });
    await expect.poll(heading).toEqual({ focused: true, outline: 'solid' });
    expect(tablet.errors).toEqual([]);
  });
});
