// The saved games of this device, as the app uses them: the saves database (opened without waiting
// on it for ever: open-saves.ts), the autosave and its status for the save banner, the Web Lock of
// the game played in this window, which game this window comes back to (open-game.ts), and the
// start screen's list with its delete, import and export. ct-app owns one; what the banner or the
// list show changing updates the app, and whatever the player must be told goes to its notice.
import { toRecord, type Game, type GameRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Session } from '../game/session.js';
import { MissingGameError, reopenGame } from '../game/reopen.js';
import { joinNames, setupErrorText } from '../game/labels.js';
import { OpenGame } from '../game/open-game.js';
import { forgetSeen } from '../game/presented.js';
import { forgetHints } from '../ai/hints.js';
import { Autosaver, checkImportSize, GameStore, newGameId, openSaves, type LostReason, type SaveListing, type SaveStatus } from '../storage/index.js';
import { ENGINE_BUILD } from '../storage/engine-build.js';
import { exportRecordFile, GameLock, PagePresence, persistence } from '../platform/index.js';
import { t } from '../i18n/index.js';
import { testHook } from '../test-hook.js';
import type { Notice } from '../screens/ct-start-screen.js';

export interface SavesHost {
  /** What the banner or the list show changed. */
  requestUpdate(): void;
  /** Tells the player something (the start screen's notice): the saves unavailable, an import's outcome … */
  tell(notice: Notice): void;
  /** Whether the start screen (and its list) is shown now. */
  listShown(): boolean;
  /** Another window took game `id` (opened it) or deleted it. */
  lost(id: string, reason: LostReason): void;
}

export class SavedGames {
  /** The stored games and those the autosave still holds unsaved moves of (refresh()). */
  list: SaveListing[] = [];
  /** The saved games another window plays now (the list marks them). */
  openElsewhere: ReadonlySet<string> = new Set();
  /** What the save banner shows: the autosave's status, and whether another tab blocks the saves. */
  status: SaveStatus;
  blocked = false;
  /** The start screen shows before the saves could be read (open-saves.ts). */
  get late(): boolean {
    return this.isLate;
  }
  private isLate = false;
  /** Writes every change as it happens; an update waits for it (never lose a confirmed move). */
  readonly autosaver: Autosaver;
  /** The Web Lock of the game played here: another window opening it takes it, and this one hears so at once. */
  readonly lock = new GameLock((id) => this.autosaver.lose(id, 'taken'));
  /** The game this window comes back to (its own; a fresh window: the one opened last anywhere). */
  readonly openGame = new OpenGame(() => this.store);
  /** Whether other pages of the app are open (the claims' housekeeping asks). */
  private readonly presence = new PagePresence();
  private store: GameStore | null = null;
  /** The saves' opening (open()): an import chosen while they are late waits for it. */
  private opening: Promise<boolean> = Promise.resolve(false);

  constructor(private readonly host: SavesHost) {
    this.autosaver = new Autosaver(() => this.store, ENGINE_BUILD, (status) => {
      this.status = status;
      this.host.requestUpdate();
      // The list marks the games not saved yet: a retry that saved them (or a new failure) shows.
      if (this.host.listShown()) void this.refresh();
    });
    this.status = this.autosaver.status;
    this.autosaver.onLost = (id, reason) => this.host.lost(id, reason);
  }

  /** The start screen shows while the saves are still opening (or no longer). */
  setLate(late: boolean): void {
    this.isLate = late;
    this.host.requestUpdate();
  }

  /** The saves database is open (else the notice said why). */
  get available(): boolean {
    return this.store !== null;
  }

  /** Opens the saves database (openSaves tries again after a failure); false when it stays unavailable (the notice says why). */
  open(): Promise<boolean> {
    return this.opening = this.openStore();
  }

  private async openStore(): Promise<boolean> {
    try {
      this.store = await openSaves(() => GameStore.open(undefined, {
        blocked: () => { this.blocked = true; this.host.requestUpdate(); },
        replaced: () => { this.autosaver.retry(); },
      }));
      this.blocked = false;
      this.host.requestUpdate();
      // Housekeeping, in the background: the claims only a page open then could need (GameStore.pruneClaims).
      void this.store.pruneClaims(() => this.presence.othersOpen(this.lock.held))
        .then((n) => { testHook.claimsPruned = n; }, () => undefined);
      return true;
    } catch (e) {
      this.host.tell({ text: t('app.storageUnavailable', { detail: e instanceof Error ? e.message : String(e) }), error: true });
      return false;
    }
  }

  /**
   * Opens saved game `id` (ui/game/reopen.ts): the autosave's copy while some of its changes are not
   * committed, else from IndexedDB.
   */
  reopen(id: string): ReturnType<typeof reopenGame> {
    return reopenGame(id, { catalog: BUILT_IN_MODULES, autosaver: this.autosaver, store: this.store, engine: ENGINE_BUILD, onChange: this.autosave });
  }

  /**
   * The saves list: the stored games, and those the autosave holds with moves not saved (a game
   * whose first write failed is nowhere else), which the list offers to open and export.
   */
  async refresh(): Promise<void> {
    const stored = (await this.store?.list().catch(() => undefined)) ?? [];
    this.openElsewhere = await this.lock.heldElsewhereIds();
    this.list = this.autosaver.listWith(stored);
    this.host.requestUpdate();
  }

  /**
   * After every change: the autosave appends it in one transaction (ui/storage/autosave.ts); the
   * session shows the change once this settles (committed, or failed with the banner up).
   */
  readonly autosave = (session: Session): Promise<void> => {
    const settled = this.autosaver.changed(session);
    // Once a game is written, ask the browser to keep the saves (the storage notice shows a refusal).
    if (persistence.state === null) void this.autosaver.flush().then(() => this.askPersistence(), () => undefined);
    return settled;
  };

  /** A game is saved: ask the browser to keep the saves, once (the storage notice shows a refusal). */
  askPersistence(): void {
    if (this.store) void persistence.ensure(navigator.storage);
  }

  /** A new game with all of `game`, written whole under a new id (the original is another window's now). */
  saveCopyOf(game: Game): Session {
    const copy = Session.resume(BUILT_IN_MODULES, toRecord(game), newGameId(), this.autosave);
    this.autosaver.track(copy, null);
    return copy;
  }

  /**
   * A game already left whose last write was refused. Taken by another window: its moves not
   * written are kept as a new save (nobody is here to choose). Deleted there on purpose: not
   * brought back.
   */
  lostAfterLeaving(id: string, reason: LostReason): void {
    const held = reason === 'taken' && this.autosaver.unsavedOf(id) > 0 ? this.autosaver.lostGame(id) : null;
    this.autosaver.abandon(id);
    if (held) this.autosaver.release(this.saveCopyOf(held.game)); // forgotten once written, as every game left
  }

  /** Deletes a game, and with it whatever of it the autosave still had to write. */
  async remove(id: string): Promise<void> {
    try {
      await this.autosaver.remove(id);
      // What this device kept of the game besides its save (the hints counted, a result dismissed).
      forgetSeen(id);
      forgetHints(id);
    } catch (e) {
      this.host.tell({ text: t('start.deleteError', { detail: setupErrorText(e) }), error: true });
    }
    await this.refresh();
  }

  async importFile(file: File): Promise<void> {
    if (!this.store && this.late) {
      // Chosen while the saves are still opening: imported as soon as they are, not dropped.
      this.host.tell({ text: t('start.importWaiting'), error: false });
      await this.opening;
    }
    // Still none: the saves are unavailable, and the notice openStore set says why.
    if (!this.store) return;
    try {
      checkImportSize(file.size); // before the file is read at all
      const text = await file.text();
      const { existing } = await this.store.importRecord(text, (record) => Session.resume(BUILT_IN_MODULES, record, 'check').summary());
      this.host.tell({ text: t(existing ? 'start.importedAlready' : 'start.imported'), error: false });
    } catch (e) {
      this.host.tell({ text: t('start.importError', { detail: setupErrorText(e) }), error: true });
    }
    await this.refresh();
  }

  async exportSaved(id: string): Promise<void> {
    const pending = this.autosaver.pending(id);
    if (pending) { void exportFile(toRecord(pending.game)); return; }
    // A quick IndexedDB read: the tap's activation still holds when the share sheet opens.
    try {
      const saved = await this.store?.load(id);
      if (!saved) throw new MissingGameError(id);
      void exportFile(saved.record);
    } catch (e) {
      this.host.tell({ text: t('game.loadError', { detail: setupErrorText(e) }), error: true });
    }
  }

  /** The storage notice's "Export the last game". */
  exportLast(): void {
    if (this.list[0]) void this.exportSaved(this.list[0].id);
  }
}

/** Shares or downloads a game's record, named after its players. */
export function exportFile(record: GameRecord): Promise<unknown> {
  return exportRecordFile(record, t('share.title', { players: joinNames(record.players.map((p) => p.name)) }));
}
