// Reopening a saved game (Continue, Open, the game that was open when the app closed). While the
// autosave holds changes of it not yet committed, its copy is the newest and is the one reopened:
// IndexedDB lacks those moves, and a write that fails later must still find them. Otherwise the
// game is read from IndexedDB: its latest snapshot plus the actions after it, or the whole record.
import { SetupError, type ExpansionModule } from '../../core/index.js';
import { GameGoneError, type Autosaver, type GameStore } from '../storage/index.js';
import { Session } from './session.js';

/** The game is neither in IndexedDB nor kept by the autosave (deleted meanwhile, or never written). */
export class MissingGameError extends SetupError {
  constructor(id: string) {
    super('missing-save', `no saved game ${id}`);
  }
}

export interface Reopened {
  session: Session;
  /** How it was rebuilt from IndexedDB: its actions, the snapshot used (if any), the ms it took. Null: the autosave's copy. */
  resumed: { actions: number; fromSnapshot: number | null; ms: number } | null;
}

export interface ReopenDeps {
  catalog: readonly ExpansionModule[];
  autosaver: Autosaver;
  store: GameStore | null;
  /** The engine build whose snapshots may be used. */
  engine: string;
  onChange: (session: Session) => Promise<unknown> | void;
}

/** Throws MissingGameError, or what loading and replaying the record throws (ReplayError …). */
export async function reopenGame(id: string, deps: ReopenDeps): Promise<Reopened> {
  const held = deps.autosaver.pending(id);
  if (held instanceof Session) return { session: held, resumed: null };
  const t0 = performance.now();
  // Claimed before it is read: another window's writes of it from now on are refused, and those
  // it began earlier are in what the load reads (game-store.ts). A deleted game throws here.
  await deps.store?.claim(id).catch((e: unknown) => { throw e instanceof GameGoneError ? new MissingGameError(id) : e; });
  const saved = await deps.store?.load(id, deps.engine);
  if (!saved) throw new MissingGameError(id);
  const session = Session.resume(deps.catalog, saved.record, id, deps.onChange, saved.snapshot);
  const ms = performance.now() - t0;
  const state = saved.migrated ? null : { actions: saved.length, created: saved.created, snapshotAt: saved.snapshot?.at ?? 0, summaryBehind: saved.summaryBehind };
  // A write of this game may have failed while it was being read: the autosave's copy wins then.
  const tracked = deps.autosaver.track(session, state, saved.created);
  if (tracked !== session && tracked instanceof Session) return { session: tracked, resumed: null };
  // What the resume did, not what was offered: a snapshot that did not fit was replayed over.
  return { session, resumed: { actions: saved.length, fromSnapshot: session.resumedFrom, ms } };
}
