import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_POLICY, policyFor } from './tools/csp.js';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleCheck } from './tools/vite-module-check.js';
import { pixiWebGlOnly } from './tools/vite-pixi-webgl.js';
import { rapierWasmFile } from './tools/vite-rapier-wasm.js';
import { versionFiles } from './tools/vite-version-files.js';

/**
 * A hash of every rule source (core/ and the expansions' pure rules, not their ui/ or physics/):
 * saved state snapshots are trusted only by the engine build that wrote them (ui/storage).
 */
function engineBuild(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) { if (entry.name !== 'ui' && entry.name !== 'physics') walk(path); }
      else if (entry.name.endsWith('.ts')) hash.update(relative(import.meta.dirname, path)).update(readFileSync(path));
    }
  };
  walk(join(import.meta.dirname, 'core'));
  walk(join(import.meta.dirname, 'expansions'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The Content-Security-Policy (tools/csp.ts): a meta tag in the built page (hosts that send no
 * headers), and per-file headers from `vite preview`. Not in the dev server, whose client injects
 * inline styles and scripts for hot reloading.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'carcassonne-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: PAGE_POLICY }, injectTo: 'head-prepend' }],
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const policy = policyFor(path === '/' || !path.includes('.') ? '/index.html' : path);
        if (policy) res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

// The app build. The service worker is our own TypeScript (sw/sw.ts, workbox modules) with the
// precache manifest injected; the web manifest makes the game installable (docs/architecture.md).
// `npm start` serves on every interface, so a tablet on the same network can open the LAN address
// vite prints. `npm run start:https` serves the same over HTTPS with the certificate that
// tools/make-cert.sh made (a service worker needs a secure origin on a real tablet).
const https = process.env.CARCASSONNE_HTTPS === '1';
if (https && !existsSync('.cert/server.pem')) throw new Error('No certificate yet: run sh tools/make-cert.sh first (README: On a real tablet).');

export default defineConfig(({ command }) => ({
  base: './',
  // In the dev server the sources change under a running app: no snapshot outlives a reload there.
  define: { __ENGINE_BUILD__: JSON.stringify(command === 'serve' ? `dev-${Date.now()}` : engineBuild()) },
  build: { target: 'es2022', sourcemap: true },
  // The app worker (ui/worker/app-worker.ts, the app's one copy of Rapier) loads the engine's WASM as a file of its own.
  worker: { format: 'es', plugins: () => [rapierWasmFile()] },
  preview: {
    host: true,
    ...(https ? { https: { cert: readFileSync('.cert/server.pem'), key: readFileSync('.cert/server-key.pem') } } : {}),
  },
  plugins: [
    moduleCheck(), // dev server: module set-up errors in the error overlay
    contentSecurityPolicy(),
    pixiWebGlOnly(), // the board draws with WebGL: Pixi's WebGPU renderer stays out of the build and the precache
    versionFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false, // ui/pwa.ts registers through workbox-window
      injectManifest: {
        // Rapier's WASM (the catapult physics, tools/vite-rapier-wasm.ts) is ~2.3 MiB: precache it
        // too, so the catapult works in airplane mode. Workbox's default 2 MiB limit would fail the build.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        globPatterns: ['**/*.{js,css,html,woff2,wav,wasm}'], // icons come in through the manifest (no duplicates)
      },
      // The apple-touch-icon also shows in the in-app install hint: cached, so it shows offline too.
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Carcassonne — one tablet, the whole table',
        short_name: 'Carcassonne',
        description: 'Carcassonne for friends passing one tablet around: base game, The Catapult, Besiegers / Cathars / Siege.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f4efe1',
        theme_color: '#2f5d34',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
    }),
  ],
}));
