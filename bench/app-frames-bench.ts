// Board frames in the app itself (the production build app-bench.ts serves), where the demo-page
// bench (ui-bench.ts) measures the board alone: a 2-player game with every module, imported at its
// START_TURN-th turn, played on for ACTIONS actions through the app's own Session (each picked from
// the engine's move list, its autosave awaited, then FRAMES_AFTER frames for what it animates: the
// tile and meeple going down, score marks, the camera). Animations on (no reduced motion).
// Per frame it times the board's own work on the main thread: the Session's render(model) calls
// that land in the frame (the board syncing tiles, meeples and marks) plus the board's ticker frame
// (marks and camera steps, sprite flush, Pixi's render), over the frames in which the board drew.
// - ui.app.frame_ms_median / _p95: every frame the board drew during play;
// - ui.app.add_frame_ms_median / _p95 / _max: the frames whose sync put a tile or a meeple down.
// Each figure is the median over RUNS games (each in a fresh browser profile), with its range.
// Same caveat as ui-bench.ts: SwiftShader (software GL); JS time, not the GPU's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game, nextInt, seedRng, type GameRecord } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { benchBrowser } from './built-app.js';
import { line, quantile, spread } from './stats.js';

const RUNS = 3;
const START_TURN = 60;
const ACTIONS = 60;
const FRAMES_AFTER = 12;
const PLAYERS = [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }];

/** A seeded random game of every module up to `turn`, as the record a player would import. */
function recordAt(turn: number, seed: number): GameRecord {
  const setup = { players: PLAYERS, expansions: ['base', 'siege', 'catapult'], options: {}, seed };
  const game = Game.create(BUILT_IN_MODULES, setup);
  const rng = seedRng(seed);
  while (!game.state.finished && game.state.turn.number < turn) {
    const choices = game.choices();
    const r = game.apply(choices[nextInt(rng, choices.length)]);
    if (!r.ok) throw new Error(r.error.message);
  }
  return { format: 'carcassonne-record', version: 1, ...setup, actions: [...game.actions] } as GameRecord;
}

interface Frames { all: number[]; adds: number[]; actions: number }

async function oneGame(url: string, seed: number): Promise<Frames> {
  const profile = await mkdtemp(join(tmpdir(), 'carcassonne-frames-profile-'));
  const ctx = await benchBrowser(profile, { deviceScaleFactor: 1 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    const file = join(profile, 'record.json');
    await writeFile(file, JSON.stringify(recordAt(START_TURN, seed)));
    await page.locator('[data-test=import]').setInputFiles(file);
    await page.locator('[data-test=continue]').click();
    await page.waitForFunction(() => window.__carcassonne?.session !== null && window.__carcassonne?.board);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestIdleCallback(ok, { timeout: 2000 }))));
    const frames = await page.evaluate(async ([actions, after]) => {
      // No helper functions in here: the bench runs through tsx, whose name helpers do not exist in the page.
      const hook = window.__carcassonne;
      const view = hook.board as unknown as {
        render(model: { game: { state: { board: unknown[]; followers: unknown[] } } }): void;
        pixi: { app: { render(...a: unknown[]): void; ticker: { add(fn: () => void, ctx: unknown, priority: number): void } } };
      };
      const { app } = view.pixi;
      let busy = 0, drew = false, added = false, tickStart = 0, tiles = -1, meeples = -1;
      const render = view.render.bind(view);
      view.render = (model) => {
        const t0 = performance.now();
        render(model);
        busy += performance.now() - t0;
        const s = model.game.state;
        if (tiles >= 0 && (s.board.length > tiles || s.followers.length > meeples)) added = true;
        tiles = s.board.length; meeples = s.followers.length;
      };
      const draw = app.render.bind(app);
      app.render = (...a: unknown[]) => { drew = true; draw(...a); };
      const all: number[] = [], adds: number[] = [];
      // Before every other ticker listener, and after the board's frame (UPDATE_PRIORITY.LOW, −25).
      app.ticker.add(() => { tickStart = performance.now(); }, null, 1000);
      app.ticker.add(() => {
        busy += performance.now() - tickStart;
        if (drew) { all.push(busy); if (added) adds.push(busy); }
        busy = 0; drew = false; added = false;
      }, null, -1000);
      let seed = 4242, played = 0;
      for (; played < actions && !hook.session!.finished; played++) {
        const s = hook.session!;
        const choices = s.game.choices();
        seed = (seed * 1103515245 + 12345) >>> 0;
        s.apply(choices[seed % choices.length]);
        await hook.saved();
        for (let f = 0; f < after; f++) await new Promise((ok) => requestAnimationFrame(ok));
      }
      return { all, adds, actions: played };
    }, [ACTIONS, FRAMES_AFTER] as const);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return frames;
  } finally {
    await ctx.close();
    await rm(profile, { recursive: true, force: true });
  }
}


export async function runAppFramesBench(url: string, print: (line: string) => void): Promise<void> {
  const runs: Frames[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneGame(url, 60 + i));
  const s = (f: (r: Frames) => number) => spread(runs.map(f));
  print(`ui.app.frames ${runs.map((r) => `${r.all.length} drawn, ${r.adds.length} with adds over ${r.actions} actions`).join('; ')} (production build of the app, base+siege+catapult, 2 players, from turn ${START_TURN})`);
  print(line('ui.app.frame_ms_median', s((r) => quantile(r.all, 0.5)), 2, '(the board\'s work in each frame it drew during play)'));
  print(line('ui.app.frame_ms_p95', s((r) => quantile(r.all, 0.95))));
  print(line('ui.app.add_frame_ms_median', s((r) => quantile(r.adds, 0.5)), 2, '(frames whose sync put a tile or a meeple down)'));
  print(line('ui.app.add_frame_ms_p95', s((r) => quantile(r.adds, 0.95))));
  print(line('ui.app.add_frame_ms_max', s((r) => Math.max(...r.adds))));
}
