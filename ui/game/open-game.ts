// Which game a window comes back to when it is reloaded or started (docs/architecture.md). Two
// windows on one tablet (a tab and the installed app, two tabs) each play or look at their own
// thing, so each remembers its own game in sessionStorage, which lives as long as the window and
// through its reloads: a reload of one never opens what the other opened last. The saves' shared
// 'current' (GameStore.setCurrent) is written too, for a fresh window — the app started again,
// after a kill too — which has no sessionStorage of its own yet and reopens the game opened last.
import type { GameStore } from '../storage/index.js';

export const WINDOW_KEY = 'carcassonne.openGame';

/** This window's sessionStorage, or null (merely reading it throws where storage is blocked). */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export class OpenGame {
  constructor(
    private readonly store: () => GameStore | null,
    private readonly session: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStore(),
  ) {}

  /**
   * The game this window had open, null when it was left at the start screen; a fresh window: the
   * game opened last in any window. Throws when the saves cannot be read (the caller retries).
   */
  async read(): Promise<string | null> {
    const own = this.own();
    if (own !== undefined) return own;
    return await this.store()?.current() ?? null;
  }

  /** This window now shows game `id`: it comes back to it, and so does a fresh window. */
  async opened(id: string): Promise<void> {
    this.remember(id);
    await this.store()?.setCurrent(id);
  }

  /**
   * This window left game `left` for the start screen: it comes back to that screen. A fresh window
   * then reopens nothing — unless another window opened a game since (the shared value names it).
   */
  async leftGame(left: string | null): Promise<void> {
    this.remember(null);
    if (left !== null) await this.store()?.clearCurrent(left);
  }

  /** This window's own answer: undefined when it has none (a fresh window, or no sessionStorage). */
  private own(): string | null | undefined {
    try {
      const v = this.session?.getItem(WINDOW_KEY);
      return v === null || v === undefined ? undefined : v === '' ? null : v;
    } catch {
      return undefined;
    }
  }

  private remember(id: string | null): void {
    try {
      this.session?.setItem(WINDOW_KEY, id ?? '');
    } catch { /* full or blocked: the shared value alone answers */ }
  }
}
