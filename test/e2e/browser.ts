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

/**
 * Runs in the page: logs each CSP violation as a console error, which the tablet collects. (The
 * app worker's reach the page's console through the app itself, ui/csp-violations.ts; the service
 * worker's only through watchServiceWorker.)
 */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
  });
}

/**
 * Reports each Content-Security-Policy violation in the context's service worker (every version
 * of it, from the moment it runs): its console is neither the page's nor the app's, Playwright
 * does not report it, and the page hears nothing of it (the app worker forwards its own, but the
 * service worker's policy covers workbox fetching for the page). Read over CDP: the page's session
 * discovers the service worker's target, attaches to it (unflattened, so one session carries its
 * messages) and reads Chromium's log entries of source 'security'. Violations while a new version
 * first runs its script, before the attach, are not seen.
 */
export async function watchServiceWorker(ctx: BrowserContext, page: Page, report: (line: string) => void): Promise<void> {
  const cdp = await ctx.newCDPSession(page);
  const attached = new Set<string>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const m = JSON.parse(message) as { method?: string; params?: { entry?: { source: string; text: string; url?: string } } };
    const entry = m.method === 'Log.entryAdded' ? m.params?.entry : undefined;
    if (entry?.source === 'security' && /Content Security Policy/.test(entry.text)) report(`CSP violation in the service worker: ${entry.text}`);
  });
  cdp.on('Target.targetCreated', ({ targetInfo: t }) => {
    if (t.type !== 'service_worker' || attached.has(t.targetId)) return;
    attached.add(t.targetId);
    cdp.send('Target.attachToTarget', { targetId: t.targetId, flatten: false })
      .then(({ sessionId }) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Log.enable' }) }))
      .catch(() => undefined); // gone again before the attach: nothing ran to report
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true }); // also announces the targets there already
}

export async function openTablet(
  options: {
    viewport?: { width: number; height: number }; locale?: string; dir?: string; url?: string;
    /** Runs before the first page loads (e.g. init scripts that change what the app sees). */
    beforeLoad?: (ctx: BrowserContext, page: Page) => Promise<void>;
    /** Also fail on the service worker's violations (watchServiceWorker; the CSP test's). */
    serviceWorkerViolations?: boolean;
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
  if (options.serviceWorkerViolations) await watchServiceWorker(ctx, page, (line) => errors.push(line));
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
