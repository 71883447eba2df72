// Playing through the UI by touch: taps on the canvas at the board's own world→screen positions,
// taps on buttons. Moves are chosen from the engine's legal options (read via window.__carcassonne)
// but made only as a player makes them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameRecord, Report, Rotation } from '../../core/index.js';
import type { SeatKind } from '../../ui/game/seats.js';
import { tableSettledInPage } from './table-settled.js';

const toClient = (page: Page, x: number, y: number) =>
  page.evaluate(([wx, wy]) => window.__carcassonne.board!.worldToClient(wx, wy), [x, y] as const);

/** Taps a world point on the canvas; first brings it into view (as a player pans) when it is off the board area. */
export async function tapWorld(page: Page, x: number, y: number): Promise<void> {
  const box = (await page.locator('[data-test=board]').boundingBox())!;
  let p = await toClient(page, x, y);
  const inside = (q: { x: number; y: number }) =>
    q.x > box.x + 30 && q.x < box.x + box.width - 30 && q.y > box.y + 30 && q.y < box.y + box.height - 30;
  if (!inside(p)) {
    await page.evaluate(([wx, wy]) => window.__carcassonne.board!.centerOn(wx, wy, false), [x, y] as const);
    await page.waitForTimeout(50);
    p = await toClient(page, x, y);
  }
  await page.touchscreen.tap(p.x, p.y);
}

export async function waitForBoard(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__carcassonne?.board !== null && window.__carcassonne?.board !== undefined, undefined, { timeout: 30_000 });
}

/**
 * Passes the handoff, then waits for the table to settle: a first-game tip comes up once the
 * handoff goes, and the board takes the room above it (and settles its view) a few frames later,
 * so a tap aimed before that can miss its square.
 */
export async function passHandoff(page: Page): Promise<void> {
  const button = page.locator('[data-test=handoff-continue]');
  await button.waitFor();
  await button.tap();
  await button.waitFor({ state: 'detached' });
  await page.evaluate(tableSettledInPage);
}

export interface TurnPlan { rotateTo: 'first' | 'last'; deploy: boolean }

export interface TurnState {
  placing: boolean; deploying: boolean; finished: boolean; handoff: number | null;
  spots: { x: number; y: number; rotations: Rotation[] }[];
  pending: { x: number; y: number; rotation: Rotation } | null;
  followerSpots: { at: string; x: number; y: number }[];
  pendingSpot: string | null;
}

/** The turn as the screen shows it: after the last action is saved (the screen shows it only then). */
export async function turnState(page: Page): Promise<TurnState> {
  await page.waitForFunction(() => window.__carcassonne.session?.confirming === false);
  return page.evaluate(() => {
    const s = window.__carcassonne.session!;
    return {
      placing: s.placing, deploying: s.deploying, finished: s.finished, handoff: s.handoff,
      spots: s.placementSpots(), pending: s.pending, pendingSpot: s.pendingSpot,
      followerSpots: s.followerSpots().map(({ at, x, y }) => ({ at, x, y })),
    };
  });
}

/** One turn by touch: tap a legal square, tap again until it is turned as planned, place, then a follower or none. */
export async function playTurnByTouch(page: Page, plan: TurnPlan, stats = { rotations: 0, deploys: 0, skips: 0 }): Promise<void> {
  let st = await turnState(page);
  if (st.handoff !== null) { await passHandoff(page); st = await turnState(page); }
  if (!st.placing) throw new Error('expected the place phase');
  const spot = (plan.rotateTo === 'last' ? st.spots.find((p) => p.rotations.length > 1) : undefined) ?? st.spots[0];
  const target = plan.rotateTo === 'last' ? spot.rotations[spot.rotations.length - 1] : spot.rotations[0];
  await tapWorld(page, spot.x + 0.5, spot.y + 0.5);
  for (let i = 0; i < 4; i++) {
    st = await turnState(page);
    if (st.pending?.x === spot.x && st.pending.y === spot.y && st.pending.rotation === target) break;
    await tapWorld(page, spot.x + 0.5, spot.y + 0.5);
    stats.rotations++;
  }
  st = await turnState(page);
  if (st.pending?.rotation !== target || st.pending.x !== spot.x || st.pending.y !== spot.y) {
    const where = await page.evaluate(([x, y]) => {
      const p = window.__carcassonne.board!.worldToClient(x, y);
      const hit = document.elementFromPoint(p.x, p.y);
      return { p, hit: hit?.tagName, inner: (hit?.shadowRoot?.elementFromPoint(p.x, p.y) as HTMLElement | null)?.tagName };
    }, [spot.x + 0.5, spot.y + 0.5] as const);
    throw new Error(`tile not chosen/turned by taps: ${JSON.stringify(st.pending)} want ${spot.x},${spot.y}@${target} at ${JSON.stringify(where)}`);
  }
  await page.locator('[data-test=confirm]').tap();
  st = await turnState(page);
  if (!st.deploying) return;
  if (plan.deploy && st.followerSpots.length) {
    const f = st.followerSpots[0];
    await tapWorld(page, f.x, f.y);
    st = await turnState(page);
    if (st.pendingSpot !== f.at) throw new Error(`follower spot ${f.at} not chosen by a tap`);
    await tapWorld(page, f.x, f.y);
    stats.deploys++;
  } else {
    await page.locator('[data-test=skip]').tap();
    stats.skips++;
  }
}

export function pageReport(page: Page): Promise<Report> {
  return page.evaluate(() => window.__carcassonne.report()!);
}

export function pageRecord(page: Page): Promise<GameRecord> {
  return page.evaluate(() => window.__carcassonne.session!.record());
}

/** Scores as the score board shows them. */
export async function shownScores(page: Page, players: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < players; i++) out.push(Number(await page.locator(`[data-test=score-${i}]`).innerText()));
  return out;
}

/**
 * Waits for the end screen while the game plays on (computers), passing the handoff screens it
 * meets; false when it has not come within `timeoutMs`.
 */
export async function untilEndScreen(page: Page, timeoutMs: number): Promise<boolean> {
  const end = page.locator('[data-test=end-screen]'), until = Date.now() + timeoutMs;
  while (!(await end.isVisible())) {
    if (Date.now() > until) return false;
    if (await page.locator('[data-test=handoff-continue]').isVisible()) await passHandoff(page);
    else await end.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  return true;
}

/**
 * From the start screen (or the end screen): New game, and the set-up at its defaults, two seats
 * and the base game. After a game started on this profile the set-up starts from that game's
 * table (ui/game/last-table.ts): Start afresh, as a player wanting a new table would.
 */
export async function openSetup(page: Page): Promise<void> {
  await page.locator('[data-test=new-game]').tap();
  await page.locator('[data-test=player-name]').first().waitFor();
  if (await page.locator('[data-test=setup-afresh]').count() > 0) {
    await page.locator('[data-test=setup-afresh]').tap();
    await page.locator('[data-test=last-table]').waitFor({ state: 'detached' });
  }
}

/**
 * From the start screen (or the end screen's New game): New game, names, who plays each seat
 * (`kinds`, a person where not given), the expansions taken besides the base game (each box
 * tapped, with its default options), a fixed seed, start.
 */
export async function newGameViaSetup(page: Page, names: string[], seed: number, expansions: string[] = [], kinds: SeatKind[] = []): Promise<void> {
  await openSetup(page);
  const rows = page.locator('[data-test=player-name]');
  for (let i = 2; i < names.length; i++) await page.locator('[data-test=add-player]').tap();
  for (let i = 0; i < names.length; i++) await rows.nth(i).fill(names[i]);
  for (let i = 0; i < kinds.length; i++) await page.locator('[data-test=seat-kind]').nth(i).selectOption(kinds[i]);
  for (const id of expansions) {
    const box = page.locator(`[data-test=expansion-${id}]`);
    await box.tap();
    if (!await box.isChecked()) throw new Error(`expansion ${id} not taken by a tap`);
  }
  await page.locator('summary', { hasText: /Advanced|Geavanceerd|Pokročilé|Avanzate/ }).tap();
  await page.locator('[data-test=seed]').fill(String(seed));
  await page.locator('[data-test=start-game]').tap();
  await waitForBoard(page);
}

/**
 * From the start screen: imports a record through the file picker (as a player would), checks the
 * notice when `notice` is given, then continues the game and waits for the board.
 */
export async function importAndContinue(page: Page, record: unknown, notice?: string): Promise<void> {
  const file = join(await mkdtemp(join(tmpdir(), 'record-')), 'record.json');
  await writeFile(file, JSON.stringify(record));
  await page.locator('[data-test=import]').setInputFiles(file);
  if (notice !== undefined) await expect.poll(() => page.locator('[data-test=notice]').innerText()).toBe(notice);
  await page.locator('[data-test=continue]').tap();
  await waitForBoard(page);
}
