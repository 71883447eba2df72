// The referee's view of a game (docs/records.md): one JSON object, the same in tools and tests.
import type { ScoreEvent, ScoreItem } from './types.js';
import { DEFAULT_FOLLOWER } from './types.js';
import type { GameView } from './view.js';

export interface ReportScoring {
  kind: string;
  when: ScoreEvent['when'];
  players: number[];
  points: Record<number, number>;
  items: ScoreItem[];
  playerItems?: Record<number, ScoreItem[]>;
  /** Board cells of the feature, in placement order. */
  tiles?: { x: number; y: number }[];
}

export interface Report {
  finished: boolean;
  /** The active player (whose turn it is). */
  current: number;
  /** Who must act now: differs from `current` during interludes such as the catapult round. */
  actor: number;
  phase: string;
  turn: number;
  drawn: string | null;
  /** Tiles drawn this turn that fitted nowhere and left the game. */
  discarded: string[];
  tilesLeft: number;
  scores: number[];
  /** Normal followers in each player's supply. */
  supply: number[];
  /** Every follower type in each player's supply. */
  supplyByType: Record<string, number>[];
  scoring: ReportScoring[];
  board: { x: number; y: number; tile: string; rotation: number; followers: { player: number; at: string; type?: string }[] }[];
  ext: Record<string, unknown>;
}

export function report(game: GameView): Report {
  const s = game.state;
  return {
    finished: s.finished,
    current: s.turn.player,
    actor: game.actor(),
    phase: s.turn.phase,
    turn: s.turn.number,
    drawn: s.turn.drawn,
    discarded: [...s.turn.discarded],
    tilesLeft: s.deck.length,
    scores: [...s.scores],
    supply: s.supply.map((own) => own[DEFAULT_FOLLOWER] ?? 0),
    supplyByType: s.supply.map((own) => ({ ...own })),
    scoring: s.scoring.map((e) => {
      const out: ReportScoring = { kind: e.kind, when: e.when, players: e.players, points: e.points, items: e.items };
      if (e.playerItems) out.playerItems = e.playerItems;
      if (e.tiles) out.tiles = e.tiles.map((i) => ({ x: s.board[i].x, y: s.board[i].y }));
      return out;
    }),
    board: s.board.map((t, i) => ({
      x: t.x, y: t.y, tile: t.tile, rotation: t.rotation,
      followers: s.followers.filter((f) => f.tile === i)
        .map((f) => (f.type === DEFAULT_FOLLOWER ? { player: f.player, at: f.at } : { player: f.player, at: f.at, type: f.type })),
    })),
    ext: s.ext,
  };
}
