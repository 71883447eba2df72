// Sound effects: the app's one SoundService, playing the shell's WAV files in public/sounds/ (made
// by tools/make-sounds.ts) and every expansion's in expansions/<id>/ui/sounds/ (found here by
// import.meta.glob, bundled as files of their own and precached by the service worker) through @pixi/sound. @pixi/sound creates its AudioContext when it is
// imported (browsers block audio until then), so it is imported here only by a dynamic import(), after the first
// gesture (service.ts); this module itself is light and safe to import anywhere, even in node.
//   sounds.arm(window, document) – wait for the first gesture; resume when back from the background (ct-app)
//   sounds.moment(m)          – a Session moment (cues.ts maps it to sounds)
//   sounds.play(name)         – one sound now (a panel's live animation)
//   sounds.voiced(type)       – that panel already voiced the next event of this type
//   sounds.muted / toggle()   – the header's mute button (ct-sound-toggle.ts), remembered
import type { SoundLibrary } from '@pixi/sound';
import { SoundService, type AudioLibrary } from './service.js';
import { moduleSoundFiles, shellSoundFiles, type SoundFile } from './catalog.js';
import type { ShellSoundName } from './cues.js';
import { runningVersionSafe } from '../running-version.js';
import { localStore } from '../platform/persistence.js';

export { SHELL_SOUNDS, cuesFor, eventSound, eventSounds, type Cue, type SoundMoment, type SoundName } from './cues.js';
export { SoundService, type SoundState } from './service.js';

/** @pixi/sound 6 seen through the service's small AudioLibrary interface. */
function adapt(sound: SoundLibrary): AudioLibrary {
  return {
    legacy: sound.useLegacy,
    setVolume(volume) { sound.volumeAll = volume; },
    add(name, source, volume) {
      return new Promise((resolve, reject) => {
        // Bytes we fetched ourselves: @pixi/sound's own URL loader leaves a failed fetch as an
        // unhandled rejection, ours reports it (offline before the files were cached).
        const from = 'bytes' in source ? { source: source.bytes } : { url: source.url };
        sound.add(name, {
          ...from, preload: true, volume,
          loaded: (err) => { if (err) reject(err); else resolve(); },
        });
      });
    },
    play(name) { sound.play(name); },
    resume() {
      const ctx = sound.useLegacy ? null : sound.context.audioContext;
      // Safari reports 'interrupted' after a call or a trip to the background.
      const state = ctx?.state as string | undefined;
      if (ctx && (state === 'suspended' || state === 'interrupted')) void ctx.resume().catch(() => undefined);
    },
    stopAll() { sound.stopAll(); },
  };
}

async function loadPixiSound(): Promise<AudioLibrary> {
  const hasWebAudio = typeof window !== 'undefined' && ('AudioContext' in window || 'webkitAudioContext' in window);
  if (!hasWebAudio && typeof Audio === 'undefined') throw new Error('this browser has neither Web Audio nor <audio>');
  await runningVersionSafe(); // a first visit's chunk from the service worker, not a server that may have moved on
  const { sound } = await import('@pixi/sound');
  return adapt(sound);
}

function shellSoundUrl(name: ShellSoundName): string {
  // public/ is served at the base URL (relative './' in the build): resolve against the page.
  return new URL(`${import.meta.env.BASE_URL}sounds/${name}.wav`, document.baseURI).href;
}

// Each expansion's sound files, as URLs of their own (never inlined: a data: URL would be fetched
// under the page's connect-src, and a file keeps the precache entry small and cacheable).
const moduleFiles = import.meta.glob<string>('../../expansions/*/ui/sounds/*.wav', { eager: true, query: '?url&no-inline', import: 'default' });

function soundFiles(): SoundFile[] {
  const { files, skipped } = moduleSoundFiles(moduleFiles);
  if (skipped.length) console.warn('[sound] files not named <lower-case-words>.wav are not played:', skipped);
  return [...shellSoundFiles(shellSoundUrl), ...files.map((f) => ({ ...f, url: new URL(f.url, document.baseURI).href }))];
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}


export const sounds = new SoundService({ load: loadPixiSound, fetchBytes, files: soundFiles, storage: localStore() });
