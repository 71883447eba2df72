// The offline cache of the production build (built for the browser tests by global-setup.ts): what a
// first visit downloads and a tablet keeps to play in airplane mode stays within its budget, and
// Rapier — most of it — is in it once: one wasm file, its JS glue in one chunk (the app worker,
// which the page's fallback imports too), never inlined as base64 into another chunk. Pixi's WebGPU
// renderer, which the board never runs, is not in it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECACHE_BUDGET_BYTES, precacheEntries } from '../../tools/precache-manifest.js';
import { DIST } from './static-server.js';

describe('offline cache budget', () => {
  it('precaches at most 4 MiB, with one copy of Rapier', async () => {
    const entries = await precacheEntries(DIST);
    const total = entries.reduce((n, e) => n + e.bytes, 0);
    expect(total, `precache total ${total} B: ${entries.slice(0, 5).map((e) => `${e.url} ${e.bytes}`).join(', ')}`)
      .toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
    // Each URL once (a duplicate would be downloaded twice).
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);

    const wasm = entries.filter((e) => e.url.endsWith('.wasm'));
    expect(wasm.map((e) => e.url)).toEqual([expect.stringMatching(/rapier_wasm2d_bg-[\w-]+\.wasm$/)]);

    const scripts = entries.filter((e) => e.url.endsWith('.js') && e.url !== 'sw.js');
    const withRapier: string[] = [], withInlinedWasm: string[] = [], withWebGpu: string[] = [];
    for (const e of scripts) {
      const text = await readFile(join(DIST, e.url), 'utf8');
      // wasm-bindgen's glue names its imports __wbindgen_*; a wasm module in base64 starts "AGFzbQ".
      if (text.includes('__wbindgen')) withRapier.push(e.url);
      if (text.includes('AGFzbQ')) withInlinedWasm.push(e.url);
      // Pixi's WebGPU renderer asks the adapter for a device; the board draws with WebGL, and
      // tools/vite-pixi-webgl.ts leaves that renderer out (it was ~55 KB of the cache).
      if (text.includes('requestDevice')) withWebGpu.push(e.url);
    }
    expect(withRapier).toEqual([expect.stringMatching(/app-worker-[\w-]+\.js$/)]);
    expect(withInlinedWasm).toEqual([]);
    expect(withWebGpu).toEqual([]);
  });
});
