// How a saved or imported game is rebuilt when it is opened: the record migrated and checked
// against the modules this app has, then replayed — from the saved snapshot when there is one that
// restores and replays, else from the start, which is always the truth. The replay gives back what
// the session keeps beside the engine's game (turn-log.ts, chronicle.ts); nothing of that is saved.
import {
  checkRecordModules, Game, migrateRecord, setupOf,
  type ExpansionModule, type GameRecord, type GameState,
} from '../../core/index.js';
import { Chronicle, type ChronicleData } from './chronicle.js';
import { ReplayError } from './replay-error.js';
import { replayWithLog, type LoggedReplay, type TurnLog, type TurnScoring } from './turn-log.js';

/** A saved snapshot: the engine state after `at` actions (taken at a turn's start) and the session's data then. */
export interface SavedSnapshot { at: number; state: GameState; ui?: unknown }

/** A replay that succeeded; `from`: the snapshot's action count it went on from, or null (a full replay). */
export type SavedReplay = Extract<LoggedReplay, { ok: true }> & { from: number | null };

/** Replays `record` (from `snapshot` when it can); throws ReplayError if the record does not replay. */
export function replaySaved(catalog: readonly ExpansionModule[], record: GameRecord, snapshot?: SavedSnapshot): SavedReplay {
  // A save from an older app (record version 1) is migrated first; it replays to the same game.
  record = migrateRecord(record);
  // Written by modules this app has, and not by newer versions of them.
  checkRecordModules(catalog, record);
  const setup = setupOf(record);
  if (snapshot?.ui) {
    try {
      const game = Game.restore(catalog, snapshot.state, record.actions.slice(0, snapshot.at));
      const chronicle = new Chronicle(null, snapshot.ui as ChronicleData);
      const result = replayWithLog(catalog, setup, record.actions, { game, chronicle });
      if (result.ok) return { ...result, from: snapshot.at };
    } catch {
      // the full replay below is the truth
    }
  }
  const result = replayWithLog(catalog, setup, record.actions);
  if (!result.ok) throw new ReplayError(result.index, result.error.message);
  return { ...result, from: null };
}

/**
 * A finished turn of the rebuilt chronicle (`back` 1: the last one, 2: the one before) as the
 * handoff card and the side panel tell it, or null: a resumed game tells the turns before it as a
 * game played on from there would.
 */
export function toldTurn(chronicle: Chronicle, back: number): TurnScoring | null {
  const turn = chronicle.turns.at(-back);
  return turn ? { player: turn.player, events: turn.events, log: turn.log } : null;
}

/**
 * The log of the turn `game`'s last action ended, with the turn before it (as TurnStory wants
 * them), replayed from the start; null when the last action ended no turn or the record does not replay.
 */
export function closedTurnOf(catalog: readonly ExpansionModule[], game: Game): { log: TurnLog; last: TurnScoring | null } | null {
  const r = replayWithLog(catalog, game.state.setup, game.actions);
  return r.ok && r.closed?.has(game.actions.length - 1) ? { log: r.closed, last: toldTurn(r.chronicle, 2) } : null;
}
