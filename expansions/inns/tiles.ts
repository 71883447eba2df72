// The 18 tiles of Inns & Cathedrals (Hans im Glück, 2002), first edition, written by hand with
// base's builders (docs/contract.md#tiles; README.md says where the layouts come from). Edges N,
// E, S, W: c city, r road, f field. Segments NL NC NR EL EC ER SL SC SR WL WC WR — L and R seen
// from the centre looking out (N: west, east; E: north, south; S: east, west; W: south, north).
//
// Two props carry the expansion's rules; boolean props OR when features merge (core), so a road
// or city that takes in one such tile has the prop for good:
//   inn       a road with an inn on its lake beside it (6 tiles)
//   cathedral a city with a cathedral in it (2 tiles)
import type { Side, TileDef, TileFeatureDef } from '../../core/index.js';
import { city, cloister, field, road, tile } from '../base/index.js';

export const INN = 'inn';
export const CATHEDRAL = 'cathedral';

/** A road with an inn beside it (the inn stands on a small lake next to this road). */
const innRoad = (...sides: Side[]): TileFeatureDef => ({ ...road(...sides), props: { [INN]: true } });

export const INNS_TILES: TileDef[] = [
  // ── The two cathedrals: one city over all four edges, the cathedral at its heart. ──
  tile('inns/cathedral', 2, 'cccc', [city(['N', 'E', 'S', 'W'], { [CATHEDRAL]: true })]),

  // ── The six inn tiles. ──
  // A straight road west–east, the inn on its lake in the northern meadow.
  tile('inns/inn-straight', 1, 'frfr', [
    innRoad('W', 'E'), field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL']),
  ]),
  // A road bending west–south, the inn in the big meadow outside the bend.
  tile('inns/inn-bend', 1, 'ffrr', [
    innRoad('W', 'S'), field(['WR', 'NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL']), field(['SR', 'WL']),
  ]),
  // Three roads meeting at a crossing; the inn stands beside the eastern one only.
  tile('inns/inn-junction', 1, 'frrr', [
    innRoad('E'), road('S'), road('W'),
    field(['WR', 'NL', 'NC', 'NR', 'EL']), field(['ER', 'SL']), field(['SR', 'WL']),
  ]),
  // A city on the north edge, a road bending west–south with the inn beside it.
  tile('inns/inn-city-bend', 1, 'cfrr', [
    city(['N']), innRoad('W', 'S'), field(['WR', 'EL', 'EC', 'ER', 'SL'], [0]), field(['SR', 'WL']),
  ]),
  // A corner city north and west with a pennant, a road bending east–south with the inn.
  tile('inns/inn-corner-bend', 1, 'crrc', [
    city(['N', 'W'], { pennants: 1 }), innRoad('E', 'S'), field(['EL', 'SR'], [0]), field(['ER', 'SL']),
  ]),
  // A corner city north and west; a road from the south ends at the inn below the city wall.
  tile('inns/inn-corner-road', 1, 'cfrc', [
    city(['N', 'W']), innRoad('S'), field(['EL', 'EC', 'ER', 'SL'], [0]), field(['SR'], [0]),
  ]),

  // ── The other ten. ──
  // A cloister with a road arriving from the west and another from the east; both end at it.
  tile('inns/cloister-roads', 1, 'frfr', [
    cloister(), road('W'), road('E'), field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL']),
  ]),
  // Four separate city edges round a small meadow in the middle.
  tile('inns/four-cities', 1, 'cccc', [
    city(['N']), city(['E']), city(['S']), city(['W']), field([], [0, 1, 2, 3]),
  ]),
  // Three separate city edges (north, east, west), a meadow to the south.
  tile('inns/three-cities', 1, 'ccfc', [
    city(['N']), city(['E']), city(['W']), field(['SL', 'SC', 'SR'], [0, 1, 2]),
  ]),
  // A city edge north and one south, roads from east and west ending between them.
  tile('inns/two-cities-roads', 1, 'crcr', [
    city(['N']), city(['S']), road('E'), road('W'),
    field(['EL'], [0]), field(['WR'], [0]), field(['ER'], [1]), field(['WL'], [1]),
  ]),
  // A corner city north and west with a pennant, a separate city edge south.
  tile('inns/corner-and-city', 1, 'cfcc', [
    city(['N', 'W'], { pennants: 1 }), city(['S']), field(['EL', 'EC', 'ER'], [0, 1]),
  ]),
  // A city edge north; the meadow below is divided in two, east and south-west.
  tile('inns/city-split-meadow', 1, 'cfff', [
    city(['N']), field(['EL', 'EC', 'ER'], [0]), field(['SL', 'SC', 'SR', 'WL', 'WC', 'WR'], [0]),
  ]),
  // A city edge north, a road from the south ending at its wall.
  tile('inns/city-road-end', 1, 'cfrf', [
    city(['N']), road('S'), field(['WL', 'WC', 'WR', 'SR'], [0]), field(['EL', 'EC', 'ER', 'SL'], [0]),
  ]),
  // A corner city north and west, a road from the east ending at its wall.
  tile('inns/corner-road-end', 1, 'crfc', [
    city(['N', 'W']), road('E'), field(['EL'], [0]), field(['ER', 'SL', 'SC', 'SR'], [0]),
  ]),
  // A city across the tile from east to west with a pennant, roads from north and south ending at it.
  tile('inns/city-across-roads', 1, 'rcrc', [
    city(['E', 'W'], { pennants: 1 }), road('N'), road('S'),
    field(['NL'], [0]), field(['NR'], [0]), field(['SL'], [0]), field(['SR'], [0]),
  ]),
  // Two roads bending past each other: west–south and north–east.
  tile('inns/two-bends', 1, 'rrrr', [
    road('W', 'S'), road('N', 'E'), field(['SR', 'WL']), field(['NR', 'EL']), field(['NL', 'WR', 'SL', 'ER']),
  ]),
];
