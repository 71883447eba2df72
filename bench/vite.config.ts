import { defineConfig } from 'vite';

// Bundles the benchmarks for node, so they measure the engine as shipped rather than
// through a TypeScript loader's module shims. Dependencies stay external.
export default defineConfig({
  build: {
    ssr: true,
    rollupOptions: { input: { run: 'bench/run.ts', engine: 'bench/engine.ts', profile: 'bench/profile-games.ts' } },
    outDir: 'bench/dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
  },
  logLevel: 'warn',
});
