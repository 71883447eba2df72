// What a shot's flight plays besides the picture (issue 11.6): when the token lands (a thud and a
// short buzz), when it skids on (a skid), and each time it or a knocked meeple strikes another (a
// clack and a tick of the buzzer). Derived from the recorded trajectories alone, so a replay feels
// the same. Haptics go through navigator.vibrate and stay off when the sound is muted or the
// player asked for reduced motion.
import type { Sample } from './trajectory.js';

export type FeelKind = 'land' | 'skid' | 'hit';
export interface FeelCue { t: number; kind: FeelKind }

/** Vibration lengths (ms): a tap for the release, a bump at touch-down, a tick for each knock. */
export const BUZZ_MS = { release: 12, land: 28, hit: 14 } as const;

/** The moments worth feeling, in simulated seconds, in order. */
export function feelCues(trajectories: Readonly<Record<string, readonly Sample[]>>): FeelCue[] {
  const cues: FeelCue[] = [];
  const token = trajectories.token ?? [];
  const land = token.find((s, i) => i > 0 && (s.z ?? 0) === 0);
  if (land) {
    cues.push({ t: land.t, kind: 'land' });
    // It skids on when it still travels a visible distance after touching down.
    const end = token[token.length - 1];
    if (Math.hypot(end.x - land.x, end.y - land.y) > 0.08) cues.push({ t: land.t + 0.02, kind: 'skid' });
  }
  // A piece's recorded path starts at the step something struck it.
  for (const [id, path] of Object.entries(trajectories)) if (id !== 'token' && path.length) cues.push({ t: path[0].t, kind: 'hit' });
  return cues.sort((a, b) => a.t - b.t);
}

/** navigator.vibrate, when the device has it and the player has not muted the game or reduced motion. */
export function buzz(ms: number, quiet: { muted: boolean; reducedMotion: boolean }): void {
  if (quiet.muted || quiet.reducedMotion) return;
  const nav = globalThis.navigator as (Navigator & { vibrate?: (p: number) => boolean }) | undefined;
  try {
    nav?.vibrate?.(ms);
  } catch {
    // Some browsers throw without a user gesture: the shot goes on without it.
  }
}
