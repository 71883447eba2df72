// Service-worker registration through workbox-window (docs/architecture.md), in "prompt" mode: a new
// version waits until the player agrees, and the page saves the game before it lets the new
// worker take over and reloads. A player's confirmed action is therefore never lost to an update.
import { messageSW, Workbox } from 'workbox-window';
import { holdLazyFiles } from './running-version.js';

export interface UpdateHooks {
  /** A new version is installed and waiting; call `apply` to switch to it. */
  onUpdateReady(apply: () => Promise<void>): void;
  /** Everything is cached: the game now works offline. */
  onOfflineReady(): void;
}

/**
 * Registers `sw.js` (built from sw/sw.ts). `saveFirst` must resolve once every pending save is
 * written; only then does the waiting worker activate and the page reload.
 */
export function registerServiceWorker(saveFirst: () => Promise<void>, hooks: UpdateHooks): Workbox | null {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox('./sw.js', { scope: './' });
  // A first visit keeps its own files before the service worker is fetched: if a deployment lands
  // in between, that worker is another version's, and the server no longer has this one's chunks.
  const firstVisit = navigator.serviceWorker.controller === null;
  // Bounded like the lazy files' hold: a download that hangs must not keep the worker from coming.
  const deadline = { passed: false };
  const first = firstVisit
    ? Promise.race([keepRunningVersion(deadline), after(KEEP_WAIT_MS, false).then((v) => { deadline.passed = true; return v; })])
    : Promise.resolve(true);
  // Lazy files wait until this worker controls the page (it claims it on its first install).
  const safe = firstVisit ? holdLazyFiles(KEEP_WAIT_MS) : () => undefined;
  if (firstVisit) {
    navigator.serviceWorker.addEventListener('controllerchange', safe, { once: true });
    wb.addEventListener('redundant', safe); // its install failed: no worker will take over
    // Nothing of this version could be kept (another is on the server already): waiting cannot help.
    void first.then((keeping) => { if (!keeping) safe(); });
  }
  let registration: ServiceWorkerRegistration | undefined;
  const apply = async () => {
    await saveFirst();
    const waiting = registration?.waiting;
    // No worker waits: another tab updated already, and its worker (which claimed this page too)
    // is of a newer version than this page, so a reload runs that version.
    if (!waiting) {
      window.location.reload();
      return;
    }
    // Reload once the new worker controls this page, never before.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  wb.addEventListener('installed', (e) => { if (!e.isUpdate) hooks.onOfflineReady(); });
  // The worker that controls this page learns which version the page runs, so it keeps that
  // version's files while the page is open; it answers whether that is its own version. When not
  // (another tab updated and the new worker took this page over, or a first visit's worker is of a
  // deployment that landed meanwhile), a reload brings its version: offer it.
  const tellVersion = async () => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return;
    const answer = await messageSW(controller, { type: 'RUNNING', file: RUNNING_FILE })
      .catch(() => undefined) as { current?: boolean } | undefined; // a worker of an older build does not answer at all
    if (answer?.current === false) hooks.onUpdateReady(apply);
  };
  void tellVersion();
  navigator.serviceWorker.addEventListener('controllerchange', () => void tellVersion());
  const registered = (reg: ServiceWorkerRegistration | undefined) => {
    registration = reg;
    if (reg) offerWaitingVersions(reg, () => hooks.onUpdateReady(apply));
  };
  // A first visit left without a worker tries again (a later visit keeps the worker it has).
  const retry = firstVisit ? retryFailedFirstInstall(wb, registered) : () => undefined;
  void first.then(() => wb.register()).then(registered).catch((e: unknown) => {
    console.warn('service worker registration failed', e);
    safe(); // no worker will come: the files load from the server
    retry(); // sw.js itself did not arrive: no install began, so none fails to say so
  });
  lookForNewVersions(() => registration);
  return wb;
}

/**
 * Calls `offer` whenever a new version is installed and waits (already at registration, or found
 * later: each deployment while the page stays open). Workbox's own 'waiting' event is not enough:
 * it follows one update after registration at most, and misses one still installing then.
 */
function offerWaitingVersions(reg: ServiceWorkerRegistration, offer: () => void): void {
  // A first install has no active worker: it activates at once and nothing waits.
  const check = () => { if (reg.waiting && reg.active) offer(); };
  const track = (sw: ServiceWorker | null) => sw?.addEventListener('statechange', check);
  check();
  track(reg.installing);
  reg.addEventListener('updatefound', () => track(reg.installing));
}

/** How long to wait before each new try of a first install that failed: four tries over about 13 minutes. */
export const INSTALL_RETRY_MS = [5_000, 30_000, 120_000, 600_000];

/**
 * Tries a failed first install again while the page stays open. An install fails whole when one
 * file of the precache does not arrive (a network blip at the airport), and then no worker is left
 * at all: the game would not start offline, though it looks ready, until the page loaded again.
 * The same goes for sw.js itself not arriving (register() fails; call the function returned). A
 * failed update needs no help: the running worker stays, and the next look for versions tries it.
 * Offline, a try waits until the network is back.
 *
 * workbox-window (7.4) registers again on the same Workbox: its registration and 'updatefound'
 * listener are the new ones, but the worker it installs counts as "external" (it has seen one
 * install already), so its events say isExternal and its own worker (getSW, messageSW, active,
 * controlling, 'message') stays the first, redundant one. This file listens only to 'installed'
 * (not isUpdate: offline ready) and 'redundant', which come all the same.
 */
function retryFailedFirstInstall(wb: Workbox, registered: (reg: ServiceWorkerRegistration | undefined) => void): () => void {
  let tries = 0;
  const retry = () => {
    if (navigator.serviceWorker.controller !== null || tries >= INSTALL_RETRY_MS.length) return;
    const again = () => {
      wb.register({ immediate: true }).then(registered).catch((err: unknown) => {
        console.warn('service worker registration failed again', err);
        retry();
      });
    };
    setTimeout(() => {
      if (navigator.onLine) again();
      else window.addEventListener('online', again, { once: true });
    }, INSTALL_RETRY_MS[tries++]);
  };
  wb.addEventListener('redundant', (e) => { if (!e.isUpdate) retry(); });
  return retry;
}

const after = <T>(ms: number, value: T) => new Promise<T>((done) => setTimeout(() => done(value), ms));

/** How often a page left open asks the server for a new version (a tablet may keep the game open for days). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Asks the server for a new service worker while the page stays open: the browser looks only when
 * a page loads, and a tablet may show the same game for days. It asks when the page is shown again
 * (the tablet wakes, the player comes back to the tab) and every UPDATE_CHECK_MS while it is shown
 * and online. One request for sw.js each time; a new version then installs and waits, and
 * offerWaitingVersions offers it. A failed look (offline, the server down) waits for the next.
 */
function lookForNewVersions(current: () => ServiceWorkerRegistration | undefined): void {
  const look = () => {
    const reg = current(); // a first install tried again is a registration of its own
    if (!reg || document.visibilityState !== 'visible' || !navigator.onLine || reg.installing) return;
    reg.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', look);
  setInterval(look, UPDATE_CHECK_MS);
}

/** This page's version: the file this code runs from (every build names its files anew). */
const RUNNING_FILE = new URL(import.meta.url).href;

/** How long a first visit's lazy files wait for the service worker at most (its download goes on meanwhile). */
export const KEEP_WAIT_MS = 20_000;

/** The cache a first visit keeps its version's files in; the service worker adopts it when it installs. */
export const RUNNING_VERSION_CACHE = 'carcassonne-running-version';

/**
 * Copies this version's files (version.json, written by the build) into RUNNING_VERSION_CACHE. The
 * list is this version's only if it names the file this code runs from; if the server already has
 * another version there is nothing left to keep. A file answered with the app's HTML page (the
 * server's fallback for a file it lacks) is not kept.
 */
async function keepRunningVersion(deadline: { passed: boolean }): Promise<boolean> {
  try {
    const response = await fetch('./version.json', { cache: 'no-store' });
    const { files } = await response.json() as { files: string[] };
    const urls = files.map((f) => new URL(f, document.baseURI).href);
    if (!urls.includes(RUNNING_FILE)) return false;
    // Too late (the worker was registered without waiting): its install may have adopted and
    // deleted the cache already, and opening it again would leave a stray one until the next install.
    if (deadline.passed) return false;
    const cache = await caches.open(RUNNING_VERSION_CACHE);
    await Promise.all(urls.map(async (url) => {
      if (deadline.passed || await cache.match(url)) return;
      const r = await fetch(url);
      if (!deadline.passed && r.ok && !(r.headers.get('content-type') ?? '').includes('text/html')) await cache.put(url, r);
    }));
    return true;
  } catch (e) {
    console.warn('could not keep this version\'s files', e);
    return false;
  }
}
