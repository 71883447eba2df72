// Imported first by the app worker (app-worker.ts), so it listens before any other module of the
// worker runs: each Content-Security-Policy violation in the worker (its policy is WORKER_POLICY,
// tools/csp.ts) is fired at the worker's global scope, where nothing outside sees it; this posts a
// one-line summary of each to the page, which notes and logs it (ui/csp-violations.ts,
// ui/worker/client.ts). Where the worker file runs in the page instead (the fallback), the page's
// own listener sees its violations, and this does nothing.
import { CSP_VIOLATION, describeViolation } from '../csp-violations.js';

// Typed by hand: the app's tsconfig has the DOM library, not the WebWorker one.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: new () => unknown;
  addEventListener(type: 'securitypolicyviolation', listener: (e: SecurityPolicyViolationEvent) => void): void;
  postMessage(message: unknown): void;
};

if (scope.WorkerGlobalScope && scope instanceof scope.WorkerGlobalScope) {
  scope.addEventListener('securitypolicyviolation', (e) => scope.postMessage({ [CSP_VIOLATION]: describeViolation(e) }));
}
