// Saved games in IndexedDB through idb (docs/architecture.md), in the pieces of db.ts. An autosave is ONE
// readwrite transaction on the `actions` store and the game's claim alone: it appends the new action
// (or drops the ones an undo took back), and the claim refuses it inside IndexedDB when another page
// holds the game (append). The record is its header plus its action rows, so that row is all a move
// needs to be kept; the summary the saves list shows and the snapshot are written after it, in
// their own transactions on their own stores (putSummary, putSnapshot), off the critical path.
//
// Durability: every write asks for 'relaxed' (Chromium's default since 121, and Firefox's and
// Safari's): the transaction completes once the data is handed to the operating system, without
// waiting for a flush to the disk. A killed browser (the tab or the whole app) therefore loses
// nothing that completed: the OS still writes it out. Only an OS crash or power cut in the OS's
// few seconds of write-back could take the last moves; 'strict' would close that at several times
// the cost of every move (bench/storage-bench.ts prints both).
import type { Action, GameRecord, GameState } from '../../core/index.js';
import { parseRecord } from '../../core/index.js';
import {
  DB_NAME, DELETED_WRITER, openDatabase, splitRecord,
  type CarcassonneDB, type Database, type GameSummary, type OpenHooks, type RecordHeader, type SnapshotRow, type SummaryRow,
} from './db.js';
import type { IDBPTransaction } from 'idb';
import { checkImportText } from './import-limits.js';
import { actionsDigest } from './digest.js';

/**
 * What the saves list shows; never the record itself. `unsaved`: a game the autosave holds with
 * changes not committed (Autosaver.listWith), maybe not stored at all yet.
 */
export type SaveListing = SummaryRow & { unsaved?: true };

export interface SavedGame extends SummaryRow {
  record: GameRecord;
  /** The latest snapshot of this engine build, if any (its `at` ≤ the record's length). */
  snapshot?: { at: number; state: GameState; ui?: unknown };
  /** The record was saved in an older record version and migrated on load: save it whole again. */
  migrated: boolean;
  /** The summary describes fewer actions than the record holds (the app closed right after a move): write it again. */
  summaryBehind: boolean;
}

/** One autosave: the actions from `from` on, out of a game that now has `length` actions. */
export interface AppendWrite {
  /** Written with the first save of a game (a header never changes afterwards). */
  header?: RecordHeader;
  from: number;
  actions: readonly Action[];
  length: number;
  /** True when the game had more actions saved than `length` (an undo): those rows go. */
  truncate: boolean;
  /**
   * The list's row, in the same transaction: a game's first write (so the game is listed and can be
   * loaded as soon as anything of it is kept) and imports. Later autosaves leave it to putSummary.
   */
  summary?: SummaryRow;
}

const RELAXED = { durability: 'relaxed' } as const;

type HeldTransaction = IDBPTransaction<CarcassonneDB, ('summaries' | 'meta' | 'snapshots')[], 'readwrite'>;

/**
 * A write refused because another page (a tab or window of this browser) opened the game since
 * this one did (GameStore.claim): that page plays it now, and this page's moves would mix with its.
 */
export class GameTakenError extends Error {
  override name = 'GameTakenError';
  constructor(readonly game: string) {
    super(`game ${game} is being played in another window or tab`);
  }
}

/** A write refused because the game was deleted (in another window or tab) while this page played it. */
export class GameGoneError extends Error {
  override name = 'GameGoneError';
  constructor(readonly game: string) {
    super(`game ${game} was deleted in another window or tab`);
  }
}

export function newGameId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

const after = (game: string, index: number) => IDBKeyRange.bound([game, index], [game, Infinity]);

export class GameStore {
  /**
   * `writer`: this page's id in the claims (db.ts). Each page load is a writer of its own: a game
   * is written by the page that opened it last, and only by it.
   */
  private constructor(private readonly db: Database, readonly writer: string) {}

  static async open(name = DB_NAME, hooks: OpenHooks = {}, writer = newGameId()): Promise<GameStore> {
    return new GameStore(await openDatabase(name, hooks), writer);
  }

  /**
   * This page plays game `id` from now on: any other page's later writes of it are refused
   * (GameTakenError), while its writes begun earlier come first (IndexedDB runs transactions on a
   * store in the order they were made), so a load after the claim holds all of them. Throws
   * GameGoneError for a game deleted meanwhile.
   */
  async claim(id: string): Promise<void> {
    const tx = this.db.transaction(['claims', 'summaries'], 'readwrite', RELAXED);
    tx.done.catch(() => undefined);
    const claims = tx.objectStore('claims'), summaries = tx.objectStore('summaries');
    const [key, row] = await Promise.all([claims.index('by-game').getKey(id), summaries.get(id)]);
    if (key && key[1] === DELETED_WRITER) { tx.abort(); throw new GameGoneError(id); }
    const ops: Promise<unknown>[] = [];
    if (key && key[1] !== this.writer) ops.push(claims.delete(key));
    ops.push(claims.put({ game: id, writer: this.writer }));
    // The list's row is this page's from now on: the other page's summaries and snapshots stop.
    if (row && row.writer !== this.writer) ops.push(summaries.put({ ...row, writer: this.writer }));
    await Promise.all([...ops, tx.done]);
  }

  /**
   * Drops the claims that can no longer matter (db.ts), unless `othersOpen` says another page of
   * the app may be open. A deleted game's claim (DELETED_WRITER) refuses the writes of a page that
   * still shows the game; a claim of a game without a header (a page claimed a game already gone)
   * refuses the first write of a game only its page had. Either matters only to a page open when
   * the row was written. So: the rows are read first, then the other pages are asked, then only
   * the rows read (and still there, their game still without a header) are deleted — every page
   * open when they were written was gone when no other page was, and a page opened since never
   * had such a game. Claims of saved games stay (one per game: the next claim replaces it).
   * Returns how many rows went.
   */
  async pruneClaims(othersOpen: () => Promise<boolean>): Promise<number> {
    const read = this.db.transaction(['claims', 'headers'], 'readonly');
    read.done.catch(() => undefined);
    const [claims, games] = await Promise.all([read.objectStore('claims').getAllKeys(), read.objectStore('headers').getAllKeys()]);
    const saved = new Set(games);
    const stale = claims.filter(([game, writer]) => writer !== this.writer && !saved.has(game));
    if (stale.length === 0 || await othersOpen()) return 0;
    const tx = this.db.transaction(['claims', 'headers'], 'readwrite', RELAXED);
    tx.done.catch(() => undefined);
    const present = await Promise.all(stale.map(async (key) => {
      const [row, head] = await Promise.all([tx.objectStore('claims').getKey(key), tx.objectStore('headers').getKey(key[0])]);
      return row !== undefined && head === undefined ? key : null;
    }));
    const gone = present.filter((key) => key !== null);
    await Promise.all([...gone.map((key) => tx.objectStore('claims').delete(key)), tx.done]);
    return gone.length;
  }

  /** Why a write of game `id` was refused by its claim (after the fact: another read). */
  private async refusal(id: string): Promise<Error> {
    const key = await this.db.getKeyFromIndex('claims', 'by-game', id).catch(() => undefined);
    return key?.[1] === DELETED_WRITER ? new GameGoneError(id) : new GameTakenError(id);
  }

  close(): void {
    this.db.close();
  }

  /** Appends an autosave (see AppendWrite); with a summary it also marks the game as the last one played. */
  async append(id: string, w: AppendWrite): Promise<void> {
    // Only the stores this write touches: a transaction waits for every earlier one that shares a
    // store with it, and each store in scope costs time. (The summary and snapshot share no store
    // with it: putIfHeld.)
    // The claim is part of every append: a put of this page's claim row violates the claims'
    // unique index when another page holds the game (or it was deleted), which aborts the whole
    // transaction inside IndexedDB, with no round trip to the page before the commit.
    const stores: ('headers' | 'summaries' | 'actions' | 'meta' | 'snapshots' | 'claims')[] = ['actions', 'claims'];
    if (w.header) stores.push('headers');
    if (w.summary) stores.push('summaries', 'meta');
    if (w.truncate) stores.push('snapshots');
    const tx = this.db.transaction(stores, 'readwrite', RELAXED);
    const ops: Promise<unknown>[] = [];
    let refused = false;
    try {
      ops.push(tx.objectStore('claims').put({ game: id, writer: this.writer }).catch((e: unknown) => {
        if ((e as { name?: string } | null)?.name === 'ConstraintError') refused = true;
        throw e;
      }));
      const actions = tx.objectStore('actions');
      if (w.header) ops.push(tx.objectStore('headers').put({ id, header: w.header }));
      if (w.truncate) {
        ops.push(actions.delete(after(id, w.length)));
        // A snapshot from after the actions taken back no longer describes this game.
        ops.push(tx.objectStore('snapshots').get(id).then((s) => (s && s.at > w.length ? tx.objectStore('snapshots').delete(id) : undefined)));
      }
      w.actions.forEach((action, i) => ops.push(actions.put({ game: id, index: w.from + i, action })));
      if (w.summary) {
        ops.push(tx.objectStore('summaries').put({ ...w.summary, writer: this.writer }));
        ops.push(tx.objectStore('meta').put({ key: 'last', value: id }));
      }
      // Every request is made (the undo's chained get is not): commit now rather than once the page
      // has heard back from each request, which may wait behind whatever else the page is doing.
      if (!w.truncate) tx.commit?.();
    } catch (e) {
      // A request refused on the spot (e.g. a value that cannot be stored): none of it may commit.
      tx.abort();
      ops.forEach((op) => op.catch(() => undefined));
      tx.done.catch(() => undefined);
      throw e;
    }
    try {
      await Promise.all([...ops, tx.done]);
    } catch (e) {
      if (refused) throw await this.refusal(id);
      // A transaction aborted by the browser (e.g. over quota) names the cause on itself; its
      // requests only say "aborted".
      throw tx.error ?? e;
    }
  }

  /** The list's row of a game and "last game played": after its actions are committed, apart from them. */
  async putSummary(row: SummaryRow): Promise<void> {
    await this.putIfHeld(row.id, ['meta'], (tx) => [
      tx.objectStore('summaries').put({ ...row, writer: this.writer }), tx.objectStore('meta').put({ key: 'last', value: row.id }),
    ]);
  }

  /** Writes a whole record (an import, or a game saved for the first time with its actions). */
  async save(id: string, record: GameRecord, summary: GameSummary, now = Date.now()): Promise<void> {
    const old = await this.db.get('summaries', id);
    const { header, actions } = splitRecord(record);
    const row = { id, summary, length: actions.length, created: old?.created ?? now, updated: now };
    await this.append(id, { header, from: 0, actions, length: actions.length, truncate: true, summary: row });
  }

  /**
   * Keeps the state after `at` actions so a cold resume replays only what follows. Its own
   * transaction on its own store: it never holds up the autosave of the next action. `digest`:
   * actionsDigest of those `at` actions (a snapshot without one is never used).
   */
  async putSnapshot(id: string, at: number, engine: string, state: GameState, ui?: unknown, digest?: string): Promise<void> {
    await this.putIfHeld(id, ['snapshots'], (tx) => [tx.objectStore('snapshots').put({ game: id, at, engine, state, ui, digest })]);
  }

  /**
   * Writes of game `id` apart from its actions (the summary, a snapshot), only while this page
   * holds the game, told by the list's row: it names the page that holds the game (claim() puts it
   * there), and a deleted game has none. Else the write would list a game that cannot be opened, or
   * overwrite the newer row of the page that opened the game since. The writes are made first — a
   * put copies its value at once, so a later move cannot leak into it — and the transaction is
   * aborted, undoing them, if the row says no. Its stores are not the append's (actions, claims):
   * the next move's autosave never waits for it.
   */
  private async putIfHeld(id: string, stores: ('meta' | 'snapshots')[], writes: (tx: HeldTransaction) => Promise<unknown>[]): Promise<void> {
    const tx = this.db.transaction(['summaries', ...stores], 'readwrite', RELAXED);
    tx.done.catch(() => undefined);
    const listed = tx.objectStore('summaries').get(id); // first: it reads the row as it was
    const ops = writes(tx);
    ops.forEach((op) => op.catch(() => undefined));
    const row = await listed;
    if (!row || (row.writer !== undefined && row.writer !== this.writer)) { tx.abort(); return; }
    await Promise.all([...ops, tx.done]);
  }

  /**
   * Loads a game in one read transaction. The record is parsed like an import (schema and
   * migrations of older record versions). `engine`: the build whose snapshots may be used.
   */
  async load(id: string, engine?: string): Promise<SavedGame | undefined> {
    const tx = this.db.transaction(['headers', 'summaries', 'actions', 'snapshots'], 'readonly');
    // Each read's result is final once its request succeeded (a failed one rejects Promise.all
    // below, and the abort that follows rejects tx.done: handled here, not left unhandled). The
    // transaction's 'complete' event comes after the reads, behind whatever the page is doing at
    // start-up — measured 0–27 ms on a cold resume — so the resume does not wait for it.
    tx.done.catch(() => undefined);
    const [head, row, snap, rows] = await Promise.all([
      tx.objectStore('headers').get(id), tx.objectStore('summaries').get(id),
      engine ? tx.objectStore('snapshots').get(id) : Promise.resolve(undefined as SnapshotRow | undefined),
      tx.objectStore('actions').getAll(after(id, 0)),
    ]);
    if (!head || !row) return undefined;
    // The rows are the record: an autosave appends one, an undo deletes the ones after it, each in
    // one transaction. The summary is written after them, so it may count fewer (or more, after an undo).
    const actions = rows.map((r) => r.action);
    const gap = rows.findIndex((r, i) => r.index !== i);
    if (gap >= 0) throw new Error(`saved game ${id} lacks action ${gap}`);
    const record = parseRecord({ ...head.header, actions });
    const migrated = record.version !== head.header.version;
    // Only a snapshot of this engine taken after exactly these actions (the digest; a few hundred
    // actions hash in well under a millisecond of the cold resume).
    const snapshot = snap && snap.engine === engine && snap.at <= actions.length && !migrated && snap.digest === actionsDigest(actions, snap.at)
      ? { at: snap.at, state: snap.state, ui: snap.ui } : undefined;
    return { ...row, length: actions.length, record, snapshot, migrated, summaryBehind: row.length !== actions.length };
  }

  /** The saves list, newest first: summaries only. */
  async list(): Promise<SaveListing[]> {
    return (await this.db.getAllFromIndex('summaries', 'by-updated')).reverse();
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction(['headers', 'summaries', 'actions', 'snapshots', 'meta', 'claims'], 'readwrite');
    const meta = tx.objectStore('meta'), claims = tx.objectStore('claims');
    const [last, current, claim] = await Promise.all([meta.get('last'), meta.get('current'), claims.index('by-game').getKey(id)]);
    const ops: Promise<unknown>[] = [
      tx.objectStore('headers').delete(id), tx.objectStore('summaries').delete(id),
      tx.objectStore('actions').delete(after(id, 0)), tx.objectStore('snapshots').delete(id),
    ];
    // A page still playing the game (another window) is refused from now on, and told it is gone.
    if (claim) ops.push(claims.delete(claim));
    ops.push(claims.put({ game: id, writer: DELETED_WRITER }));
    if (last?.value === id) ops.push(meta.put({ key: 'last', value: null }));
    if (current?.value === id) ops.push(meta.put({ key: 'current', value: null }));
    await Promise.all([...ops, tx.done]);
  }

  /** The summary of the game saved most recently, if it still exists. */
  async last(): Promise<SaveListing | undefined> {
    const entry = await this.db.get('meta', 'last');
    return entry?.value ? this.db.get('summaries', entry.value) : undefined;
  }

  /** The game a window opened last (a fresh window reopens it: ui/game/open-game.ts). */
  async current(): Promise<string | null> {
    return (await this.db.get('meta', 'current'))?.value ?? null;
  }

  async setCurrent(id: string | null): Promise<void> {
    await this.db.put('meta', { key: 'current', value: id });
  }

  /** No game is the one open, if game `id` still is (one transaction: another window's newer one stays). */
  async clearCurrent(id: string): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite', RELAXED);
    tx.done.catch(() => undefined);
    const meta = tx.objectStore('meta');
    if ((await meta.get('current'))?.value === id) meta.put({ key: 'current', value: null }).catch(() => undefined); // tx.done says
    await tx.done;
  }

  /**
   * Imports an exported record. The text's size and nesting are checked before it is parsed;
   * `check` may refuse the record (e.g. replay it) by throwing. Nothing is written unless all pass.
   * The look for the same game (findSame) and the save are ONE readwrite transaction: IndexedDB runs
   * transactions on shared stores one after the other, so of two imports of one file started at
   * once (two taps, two windows) the second finds the first's game instead of saving it again.
   */
  async importRecord(text: string, check: (record: GameRecord) => GameSummary, now = Date.now()): Promise<ImportResult> {
    checkImportText(text);
    const record = parseRecord(text);
    const summary = check(record);
    const { header, actions } = splitRecord(record);
    const tx = this.db.transaction(['headers', 'summaries', 'actions', 'meta', 'claims'], 'readwrite', RELAXED);
    tx.done.catch(() => undefined);
    try {
      const same = await findSame(tx, record);
      // The start screen's Continue opens the game just imported, as after any import.
      const id = same ?? newGameId();
      const ops: Promise<unknown>[] = [tx.objectStore('meta').put({ key: 'last', value: id })];
      if (same === undefined) {
        // As the first autosave of a game writes it (append): this page claims it.
        ops.push(tx.objectStore('claims').put({ game: id, writer: this.writer }));
        ops.push(tx.objectStore('headers').put({ id, header }));
        actions.forEach((action, index) => ops.push(tx.objectStore('actions').put({ game: id, index, action })));
        ops.push(tx.objectStore('summaries').put({ id, summary, length: actions.length, created: now, updated: now, writer: this.writer }));
      }
      await Promise.all([...ops, tx.done]);
      return { id, existing: same !== undefined };
    } catch (e) {
      try { tx.abort(); } catch { /* already finished */ }
      throw tx.error ?? e;
    }
  }
}

/** What an import did: `existing` when the very same game was already saved (nothing was written). */
export interface ImportResult { id: string; existing: boolean }

type ImportTransaction = IDBPTransaction<CarcassonneDB, ('headers' | 'summaries' | 'actions' | 'meta' | 'claims')[], 'readwrite'>;

/**
 * A saved game whose record is `record` exactly (a file imported twice, an export brought back to
 * the tablet it came from): importing it again would only list the same game twice. Read in the
 * import's own transaction. Only a game with the same player names and the same header is read
 * whole; an import is rare, so this costs less than keeping a fingerprint in every summary.
 */
async function findSame(tx: ImportTransaction, record: GameRecord): Promise<string | undefined> {
  const names = JSON.stringify(record.players.map((p) => p.name)), key = canonicalJson(record);
  // The header (set-up, seed, deck) tells games apart before their actions are read: a family
  // tablet keeps many games of the same players.
  const headKey = canonicalJson(splitRecord(record).header);
  for (const row of (await tx.objectStore('summaries').index('by-updated').getAll()).reverse()) {
    if (JSON.stringify(row.summary.players.map((p) => p.name)) !== names) continue;
    const head = await tx.objectStore('headers').get(row.id);
    if (!head || canonicalJson(head.header) !== headKey) continue;
    const rows = await tx.objectStore('actions').getAll(after(row.id, 0));
    let saved: GameRecord;
    try {
      saved = parseRecord({ ...head.header, actions: rows.map((r) => r.action) });
    } catch {
      continue; // a saved game that no longer parses is not this one
    }
    if (canonicalJson(saved) === key) return row.id;
  }
  return undefined;
}

/** JSON with every object's keys in sorted order: two records alike field by field give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
    : v));
}
