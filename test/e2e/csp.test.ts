// The Content-Security-Policy (tools/csp.ts) in the built app: the page carries it (meta tag and
// header), it really refuses inline script and foreign origins, and a whole game with both
// expansions — board, panels, sounds, the service worker — runs without a single violation.
// (Every browser test reports violations as errors: the catapult test's rounds, in the shot
// app worker with Rapier's WebAssembly, run under it too.)
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openTablet, type Tablet } from './browser.js';
import { newGameViaSetup, passHandoff, playTurnByTouch } from './play-helpers.js';

describe('content security policy', () => {
  let tablet: Tablet | null = null;
  afterAll(async () => { await tablet?.close(); });

  it('is set, blocks inline script and other origins, and a game runs with zero violations', async () => {
    tablet = await openTablet();
    const { page, errors } = tablet;
    // The server's headers (read past the service worker): the page's policy, the app worker's.
    const served = await page.request.get(inject('baseUrl'));
    const header = served.headers()['content-security-policy'];
    expect(header).toMatch(/script-src 'self' 'wasm-unsafe-eval';.*worker-src 'self'.*frame-ancestors 'none'/);
    const meta = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
    expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval';.*worker-src 'self'/);
    for (const policy of [header, meta]) expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*/);
    const worker = readdirSync(fileURLToPath(new URL('../../dist/assets', import.meta.url))).find((f) => /^app-worker-.*\.js$/.test(f));
    expect((await page.request.get(`${inject('baseUrl')}assets/${worker}`)).headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/);

    // The policy is live: each of these is refused (and reported, which is the point here).
    const refused = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.head.append(s);
      const foreign = await fetch('https://example.invalid/x').then(() => 'loaded', () => 'refused');
      await new Promise((ok) => setTimeout(ok, 100));
      return { inline: (window as unknown as { __inline?: boolean }).__inline === true, foreign, seen };
    });
    // (eval cannot be probed from here: code the test evaluates is exempt. The policy has no
    // 'unsafe-eval', checked above, and the app's own code runs without it below.)
    expect(refused).toMatchObject({ inline: false, foreign: 'refused' });
    expect(refused.seen).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
    errors.length = 0; // those two were provoked on purpose

    await expect.poll(() => page.evaluate(() => window.__carcassonne.offlineReady), { timeout: 30_000 }).toBe(true);
    await newGameViaSetup(page, ['Anna', 'Bram', 'Cleo'], 31);
    for (let turn = 0; turn < 6; turn++) {
      await passHandoff(page);
      await playTurnByTouch(page, { rotateTo: turn % 2 ? 'last' : 'first', deploy: turn % 3 === 0 });
    }
    await page.reload();
    await page.waitForFunction(() => window.__carcassonne?.board);
    expect(errors).toEqual([]);
  });
});
