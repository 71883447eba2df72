// Our own tiny PRNG: the physics layer may not import core/ and must never touch Math.random.
// mulberry32 is enough here: it only draws the few spread values of one shot from its seed.

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Triangular value in (−1, 1), peaked at 0: small misses common, big ones rare, no log/cos needed. */
export function triangular(next: () => number): number {
  return next() + next() - 1;
}

/** The seeded spread of one launch: [aim offset in radians, relative power change]. */
export function launchSpread(seed: number, aimSpread: number, powerSpread: number): { aim: number; power: number } {
  const next = mulberry32(seed);
  const aim = aimSpread * triangular(next);
  const power = powerSpread * triangular(next);
  return { aim, power };
}
