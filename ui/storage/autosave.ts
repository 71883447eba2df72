// The autosave queue: after every change of the game being played it writes what changed — the
// new action, or the truncation an undo makes — in one append transaction (game-store.ts), one
// write at a time, changes made meanwhile coalesced into the next. What the move does not need —
// the saves list's summary, the periodic snapshot — follows in a later task, once the screen has
// shown the move, in transactions of their own that never hold up the next append. A write that fails keeps its
// actions pending: the status says so at once (the game screen's banner), the queue retries with
// a growing pause and on demand, and nothing is reported saved before IndexedDB committed it.
// changed() answers when its change is settled — committed, or failed and shown on the banner — so
// the game screen shows an action as done only then (the write-ahead promise: Session.apply).
import { toRecord, type Action, type Game } from '../../core/index.js';
import { splitRecord, type GameSummary, type RecordHeader } from './db.js';
import { GameGoneError, GameTakenError, type GameStore, type SaveListing } from './game-store.js';
import { actionsDigest } from './digest.js';

/** What the player is told about saving. */
export type SaveStatus =
  | { state: 'saved' }
  | { state: 'failed'; reason: SaveFailure; detail: string; unsaved: number };

export type SaveFailure = 'quota' | 'aborted' | 'closed' | 'unavailable' | 'other';

/** The game being saved (a Session). */
export interface Saveable {
  readonly id: string;
  readonly game: Game;
  summary(): GameSummary;
  /** Plain data the app needs beside the state to resume from a snapshot (taken at a turn's start). */
  snapshotData?(): unknown;
  /**
   * The number of actions the game had when its current turn began, as the game's own turn
   * boundaries say (null: not known). A snapshot is only taken there: its data holds the turns
   * before it, and a resume from it starts the turn log afresh.
   */
  turnStart?(): number | null;
}

/** What IndexedDB already holds of a game being tracked (from GameStore.load). */
export interface SavedState {
  actions: number;
  created: number;
  snapshotAt: number;
  /** Its summary counts fewer actions than its rows (the app closed right after a move). */
  summaryBehind?: boolean;
}

/** A snapshot every this many actions, at the start of a turn (so a resume rebuilds the turn log). */
export const SNAPSHOT_EVERY = 24;
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** How long a write may stay unanswered before the game shows its actions anyway (with the banner). */
export const SLOW_MS = 5000;

interface Tracked {
  id: string;
  header: RecordHeader | null;
  created: number;
  /** Actions committed to IndexedDB. */
  saved: number;
  /** The first action not yet handed to a write (Infinity: none). */
  dirtyFrom: number;
  /** A write of this game is under way: its actions are not saved until it commits. */
  writing: boolean;
  known: Action[];
  /** When the game last changed (this.now(): the saves list's time of a game not yet stored). */
  updated: number;
  /** performance.now() of the oldest change not yet committed. */
  pendingSince: number;
  snapshotAt: number;
  /** The saves list's row lags behind the committed actions: written in a later task. */
  summaryDue: boolean;
  /** Resolved when the next write of this game settles (the changes made before it started). */
  waiting: (() => void)[];
  /** No longer played (release): forgotten once nothing of it is left to write. */
  released: boolean;
  /** Another window took it or deleted it: never written again from here (see LostReason). */
  lost: LostReason | null;
}

/**
 * Why a game may no longer be written from this page: another window of this browser opened it
 * ('taken'), or deleted it ('gone'). Its moves not written stay in memory until the player chooses.
 */
export type LostReason = 'taken' | 'gone';

/** How many commit and write times are kept at least (several whole games: the bench plays one). */
export const TIMES_KEPT = 2_000;

export function classify(error: unknown): SaveFailure {
  const name = error instanceof Error || error instanceof DOMException ? (error as { name: string }).name : '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'AbortError' || name === 'TransactionInactiveError') return 'aborted';
  if (name === 'InvalidStateError') return 'closed';
  if (name === 'UnknownError' || name === 'NotFoundError') return 'unavailable';
  return 'other';
}

export class Autosaver {
  /** Every game with writes still to do or just done; a game left with unsaved actions stays here until they are written. */
  private readonly games = new Map<string, { t: Tracked; source: Saveable }>();
  private running: Promise<void> = Promise.resolve();
  private writing = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The summary and snapshot writes that follow commits (flush waits for them). */
  private background: Promise<void> = Promise.resolve();
  /** A write has gone unanswered for SLOW_MS: changes are shown at once (the banner is up) until it ends. */
  private stalled = false;
  status: SaveStatus = { state: 'saved' };
  /**
   * Milliseconds from each change to its commit (the bench reads them), the last TIMES_KEPT to
   * 2 × TIMES_KEPT of them: a page kept open for game after game does not grow them for ever.
   */
  readonly commitTimes: number[] = [];
  /** Milliseconds of each append transaction alone, from its start to its commit (kept as commitTimes). */
  readonly writeTimes: number[] = [];

  constructor(
    private readonly store: () => GameStore | null,
    private readonly engine: string,
    private readonly onStatus: (status: SaveStatus) => void,
    private readonly now: () => number = Date.now,
    private readonly slowMs = SLOW_MS,
    private readonly timesKept = TIMES_KEPT,
  ) {}

  /** Told when a game's write was refused because another window took or deleted it (see lose()). */
  onLost: (id: string, reason: LostReason) => void = () => undefined;

  /**
   * Starts saving `source`. `saved`: what IndexedDB already holds of it — null for a game never
   * saved (or to be rewritten whole, e.g. a record migrated on load): its header and every action
   * are then written at once. Returns the game now saved under its id: `source`, or — when this
   * game has changes not yet committed (a write failed, or is still under way) — the copy held
   * here, which is newer than anything IndexedDB gave: play that one, never the stored one.
   */
  track(source: Saveable, saved: SavedState | null, created?: number): Saveable {
    const g = source.game;
    const t: Tracked = {
      id: source.id, header: saved ? null : headerOf(g), created: saved?.created ?? created ?? this.now(), updated: this.now(),
      saved: saved?.actions ?? 0, dirtyFrom: saved ? Infinity : 0, writing: false, known: g.actions.slice(), pendingSince: performance.now(),
      snapshotAt: saved?.snapshotAt ?? 0,
      summaryDue: saved?.summaryBehind ?? false, waiting: [], released: false, lost: null,
    };
    // Replacing it would drop the moves not yet committed (a failing write then retries nothing).
    const held = this.games.get(source.id);
    if (held && unsaved(held.t) && !held.t.lost) {
      held.t.released = false; // played again: kept
      return held.source;
    }
    this.games.set(source.id, { t, source });
    if (!saved) this.kick();
    else if (t.summaryDue) this.afterCommit(t);
    return source;
  }

  /**
   * After every change (an action applied or undone) of a tracked game. The write starts in this
   * task; the promise resolves once it is committed or has failed (never rejects: a failure is the
   * status, which the banner shows).
   */
  changed(source: Saveable): Promise<void> {
    let entry = this.games.get(source.id);
    if (!entry) {
      this.track(source, null);
      entry = this.games.get(source.id)!;
    }
    const t = entry.t;
    const settled = new Promise<void>((ok) => t.waiting.push(ok));
    entry.source = source;
    t.updated = this.now();
    const actions = source.game.actions;
    let first = 0;
    const common = Math.min(actions.length, t.known.length);
    // Same object: unchanged (an applied action only adds one). An undo rebuilds the game, so its
    // actions are new objects: compared by value, so only what really changed is rewritten.
    const same = (a: Action, b: Action) => a === b || JSON.stringify(a) === JSON.stringify(b);
    while (first < common && same(actions[first], t.known[first])) first++;
    if (t.dirtyFrom === Infinity) t.pendingSince = performance.now();
    t.dirtyFrom = Math.min(t.dirtyFrom, first === actions.length && actions.length === t.known.length ? Infinity : first);
    t.known = actions.slice();
    this.kick();
    if (this.stalled) this.settle(t);
    return settled;
  }

  /**
   * The game `source` is no longer played (the player left it, or began or opened another): the
   * autosave forgets it once nothing of it is left to write — at once, or after its last write and
   * the summary and snapshot that follow; a failing write keeps it here (the list offers it) until
   * a retry writes it. Without this the autosave held every game played since the page opened,
   * each with its whole Session (engine state, undo history, chronicle): a table playing game
   * after game on one tablet grew the page's heap by every game (bench/soak.ts, test/e2e/soak.test.ts).
   */
  release(source: Saveable): void {
    const e = this.games.get(source.id);
    if (!e || e.source !== source) return; // (another copy of the game is the one tracked now)
    e.t.released = true;
    const t = e.t;
    this.background = this.background.then(() => this.forget(t));
  }

  /** Drops a released game with nothing left to write. */
  private forget(t: Tracked): void {
    if (t.released && !unsaved(t) && !t.summaryDue && this.games.get(t.id)?.t === t) this.games.delete(t.id);
  }

  /**
   * Resolves once everything changed so far is committed; rejects if a write fails, or while a
   * game lost to another window still has moves not written (nothing will write them: an update
   * must not reload over them).
   */
  async flush(): Promise<void> {
    await this.running;
    if (this.dirty().length > 0) { this.kick(); await this.running; }
    await this.background;
    if (this.status.state === 'failed') throw new Error(this.status.detail);
    for (const { t } of this.games.values()) {
      if (t.lost && unsaved(t)) throw new Error(`game ${t.id} has moves not saved: another window took it`);
    }
  }

  /** Resolves once no write of game `id` is under way (at once when none is). */
  whenWritten(id: string): Promise<void> {
    const e = this.games.get(id);
    if (!e?.t.writing) return Promise.resolve();
    return new Promise((ok) => e.t.waiting.push(ok));
  }

  /**
   * The game `id` if any of its changes is not committed yet (still to write, being written, or
   * failed): reopen it from here, not from IndexedDB, which lacks them.
   */
  pending(id: string): Saveable | null {
    const e = this.games.get(id);
    return e && unsaved(e.t) && !e.t.lost ? e.source : null;
  }

  /**
   * Game `id` is no longer this page's to write (another window took it or deleted it): its
   * writes stop, its moves not written stay here (counted in `unsaved`, so closing the page asks
   * first) until abandon(). The app calls this when its lock on the game is taken; a write refused
   * by the game's claim does it too, and tells onLost.
   */
  lose(id: string, reason: LostReason): void {
    const e = this.games.get(id);
    if (!e || e.t.lost) return;
    e.t.lost = reason;
    this.settle(e.t);
    this.onLost(id, reason);
  }

  /** A lost game as this page has it (its moves not written included), until abandon(). */
  lostGame(id: string): Saveable | null {
    const e = this.games.get(id);
    return e?.t.lost ? e.source : null;
  }

  /** How many of game `id`'s changes this page holds that are not written (0 when none, or not tracked). */
  unsavedOf(id: string): number {
    const e = this.games.get(id);
    return e && unsaved(e.t) ? changesOf(e.t) : 0;
  }

  /**
   * Forgets a lost game and the moves of it not written (the player chose: they were kept as a
   * new game, or dropped). The stored game is not touched: it is another window's.
   */
  abandon(id: string): void {
    if (!this.games.get(id)?.t.lost) return;
    this.games.delete(id);
    this.recount();
  }

  /**
   * Deletes game `id` (the saves list's Delete) and drops whatever of it is still to write: a
   * retry would otherwise write its rows and summary back, listing a game that cannot be loaded.
   * Dropped first, so no retry starts during the delete; a write already under way has its
   * transaction open before the delete's, so the delete comes after it.
   */
  async remove(id: string): Promise<void> {
    this.games.delete(id);
    this.recount();
    await this.store()?.delete(id);
  }

  /** After a game was dropped: the banner counts only what is still unsaved, and goes when nothing is. */
  private recount(): void {
    if (this.status.state !== 'failed') return;
    const unsaved = this.unsaved;
    if (unsaved > 0) { this.setStatus({ ...this.status, unsaved }); return; }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failures = 0;
    this.setStatus({ state: 'saved' });
  }

  /**
   * The saves list with every game that has changes not committed put in, marked unsaved (newer
   * than its stored row, or not stored at all when its first write failed), newest first: the
   * start screen offers them to open and to export, as only this memory holds them.
   */
  listWith(stored: readonly SaveListing[]): SaveListing[] {
    // (A lost game's moves belong to the window that shows it, not to the list: the stored row is the game.)
    const held = [...this.games.values()].filter((e) => unsaved(e.t) && !e.t.lost).map(({ t, source }) => ({
      id: t.id, summary: source.summary(), length: source.game.actions.length, created: t.created, updated: t.updated, unsaved: true as const,
    }));
    const ids = new Set(held.map((r) => r.id));
    return [...held, ...stored.filter((r) => !ids.has(r.id))].sort((a, b) => b.updated - a.updated);
  }

  /** Retry now (the banner's button). */
  retry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.kick();
  }

  /** Actions (or take-backs) not yet committed, over every game (those being written too). */
  get unsaved(): number {
    let n = 0;
    for (const { t } of this.games.values()) if (unsaved(t)) n += changesOf(t);
    return n;
  }

  /** The games with changes to write (never a lost one). */
  private dirty(): { t: Tracked; source: Saveable }[] {
    return [...this.games.values()].filter((e) => e.t.dirtyFrom !== Infinity && !e.t.lost);
  }

  private kick(): void {
    if (this.writing) return; // the running write picks the change up when it ends
    this.running = this.writeLoop();
  }

  private async writeLoop(): Promise<void> {
    this.writing = true;
    try {
      for (let next = this.dirty()[0]; next; next = this.dirty()[0]) {
        if (!(await this.writeOnce(next.t, next.source))) return;
      }
    } finally {
      this.writing = false;
      // Nothing left to write, or a write failed (the status says so): every change is settled.
      for (const { t } of this.games.values()) this.settle(t);
    }
  }

  /** One append; false when it failed (a retry is scheduled). */
  private async writeOnce(t: Tracked, source: Saveable): Promise<boolean> {
    const store = this.store();
    const game = source.game;
    const length = game.actions.length;
    const from = Math.min(t.dirtyFrom, length);
    const since = t.pendingSince, started = performance.now();
    const waiting = t.waiting.splice(0);
    t.dirtyFrom = Infinity;
    t.writing = true;
    // A write IndexedDB leaves unanswered must not hold the game: after SLOW_MS the banner says the
    // moves are not saved yet and the screen shows them; the banner goes when the write commits.
    const slow = setTimeout(() => {
      this.stalled = true;
      // (A game deleted meanwhile has nothing left to save: no banner for it.)
      if (this.status.state === 'saved' && this.games.get(t.id)?.t === t) {
        this.setStatus({ state: 'failed', reason: 'other', detail: `IndexedDB has not answered for ${this.slowMs / 1000} s`, unsaved: this.unsaved });
      }
      for (const ok of waiting) ok();
      for (const e of this.games.values()) this.settle(e.t); // changes queued behind this write
    }, this.slowMs);
    try {
      if (!store) throw Object.assign(new Error('saved games are unavailable'), { name: 'UnknownError' });
      // A game's first write carries its summary (a game is listed as soon as anything of it is
      // kept); later ones are the action rows alone, the summary follows (afterCommit).
      const summary = t.header ? { id: t.id, summary: source.summary(), length, created: t.created, updated: this.now() } : undefined;
      await store.append(t.id, {
        header: t.header ?? undefined, from, actions: game.actions.slice(from), length, truncate: length < t.saved || from < t.saved, summary,
      });
      t.summaryDue = !summary;
    } catch (e) {
      clearTimeout(slow);
      this.stalled = false;
      t.writing = false;
      for (const ok of waiting) ok();
      if (this.games.get(t.id)?.t !== t) return true; // deleted meanwhile: nothing of it is to be kept
      t.pendingSince = since;
      t.dirtyFrom = Math.min(t.dirtyFrom, from);
      if (e instanceof GameTakenError || e instanceof GameGoneError) {
        // Not a failing disk: retrying cannot help, and the banner would offer just that.
        this.lose(t.id, e instanceof GameGoneError ? 'gone' : 'taken');
        return true;
      }
      this.fail(e);
      return false;
    }
    clearTimeout(slow);
    this.stalled = false;
    t.writing = false;
    this.commitTimes.push(performance.now() - since);
    this.writeTimes.push(performance.now() - started);
    if (this.commitTimes.length > 2 * this.timesKept) {
      this.commitTimes.splice(0, this.commitTimes.length - this.timesKept);
      this.writeTimes.splice(0, this.writeTimes.length - this.timesKept);
    }
    t.header = null;
    t.saved = length;
    if (t.snapshotAt > length) t.snapshotAt = 0; // the store dropped it with the undone actions
    this.failures = 0;
    if (this.status.state !== 'saved' && this.dirty().length === 0) this.setStatus({ state: 'saved' });
    for (const ok of waiting) ok();
    this.afterCommit(t);
    return true;
  }

  /**
   * In a later task, after the game screen has shown the committed action: the summary and, when
   * due, a snapshot. Only if the game is exactly what is committed (nothing changed since, no
   * write under way); otherwise the next commit comes back here.
   */
  private afterCommit(t: Tracked): void {
    const later = new Promise<void>((ok) => setTimeout(ok, 0)).then(async () => {
      const now = this.games.get(t.id);
      const store = this.store();
      if (!now || now.t !== t || !store || unsaved(t) || now.source.game.actions.length !== t.saved) return;
      await Promise.all([this.writeSummary(t, now.source, store), this.maybeSnapshot(t, now.source, store)]);
    }).then(() => this.forget(t)); // a game released while its last write was under way goes now
    this.background = this.background.then(() => later);
  }

  private writeSummary(t: Tracked, source: Saveable, store: GameStore): Promise<void> | undefined {
    if (!t.summaryDue) return undefined;
    t.summaryDue = false;
    return store.putSummary({ id: t.id, summary: source.summary(), length: t.saved, created: t.created, updated: this.now() }).catch(() => {
      // The moves are safe (their rows are committed); the list shows this game one move behind
      // until the next commit writes the summary again. A failing IndexedDB shows on that append.
      t.summaryDue = true;
    });
  }

  private settle(t: Tracked): void {
    for (const ok of t.waiting.splice(0)) ok();
  }

  /** Writes a snapshot when one is due; returns the write (which never rejects), if any. */
  private maybeSnapshot(t: Tracked, source: Saveable, store: GameStore): Promise<void> | undefined {
    const game = source.game;
    const at = game.state.actionCount;
    // Not where tracking began: a game reopened (or written whole again) mid-turn is not at a turn's start.
    if (source.turnStart?.() !== at || at - t.snapshotAt < SNAPSHOT_EVERY || at !== t.saved) return undefined;
    t.snapshotAt = at;
    // put() copies the state synchronously, so later actions cannot leak into the snapshot.
    return store.putSnapshot(t.id, at, this.engine, game.state, source.snapshotData?.(), actionsDigest(game.actions, at)).catch(() => {
      // A missing snapshot only makes the next cold resume replay more: not worth a banner.
      t.snapshotAt = 0;
    });
  }

  private fail(e: unknown): void {
    const detail = e instanceof Error || e instanceof DOMException ? `${(e as Error).name}: ${(e as Error).message}` : String(e);
    this.setStatus({ state: 'failed', reason: classify(e), detail, unsaved: this.unsaved });
    const wait = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)];
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => { this.retryTimer = null; this.kick(); }, wait);
  }

  private setStatus(status: SaveStatus): void {
    this.status = status;
    this.onStatus(status);
  }
}

/** Some change of the game is not committed: still to write, or in a write under way. */
function unsaved(t: Tracked): boolean {
  return t.dirtyFrom !== Infinity || t.writing;
}

/** How many changes of an unsaved game are not committed (at least one: an undo's take-back counts). */
function changesOf(t: Tracked): number {
  return Math.max(1, t.known.length - Math.min(t.dirtyFrom, t.saved));
}

function headerOf(game: Game): RecordHeader {
  return splitRecord(toRecord(game)).header;
}
