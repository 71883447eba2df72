// The seed of a shot or a throw (docs/architecture.md, determinism). It is a function of the game alone — the
// record's seed and how many actions were applied before it — so the same game position always
// gets the same seeded spread, replays are explainable (the seed is stored in the action's
// `input`), and neither the rules nor the UI use Math.random.

/** FNV-1a, 32 bit, over the UTF-16 code units of `s`. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's finaliser: neighbouring inputs (action 41, 42 …) end up far apart. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Seed (uint32) for the shot or throw made as action number `actionCount` of a game seeded `recordSeed`. */
export function shotSeed(recordSeed: number, actionCount: number): number {
  return fmix32(fnv1a(`carcassonne/catapult:${recordSeed}`) ^ Math.imul(actionCount + 1, 0x9e3779b1));
}
