// Makes the sound effects: the shell's own into public/sounds/<name>.wav (ui/sound plays them), and
// each expansion's from its expansions/<id>/ui/sounds/recipes.ts into <name>.wav beside it (the
// shell plays those as '<id>/<name>'). Synthesised by tools/sound-synth.ts, deterministically, so
// the same code writes the same bytes (test/ui/sound/wav.test.ts checks the committed files).
// An expansion may as well bring recorded WAV files in ui/sounds/ and no recipes at all.
// Run: npx tsx tools/make-sounds.ts  (output is committed).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SHELL_SOUNDS, type ShellSoundName } from '../ui/sound/cues.js';
import { ad, encodeWav, finish, MAX_BYTES, noise, tone, track, type Envelope } from './sound-synth.js';

export { encodeWav, MAX_BYTES, SAMPLE_RATE, seeded } from './sound-synth.js';

// ── the sounds ───────────────────────────────────────────────────────────────
const RECIPES: Record<ShellSoundName, () => Float32Array> = {
  /** A tile laid on the table: a soft, low wooden thud. */
  tile() {
    const o = track(0.26);
    tone(o, { freq: 96, to: 62, glide: 0.05, env: ad(0.002, 0.055), gain: 1 });
    tone(o, { freq: 214, to: 150, glide: 0.03, env: ad(0.001, 0.03), gain: 0.45 });
    tone(o, { freq: 430, env: ad(0.001, 0.012), gain: 0.2 });
    noise(o, { kind: 'low', freq: 900, q: 0.7, env: ad(0.001, 0.018), gain: 0.7, seed: 11 });
    return finish(o, 0.9);
  },
  /** A follower set down: a light click. */
  follower() {
    const o = track(0.08);
    noise(o, { kind: 'band', freq: 3400, q: 3, env: ad(0.0005, 0.006), gain: 1, seed: 21 });
    tone(o, { freq: 2100, env: ad(0.0005, 0.008), gain: 0.3 });
    noise(o, { at: 0.012, kind: 'band', freq: 2500, q: 2, env: ad(0.0005, 0.004), gain: 0.4, seed: 22 });
    return finish(o, 0.7);
  },
  /** Points scored: a short bright chime, two bell notes (inharmonic partials) a fifth apart. */
  score() {
    const o = track(0.65);
    for (const [at, f] of [[0, 1318.5], [0.075, 1975.5]] as const) {
      tone(o, { at, freq: f, env: ad(0.003, 0.22), gain: 1 });
      tone(o, { at, freq: f * 2, env: ad(0.002, 0.09), gain: 0.25 });
      tone(o, { at, freq: f * 2.76, env: ad(0.002, 0.06), gain: 0.18 });
    }
    return finish(o, 0.75);
  },
  /** Undo: a soft swish played backwards (it swells, then stops short), rising in pitch. */
  undo() {
    const o = track(0.42);
    const end = 0.36;
    const swell: Envelope = (t) => (t < end ? Math.exp((t - end) / 0.09) : Math.exp(-(t - end) / 0.015));
    noise(o, { kind: 'band', freq: 600, to: 2600, q: 1.2, env: swell, gain: 1, seed: 31 });
    return finish(o, 0.6);
  },
  /** The tablet passes on: two gentle notes rising a fourth (A4, D5). */
  handoff() {
    const o = track(0.8);
    for (const [at, f, decay] of [[0, 440, 0.2], [0.18, 587.33, 0.28]] as const) {
      tone(o, { at, freq: f, env: ad(0.012, decay), gain: 1 });
      tone(o, { at, freq: f * 2, env: ad(0.01, decay / 2), gain: 0.15 });
      tone(o, { at, freq: f * 3, env: ad(0.01, decay / 4), gain: 0.05 });
    }
    return finish(o, 0.6);
  },
};

/** One of the shell's sounds, samples in [-1, 1]. */
export function renderSound(name: ShellSoundName): Float32Array {
  return RECIPES[name]();
}

/** The shell's sounds as WAV bytes, by name. */
export function makeSounds(): Record<ShellSoundName, Uint8Array> {
  return Object.fromEntries(SHELL_SOUNDS.map((n) => [n, encodeWav(renderSound(n))])) as Record<ShellSoundName, Uint8Array>;
}

export const SOUNDS_DIR = fileURLToPath(new URL('../public/sounds/', import.meta.url));
const EXPANSIONS_DIR = fileURLToPath(new URL('../expansions/', import.meta.url));

/** An expansion's synthesised sounds: where they go and how each is made. */
export interface ModuleRecipes { module: string; dir: string; recipes: Record<string, () => Float32Array> }

/** Every expansions/<id>/ui/sounds/recipes.ts, in folder order. */
export async function moduleRecipes(): Promise<ModuleRecipes[]> {
  const out: ModuleRecipes[] = [];
  for (const id of readdirSync(EXPANSIONS_DIR).sort()) {
    const dir = join(EXPANSIONS_DIR, id, 'ui', 'sounds'), file = join(dir, 'recipes.ts');
    if (!existsSync(file)) continue;
    const { recipes } = await import(pathToFileURL(file).href) as { recipes: Record<string, () => Float32Array> };
    out.push({ module: id, dir, recipes });
  }
  return out;
}

function write(dir: string, name: string, bytes: Uint8Array): void {
  writeFileSync(join(dir, `${name}.wav`), bytes);
  console.log(`${`${name}.wav`.padEnd(14)} ${String(bytes.length).padStart(6)} bytes${bytes.length > MAX_BYTES ? '  (over the limit!)' : ''}  ${dir}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(SOUNDS_DIR, { recursive: true });
  for (const [name, bytes] of Object.entries(makeSounds())) write(SOUNDS_DIR, name, bytes);
  for (const m of await moduleRecipes()) {
    for (const [name, recipe] of Object.entries(m.recipes)) write(m.dir, name, encodeWav(recipe()));
  }
}
