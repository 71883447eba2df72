import { defineConfig } from 'vite';

// The UI issue extends this (PWA plugin, chunks). Tests: vitest.config.ts.
export default defineConfig({
  base: './',
  build: { target: 'es2022', sourcemap: true },
  preview: { host: '127.0.0.1' },
});
