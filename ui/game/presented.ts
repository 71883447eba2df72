// Which presented result (a catapult shot's) the players have already seen, per game: a reload
// shows the last one again only when its panel was still open when the app closed, not every time
// the record happens to end with it (the next shooter holding the tablet saw it come back, then
// a second handoff). Kept on this device (localStorage), best effort: without it a result is shown
// once more, as before.
import { localStore } from '../platform/persistence.js';

const KEY = (gameId: string) => `carcassonne.presented.${gameId}`;

/** The index of the last presented action whose result was dismissed in game `gameId`, or -1. */
export function seenThrough(gameId: string): number {
  const v = Number(localStore()?.getItem(KEY(gameId)) ?? NaN);
  return Number.isInteger(v) ? v : -1;
}

export function markSeen(gameId: string, index: number): void {
  try { localStore()?.setItem(KEY(gameId), String(index)); } catch { /* best effort: a full storage shows it once more */ }
}

/** A deleted game's mark goes with it. */
export function forgetSeen(gameId: string): void {
  try { localStore()?.removeItem(KEY(gameId)); } catch { /* nothing to keep tidy then */ }
}
