// What the table hears: a pure mapping from what just happened (the events one game.apply
// returned, an undo, a handoff, a catapult shot leaving the arm) to sound names and when to play
// them. No rule is decided here: the engine's events already say what happened. No DOM, no audio:
// node tests call it directly (test/ui/sound/cues.test.ts).
import type { GameEvent } from '../../core/index.js';

/** One file each under public/sounds/<name>.wav, made by tools/make-sounds.ts. */
export const SOUND_NAMES = ['tile', 'follower', 'score', 'undo', 'launch', 'hit', 'catch', 'handoff'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Each sound's loudness (0..1) before the overall volume: placing is frequent, so it stays soft. */
export const SOUND_VOLUME: Readonly<Record<SoundName, number>> = {
  tile: 0.7, follower: 0.6, score: 0.55, undo: 0.5, launch: 0.65, hit: 0.7, catch: 0.7, handoff: 0.45,
};

/** A sound to play `at` milliseconds after the moment. */
export interface Cue { sound: SoundName; at: number }

/**
 * A moment worth a sound. `applied`/`undone`/`handed` come from the Session (ui/game/session.ts
 * SessionMoment has the same shape); `launch` from a panel whose animation starts a shot.
 */
export type SoundMoment =
  | { kind: 'applied'; events: readonly GameEvent[]; handoff: 'turn' | 'act' | null }
  | { kind: 'undone' }
  | { kind: 'handed' }
  | { kind: 'launch' };

/** Gap between two sounds of one moment, so a thud, a click and a chime stay distinct. */
export const CUE_GAP_MS = 110;
/** The handoff notes wait for the action's own sounds to end. */
export const HANDOFF_DELAY_MS = 450;

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The sound of one game event, or null for events the table does not hear (a draw, a round start …). */
export function eventSound(event: GameEvent): SoundName | null {
  switch (event.type) {
    case 'placed': return 'tile';
    case 'deployed': return 'follower';
    case 'follower-moved': return 'follower';
    case 'score': {
      // A chime only when someone gains points (a zero-point entry is only bookkeeping).
      const points = (event.event as { points?: Record<string, number> } | undefined)?.points ?? {};
      return Object.values(points).some((p) => p > 0) ? 'score' : null;
    }
    case 'follower-returned':
      // Going home after scoring is covered by the chime; a knock-out is the token's bonk.
      if (event.reason === 'catapult/knockout') return 'hit';
      if (event.reason === 'scored') return null;
      return 'follower';
    case 'catapult/shot': return count(event.hits) > 0 ? 'hit' : null;
    case 'catapult/throw':
      if (event.result === 'caught') return 'catch';
      if (event.result === 'touched') return 'hit';
      return 'tile'; // the token drops on the table
    case 'catapult/swapped': return 'follower';
    case 'siege/escaped': return 'follower';
    default: return null;
  }
}

/**
 * The sounds of one action's events, in order, each name once (final scoring emits many score
 * events: one chime). Events of a type in `voiced` are skipped: a panel already played them live,
 * during its animation (the catapult's bonk at impact, the clap at the catch).
 */
export function eventSounds(events: readonly GameEvent[], voiced: ReadonlySet<string> = new Set()): SoundName[] {
  const out: SoundName[] = [];
  for (const e of events) {
    if (voiced.has(e.type)) continue;
    if (e.type === 'follower-returned' && e.reason === 'catapult/knockout' && voiced.has('catapult/shot')) continue;
    const s = eventSound(e);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** The cues of a moment, spaced CUE_GAP_MS apart; a handoff's two notes come last, after a pause. */
export function cuesFor(moment: SoundMoment, voiced: ReadonlySet<string> = new Set()): Cue[] {
  switch (moment.kind) {
    case 'undone': return [{ sound: 'undo', at: 0 }];
    case 'handed': return [{ sound: 'handoff', at: 0 }];
    case 'launch': return [{ sound: 'launch', at: 0 }];
    case 'applied': {
      const cues = eventSounds(moment.events, voiced).map((sound, i) => ({ sound, at: i * CUE_GAP_MS }));
      if (moment.handoff) {
        const last = cues.length ? cues[cues.length - 1].at + HANDOFF_DELAY_MS : 0;
        cues.push({ sound: 'handoff', at: last });
      }
      return cues;
    }
  }
}
