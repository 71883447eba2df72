// Who sits in each seat: a person, or a computer player at a strength (stored in the set-up as
// `players[i].computer`, so a saved or exported game keeps its computers). The tablet only has
// to be passed when a person other than the one holding it must act.
import type { GameSetup } from '../../core/index.js';
import { SEAT_STRENGTHS } from '../../ai/types.js';
import type { Session } from './session.js';

export type SeatStrength = (typeof SEAT_STRENGTHS)[number];
export type SeatKind = 'person' | SeatStrength;
export const SEAT_KINDS: readonly SeatKind[] = ['person', ...SEAT_STRENGTHS];
/** The longest name a seat takes (the set-up's name field; a remembered table is held to it too). */
export const MAX_NAME = 40;

/** The computer strength playing seat `player`, or null for a person. */
export function computerOf(setup: GameSetup, player: number): SeatStrength | null {
  const c = setup.players[player]?.computer;
  return (SEAT_STRENGTHS as readonly string[]).includes(c ?? '') ? (c as SeatStrength) : null;
}

/**
 * Whether a computer plays the move the table waits for now: its seat acts, and the tablet is not
 * being handed to a person who must act first (a person's handoff to the computer's seat shows until tapped).
 */
export function computerActsNow(s: Session): boolean {
  return computerOf(s.game.state.setup, s.acting) !== null && (s.handedTo === null || s.handedTo === s.actor);
}

export function hasPerson(setup: GameSetup): boolean {
  return setup.players.some((_, i) => computerOf(setup, i) === null);
}

/**
 * Whom the tablet must be handed to before `player` acts: nobody when a computer acts, nor — in a
 * game with computers — when the person who acts already holds it. A table of people only keeps
 * its handoff at every turn: there it is also the turn's summary screen for the next player.
 */
export function handoffTo(setup: GameSetup, player: number | null, holder: number | null): number | null {
  if (player === null || computerOf(setup, player) !== null) return null;
  if (setup.players.every((_, i) => computerOf(setup, i) === null)) return player;
  return player === holder ? null : player;
}

/** The one person at a table of computers, or null (no one, or several people). */
export function onlyPerson(setup: GameSetup): number | null {
  const people = setup.players.map((_, i) => i).filter((i) => computerOf(setup, i) === null);
  return people.length === 1 ? people[0] : null;
}
