// A second build of the app for browser tests that need a module the game does not ship: the
// same sources and config, with expansions/index.ts reading a test file's module list instead of
// expansions/modules.ts. Built into test-results/ (ignored by git), served on its own port.
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { serve } from './static-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Swaps the module list that expansions/index.ts imports for `modulesFile` (relative to the root). */
function swapModules(modulesFile: string): Plugin {
  const real = join(ROOT, 'expansions/modules.ts'), index = join(ROOT, 'expansions/index.ts');
  return {
    name: 'test-swap-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== index) return null;
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      return r?.id === real ? join(ROOT, modulesFile) : null;
    },
  };
}

export interface FixtureApp { url: string; close(): Promise<void> }

/** Builds the app with `modulesFile` as its module list into test-results/<name>/ and serves it. */
export async function fixtureApp(name: string, modulesFile: string): Promise<FixtureApp> {
  const outDir = join(ROOT, 'test-results', name);
  // As the global setup: the build must see production (else lit's dev build is bundled).
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT, logLevel: 'warn', configFile: join(ROOT, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true }, plugins: [swapModules(modulesFile)],
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  const server: Server = await serve(outDir);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(() => ok())) };
}
