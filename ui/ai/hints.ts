// Hints for people: the strong computer player's move for the person acting now, put on the board
// the way the person would have chosen it (the tile at its square and rotation, the follower spot
// selected — with its follower type marked in the type picker —, a shot's aim and pull drawn by its
// panel: session.suggestion), with its reason. Hints used are counted per game and seat (kept
// across reloads).
import type { Action } from '../../core/index.js';
import type { Reason } from '../../ai/types.js';
import type { Session } from '../game/session.js';
import { askBot } from './bot-client.js';

export interface Hint { at: number; action: Action; reason: Reason }

const KEY = (id: string) => `carcassonne.hints.${id}`;

export function hintCounts(gameId: string, players: number): number[] {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(KEY(gameId)) ?? '[]') as unknown;
    return Array.from({ length: players }, (_, i) => (Array.isArray(v) && Number.isInteger(v[i]) ? v[i] as number : 0));
  } catch {
    return Array.from({ length: players }, () => 0);
  }
}

/** A deleted game's hint counts go with it. */
export function forgetHints(gameId: string): void {
  try { globalThis.localStorage?.removeItem(KEY(gameId)); } catch { /* nothing to keep tidy then */ }
}

function countHint(gameId: string, players: number, player: number): void {
  const counts = hintCounts(gameId, players);
  counts[player]++;
  try { globalThis.localStorage?.setItem(KEY(gameId), JSON.stringify(counts)); } catch { /* counting is best effort */ }
}

/** Asks for the hint and shows it on the board; null when the game moved on meanwhile. */
export async function showHint(s: Session): Promise<Hint | null> {
  const at = s.game.actions.length, player = s.acting;
  const d = await askBot(s.game.state.setup, s.game.actions, 'strong');
  if (s.game.actions.length !== at) return null;
  countHint(s.id, s.game.playerCount(), player);
  const a = d.action;
  if (a.type === 'place') {
    const { x, y, rotation } = a as unknown as { x: number; y: number; rotation: number };
    s.tapCell(x, y);
    for (let i = 0; i < 4 && s.pending && s.pending.rotation !== rotation; i++) s.rotate();
  } else if (a.type === 'deploy') {
    s.tapSpot(a.at as string);
    // Where several follower types may stand, the type picker opens at the spot and marks the
    // hinted type (session.suggestion), so a big follower is not mistaken for a normal one.
    s.suggest(a);
  } else {
    // A module's own decision (a shot): its panel shows it on the board, e.g. the aim and the pull.
    s.suggest(a);
  }
  return { at, action: a, reason: d.reason };
}
