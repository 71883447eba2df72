// Board benchmark (docs/architecture.md): 1,000 tiles and 300 meeples in headless Chromium, panning.
// Per frame it times the JS of a frame — viewport move + BoardView.render + Pixi's render — over
// 150 frames (median, p95) and counts WebGL draw calls by wrapping drawElements/drawArrays.
// Caveat: headless Chromium renders with SwiftShader (software GL). JS timings include issuing the
// GL commands, not the GPU's work; both numbers are what this machine measured, nothing more.
import { openDemo, openHarness } from '../test/ui/board/browser.js';

interface BenchResult {
  median: number; p95: number; draws: number; maxDraws: number; tiles: number; meeples: number; renderer: string;
  adds: number; addMedian: number; addP95: number;
}

export async function runUiBench(print: (line: string) => void): Promise<void> {
  const h = await openHarness({ width: 1280, height: 800 });
  try {
    // 1,000 tiles on the board, 40 more held back for the frames that add a tile and a follower.
    const { page, errors } = await openDemo(h, 'scene=bench&tiles=1000&meeples=300&reserve=40');
    const run = (zoom: number | 'fit', addEvery = 0) => page.evaluate(
      ([frames, z, every]) => (window as unknown as { __board: { bench(f: number, z: number | 'fit', e: number): Promise<BenchResult> } })
        .__board.bench(frames, z, every),
      [150, zoom, addEvery] as [number, number | 'fit', number],
    );
    // Whole board on screen (every sprite drawn), then the default zoom (112 CSS px per tile),
    // then the default zoom with a tile and a follower put down every 5th frame.
    const all = await run('fit');
    const near = await run(112 / 128);
    const grow = await run(112 / 128, 5);
    if (errors.length) print(`ui.errors ${JSON.stringify(errors)}`);
    const f = (n: number) => n.toFixed(2);
    print(`ui.renderer ${all.renderer} (headless Chromium, SwiftShader software GL)`);
    print(`ui.board_tiles ${all.tiles}`);
    print(`ui.board_meeples ${all.meeples}`);
    print(`ui.frame_ms_median ${f(all.median)}`);
    print(`ui.frame_ms_p95 ${f(all.p95)}`);
    print(`ui.draw_calls ${all.draws}`);
    print(`ui.draw_calls_max ${all.maxDraws}`);
    print(`ui.frame_ms_median_default_zoom ${f(near.median)}`);
    print(`ui.frame_ms_p95_default_zoom ${f(near.p95)}`);
    print(`ui.draw_calls_default_zoom ${near.draws}`);
    print(`ui.frame_ms_p95_with_adds ${f(grow.p95)} (every 5th of 150 frames adds a tile and a follower)`);
    print(`ui.frame_ms_median_with_adds ${f(grow.median)}`);
    print(`ui.add_frame_ms_median ${f(grow.addMedian)} (${grow.adds} frames that add a tile and a follower)`);
    print(`ui.add_frame_ms_p95 ${f(grow.addP95)}`);
    await page.close();
  } finally {
    await h.close();
  }
}

// `npx tsx bench/ui-bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await runUiBench((l) => console.log(l));
