// The twelve tiles of The River (Hans im Glück, 2001), written by hand from the published game
// (see README.md for the sources and what is reconstructed). Edges N, E, S, W; a river edge is its
// own edge type: it matches only a river. Segments: NL NC NR EL EC ER SL SC SR WL WC WR — L and R
// seen from the centre looking out (N: west, east; E: north, south; S: east, west; W: south, north).
import type { Segment, TileDef, TileFeatureDef } from '../../core/index.js';
import { city, cloister, field, road } from '../base/index.js';

/** The river: a feature kind of its own (joins across river edges; nobody stands on it). */
export const RIVER = 'river';
const river = (...segments: Segment[]): TileFeatureDef => ({ kind: RIVER, segments });
const all = (except: Segment[]): Segment[] =>
  (['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'] as const).filter((s) => !except.includes(s));
const def = (id: string, count: number, edges: TileDef['edges'], features: TileFeatureDef[]): TileDef => ({ id, count, edges, features });

export const SOURCE = 'river/source';
export const LAKE = 'river/lake';

export const RIVER_TILES: TileDef[] = [
  // The spring: the river rises here and flows out to the south. The start tile.
  def(SOURCE, 1, ['field', 'field', 'river', 'field'], [river('SC'), field(all(['SC']))]),
  // The lake: the river ends here. Always the last river tile.
  def(LAKE, 1, ['river', 'field', 'field', 'field'], [river('NC'), field(all(['NC']))]),
  // Straight, between two meadows.
  def('river/straight', 2, ['river', 'field', 'river', 'field'], [
    river('NC', 'SC'), field(['NR', 'EL', 'EC', 'ER', 'SL']), field(['SR', 'WL', 'WC', 'WR', 'NL']),
  ]),
  // A bend from south to east.
  def('river/bend', 2, ['field', 'river', 'river', 'field'], [
    river('EC', 'SC'), field(['ER', 'SL']), field(['NL', 'NC', 'NR', 'EL', 'SR', 'WL', 'WC', 'WR']),
  ]),
  // Straight, a road crossing it on a bridge.
  def('river/bridge', 1, ['river', 'road', 'river', 'road'], [
    river('NC', 'SC'), road('E', 'W'), field(['NR', 'EL']), field(['ER', 'SL']), field(['SR', 'WL']), field(['WR', 'NL']),
  ]),
  // A bend from south to east, a road bending from north to west on the other side.
  def('river/bend-road', 1, ['road', 'river', 'river', 'road'], [
    river('EC', 'SC'), road('N', 'W'), field(['ER', 'SL']), field(['WR', 'NL']), field(['NR', 'EL', 'SR', 'WL']),
  ]),
  // Straight, a city on each bank.
  def('river/cities', 1, ['river', 'city', 'river', 'city'], [
    river('NC', 'SC'), city(['E']), city(['W']), field(['NR', 'SL'], [1]), field(['SR', 'NL'], [2]),
  ]),
  // A bend from south to west round a city in the north-east corner.
  def('river/bend-city', 1, ['city', 'city', 'river', 'river'], [
    river('SC', 'WC'), city(['N', 'E']), field(['SR', 'WL']), field(['SL', 'WR'], [1]),
  ]),
  // Straight, a cloister on the west bank with its road to the west edge.
  def('river/cloister', 1, ['river', 'field', 'river', 'road'], [
    river('NC', 'SC'), cloister(), road('W'), field(['NR', 'EL', 'EC', 'ER', 'SL']), field(['SR', 'WL', 'WR', 'NL']),
  ]),
  // Straight, a city on the east bank.
  def('river/city', 1, ['river', 'city', 'river', 'field'], [
    river('NC', 'SC'), city(['E']), field(['NR', 'SL'], [1]), field(['SR', 'WL', 'WC', 'WR', 'NL']),
  ]),
];
