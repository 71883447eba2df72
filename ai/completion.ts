// How likely an incomplete feature is to be finished, judged from the tiles still in the bag (the
// strong player's view; weaker players use the rule of thumb in evaluate.ts). The bag's contents
// are public — anyone can count the tiles played — only their order is unknown.
//
// A feature is finished when every hole beside it is filled. For a feature that must be closed
// (a city, a road) a hole counts as filled by a tile that fits it *and* stops the feature there;
// a feature that must be surrounded (a cloister) needs each empty neighbour cell filled by any tile
// that fits. A hole no tile left can fill makes the feature dead: it scores only its final value.
import { edgeOnSide, SIDE_OFFSET, SIDES, type Game, type Rotation, type Side } from '../core/index.js';

/** The cells that must be filled to finish the feature rooted at `root`, with what they need. */
interface Hole { x: number; y: number; /** Sides of the cell that face the feature (bit per N E S W). */ need: number }

/**
 * Fill chances per hole shape, for one bag (keyed by its contents, not its order). A position's
 * candidates share one bag (the tile just drawn is either still held or just placed), so a few
 * bags are kept.
 */
const caches = new Map<string, Map<string, number>>();
const MAX_BAGS = 8;

function bagCache(key: string): Map<string, number> {
  let c = caches.get(key);
  if (!c) {
    if (caches.size >= MAX_BAGS) caches.clear();
    caches.set(key, (c = new Map()));
  }
  return c;
}

/** Empty cells beside the feature's tiles that its open edges face (or, surrounded, all 8 neighbours). */
function holes(game: Game, root: number, surrounded: boolean): Hole[] {
  const node = game.state.nodes[root];
  const out = new Map<number, Hole>();
  if (surrounded) {
    const t = game.placed(node.tile);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if ((dx || dy) && game.placedAt(t.x + dx, t.y + dy) === undefined) out.set((t.x + dx) * 4096 + t.y + dy, { x: t.x + dx, y: t.y + dy, need: 0 });
      }
    }
    return [...out.values()];
  }
  for (const ti of node.tiles) {
    const t = game.placed(ti);
    for (let s = 0; s < 4; s++) {
      const side = SIDES[s];
      const [dx, dy] = SIDE_OFFSET[side];
      const x = t.x + dx, y = t.y + dy;
      if (game.placedAt(x, y) !== undefined) continue;
      let touches = false;
      for (const part of ['L', 'C', 'R']) {
        const n = game.nodeAt(ti, side + part);
        if (n !== undefined && game.find(n) === root) { touches = true; break; }
      }
      if (!touches) continue;
      const key = x * 4096 + y;
      const hole = out.get(key) ?? { x, y, need: 0 };
      hole.need |= 1 << ((s + 2) & 3);
      out.set(key, hole);
    }
  }
  return [...out.values()];
}

/** Share of the bag that fills the hole (and, for a closed kind, closes the feature there). */
function fillShare(game: Game, kind: string, hole: Hole, pool: Map<string, number>, total: number, cache: Map<string, number>): number {
  // The shape of a hole: what its neighbours show on each side, and which sides face the feature.
  let occupied = 0, shape = `${kind}|${hole.need}`;
  for (let s = 0; s < 4; s++) {
    const [dx, dy] = SIDE_OFFSET[SIDES[s]];
    const n = game.placedAt(hole.x + dx, hole.y + dy);
    if (n === undefined) { shape += '|-'; continue; }
    occupied |= 1 << s;
    const t = game.placed(n);
    shape += `|${edgeOnSide(game.tileDef(t.tile), t.rotation, SIDES[(s + 2) & 3])}`;
  }
  const known = cache.get(shape);
  if (known !== undefined) return known;
  let fill = 0;
  for (const [id, copies] of pool) {
    const rotations = game.rotationsAt(id, hole.x, hole.y);
    if (rotations.length === 0) continue;
    if (hole.need === 0 || rotations.some((r) => closes(game, id, r, kind, hole.need, occupied))) fill += copies;
  }
  const share = total > 0 ? fill / total : 0;
  cache.set(shape, share);
  return share;
}

/** True when the tile, turned so, meets the feature only on sides that already have neighbours. */
function closes(game: Game, id: string, rotation: Rotation, kind: string, need: number, occupied: number): boolean {
  const def = game.tileDef(id);
  for (const f of def.features) {
    if (f.kind !== kind || f.segments.length === 0) continue;
    let reach = 0;
    for (const seg of f.segments) reach |= 1 << rotatedSideIndex(seg[0] as Side, rotation);
    if ((reach & need) !== 0 && (reach & ~occupied) !== 0) return false;
  }
  return true;
}

function rotatedSideIndex(side: Side, rotation: Rotation): number {
  return (SIDES.indexOf(side) + rotation / 90) & 3;
}

interface Bag { pool: Map<string, number>; total: number; key: string }

const idHashes = new Map<string, number>();
function idHash(id: string): number {
  let h = idHashes.get(id);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    idHashes.set(id, (h >>>= 0));
  }
  return h;
}

/** The bag as tile id → copies (the tiles still to draw and the one held, not yet placed), keyed by its contents. */
function bag(game: Game): Bag {
  const s = game.state;
  const pool = new Map<string, number>();
  let a = 0, b = 0;
  const add = (id: string) => {
    pool.set(id, (pool.get(id) ?? 0) + 1);
    const h = idHash(id);
    a = (a + h) >>> 0;
    b = (b + Math.imul(h ^ (h >>> 15), 0x2c1b3c6d)) >>> 0;
  };
  // The tile drawn this turn is still to play until it is placed.
  const held = s.turn.drawn !== null && s.turn.placed < 0 ? s.turn.drawn : null;
  for (const id of s.deck) add(id);
  if (held) add(held);
  const total = s.deck.length + (held ? 1 : 0);
  return { pool, total, key: `${total}:${a}:${b}` };
}

/** One bag per position: every feature of a position is judged against the same bag. */
const bags = new WeakMap<object, { at: number; bag: Bag }>();
function bagOf(game: Game): Bag {
  const s = game.state, known = bags.get(s);
  if (known && known.at === s.actionCount) return known.bag;
  const b = bag(game);
  bags.set(s, { at: s.actionCount, bag: b });
  return b;
}

/**
 * The chance that the feature is finished before the bag runs out. Each hole is filled by one of
 * the draws that are likely to go there (DRAW_SHARES): part of the owner's own draws, and a small
 * share of the others' (opponents rarely help, but tiles that fit nowhere better do land in holes).
 */
export interface DrawShares {
  /** Share of the owner's own draws that may go to the feature's holes. */
  own: number;
  /** Share of each other player's draws that lands in them anyway. */
  others: number;
  /** Share of all draws that fills a cell around a feature that must be surrounded. */
  around: number;
}

/**
 * A player spends only part of their draws on any one feature (they have other features, and a
 * tile that fits the hole may serve better elsewhere), and opponents rarely help. Counting every
 * own draw and a fifth of the others' made open cities look nearly certain to close at 4 players;
 * half of one's own and a tenth of the others' won 74 % against normal instead of 64 % over the
 * same 80 seeded 4-player games (mean margin +6.1 against +3.1), and 82 % against 70 % over 60
 * 2-player games (+19.8 against +13.8).
 */
export const DRAW_SHARES: DrawShares = { own: 0.5, others: 0.1, around: 0.45 };

export function deckCompletionChance(game: Game, root: number, surrounded: boolean, shares: DrawShares = DRAW_SHARES): number {
  const s = game.state;
  const { pool, total, key } = bagOf(game);
  if (total === 0) return 0;
  const players = game.playerCount();
  const draws = surrounded ? total * shares.around
    : (shares.own * total) / players + (shares.others * total * (players - 1)) / players;
  const cache = bagCache(key);
  const kind = s.nodes[root].kind;
  const list = holes(game, root, surrounded);
  let p = 1;
  for (const hole of list) {
    const share = fillShare(game, kind, hole, pool, total, cache);
    if (share <= 0) return 0;
    // Holes compete for the same draws: each gets its part of them.
    p *= 1 - Math.pow(1 - share, Math.max(1, draws / list.length));
  }
  return p;
}
