// The feature graph: union-find over the features printed on placed tiles (docs/architecture.md).
// Placing a tile adds its nodes and merges them with the neighbours' — the board is never rescanned.
// Nodes live in the game state (plain data); aggregates are kept on each root.
import type { FeatureNode, PlacedTile, TileDef } from './types.js';
import { int32Array, int32Copy } from './int32-slab.js';

/**
 * The parents of the state's nodes mirrored in an Int32Array, derived like the board index, with
 * the count of followers on each feature (derived from the state's followers).
 * `find` compresses paths here only: the state's `parent` fields change only when features merge,
 * so reading a game (a hint, a bot's look-ahead) never changes its state, and a walk is one load
 * per step instead of an object's field.
 */
export class FeatureSets {
  private parent: Int32Array;
  /**
   * Followers standing on each root's feature (0 for non-roots), kept by the game's follower
   * methods (occupy) and merged by union: "is this feature taken?" without walking every follower.
   */
  private occupants: Int32Array;
  private count = 0;

  constructor(nodes: readonly FeatureNode[] = [], from?: FeatureSets) {
    if (from) {
      this.parent = int32Copy(from.parent);
      this.occupants = int32Copy(from.occupants);
      this.count = from.count;
      return;
    }
    // Room for a whole game (~340 nodes with base and both expansions) without growing.
    this.parent = int32Array(Math.max(512, nodes.length * 2));
    this.occupants = int32Array(this.parent.length);
    for (const n of nodes) this.parent[this.count++] = n.parent;
  }

  /** Counts the followers of a state (a game built or restored from one). */
  countFollowers(followers: readonly { node: number }[]): void {
    this.occupants.fill(0);
    for (const f of followers) this.occupants[this.find(f.node)]++;
  }

  /** A follower arrived on (+1) or left (−1) the feature of `node`. */
  occupy(node: number, change: number): void {
    this.occupants[this.find(node)] += change;
  }

  /** How many followers stand on the feature of `node`. */
  occupantsOf(node: number): number {
    return this.occupants[this.find(node)];
  }

  clone(): FeatureSets {
    return new FeatureSets(undefined, this);
  }

  /** Registers node ids up to `total` as singletons (a tile's new nodes). */
  grow(total: number): void {
    if (total > this.parent.length) {
      const size = Math.max(total, this.parent.length * 2);
      const bigger = int32Array(size), occupants = int32Array(size);
      bigger.set(this.parent.subarray(0, this.count));
      occupants.set(this.occupants.subarray(0, this.count));
      this.parent = bigger;
      this.occupants = occupants;
    }
    for (let i = this.count; i < total; i++) this.parent[i] = i;
    this.count = total;
  }

  find(n: number): number {
    const p = this.parent;
    let root = n;
    while (p[root] !== root) root = p[root];
    // Path compression in the mirror: same answer, shorter walks next time.
    while (p[n] !== root) {
      const next = p[n];
      p[n] = root;
      n = next;
    }
    return root;
  }

  /**
   * Merges two features; returns the new root. Numeric props add up, boolean props OR.
   * A tile already in the big feature can reappear in the small one only through another of its
   * own nodes (tile t owns nodes board[t].nodeBase up to the next tile's), so only the small side's
   * tiles are checked; union by size keeps merging O(n log n) overall.
   */
  union(nodes: FeatureNode[], a: number, b: number, board: readonly PlacedTile[]): number {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return ra;
    if (nodes[ra].tiles.length < nodes[rb].tiles.length) { const swap = ra; ra = rb; rb = swap; }
    const big = nodes[ra], small = nodes[rb];
    for (const t of small.tiles) {
      const start = board[t].nodeBase, end = t + 1 < board.length ? board[t + 1].nodeBase : nodes.length;
      let shared = false;
      for (let n = start; n < end && !shared; n++) shared = nodes[n].kind === big.kind && this.find(n) === ra;
      if (!shared) big.tiles.push(t);
    }
    small.parent = ra;
    this.parent[rb] = ra;
    this.occupants[ra] += this.occupants[rb];
    this.occupants[rb] = 0;
    big.open += small.open;
    if (small.props === NO_PROPS) {
      // Nothing to add.
    } else if (big.props === NO_PROPS) {
      // Still the shared empty object (addTileNodes): the small side's props are the sum, and the
      // small side's object moves over as it is, with no stores by computed key (V8's slow keyed
      // path: props objects differ in shape).
      big.props = small.props;
    } else if (addsToProps(big.props, small.props)) {
      // A new object: a node's props may be its tile definition's own (addTileNodes shares them),
      // so no props object is ever written to.
      const sum = { ...big.props };
      for (const k in small.props) sum[k] = propSum(sum[k], small.props[k]);
      big.props = sum;
    }
    if (small.touches.length > 0) {
      if (big.touches === NO_TOUCHES) big.touches = [];
      for (const t of small.touches) big.touches.push(t);
    }
    // Only the root's aggregates are read; drop the child's copies to keep saves small.
    small.tiles = [];
    small.touches = NO_TOUCHES;
    small.props = NO_PROPS;
    small.open = 0;
    return ra;
  }
}

/** A merged feature's value of a prop: numbers add up, booleans OR. */
function propSum(mine: number | boolean | undefined, v: number | boolean): number | boolean {
  return typeof v === 'number' ? ((mine as number | undefined) ?? 0) + v : Boolean(mine) || v;
}

/**
 * Whether summing `theirs` into `mine` changes anything: most merges of two cities add a
 * `pennants: 0` to a root that has the key already, and those keep the root's props as they are.
 */
function addsToProps(mine: Readonly<Record<string, number | boolean>>, theirs: Readonly<Record<string, number | boolean>>): boolean {
  for (const k in theirs) if (propSum(mine[k], theirs[k]) !== mine[k]) return true;
  return false;
}

/**
 * The props and touches of a node that has none: one shared frozen object and array (most nodes
 * print no props and only fields touch anything), so placing a tile allocates only what it adds.
 * A node's props are its tile definition's own object, or one union made: union sums into a new
 * object and never writes to one. It gives a root its own touches before pushing to them; nothing
 * else writes a node's props or touches (the state is changed only through the engine). A
 * restored or forked state holds plain copies instead, whose touches union pushes to as they are.
 */
const NO_PROPS: Record<string, number | boolean> = Object.freeze({}) as Record<string, number | boolean>;
const NO_TOUCHES: number[] = Object.freeze([]) as unknown as number[];

/**
 * Appends one node per feature of a newly placed tile; returns the first node id.
 * `open[i]`: feature i's open edges as placed (the tile edges it reaches that no neighbour closes yet).
 */
export function addTileNodes(nodes: FeatureNode[], def: TileDef, open: ArrayLike<number>, tileIndex: number): number {
  const base = nodes.length;
  for (let i = 0; i < def.features.length; i++) {
    const f = def.features[i];
    // Appended by index: V8 did not inline push() here (a builtin call per feature).
    nodes[base + i] = {
      kind: f.kind,
      parent: base + i,
      tile: tileIndex,
      tiles: [tileIndex],
      open: open[i],
      props: f.props ?? NO_PROPS, // shared with the definition: union never writes to a props object
      touches: f.touches ? shifted(f.touches, base) : NO_TOUCHES,
    };
  }
  return base;
}

/** `list` with `by` added to each entry, in a new array (a loop: map's closure was allocated per node). */
function shifted(list: readonly number[], by: number): number[] {
  const out = new Array<number>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = list[i] + by;
  return out;
}
