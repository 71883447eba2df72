// What the table hears: a pure mapping from what just happened (the events one game.apply
// returned, an undo, a handoff, a shot leaving a catapult's arm) to sound names and when to play
// them. No rule is decided here: the engine's events already say what happened. The shell knows
// the core's events; each expansion's companion brings the cues of its own (ExpansionUi.soundCue),
// which name the shell's sounds or the module's own files (expansions/<id>/ui/sounds/<name>.wav,
// played as '<id>/<name>'; ui/sound/files.ts finds them).
// No DOM, no audio: node tests call it directly (test/ui/sound/cues.test.ts).
import type { GameEvent } from '../../core/index.js';
import type { SoundCue } from '../expansion-api.js';

/** The shell's own sounds: one file each under public/sounds/<name>.wav, made by tools/make-sounds.ts. */
export const SHELL_SOUNDS = ['tile', 'follower', 'score', 'undo', 'handoff'] as const;
export type ShellSoundName = (typeof SHELL_SOUNDS)[number];
/** An expansion's own sound: '<module id>/<file name>' for expansions/<id>/ui/sounds/<file name>.wav. */
export type ModuleSoundName = `${string}/${string}`;
export type SoundName = ShellSoundName | ModuleSoundName;

/** Each shell sound's loudness (0..1) before the overall volume: placing is frequent, so it stays soft. */
export const SOUND_VOLUME: Readonly<Record<ShellSoundName, number>> = {
  tile: 0.7, follower: 0.6, score: 0.55, undo: 0.5, handoff: 0.45,
};
/** A module's file plays at the level it was mixed at (only the overall volume applies). */
export const MODULE_SOUND_VOLUME = 1;

/** A sound to play `at` milliseconds after the moment. */
export interface Cue { sound: SoundName; at: number }

/**
 * A moment worth a sound, from the Session (ui/game/session.ts SessionMoment has the same shape).
 * A panel's own live sounds (a catapult's launch) it plays by name (Shell.sounds.play).
 */
export type SoundMoment =
  | { kind: 'applied'; events: readonly GameEvent[]; handoff: 'turn' | 'act' | null }
  | { kind: 'undone' }
  | { kind: 'handed' };

/** Gap between two sounds of one moment, so a thud, a click and a chime stay distinct. */
export const CUE_GAP_MS = 110;
/** The handoff notes wait for the action's own sounds to end. */
export const HANDOFF_DELAY_MS = 450;

const moduleCues: SoundCue[] = [];

/** Adds an expansion's cues (ui/panels/registry.ts does, for each companion it loads). */
export function registerSoundCue(cue: SoundCue): void {
  if (!moduleCues.includes(cue)) moduleCues.push(cue);
}

/**
 * The sound of one game event, or null for events the table does not hear (a draw, a round start …).
 * A module's cue decides first (its events, or a core event it caused: a knock-out's return).
 */
export function eventSound(event: GameEvent, voiced: ReadonlySet<string> = new Set()): SoundName | null {
  for (const cue of moduleCues) {
    const sound = cue(event, voiced);
    if (sound !== undefined) return sound;
  }
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
      // Going home after scoring is covered by the chime.
      return event.reason === 'scored' ? null : 'follower';
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
    const s = eventSound(e, voiced);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** The cues of a moment, spaced CUE_GAP_MS apart; a handoff's two notes come last, after a pause. */
export function cuesFor(moment: SoundMoment, voiced: ReadonlySet<string> = new Set()): Cue[] {
  switch (moment.kind) {
    case 'undone': return [{ sound: 'undo', at: 0 }];
    case 'handed': return [{ sound: 'handoff', at: 0 }];
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
