import { configDefaults, defineConfig } from 'vitest/config';

// Two projects: the unit/scenario tests in node exactly as before, and the browser tests, which
// build the app once (test/e2e/global-setup.ts) and drive Debian's Chromium against it. The e2e
// build only happens when an e2e test is selected (vitest runs a project's globalSetup only then).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/e2e/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          // One browser at a time: Chromium with software WebGL is heavy on a 2-core machine.
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
