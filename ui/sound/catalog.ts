// Which sound files the table can play: the shell's own (public/sounds/<name>.wav, each with its
// loudness) and every expansion's (expansions/<id>/ui/sounds/<name>.wav, played as '<id>/<name>'
// at the level it was mixed at). Pure: index.ts hands in the URLs the bundler found, tests their own.
import { MODULE_SOUND_VOLUME, SHELL_SOUNDS, SOUND_VOLUME, type ShellSoundName, type SoundName } from './cues.js';

export interface SoundFile { name: SoundName; url: string; volume: number }

/** The shell's sounds at `urlOf(name)`. */
export function shellSoundFiles(urlOf: (name: ShellSoundName) => string): SoundFile[] {
  return SHELL_SOUNDS.map((name) => ({ name, url: urlOf(name), volume: SOUND_VOLUME[name] }));
}

/** A module's file by its path: the module id is its folder, the sound its file name. */
const MODULE_FILE = /(?:^|\/)expansions\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\/ui\/sounds\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.wav$/;

/**
 * The expansions' sounds from `urls` (path of each file → the URL it is served at, as
 * import.meta.glob gives them), sorted by name. A file whose name is not lower-case words joined by
 * "-" is left out and named in `skipped` (the shell warns: a cue naming it would stay silent).
 */
export function moduleSoundFiles(urls: Readonly<Record<string, string>>): { files: SoundFile[]; skipped: string[] } {
  const files: SoundFile[] = [], skipped: string[] = [];
  for (const [path, url] of Object.entries(urls)) {
    const m = MODULE_FILE.exec(path);
    if (m) files.push({ name: `${m[1]}/${m[2]}`, url, volume: MODULE_SOUND_VOLUME });
    else skipped.push(path);
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { files, skipped };
}
