// Whether another page of the app is open in this browser (a tab, the installed app, a window),
// told by Web Locks: every page holds a shared lock of one name for as long as it lives, and a
// page that plays a game also holds that game's lock (game-lock.ts; pages of versions before this
// one hold only those). The saves' housekeeping asks it before it drops the claims of deleted
// games (GameStore.pruneClaims): such a claim only matters to a page that was open when the game
// was deleted. Without Web Locks nothing can be known, and the answer is always "maybe".
import { PREFIX, queryLocks, type LockManagerLike } from './game-lock.js';

const PAGE_LOCK = 'carcassonne.page';

export class PagePresence {
  constructor(private readonly locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks) {
    // Held until the page goes (the browser lets go of a closed or killed page's locks).
    this.locks?.request(PAGE_LOCK, { mode: 'shared' }, () => new Promise<never>(() => undefined)).catch(() => undefined);
  }

  /**
   * Whether a page other than this one may be open: true unless the locks say this page is alone.
   * `ownGame`: the game whose lock this page holds, if any.
   */
  async othersOpen(ownGame: string | null = null): Promise<boolean> {
    const locks = await queryLocks(this.locks);
    if (!locks) return true;
    const all = [...locks.held, ...locks.pending];
    const pages = all.filter((l) => l.name === PAGE_LOCK).length;
    const games = all.filter((l) => l.name?.startsWith(PREFIX) && l.name !== PREFIX + ownGame).length;
    return pages > 1 || games > 0;
  }
}
