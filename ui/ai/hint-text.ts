// A hint in words: what to do (the tile shown, the spot shown, which follower), then why — the
// search's reason and, when the move does something to an opponent's feature, that too with the
// opponent's name ("It scores your city: +8. No tile left can finish Bram's city."). No DOM: node
// tests read it.
import { DEFAULT_FOLLOWER, type Action } from '../../core/index.js';
import type { Reason } from '../../ai/types.js';
import { actionLabel, followerTypeName, kindName } from '../game/labels.js';
import { t } from '../i18n/index.js';

/** The reason's sentence(s); `names` are the players' names by seat. */
export function reasonText(reason: Reason, names: readonly string[]): string {
  const params = { ...reason.params };
  if (typeof params.kind === 'string') params.kind = kindName(params.kind).toLowerCase();
  if (typeof params.opponent === 'number') params.name = names[params.opponent] ?? String(params.opponent + 1);
  const own = t(reason.key, params);
  return reason.also ? `${own} ${reasonText(reason.also, names)}` : own;
}

/** What the hint asks the player to do; `onBoard` when the phase's panel draws the action itself (a shot). */
export function suggestionText(action: Action, onBoard: boolean): string {
  if (action.type === 'place') return t('hint.place');
  if (action.type === 'deploy') {
    const type = typeof action.follower === 'string' ? action.follower : DEFAULT_FOLLOWER;
    return type === DEFAULT_FOLLOWER ? t('hint.deploy') : t('hint.deployType', { type: followerTypeName(type) });
  }
  if (action.type === 'pass') return t('hint.pass');
  return onBoard ? t('hint.onBoard') : t('hint.other', { action: actionLabel(action) });
}
