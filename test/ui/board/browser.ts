// Shared by the screenshot script and the UI benchmark: a vite dev server over the repo and a
// headless Debian Chromium (launchPersistentContext with a fresh profile).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Harness { server: ViteDevServer; ctx: BrowserContext; base: string; close(): Promise<void> }

export async function openHarness(viewport = { width: 1280, height: 800 }, touch = false): Promise<Harness> {
  const server = await createServer({
    root: ROOT, logLevel: 'error', clearScreen: false, server: { port: 0, host: '127.0.0.1' },
    // Pre-bundle up front, else vite reloads the page the first time it meets these imports.
    optimizeDeps: { include: ['pixi.js', 'pixi-viewport'], entries: ['ui/board/demo.html'] },
  });
  await server.listen();
  const addr = server.httpServer!.address();
  const port = typeof addr === 'object' && addr ? addr.port : 5173;
  const profile = mkdtempSync(join(tmpdir(), 'board-chromium-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport, deviceScaleFactor: 1, hasTouch: touch, isMobile: touch,
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  return {
    server, ctx, base: `http://127.0.0.1:${port}`,
    async close() {
      await ctx.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the board demo page and waits until the board has rendered (survives vite's reloads). */
export async function openDemo(h: Harness, query: string) {
  const page = await h.ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${h.base}/ui/board/demo.html?${query}`);
  for (let i = 0; i < 3; i++) {
    try {
      await page.waitForFunction(() => (window as unknown as { __board?: { ready: boolean } }).__board?.ready, null, { timeout: 60_000 });
      await page.waitForTimeout(300);
      if (await page.evaluate(() => !!(window as unknown as { __board?: unknown }).__board)) break;
    } catch (e) {
      if (i === 2) throw e;
    }
  }
  return { page, errors };
}
