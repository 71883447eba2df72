// The game so far, turn by turn, as the table remembers it: who placed which tile, what each
// finished turn scored and logged (the whole game's log and score chart), and — for each player —
// how the board looked when their last turn ended, so the next time they get the tablet the
// board can mark what the others did meanwhile ("what changed since your last turn").
// Nothing here is saved: a resumed game rebuilds it while replaying its record (turn-log.ts).
import type { Game, GameEvent, PlacedFollower, ScoreEvent } from '../../core/index.js';

/** One finished turn. */
export interface TurnRecord {
  /** The engine's turn number (0 = the first turn). */
  turn: number;
  player: number;
  /** Score events of the turn (final scoring included in the last one). */
  events: ScoreEvent[];
  /** Every game event of the turn, in order. */
  log: GameEvent[];
  /** Placed-tile indices put down in this turn. */
  tiles: number[];
  /** Every player's score after the turn. */
  scores: number[];
}

/** What others did since a player's last turn: tiles (with their placer) and followers now on the board. */
export interface BoardChanges {
  /** For the player these changes are shown to. */
  player: number;
  tiles: { tile: number; player: number }[];
  followers: { follower: number; player: number }[];
}

interface Snapshot { tiles: number; followers: Set<string> }

/** A chronicle as plain data, kept with a saved game's state snapshot (ui/storage) so a resume from it has the turns before. */
export interface ChronicleData {
  turns: TurnRecord[];
  placers: number[];
  seen: [number, { tiles: number; followers: string[] }][];
  start: { tiles: number; followers: string[] };
  startScores: number[];
  turnStartTiles: number;
}

const followerKey = (f: PlacedFollower) => `${f.player},${f.type},${f.tile},${f.at}`;

function snapshot(game: Game): Snapshot {
  return { tiles: game.state.board.length, followers: new Set(game.state.followers.map(followerKey)) };
}

export class Chronicle {
  readonly turns: TurnRecord[] = [];
  /** Placer of each placed tile by index; -1 for tiles on the board at the start. */
  private readonly placers: number[];
  private readonly seen = new Map<number, Snapshot>();
  private readonly start: Snapshot;
  private readonly startScores: number[];
  private turnStartTiles: number;

  constructor(game: Game | null, data?: ChronicleData) {
    if (data) {
      this.turns.push(...data.turns);
      this.placers = [...data.placers];
      for (const [player, seen] of data.seen) this.seen.set(player, { tiles: seen.tiles, followers: new Set(seen.followers) });
      this.start = { tiles: data.start.tiles, followers: new Set(data.start.followers) };
      this.startScores = [...data.startScores];
      this.turnStartTiles = data.turnStartTiles;
      return;
    }
    const g = game!;
    this.placers = g.state.board.map(() => -1);
    this.start = snapshot(g);
    this.startScores = [...g.state.scores];
    this.turnStartTiles = g.state.board.length;
  }

  /** This chronicle as plain data (see ChronicleData); `new Chronicle(null, data)` rebuilds it. */
  toData(): ChronicleData {
    const plain = (s: Snapshot) => ({ tiles: s.tiles, followers: [...s.followers] });
    return {
      turns: this.turns, placers: this.placers, seen: [...this.seen].map(([p, s]) => [p, plain(s)]),
      start: plain(this.start), startScores: this.startScores, turnStartTiles: this.turnStartTiles,
    };
  }

  /** The turn of `player` (number `turn`) ended with these events; `game` is the state after it. */
  close(game: Game, turn: number, player: number, events: ScoreEvent[], log: GameEvent[]): TurnRecord {
    const tiles: number[] = [];
    for (let i = this.turnStartTiles; i < game.state.board.length; i++) {
      this.placers[i] = player;
      tiles.push(i);
    }
    this.turnStartTiles = game.state.board.length;
    this.seen.set(player, snapshot(game));
    const record = { turn, player, events, log, tiles, scores: [...game.state.scores] };
    this.turns.push(record);
    return record;
  }

  /** Who placed tile `index` (the player of the current turn for a tile placed in it; -1: a start tile). */
  placer(index: number, game: Game): number {
    return index < this.placers.length ? this.placers[index] : index < game.state.board.length ? game.state.turn.player : -1;
  }

  /** Tiles and followers on the board now that were not there when `player`'s last turn ended. */
  changesFor(game: Game, player: number): BoardChanges {
    const since = this.seen.get(player) ?? this.start;
    const tiles: BoardChanges['tiles'] = [];
    for (let i = since.tiles; i < game.state.board.length; i++) tiles.push({ tile: i, player: this.placer(i, game) });
    const followers: BoardChanges['followers'] = [];
    game.state.followers.forEach((f, i) => {
      if (!since.followers.has(followerKey(f))) followers.push({ follower: i, player: f.player });
    });
    return { player, tiles, followers };
  }

  /** Each player's score before the first turn and after every finished turn (the score chart). */
  scoreRows(): number[][] {
    return [this.startScores, ...this.turns.map((t) => t.scores)];
  }

  /**
   * What each player gained in the last finished turn of anybody (for the score track); `back` 1:
   * in the turn before it.
   */
  lastGains(players: number, back = 0): number[] {
    const last = this.turns.at(-1 - back);
    const gains = new Array<number>(players).fill(0);
    for (const e of last?.events ?? []) for (const [p, pts] of Object.entries(e.points)) gains[Number(p)] += pts;
    return gains;
  }
}
