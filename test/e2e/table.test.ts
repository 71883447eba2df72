// The table around the board, by touch on a 10" tablet (1180×820 landscape, 820×1180 portrait):
// what changed since your last turn (marked on the board in the placer's colour, listed on the
// handoff, gone at the first tap on the board).
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTablet, type Tablet } from './browser.js';
import { axeViolations } from './axe.js';
import { newGameViaSetup, passHandoff, playTurnByTouch } from './play-helpers.js';

const LANDSCAPE = { width: 1180, height: 820 };

/** The square of placed tile `index` on screen, as a screenshot clip. */
async function tileClip(page: Page, index: number) {
  return page.evaluate((i) => {
    const t = window.__carcassonne.session!.game.state.board[i];
    const b = window.__carcassonne.board!, a = b.worldToClient(t.x, t.y), c = b.worldToClient(t.x + 1, t.y + 1);
    return { x: Math.round(a.x), y: Math.round(a.y), width: Math.round(c.x - a.x), height: Math.round(c.y - a.y) };
  }, index);
}

/**
 * Upright with a tip showing: the turn's controls, Start screen and Export are on screen, the
 * panel does not scroll, and the tip floats over the board, clear of the panel.
 */
async function expectTurnControlsInView(page: Page, sels: string[]): Promise<void> {
  const vh = page.viewportSize()!.height;
  for (const sel of sels) {
    const b = (await page.locator(`[data-test=${sel}]`).boundingBox())!;
    expect(b.y + b.height, sel).toBeLessThanOrEqual(vh);
    expect(b.y, sel).toBeGreaterThanOrEqual(0);
  }
  const panel = await page.locator('[data-test=game-panel]').evaluate((el) => [el.scrollHeight, el.clientHeight, el.getBoundingClientRect().top]);
  expect(panel[0]).toBeLessThanOrEqual(panel[1]);
  const tip = (await page.locator('[data-test=coach]').boundingBox())!;
  expect(tip.y).toBeGreaterThanOrEqual(0);
  expect(tip.y + tip.height).toBeLessThanOrEqual(panel[2]);
}

const showsChanges = (page: Page) => page.evaluate(() => window.__carcassonne.board!.showsChanges);

describe('what changed since your last turn', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: LANDSCAPE });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram', 'Cleo'], 31);
  });
  afterAll(async () => { await tablet?.close(); });

  it('marks the last tile after the handoff, lists it on the handoff, and fades it at the first tap', async () => {
    const { page } = tablet;
    await playTurnByTouch(page, { rotateTo: 'first', deploy: true }); // Anna
    // Bram's handoff: one line for Anna's tile (with her follower when she placed one).
    const lines = page.locator('[data-test=handoff-changes] li');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toMatch(/^Anna placed a tile($|: )/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/table-changes-handoff-landscape.png' });
    // Sound and language stay in reach over the handoff, and a tap on them never passes the tablet on.
    const muted = () => page.locator('[data-test=sound-toggle]').getAttribute('aria-pressed');
    const before = await muted();
    await page.locator('[data-test=sound-toggle]').tap();
    await page.waitForTimeout(400); // past the handoff's grace period: a tap that reached it would count
    expect(await muted()).not.toBe(before);
    expect(await page.locator('[data-test=handoff]').count()).toBe(1);
    await page.locator('[data-test=sound-toggle]').tap();
    expect(await muted()).toBe(before);
    await passHandoff(page);
    expect(await showsChanges(page)).toBe(true);
    const clip = await tileClip(page, 1);
    const marked = await page.screenshot({ clip });
    await page.screenshot({ path: 'test-results/table-changes-marked-landscape.png' });
    // The first tap on the board: the marks go (at once: reduced motion).
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height - 40);
    await expect.poll(() => showsChanges(page)).toBe(false);
    await page.waitForTimeout(100);
    const plain = await page.screenshot({ clip });
    expect(plain.equals(marked)).toBe(false);
    expect(tablet.errors).toEqual([]);
  });

  it('lists both other players’ tiles for the first player, in portrait too', async () => {
    const { page } = tablet;
    await page.setViewportSize({ width: 820, height: 1180 });
    // Bram's turn (a tap may have chosen a square: playing it continues from there).
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
    await playTurnByTouch(page, { rotateTo: 'first', deploy: false }); // Cleo
    const lines = page.locator('[data-test=handoff-changes] li');
    await lines.first().waitFor();
    const text = await lines.allInnerTexts();
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(/^Bram placed a tile/);
    expect(text[1]).toMatch(/^Cleo placed a tile/);
    await page.screenshot({ path: 'test-results/table-changes-handoff-portrait.png' });
    await passHandoff(page);
    expect(await showsChanges(page)).toBe(true);
    await page.screenshot({ path: 'test-results/table-changes-marked-portrait.png' });
    // Upright, the turn's controls are all on screen and the panel does not scroll (with the
    // first-game tips switched off: a tip, while it shows, pushes Start screen and Export down).
    if (await page.locator('[data-test=coach-off]').count()) await page.locator('[data-test=coach-off]').tap();
    await page.locator('[data-test=coach]').waitFor({ state: 'detached' });
    const vh = 1180;
    for (const sel of ['turn-of', 'rotate', 'confirm', 'undo', 'farm-overlay', 'leave', 'export']) {
      const b = (await page.locator(`[data-test=${sel}]`).boundingBox())!;
      expect(b.y + b.height, sel).toBeLessThanOrEqual(vh);
      expect(b.y, sel).toBeGreaterThanOrEqual(0);
    }
    const panel = await page.locator('[data-test=game-panel]').evaluate((el) => [el.scrollHeight, el.clientHeight]);
    expect(panel[0]).toBeLessThanOrEqual(panel[1]);
    expect(await axeViolations(page)).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });
});

describe('where we are: the whole board, the score track, the bag, the log and the chart', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet({ viewport: LANDSCAPE });
    await newGameViaSetup(tablet.page, ['Anna', 'Bram'], 12);
    for (let i = 0; i < 8; i++) await playTurnByTouch(tablet.page, { rotateTo: i % 2 ? 'last' : 'first', deploy: i % 3 === 0 });
    await passHandoff(tablet.page);
  });
  afterAll(async () => { await tablet?.close(); });

  const tileCss = (page: Page) => page.evaluate(() => (window.__carcassonne.board as unknown as { tileCss: number }).tileCss);

  it('zooms in and out within limits (a tile never under 32 px) and fits every tile into view', async () => {
    const { page } = tablet;
    for (let i = 0; i < 8; i++) await page.locator('[data-test=view-out]').tap();
    await page.waitForTimeout(400);
    expect(await tileCss(page)).toBeGreaterThanOrEqual(32);
    expect(await tileCss(page)).toBeLessThan(40);
    for (let i = 0; i < 5; i++) await page.locator('[data-test=view-in]').tap();
    await page.waitForTimeout(400);
    // Zoomed in: some tile is off the board area now.
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    const corners = () => page.evaluate(() => window.__carcassonne.session!.game.state.board.flatMap((t) => {
      const b = window.__carcassonne.board!;
      return [b.worldToClient(t.x, t.y), b.worldToClient(t.x + 1, t.y + 1)];
    }));
    const inBox = (p: { x: number; y: number }) => p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1;
    expect((await corners()).every(inBox)).toBe(false);
    await page.locator('[data-test=view-fit]').tap();
    await page.waitForTimeout(500);
    expect((await corners()).every(inBox)).toBe(true);
    expect(await tileCss(page)).toBeGreaterThanOrEqual(32);
    await page.screenshot({ path: 'test-results/table-fit-landscape.png' });
    expect(tablet.errors).toEqual([]);
  });

  it('keeps a score track on the board with the last turn’s gains', async () => {
    const { page } = tablet;
    const scores = await page.evaluate(() => [...window.__carcassonne.session!.game.state.scores]);
    for (let i = 0; i < 2; i++) {
      // The button shows the score; its description says it in words.
      expect(await page.locator(`[data-test=track-${i}] .points`).innerText()).toBe(String(scores[i]));
      expect(await page.locator(`#track-said-${i}`).textContent()).toContain(`: ${scores[i]} point${scores[i] === 1 ? '' : 's'}`);
    }
    const gains = await page.evaluate(() => window.__carcassonne.session!.chronicle.lastGains(2));
    for (let i = 0; i < 2; i++) expect(await page.locator(`[data-test=track-gain-${i}]`).count()).toBe(gains[i] > 0 ? 1 : 0);
  });

  it('shows the bag by expansion with the engine’s counts, the log by player and the chart', async () => {
    const { page } = tablet;
    for (const size of [LANDSCAPE, { width: 820, height: 1180 }]) {
      await page.setViewportSize(size);
      const o = size.width > size.height ? 'landscape' : 'portrait';
      await page.locator('[data-test=view-drawer]').tap();
      await page.locator('[data-test=bag-heading]').waitFor();
      const shown = await page.locator('[data-test=bag-tile]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-tile'), Number(e.getAttribute('data-count'))]));
      const deck = await page.evaluate(() => window.__carcassonne.session!.game.state.deck);
      const counts = new Map<string, number>();
      for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(new Map(shown as [string, number][])).toEqual(counts);
      expect(await page.locator('[data-test=bag-heading]').innerText()).toBe(`Still in the bag: ${deck.length}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/table-bag-${o}.png` });
      await page.locator('[data-test=tab-log]').tap();
      const turns = await page.evaluate(() => window.__carcassonne.session!.chronicle.turns.length);
      expect(await page.locator('[data-test=log-turn]').count()).toBe(turns);
      // Each tile says which follower went on it that turn (Anna's first turn deployed one).
      const deployed = await page.evaluate(() => window.__carcassonne.session!.chronicle.turns.map((r) => r.log.some((e) => e.type === 'deployed')));
      const lines = await page.locator('[data-test=log-turn] .placed').allInnerTexts();
      expect(lines.map((l) => /^placed a tile: .+ Show on the board$/.test(l.replace(/\s+/g, ' ')))).toEqual(deployed.slice().reverse());
      await page.locator('[data-test=log-filter-1]').tap();
      const players = await page.locator('[data-test=log-turn]').evaluateAll((els) => els.map((e) => e.getAttribute('data-player')));
      expect(players.length).toBe(Math.floor(turns / 2));
      expect(new Set(players)).toEqual(new Set(['1']));
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/table-log-${o}.png` });
      await page.locator('[data-test=tab-chart]').tap();
      await page.locator('[data-test=drawer] [data-test=score-chart]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/table-chart-${o}.png` });
      await page.locator('[data-test=drawer-close]').tap();
      await page.locator('[data-test=drawer]').waitFor({ state: 'detached' });
    }
    expect(tablet.errors).toEqual([]);
  });

  it('the log’s “Show on the board” closes the drawer and brings the tile into view, outlined until the next touch', async () => {
    const { page } = tablet;
    await page.setViewportSize(LANDSCAPE);
    // The first turn's tile, with the view moved far from it.
    const tile = await page.evaluate(() => window.__carcassonne.session!.chronicle.turns[0].tiles[0]);
    const at = await page.evaluate((i) => window.__carcassonne.session!.game.state.board[i], tile);
    await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x + 12, y + 9, false), [at.x, at.y] as const);
    await page.locator('[data-test=view-drawer]').tap();
    await page.locator('[data-test=tab-log]').tap();
    await page.locator('[data-test=log-filter--1]').tap();
    const show = page.locator('[data-test=log-turn]').last().locator('[data-test=log-show-tile]');
    expect(await show.innerText()).toBe('Show on the board');
    await show.tap();
    await page.locator('[data-test=drawer]').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.__carcassonne.board!.cameraMoving)).toBe(false);
    const box = (await page.locator('[data-test=board]').boundingBox())!;
    const clip = await tileClip(page, tile);
    expect(Math.abs(clip.x + clip.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
    expect(Math.abs(clip.y + clip.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
    const outlined = await page.screenshot({ clip });
    await page.screenshot({ path: 'test-results/table-log-show-tile.png' });
    // A touch on the board takes the outline away (and the view stays).
    await page.touchscreen.tap(box.x + 30, box.y + box.height - 30);
    await page.waitForTimeout(150);
    expect(await tileClip(page, tile)).toEqual(clip);
    expect((await page.screenshot({ clip })).equals(outlined)).toBe(false);
    expect(tablet.errors).toEqual([]);
  });
});

describe('serving', () => {
  it('has a favicon and no failed request or console error through a game’s first turns', async () => {
    const tablet = await openTablet({ viewport: LANDSCAPE });
    const failed: string[] = [];
    tablet.page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    try {
      const { page } = tablet;
      await page.reload();
      const icon = await page.locator('link[rel=icon]').first().getAttribute('href');
      expect(icon).toBeTruthy();
      const res = await page.request.get(new URL(icon!, page.url()).href);
      expect(res.status()).toBe(200);
      await newGameViaSetup(page, ['Anna', 'Bram'], 5);
      for (let i = 0; i < 3; i++) await playTurnByTouch(page, { rotateTo: 'first', deploy: i === 0 });
      expect(failed).toEqual([]);
      expect(tablet.errors).toEqual([]);
    } finally {
      await tablet.close();
    }
  });
});

describe('first-game tips', () => {
  it('shows each tip once, remembers it, and stays off once switched off (also after a reload)', async () => {
    const tablet = await openTablet({ viewport: { width: 820, height: 1180 } });
    try {
      const { page } = tablet;
      await newGameViaSetup(page, ['Anna', 'Bram'], 8);
      await passHandoff(page);
      const coach = page.locator('[data-test=coach]');
      await coach.waitFor();
      expect(await coach.getAttribute('data-step')).toBe('place');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: 'test-results/table-coach-portrait.png' });
      await expectTurnControlsInView(page, ['turn-of', 'farm-overlay', 'leave', 'export']);
      // Upright the note lies on the table below the board, which ends above it: no square hides
      // under the note. Its buttons take taps (the element a tap there hits, through every shadow root).
      const hitAt = (sel: string) => page.locator(sel).evaluate((el) => {
        const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
        let hit: Element | null = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) { const inner = hit.shadowRoot.elementFromPoint(x, y); if (!inner || inner === hit) break; hit = inner; }
        return hit?.tagName.toLowerCase() === 'canvas' ? 'board' : hit?.getAttribute('data-test') ?? (hit?.className || hit?.tagName.toLowerCase());
      });
      const note = (await page.locator('[data-test=coach]').boundingBox())!;
      // The board takes its new size a frame after its host, and settles its view after that.
      await expect.poll(() => page.evaluate(() => {
        const host = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!.shadowRoot!.querySelector('#board-host')!;
        const r = host.getBoundingClientRect(), b = window.__carcassonne.board!;
        return Math.abs(r.height - b.screenSize.height) < 1 && !b.cameraMoving;
      })).toBe(true);
      const boardBox = (await page.locator('[data-test=board]').boundingBox())!;
      expect(boardBox.y + boardBox.height).toBeLessThanOrEqual(note.y);
      // The note's text lies on the table's cloth below the board (a tap there reaches the stage, not
      // a square); its buttons take taps.
      expect(await hitAt('[data-test=coach] p:not(.title)')).toBe('stage');
      expect(await hitAt('[data-test=coach-ok]')).toBe('coach-ok');
      // Every square the tile may go to is wholly on the board's part of the screen.
      for (const spot of await page.evaluate(() => window.__carcassonne.session!.placementSpots())) {
        const [a, c] = await page.evaluate(([x, y]) => [window.__carcassonne.board!.worldToClient(x, y), window.__carcassonne.board!.worldToClient(x + 1, y + 1)], [spot.x, spot.y] as const);
        const inside = Math.min(a.x, c.x) >= boardBox.x - 0.5 && Math.max(a.x, c.x) <= boardBox.x + boardBox.width + 0.5
          && Math.min(a.y, c.y) >= boardBox.y - 0.5 && Math.max(a.y, c.y) <= boardBox.y + boardBox.height + 0.5;
        expect(inside, `square ${spot.x},${spot.y} at ${JSON.stringify([a, c])} in ${JSON.stringify(boardBox)}`).toBe(true);
      }
      await page.locator('[data-test=coach-ok]').tap();
      await coach.waitFor({ state: 'detached' });
      // The tip gone, the board has the whole table again.
      await expect.poll(async () => (await page.locator('[data-test=board]').boundingBox())!.height).toBeGreaterThan(boardBox.height + 100);
      // Choosing a square brings the next tip; "No more tips" ends them all.
      await playTurnByTouch(page, { rotateTo: 'first', deploy: false });
      await page.reload();
      await page.waitForFunction(() => window.__carcassonne?.board != null, undefined, { timeout: 30_000 });
      await passHandoff(page);
      // 'place' was seen: not again, after a reload too.
      expect(await coach.count() === 0 || (await coach.getAttribute('data-step')) !== 'place').toBe(true);
      const st = await page.evaluate(() => window.__carcassonne.session!.placementSpots()[0]);
      const p = await page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [st.x + 0.5, st.y + 0.5] as const);
      await page.touchscreen.tap(p.x, p.y);
      await coach.waitFor();
      expect(await coach.getAttribute('data-step')).toBe('rotate');
      await expectTurnControlsInView(page, ['turn-of', 'rotate', 'confirm', 'leave', 'export']);
      await page.screenshot({ path: 'test-results/table-coach-rotate-portrait.png' });
      await page.locator('[data-test=coach-off]').tap();
      await coach.waitFor({ state: 'detached' });
      await page.locator('[data-test=confirm]').tap();
      await page.waitForTimeout(200);
      expect(await coach.count()).toBe(0); // deploying: no tip, they are off
      expect(tablet.errors).toEqual([]);
    } finally {
      await tablet.close();
    }
  });
});
