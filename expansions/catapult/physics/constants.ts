// Tuning of the simulated catapult, in world units (1 = one tile edge = 45 mm) and seconds.
// The numbers come from the real pieces scaled to tiles; change them here, and re-pin the tests.

/** Gravity: 9.81 m/s² expressed in tiles (45 mm) per s². Used for flight and for sliding friction. */
export const G = 9.81 / 0.045;

// --- pieces (digest §2.6) ---
/** Token disc: the real cardboard token is ~18 mm on a 45 mm tile. */
export const TOKEN_RADIUS = 0.2;
export const FOLLOWER_RADIUS = { normal: 0.1, big: 0.14 } as const;
/** A meeple stands ~16 mm (big ~20 mm): a token lower than that strikes it (touchdown.ts). */
export const FOLLOWER_HEIGHT = { normal: 0.35, big: 0.45 } as const;
/** Masses relative to the token: a cardboard token (~0.4 g) is lighter than a wooden meeple (~1 g, big ~1.6 g),
 *  so a hit follower gets knocked but the token does not plough through a crowd. */
export const TOKEN_MASS = 1;
export const FOLLOWER_MASS = { normal: 2.5, big: 4 } as const;

// --- the board and the seats ---
/** Digest §2.6: the "table" is the tiles' bounding box grown by 2 tiles. */
export const BOARD_MARGIN = 2;
/** The catapult stands this far outside the tiles' bounding box, on the shooter's side. */
export const LAUNCH_OFFSET = 1.5;

// --- launch and flight ---
/** Fixed elevation of the catapult arm (45°: the spoon releases about there). */
export const ELEVATION = Math.PI / 4; // a constant, not a Math.* call: no engine freedom
/** Height of the spoon at release (~27 mm). */
export const LAUNCH_HEIGHT = 0.6;
/** A full pull brings the token to rest this far beyond the board's far edge (power-scale.ts). */
export const FULL_PULL_BEYOND = 0.75;
/** Seeded spread (triangular, ± this much): a skill game, not a ruler exercise (docs/architecture.md).
 *  Tuned with `npm run bench` (catapult.feel.lone_hit_rate): a well-judged pull at a lone meeple 2–6
 *  tiles away hits it about three times in four — skill matters, yet no shot is certain. */
export const AIM_SPREAD = 0.17;   // radians: most shots within ±5°, ±0.7 tile at 4 tiles at the very most
export const POWER_SPREAD = 0.12; // relative pull, so relative rest distance (power-scale.ts)

// --- landing and sliding ---
/** Vertical restitution of the token on the table: low, cardboard on cardboard; the hops are small. */
export const BOUNCE = 0.2;
/** Friction during an impact: each bounce takes μ·(1+e)·v_down off the horizontal speed. High: a
 *  cardboard token landing at 45° digs in and skids on only a tenth or two of a tile. */
export const IMPACT_FRICTION = 0.5;
/** Below this upward speed (tiles/s, hop ≈ 2 µm) the token just slides. */
export const MIN_HOP_SPEED = 1;
/** Coulomb sliding friction of tokens on the tiles: constant deceleration μ·g, so pieces really stop. */
export const SLIDE_FRICTION = 0.3;
/** A knocked meeple topples and tumbles a little way (seen top-down: a friction a bit below a token's):
 *  struck hard it ends a few tenths of a tile off, which is what lets it fall onto a neighbour (a chain). */
export const FOLLOWER_FRICTION = 0.3;
/** However lightly it is touched, a struck meeple falls over: its centre ends at least about this far off (tiles). */
export const MIN_TOPPLE = 0.28;
/** A little extra drag (air, wobble) on top of the Coulomb friction. */
export const LINEAR_DAMPING = 0.2;
/** Piece-on-piece contact: wood and cardboard are not bouncy. */
export const RESTITUTION = 0.4;
export const CONTACT_FRICTION = 0.1;

// --- stepping ---
export const DT = 1 / 120;
/** Record every 2nd step: 60 samples/s is smooth for playback and keeps records small. */
export const SAMPLE_EVERY = 2;
/** Hard bound on simulated time after landing (it normally settles in well under a second). */
export const MAX_STEPS = 1200;
/** Trajectory values are rounded to 1e-4 tiles (4.5 µm): invisible, and records stay short. */
export const SAMPLE_ROUND = 1e4;

// --- catch mini-game (digest §2.4.4, §2.6 "Catch") ---
/** A tap this close (tiles) to where the token is at that moment catches it: a fingertip on an 18 mm token. */
export const CATCH_RADIUS = 0.45;
/** Simulated seconds the tap may lag what was on screen: ~60 ms at the 5× slow motion the catch is shown in. */
export const CATCH_LATENCY = 0.012;
/** Within this distance the catcher touched it but dropped it (case D). */
export const TOUCH_RADIUS = 0.8;
