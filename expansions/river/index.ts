// The River (Hans im Glück, 2001) as a module: twelve river tiles dealt before the normal deck,
// the spring as the start tile and the lake as the last of them; a river tile must continue the
// river, and the river may not turn back on itself (README.md). Written against the public
// contract only (docs/contract.md): a start tile that replaces base's, a deck hook, a placement
// filter, a feature kind.
import type { ExpansionModule, FeatureKindDef } from '../../core/index.js';
import { flowOn, initialSlice, isRiverTile, riverProblem, riverSides, type RiverSlice } from './flow.js';
import { LAKE, RIVER, RIVER_TILES, SOURCE } from './tiles.js';

export { flowOn, riverProblem, riverSides, turnOf, type RiverSlice } from './flow.js';
export { LAKE, RIVER, RIVER_TILES, SOURCE } from './tiles.js';

const riverKind: FeatureKindDef = { id: RIVER, connects: true, claimable: false, completion: 'never' };

export const river: ExpansionModule<RiverSlice> = {
  id: 'river',
  version: 1,
  requires: ['base'],
  tiles: () => RIVER_TILES,
  allTiles: RIVER_TILES,
  startTile: SOURCE,
  replacesStartOf: ['base'],
  featureKinds: [riverKind],
  // Older than namespaces: saved snapshots, the river's painter and its texts name the kind as it is.
  plainNames: [riverKind.id],
  slice: { initial: initialSlice },
  // The river tiles first, shuffled among themselves, the lake last of them; then the normal deck.
  buildDeck(deck, ctx) {
    const rivers = ctx.shuffle(deck.filter((id) => id.startsWith('river/') && id !== LAKE && id !== SOURCE));
    const lakes = deck.filter((id) => id === LAKE);
    return [...rivers, ...lakes, ...deck.filter((id) => !id.startsWith('river/'))];
  },
  placementFilters: [{
    id: 'river/flow',
    // Per frontier group: a river tile turned so that a river edge meets the river.
    rotations: (_api, q) => (isRiverTile(q.tile)
      ? q.rotations.filter((r) => riverSides(q.tile, r).some((side) => q.neighbours['NESW'.indexOf(side)] === 'river'))
      : q.rotations),
    // Per cell: at the open mouth only, and no second bend the same way.
    cell: (api, q) => riverProblem(api, q.tile, q.x, q.y, q.rotation),
  }],
  hooks: {
    onSetup: (api) => flowOn(api, 0),
    onTilePlaced: (api, index) => flowOn(api, index),
  },
};
