// The Content-Security-Policy of the app, in one place. The page may run only its own scripts (no
// inline script, no eval: PixiJS is switched to its eval-free shader sync, ui/board; the record
// schema is compiled ahead of time, tools/compile-schemas.ts), start workers and the service
// worker only from its own origin, and load nothing from elsewhere. WebAssembly is allowed where
// Rapier compiles its module: the app worker, and the page for its in-page fallback when the
// worker fails (ui/worker/client.ts). A worker gets its policy
// from its own response, so servers send WORKER_POLICY with worker scripts; the service worker
// gets none of it. The build's meta tag covers the page on hosts that send no headers at all.
export const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  // lit's styles are constructed stylesheets (not governed by CSP); a few templates set custom
  // properties through style attributes, which cannot run code.
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Only as a header: a meta tag cannot carry it. */
export const FRAME_POLICY = "frame-ancestors 'none'";

/** For the app worker's script (ui/worker/app-worker.ts): its own code and Rapier's WebAssembly. */
export const WORKER_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "object-src 'none'",
].join('; ');

/** The service worker: workbox, its precache and nothing else. */
export const SERVICE_WORKER_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
].join('; ');

/** The header for a served file: the page's, the service worker's or a worker's policy. */
export function policyFor(path: string): string | null {
  if (path.endsWith('.html') || path.endsWith('/')) return `${PAGE_POLICY}; ${FRAME_POLICY}`;
  if (/(^|\/)sw\.js$/.test(path)) return SERVICE_WORKER_POLICY;
  if (/-worker-[^/]*\.js$/.test(path)) return WORKER_POLICY;
  return null;
}
