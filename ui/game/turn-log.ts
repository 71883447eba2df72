// The current turn's log: every event its actions returned (what each game.apply gave back), per
// action so an undo drops exactly its own, and where the turn's scores start in state.scoring.
// Nothing of it is saved: a resumed game rebuilds it by replaying the record (replayWithLog).
import { Chronicle } from './chronicle.js';
import {
  Game, type Action, type ExpansionModule, type GameEvent, type GameSetup, type RuleError, type ScoreEvent,
} from '../../core/index.js';

export interface TurnScoring {
  player: number;
  events: ScoreEvent[];
  /** Every game event of that turn, in order (what each apply returned): the turn log. */
  log: GameEvent[];
}

export class TurnLog {
  private entries: { action: number; events: GameEvent[] }[] = [];

  /**
   * `scoringMark`: the length of state.scoring when the turn started. `start`: the number of
   * actions the game had then (null: not known, e.g. a game handed over mid-turn without its replay).
   */
  constructor(private readonly scoringMark: number, readonly start: number | null) {}

  /** The events action number `action` (its index in game.actions) returned. */
  add(action: number, events: GameEvent[]): void {
    this.entries.push({ action, events });
  }

  /** After an undo: keeps only the entries of the first `actions` actions. */
  keep(actions: number): void {
    this.entries = this.entries.filter((e) => e.action < actions);
  }

  /** The events in order; with `before`, only those of the actions before that action number. */
  events(before = Infinity): GameEvent[] {
    return this.entries.flatMap((e) => e.action < before ? e.events : []);
  }

  /** Whether action number `action` belongs to this turn. */
  has(action: number): boolean {
    return this.entries.some((e) => e.action === action);
  }

  /** The score events of this turn so far, out of the game's state.scoring. */
  scoring(all: readonly ScoreEvent[]): ScoreEvent[] {
    return all.slice(this.scoringMark);
  }

  /** The turn of `player` is over: what it scored and logged. */
  close(player: number, all: readonly ScoreEvent[]): TurnScoring {
    return { player, events: this.scoring(all), log: this.events() };
  }
}

export type LoggedReplay =
  /** `closed`: the log of the turn before the current one, when the replay saw it end (else null). */
  | { ok: true; game: Game; log: TurnLog; closed: TurnLog | null; chronicle: Chronicle }
  | { ok: false; index: number; error: RuleError };

/**
 * core replay(), keeping the events of the current turn's actions: those applied since the turn
 * number last changed (the action that ends a turn belongs to that turn, as in Session.apply; the
 * undo floor is no boundary, a non-undoable action moves it within a turn), and the chronicle of
 * the turns before it. With `from` it goes on from a game already at action `from.game.actionCount`
 * (a restored snapshot taken at a turn's start, so the turn's log is complete) and its chronicle.
 */
export function replayWithLog(
  catalog: readonly ExpansionModule[], setup: GameSetup, actions: readonly Action[], from?: { game: Game; chronicle: Chronicle },
): LoggedReplay {
  const game = from?.game ?? Game.create(catalog, setup);
  const chronicle = from?.chronicle ?? new Chronicle(game);
  let log = new TurnLog(game.state.scoring.length, game.state.actionCount), closedLog: TurnLog | null = null;
  for (let i = game.state.actionCount; i < actions.length; i++) {
    const turn = game.state.turn.number, player = game.state.turn.player;
    const result = game.apply(actions[i]);
    if (!result.ok) return { ok: false, index: i, error: result.error };
    log.add(i, result.events);
    if (game.state.turn.number !== turn || game.state.finished) {
      const closed = log.close(player, game.state.scoring);
      chronicle.close(game, turn, player, closed.events, closed.log);
      closedLog = log;
      log = new TurnLog(game.state.scoring.length, i + 1);
    }
  }
  return { ok: true, game, log, closed: closedLog, chronicle };
}
