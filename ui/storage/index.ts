// Saved games (docs/architecture.md): the IndexedDB schema (db.ts), the store (game-store.ts), the autosave
// queue behind the save banner (autosave.ts), the limits an import must respect (import-limits.ts) and
// the patient opening of the database at start-up (open-saves.ts).
import type { GameRecord } from '../../core/index.js';

export { DB_NAME, DB_VERSION, type GameSummary, type RecordHeader } from './db.js';
export { GameGoneError, GameStore, GameTakenError, newGameId, type ImportResult, type SavedGame, type SaveListing, type AppendWrite } from './game-store.js';
export { Autosaver, SNAPSHOT_EVERY, classify, type LostReason, type SaveStatus, type SaveFailure, type Saveable } from './autosave.js';
export { actionsDigest } from './digest.js';
export { LATE, OPEN_RETRY_MS, openSaves, SAVES_LATE_MS, within } from './open-saves.js';
export { checkImportSize, checkImportText, ImportLimitError, MAX_IMPORT_BYTES, MAX_IMPORT_DEPTH, formatBytes } from './import-limits.js';

/** The export format is the record itself, pretty-printed (readable in a bug report). */
export function exportRecord(record: GameRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
