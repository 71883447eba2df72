// A shot or a catch, once simulated or judged, belongs to that moment of the game: it is kept in
// localStorage until it is applied, so closing the app during the animation and coming back shows
// the same result instead of offering a second attempt. Keyed by game id, action count and a tag
// (the token type: an undone choice followed by another one is a different shot).
import type { Action } from '../../../core/index.js';

const KEY = 'carcassonne.catapult.pending';

interface Stored { game: string; at: number; tag: string; action: Action }

export function savePending(game: string, at: number, tag: string, action: Action): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ game, at, tag, action } satisfies Stored));
  } catch {
    // No storage (private mode): the shot still plays; only the reload protection is lost.
  }
}

export function loadPending(game: string, at: number, tag: string): Action | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<Stored>;
    return s.game === game && s.at === at && s.tag === tag && s.action && typeof s.action.type === 'string' ? s.action : null;
  } catch {
    return null;
  }
}

export function clearPending(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
