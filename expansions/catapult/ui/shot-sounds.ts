// The catapult round's live sounds (this folder's ui/sounds/, played by the shell): the launch when a shot or a catch throw starts to
// fly, the bonk at the shot's first impact, the catch's verdict when it is judged. A sound played
// here is marked as voiced, so the same event is not heard again when the panel applies it.
import { eventSound, sounds } from './shell.js';
import type { CatchResult } from '../index.js';
import { BUZZ_MS, buzz, feelCues, type FeelCue } from './shot-feel.js';
import type { Sample } from './trajectory.js';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const quiet = () => ({ muted: sounds.muted, reducedMotion: reducedMotion() });

/**
 * The simulated time of the shot's first knock: a piece's recorded path begins at the step it
 * starts to move (physics/simulate-shot.ts), so the earliest start of any path but the token's
 * own. Null when the token touched nothing.
 */
export function impactTime(trajectories: Readonly<Record<string, readonly Sample[]>>): number | null {
  let first: number | null = null;
  for (const [id, path] of Object.entries(trajectories)) {
    if (id === 'token' || path.length === 0) continue;
    if (first === null || path[0].t < first) first = path[0].t;
  }
  return first;
}

export class ShotSounds {
  private flight: object | null = null;
  private knocked = false;
  private cues: FeelCue[] = [];
  private next = 0;

  /** A shot or a catch throw leaves the catapult. */
  launch(): void {
    sounds.play('catapult/launch');
    buzz(BUZZ_MS.release, quiet());
  }

  /** Every frame of a shot's flight (`flight` identifies it), at simulated time `t`. */
  flying(flight: object, trajectories: Readonly<Record<string, readonly Sample[]>>, t: number): void {
    if (flight !== this.flight) {
      this.flight = flight;
      this.knocked = false;
      this.cues = feelCues(trajectories);
      this.next = 0;
    }
    // Touch-down, skid and every knock as they happen: a buzz each (the sounds of a real table).
    for (; this.next < this.cues.length && this.cues[this.next].t <= t; this.next++) {
      const c = this.cues[this.next];
      if (c.kind === 'land') { sounds.play('catapult/thud'); buzz(BUZZ_MS.land, quiet()); }
      else if (c.kind === 'skid') sounds.play('catapult/skid');
      else if (this.knocked) { sounds.play('catapult/clack'); buzz(BUZZ_MS.hit, quiet()); }
      else { this.knocked = true; sounds.play('catapult/hit'); buzz(BUZZ_MS.hit, quiet()); }
    }
  }

  /** The shot is about to be applied: its hit is heard live at impact, not when it enters the record. */
  willVoice(): void {
    sounds.voiced('catapult/shot');
  }

  /** The catch throw has been judged (live, not restored after a reload). */
  judged(result: CatchResult): void {
    const sound = eventSound({ type: 'catapult/throw', result });
    if (sound) sounds.play(sound);
    sounds.voiced('catapult/throw');
  }
}
