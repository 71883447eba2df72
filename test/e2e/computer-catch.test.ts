// The catapult with a computer at the table, in the browser. The catch: Bram (a computer) chose
// the catch token; he throws first, to Anna, then Anna throws to him. His throw is recorded as
// let go (catapult/throw: his power) and waits for Anna's own throw-and-tap; her throw is caught by
// Bram himself, with no handoff and no tap from the tablet.
// The shot hint: Anna asks for a hint in target practice; the catapult takes the suggested aim
// and pull (the band and the flight line on the board), and shooting follows it.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_VERSION, replay, setupOf, type Action, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { openTablet, type Tablet } from './browser.js';
import { importAndContinue, pageRecord } from './play-helpers.js';

const RECORD: GameRecord = {
  format: RECORD_FORMAT, version: RECORD_VERSION,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue', computer: 'normal' }],
  expansions: ['base', 'catapult'], options: { 'catapult.mode': 'physics' }, seed: 9,
  deck: ['base/E', 'catapult/06', 'base/E', 'base/B', 'base/U', 'base/V'],
  // Anna and Bram place a tile each (Bram's is the fair); Bram chooses the catch.
  actions: [
    { type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'pass' },
    { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' },
    { type: 'catapult/choose', token: 'catch' },
  ],
};

type Page = Tablet['page'];
interface CatchInput { power: number; seed: number; tap: { t: number; x: number; y: number } | null }
const catches = async (page: Page) => (await pageRecord(page)).actions.filter((a) => a.type === 'catapult/catch');
const stageKind = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  return (screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { stage: { kind: string } } | null)?.stage.kind ?? null;
});

const SHOT_RECORD: GameRecord = {
  ...RECORD, seed: 11, deck: ['catapult/06', 'base/E', 'base/B', 'base/U', 'base/V'],
  // Anna places the fair and chooses target practice: she shoots first.
  actions: [{ type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' }, { type: 'catapult/choose', token: 'target' }],
};

const panelAim = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  return (screen.shadowRoot!.querySelector('ct-catapult-panel') as unknown as { aim: { aim: number; power: number } }).aim;
});
const hintAction = (page: Page) => page.evaluate(() => {
  const screen = document.querySelector('ct-app')!.shadowRoot!.querySelector('ct-game-screen')!;
  type Shown = { action: { type: string; input?: { aim: number; power: number } } } | null;
  const bar = screen.shadowRoot!.querySelector('ct-bot-bar') as unknown as { asker: { current(s: unknown): Shown } };
  return bar.asker.current(window.__carcassonne.session)?.action ?? null;
});

describe('the catapult with a computer at the table', () => {
  let tablet: Tablet;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    tablet = await openTablet();
  });
  afterAll(async () => { await tablet?.close(); });

  it('a computer throws and the person catches; the person throws and the computer catches by itself', async () => {
    const { page } = tablet;
    await importAndContinue(page, RECORD, 'Game imported.');

    // 1. Bram's throw: the computer lets go (its power in the record), then Anna catches it herself.
    await page.locator('[data-test=catapult-catch-ready]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-test=handoff]').isVisible()).toBe(false); // Anna holds the tablet already
    const let1 = (await pageRecord(page)).actions.filter((a) => a.type === 'catapult/throw');
    expect(let1).toHaveLength(1);
    expect(await catches(page)).toEqual([]); // the catch is Anna's to make
    await page.screenshot({ path: 'test-results/computer-catch-ready.png' });
    await page.locator('[data-test=catapult-throw]').tap();
    await expect.poll(() => stageKind(page), { timeout: 10_000, interval: 20 }).toBe('catch-flight');
    await page.locator('[data-test=catapult-grab]').tap();
    await expect.poll(async () => (await catches(page)).length, { timeout: 20_000 }).toBe(1);
    const first = (await catches(page))[0].input as unknown as CatchInput;
    expect(first.power).toBe(let1[0].power); // Bram's throw …
    expect(first.tap).not.toBeNull(); // … and Anna's tap, not one the computer played for her
    await page.locator('[data-test=catapult-continue]').tap(); // Anna has seen her verdict

    // 2. Anna's throw to Bram: no handoff; the computer catches it by itself.
    await page.locator('[data-test=catapult-hand]').waitFor({ timeout: 30_000 });
    await page.locator('[data-test=catapult-power-slider]').fill('60');
    expect(await page.locator('[data-test=catapult-hand]').innerText()).toBe('Throw to Bram'); // no tablet to pass to a computer
    await page.locator('[data-test=catapult-hand]').tap();
    await expect.poll(async () => (await catches(page)).length, { timeout: 60_000 }).toBe(2);
    expect(await page.locator('[data-test=handoff]').isVisible()).toBe(false);
    const done = await pageRecord(page);
    const lets = done.actions.filter((a) => a.type === 'catapult/throw');
    const second = done.actions.filter((a) => a.type === 'catapult/catch')[1] as Action & { input: CatchInput };
    expect(second.input.power).toBeCloseTo(0.6, 2);
    expect(second.input.power).toBe(lets[1].power);
    expect(second.input.tap).not.toBeNull(); // Bram's own tap
    // Bram's catch is shown, and the game goes on by itself after it.
    await page.locator('[data-test=catapult-catch-verdict]').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: 'test-results/computer-catch-verdict.png' });
    expect(replay(BUILT_IN_MODULES, setupOf(done), done.actions).ok).toBe(true);
    expect(tablet.errors).toEqual([]);
  });

  it('a shot hint draws the suggested aim and pull on the board, and shooting follows it', async () => {
    await tablet.close();
    tablet = await openTablet();
    const { page } = tablet;
    await importAndContinue(page, SHOT_RECORD, 'Game imported.');
    await page.locator('[data-test=catapult-fire]').waitFor({ timeout: 30_000 });
    const before = await panelAim(page);
    await page.locator('[data-test=hint-button]').tap();
    await page.locator('[data-test=hint-reason]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-test=hint-reason]').innerText()).toMatch(/^Suggestion: the aim and pull shown on the board/);
    const hint = (await hintAction(page))!;
    expect(hint.type).toBe('catapult/shot');
    const aim = await panelAim(page);
    expect(aim.aim).toBeCloseTo(hint.input!.aim, 6);
    expect(aim.power).toBeCloseTo(hint.input!.power, 6);
    expect(aim).not.toEqual(before); // the catapult moved to the suggestion (the neutral aim is straight, half a pull)
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/shot-hint.png' });
    await page.locator('[data-test=catapult-fire]').tap();
    await expect.poll(async () => (await pageRecord(page)).actions.filter((a) => a.type === 'catapult/shot').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const shot = (await pageRecord(page)).actions.find((a) => a.type === 'catapult/shot')! as Action & { input: { aim: number; power: number } };
    expect(shot.input.aim).toBeCloseTo(hint.input!.aim, 6);
    expect(shot.input.power).toBeCloseTo(hint.input!.power, 6);
    expect(tablet.errors).toEqual([]);
  });
});
