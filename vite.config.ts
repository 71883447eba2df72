import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The app build. The service worker is our own TypeScript (sw/sw.ts, workbox modules) with the
// precache manifest injected; the web manifest makes the game installable (docs/architecture.md).
export default defineConfig({
  base: './',
  build: { target: 'es2022', sourcemap: true },
  preview: { host: '127.0.0.1' },
  plugins: [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false, // ui/pwa.ts registers through workbox-window
      injectManifest: {
        // Rapier (the catapult physics, inlined WASM) is ~3.3 MiB: precache it too, so the
        // catapult works in airplane mode. Workbox's default 2 MiB limit would fail the build.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        globPatterns: ['**/*.{js,css,html,woff2,wav}'], // icons come in through the manifest (no duplicates)
      },
      includeAssets: ['icons/icon.svg'],
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
});
