// Bundle size benchmark (docs/architecture.md: a script, not a timed test). Builds the app into a temporary
// folder and measures what the browser must load before the first screen: the entry script plus
// the chunks index.html preloads. The board (PixiJS) is a lazy chunk, measured on its own line.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRoot } from './built-app.js';
import { gzipSync } from 'node:zlib';

const gzipKb = (data: Buffer) => gzipSync(data, { level: 9 }).length / 1024;

export async function runBundleBench(print: (line: string) => void): Promise<void> {
  const ROOT = findRoot();
  const outDir = await mkdtemp(join(tmpdir(), 'carcassonne-bundle-'));
  try {
    // A child process, its output discarded: the bundler and the PWA plugin log on their own, and
    // this script prints figures only.
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const r = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'silent'],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`vite build failed: ${r.stderr}`);
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const initial = new Set<string>();
    for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) initial.add(m[1]);
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) initial.add(m[1]);
    let initialKb = 0;
    for (const src of initial) initialKb += gzipKb(await readFile(join(outDir, src.replace(/^\.?\//, ''))));
    const assets = await readdir(join(outDir, 'assets'));
    let allKb = 0, boardKb = 0, physicsKb = 0, physicsChunks = 0;
    for (const f of assets.filter((a) => a.endsWith('.js'))) {
      const data = await readFile(join(outDir, 'assets', f));
      const kb = gzipKb(data);
      allKb += kb;
      // Rapier (inlined WASM) is loaded only when a catapult shot is simulated: counted apart.
      if (/rapier/i.test(data.toString('latin1'))) { physicsKb += kb; physicsChunks++; } else if (!initial.has(`./assets/${f}`)) boardKb += kb;
    }
    print(`ui.initial_js_gzip_kb ${initialKb.toFixed(1)}`);
    // What a game screen adds (the board: PixiJS, pixi-viewport, tile art, panels), loaded when a game opens.
    print(`ui.game_screen_js_gzip_kb ${(initialKb + boardKb).toFixed(1)}`);
    // The catapult physics: one file (the app worker: computer players and shots; the page fallback imports it too).
    print(`ui.physics_chunks ${physicsChunks}`);
    print(`ui.physics_js_gzip_kb ${physicsKb.toFixed(1)}`);
    print(`ui.all_js_gzip_kb ${allKb.toFixed(1)}`);
    // Rapier's WebAssembly, a file of its own in the app build (tools/vite-rapier-wasm.ts).
    let wasmKb = 0, wasmFiles = 0;
    for (const f of assets.filter((a) => a.endsWith('.wasm'))) { wasmKb += gzipKb(await readFile(join(outDir, 'assets', f))); wasmFiles++; }
    print(`ui.physics_wasm_files ${wasmFiles}`);
    print(`ui.physics_wasm_gzip_kb ${wasmKb.toFixed(1)}`);
    // What the service worker precaches on a first visit (raw bytes, as the browser stores them).
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    let precache = 0;
    for (const url of new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))) {
      precache += await stat(join(outDir, url)).then((s) => s.size, () => 0);
    }
    print(`ui.precache_mib ${(precache / 1024 / 1024).toFixed(2)}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBundleBench((line) => console.log(line)).catch((e: unknown) => { console.error(e); process.exit(1); });
}
