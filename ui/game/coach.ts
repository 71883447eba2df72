// First-game guidance: short tips through the first turns — place, turn, deploy, score — each
// shown once, all of them switchable off; remembered on this device (localStorage), like the
// language and the sound. No DOM beyond storage, so the choice of tip is tested in node.
import type { Session } from './session.js';

export type CoachStep = 'place' | 'rotate' | 'deploy' | 'score';
const KEY = 'carcassonne.coach';

interface CoachPrefs { off: boolean; seen: CoachStep[] }

function load(): CoachPrefs {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<CoachPrefs> | null;
    return { off: v?.off === true, seen: Array.isArray(v?.seen) ? v.seen as CoachStep[] : [] };
  } catch {
    return { off: false, seen: [] };
  }
}

function save(p: CoachPrefs): void {
  try { globalThis.localStorage?.setItem(KEY, JSON.stringify(p)); } catch { /* private mode: for this visit only */ }
}

let prefs: CoachPrefs | null = null;
const current = () => (prefs ??= load());

/**
 * The tip for what the player can do now, unless seen or switched off. Only while a person places
 * or deploys: a tip lies on the table and the board gives it room, so one left up through a
 * catapult round or a computer's move shrank the board a player aims on (play-test: in portrait
 * the score tip left a 5-seat table three tiles of view).
 */
export function coachStep(s: Session): CoachStep | null {
  const p = current();
  if (p.off || s.finished || s.handoff !== null) return null;
  const step: CoachStep | null = s.placing ? (s.pending ? 'rotate' : 'place')
    : s.deploying ? 'deploy'
    : null;
  const scored = s.lastTurn && s.lastTurn.events.length > 0;
  // The score tip waits for the first turn that scored, shown on the next turn's first moment.
  if (scored && !p.seen.includes('score') && s.placing && !s.pending) return 'score';
  return step && !p.seen.includes(step) ? step : null;
}

export function coachSeen(step: CoachStep): void {
  const p = current();
  if (!p.seen.includes(step)) p.seen.push(step);
  save(p);
}

export function coachOff(): void {
  current().off = true;
  save(current());
}

/** Tips on again, from the start (the setup screen could offer it). */
export function coachReset(): void {
  prefs = { off: false, seen: [] };
  save(prefs);
}
