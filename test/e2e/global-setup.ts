// Builds the app once (vite build → dist/) and serves dist/ on a free localhost port for the
// browser tests; the URL reaches the tests through vitest's provide/inject.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { DIST, serve } from './static-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
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
