// Saved games in IndexedDB through idb (docs/architecture.md). A save is the game record (docs/records.md) plus a
// small summary for the list; the record alone is what resumes a game (it is replayed). Every
// autosave is ONE readwrite transaction over both stores, so the record and "last game" agree
// even if the tab dies half-way.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { parseRecord, type GameRecord } from '../../core/index.js';

export const DB_NAME = 'carcassonne';
/** Schema version of the database (not of records: those carry their own `version`). */
export const DB_VERSION = 1;

export interface GameSummary {
  players: { name: string; color: string }[];
  turn: number;
  finished: boolean;
  scores: number[];
}

export interface SavedGame {
  id: string;
  record: GameRecord;
  summary: GameSummary;
  /** ms since the epoch. */
  created: number;
  updated: number;
}

interface MetaEntry {
  key: 'last' | 'current';
  value: string | null;
}

interface CarcassonneDB extends DBSchema {
  games: { key: string; value: SavedGame; indexes: { 'by-updated': number } };
  meta: { key: string; value: MetaEntry };
}

export function newGameId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

export class GameStore {
  private constructor(private readonly db: IDBPDatabase<CarcassonneDB>) {}

  static async open(name = DB_NAME): Promise<GameStore> {
    const db = await openDB<CarcassonneDB>(name, DB_VERSION, {
      upgrade(database, oldVersion) {
        // Migrations run in order; each step takes the schema one version further.
        if (oldVersion < 1) {
          const games = database.createObjectStore('games', { keyPath: 'id' });
          games.createIndex('by-updated', 'updated');
          database.createObjectStore('meta', { keyPath: 'key' });
        }
      },
      blocking() {
        // A newer tab wants to upgrade the schema: let it (this tab's next save reopens).
        db.close();
      },
    });
    return new GameStore(db);
  }

  close(): void {
    this.db.close();
  }

  /** Saves a game (new or existing) and marks it as the last one played, in one transaction. */
  async save(id: string, record: GameRecord, summary: GameSummary, now = Date.now()): Promise<void> {
    const tx = this.db.transaction(['games', 'meta'], 'readwrite');
    const games = tx.objectStore('games');
    const old = await games.get(id);
    await Promise.all([
      games.put({ id, record, summary, created: old?.created ?? now, updated: now }),
      tx.objectStore('meta').put({ key: 'last', value: id }),
      tx.done,
    ]);
  }

  async load(id: string): Promise<SavedGame | undefined> {
    return this.db.get('games', id);
  }

  /** Newest first. */
  async list(): Promise<SavedGame[]> {
    const all = await this.db.getAllFromIndex('games', 'by-updated');
    return all.reverse();
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'meta'], 'readwrite');
    const meta = tx.objectStore('meta');
    const [last, current] = await Promise.all([meta.get('last'), meta.get('current')]);
    const ops: Promise<unknown>[] = [tx.objectStore('games').delete(id)];
    if (last?.value === id) ops.push(meta.put({ key: 'last', value: null }));
    if (current?.value === id) ops.push(meta.put({ key: 'current', value: null }));
    await Promise.all([...ops, tx.done]);
  }

  /** The game saved most recently, if it still exists. */
  async last(): Promise<SavedGame | undefined> {
    const entry = await this.db.get('meta', 'last');
    return entry?.value ? this.load(entry.value) : undefined;
  }

  /** The game that was open when the app was closed (resumed directly on the next start). */
  async current(): Promise<string | null> {
    return (await this.db.get('meta', 'current'))?.value ?? null;
  }

  async setCurrent(id: string | null): Promise<void> {
    await this.db.put('meta', { key: 'current', value: id });
  }

  /**
   * Imports an exported record. `check` may refuse it (e.g. replay it); it throws with a message.
   * Nothing is written unless the record parses and passes the check.
   */
  async importRecord(text: string, check: (record: GameRecord) => GameSummary): Promise<string> {
    const record = parseRecord(text);
    const summary = check(record);
    const id = newGameId();
    await this.save(id, record, summary);
    return id;
  }
}

/** The export format is the record itself, pretty-printed (readable in a bug report). */
export function exportRecord(record: GameRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
