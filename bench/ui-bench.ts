// Board benchmark (docs/architecture.md): 1,000 tiles and 300 meeples in headless Chromium, panning,
// on a production build of the board demo page; each figure the median of several runs (stats.ts).
// Per frame it times the JS of a frame — viewport move + BoardView.render + Pixi's render — over
// 150 frames (median, p95) and counts WebGL draw calls by wrapping drawElements/drawArrays.
// Caveat: headless Chromium renders with SwiftShader (software GL). JS timings include issuing the
// GL commands, not the GPU's work; both numbers are what this machine measured, nothing more.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { serve } from '../test/e2e/static-server.js';
import { benchBrowser, findRoot } from './built-app.js';
import { line, spread } from './stats.js';

const RUNS = 3;

/** The board demo page (ui/board/demo.html) built for production (minified, no dev checks), in a temporary folder. */
async function buildDemo(): Promise<string> {
  const root = findRoot();
  const outDir = await mkdtemp(join(tmpdir(), 'carcassonne-board-bench-'));
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root, configFile: false, base: './', logLevel: 'silent', mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false, target: 'es2022', rollupOptions: { input: join(root, 'ui/board/demo.html') } },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  // The static server answers unknown paths (a favicon) with index.html: give it one.
  await writeFile(join(outDir, 'index.html'), '<!doctype html><title>board bench</title>\n');
  return outDir;
}

interface BenchResult {
  median: number; p95: number; draws: number; maxDraws: number; tiles: number; meeples: number; renderer: string;
  adds: number; addMedian: number; addP95: number; addMax: number;
}

export async function runUiBench(print: (line: string) => void): Promise<void> {
  const dir = await buildDemo();
  const server = await serve(dir);
  const profile = await mkdtemp(join(tmpdir(), 'board-bench-profile-'));
  const ctx = await benchBrowser(profile, { deviceScaleFactor: 1 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    // 1,000 tiles on the board, 80 more held back per run for the frames that add a tile and a follower.
    const port = (server.address() as AddressInfo).port;
    const open = async () => {
      await page.goto(`http://127.0.0.1:${port}/ui/board/demo.html?scene=bench&tiles=1000&meeples=300&reserve=80`);
      await page.waitForFunction(() => (window as unknown as { __board?: { ready: boolean } }).__board?.ready, null, { timeout: 120_000 });
    };
    const run = (zoom: number | 'fit', addEvery = 0) => page.evaluate(
      ([frames, z, every]) => (window as unknown as { __board: { bench(f: number, z: number | 'fit', e: number): Promise<BenchResult> } })
        .__board.bench(frames, z, every),
      [150, zoom, addEvery] as [number, number | 'fit', number],
    );
    // Each run on a fresh page: the whole board on screen (every sprite drawn), the default zoom
    // (112 CSS px per tile), then the default zoom with a tile and a follower put down every 2nd frame:
    // 75 of them, more than the board's spare sprites (ui/board/sprite-pool.ts), so the frame that
    // makes new ones is among them (add_frame_ms_max).
    const all: BenchResult[] = [], near: BenchResult[] = [], grow: BenchResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      await open();
      all.push(await run('fit'));
      near.push(await run(112 / 128));
      grow.push(await run(112 / 128, 2));
    }
    if (errors.length) print(`ui.errors ${JSON.stringify(errors)}`);
    const s = (rs: BenchResult[], k: keyof BenchResult) => spread(rs.map((r) => r[k] as number));
    print(`ui.renderer ${all[0].renderer} (production build, headless Chromium, SwiftShader software GL)`);
    print(`ui.board_tiles ${all[0].tiles}`);
    print(`ui.board_meeples ${all[0].meeples}`);
    print(line('ui.frame_ms_median', s(all, 'median'), 2, '(whole board in view)'));
    print(line('ui.frame_ms_p95', s(all, 'p95')));
    print(line('ui.draw_calls', s(all, 'draws'), 0));
    print(line('ui.draw_calls_max', s(all, 'maxDraws'), 0));
    print(line('ui.frame_ms_median_default_zoom', s(near, 'median')));
    print(line('ui.frame_ms_p95_default_zoom', s(near, 'p95')));
    print(line('ui.draw_calls_default_zoom', s(near, 'draws'), 0));
    print(line('ui.frame_ms_median_with_adds', s(grow, 'median'), 2, '(every 2nd of 150 frames adds a tile and a follower)'));
    print(line('ui.frame_ms_p95_with_adds', s(grow, 'p95')));
    print(line('ui.add_frame_ms_median', s(grow, 'addMedian'), 2, `(the ${grow[0].adds} frames per run that add a tile and a follower)`));
    print(line('ui.add_frame_ms_p95', s(grow, 'addP95')));
    print(line('ui.add_frame_ms_max', s(grow, 'addMax'), 2, '(the slowest add of each run)'));
  } finally {
    await ctx.close();
    await new Promise((ok) => server.close(ok));
    await rm(profile, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/ui-bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await runUiBench((l) => console.log(l));
