// Service-worker registration through workbox-window (docs/architecture.md), in "prompt" mode: a new
// version waits until the player agrees, and the page saves the game before it lets the new
// worker take over and reloads. A player's confirmed action is therefore never lost to an update.
import { Workbox } from 'workbox-window';

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
  const apply = async () => {
    await saveFirst();
    // Reload once the new worker controls this page, never before.
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', () => hooks.onUpdateReady(apply));
  wb.addEventListener('installed', (e) => { if (!e.isUpdate) hooks.onOfflineReady(); });
  wb.register().catch((e: unknown) => console.warn('service worker registration failed', e));
  return wb;
}
