// The catapult's sounds, synthesised (tools/sound-synth.ts): `npx tsx tools/make-sounds.ts` writes
// each recipe to <name>.wav beside this file, and the shell plays it as 'catapult/<name>'. Each is
// mixed at the level it should play at (the shell only applies the overall volume), so the last
// factor of every peak is the sound's loudness beside the shell's own (a tile is 0.7).
// test/ui/sound/wav.test.ts checks that the committed files are exactly what these make.
import { ad, finish, noise, pluck, tone, track, type Envelope } from '../../../../tools/sound-synth.js';

export const recipes: Record<string, () => Float32Array> = {
  /** The catapult fires: the rope's twang, then the token's whoosh through the air. */
  launch() {
    const o = track(0.8);
    pluck(o, { freq: 98, damping: 0.996, env: ad(0.001, 0.2), gain: 0.8, seed: 41 });
    tone(o, { freq: 230, to: 180, glide: 0.08, env: ad(0.002, 0.12), gain: 0.35 });
    const whoosh: Envelope = (t) => (t < 0.06 || t > 0.78 ? 0 : Math.pow(Math.sin((Math.PI * (t - 0.06)) / 0.72), 2));
    noise(o, { kind: 'band', freq: 450, to: 1900, q: 0.9, env: whoosh, gain: 0.9, seed: 42 });
    return finish(o, 0.85 * 0.65);
  },
  /** The token hits a follower: a hollow bonk. */
  hit() {
    const o = track(0.3);
    tone(o, { freq: 520, to: 190, glide: 0.025, env: ad(0.001, 0.07), gain: 1 });
    tone(o, { freq: 1200, to: 440, glide: 0.02, env: ad(0.001, 0.025), gain: 0.35 });
    noise(o, { kind: 'band', freq: 1800, q: 1.5, env: ad(0.0005, 0.006), gain: 0.5, seed: 51 });
    return finish(o, 0.85 * 0.7);
  },
  /** A catch: a hand clap (a few noise bursts close together, then a short body). */
  catch() {
    const o = track(0.22);
    [0, 0.009, 0.019].forEach((at, i) => noise(o, { at, kind: 'band', freq: 1100 + 150 * i, q: 1.1, env: ad(0.0005, 0.004), gain: 0.9, seed: 61 + i }));
    noise(o, { at: 0.026, kind: 'band', freq: 1300, q: 0.9, env: ad(0.001, 0.045), gain: 0.7, seed: 64 });
    return finish(o, 0.8 * 0.7);
  },
  /** The catapult token lands on the table: a dull cardboard thud, lower and shorter than a tile. */
  thud() {
    const o = track(0.18);
    tone(o, { freq: 140, to: 80, glide: 0.03, env: ad(0.001, 0.035), gain: 1 });
    noise(o, { kind: 'low', freq: 700, q: 0.8, env: ad(0.0008, 0.02), gain: 0.8, seed: 71 });
    return finish(o, 0.85 * 0.6);
  },
  /** The token skids on: a short scrape of band-passed noise that falls away. */
  skid() {
    const o = track(0.3);
    const scrape: Envelope = (t) => (t < 0.015 ? t / 0.015 : Math.exp(-(t - 0.015) / 0.08));
    noise(o, { kind: 'band', freq: 2600, to: 1400, q: 1.6, env: scrape, gain: 1, seed: 81 });
    noise(o, { kind: 'high', freq: 4200, q: 0.7, env: ad(0.002, 0.03), gain: 0.25, seed: 82 });
    return finish(o, 0.5 * 0.45);
  },
  /** Two wooden meeples knock together: a bright, dry clack. */
  clack() {
    const o = track(0.12);
    tone(o, { freq: 1850, to: 1500, glide: 0.01, env: ad(0.0005, 0.012), gain: 0.8 });
    tone(o, { freq: 3100, env: ad(0.0004, 0.006), gain: 0.35 });
    noise(o, { kind: 'band', freq: 2900, q: 2.2, env: ad(0.0004, 0.005), gain: 0.9, seed: 91 });
    return finish(o, 0.75 * 0.55);
  },
};
