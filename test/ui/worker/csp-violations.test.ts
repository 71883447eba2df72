// The app worker's Content-Security-Policy violations reach the page (ui/csp-violations.ts,
// ui/worker/csp-forward.ts, ui/worker/client.ts): the worker posts a summary of each, the page's
// side of the worker notes and logs it and keeps it from the caller's replies. The browser test
// (test/e2e/csp.test.ts) provokes real ones in Chromium; these check the pieces in node.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSP_VIOLATION, cspViolations, describeViolation, noteViolation, violationIn } from '../../../ui/csp-violations.js';

const event = { effectiveDirective: 'script-src', blockedURI: 'eval', sourceFile: 'http://x/assets/app-worker-a1.js', lineNumber: 3, columnNumber: 14 };

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); vi.resetModules(); });

describe('CSP violations', () => {
  it('are summed up in one line, and told apart from worker replies', () => {
    expect(describeViolation(event)).toBe('script-src refused eval at http://x/assets/app-worker-a1.js:3:14');
    expect(describeViolation({ ...event, blockedURI: '', sourceFile: '' })).toBe('script-src refused (inline) at ?:3:14');
    expect(violationIn({ [CSP_VIOLATION]: 'connect-src refused https://x/' })).toBe('connect-src refused https://x/');
    expect(violationIn({ id: 1, ok: true, result: null })).toBeNull();
    expect(violationIn(null)).toBeNull();
    expect(violationIn('text')).toBeNull();
  });

  it('are noted once per refusal (two policies report the same one twice), logged when asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = cspViolations.length;
    noteViolation('page', 'a', false);
    noteViolation('page', 'a', false);
    noteViolation('app worker', 'b', true);
    expect(cspViolations.slice(before)).toEqual(['page: a', 'app worker: b']);
    expect(error.mock.calls).toEqual([['CSP violation in the app worker: b']]);
  });

  it("are posted by the worker from its global scope, and only in a worker", async () => {
    const listeners: ((e: unknown) => void)[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal('addEventListener', (type: string, l: (e: unknown) => void) => { if (type === 'securitypolicyviolation') listeners.push(l); });
    vi.stubGlobal('postMessage', (m: unknown) => posted.push(m));
    await import('../../../ui/worker/csp-forward.js');
    expect(listeners).toHaveLength(0); // not a worker: the page's own listener hears the page's
    vi.resetModules();
    vi.stubGlobal('WorkerGlobalScope', { [Symbol.hasInstance]: (o: unknown) => o === globalThis });
    await import('../../../ui/worker/csp-forward.js');
    expect(listeners).toHaveLength(1);
    listeners[0](event);
    expect(posted).toEqual([{ [CSP_VIOLATION]: 'script-src refused eval at http://x/assets/app-worker-a1.js:3:14' }]);
  });

  it("are taken out of the worker's messages by the page's side: noted and logged, never the caller's reply", async () => {
    class FakeWorker extends EventTarget {}
    vi.stubGlobal('Worker', FakeWorker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startWorker } = await import('../../../ui/worker/client.js');
    const { cspViolations: noted } = await import('../../../ui/csp-violations.js');
    const w = startWorker();
    const replies: unknown[] = [];
    w.addEventListener('message', (e) => replies.push((e as MessageEvent).data));
    w.dispatchEvent(new MessageEvent('message', { data: { [CSP_VIOLATION]: 'connect-src refused https://x/' } }));
    w.dispatchEvent(new MessageEvent('message', { data: { id: 1, ok: true, result: 2 } }));
    expect(replies).toEqual([{ id: 1, ok: true, result: 2 }]);
    expect(noted).toEqual(['app worker: connect-src refused https://x/']);
    expect(error).toHaveBeenCalledWith('CSP violation in the app worker: connect-src refused https://x/');
  });
});
