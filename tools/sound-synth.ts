// The small synthesiser behind the game's sound effects: short envelopes of filtered noise and
// sine partials, a plucked string, and a 16-bit mono PCM WAV writer. Deterministic: the noise comes
// from a seeded generator (no Math.random), so a recipe always makes the same bytes. Used by
// tools/make-sounds.ts for the shell's sounds and by an expansion's ui/sounds/recipes.ts for its own.
import { nextFloat, seedRng } from '../core/index.js';

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
export type Envelope = (t: number) => number;
/** Linear attack, then exponential decay (time constant `decay`). */
export const ad = (attack: number, decay: number): Envelope => (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

export interface Tone { at?: number; freq: number; to?: number; glide?: number; env: Envelope; gain: number }
/** A sine whose pitch slides from `freq` towards `to` with time constant `glide`. */
export function tone(out: Float32Array, { at = 0, freq, to = freq, glide = 0.05, env, gain }: Tone): void {
  let phase = 0;
  for (let i = Math.round(at * SAMPLE_RATE); i < out.length; i++) {
    const t = i / SAMPLE_RATE - at;
    const f = to + (freq - to) * Math.exp(-t / glide);
    phase += (TAU * f) / SAMPLE_RATE;
    out[i] += gain * env(t) * Math.sin(phase);
  }
}

export type FilterKind = 'low' | 'band' | 'high';
export interface Noise { at?: number; kind: FilterKind; freq: number; to?: number; q: number; env: Envelope; gain: number; seed: number }
/** White noise through a biquad (RBJ cookbook) whose centre may sweep from `freq` to `to`. */
export function noise(out: Float32Array, { at = 0, kind, freq, to = freq, q, env, gain, seed }: Noise): void {
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
export function pluck(out: Float32Array, { at = 0, freq, damping, env, gain, seed }: { at?: number; freq: number; damping: number; env: Envelope; gain: number; seed: number }): void {
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
export function finish(out: Float32Array, peak: number): Float32Array {
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

export const track = (seconds: number) => new Float32Array(Math.round(seconds * SAMPLE_RATE));
