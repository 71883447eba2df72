// The app shell: the header, and which screen shows — loading, start, set-up, the game, the end —
// with the moves between them: starting, opening and leaving a game, and what the players choose
// when another window takes the game played here. The saved games (database, autosave, lock,
// list, import and export) are SavedGames (app/saved-games.ts); the start — saves that may be
// late, reopening the game that was open — is app/start-up.ts; a new version of the app is
// ui/pwa.ts's, offered by the update prompt.
import { html, LitElement, nothing } from 'lit';
import type { GameSetup } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { Session } from './game/session.js';
import { MissingGameError } from './game/reopen.js';
import { setupErrorText } from './game/labels.js';
import { loadExpansionUis } from './panels/registry.js';
import { newGameId, type LostReason } from './storage/index.js';
import { LocaleController, t } from './i18n/index.js';
import { testHook } from './test-hook.js';
import type { Notice } from './screens/ct-start-screen.js';
import { registerServiceWorker } from './pwa.js';
import { runningVersionSafe } from './running-version.js';
import { sounds } from './sound/index.js';
import './components/ct-language-switch.js';
import './components/ct-update-prompt.js';
import './components/ct-save-banner.js';
import './components/ct-game-elsewhere.js';
import './sound/ct-sound-toggle.js';
import './screens/ct-start-screen.js';
import './screens/ct-setup-screen.js';
import './screens/ct-game-screen.js';
import './screens/ct-end-screen.js';
import { recallTable, rememberTable, type Table } from './game/last-table.js';
import { appStyles } from './app/app-styles.js';
import { exportFile, SavedGames } from './app/saved-games.js';
import { startUp } from './app/start-up.js';

type Screen = 'loading' | 'start' | 'setup' | 'game';

export class CtApp extends LitElement {
  static override properties = {
    screen: { state: true }, notice: { state: true }, setupError: { state: true },
    session: { state: true }, finished: { state: true }, updateReady: { state: true },
    preparing: { state: true }, elsewhere: { state: true },
  };
  static override styles = appStyles;
  declare screen: Screen;
  declare notice: Notice | null;
  declare setupError: string | null;
  declare session: Session | null;
  declare finished: boolean;
  /** Set when a new version waits: switching saves first (ui/pwa.ts). */
  declare updateReady: (() => Promise<void>) | null;
  /** A first visit's game waits for the service worker (the loading screen says so). */
  declare preparing: boolean;
  /** Another window took or deleted the game shown (ct-game-elsewhere): it stopped here. */
  declare elsewhere: LostReason | null;
  /** The saved games, the autosave and the game lock; what the banner and the list show. */
  private readonly saved = new SavedGames({
    requestUpdate: () => this.requestUpdate(),
    tell: (notice) => { this.notice = notice; },
    listShown: () => this.screen === 'start',
    lost: (id, reason) => this.lost(id, reason),
  });
  private readonly autosaver = this.saved.autosaver;
  private readonly gameLock = this.saved.lock;
  private readonly openGame = this.saved.openGame;
  /** The game this window opened last (left for the start screen: a fresh window no longer reopens it). */
  private lastOpened: string | null = null;
  private readonly i18n = new LocaleController(this);
  /** Stops voicing the session being played (sounds follow its moments). */
  private unwatch: (() => void) | null = null;

  constructor() {
    super();
    this.screen = 'loading';
    this.notice = null;
    this.setupError = null;
    this.session = null;
    this.finished = false;
    this.updateReady = null;
    this.preparing = false;
    this.elsewhere = null;
    this.addEventListener('ct-export-last', () => this.saved.exportLast());
    // A long press opens no menu on the board or a button (text fields keep theirs).
    this.addEventListener('contextmenu', (e) => {
      const target = e.composedPath()[0];
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) e.preventDefault();
    });
  }

  override async connectedCallback(): Promise<void> {
    super.connectedCallback();
    registerServiceWorker(() => this.autosaver.flush(), {
      onUpdateReady: (apply) => { this.updateReady = apply; },
      onOfflineReady: () => { testHook.offlineReady = true; },
    });
    testHook.saved = () => this.autosaver.flush().catch(() => undefined);
    testHook.autosave = this.autosaver;
    // Closing the tab while a save is failing would lose those moves: the browser asks first.
    window.addEventListener('beforeunload', (e) => { if (this.autosaver.unsaved > 0) e.preventDefault(); });
    sounds.arm(window, document); // nothing audible, nor any AudioContext, before the first gesture
    // Nothing here waits for the service worker (registered above, never awaited), and the
    // loading screen shows from the first render; the saves may be late (app/start-up.ts).
    await startUp({
      saved: this.saved,
      began: () => this.playerBegan(),
      sessionId: () => this.session?.id ?? null,
      startShown: () => this.screen === 'start',
      showStart: () => this.listSaves(),
      reopen: (id) => this.open(id, false),
      reopenMissing: () => this.reopenMissing,
      tell: (notice) => { this.notice = notice; },
    });
  }

  /**
   * Whether the player has begun something on the start screen shown while the saves were late (a
   * game opened, the set-up, another screen): the start, still waiting on a read or a lock, then
   * leaves the screen to them instead of switching to the game that was open.
   */
  private playerBegan(): boolean {
    return this.session !== null || this.setupOpened || this.playerOpened || (this.screen !== 'start' && this.screen !== 'loading');
  }
  /** The player tapped a saved game's Open or Continue. */
  private playerOpened = false;
  /** The last reopening at start failed because the game is not saved (anymore). */
  private reopenMissing = false;
  /** The player has opened the set-up (a late start then leaves the screen to them). */
  private setupOpened = false;

  protected override firstUpdated(): void {
    // The overlays over the game (ct-handoff, ct-table-drawer, ct-rules-reference) begin under
    // the header: --ct-top is inherited through every shadow root.
    // Its border box: the safe-area padding (an iPad's status bar) changes with the orientation.
    const header = this.renderRoot.querySelector('header')!;
    const setTop = () => this.style.setProperty('--ct-top', `${header.getBoundingClientRect().height}px`);
    setTop();
    new ResizeObserver(setTop).observe(header, { box: 'border-box' });
  }

  override render() {
    return html`
      <header>
        <p class="title">${t('app.title')}</p>
        <div class="controls">
          <ct-sound-toggle></ct-sound-toggle>
          <ct-language-switch></ct-language-switch>
        </div>
      </header>
      <main>${this.renderScreen()}</main>
      <ct-save-banner .status=${this.saved.status} ?blocked=${this.saved.blocked} ?canExport=${this.session !== null} ?over-game=${this.screen === 'game'}
        @ct-save-retry=${() => this.autosaver.retry()} @ct-export=${this.exportCurrent}></ct-save-banner>
      <ct-update-prompt .apply=${this.updateReady}></ct-update-prompt>
    `;
  }

  private renderScreen() {
    switch (this.screen) {
      case 'loading': return html`<p role="status">${t(this.preparing ? 'app.preparingOffline' : 'app.loading')}</p>`;
      case 'start': return html`<ct-start-screen .saves=${this.saved.list} .savesLate=${this.saved.late} .notice=${this.notice} .openElsewhere=${this.saved.openElsewhere}
          @ct-new-game=${this.newGame} @ct-open-game=${(e: CustomEvent) => { this.playerOpened = true; void this.open(e.detail.id); }}
          @ct-delete-game=${(e: CustomEvent) => this.saved.remove(e.detail.id)} @ct-export-game=${(e: CustomEvent) => this.saved.exportSaved(e.detail.id)}
          @ct-import=${(e: CustomEvent<{ file: File }>) => this.saved.importFile(e.detail.file)}></ct-start-screen>`;
      case 'setup': return html`<ct-setup-screen .catalog=${BUILT_IN_MODULES} .error=${this.setupError} .table=${this.lastTable}
          @ct-start=${(e: CustomEvent<{ setup: GameSetup }>) => this.start(e.detail.setup)} @ct-leave=${this.showStart}></ct-setup-screen>`;
      case 'game':
        if (!this.session) return nothing;
        if (this.elsewhere) {
          return html`<ct-game-elsewhere .reason=${this.elsewhere} .unsaved=${this.autosaver.unsavedOf(this.session.id)}
              @ct-play-here=${this.playHere} @ct-keep-copy=${this.keepCopy} @ct-leave=${this.leaveLost}></ct-game-elsewhere>`;
        }
        return this.finished
          ? html`<ct-end-screen .session=${this.session} @ct-leave=${this.showStart} @ct-new-game=${this.newGame}
              @ct-export=${this.exportCurrent}></ct-end-screen>`
          : html`<ct-game-screen .session=${this.session} @ct-leave=${this.showStart} @ct-export=${this.exportCurrent}
              @ct-game-over=${this.showEnd}></ct-game-screen>`;
    }
  }

  /** The player leaves a game (or the setup) for the start screen: the next start shows it too. */
  private showStart = async (): Promise<void> => {
    this.play(null);
    await this.openGame.leftGame(this.lastOpened).catch(() => undefined);
    this.lastOpened = null;
    await this.listSaves();
  };

  /** The start screen, with the saves list read afresh. */
  private async listSaves(): Promise<void> {
    await this.saved.refresh();
    if (this.saved.list.length > 0) this.saved.askPersistence();
    this.screen = 'start';
  }

  private newGame = (): void => {
    this.play(null);
    this.setupOpened = true;
    this.setupError = null;
    // The set-up starts from the last game's table: the same friends play several games.
    this.lastTable = recallTable(BUILT_IN_MODULES);
    this.screen = 'setup';
  };
  /** The table the set-up screen starts from (read when it opens), or null. */
  private lastTable: Table | null = null;

  private async start(setup: GameSetup): Promise<void> {
    let session: Session;
    try {
      session = Session.start(BUILT_IN_MODULES, setup, newGameId(), this.saved.autosave);
    } catch (e) {
      this.setupError = t('setup.error', { detail: setupErrorText(e) });
      return;
    }
    rememberTable(setup);
    this.autosaver.track(session, null);
    await this.enter(session);
  }

  /**
   * Opens a saved game (ui/game/reopen.ts): the autosave's copy while some of its changes are not
   * committed, else from IndexedDB.
   */
  private async open(id: string, report = true): Promise<boolean> {
    // The lock first, then the claim (in reopenGame): a window that opens the game takes both, in
    // that order, so of two windows opening it at once the one whose claim is last holds the lock too.
    this.gameLock.hold(id);
    try {
      const opened = await this.saved.reopen(id);
      if (opened.resumed) testHook.resumed = opened.resumed;
      await this.enter(opened.session);
      return true;
    } catch (e) {
      if (this.session?.id !== id) this.gameLock.drop();
      if (report) {
        this.notice = { text: t('game.loadError', { detail: setupErrorText(e) }), error: true };
        // A row of a game no longer there (deleted in another tab) goes from the list.
        if (e instanceof MissingGameError) await this.saved.refresh();
      } else {
        this.reopenMissing = e instanceof MissingGameError;
        testHook.reopenErrors.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
        console.warn('could not reopen the game that was open', e);
      }
      return false;
    }
  }

  private async enter(session: Session): Promise<void> {
    // A first visit's game loads its lazy files only once the service worker serves them
    // (ui/running-version.ts): usually at once, else the seconds its install still takes.
    const safe = runningVersionSafe();
    let waiting = true;
    void safe.then(() => { waiting = false; });
    await Promise.resolve();
    if (waiting) {
      this.preparing = true;
      this.screen = 'loading';
      await safe;
      this.preparing = false;
    }
    await loadExpansionUis(session.game.state.setup.expansions);
    this.play(session);
    this.notice = null;
    this.screen = 'game';
    this.lastOpened = session.id;
    await this.openGame.opened(session.id).catch(() => undefined);
  }

  private play(session: Session | null): void {
    this.elsewhere = null;
    if (session) this.gameLock.hold(session.id);
    else this.gameLock.drop();
    if (session !== this.session) {
      // The autosave forgets the game left once it is written (else every game played stays in memory).
      if (this.session) this.autosaver.release(this.session);
      this.unwatch?.();
      this.unwatch = session?.watch((m) => sounds.moment(m)) ?? null;
    }
    this.session = session;
    this.finished = session?.finished ?? false;
    testHook.session = session;
  }

  /**
   * Another window took game `id` (it opened it: the lock or the game's claim says so) or deleted
   * it. The game shown stops here (ct-game-elsewhere) and the players choose. A game left already
   * whose last write was refused is kept as a new save at once: nobody is there to choose.
   */
  private lost(id: string, reason: LostReason): void {
    if (this.session?.id === id) {
      this.elsewhere = reason;
      // A write begun before the other window's claim may still commit: count again once it ends.
      void this.autosaver.whenWritten(id).then(() => this.requestUpdate());
      return;
    }
    this.saved.lostAfterLeaving(id, reason);
  }

  /** "Play the saved game here": this window's unsaved moves of it go, the saved game opens (the other window stops). */
  private playHere = async (): Promise<void> => {
    const id = this.session!.id;
    this.autosaver.abandon(id);
    // (The notice stays until the game is open again: the old one must not show meanwhile.)
    if (!(await this.open(id))) await this.leaveLost();
  };

  /** "Keep this window's game as a new save": all of it, under a new id; the game goes on here. */
  private keepCopy = async (): Promise<void> => {
    const session = this.session!;
    const copy = this.saved.saveCopyOf(session.game);
    this.autosaver.abandon(session.id);
    await this.enter(copy);
  };

  /** The start screen, leaving the shared "current" alone (it names the game the other window plays); this window comes back to the start screen. */
  private leaveLost = async (): Promise<void> => {
    if (this.session) this.autosaver.abandon(this.session.id);
    this.play(null);
    this.lastOpened = null;
    await this.openGame.leftGame(null).catch(() => undefined);
    await this.listSaves();
  };

  /**
   * The game screen has shown the final scoring on the board (ct-game-over): now the end screen.
   * (A game opened already finished goes there directly: play().)
   */
  private showEnd = (): void => {
    if (this.session?.finished) this.finished = true;
  };

  private exportCurrent = (): void => {
    if (this.session) void exportFile(this.session.record());
  };
}

customElements.define('ct-app', CtApp);

declare global {
  interface HTMLElementTagNameMap {
    'ct-app': CtApp;
  }
}
