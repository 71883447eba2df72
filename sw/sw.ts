// The service worker (docs/architecture.md): precache everything the game needs — including the lazily
// loaded Rapier chunk, so the catapult works in airplane mode — and answer navigations with the
// cached app shell. It activates a new version only when the page asks (after saving).
//
// A running game must never lose the chunks of its version (a lazily loaded panel, the shot
// worker) to a new deployment: the first version claims the page that installed it, so even a
// first visit loads its lazy chunks from its own precache rather than from a server that may
// already host another build; and a new version keeps the previous version's files in an archive
// cache, so a tab still running the old version (another tab that did not reload) finds them.
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The previous version's precached files (replaced at each install). */
const PREVIOUS_VERSION = 'carcassonne-previous-version';

self.addEventListener('install', (event: ExtendableEvent) => {
  // Only an update has a previous version; copy it before activation prunes the precache.
  if (self.registration.active) event.waitUntil(archivePrecache());
});

async function archivePrecache(): Promise<void> {
  const precache = await caches.open(cacheNames.precache);
  await caches.delete(PREVIOUS_VERSION);
  const archive = await caches.open(PREVIOUS_VERSION);
  for (const request of await precache.keys()) {
    const response = await precache.match(request);
    if (response) await archive.put(request, response);
  }
}

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Activation happens on the first install, or after the page saved and asked (SKIP_WAITING).
clientsClaim();
// A file of the previous version (hashed names never change content): from the archive.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.includes('/assets/'),
  async ({ request }) => (await caches.match(request, { cacheName: PREVIOUS_VERSION, ignoreSearch: true })) ?? fetch(request),
);
// The app has no routes and its assets are relative (it can be hosted under any path), so a
// navigation to a nested path would load the shell with broken asset URLs: send it to the root.
const scope = new URL(self.registration.scope);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.slice(scope.pathname.length).includes('/'),
  async () => Response.redirect(scope.href, 302),
);
// Reloads and links offline get the cached shell; the app restores its own state from IndexedDB.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
