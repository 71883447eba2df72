// The turn story: what the table tells of the current turn and the one before it — the current
// turn's log (turn-log.ts), the turn that ended last (the handoff card, the side panel's 'Last
// turn', the board's highlight of what it scored), whether a resume rebuilt that turn (then its
// score show was seen before the reload), and the turn before it, kept while the action that ended
// it is still presented: the table tells that turn as the current one until the show ends. Session
// (session.ts) owns one and tells it what its apply, undo and resume did; it decides nothing about
// the game. No DOM here.
import type { ExpansionModule, Game, GameEvent, ScoreEvent } from '../../core/index.js';
import type { Chronicle } from './chronicle.js';
import type { Presenting } from './presentation.js';
import { closedTurnOf, toldTurn } from './replay-saved.js';
import { turnHighlight } from './score-show.js';
import { TurnLog, type TurnScoring } from './turn-log.js';

/** What the side panel tells: the current turn so far, and the turn before it (null when not known). */
export interface Story { now: TurnScoring; last: TurnScoring | null }

/** A turn that ended, with the turn told as last before it. */
interface ClosedTurn { log: TurnLog; last: TurnScoring | null }

export class TurnStory {
  /** What the previous turn scored and logged (shown on the handoff screen and highlighted on the board). */
  lastTurn: TurnScoring | null = null;
  /** The previous turn as a resume rebuilt it (lastTurn then): told again, but its score show was seen before the reload. */
  resumedTurn: TurnScoring | null = null;
  /** This turn's events so far, per action (an undo drops the entries of the actions it takes back). */
  private log: TurnLog;
  /**
   * The turn that ended last, with the turn before it: while the action that ended it is presented,
   * the side panel still tells it as the current turn (story()).
   */
  private closed: ClosedTurn | null = null;

  constructor(game: Game) {
    // A new game starts its first turn; any other has its log from resumed() (the replay).
    this.log = new TurnLog(game.state.scoring.length, game.actions.length === 0 ? 0 : null);
  }

  /** A resume's replay rebuilt the current turn's log and the chronicle: the turns before it are told as before the reload. */
  resumed(replay: { log: TurnLog; closed: TurnLog | null; chronicle: Chronicle }): void {
    this.log = replay.log;
    this.lastTurn = this.resumedTurn = toldTurn(replay.chronicle, 1);
    if (replay.closed) this.closed = { log: replay.closed, last: toldTurn(replay.chronicle, 2) };
  }

  /** Action number `index` was applied and returned `events`. */
  acted(index: number, events: GameEvent[]): void {
    this.log.add(index, events);
  }

  /** `game`'s last action ended the turn of `player`: it becomes the last turn, and a new one starts. */
  endTurn(player: number, game: Game): TurnScoring {
    this.closed = { log: this.log, last: this.lastTurn };
    this.lastTurn = this.log.close(player, game.state.scoring);
    this.log = new TurnLog(game.state.scoring.length, game.actions.length);
    return this.lastTurn;
  }

  /** An undo left the game with `actions` actions: the entries of those it took back go. */
  undone(actions: number): void {
    this.log.keep(actions);
  }

  /**
   * After a resume, `game`'s last action is presented again and it ended a turn: nobody saw that
   * turn's outcome before the reload, so its score show may play, and the story tells it as the
   * current one meanwhile. A snapshot taken right after the action left the resume nothing to
   * replay, and so no log of that turn: replayed now.
   */
  endShownAgain(catalog: readonly ExpansionModule[], game: Game): void {
    this.resumedTurn = null;
    if (!this.closed?.log.has(game.actions.length - 1)) this.closed = closedTurnOf(catalog, game);
  }

  /** The number of actions the game had when the current turn began (null: not known). */
  get start(): number | null {
    return this.log.start;
  }

  /** The game events of the current turn so far. */
  events(): GameEvent[] {
    return this.log.events();
  }

  /** The score events of the current turn so far, out of `game`'s. */
  scoring(game: Game): ScoreEvent[] {
    return this.log.scoring(game.state.scoring);
  }

  /**
   * The side panel's story of `game`. While action `p` is presented, as the game stood before it:
   * its events wait for the end of its show, and a turn it ended is still the current one.
   */
  story(game: Game, p: Presenting | null): Story {
    const { log, last } = this.endedByShown(p) ? this.closed! : { log: this.log, last: this.lastTurn };
    const all = game.state.scoring, scoring = p ? all.slice(0, p.before.state.scoring.length) : all;
    const player = (p?.before ?? game).state.turn.player;
    return { now: { player, events: log.scoring(scoring), log: log.events(p?.index) }, last };
  }

  /** Whether presented action `p` ended the turn before the current one (the story tells that turn as current). */
  endedByShown(p: Presenting | null): boolean {
    return p !== null && !this.log.has(p.index) && this.closed?.log.has(p.index) === true;
  }

  /** Every tile the last turn scored, in the scorers' colour (null: it scored nothing, or is not known). */
  lastHighlight(): ReturnType<typeof turnHighlight> {
    return this.lastTurn ? turnHighlight(this.lastTurn.events) : null;
  }
}
