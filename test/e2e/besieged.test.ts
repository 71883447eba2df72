// A besieged city looks besieged on every tile, by touch at 1180×820 and 820×1180: when a siege
// tile joins a city, the city's other tile (no camp of its own) changes on screen — the siege
// layer washes its city part and runs a dashed siege line along its wall — and undoing the
// placement takes the mark away again.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import type { GameRecord, Rotation } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, passHandoff, tapWorld, turnState } from './play-helpers.js';
import { changedShare, decodePng } from './png.js';

const SIDES = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;
const isSiegeTile = (id: string) => /^(besiegers|cathars|siege)\//.test(id);

interface Fixture { record: GameRecord; x: number; y: number; rotation: Rotation; neighbour: number }

/**
 * A game played in node (first legal square, no followers) up to the turn that draws a siege
 * tile which can join a city already on the board: where it goes, and the city tile it joins.
 */
function siegeJoinsACity(): Fixture {
  for (let seed = 1; seed < 300; seed++) {
    const s = Session.start(BUILT_IN_MODULES, {
      players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }], expansions: ['base', 'siege'], options: {}, seed,
    }, 'b');
    for (let turn = 0; turn < 40 && s.placing; turn++) {
      const drawn = s.game.state.turn.drawn!;
      if (isSiegeTile(drawn)) {
        const def = s.game.tileDef(drawn), board = s.game.state.board;
        for (const spot of s.placementSpots()) {
          for (const rotation of spot.rotations) {
            for (let side = 0; side < 4; side++) {
              if (def.edges[(side - rotation / 90 + 4) % 4] !== 'city') continue;
              const [dx, dy] = SIDES[side];
              const neighbour = board.findIndex((t) => t.x === spot.x + dx && t.y === spot.y + dy);
              if (neighbour >= 0 && !isSiegeTile(board[neighbour].tile)) return { record: s.record(), x: spot.x, y: spot.y, rotation, neighbour };
            }
          }
        }
      }
      const p = s.placementSpots()[0];
      s.tapCell(p.x, p.y);
      s.confirmPlacement();
      if (s.deploying) s.skip();
    }
  }
  throw new Error('no seed under 300 draws a siege tile that can join a city');
}

/** The screen box of placed tile `i`, a pixel inside its edges. */
const tileBox = (page: Page, i: number) => page.evaluate((index) => {
  const t = window.__carcassonne.session!.game.state.board[index], b = window.__carcassonne.board!;
  const a = b.worldToClient(t.x, t.y), c = b.worldToClient(t.x + 1, t.y + 1);
  return { x: Math.round(a.x) + 1, y: Math.round(a.y) + 1, width: Math.round(c.x - a.x) - 2, height: Math.round(c.y - a.y) - 2 };
}, i);

/** The share of pixels that turned redder (red minus green up by more than 15) from `a` to `b`. */
function reddened(a: Buffer, b: Buffer): number {
  const p = decodePng(a).data, q = decodePng(b).data;
  let n = 0;
  for (let i = 0; i < p.length; i += 4) if ((q[i] - q[i + 1]) - (p[i] - p[i + 1]) > 15) n++;
  return n / (p.length / 4);
}

describe('a besieged city', () => {
  let tablet: Tablet;
  let fx: Fixture;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    fx = siegeJoinsACity();
    tablet = await openTablet({ viewport: { width: 1180, height: 820 } });
    await importAndContinue(tablet.page, fx.record);
    await passHandoff(tablet.page);
    if (await tablet.page.locator('[data-test=coach-off]').count()) await tablet.page.locator('[data-test=coach-off]').tap();
  });
  afterAll(async () => { await tablet?.close(); });

  for (const size of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
    const o = size.width > size.height ? 'landscape' : 'portrait';
    it(`marks the city's other tile once the siege tile joins it, and not after an undo (${o})`, async () => {
      const { page } = tablet;
      await page.setViewportSize(size);
      await page.evaluate(([x, y]) => window.__carcassonne.board!.centerOn(x, y, false), [fx.x + 0.5, fx.y + 0.5] as const);
      await page.waitForTimeout(300);
      const clip = await tileBox(page, fx.neighbour);
      // Choose the siege tile's square by touch and turn it right: nothing joined yet.
      await tapWorld(page, fx.x + 0.5, fx.y + 0.5);
      for (let i = 0; i < 4 && (await turnState(page)).pending?.rotation !== fx.rotation; i++) await tapWorld(page, fx.x + 0.5, fx.y + 0.5);
      expect((await turnState(page)).pending).toEqual({ x: fx.x, y: fx.y, rotation: fx.rotation });
      await page.waitForTimeout(200);
      const before = await page.screenshot({ clip });
      // Confirm: the city joins the siege, and its other tile turns red in its city part.
      await page.locator('[data-test=confirm]').tap();
      await expect.poll(async () => (await turnState(page)).placing).toBe(false);
      await page.waitForTimeout(200);
      const after = await page.screenshot({ clip });
      await page.screenshot({ path: `test-results/siege-besieged-${o}.png` });
      expect(reddened(before, after)).toBeGreaterThan(0.06);
      // Undo: the tile is back to being chosen, the mark is gone.
      await page.locator('[data-test=undo]').tap();
      await expect.poll(async () => (await turnState(page)).placing).toBe(true);
      await page.waitForTimeout(200);
      const undone = await page.screenshot({ clip });
      expect((await turnState(page)).pending).toEqual({ x: fx.x, y: fx.y, rotation: fx.rotation });
      expect(changedShare(before, undone)).toBeLessThan(0.01);
      expect(reddened(before, undone)).toBeLessThan(0.005);
      expect(tablet.errors).toEqual([]);
    });
  }
});
