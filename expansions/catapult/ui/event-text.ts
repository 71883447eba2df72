// The catapult's lines for the turn log (ExpansionUi.describeEvent): a follower the knock-out
// token sent home (the core's `follower-returned` event with reason `catapult/knockout`, digest
// §2.4.1). Words through ui/i18n, the same sentence the result panel shows after the shot.
import type { GameView, GameEvent, PlacedFollower } from '../../../core/index.js';
import { t } from './shell.js';
import { roleOf } from './round-view.js';

export function knockoutEventText(event: GameEvent, names: string[], game: GameView): string | null {
  const f = event.follower as PlacedFollower | undefined;
  if (event.type !== 'follower-returned' || event.reason !== 'catapult/knockout' || !f) return null;
  return t('catapult.result.hit', { owner: names[f.player] ?? `#${f.player + 1}`, role: roleOf(game, f) });
}
