// Shooting the catapult by touch, as a player does: press on your catapult at your side of the
// board and pull back like a slingshot (raw touch events through CDP, so the page sees a real
// finger), once the camera has stopped turning the board to the shooter.
import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchPoint } from '../../expansions/catapult/physics/index.js';

export const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });

/** Presses on `from` and pulls by (dx, dy) CSS px in steps; `before` runs while the finger is still down. */
export async function pull(cdp: CDPSession, from: { x: number; y: number }, d: { x: number; y: number }, before?: () => Promise<void>): Promise<void> {
  await touch(cdp, 'touchStart', from.x, from.y);
  for (let i = 1; i <= 8; i++) await touch(cdp, 'touchMove', from.x + (d.x * i) / 8, from.y + (d.y * i) / 8);
  await before?.();
  await touch(cdp, 'touchEnd');
}

/** Until the board has finished turning and framing (the camera is still). */
export const settled = (page: Page) => expect.poll(() => page.evaluate(() => window.__carcassonne.board!.cameraMoving), { timeout: 10_000, interval: 50 }).toBe(false);

/** Where a seat's catapult is on screen once the camera is still: the physics' launch point for the page's board. */
export async function seatOnScreen(page: Page, seat: number, seats = 2): Promise<{ x: number; y: number }> {
  await settled(page);
  const tiles = await page.evaluate(() => window.__carcassonne.game!.state.board.map((t) => ({ x: t.x, y: t.y })));
  const lp = launchPoint({ tiles, followers: [], tokens: [] }, seat, seats);
  return page.evaluate(([x, y]) => window.__carcassonne.board!.worldToClient(x, y), [lp.x, lp.y] as const);
}

/** The catapult panel's stage now ('aim', 'flying', 'replay', 'result', …), or null without the panel. */
export const panelStage = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  const panel = screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { stage: { kind: string } } | null;
  return panel?.stage.kind ?? null;
});
