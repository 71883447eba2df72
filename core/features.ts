// The feature graph: union-find over the features printed on placed tiles (docs/architecture.md).
// Placing a tile adds its nodes and merges them with the neighbours' — the board is never rescanned.
// Nodes live in the game state (plain data); aggregates are kept on each root.
import type { FeatureNode, PlacedTile, TileDef } from './types.js';

export function find(nodes: FeatureNode[], n: number): number {
  let root = n;
  while (nodes[root].parent !== root) root = nodes[root].parent;
  // Path compression: same answer, shorter walks next time.
  while (nodes[n].parent !== root) {
    const next = nodes[n].parent;
    nodes[n].parent = root;
    n = next;
  }
  return root;
}

/**
 * Appends one node per feature of a newly placed tile; returns the first node id.
 * `edgeCount[i]`: how many tile edges feature i reaches (each is open until a neighbour comes).
 */
export function addTileNodes(nodes: FeatureNode[], def: TileDef, edgeCount: readonly number[], tileIndex: number): number {
  const base = nodes.length;
  for (let i = 0; i < def.features.length; i++) {
    const f = def.features[i];
    nodes.push({
      kind: f.kind,
      parent: base + i,
      tile: tileIndex,
      tiles: [tileIndex],
      open: edgeCount[i],
      props: f.props ? { ...f.props } : {},
      touches: f.touches ? f.touches.map((j) => base + j) : [],
    });
  }
  return base;
}

/**
 * Merges two features; returns the new root. Numeric props add up, boolean props OR.
 * A tile already in the big feature can reappear in the small one only through another of its
 * own nodes (tile t owns nodes board[t].nodeBase up to the next tile's), so only the small side's
 * tiles are checked; union by size keeps merging O(n log n) overall.
 */
export function union(nodes: FeatureNode[], a: number, b: number, board: readonly PlacedTile[]): number {
  let ra = find(nodes, a), rb = find(nodes, b);
  if (ra === rb) return ra;
  if (nodes[ra].tiles.length < nodes[rb].tiles.length) [ra, rb] = [rb, ra];
  const big = nodes[ra], small = nodes[rb];
  for (const t of small.tiles) {
    const start = board[t].nodeBase, end = t + 1 < board.length ? board[t + 1].nodeBase : nodes.length;
    let shared = false;
    for (let n = start; n < end && !shared; n++) shared = nodes[n].kind === big.kind && find(nodes, n) === ra;
    if (!shared) big.tiles.push(t);
  }
  small.parent = ra;
  big.open += small.open;
  for (const k in small.props) {
    const v = small.props[k], mine = big.props[k];
    big.props[k] = typeof v === 'number' ? ((mine as number | undefined) ?? 0) + v : Boolean(mine) || v;
  }
  for (const t of small.touches) big.touches.push(t);
  // Only the root's aggregates are read; drop the child's copies to keep saves small.
  small.tiles = [];
  small.touches = [];
  small.props = {};
  small.open = 0;
  return ra;
}
