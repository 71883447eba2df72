// The bag as the table counts it: every tile type still to come and how many, grouped by the
// expansion (module) that brings it, in the order the game lists its expansions; for each type, on how many squares it would fit now. The drawn tile is out of the
// bag (the engine drew it), so its count is "how many more like it".
import type { ExpansionModule, GameView, TileDef } from '../../core/index.js';

export interface BagEntry { id: string; def: TileDef; count: number; fits: number }
export interface BagGroup { expansion: string; total: number; entries: BagEntry[] }

/** Tile id → the id of the module that knows it (its allTiles); an unknown id goes by its prefix. */
export function tileModules(catalog: readonly ExpansionModule[]): (id: string) => string {
  const owner = new Map<string, string>();
  for (const m of catalog) for (const t of m.allTiles ?? []) if (!owner.has(t.id)) owner.set(t.id, m.id);
  return (id) => owner.get(id) ?? (id.includes('/') ? id.slice(0, id.indexOf('/')) : 'base');
}

/** Squares (not placements) where `tile` could go on the board now. */
export function squaresFor(game: GameView, tile: string): number {
  return new Set(game.legalPlacements(tile).map((p) => `${p.x},${p.y}`)).size;
}

export function bagContents(game: GameView, catalog: readonly ExpansionModule[]): BagGroup[] {
  const moduleOfTile = tileModules(catalog);
  const counts = new Map<string, number>();
  for (const id of game.state.deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  const groups = new Map<string, BagEntry[]>();
  for (const [id, count] of [...counts].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const m = moduleOfTile(id);
    groups.set(m, [...(groups.get(m) ?? []), { id, def: game.tileDef(id), count, fits: squaresFor(game, id) }]);
  }
  const order = game.state.setup.expansions;
  return [...groups].sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([expansion, entries]) => ({ expansion, entries, total: entries.reduce((s, e) => s + e.count, 0) }));
}
