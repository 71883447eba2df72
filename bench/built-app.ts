// The production build the browser benchmarks measure: `vite build` of the app into a temporary
// folder (in a child process, so the bundler's own logging never mixes with the figures), served
// as a host would serve it (test/e2e/static-server.ts: SPA fallback and the app's CSP headers).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { serve } from '../test/e2e/static-server.js';

/** The project root: the nearest folder up from this file with the app's vite config. */
export function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'vite.config.ts')) || !existsSync(join(dir, 'index.html'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

export interface BuiltApp { dir: string; url: string; close(): Promise<void> }

/** Builds the app (production, no source maps) into a fresh folder; `serveIt` also serves it on localhost. */
export async function buildApp(serveIt = false): Promise<BuiltApp> {
  const root = findRoot();
  const dir = await mkdtemp(join(tmpdir(), 'carcassonne-bench-'));
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'silent'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`vite build failed: ${r.stderr}`);
  let server: Server | null = null;
  let url = '';
  if (serveIt) {
    server = await serve(dir);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }
  return {
    dir, url,
    async close() {
      await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's Chromium, headless, on a persistent profile in `profile`, as every browser bench opens it
 * (1280×800; no background networking: this machine's closed network refuses it).
 */
export function benchBrowser(profile: string, options: Parameters<typeof chromium.launchPersistentContext>[1] = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 800 }, ...options,
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
