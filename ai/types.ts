// The vocabulary of the computer players. Everything here is plain data or pure functions, so the
// same code thinks in node (benchmarks, tests) and in a Web Worker (the app).
import type { Action, Game, RngState } from '../core/index.js';

export const STRENGTHS = ['random', 'easy', 'normal', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];
/** The strengths a player can seat at the table ('random' is a benchmark baseline only). */
export const SEAT_STRENGTHS = ['easy', 'normal', 'strong'] as const satisfies readonly Strength[];

/** Why the bot chose its move, as a message key and its parameters (the UI translates it). */
export interface Reason {
  key: string;
  /** Values for the message; `opponent` is a seat index, which the UI turns into the player's name. */
  params: Record<string, string | number>;
  /** A second clause: what the move does to an opponent ("… no tile left can finish Bram's city"). */
  also?: Reason;
}

export interface Decision {
  action: Action;
  reason: Reason;
  /** The search's value of the move (my expected lead), for tests and the log. */
  value: number;
}

/** What a specialist may ask the search while deciding a continuous action. */
export interface SpecialistContext {
  player: number;
  strength: Strength;
  /** 0 = aims like a careless beginner, 1 = as well as the bot can; the specialist turns it into error. */
  skill: number;
  rng: RngState;
  /** True once the move's time budget is spent: stop trying further candidates. */
  overBudget(): boolean;
  /** The search's value, for `player`, of applying `action` now (after the round it starts settles). */
  value(action: Action): number;
}

/**
 * Decides actions whose choices() are only representative (a flick, a throw): a module's companion
 * brings the simulation and turns it into an ordinary action. The generic search never learns
 * what the action means; it only offers its evaluation.
 */
export interface Specialist {
  /** Action types this specialist decides (as they appear in choices()). */
  readonly actionTypes: readonly string[];
  /** Loads what it needs (a physics engine) before the first decision. */
  prepare?(): Promise<void>;
  decide(game: Game, ctx: SpecialistContext): Decision | null;
}

export interface BotOptions {
  strength: Strength;
  specialists?: readonly Specialist[];
  /**
   * A time budget for the optional part of the thinking (further targets of a shot):
   * the caller brings the clock, so ai/ stays free of one. Without it the search is fully
   * determined by the position (benchmarks, tests); with it a slow device thinks less.
   */
  budget?: { now: () => number; ms: number };
}
