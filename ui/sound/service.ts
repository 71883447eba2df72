// The sound service: waits for the first gesture, then loads the audio library and the sounds;
// plays cues (cues.ts) unless muted; remembers the mute choice. The audio library comes in
// through `load` (index.ts passes @pixi/sound, tests a fake), so this file runs in node.
//
// Respecting the player: nothing is loaded, and no AudioContext exists, before a gesture (browsers
// refuse to start audio without one, and warn). Safari on iPad counts only touchend, pointerup
// and click as the gesture that lets audio run, so those arm it too, and every later gesture
// wakes a context the browser suspended; iOS also suspends ("interrupts") it while the app is
// in the background, so returning to the page resumes it as well. Muted means silent and, when
// muted from the start, not even loaded; when audio is unavailable (no AudioContext, a file that
// cannot be fetched or decoded) the game goes on silently after one warning.
import { cuesFor, type Cue, type SoundMoment, type SoundName } from './cues.js';
import type { SoundFile } from './catalog.js';

/** The part of an audio library the service uses (index.ts adapts @pixi/sound to it). */
export interface AudioLibrary {
  /** True when the library plays through HTML <audio> (no Web Audio): it loads from a URL itself. */
  readonly legacy: boolean;
  /** Overall volume, 0..1. */
  setVolume(volume: number): void;
  /** Adds a sound and decodes it now; resolves when it can play, rejects when it cannot. */
  add(name: SoundName, source: { bytes: ArrayBuffer } | { url: string }, volume: number): Promise<void>;
  play(name: SoundName): void;
  /** Resumes a suspended or interrupted audio context (later gestures, back from the background; a no-op when it runs). */
  resume(): void;
  stopAll(): void;
}

export type SoundState = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SoundDeps {
  load: () => Promise<AudioLibrary>;
  fetchBytes: (url: string) => Promise<ArrayBuffer>;
  /** Every sound to load: the shell's and the expansions' (catalog.ts). */
  files: () => readonly SoundFile[];
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  warn?: (message: string, detail: unknown) => void;
  /** setTimeout, replaceable in tests. */
  later?: (fn: () => void, ms: number) => void;
}

/** Modest: sounds accompany the table talk, they do not cover it. */
export const OVERALL_VOLUME = 0.6;
export const MUTE_KEY = 'carcassonne.muted';
/** pointerdown/keydown for most browsers; touchend/pointerup/click are what iOS accepts as activation. */
export const GESTURES = ['pointerdown', 'keydown', 'touchend', 'pointerup', 'click'] as const;

/** The document, as far as returning from the background goes. */
export interface VisibilitySource extends EventTarget {
  readonly visibilityState: string;
}

export class SoundService {
  state: SoundState = 'idle';
  /** How many sounds were actually started (read by the e2e tests through the test hook). */
  played = 0;
  private mutedFlag: boolean;
  private lib: AudioLibrary | null = null;
  private readonly loaded = new Set<SoundName>();
  private readonly voicedTypes = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private warned = false;
  private armedOn: EventTarget | null = null;

  constructor(private readonly deps: SoundDeps) {
    this.mutedFlag = this.read() === '1';
  }

  get muted(): boolean {
    return this.mutedFlag;
  }

  /** The sounds decoded and ready to play (the shell's and the expansions'), for tests. */
  get loadedNames(): SoundName[] {
    return [...this.loaded];
  }

  /** Mutes or unmutes, remembers it, and (unmuting, which is itself a gesture) loads the sounds. */
  setMuted(muted: boolean): void {
    if (muted === this.mutedFlag) return;
    this.mutedFlag = muted;
    try {
      this.deps.storage?.setItem(MUTE_KEY, muted ? '1' : '0');
    } catch {
      // Private mode or no storage: the choice still holds for this visit.
    }
    if (muted) this.guard(() => this.lib?.stopAll());
    else this.gesture();
    for (const l of this.listeners) l();
  }

  toggle(): boolean {
    this.setMuted(!this.mutedFlag);
    return this.mutedFlag;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Listens for the player's gestures on `target` (the window): the first one loads the sounds,
   * later ones wake a suspended context. With `page` (the document), coming back from the
   * background resumes the context too.
   */
  arm(target: EventTarget, page?: VisibilitySource): void {
    if (this.armedOn) return;
    this.armedOn = target;
    for (const type of GESTURES) target.addEventListener(type, this.onGesture, { capture: true, passive: true });
    page?.addEventListener('visibilitychange', () => {
      if (page.visibilityState === 'visible') this.wake();
    });
  }

  private readonly onGesture = (): void => {
    this.gesture();
  };

  /** Resumes the context if the sounds are loaded (no gesture needed to try; iOS may still wait for one). */
  wake(): void {
    if (this.state === 'ready' && !this.mutedFlag) this.guard(() => this.lib?.resume());
  }

  /** A user gesture happened: load once (unless muted), or wake a context the browser suspended. */
  gesture(): void {
    if (this.state === 'ready') this.guard(() => this.lib?.resume());
    else if (this.state === 'idle' && !this.mutedFlag) void this.load();
  }

  private async load(): Promise<void> {
    this.state = 'loading';
    try {
      const lib = await this.deps.load();
      lib.setVolume(OVERALL_VOLUME);
      const results = await Promise.allSettled(this.deps.files().map(async ({ name, url, volume }) => {
        const source = lib.legacy ? { url } : { bytes: await this.deps.fetchBytes(url) };
        await lib.add(name, source, volume);
        this.loaded.add(name);
      }));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) this.warnOnce('some sounds could not be loaded', failed.reason);
      this.lib = lib;
      this.state = this.loaded.size > 0 ? 'ready' : 'unavailable';
      // The gesture that started the load may still count (Chromium's activation is sticky).
      if (this.state === 'ready') this.wake();
    } catch (e) {
      this.state = 'unavailable';
      this.warnOnce('sound is unavailable', e);
    }
  }

  /** Plays one sound now, if it is loaded and the player has not muted. Never throws. */
  play(name: SoundName): void {
    if (this.mutedFlag || this.state !== 'ready' || !this.loaded.has(name)) return;
    this.guard(() => {
      this.lib!.play(name);
      this.played++;
    });
  }

  /** Plays the cues of a moment (cues.ts): the first at once, the others after their delay. */
  moment(moment: SoundMoment): void {
    const cues = cuesFor(moment, this.voicedTypes);
    if (moment.kind === 'applied') this.voicedTypes.clear();
    this.playCues(cues);
  }

  /**
   * A panel played the sound of the next event of this type live, while animating it (the
   * catapult's bonk at impact): the event's sound is then not repeated when the action is applied.
   */
  voiced(eventType: string): void {
    this.voicedTypes.add(eventType);
  }

  playCues(cues: readonly Cue[]): void {
    const later = this.deps.later ?? ((fn, ms) => { setTimeout(fn, ms); });
    for (const cue of cues) {
      if (cue.at <= 0) this.play(cue.sound);
      else later(() => this.play(cue.sound), cue.at);
    }
  }

  private guard(fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.warnOnce('a sound failed to play', e);
    }
  }

  private warnOnce(message: string, detail: unknown): void {
    if (this.warned) return;
    this.warned = true;
    (this.deps.warn ?? ((m, d) => console.warn(`[sound] ${m}:`, d)))(message, detail);
  }

  private read(): string | null {
    try {
      return this.deps.storage?.getItem(MUTE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
