// The catapult's lines for the turn log (ExpansionUi.describeEvent): one for every outcome of a
// round, so the side panel, the handoff and the game log tell each shot as it happened — a
// follower knocked out (the core's `follower-returned`, reason `catapult/knockout`, digest §2.4.1),
// a shot that hit nothing or left the table, a seduction's swap or its pass, where a target
// practice token lies, a catch and its verdict. Words through ui/i18n; no DOM (tested in node).
import type { GameView, GameEvent, PlacedFollower } from '../../../core/index.js';
import { distanceToFair, EPSILON, type FollowerRef, type TargetDistance } from '../index.js';
import { squareWhere, t } from './shell.js';
import { roleOf, tiles } from './round-view.js';

const nameOf = (names: string[], p: unknown) => typeof p === 'number' ? names[p] ?? `#${p + 1}` : '?';

export function catapultEventText(event: GameEvent, names: string[], game: GameView): string | null {
  switch (event.type) {
    case 'follower-returned': return returnedText(event, names, game);
    case 'catapult/shot': return shotText(event, names, game);
    case 'catapult/swapped': {
      const name = nameOf(names, event.player), from = event.from as 'supply' | FollowerRef;
      return from === 'supply' ? t('catapult.log.swapSupply', { name }) : t('catapult.log.swapOwn', { name, where: squareWhere(from.x, from.y) });
    }
    case 'catapult/swap-declined': return t('catapult.log.noSwap', { name: nameOf(names, event.player) });
    case 'catapult/throw': {
      const who = { thrower: nameOf(names, event.thrower), catcher: nameOf(names, event.catcher) };
      return `${t('catapult.log.throw', who)} ${t(`catapult.catch.${String(event.result)}`, who)}`;
    }
    default: return null;
  }
}

/** A follower a knock-out sent home, or the one a seduction took the place of. */
function returnedText(event: GameEvent, names: string[], game: GameView): string | null {
  const f = event.follower as PlacedFollower | undefined;
  if (!f) return null;
  const who = { owner: nameOf(names, f.player), role: roleOf(game, f) };
  if (event.reason === 'catapult/knockout') return t('catapult.result.hit', who);
  if (event.reason === 'catapult/seduction') return t('catapult.log.seduced', who);
  return null;
}

/**
 * A shot's own line, where its effect does not speak for it: off the table, a knock-out that hit
 * nothing, a seduction token beside the tiles or on them (the swap or pass follows, unless no
 * follower was there to seduce), a target practice token's distance. A knock-out's hits are told
 * by their returned followers.
 */
function shotText(event: GameEvent, names: string[], game: GameView): string | null {
  const name = nameOf(names, event.player);
  if (event.offTable) return t('catapult.log.offTable', { name });
  const rest = event.rest as { x: number; y: number };
  switch (event.token) {
    case 'knockout': return (event.hits as unknown[]).length === 0 ? t('catapult.log.miss', { name }) : null;
    case 'seduction':
      return t(!event.onTile ? 'catapult.log.offTiles' : event.nobody ? 'catapult.log.nobody' : 'catapult.log.onTiles', { name });
    case 'target': {
      const fair = event.fair as { x: number; y: number } | undefined;
      if (!fair) return null;
      const d = distanceToFair(rest, fair, game.option<TargetDistance>('catapult.targetDistance'));
      return d <= EPSILON ? t('catapult.log.targetOn', { name }) : t('catapult.log.targetAway', { name, d: tiles(d) });
    }
    default: return null;
  }
}
