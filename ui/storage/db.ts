// The IndexedDB schema of saved games and its migrations (docs/architecture.md). A game is kept in pieces so
// that an autosave writes only what changed and the start screen reads only what it shows:
//   headers    – the record without its actions (players, expansions, options, seed, deck): written once
//   summaries  – what the saves list shows (names, turn, scores, times, number of actions): small,
//                written after the actions it describes (it may lag one move behind them)
//   actions    – one row per action, keyed [game, index]: an autosave appends the new one, and
//                the rows are the record (an undo deletes the rows it takes back)
//   snapshots  – the latest state snapshot of a game (a cold resume replays only what follows it)
//   meta       – 'last' (the game saved most recently) and 'current' (the game a window opened last:
//                a fresh window reopens it; a reloaded one its own, ui/game/open-game.ts)
//   claims     – which page (a tab or window of this browser) plays a game: one row per game, made
//                unique by an index, so a write of any other page fails inside IndexedDB itself
//                (game-store.ts: two windows on one game never mix their moves); a deleted game's row,
//                which only a page open at the time could need, goes once no other page is (pruneClaims)
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Action, GameState } from '../../core/index.js';
import type { GameRecord } from '../../core/index.js';

export const DB_NAME = 'carcassonne';
/** Schema version of the database (records carry their own `version`). 1: whole records; 2: pieces; 3: claims. */
export const DB_VERSION = 3;

export interface GameSummary {
  players: { name: string; color: string }[];
  turn: number;
  finished: boolean;
  scores: number[];
}

/** A record without its actions. */
export type RecordHeader = Omit<GameRecord, 'actions'>;

export interface SummaryRow {
  id: string;
  summary: GameSummary;
  /** How many actions the game had when this row was written (the action rows are the record: they may be ahead). */
  length: number;
  /** ms since the epoch. */
  created: number;
  updated: number;
  /**
   * The page (GameStore.writer) that wrote the row while holding the game: a page that no longer
   * holds it writes no summary or snapshot of it (GameStore.putIfHeld). Absent in older rows.
   */
  writer?: string;
}

export interface ActionRow { game: string; index: number; action: Action }

/**
 * The page that plays a game (`writer`: a random id per page load), keyed [game, writer] with a
 * unique index on `game`: a put of another writer's row for the same game violates the index.
 * A deleted game keeps a row of writer DELETED_WRITER, so a page still playing it is refused too.
 */
export interface ClaimRow { game: string; writer: string }

/** The writer of a deleted game's claim. */
export const DELETED_WRITER = '(deleted)';

export interface SnapshotRow {
  game: string;
  /** The state is the one after this many actions. */
  at: number;
  /** Engine build the state came from: a snapshot of another build is ignored (the record is replayed). */
  engine: string;
  state: GameState;
  /** What the app keeps beside the state (the session's chronicle of turns), as plain data. */
  ui?: unknown;
  /** actionsDigest of the actions it was taken after: a snapshot without it, or not matching the stored ones, is ignored. */
  digest?: string;
}

/** Version 1's one row per game (read only by the migration). */
interface LegacyGame { id: string; record: GameRecord; summary: GameSummary; created: number; updated: number }

export interface CarcassonneDB extends DBSchema {
  headers: { key: string; value: { id: string; header: RecordHeader } };
  summaries: { key: string; value: SummaryRow; indexes: { 'by-updated': number } };
  actions: { key: [string, number]; value: ActionRow };
  snapshots: { key: string; value: SnapshotRow };
  meta: { key: string; value: { key: 'last' | 'current'; value: string | null } };
  claims: { key: [string, string]; value: ClaimRow; indexes: { 'by-game': string } };
  games: { key: string; value: LegacyGame; indexes: { 'by-updated': number } };
}

export type Database = IDBPDatabase<CarcassonneDB>;

export interface OpenHooks {
  /** Another tab holds an older version open and does not let go: the upgrade waits for it. */
  blocked?(): void;
  /** Another tab wants a newer schema: this connection closes and later writes fail until a reload. */
  replaced?(): void;
}

export function splitRecord(record: GameRecord): { header: RecordHeader; actions: Action[] } {
  const { actions, ...header } = record;
  return { header, actions };
}

export async function openDatabase(name: string, hooks: OpenHooks = {}): Promise<Database> {
  const db = await openDB<CarcassonneDB>(name, DB_VERSION, {
    async upgrade(database, oldVersion, _newVersion, tx) {
      // Migrations run in order, each taking the schema one version further, inside the upgrade
      // transaction: if the tab dies half-way nothing changes and the next start migrates again.
      if (oldVersion < 1) {
        database.createObjectStore('meta', { keyPath: 'key' });
      }
      if (oldVersion < 2) {
        database.createObjectStore('headers', { keyPath: 'id' });
        database.createObjectStore('summaries', { keyPath: 'id' }).createIndex('by-updated', 'updated');
        database.createObjectStore('actions', { keyPath: ['game', 'index'] });
        database.createObjectStore('snapshots', { keyPath: 'game' });
        if (oldVersion === 1) {
          const legacy = await tx.objectStore('games').getAll();
          for (const g of legacy) {
            const { header, actions } = splitRecord(g.record);
            void tx.objectStore('headers').put({ id: g.id, header });
            void tx.objectStore('summaries').put({ id: g.id, summary: g.summary, length: actions.length, created: g.created, updated: g.updated });
            actions.forEach((action, index) => void tx.objectStore('actions').put({ game: g.id, index, action }));
          }
          database.deleteObjectStore('games');
        }
      }
      if (oldVersion < 3) {
        // Games saved before have no claim: the first page to write one claims it.
        database.createObjectStore('claims', { keyPath: ['game', 'writer'] }).createIndex('by-game', 'game', { unique: true });
      }
    },
    blocked() {
      hooks.blocked?.();
    },
    blocking() {
      // A newer version of the app opened in another tab: let it upgrade.
      db.close();
      hooks.replaced?.();
    },
  });
  return db;
}
