// Makes the sound effects in public/sounds/ (ui/sound plays them): short envelopes of filtered
// noise and sine partials, plus one plucked string, written as 16-bit mono PCM WAV by hand.
// Deterministic: the noise comes from a seeded generator (no Math.random), so the same code
// writes the same bytes (test/ui/sound/wav.test.ts checks the committed files against it).
// Run: npx tsx tools/make-sounds.ts  (output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextFloat, seedRng } from '../core/index.js';
import { SOUND_NAMES, type SoundName } from '../ui/sound/cues.js';

/** 22.05 kHz keeps a one-second effect near 44 KB; the brightest partial here is ~5 kHz. */
export const SAMPLE_RATE = 22050;
/** Each file stays under this (the service worker precaches them; a tablet loads them all). */
export const MAX_BYTES = 40 * 1024;
const TAU = 2 * Math.PI;

// ── WAV ───────────────────────────────────────────────────────────────────────
/** A RIFF/WAVE file: 44-byte header (PCM, 1 channel, 16 bit), then little-endian samples. */
export function encodeWav(samples: Float32Array, rate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const ascii = (at: number, s: string) => { for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i)); };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    view.setInt16(44 + 2 * i, Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), true);
  }
  return new Uint8Array(view.buffer);
}

/** A seeded generator in [0, 1), from the engine's PRNG (the same noise every run). */
export function seeded(seed: number): () => number {
  const state = seedRng(seed);
  return () => nextFloat(state);
}

// ── building blocks ──────────────────────────────────────────────────────────
type Envelope = (t: number) => number;
/** Linear attack, then exponential decay (time constant `decay`). */
const ad = (attack: number, decay: number): Envelope => (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

interface Tone { at?: number; freq: number; to?: number; glide?: number; env: Envelope; gain: number }
/** A sine whose pitch slides from `freq` towards `to` with time constant `glide`. */
function tone(out: Float32Array, { at = 0, freq, to = freq, glide = 0.05, env, gain }: Tone): void {
  let phase = 0;
  for (let i = Math.round(at * SAMPLE_RATE); i < out.length; i++) {
    const t = i / SAMPLE_RATE - at;
    const f = to + (freq - to) * Math.exp(-t / glide);
    phase += (TAU * f) / SAMPLE_RATE;
    out[i] += gain * env(t) * Math.sin(phase);
  }
}

type FilterKind = 'low' | 'band' | 'high';
interface Noise { at?: number; kind: FilterKind; freq: number; to?: number; q: number; env: Envelope; gain: number; seed: number }
/** White noise through a biquad (RBJ cookbook) whose centre may sweep from `freq` to `to`. */
function noise(out: Float32Array, { at = 0, kind, freq, to = freq, q, env, gain, seed }: Noise): void {
  const rnd = seeded(seed);
  const start = Math.round(at * SAMPLE_RATE), span = out.length - start;
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  let b0 = 0, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
  for (let i = start; i < out.length; i++) {
    if ((i - start) % 32 === 0) {
      const f = freq * Math.pow(to / freq, (i - start) / span);
      const w = (TAU * f) / SAMPLE_RATE, c = Math.cos(w), alpha = Math.sin(w) / (2 * q), a0 = 1 + alpha;
      if (kind === 'band') { b0 = alpha; b1 = 0; b2 = -alpha; }
      else if (kind === 'low') { b0 = (1 - c) / 2; b1 = 1 - c; b2 = (1 - c) / 2; }
      else { b0 = (1 + c) / 2; b1 = -(1 + c); b2 = (1 + c) / 2; }
      b0 /= a0; b1 /= a0; b2 /= a0; a1 = (-2 * c) / a0; a2 = (1 - alpha) / a0;
    }
    const x = rnd() * 2 - 1;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = x; y2 = y1; y1 = y;
    out[i] += gain * env(i / SAMPLE_RATE - at) * y;
  }
}

/** A plucked string (Karplus–Strong): a burst of seeded noise circulating in a damped delay line. */
function pluck(out: Float32Array, { at = 0, freq, damping, env, gain, seed }: { at?: number; freq: number; damping: number; env: Envelope; gain: number; seed: number }): void {
  const rnd = seeded(seed);
  const line = Float32Array.from({ length: Math.round(SAMPLE_RATE / freq) }, () => rnd() * 2 - 1);
  for (let i = Math.round(at * SAMPLE_RATE), k = 0; i < out.length; i++, k++) {
    const j = k % line.length, next = (j + 1) % line.length;
    const y = line[j];
    line[j] = damping * 0.5 * (line[j] + line[next]);
    out[i] += gain * env(i / SAMPLE_RATE - at) * y;
  }
}

/** Removes DC, fades the ends (2 ms in, 10 ms out) so nothing clicks, and scales to `peak`. */
function finish(out: Float32Array, peak: number): Float32Array {
  const fadeIn = Math.round(0.002 * SAMPLE_RATE), fadeOut = Math.round(0.01 * SAMPLE_RATE);
  let x1 = 0, y1 = 0, max = 0;
  for (let i = 0; i < out.length; i++) {
    const y = out[i] - x1 + 0.995 * y1;
    x1 = out[i]; y1 = y;
    out[i] = y * Math.min(1, i / fadeIn, (out.length - 1 - i) / fadeOut);
    max = Math.max(max, Math.abs(out[i]));
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] / (max || 1)) * peak;
  return out;
}

const track = (seconds: number) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

// ── the sounds ───────────────────────────────────────────────────────────────
const RECIPES: Record<SoundName, () => Float32Array> = {
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
  /** The catapult fires: the rope's twang, then the token's whoosh through the air. */
  launch() {
    const o = track(0.8);
    pluck(o, { freq: 98, damping: 0.996, env: ad(0.001, 0.2), gain: 0.8, seed: 41 });
    tone(o, { freq: 230, to: 180, glide: 0.08, env: ad(0.002, 0.12), gain: 0.35 });
    const whoosh: Envelope = (t) => (t < 0.06 || t > 0.78 ? 0 : Math.pow(Math.sin((Math.PI * (t - 0.06)) / 0.72), 2));
    noise(o, { kind: 'band', freq: 450, to: 1900, q: 0.9, env: whoosh, gain: 0.9, seed: 42 });
    return finish(o, 0.85);
  },
  /** The token hits a follower: a hollow bonk. */
  hit() {
    const o = track(0.3);
    tone(o, { freq: 520, to: 190, glide: 0.025, env: ad(0.001, 0.07), gain: 1 });
    tone(o, { freq: 1200, to: 440, glide: 0.02, env: ad(0.001, 0.025), gain: 0.35 });
    noise(o, { kind: 'band', freq: 1800, q: 1.5, env: ad(0.0005, 0.006), gain: 0.5, seed: 51 });
    return finish(o, 0.85);
  },
  /** A catch: a hand clap (a few noise bursts close together, then a short body). */
  catch() {
    const o = track(0.22);
    [0, 0.009, 0.019].forEach((at, i) => noise(o, { at, kind: 'band', freq: 1100 + 150 * i, q: 1.1, env: ad(0.0005, 0.004), gain: 0.9, seed: 61 + i }));
    noise(o, { at: 0.026, kind: 'band', freq: 1300, q: 0.9, env: ad(0.001, 0.045), gain: 0.7, seed: 64 });
    return finish(o, 0.8);
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
  /** The catapult token lands on the table: a dull cardboard thud, lower and shorter than a tile. */
  thud() {
    const o = track(0.18);
    tone(o, { freq: 140, to: 80, glide: 0.03, env: ad(0.001, 0.035), gain: 1 });
    noise(o, { kind: 'low', freq: 700, q: 0.8, env: ad(0.0008, 0.02), gain: 0.8, seed: 71 });
    return finish(o, 0.85);
  },
  /** The token skids on: a short scrape of band-passed noise that falls away. */
  skid() {
    const o = track(0.3);
    const scrape: Envelope = (t) => (t < 0.015 ? t / 0.015 : Math.exp(-(t - 0.015) / 0.08));
    noise(o, { kind: 'band', freq: 2600, to: 1400, q: 1.6, env: scrape, gain: 1, seed: 81 });
    noise(o, { kind: 'high', freq: 4200, q: 0.7, env: ad(0.002, 0.03), gain: 0.25, seed: 82 });
    return finish(o, 0.5);
  },
  /** Two wooden meeples knock together: a bright, dry clack. */
  clack() {
    const o = track(0.12);
    tone(o, { freq: 1850, to: 1500, glide: 0.01, env: ad(0.0005, 0.012), gain: 0.8 });
    tone(o, { freq: 3100, env: ad(0.0004, 0.006), gain: 0.35 });
    noise(o, { kind: 'band', freq: 2900, q: 2.2, env: ad(0.0004, 0.005), gain: 0.9, seed: 91 });
    return finish(o, 0.75);
  },
};

/** One sound's samples in [-1, 1]. */
export function renderSound(name: SoundName): Float32Array {
  return RECIPES[name]();
}

/** Every sound as WAV bytes, by name. */
export function makeSounds(): Record<SoundName, Uint8Array> {
  return Object.fromEntries(SOUND_NAMES.map((n) => [n, encodeWav(renderSound(n))])) as Record<SoundName, Uint8Array>;
}

export const SOUNDS_DIR = fileURLToPath(new URL('../public/sounds/', import.meta.url));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(SOUNDS_DIR, { recursive: true });
  for (const [name, bytes] of Object.entries(makeSounds())) {
    writeFileSync(join(SOUNDS_DIR, `${name}.wav`), bytes);
    console.log(`${`${name}.wav`.padEnd(14)} ${String(bytes.length).padStart(6)} bytes${bytes.length > MAX_BYTES ? '  (over the limit!)' : ''}`);
  }
}
