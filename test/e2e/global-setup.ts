// Builds the app once (vite build → dist/) and serves dist/ on a free localhost port for the
// browser tests; the URL reaches the tests through vitest's provide/inject.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const DIST = join(ROOT, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.wav': 'audio/wav', '.wasm': 'application/wasm', '.map': 'application/json', '.ico': 'image/x-icon',
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html'); // SPA fallback
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test; the build must see production (else lit's dev build is bundled).
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, logLevel: 'warn', configFile: join(ROOT, 'vite.config.ts') });
  } finally {
    process.env.NODE_ENV = env;
  }
  const server = await serve(DIST);
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return () => new Promise((ok) => server.close(() => ok()));
}
