// A static server for the built app (dist/), as a host would serve it, with the SPA fallback.
// The global setup serves the shared one; a test that must take the network away (the WebKit
// offline cold start) runs its own and closes it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyFor } from '../../tools/csp.js';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.wav': 'audio/wav', '.wasm': 'application/wasm', '.map': 'application/json', '.ico': 'image/x-icon',
};

/** `refuse` answers a request with 503 when it says so (a network that fails a download now and then). */
export function serve(dir: string, refuse?: (url: URL) => boolean): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (refuse?.(url)) { res.writeHead(503).end(); return; }
    const path = decodeURIComponent(url.pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html'); // SPA fallback
    // The app's Content-Security-Policy, as a host should send it (tools/csp.ts).
    const policy = policyFor(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store',
      ...(policy ? { 'content-security-policy': policy } : {}),
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

