// The service worker (docs/architecture.md): precache everything the game needs — including the lazily
// loaded Rapier chunk, so the catapult works in airplane mode — and answer navigations with the
// cached app shell. It activates a new version only when the page asks (after saving).
//
// A running game must never lose the chunks of its version (a lazily loaded panel, the shot
// worker) to a new deployment:
// - the first version claims the page that installed it, so a first visit loads its lazy chunks
//   from its own precache rather than from a server that may already host another build;
// - a first visit keeps its own version's files before it even fetches this worker (ui/pwa.ts):
//   at install they are adopted — into the precache when they are this version's (no second
//   download), else into the archive, when a deployment landed before the worker was fetched;
// - a new version keeps the previous version's files in the archive, so a tab still running the
//   old version (another tab that did not reload) finds them.
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Files of another version than this one, still needed by a page running it (replaced at each install). */
const PREVIOUS_VERSION = 'carcassonne-previous-version';
/** Where a first visit kept its version's files (RUNNING_VERSION_CACHE in ui/pwa.ts). */
const RUNNING_VERSION = 'carcassonne-running-version';

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil((async () => {
    // Only an update has a previous version; copy it before activation prunes the precache.
    if (self.registration.active) await archivePrecache();
    await adoptRunningVersion();
    await precache.install(event);
  })());
});
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(precache.activate(event));
});

async function archivePrecache(): Promise<void> {
  const current = await caches.open(cacheNames.precache);
  await caches.delete(PREVIOUS_VERSION);
  const archive = await caches.open(PREVIOUS_VERSION);
  for (const request of await current.keys()) {
    const response = await current.match(request);
    if (response) await archive.put(request, response);
  }
}

/** The files a first visit kept: this version's go into the precache (install then skips them), others into the archive. */
async function adoptRunningVersion(): Promise<void> {
  if (!(await caches.has(RUNNING_VERSION))) return;
  const running = await caches.open(RUNNING_VERSION);
  const current = await caches.open(cacheNames.precache);
  const archive = await caches.open(PREVIOUS_VERSION);
  for (const request of await running.keys()) {
    const response = await running.match(request);
    if (!response) continue;
    const key = precache.getCacheKeyForURL(request.url);
    await (key ? current.put(key, response) : archive.put(request, response));
  }
  await caches.delete(RUNNING_VERSION);
}

cleanupOutdatedCaches();
registerRoute(new PrecacheRoute(precache));
// Activation happens on the first install, or after the page saved and asked (SKIP_WAITING).
clientsClaim();
// A file of another version (hashed names never change content): from the archive.
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
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html')));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
