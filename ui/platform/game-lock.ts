// Which window plays a game: a Web Lock named after the game, held by the page that plays it. A
// second tab or window of the same browser (a bookmark tapped while the game is open, the installed
// app beside a browser tab on Android) sees the lock: it does not reopen the game by itself, and
// when its player opens the game anyway the lock is taken over, which the first page hears at once
// and stops. The saves themselves are guarded in IndexedDB (the claims of ui/storage/db.ts); the
// lock only lets the first page say so before anyone moves. Without Web Locks (Safari before 15.4)
// the claims alone guard the game, and a page hears of it at its next move.
import { LATE, within } from '../storage/open-saves.js';

/** The Web Locks API as used here (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: { steal?: boolean; mode?: 'shared' | 'exclusive' }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

/**
 * How long a look at the locks may take: after a kill, or on a loaded tablet, an answer that does
 * not come must not hold up the start (the start screen asks before it shows anything).
 */
export const LOCK_QUERY_MS = 1500;

/** The locks held and asked for now, or null when that cannot be known (no API, an error, no answer in LOCK_QUERY_MS). */
export async function queryLocks(locks: LockManagerLike | undefined): Promise<{ held: { name?: string }[]; pending: { name?: string }[] } | null> {
  if (!locks) return null;
  try {
    const answer = await within(locks.query(), LOCK_QUERY_MS);
    return answer === LATE ? null : { held: answer.held ?? [], pending: answer.pending ?? [] };
  } catch {
    return null;
  }
}

export const PREFIX = 'carcassonne.game.';
const lockName = (id: string) => PREFIX + id;

export class GameLock {
  private heldId: string | null = null;
  private releaseHeld: (() => void) | null = null;

  /** `onTaken`: another page took the lock of the game this page holds. */
  constructor(
    private readonly onTaken: (id: string) => void,
    private readonly locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
  ) {}

  /** The game whose lock this page holds (or asked for), if any. */
  get held(): string | null {
    return this.heldId;
  }

  /** Whether another page of this browser holds game `id` (false when it cannot be known). */
  async heldElsewhere(id: string): Promise<boolean> {
    return (await this.heldElsewhereIds()).has(id);
  }

  /** The games other pages of this browser hold now (empty when it cannot be known). */
  async heldElsewhereIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const l of (await queryLocks(this.locks))?.held ?? []) if (l.name?.startsWith(PREFIX)) ids.add(l.name.slice(PREFIX.length));
    if (this.heldId !== null) ids.delete(this.heldId);
    return ids;
  }

  /** Holds the lock of game `id` from now on, taken from any page that holds it; lets go of any other. */
  hold(id: string): void {
    if (this.heldId === id) return;
    this.drop();
    if (!this.locks) return;
    let release!: () => void;
    const kept = new Promise<void>((ok) => { release = ok; });
    this.heldId = id;
    this.releaseHeld = release;
    this.locks.request(lockName(id), { steal: true }, () => kept).catch((e: unknown) => {
      // Taken over by another page (its request had `steal`): only news while this page still holds it.
      if ((e as { name?: string } | null)?.name !== 'AbortError' || this.releaseHeld !== release) return;
      this.heldId = null;
      this.releaseHeld = null;
      this.onTaken(id);
    });
  }

  /** Lets go of the lock held (the player left the game). */
  drop(): void {
    this.releaseHeld?.();
    this.heldId = null;
    this.releaseHeld = null;
  }
}
