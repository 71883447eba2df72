// The sound files: tools/make-sounds.ts writes valid 16-bit mono PCM RIFF/WAVE, the same bytes
// every time, each file small, not silent and not clipped; the committed files are its output —
// the shell's in public/sounds/, an expansion's beside its ui/sounds/recipes.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav, makeSounds, MAX_BYTES, moduleRecipes, renderSound, SAMPLE_RATE, seeded, SOUNDS_DIR } from '../../../tools/make-sounds.js';
import { SHELL_SOUNDS } from '../../../ui/sound/cues.js';

const SOUND_NAMES = SHELL_SOUNDS;

const text = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

function header(bytes: Uint8Array) {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    riff: text(bytes, 0), riffSize: v.getUint32(4, true), wave: text(bytes, 8), fmt: text(bytes, 12),
    fmtSize: v.getUint32(16, true), format: v.getUint16(20, true), channels: v.getUint16(22, true),
    rate: v.getUint32(24, true), byteRate: v.getUint32(28, true), blockAlign: v.getUint16(32, true),
    bits: v.getUint16(34, true), data: text(bytes, 36), dataSize: v.getUint32(40, true),
  };
}

describe('encodeWav', () => {
  it('writes a 44-byte PCM header with the right sizes, then the samples little-endian', () => {
    const bytes = encodeWav(Float32Array.from([0, 0.5, -1, 1, 2]), 8000);
    expect(bytes.length).toBe(44 + 5 * 2);
    expect(header(bytes)).toEqual({
      riff: 'RIFF', riffSize: 36 + 10, wave: 'WAVE', fmt: 'fmt ', fmtSize: 16, format: 1, channels: 1,
      rate: 8000, byteRate: 16000, blockAlign: 2, bits: 16, data: 'data', dataSize: 10,
    });
    const v = new DataView(bytes.buffer);
    // 0.5 → round(0.5 × 32767); out-of-range samples are clamped, not wrapped.
    expect([0, 1, 2, 3, 4].map((i) => v.getInt16(44 + 2 * i, true))).toEqual([0, 16384, -32767, 32767, 32767]);
  });
});

describe('the generated sounds', () => {
  const first = makeSounds();

  it('are deterministic: the same bytes twice', () => {
    const second = makeSounds();
    for (const name of SOUND_NAMES) expect(Buffer.from(second[name]).equals(Buffer.from(first[name])), name).toBe(true);
    const a = seeded(42), b = seeded(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('are valid WAV files, each under 40 KB, with sound in them and no clipping', () => {
    for (const name of SOUND_NAMES) {
      const bytes = first[name], h = header(bytes);
      expect(h, name).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, bits: 16, rate: SAMPLE_RATE, data: 'data' });
      expect(h.riffSize, name).toBe(bytes.length - 8);
      expect(h.dataSize, name).toBe(bytes.length - 44);
      expect(bytes.length, name).toBeLessThan(MAX_BYTES);
      const samples = renderSound(name);
      const peak = Math.max(...samples.map(Math.abs));
      expect(peak, name).toBeGreaterThan(0.4);
      expect(peak, name).toBeLessThanOrEqual(0.9);
      // The ends are faded: no click when a sound starts or stops.
      expect(Math.abs(samples[0]), name).toBeLessThan(1e-6);
      expect(Math.abs(samples[samples.length - 1]), name).toBeLessThan(1e-6);
    }
  });

  it('are what is committed in public/sounds/ (run npx tsx tools/make-sounds.ts after changing a recipe)', () => {
    for (const name of SOUND_NAMES) {
      const committed = readFileSync(join(SOUNDS_DIR, `${name}.wav`));
      expect(committed.equals(Buffer.from(first[name])), name).toBe(true);
    }
  });
});

describe('an expansion\'s synthesised sounds (expansions/<id>/ui/sounds/recipes.ts)', () => {
  it('the catapult brings its six, each valid, small, deterministic, and committed beside its recipe', async () => {
    const all = await moduleRecipes();
    const catapult = all.find((m) => m.module === 'catapult')!;
    expect(Object.keys(catapult.recipes).sort()).toEqual(['catch', 'clack', 'hit', 'launch', 'skid', 'thud']);
    for (const m of all) {
      for (const [name, recipe] of Object.entries(m.recipes)) {
        const what = `${m.module}/${name}`;
        const samples = recipe(), bytes = encodeWav(samples);
        expect(Buffer.from(encodeWav(recipe())).equals(Buffer.from(bytes)), what).toBe(true);
        expect(header(bytes), what).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, bits: 16, rate: SAMPLE_RATE });
        expect(bytes.length, what).toBeLessThan(MAX_BYTES);
        // Mixed at the level it plays at: quieter than the shell's loudest, never silent or clipped.
        const peak = Math.max(...samples.map(Math.abs));
        expect(peak, what).toBeGreaterThan(0.1);
        expect(peak, what).toBeLessThanOrEqual(0.9);
        expect(Math.abs(samples[0]), what).toBeLessThan(1e-6);
        expect(readFileSync(join(m.dir, `${name}.wav`)).equals(Buffer.from(bytes)), `${what}: run npx tsx tools/make-sounds.ts`).toBe(true);
      }
    }
  });
});
