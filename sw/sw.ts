// The service worker (docs/architecture.md): precache everything the game needs — including the lazily
// loaded Rapier chunk, so the catapult works in airplane mode — and answer navigations with the
// cached app shell. It activates a new version only when the page asks (after saving).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
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
