// Persistent storage (navigator.storage.persist): asked once the first game is saved, so the
// browser knows the saves matter. Where it is refused or the API is missing (WebKitGTK, older
// Safari) the saves live under the browser's eviction rules, and a player in a tab is told so.

export type PersistState = 'granted' | 'refused' | 'unknown';

/** This device's localStorage, or null: merely reading it throws where storage is blocked (cookies off). */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/** Asks for persistent storage unless it is already granted; never throws. */
export async function requestPersistence(storage: StorageManagerLike | undefined): Promise<PersistState> {
  if (!storage || typeof storage.persist !== 'function') return 'unknown';
  try {
    if (typeof storage.persisted === 'function' && await storage.persisted()) return 'granted';
    return (await storage.persist()) ? 'granted' : 'refused';
  } catch {
    return 'unknown';
  }
}

/**
 * The app's one answer, asked for at most once per visit: ct-app asks after a save, the storage
 * notice listens. `null` until asked.
 */
class PersistenceStatus {
  state: PersistState | null = null;
  private asked: Promise<PersistState> | null = null;
  private readonly listeners = new Set<() => void>();

  ensure(storage: StorageManagerLike | undefined): Promise<PersistState> {
    this.asked ??= requestPersistence(storage).then((s) => {
      this.state = s;
      for (const l of this.listeners) l();
      return s;
    });
    return this.asked;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const persistence = new PersistenceStatus();
