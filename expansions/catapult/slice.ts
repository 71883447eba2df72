// The catapult's slice of the game state (state.ext.catapult, docs/architecture.md): plain JSON.
import { sliceReader, type GameApi, type GameReader } from '../../core/index.js';
import type { FollowerRef, Point } from './geometry.js';

export const TOKEN_TYPES = ['knockout', 'seduction', 'target', 'catch'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export type CatapultMode = 'physics' | 'house-rule' | 'off';
export type SeductionTarget = 'any' | 'opponent';

/** One token shot this round, where it came to rest. */
export interface ShotToken {
  player: number;
  x: number;
  y: number;
  /** Its disc overlaps a placed tile (digest §2.6). */
  onTile: boolean;
  /** It fell off the table (digest §2.6 "Table"). */
  offTable: boolean;
  /**
   * Still lying on the table for the rest of the round (an obstacle for later shots, measured by
   * target practice). A seduction token that missed the tiles goes back at once (seed: "moet hij
   * onmiddellijk teruggegeven worden"); a token off the table is on the floor.
   */
  onTable: boolean;
}

/** Seduction: the shooter may now exchange the designated follower (one of `candidates` on a tie). */
export interface PendingSwap {
  player: number;
  candidates: FollowerRef[];
}

export interface Round {
  /** Cell of the fair tile that started the round (target practice aims at it, seed). */
  fair: Point;
  /** The player whose turn just ended: chooses the token type and shoots first. */
  chooser: number;
  token: TokenType | null;
  /** Shooters (or, for catch, throwers) clockwise from the chooser; each acts once. */
  order: number[];
  /** Index into `order` of the next shot or throw. */
  next: number;
  shots: ShotToken[];
  swap: PendingSwap | null;
  /**
   * Catch: the current thrower has let go (catapult/throw) and the catcher is to tap; absent or
   * null otherwise. The power and seed fix the flight, so a reload replays the same throw.
   */
  throw?: PendingThrow | null;
}

export interface PendingThrow { power: number; seed: number }

export interface CatapultSlice {
  /** Fair tiles placed this turn whose round has not started yet, in placement order. */
  pending: Point[];
  round: Round | null;
  /** Rounds completed so far. */
  rounds: number;
}

export function initialSlice(): CatapultSlice {
  return { pending: [], round: null, rounds: 0 };
}

/** The catapult's slice (read through core's sliceReader: the round phase asks every turn). */
export const catapultSlice: (api: GameReader) => CatapultSlice = sliceReader<CatapultSlice>('catapult');

/** Who must act now in the round (choose, shoot, swap or throw), or null outside a round. */
export function roundActor(slice: CatapultSlice): number | null {
  const r = slice.round;
  if (!r) return null;
  if (r.token === null) return r.chooser;
  if (r.swap) return r.swap.player;
  if (r.throw) return currentCatcher(slice);
  return r.order[r.next] ?? null;
}

/** Catch: who catches the current throw — the thrower's left neighbour (seed: "de speler links"). */
export function currentCatcher(slice: CatapultSlice): number | null {
  const r = slice.round;
  if (!r || r.token !== 'catch' || r.next >= r.order.length) return null;
  return r.order[(r.next + 1) % r.order.length];
}

/**
 * The tokens a player holds now. Everyone holds one of each type; a token shot this round stays
 * out until the round ends, then all return to their owners (seed: "Na de katapultronde gaan alle
 * katapultfiches terug naar hun eigenaars").
 */
export function tokensHeld(slice: CatapultSlice, player: number): TokenType[] {
  const r = slice.round;
  const used = r && r.token && r.order.indexOf(player) >= 0 && r.order.indexOf(player) < r.next ? r.token : null;
  return TOKEN_TYPES.filter((t) => t !== used);
}

/** Tokens lying on the table in the round in progress (for the physics world and the board). */
export function tokensOnTable(slice: CatapultSlice): ShotToken[] {
  return slice.round ? slice.round.shots.filter((s) => s.onTable) : [];
}
