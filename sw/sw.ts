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
//   download), else into an archive, when a deployment landed before the worker was fetched;
// - an update archives the files of the version it replaces (one cache per version), since its
//   activation drops them from the precache while tabs that did not reload still run them; each
//   page tells the worker which version it runs (the URL of its own script), and a version's
//   archive goes once no open page runs it (sw/archives.ts: a page that never said keeps them all,
//   and at most MAX_ARCHIVES versions are kept).
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { archiveName, archivesOldestFirst, archivesToDelete } from './archives.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Where a first visit kept its version's files (RUNNING_VERSION_CACHE in ui/pwa.ts). */
const RUNNING_VERSION = 'carcassonne-running-version';
/** Which version each open page runs: per client id, the URL of the page's own script. */
const PAGES = 'carcassonne-pages';

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil((async () => {
    // Only an update has a previous version; copy it before activation prunes the precache.
    if (self.registration.active) await archivePrecache();
    await adoptRunningVersion();
    await precache.install(event);
    await pruneArchives();
  })());
});
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(precache.activate(event).then(pruneArchives));
});

/** The version's own files are under assets/ (hashed names): the ones a page loads lazily. */
const isAsset = (url: string) => new URL(url).pathname.includes('/assets/');

/** Copies the files of the version the precache holds now into an archive of its own. */
async function archivePrecache(): Promise<void> {
  const current = await caches.open(cacheNames.precache);
  const archive = await caches.open(archiveName(Date.now()));
  for (const request of await current.keys()) {
    if (!isAsset(request.url)) continue;
    const response = await current.match(request);
    if (response) await archive.put(request, response);
  }
}

/**
 * The files a first visit kept: this version's go into the precache (install then skips them).
 * Another version's (a deployment landed before this worker was fetched) go whole into an
 * archive, the ones this version shares with it into the precache as well.
 */
async function adoptRunningVersion(): Promise<void> {
  if (!(await caches.has(RUNNING_VERSION))) return;
  const running = await caches.open(RUNNING_VERSION);
  const current = await caches.open(cacheNames.precache);
  const requests = await running.keys();
  const other = requests.some((r) => !precache.getCacheKeyForURL(r.url));
  const archive = other ? await caches.open(archiveName(Date.now())) : null;
  for (const request of requests) {
    const response = await running.match(request);
    if (!response) continue;
    const key = precache.getCacheKeyForURL(request.url);
    if (key) await current.put(key, archive ? response.clone() : response);
    if (archive) await archive.put(request, response);
  }
  await caches.delete(RUNNING_VERSION);
}

const pageKey = (clientId: string) => new URL(`__pages/${encodeURIComponent(clientId)}`, self.registration.scope).href;

/** Deletes the archives of versions no open page runs (sw/archives.ts), and the notes of pages that closed. */
async function pruneArchives(): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pages = await caches.open(PAGES);
  const openKeys = new Set(open.map((c) => pageKey(c.id)));
  for (const request of await pages.keys()) if (!openKeys.has(request.url)) await pages.delete(request);
  const files: string[] = [];
  let allKnown = true;
  for (const key of openKeys) {
    const note = await pages.match(key);
    if (note) files.push(await note.text());
    else allKnown = false;
  }
  const archives = [];
  for (const name of archivesOldestFirst(await caches.keys())) {
    const archive = await caches.open(name);
    let running = false;
    for (const file of files) running ||= (await archive.match(file, { ignoreSearch: true })) !== undefined;
    archives.push({ name, running });
  }
  // During this worker's install `installing` is itself: the newest archive is the one it made.
  const keepNewest = self.registration.installing !== null || self.registration.waiting !== null;
  for (const name of archivesToDelete(archives, { allKnown, keepNewest })) await caches.delete(name);
}

/** A file of another version, from the newest archive that has it. */
async function fromArchives(request: Request): Promise<Response | undefined> {
  for (const name of archivesOldestFirst(await caches.keys()).reverse()) {
    const response = await (await caches.open(name)).match(request, { ignoreSearch: true });
    if (response) return response;
  }
  return undefined;
}

cleanupOutdatedCaches();
registerRoute(new PrecacheRoute(precache));
// Activation happens on the first install, or after the page saved and asked (SKIP_WAITING).
clientsClaim();
// A file of another version (hashed names never change content): from its archive.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isAsset(url.href),
  async ({ request }) => (await fromArchives(request)) ?? fetch(request),
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
  const data = event.data as { type?: string; file?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page says which version it runs (the URL of its own script, ui/pwa.ts); the answer says
  // whether that is this worker's version (else a reload brings this one), and the archives of
  // versions no open page runs any more go.
  if (data?.type === 'RUNNING' && typeof data.file === 'string' && event.source instanceof Client) {
    const { file } = data, page = event.source;
    event.waitUntil((async () => {
      await (await caches.open(PAGES)).put(pageKey(page.id), new Response(file));
      event.ports[0]?.postMessage({ current: precache.getCacheKeyForURL(file) !== undefined });
      await pruneArchives();
    })());
  }
});
