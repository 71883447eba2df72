// Where the river flows: its open mouth on the board, the sides of a river tile as placed, and
// which way a bend turns. Pure functions of the tile definitions and the game state.
import { opposite, rotateSide, ruleError, SIDE_OFFSET, SIDES, type GameApi, type RuleError, type Rotation, type Side, type TileDef } from '../../core/index.js';
import { LAKE } from './tiles.js';

export interface RiverSlice {
  /** The open end of the river: the tile cell and the side the water leaves by; null once the lake is down. */
  mouth: { x: number; y: number; side: Side } | null;
  /** The way the last bend turned, seen downstream. */
  lastTurn: 'left' | 'right' | null;
}

export const initialSlice = (): RiverSlice => ({ mouth: null, lastTurn: null });

/** The river sides of a tile turned by `rotation`, in board orientation. */
export function riverSides(tile: TileDef, rotation: Rotation): Side[] {
  return SIDES.filter((s) => tile.edges[SIDES.indexOf(s)] === 'river').map((s) => rotateSide(s, rotation));
}

export const isRiverTile = (tile: TileDef) => tile.edges.includes('river');

/** Travelling out of `from` and leaving by `to`: straight on, or a bend to the left or right. */
export function turnOf(from: Side, to: Side): 'left' | 'right' | 'straight' | 'back' {
  const heading = SIDES.indexOf(opposite(from)), out = SIDES.indexOf(to);
  if (out === heading) return 'straight';
  if (out === (heading + 1) % 4) return 'right';
  if (out === (heading + 3) % 4) return 'left';
  return 'back';
}

/**
 * Why a river tile may not go at (x, y) turned so: it must take the water from the open mouth
 * (nowhere else), and a bend may not turn the same way as the bend before it — two such bends
 * make the river turn back on itself.
 */
export function riverProblem(api: GameApi, tile: TileDef, x: number, y: number, rotation: Rotation): RuleError | null {
  if (!isRiverTile(tile)) return null;
  const s = api.slice<RiverSlice>('river');
  if (!s.mouth) return ruleError('river.closed', 'the river already ends in its lake: no river tile can be added');
  const [dx, dy] = SIDE_OFFSET[s.mouth.side];
  if (x !== s.mouth.x + dx || y !== s.mouth.y + dy) {
    return ruleError('river.continue', `a river tile must continue the river at (${s.mouth.x + dx}, ${s.mouth.y + dy})`);
  }
  const sides = riverSides(tile, rotation), inSide = opposite(s.mouth.side);
  if (!sides.includes(inSide)) return ruleError('river.continue', 'the river tile must take the water from the river');
  const out = sides.find((side) => side !== inSide);
  const turn = out ? turnOf(inSide, out) : 'straight';
  if ((turn === 'left' || turn === 'right') && turn === s.lastTurn) {
    return ruleError('river.u-turn', `two bends to the ${turn} in a row would turn the river back on itself`);
  }
  return null;
}

/** After a river tile is down: the new mouth (none after the lake) and the last bend. */
export function flowOn(api: GameApi, index: number): void {
  const placed = api.placed(index), tile = api.tileDef(placed.tile);
  if (!isRiverTile(tile)) return;
  const s = api.slice<RiverSlice>('river');
  const sides = riverSides(tile, placed.rotation);
  if (!s.mouth) {
    // The spring, at the start: the water leaves by its one river side.
    s.mouth = { x: placed.x, y: placed.y, side: sides[0] };
    return;
  }
  const inSide = opposite(s.mouth.side), out = sides.find((side) => side !== inSide);
  if (tile.id === LAKE || !out) { s.mouth = null; return; }
  const turn = turnOf(inSide, out);
  if (turn === 'left' || turn === 'right') s.lastTurn = turn;
  s.mouth = { x: placed.x, y: placed.y, side: out };
}
