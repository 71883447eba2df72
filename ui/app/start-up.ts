// The app's start, once the page has loaded: open the saves, then reopen the game this window had
// open (else the start screen). Nothing waits on something that may not answer: saves that are
// late show the start screen meanwhile, and the start goes on when they come unless the player
// has begun something else; a game another window of this browser plays is not taken from it; a
// reopening that fails for a passing reason is tried once more, and one that fails is told.
import { LATE, SAVES_LATE_MS, within } from '../storage/index.js';
import { t } from '../i18n/index.js';
import { testHook } from '../test-hook.js';
import type { Notice } from '../screens/ct-start-screen.js';
import type { SavedGames } from './saved-games.js';

/** What the start needs of the app (ct-app). */
export interface StartHost {
  readonly saved: SavedGames;
  /**
   * Whether the player has begun something on the start screen shown while the start was still
   * waiting (a game opened, the set-up, another screen): the start then leaves the screen to them.
   */
  began(): boolean;
  /** The game shown now, if any. */
  sessionId(): string | null;
  /** Whether the start screen is shown now. */
  startShown(): boolean;
  /** Shows the start screen with the saves list. */
  showStart(): Promise<void>;
  /** Opens game `id` without telling the player of a failure (it is recorded in testHook.reopenErrors); whether it opened. */
  reopen(id: string): Promise<boolean>;
  /** Whether the last failed reopen() failed because the game is not saved (anymore). */
  reopenMissing(): boolean;
  tell(notice: Notice): void;
}

export async function startUp(host: StartHost): Promise<void> {
  const { saved } = host;
  const opening = saved.open();
  if (await within(opening, SAVES_LATE_MS) === LATE) {
    saved.setLate(true);
    await host.showStart();
    const opened = await opening;
    saved.setLate(false);
    if (!opened || host.began()) {
      // A game begun meanwhile is written now (its writes failed without a database) and reopened by a fresh window.
      saved.autosaver.retry();
      const id = host.sessionId();
      if (opened && id !== null) await saved.openGame.opened(id).catch(() => undefined);
      if (host.startShown()) await saved.refresh();
      return;
    }
  }
  await reopenOpenGame(host);
}

/** The start proper, once the saves are open (or known to be unavailable): the game this window had open, else the start screen. */
async function reopenOpenGame(host: StartHost): Promise<void> {
  const { saved } = host;
  if (!saved.available) { await host.showStart(); return; } // the notice says why
  const current = await openGameId(saved);
  if (host.began()) return;
  // Not when another window of this browser plays it now: opening it here would stop that one.
  const elsewhere = current !== null && await saved.lock.heldElsewhere(current);
  if (host.began()) return;
  if (elsewhere) {
    host.tell({ text: t('elsewhere.notReopened'), error: false });
    await host.showStart();
    return;
  }
  // The game that was open comes back. A first attempt can fail for a passing reason (seen in
  // WebKit's offline cold start: see reopenErrors), so once more after a pause before the start screen.
  if (current && (await host.reopen(current) || (await pause(500), !host.began() && await host.reopen(current)))) return;
  if (host.began()) return;
  // The start screen, but "current" stays: the next start tries that game again. (Clearing it
  // here let one failed or interrupted start — a reload during the reopening — make every later
  // start forget the game.) The player is told, and Continue opens it. Only a game that is gone
  // (deleted in another window, or never written: a new game whose first save failed or was cut
  // off) is forgotten — by this window and, while it still names it, by the shared value a fresh
  // window reads, or every later launch would tell the player again.
  if (current && testHook.reopenErrors.length > 0) {
    host.tell({ text: t('game.loadError', { detail: testHook.reopenErrors.at(-1)! }), error: true });
    if (host.reopenMissing()) await saved.openGame.leftGame(current).catch(() => undefined);
  }
  await host.showStart();
}

/** The game that was open when the app closed; a failed read is recorded and tried once more. */
async function openGameId(saved: SavedGames): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await saved.openGame.read();
    } catch (e) {
      testHook.reopenErrors.push(`reading the open game: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      if (attempt > 0) return null;
      await pause(500);
    }
  }
}

const pause = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));
