// Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core,
// a persistent context on a fresh profile (so a test can reload or restart on the same IndexedDB),
// a 10" tablet in landscape with touch.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARGS = [
  '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export interface Tablet {
  ctx: BrowserContext;
  page: Page;
  dir: string;
  errors: string[];
  close(): Promise<void>;
}

/** Runs in the page: logs each CSP violation as a console error, which the tablet collects. */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
  });
}

export async function openTablet(
  options: {
    viewport?: { width: number; height: number }; locale?: string; dir?: string; url?: string;
    /** Runs before the first page loads (e.g. init scripts that change what the app sees). */
    beforeLoad?: (ctx: BrowserContext, page: Page) => Promise<void>;
  } = {},
): Promise<Tablet> {
  const dir = options.dir ?? await mkdtemp(join(tmpdir(), 'carcassonne-e2e-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium', headless: true, args: ARGS,
    hasTouch: true, isMobile: true, viewport: options.viewport ?? { width: 1280, height: 800 }, deviceScaleFactor: 1,
    locale: options.locale ?? 'en-GB', reducedMotion: 'reduce',
  });
  // Every Content-Security-Policy violation in a page is an error of the test (tools/csp.ts).
  await ctx.addInitScript(reportCspViolations);
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${String(e)}\n${e.stack ?? ''}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await options.beforeLoad?.(ctx, page);
  await page.goto(options.url ?? inject('baseUrl'));
  return {
    ctx, page, dir, errors,
    async close() {
      await ctx.close();
      if (!options.dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
