// Where a square lies and how a tile is turned, in a player's words. Players never see the
// board's coordinates, so the turn panel and the keyboard's list of places for the tile both say
// where a square is from the start tile, the one square every player knows ("2 squares north and
// 1 square east of the start tile"), and how the tile is turned in quarters ("turned a quarter to
// the right"). Screen-reader users hear the same words as the panel shows.
import type { Rotation } from '../../core/index.js';
import { plural, t } from '../i18n/index.js';

/** The start tile's square: the engine puts the start tile at (0, 0) (core/game.ts). */
const START = { x: 0, y: 0 } as const;

/** "2 squares north and 1 square east of the start tile" (y grows south on the board). */
export function squareWhere(x: number, y: number): string {
  const dx = x - START.x, dy = y - START.y;
  if (dx === 0 && dy === 0) return t('where.start');
  const ns = dy === 0 ? null : plural(dy < 0 ? 'where.N' : 'where.S', Math.abs(dy));
  const ew = dx === 0 ? null : plural(dx > 0 ? 'where.E' : 'where.W', Math.abs(dx));
  const where = ns && ew ? t('where.both', { ns, ew }) : (ns ?? ew)!;
  return t('where.fromStart', { where });
}

/** "turned a quarter to the right": a tile's rotation (clockwise degrees) as a player says it. */
export function turnWords(rotation: Rotation): string {
  return t(`turn.${rotation}`);
}
