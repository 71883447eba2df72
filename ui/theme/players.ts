// Player colours and marks: the box's colours, as a table names them — red is red (players called
// the old vermillion "orange"), the others Okabe–Ito, so they stay apart for the common forms of
// colour blindness — and every meeple also carries its own shape mark: colour is never the only cue.
// `stroke` is the outline and the mark, picked for contrast against `fill`.

export type PlayerMark = 'circle' | 'triangle' | 'square' | 'diamond' | 'star' | 'cross';

export interface PlayerStyle {
  fill: string;
  stroke: string;
  mark: PlayerMark;
}

/** The colour keys a game setup uses (docs/records.md: `"color": "red"`), in the order offered. */
export const PLAYER_COLOR_KEYS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'] as const;
export type PlayerColorKey = (typeof PLAYER_COLOR_KEYS)[number];

const BASE: Record<PlayerColorKey, PlayerStyle> = {
  red: { fill: '#C8102E', stroke: '#FFFFFF', mark: 'circle' }, // red (hue 350°), white mark 5.9:1
  blue: { fill: '#0072B2', stroke: '#FFFFFF', mark: 'triangle' }, // blue
  green: { fill: '#009E73', stroke: '#06241B', mark: 'square' }, // bluish green
  yellow: { fill: '#F0E442', stroke: '#3A3500', mark: 'diamond' }, // yellow
  black: { fill: '#1E1E1E', stroke: '#F2F2F2', mark: 'star' }, // near-black
  pink: { fill: '#CC79A7', stroke: '#2B0E1F', mark: 'cross' }, // reddish purple
};

/** Stable string hash (FNV-1a), so an unknown key always gets the same fallback style. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The style of a colour key; an unknown key (an old save, a mod) falls back deterministically. */
export function playerStyle(key: string): PlayerStyle {
  if (Object.prototype.hasOwnProperty.call(BASE, key)) return BASE[key as PlayerColorKey];
  return BASE[PLAYER_COLOR_KEYS[hash(key) % PLAYER_COLOR_KEYS.length]];
}

/**
 * `PLAYER_STYLES[key]` for the six keys; any other string key reads as its fallback style, so a
 * caller indexing with a stored colour never gets undefined. Keys and entries list the six only.
 */
export const PLAYER_STYLES: Record<string, PlayerStyle> = new Proxy(BASE as Record<string, PlayerStyle>, {
  get(target, prop, receiver) {
    if (typeof prop !== 'string' || Object.prototype.hasOwnProperty.call(target, prop)) return Reflect.get(target, prop, receiver);
    // Leave Object.prototype members (toString, constructor …) alone.
    if (prop in Object.prototype) return Reflect.get(target, prop, receiver);
    return playerStyle(prop);
  },
});

/** Parses '#RRGGBB' to 0xRRGGBB for Pixi. */
export function colorNumber(hex: string): number {
  return parseInt(hex.slice(1, 7), 16);
}
