// Keeps the tablet's screen on while a game is on the table (Screen Wake Lock API). Friends talk
// between turns and the tablet lies still: an iPad locks itself after two minutes without a touch,
// and unlocking it means a passcode. The lock is only held while a game (or its end screen) is
// shown, the page is visible and someone has touched the game (or a move was made) in the last
// IDLE_RELEASE_MS: a tablet forgotten on the table goes back to its own sleep rules.
//
// The browser drops the lock whenever the page is hidden (tab switched, app in the background,
// device locked by its button); it is asked for again when the page is shown. A browser without
// the API, or one that refuses (battery saver, no permission), changes nothing in the game.

/** A player's touch or key, or a move, no longer than this ago keeps the screen on. */
export const IDLE_RELEASE_MS = 10 * 60_000;

export type WakeLockState =
  /** No game shown: nothing asked. */
  | 'off'
  /** The browser has no Screen Wake Lock API. */
  | 'unsupported'
  /** Asked for, not yet answered. */
  | 'asking'
  /** The screen stays on. */
  | 'held'
  /** Given up after IDLE_RELEASE_MS without activity; the next activity asks again. */
  | 'idle'
  /** The page is hidden: the browser dropped the lock; showing the page asks again. */
  | 'hidden'
  /** The browser said no; the next activity or showing of the page asks again. */
  | 'refused';

/** The parts of WakeLockSentinel used here. */
export interface SentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

/** What the keeper needs of the page: the API (absent when unsupported), visibility and a clock. */
export interface WakeLockEnv {
  wakeLock?: { request(type: 'screen'): Promise<SentinelLike> };
  isVisible(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  now(): number;
}

/** The real page's environment. */
export function browserWakeLockEnv(): WakeLockEnv {
  const nav = globalThis.navigator as (Navigator & { wakeLock?: WakeLockEnv['wakeLock'] }) | undefined;
  return {
    wakeLock: nav?.wakeLock,
    isVisible: () => document.visibilityState === 'visible',
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => performance.now(),
  };
}

export class ScreenKeeper {
  private sentinel: SentinelLike | null = null;
  /**
   * Counts the moments when a lock in hand or asked for stops being wanted (the game left, the page
   * hidden): an answer to a request of an earlier era is let go, whatever came since.
   */
  private era = 0;
  /** The era of the request under way, or -1 when none is. */
  private pendingEra = -1;
  private wanted = false;
  private lastActivity = 0;
  private idleTimer: unknown = null;
  private stopWatching: (() => void) | null = null;
  private current: WakeLockState = 'off';
  private readonly listeners = new Set<(state: WakeLockState) => void>();

  constructor(private readonly env: WakeLockEnv) {}

  get state(): WakeLockState {
    return this.current;
  }

  /** Calls `listener` with each new state; returns the unsubscribe. */
  onChange(listener: (state: WakeLockState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A game (or its end screen) is shown: keep the screen on from now (counts as activity). */
  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    if (!this.env.wakeLock) { this.set('unsupported'); return; }
    this.stopWatching = this.env.onVisibilityChange(() => this.visibilityChanged());
    this.activity();
  }

  /** The game (or end) screen is gone: let the screen sleep again. */
  stop(): void {
    if (!this.wanted) return;
    this.wanted = false;
    this.era++;
    this.stopWatching?.();
    this.stopWatching = null;
    this.clearIdle();
    this.drop();
    this.set('off');
  }

  /** A touch, a key or a move: the table is in use, so the screen stays on (asked again if it was let go). */
  activity(): void {
    if (!this.wanted || !this.env.wakeLock) return;
    this.lastActivity = this.env.now();
    this.armIdle(IDLE_RELEASE_MS);
    if (!this.env.isVisible()) { this.set('hidden'); return; }
    this.acquire();
  }

  private visibilityChanged(): void {
    if (!this.wanted) return;
    if (!this.env.isVisible()) {
      // The browser drops the lock itself (its release event may come before or after this);
      // letting go of it here as well costs nothing and leaves no lock behind on any browser.
      this.era++;
      this.drop();
      this.set('hidden');
      return;
    }
    // Shown again (the tablet woke up, the player came back to the tab): that is activity too.
    this.activity();
  }

  private acquire(): void {
    if (this.sentinel && !this.sentinel.released) { this.set('held'); return; }
    if (this.pendingEra === this.era) { this.set('asking'); return; }
    // A request of an earlier era may still be under way (the page was hidden, or the game left and
    // another begun, before it was answered): it is let go when answered, and this one asks anew.
    const era = this.era;
    this.pendingEra = era;
    this.set('asking');
    this.env.wakeLock!.request('screen').then((sentinel) => {
      if (this.pendingEra === era) this.pendingEra = -1;
      const current = era === this.era;
      // Not wanted any more (the game was left, the page hidden, or the table idle meanwhile).
      if (!current || !this.wanted || !this.env.isVisible() || this.idleFor() >= IDLE_RELEASE_MS) {
        void sentinel.release().catch(() => undefined);
        if (current && this.wanted && !this.env.isVisible()) this.set('hidden');
        return;
      }
      this.sentinel = sentinel;
      sentinel.addEventListener('release', () => {
        if (this.sentinel !== sentinel) return;
        this.sentinel = null;
        // Released by the browser while still wanted and visible (rare: e.g. power saving kicked in).
        if (this.wanted && this.current === 'held') this.set(this.env.isVisible() ? 'refused' : 'hidden');
      });
      this.set('held');
    }, () => {
      if (this.pendingEra === era) this.pendingEra = -1;
      // A refusal of an earlier era says nothing about now (browsers refuse a page that got hidden).
      if (era === this.era && this.wanted) this.set(this.env.isVisible() ? 'refused' : 'hidden');
    });
  }

  private idleFor(): number {
    return this.env.now() - this.lastActivity;
  }

  private armIdle(ms: number): void {
    this.clearIdle();
    this.idleTimer = this.env.setTimer(() => {
      this.idleTimer = null;
      const left = IDLE_RELEASE_MS - this.idleFor();
      // A timer may fire early (or a clock jump): wait for the rest.
      if (left > 0) { this.armIdle(left); return; }
      this.drop();
      if (this.wanted) this.set('idle');
    }, ms);
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) this.env.clearTimer(this.idleTimer);
    this.idleTimer = null;
  }

  private drop(): void {
    const s = this.sentinel;
    this.sentinel = null;
    if (s && !s.released) void s.release().catch(() => undefined);
  }

  private set(state: WakeLockState): void {
    if (state === this.current) return;
    this.current = state;
    for (const l of this.listeners) l(state);
  }
}

let shared: ScreenKeeper | null = null;
/** The page's one keeper, made on first use (the test hook reads its state). */
export function screenKeeper(): ScreenKeeper {
  return (shared ??= new ScreenKeeper(browserWakeLockEnv()));
}

/**
 * Holds the screen on while its host (the game or end screen) is in the page: a touch or key anywhere
 * on the page counts as activity, and the host reports moves with `activity()`. WebKit refuses a
 * wake lock to a page not touched yet (measured in WebKitGTK: a game reopened by itself), so the
 * next tap asks again. The touch is heard at its end (pointerup), the event Safari counts as a
 * gesture for sound (README); WebKitGTK under WebDriver granted the lock on either end of a click.
 */
export class KeepAwakeController {
  private readonly onInput = () => screenKeeper().activity();

  constructor(host: { addController(c: { hostConnected(): void; hostDisconnected(): void }): void }) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pointerup', this.onInput, { capture: true, passive: true });
    window.addEventListener('keydown', this.onInput, { capture: true, passive: true });
    screenKeeper().start();
  }

  hostDisconnected(): void {
    window.removeEventListener('pointerup', this.onInput, { capture: true });
    window.removeEventListener('keydown', this.onInput, { capture: true });
    screenKeeper().stop();
  }

  /** A move was made (a computer's too): the table is in use. */
  activity(): void {
    screenKeeper().activity();
  }
}
