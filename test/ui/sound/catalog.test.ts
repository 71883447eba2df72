// Which files the table plays: the shell's five at their own loudness, and an expansion's files by
// their folder and file name ('<id>/<name>'), whatever the bundler's URL; a badly named file is
// left out and reported, never played under a guessed name.
import { describe, expect, it } from 'vitest';
import { moduleSoundFiles, shellSoundFiles } from '../../../ui/sound/catalog.js';
import { SHELL_SOUNDS, SOUND_VOLUME } from '../../../ui/sound/cues.js';

describe('sound catalog', () => {
  it('lists the shell\'s sounds with their loudness', () => {
    const files = shellSoundFiles((n) => `/s/${n}.wav`);
    expect(files.map((f) => f.name)).toEqual([...SHELL_SOUNDS]);
    expect(files[0]).toEqual({ name: 'tile', url: '/s/tile.wav', volume: SOUND_VOLUME.tile });
  });

  it('names an expansion\'s file by its folder and file name, sorted; skips what does not fit', () => {
    const { files, skipped } = moduleSoundFiles({
      '../../expansions/wells/ui/sounds/splash.wav': '/assets/splash-1a2b.wav',
      '../../expansions/river-bends/ui/sounds/rush-of-water.wav': '/assets/rush-of-water-3c4d.wav',
      '../../expansions/wells/ui/sounds/Big Splash.wav': '/assets/Big Splash-5e6f.wav',
      '../../expansions/wells/ui/other/splash.wav': '/assets/x.wav',
    });
    expect(files).toEqual([
      { name: 'river-bends/rush-of-water', url: '/assets/rush-of-water-3c4d.wav', volume: 1 },
      { name: 'wells/splash', url: '/assets/splash-1a2b.wav', volume: 1 },
    ]);
    expect(skipped).toEqual(['../../expansions/wells/ui/sounds/Big Splash.wav', '../../expansions/wells/ui/other/splash.wav']);
  });
});
