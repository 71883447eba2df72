// The app shell: start screen, new game, the game, the end. Owns the saved games (IndexedDB):
// autosave after every action, resume the game that was open when the app closed, import/export.
import { css, html, LitElement, nothing } from 'lit';
import { toRecord, type Game, type GameRecord, type GameSetup } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { Session } from './game/session.js';
import { MissingGameError, reopenGame } from './game/reopen.js';
import { joinNames, setupErrorText } from './game/labels.js';
import { loadExpansionUis } from './panels/registry.js';
import { Autosaver, checkImportSize, GameStore, LATE, newGameId, openSaves, SAVES_LATE_MS, within, type LostReason, type SaveListing, type SaveStatus } from './storage/index.js';
import { ENGINE_BUILD } from './storage/engine-build.js';
import { LocaleController, t } from './i18n/index.js';
import { testHook } from './test-hook.js';
import type { Notice } from './screens/ct-start-screen.js';
import { registerServiceWorker } from './pwa.js';
import { runningVersionSafe } from './running-version.js';
import { sounds } from './sound/index.js';
import { exportRecordFile, GameLock, PagePresence, persistence } from './platform/index.js';
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
import { forgetSeen } from './game/presented.js';
import { forgetHints } from './ai/hints.js';
import { OpenGame } from './game/open-game.js';

type Screen = 'loading' | 'start' | 'setup' | 'game';

export class CtApp extends LitElement {
  static override properties = {
    screen: { state: true }, saves: { state: true }, notice: { state: true }, setupError: { state: true },
    session: { state: true }, finished: { state: true }, updateReady: { state: true },
    saveStatus: { state: true }, storageBlocked: { state: true }, savesLate: { state: true }, preparing: { state: true }, elsewhere: { state: true },
  };
  static override styles = css`
    :host {
      display: grid; grid-template-rows: auto 1fr; height: 100dvh; background: #f4efe1;
      font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a14;
      /* iPad terms: no double-tap zoom, no long-press callout, no text selection by a held finger
         (inputs keep theirs: shared-styles.ts). Both pass down into every component. */
      touch-action: manipulation; -webkit-touch-callout: none; -webkit-user-select: none; user-select: none;
    }
    /* Installed on an iPad the page runs under a translucent status bar, and rounded corners and
       the home indicator cut the edges: keep everything inside the safe area. */
    /* The handoff, drawer and rules overlays start below it (--ct-top, set from its height): sound
       and language stay in reach, and a tap on Mute never passes the tablet on. */
    header {
      position: relative; z-index: 25;
      display: flex; align-items: center; justify-content: space-between; gap: 12px; background: #2f5d34; color: #fff;
      padding: max(4px, env(safe-area-inset-top)) max(14px, env(safe-area-inset-right)) 4px max(14px, env(safe-area-inset-left));
    }
    .title { font-size: 1.15rem; font-weight: 700; margin: 0; }
    .controls { display: flex; align-items: center; gap: 8px; }
    main { min-height: 0; position: relative; padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left); }
    main > * { height: 100%; }
  `;
  declare screen: Screen;
  declare saves: SaveListing[];
  declare notice: Notice | null;
  declare setupError: string | null;
  declare session: Session | null;
  declare finished: boolean;
  /** Set when a new version waits: switching saves first (ui/pwa.ts). */
  declare updateReady: (() => Promise<void>) | null;
  /** What the save banner shows: the autosave's status, and whether another tab blocks the saves. */
  declare saveStatus: SaveStatus;
  declare storageBlocked: boolean;
  /** The start screen shows before the saves could be read (ui/storage/open-saves.ts). */
  declare savesLate: boolean;
  /** A first visit's game waits for the service worker (the loading screen says so). */
  declare preparing: boolean;
  /** Another window took or deleted the game shown (ct-game-elsewhere): it stopped here. */
  declare elsewhere: LostReason | null;
  /** The Web Lock of the game played here: another window opening it takes it, and this one hears so at once. */
  private readonly gameLock = new GameLock((id) => this.autosaver.lose(id, 'taken'));
  private store: GameStore | null = null;
  /** The saves' opening (openStore): an import chosen while they are late waits for it. */
  private storeOpening: Promise<boolean> = Promise.resolve(false);
  /** The game this window comes back to (its own; a fresh window: the one opened last anywhere). */
  private readonly openGame = new OpenGame(() => this.store);
  /** The game this window opened last (left for the start screen: a fresh window no longer reopens it). */
  private lastOpened: string | null = null;
  /** Whether other pages of the app are open (the claims' housekeeping asks). */
  private readonly presence = new PagePresence();
  /** Writes every change as it happens; an update waits for it (never lose a confirmed move). */
  private readonly autosaver = new Autosaver(() => this.store, ENGINE_BUILD, (status) => {
    this.saveStatus = status;
    // The list marks the games not saved yet: a retry that saved them (or a new failure) shows.
    if (this.screen === 'start') void this.refreshSaves();
  });
  private readonly i18n = new LocaleController(this);
  /** Stops voicing the session being played (sounds follow its moments). */
  private unwatch: (() => void) | null = null;

  constructor() {
    super();
    this.screen = 'loading';
    this.saves = [];
    this.notice = null;
    this.setupError = null;
    this.session = null;
    this.finished = false;
    this.updateReady = null;
    this.saveStatus = this.autosaver.status;
    this.storageBlocked = false;
    this.savesLate = false;
    this.preparing = false;
    this.elsewhere = null;
    this.autosaver.onLost = (id, reason) => this.lost(id, reason);
    this.addEventListener('ct-export-last', this.exportLast);
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
    // loading screen shows from the first render. The saves may be late (open-saves.ts): then the
    // start screen shows meanwhile, and the start goes on when they come if the player has not
    // begun something else.
    const opening = this.storeOpening = this.openStore();
    if (await within(opening, SAVES_LATE_MS) === LATE) {
      this.savesLate = true;
      await this.listSaves();
      const opened = await opening;
      this.savesLate = false;
      if (!opened || this.playerBegan()) {
        // A game begun meanwhile is written now (its writes failed without a database) and reopened by a fresh window.
        this.autosaver.retry();
        if (opened && this.session) await this.openGame.opened(this.session.id).catch(() => undefined);
        if (this.screen === 'start') await this.refreshSaves();
        return;
      }
    }
    await this.resume();
  }

  /** Opens the saves database (openSaves tries again after a failure); false when it stays unavailable (the notice says why). */
  private async openStore(): Promise<boolean> {
    try {
      this.store = await openSaves(() => GameStore.open(undefined, {
        blocked: () => { this.storageBlocked = true; },
        replaced: () => { this.autosaver.retry(); },
      }));
      this.storageBlocked = false;
      // Housekeeping, in the background: the claims only a page open then could need (GameStore.pruneClaims).
      void this.store.pruneClaims(() => this.presence.othersOpen(this.gameLock.held))
        .then((n) => { testHook.claimsPruned = n; }, () => undefined);
      return true;
    } catch (e) {
      this.notice = { text: t('app.storageUnavailable', { detail: e instanceof Error ? e.message : String(e) }), error: true };
      return false;
    }
  }

  /** The start proper, once the saves are open (or known to be unavailable): the game this window had open, else the start screen. */
  private async resume(): Promise<void> {
    if (!this.store) { await this.listSaves(); return; } // the notice says why
    const current = await this.openGameId();
    if (this.playerBegan()) return;
    // Not when another window of this browser plays it now: opening it here would stop that one.
    const elsewhere = current !== null && await this.gameLock.heldElsewhere(current);
    if (this.playerBegan()) return;
    if (elsewhere) {
      this.notice = { text: t('elsewhere.notReopened'), error: false };
      await this.listSaves();
      return;
    }
    // The game that was open comes back. A first attempt can fail for a passing reason (seen in
    // WebKit's offline cold start: see reopenErrors), so once more after a pause before the start screen.
    if (current && (await this.open(current, false) || (await pause(500), !this.playerBegan() && await this.open(current, false)))) return;
    if (this.playerBegan()) return;
    // The start screen, but "current" stays: the next start tries that game again. (Clearing it
    // here let one failed or interrupted start — a reload during the reopening — make every later
    // start forget the game.) The player is told, and Continue opens it. Only a game that is gone
    // (deleted in another window, or never written: a new game whose first save failed or was cut
    // off) is forgotten — by this window and, while it still names it, by the shared value a fresh
    // window reads, or every later launch would tell the player again.
    if (current && testHook.reopenErrors.length > 0) {
      this.notice = { text: t('game.loadError', { detail: testHook.reopenErrors.at(-1)! }), error: true };
      if (this.reopenMissing) await this.openGame.leftGame(current).catch(() => undefined);
    }
    await this.listSaves();
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

  /** The game that was open when the app closed; a failed read is recorded and tried once more. */
  private async openGameId(): Promise<string | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.openGame.read();
      } catch (e) {
        testHook.reopenErrors.push(`reading the open game: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
        if (attempt > 0) return null;
        await pause(500);
      }
    }
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
      <ct-save-banner .status=${this.saveStatus} ?blocked=${this.storageBlocked} ?canExport=${this.session !== null} ?over-game=${this.screen === 'game'}
        @ct-save-retry=${() => this.autosaver.retry()} @ct-export=${this.exportCurrent}></ct-save-banner>
      <ct-update-prompt .apply=${this.updateReady}></ct-update-prompt>
    `;
  }

  private renderScreen() {
    switch (this.screen) {
      case 'loading': return html`<p role="status">${t(this.preparing ? 'app.preparingOffline' : 'app.loading')}</p>`;
      case 'start': return html`<ct-start-screen .saves=${this.saves} .savesLate=${this.savesLate} .notice=${this.notice} .openElsewhere=${this.openElsewhere}
          @ct-new-game=${this.newGame} @ct-open-game=${(e: CustomEvent) => { this.playerOpened = true; void this.open(e.detail.id); }}
          @ct-delete-game=${(e: CustomEvent) => this.removeSave(e.detail.id)} @ct-export-game=${(e: CustomEvent) => this.exportSaved(e.detail.id)}
          @ct-import=${(e: CustomEvent<{ file: File }>) => this.importFile(e.detail.file)}></ct-start-screen>`;
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

  private async listSaves(): Promise<void> {
    await this.refreshSaves();
    if (this.saves.length > 0) this.askPersistence();
    this.screen = 'start';
  }

  /**
   * The saves list: the stored games, and those the autosave holds with moves not saved (a game
   * whose first write failed is nowhere else), which the list offers to open and export.
   */
  private async refreshSaves(): Promise<void> {
    const stored = (await this.store?.list().catch(() => undefined)) ?? [];
    this.openElsewhere = await this.gameLock.heldElsewhereIds();
    this.saves = this.autosaver.listWith(stored);
  }
  /** The saved games another window plays now (the list marks them). */
  private openElsewhere: ReadonlySet<string> = new Set();

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
      session = Session.start(BUILT_IN_MODULES, setup, newGameId(), this.autosave);
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
      const opened = await reopenGame(id, { catalog: BUILT_IN_MODULES, autosaver: this.autosaver, store: this.store, engine: ENGINE_BUILD, onChange: this.autosave });
      if (opened.resumed) testHook.resumed = opened.resumed;
      await this.enter(opened.session);
      return true;
    } catch (e) {
      if (this.session?.id !== id) this.gameLock.drop();
      if (report) {
        this.notice = { text: t('game.loadError', { detail: setupErrorText(e) }), error: true };
        // A row of a game no longer there (deleted in another tab) goes from the list.
        if (e instanceof MissingGameError) await this.refreshSaves();
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
    // A game already left whose last write was refused. Taken by another window: its moves not
    // written are kept as a new save (nobody is here to choose). Deleted there on purpose: not
    // brought back.
    const held = reason === 'taken' && this.autosaver.unsavedOf(id) > 0 ? this.autosaver.lostGame(id) : null;
    this.autosaver.abandon(id);
    if (held) this.autosaver.release(this.saveCopyOf(held.game)); // forgotten once written, as every game left
  }

  /** A new game with all of `game`, written whole under a new id (the original is another window's now). */
  private saveCopyOf(game: Game): Session {
    const copy = Session.resume(BUILT_IN_MODULES, toRecord(game), newGameId(), this.autosave);
    this.autosaver.track(copy, null);
    return copy;
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
    const copy = this.saveCopyOf(session.game);
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

  /**
   * After every change: the autosave appends it in one transaction (ui/storage/autosave.ts); the
   * session shows the change once this settles (committed, or failed with the banner up).
   */
  private autosave = (session: Session): Promise<void> => {
    const settled = this.autosaver.changed(session);
    // Once a game is written, ask the browser to keep the saves (the storage notice shows a refusal).
    if (persistence.state === null) void this.autosaver.flush().then(() => this.askPersistence(), () => undefined);
    return settled;
  };

  /** A game is saved: ask the browser to keep the saves, once (the storage notice shows a refusal). */
  private askPersistence(): void {
    if (this.store) void persistence.ensure(navigator.storage);
  }

  /** Deletes a game, and with it whatever of it the autosave still had to write. */
  private async removeSave(id: string): Promise<void> {
    try {
      await this.autosaver.remove(id);
      // What this device kept of the game besides its save (the hints counted, a result dismissed).
      forgetSeen(id);
      forgetHints(id);
    } catch (e) {
      this.notice = { text: t('start.deleteError', { detail: setupErrorText(e) }), error: true };
    }
    await this.refreshSaves();
  }

  private async importFile(file: File): Promise<void> {
    if (!this.store && this.savesLate) {
      // Chosen while the saves are still opening: imported as soon as they are, not dropped.
      this.notice = { text: t('start.importWaiting'), error: false };
      await this.storeOpening;
    }
    // Still none: the saves are unavailable, and the notice openStore set says why.
    if (!this.store) return;
    try {
      checkImportSize(file.size); // before the file is read at all
      const text = await file.text();
      const { existing } = await this.store.importRecord(text, (record) => Session.resume(BUILT_IN_MODULES, record, 'check').summary());
      this.notice = { text: t(existing ? 'start.importedAlready' : 'start.imported'), error: false };
    } catch (e) {
      this.notice = { text: t('start.importError', { detail: setupErrorText(e) }), error: true };
    }
    await this.refreshSaves();
  }

  private exportCurrent = (): void => {
    if (this.session) void exportFile(this.session.record());
  };

  private async exportSaved(id: string): Promise<void> {
    const pending = this.autosaver.pending(id);
    if (pending) { void exportFile(toRecord(pending.game)); return; }
    // A quick IndexedDB read: the tap's activation still holds when the share sheet opens.
    try {
      const saved = await this.store?.load(id);
      if (!saved) throw new MissingGameError(id);
      void exportFile(saved.record);
    } catch (e) {
      this.notice = { text: t('game.loadError', { detail: setupErrorText(e) }), error: true };
    }
  }

  /** The storage notice's "Export the last game". */
  private exportLast = (): void => {
    if (this.saves[0]) void this.exportSaved(this.saves[0].id);
  };
}

function exportFile(record: GameRecord): Promise<unknown> {
  return exportRecordFile(record, t('share.title', { players: joinNames(record.players.map((p) => p.name)) }));
}

customElements.define('ct-app', CtApp);

declare global {
  interface HTMLElementTagNameMap {
    'ct-app': CtApp;
  }
}

const pause = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));
