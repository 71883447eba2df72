// The four feature kinds of the base game and what each is worth (digest §1.5, §1.6).
import type { FeatureKindDef } from '../../core/index.js';

export const road: FeatureKindDef = {
  id: 'road', connects: true, claimable: true, completion: 'closed',
  // 1 per tile, completed or not.
  score: (_api, f) => [{ what: 'tiles', count: f.node.tiles.length, unit: 1, points: 0 }],
};

export const city: FeatureKindDef = {
  id: 'city', connects: true, claimable: true, completion: 'closed',
  // 2 per tile and pennant when completed, 1 at the end of the game. Modifiers adjust the units.
  score(_api, f, completed) {
    const unit = completed ? 2 : 1;
    const items = [{ what: 'tiles', count: f.node.tiles.length, unit, points: 0 }];
    const pennants = Number(f.node.props.pennants ?? 0);
    if (pennants > 0) items.push({ what: 'pennants', count: pennants, unit, points: 0 });
    return items;
  },
};

export const cloister: FeatureKindDef = {
  id: 'cloister', connects: false, claimable: true, completion: 'surrounded', cloisterLike: true,
  // Its own tile plus each of the 8 surrounding squares that holds a tile.
  score: (_api, f) => [
    { what: 'tile', count: 1, unit: 1, points: 0 },
    { what: 'neighbours', count: f.neighbours, unit: 1, points: 0 },
  ],
};

/** Farms never complete; the final scoring values them (farms.ts). */
export const field: FeatureKindDef = {
  id: 'field', connects: true, claimable: true, completion: 'never',
};

export const BASE_KINDS: FeatureKindDef[] = [road, city, cloister, field];
