// Which besieged cities have a way out (a cloister by a gate), remembered per board list for the
// escape phase, which asks at the end of every turn (escape.ts). A board only grows; undo and
// restore build a new list, so a memo keyed by the list never sees a tile go.
import type { GameReader, PlacedTile } from '../../core/index.js';
import type { EscapeVariant } from './escape.js';

interface EscapeMemo {
  covered: number;
  /** Tiles printing a cloister-like feature. */
  cloisters: number[];
  /** Nodes of the besieged city parts placed (one per siege tile and printed part). */
  sieges: number[];
  /**
   * The siege parts with a cloister on their tile's 3×3 (variant 'siege-tile'): a city is open
   * just when one of them belongs to it. Tiles stay and features only merge, so the list only grows.
   */
  gates: number[];
  /** Cities known open (variant 'any-city-tile'); a merged root is a new key. */
  open: Set<number>;
  /** Cities found shut, with the board length then: shut until a tile comes (awaits, then choices, ask twice). */
  shut: Map<number, number>;
}
const ESCAPE_MEMO = new WeakMap<readonly PlacedTile[], EscapeMemo>();

const near = (a: PlacedTile, b: PlacedTile) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;

/** The memo of the game's board list, extended by the tiles placed since it was last asked. */
export function escapeMemo(api: GameReader): EscapeMemo {
  const board = api.state.board;
  let memo = ESCAPE_MEMO.get(board);
  if (!memo) {
    memo = { covered: 0, cloisters: [], sieges: [], gates: [], open: new Set(), shut: new Map() };
    ESCAPE_MEMO.set(board, memo);
  }
  for (; memo.covered < board.length; memo.covered++) cover(api, memo, memo.covered);
  return memo;
}

/** Notes a new tile's cloister and siege parts, and the gates they open (either may come first). */
function cover(api: GameReader, memo: EscapeMemo, index: number): void {
  const board = api.state.board, t = board[index];
  const features = api.placedDef(index).features, kinds = api.placedKinds(index);
  let cloister = false;
  for (let i = 0; i < features.length; i++) if (kinds[i]?.cloisterLike) cloister = true;
  // First the cloister, so a siege tile printing one opens its own city (the tile's own cell counts).
  if (cloister) {
    memo.cloisters.push(index);
    for (const s of memo.sieges) if (near(board[api.state.nodes[s].tile], t) && !memo.gates.includes(s)) memo.gates.push(s);
  }
  for (let i = 0; i < features.length; i++) {
    const f = features[i];
    if (f.kind !== 'city' || f.props?.besieged !== true) continue;
    const node = t.nodeBase + i;
    memo.sieges.push(node);
    for (const c of memo.cloisters) {
      if (near(board[c], t)) {
        memo.gates.push(node);
        break;
      }
    }
  }
}

/** Whether any besieged city part is on the board: before one is, no city is besieged. */
export const anyBesieged = (memo: EscapeMemo) => memo.sieges.length > 0;

/** False when no city can let a follower out now ('siege-tile': no siege part has a cloister by it). */
export const mayBeOpen = (memo: EscapeMemo, variant: EscapeVariant) => variant !== 'siege-tile' || memo.gates.length > 0;

/**
 * Whether some open besieged city holds a follower (anyone's; core counts them per feature). Else
 * no escape is possible, and the phase need not look at a single follower — the usual case at a
 * turn's end. Every besieged city holds a siege part, and an open one a gate ('siege-tile').
 */
export function openCityOccupied(api: GameReader, memo: EscapeMemo, variant: EscapeVariant): boolean {
  const parts = variant === 'siege-tile' ? memo.gates : memo.sieges;
  for (let i = 0; i < parts.length; i++) {
    if (api.occupants(parts[i]) === 0) continue;
    if (variant === 'siege-tile' || cityOpen(api, memo, api.find(parts[i]), variant)) return true;
  }
  return false;
}

/** Whether the besieged city `root` lets its followers out, for the game's own variant. */
export function cityOpen(api: GameReader, memo: EscapeMemo, root: number, variant: EscapeVariant): boolean {
  if (variant === 'siege-tile') {
    // A siege tile of the city is a tile with a besieged part of it (escapeGates); cloister next to it.
    for (const g of memo.gates) if (api.find(g) === root) return true;
    return false;
  }
  if (variant !== 'any-city-tile') return false;
  if (memo.open.has(root)) return true;
  const board = api.state.board;
  if (memo.shut.get(root) === board.length) return false;
  for (const gate of api.state.nodes[api.find(root)].tiles) {
    for (const c of memo.cloisters) {
      // As cloisterNear: the gate's own cell or one of its 8 neighbours.
      if (near(board[c], board[gate])) {
        memo.open.add(root);
        return true;
      }
    }
  }
  memo.shut.set(root, board.length);
  return false;
}
