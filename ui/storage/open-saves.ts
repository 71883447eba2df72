// Opening the saves database at start-up, which must never leave the app on its loading screen.
// An IndexedDB open can fail for a moment — after a SIGKILL the dead browser's storage process may
// still hold the database's files while the new one starts — so a failed open is tried again after
// a pause. And an open can wait without limit: behind another tab's schema upgrade, or blocked by
// a tab of an older version that does not let go. Nothing can cancel it, so the app races it
// against SAVES_LATE_MS (within) and shows its start screen meanwhile; the saves come when they come.
import { GameStore } from './game-store.js';

/** How long the start waits for the saves before it shows the start screen without them. */
export const SAVES_LATE_MS = 3000;
/** The pauses before each new attempt after a failed open (then the failure is final). */
export const OPEN_RETRY_MS = [250, 1000, 2000, 4000];

/** `open()`'s store, tried again after each failure in `retryMs`; a newer schema than this app's is final at once. */
export async function openSaves(open: () => Promise<GameStore>, retryMs: readonly number[] = OPEN_RETRY_MS): Promise<GameStore> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (e) {
      if (attempt >= retryMs.length || (e as { name?: string } | null)?.name === 'VersionError') throw e;
      await new Promise((ok) => setTimeout(ok, retryMs[attempt]));
    }
  }
}

export const LATE: unique symbol = Symbol('late');

/** `promise`'s value, or LATE when it has not settled within `ms` (it goes on). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((ok) => { timer = setTimeout(() => ok(LATE), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
