// The board half of a game: compiled tiles, the board index (cells and frontier), the feature
// graph merges when a tile is put down, and legal placements with the modules' placement filters.
// Everything here is derived from the state's board, nodes and followers, so a fork copies it and
// a restore rebuilds it; the state stays plain data.
import { BoardIndex, CompiledTile, EdgeTypes, keyToCell, placeActionOf, ROTATIONS_BY_MASK, type InternedPlace, type PlacementGroup } from './board.js';
import type { FeatureKindDef, GameApi, PlacementFilter } from './contract.js';
import { ruleError, SetupError } from './errors.js';
import { addTileNodes, FeatureSets } from './features.js';
import { rotatedAnchors } from './geometry.js';
import type { Ruleset } from './registry.js';
import type { Action, GameState, PlacedTile, Placement, Rotation, RuleError, TileDef } from './types.js';
import { SEGMENTS } from './types.js';

const SEGMENT_INDEX: Record<string, number | undefined> = Object.assign(
  Object.create(null) as Record<string, number>, Object.fromEntries(SEGMENTS.map((s, i) => [s, i])));

// Compiled tiles depend only on the definition object, so every game shares them.
const EDGE_TYPES = new EdgeTypes();
const COMPILED = new WeakMap<TileDef, CompiledTile>();
function compileTile(def: TileDef): CompiledTile {
  let ct = COMPILED.get(def);
  if (!ct) COMPILED.set(def, (ct = new CompiledTile(def, EDGE_TYPES)));
  return ct;
}

const NONE: readonly number[] = Object.freeze([]);

/** Tile id → compiled tile, per ruleset (its tiles never change), shared by all its games. */
const COMPILED_BY_RULES = new WeakMap<Ruleset, Map<string, CompiledTile>>();

export class TileGraph {
  readonly index: BoardIndex;
  /** The feature graph's union-find (features.ts): the state's parents, mirrored. */
  readonly sets: FeatureSets;
  private readonly compiledTiles: Map<string, CompiledTile>;
  /** Compiled tile of each placed tile, by placed index. */
  private readonly placedCompiled: CompiledTile[];
  private readonly rotationFilters: PlacementFilter[];
  private readonly cellFilters: PlacementFilter[];
  /**
   * Placed tiles that hold a feature completed by being surrounded (a cloister), as flat
   * [tile index, x, y] triples in placing order: the few a new tile may complete are found by
   * comparing coordinates, not by looking up its eight neighbouring cells every turn.
   */
  private readonly surroundedTiles: number[];

  constructor(private readonly rules: Ruleset, private readonly state: GameState, private readonly api: GameApi, from?: TileGraph) {
    this.rotationFilters = rules.placementFilters.filter((f) => f.rotations);
    this.cellFilters = rules.placementFilters.filter((f) => f.cell);
    if (from) {
      this.compiledTiles = from.compiledTiles;
      this.placedCompiled = [...from.placedCompiled];
      this.index = from.index.cloneFor(state.board, (i) => this.placedCompiled[i]);
      this.sets = from.sets.clone();
      this.surroundedTiles = [...from.surroundedTiles];
    } else {
      let shared = COMPILED_BY_RULES.get(rules);
      if (!shared) COMPILED_BY_RULES.set(rules, (shared = new Map()));
      this.compiledTiles = shared;
      this.placedCompiled = state.board.map((t) => this.compiled(t.tile));
      this.index = BoardIndex.build(state.board, (i) => this.placedCompiled[i]);
      this.sets = new FeatureSets(state.nodes);
      this.sets.countFollowers(state.followers);
      this.surroundedTiles = [];
      state.board.forEach((t, i) => this.noteSurrounded(t, i));
    }
  }

  /** Indices of a tile's features that complete when surrounded (per ruleset, by tile id). */
  surroundedFeatures(tileId: string): readonly number[] {
    let list = this.rules.surrounded.get(tileId);
    if (!list) {
      const found: number[] = [];
      this.compiled(tileId).def.features.forEach((f, i) => {
        if (this.rules.kinds.get(f.kind)?.completion === 'surrounded') found.push(i);
      });
      this.rules.surrounded.set(tileId, (list = found));
    }
    return list;
  }

  private noteSurrounded(t: PlacedTile, index: number): void {
    if (this.surroundedFeatures(t.tile).length > 0) this.surroundedTiles.push(index, t.x, t.y);
  }

  /**
   * The placed tiles among the eight around tile `index` that hold a feature completed by being
   * surrounded, by y then x (the order scoring takes them in).
   */
  surroundedNear(index: number): readonly number[] {
    const { x, y } = this.state.board[index], list = this.surroundedTiles;
    let near: number[] | undefined;
    for (let i = 0; i < list.length; i += 3) {
      const dx = list[i + 1] - x, dy = list[i + 2] - y;
      if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || list[i] === index) continue;
      (near ??= []).push(list[i]);
    }
    if (!near) return NONE;
    if (near.length > 1) {
      const board = this.state.board;
      near.sort((a, b) => (board[a].y - board[b].y) || (board[a].x - board[b].x));
    }
    return near;
  }

  /** The same graph over an equal copy of the state (a fork): indexes copied, not rebuilt. */
  forkFor(state: GameState, api: GameApi): TileGraph {
    return new TileGraph(this.rules, state, api, this);
  }

  compiled(id: string): CompiledTile {
    // A turn asks for the drawn tile three times (can it go anywhere, where, put it down).
    if (id === this.lastCompiledId && this.lastCompiled !== undefined) return this.lastCompiled;
    let ct = this.compiledTiles.get(id);
    if (!ct) {
      const def = this.rules.tiles.get(id);
      if (!def) throw new SetupError('unknown-tile', `unknown tile id "${id}"`);
      ct = compileTile(def);
      this.compiledTiles.set(id, ct);
    }
    this.lastCompiledId = id;
    this.lastCompiled = ct;
    return ct;
  }
  private lastCompiledId = '';
  private lastCompiled: CompiledTile | undefined = undefined;

  /** Adds a tile to the board and merges its features (legality is the caller's job). */
  putTile(id: string, x: number, y: number, rotation: Rotation): number {
    const ct = this.compiled(id);
    const s = this.state;
    const index = s.board.length;
    const nodeBase = s.nodes.length;
    const placed: PlacedTile = { x, y, tile: id, rotation, nodeBase };
    // Appended by index, here and in addTileNodes: push was not inlined.
    s.board[index] = placed;
    this.placedCompiled[index] = ct;
    const r = rotation / 90;
    // The board index first: it finds the neighbouring tiles as it updates the frontier around
    // the new cell (nothing in it needs the nodes).
    const neighbours = this.neighbourTiles;
    this.index.add(placed, index, neighbours);
    // Each feature touching a shared edge closes one open edge: the new nodes start with those
    // closed (a root's count is the sum of its nodes' whatever the order of merging).
    const mask = (neighbours[0] >= 0 ? 1 : 0) | (neighbours[1] >= 0 ? 2 : 0) | (neighbours[2] >= 0 ? 4 : 0) | (neighbours[3] >= 0 ? 8 : 0);
    addTileNodes(s.nodes, ct.def, ct.openCounts[r][mask], index);
    const sets = this.sets;
    sets.grow(s.nodes.length);
    const kinds = this.placedKinds(index);
    for (let side = 0; side < 4; side++) {
      const ni = neighbours[side];
      if (ni < 0) continue;
      const nb = s.board[ni];
      const nct = this.placedCompiled[ni];
      const nr = nb.rotation / 90;
      const opp = (side + 2) % 4;
      for (const f of nct.sideFeatures[nr][opp]) s.nodes[sets.find(nb.nodeBase + f)].open--;
      // L meets R, C meets C; same connecting kind ⇒ one feature.
      for (let pos = 0; pos < 3; pos++) {
        const mine = ct.segmentFeature[r][side * 3 + pos];
        const theirs = nct.segmentFeature[nr][opp * 3 + (2 - pos)];
        if (mine < 0 || theirs < 0) continue;
        const kind = ct.kindIds[mine];
        if (kind !== nct.kindIds[theirs] || kinds[mine]?.connects !== true) continue;
        sets.union(s.nodes, nodeBase + mine, nb.nodeBase + theirs, s.board);
      }
    }
    this.noteSurrounded(placed, index);
    return index;
  }

  /** putTile's placed neighbours by side (−1: none), reused: it runs on every placement. */
  private readonly neighbourTiles = [-1, -1, -1, -1];


  /** The definition of placed tile `index` (its compiled tile is kept by index: no lookup by id). */
  placedDef(index: number): TileDef {
    return this.placedCompiled[index].def;
  }

  /** GameApi.placedKinds: the kind definitions of placed tile `index`'s features, by feature index. */
  placedKinds(index: number): readonly (FeatureKindDef | undefined)[] {
    const ct = this.placedCompiled[index];
    if (ct.kindsFor !== this.rules) {
      ct.kindDefs = ct.def.features.map((f) => this.rules.kinds.get(f.kind));
      ct.kindsFor = this.rules;
    }
    return ct.kindDefs;
  }

  /** The rotated follower anchors of placed tile `index` (geometry.ts), kept on its compiled tile. */
  anchorsOf(index: number): readonly (readonly { x: number; y: number }[])[] {
    const ct = this.placedCompiled[index];
    return ct.anchors ?? (ct.anchors = rotatedAnchors(ct.def));
  }

  nodeAt(tileIndex: number, at: string): number | undefined {
    const t = this.state.board[tileIndex];
    if (!t) return undefined;
    const ct = this.compiled(t.tile);
    const seg = SEGMENT_INDEX[at];
    if (seg !== undefined) {
      const f = ct.segmentFeature[t.rotation / 90][seg];
      return f >= 0 ? t.nodeBase + f : undefined;
    }
    const f = ct.def.features.findIndex((feat) => feat.segments.length === 0 && feat.kind === at);
    return f >= 0 ? t.nodeBase + f : undefined;
  }

  // ── Placement, with the modules' filters ─────────────────────────────────
  /** Edge type names facing a frontier signature's cell, N E S W (null: no neighbour). */
  private neighbours(signature: number): (string | null)[] {
    return [0, 1, 2, 3].map((s) => EDGE_TYPES.name((signature >> (s * 4)) & 15));
  }

  /**
   * The rotation filters applied in turn to `rotations` of `def`, for a cell whose neighbours make
   * `signature`, until none is left; with `watch`, until that rotation is dropped, naming the filter
   * that dropped it (a refusal says whose rule it was).
   */
  private rotationFiltered(def: TileDef, signature: number, rotations: readonly Rotation[], watch?: Rotation):
    { rotations: readonly Rotation[]; droppedBy: PlacementFilter | null } {
    const neighbours = this.neighbours(signature);
    for (const f of this.rotationFilters) {
      rotations = f.rotations!(this.api, { tile: def, neighbours, rotations });
      if (watch !== undefined && !rotations.includes(watch)) return { rotations, droppedBy: f };
      if (rotations.length === 0) break;
    }
    return { rotations, droppedBy: null };
  }

  /** Rotation groups after the per-group filters (fast path: no filters, the index's own groups). */
  groups(tileId: string): PlacementGroup[] {
    const ct = this.compiled(tileId);
    const groups = this.index.placementGroups(ct);
    if (this.rotationFilters.length === 0) return groups;
    const out: PlacementGroup[] = [];
    for (const g of groups) {
      const { rotations } = this.rotationFiltered(ct.def, g.signature, g.rotations);
      if (rotations.length > 0) out.push({ ...g, rotations: rotations as Rotation[] });
    }
    return out;
  }

  filterProblem(tileId: string, x: number, y: number, rotation: Rotation): RuleError | null {
    const def = this.compiled(tileId).def;
    for (const f of this.cellFilters) {
      const e = f.cell!(this.api, { tile: def, x, y, rotation });
      if (e) return e;
    }
    return null;
  }

  /**
   * Why a module's filter refuses a placement whose edges fit: a cell filter's own error, or one
   * naming the rotation filter that drops the rotation (rotation filters give no reason of their
   * own). Null when no filter refuses it (or the edges already do).
   */
  placementProblem(tileId: string, x: number, y: number, rotation: Rotation): RuleError | null {
    const cell = this.filterProblem(tileId, x, y, rotation);
    const signature = this.index.signatureAt(x, y);
    if (cell || this.rotationFilters.length === 0 || signature === undefined) return cell;
    const ct = this.compiled(tileId), fitting = ROTATIONS_BY_MASK[this.index.fitsAt(ct, x, y)];
    if (!fitting.includes(rotation)) return null;
    const f = this.rotationFiltered(ct.def, signature, fitting, rotation).droppedBy;
    return f && ruleError('place.filtered', `${tileId} may not go at (${x}, ${y}) rotated ${rotation}: placement filter "${f.id}" refuses it`);
  }

  /** Every legal placement, filters included, as the engine's interned place actions (board.ts). */
  placements(tileId: string): Placement[] {
    return this.placeActions(tileId);
  }

  /** placements() as place actions: the same list (the place phase lists one per turn). */
  placeActions(tileId: string): InternedPlace[] {
    if (this.rotationFilters.length === 0 && this.cellFilters.length === 0) return this.index.placeActions(this.compiled(tileId));
    const out: InternedPlace[] = [];
    const check = this.cellFilters.length > 0;
    for (const g of this.groups(tileId)) {
      for (const key of g.cells) {
        const [x, y] = keyToCell(key);
        for (const rotation of g.rotations) {
          if (!check || !this.filterProblem(tileId, x, y, rotation)) out.push(placeActionOf(x, y, rotation));
        }
      }
    }
    return out;
  }

  hasPlacement(tileId: string): boolean {
    if (this.rotationFilters.length === 0 && this.cellFilters.length === 0) return this.index.hasPlacement(this.compiled(tileId));
    if (this.cellFilters.length === 0) return this.groups(tileId).length > 0;
    return this.placements(tileId).length > 0;
  }

  rotationsAt(tileId: string, x: number, y: number): Rotation[] {
    const ct = this.compiled(tileId);
    let rotations: readonly Rotation[] = ROTATIONS_BY_MASK[this.index.fitsAt(ct, x, y)];
    if (rotations.length > 0 && this.rotationFilters.length > 0) {
      rotations = this.rotationFiltered(ct.def, this.index.signatureAt(x, y)!, rotations).rotations;
    }
    if (this.cellFilters.length > 0) rotations = rotations.filter((r) => !this.filterProblem(tileId, x, y, r));
    return [...rotations];
  }
}
