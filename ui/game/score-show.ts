// The scoring animation as data (issue 6): for each score event of a turn — feature scores, final
// scoring, module bonuses — where on the board its "+N" rises (world units), which tiles light up
// in whose colour, the label per scoring player, and when each step plays; then how the score
// board counts up. No DOM and no clock here (times are milliseconds from the start of the show),
// so it is tested in node; ui/components/ct-score-overlay.ts and the game screen play it.
import type { GameView, ScoreEvent } from '../../core/index.js';
import { t } from '../i18n/index.js';
import { playerLook, type PlayerLook } from './player-style.js';

/** One step of the show per event, ~0.8 s each … */
export const STEP_MS = 800;
/** … but a long final scoring never takes more than this for all its events together. */
export const MAX_STEPS_MS = 5600;
/** The score board counts up after the last step. */
export const COUNT_MS = 700;
/** The final scoring is shown faster: all of it, count included, within 2 s (the end screen follows). */
export const FINAL_LIMITS = { maxStepsMs: 1400, countMs: 450 } as const;

export interface Pt { x: number; y: number }

export interface ScoreLabel {
  player: number;
  points: number;
  /** "+10" through ui/i18n (score.gain). */
  text: string;
  name: string;
  look: PlayerLook;
}

export interface ScoreStep {
  event: ScoreEvent;
  /** Where the label rises from, in world units (tile (x, y) covers [x, x+1] × [y, y+1]). */
  at: Pt;
  labels: ScoreLabel[];
  /** The board highlight while the step plays: the event's tiles in the first scorer's colour. */
  highlight: { tiles: number[]; players: number[] };
  /** Milliseconds from the start of the show. */
  start: number;
  duration: number;
}

export interface ShowPlan {
  steps: ScoreStep[];
  countStart: number;
  countDuration: number;
  /** When everything is over (ms from the start). */
  end: number;
}

/** One "+N" per scoring player, in the event's player order, with the player's colour and mark. */
export function scoreLabels(event: ScoreEvent, players: readonly { name: string; color: string }[]): ScoreLabel[] {
  return event.players.map((p) => {
    const points = event.points[p] ?? 0;
    return {
      player: p, points, text: t('score.gain', { points }),
      name: players[p]?.name ?? `#${p + 1}`, look: playerLook(players[p]?.color ?? `player-${p}`),
    };
  });
}

const mean = (pts: Pt[]): Pt => ({
  x: pts.reduce((s, p) => s + p.x, 0) / pts.length,
  y: pts.reduce((s, p) => s + p.y, 0) / pts.length,
});

/**
 * Where an event's label rises: the mean of its tiles' centres; for an event without tiles, the
 * followers still standing on its feature; else (a bonus such as the catch, which belongs to no
 * place) the middle of the board.
 */
export function scoreAnchor(game: GameView, event: ScoreEvent): Pt {
  const board = game.state.board;
  const tiles = (event.tiles ?? []).map((i) => board[i]).filter((tile) => tile !== undefined);
  if (tiles.length) return mean(tiles.map((tile) => ({ x: tile.x + 0.5, y: tile.y + 0.5 })));
  if (event.node !== undefined && game.state.nodes[event.node]) {
    const standing = game.followersOn(game.find(event.node));
    if (standing.length) return mean(standing.map((f) => game.followerPosition(f)));
  }
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  for (const tile of board) {
    minX = Math.min(minX, tile.x); maxX = Math.max(maxX, tile.x);
    minY = Math.min(minY, tile.y); maxY = Math.max(maxY, tile.y);
  }
  return { x: (minX + maxX + 1) / 2, y: (minY + maxY + 1) / 2 };
}

/**
 * The steps of a show: one per event that gives someone points (a line worth 0 to everyone, such
 * as a besieged city's last tile, shows nothing), one after another, then the count.
 */
export function planShow(
  game: GameView, events: readonly ScoreEvent[], limits: { maxStepsMs: number; countMs: number } = { maxStepsMs: MAX_STEPS_MS, countMs: COUNT_MS },
): ShowPlan {
  const players = game.state.setup.players;
  const scoring = events.filter((e) => e.players.length > 0 && e.players.some((p) => (e.points[p] ?? 0) !== 0));
  const duration = scoring.length ? Math.min(STEP_MS, Math.floor(limits.maxStepsMs / scoring.length)) : 0;
  const steps = scoring.map((event, i): ScoreStep => ({
    event, at: scoreAnchor(game, event), labels: scoreLabels(event, players),
    highlight: { tiles: [...(event.tiles ?? [])], players: [...event.players] },
    start: i * duration, duration,
  }));
  const countStart = steps.length * duration;
  const count = steps.length ? limits.countMs : 0;
  return { steps, countStart, countDuration: count, end: countStart + count };
}

/** Every tile these events scored, in the colour of the first scorer (the handoff's highlight); null if none. */
export function turnHighlight(events: readonly ScoreEvent[]): { tiles: number[]; players: number[] } | null {
  const tiles = new Set<number>(), players = new Set<number>();
  for (const e of events) {
    for (const tile of e.tiles ?? []) tiles.add(tile);
    for (const p of e.players) players.add(p);
  }
  return tiles.size ? { tiles: [...tiles], players: [...players] } : null;
}

/** Each player's score before these events (the score board counts up from there). */
export function scoresBefore(scores: readonly number[], events: readonly ScoreEvent[]): number[] {
  const before = [...scores];
  for (const e of events) for (const [p, n] of Object.entries(e.points)) before[Number(p)] -= n;
  return before;
}

/** The numbers the score board shows `progress` (0…1) into counting up (eased out, whole points). */
export function countUp(from: readonly number[], to: readonly number[], progress: number): number[] {
  const p = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - p) ** 3;
  return to.map((v, i) => (p >= 1 ? v : Math.round((from[i] ?? v) + (v - (from[i] ?? v)) * eased)));
}
