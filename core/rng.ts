// Seeded PRNG kept inside the game state (docs/architecture.md): sfc32, seeded through splitmix32.
// Its whole state is four 32-bit words, so a saved game continues the same sequence.

export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return [next(), next(), next(), next()];
}

/** Next 32-bit unsigned value; advances `st` in place. */
export function nextU32(st: RngState): number {
  let a = st[0], b = st[1], c = st[2], d = st[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st[0] = a >>> 0; st[1] = b >>> 0; st[2] = c; st[3] = d;
  return t;
}

/** Uniform integer in [0, n). */
export function nextInt(st: RngState, n: number): number {
  return Math.floor((nextU32(st) / 4294967296) * n);
}

/** Uniform float in [0, 1). */
export function nextFloat(st: RngState): number {
  return nextU32(st) / 4294967296;
}

export function shuffleInPlace<T>(st: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1);
    const swap = items[i];
    items[i] = items[j];
    items[j] = swap;
  }
  return items;
}
