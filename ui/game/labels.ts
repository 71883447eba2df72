// Words for game things, all through the localisation layer: score explanations built from a
// ScoreEvent's items ("City (completed): 4 tiles × 2 + 1 pennant × 2 = 10"), follower spots,
// tile descriptions for screen readers, refused actions, option texts. No game rule lives here.
import type {
  Action, ExpansionModule, GameView, OptionDef, PlacedFollower, RuleError, ScoreEvent, ScoreItem, TileDef, TileFeatureDef,
} from '../../core/index.js';
import { rotateSide, SetupError, SIDES, type Rotation, type Side } from '../../core/index.js';
import { hasMessage, plural, t } from '../i18n/index.js';
import { formatBytes, ImportLimitError } from '../storage/import-limits.js';
import { ReplayError } from './replay-error.js';
import { squareWhere, turnWords } from './square-words.js';

const ROTATION_WORDS: readonly Rotation[] = [0, 90, 180, 270];

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${t('list.and')}${names[names.length - 1]}`;
}

export function kindName(kind: string): string {
  return t(`kind.${kind}`, undefined, kind);
}

/**
 * A follower type's name, lower case as inside a sentence ("big follower"): `follower.<typeId>` in
 * the texts of the module that declares it; without one, the id's last part ("inns/big" → "big").
 */
export function followerTypeName(type: string): string {
  return t(`follower.${type}`, undefined, type.slice(type.lastIndexOf('/') + 1).replace(/[-_]/g, ' '));
}

/** "4 tiles × 2"; a farm's 'city+besieged' becomes "2 completed cities (besieged) × 6". */
export function itemText(item: ScoreItem): string {
  const [what, ...tags] = item.what.split('+');
  let noun = hasMessage(`what.${what}#other`) ? plural(`what.${what}`, item.count) : what;
  if (tags.length) noun += ` (${tags.map((tag) => t(`tag.${tag}`, undefined, tag)).join(', ')})`;
  return t('score.item', { count: item.count, what: noun, unit: item.unit });
}

export interface ScoreExplanation {
  /** "City (completed): 4 tiles × 2 + 1 pennant × 2 = 10" */
  line: string;
  /** "10 for Anna and Bram" */
  receivers: string;
  /** Per-player extras, one line each. */
  extras: string[];
}

export function explainScore(event: ScoreEvent, playerNames: string[]): ScoreExplanation {
  const shared = event.items.reduce((sum, i) => sum + i.points, 0);
  const items = event.items.length ? event.items.map(itemText).join(' + ') : '0';
  // Flags a modifier left on the event (siege: detail.besieged) are named after the kind.
  const tags = Object.entries(event.detail ?? {})
    .filter(([k, v]) => v === true && hasMessage(`tag.${k}`)).map(([k]) => t(`tag.${k}`));
  const line = t('score.line', {
    kind: [kindName(event.kind), ...tags].join(', '), when: t(`score.when.${event.when}`, undefined, event.when), items, total: shared,
  });
  const names = event.players.map((p) => playerNames[p] ?? `#${p}`);
  const receivers = t('score.for', { points: shared, names: joinNames(names) });
  const extras = Object.entries(event.playerItems ?? {})
    .filter(([, list]) => list.length > 0)
    .map(([p, list]) => t('score.extra', { name: playerNames[Number(p)] ?? `#${p}`, items: list.map(itemText).join(' + ') }));
  return { line, receivers, extras };
}

/**
 * The turn panel's title: "Bram’s turn", or "Bram’s turn — Anna to act" while someone else holds
 * the tablet within Bram's turn (a shooter or catcher in a catapult round).
 */
export function turnTitle(names: string[], player: number, acting: number): string {
  const name = names[player] ?? `#${player + 1}`;
  if (acting === player) return t('game.turnOf', { name });
  return t('game.turnOfActing', { name, actor: names[acting] ?? `#${acting + 1}` });
}

const COMPASS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] as const;

/** Where a point lies on its tile, as a compass word ('NW', … or 'C' near the centre); y grows south. */
export function compassOf(dx: number, dy: number): string {
  if (Math.hypot(dx, dy) < 0.12) return 'C';
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return COMPASS[(octant + 8) % 8];
}

/**
 * Follower spots on the tile just placed, labelled by where they stand on it ("Knight in the
 * city (north-east)"); two spots in the same direction are told apart by their edge segment.
 */
export function spotLabels(spots: { at: string; kind: string; x: number; y: number }[], tileX: number, tileY: number): string[] {
  const dirs = spots.map((s) => compassOf(s.x - tileX - 0.5, s.y - tileY - 0.5));
  return spots.map((s, i) => {
    const unique = dirs.filter((d) => d === dirs[i]).length === 1;
    return spotLabel(s.kind, s.at, unique ? t(`dir.${dirs[i]}`) : undefined);
  });
}

/** A follower on the board, by the kind of the feature it stands on: "Thief on the road (east edge)". */
export function followerLabel(game: GameView, f: PlacedFollower): string {
  return spotLabel(game.state.nodes[f.node]?.kind ?? f.type, f.at);
}

/** "Knight in the city (north edge)". */
export function spotLabel(kind: string, at: string, place?: string): string {
  const where = place ?? t(`seg.${at}`, undefined, at);
  const key = `spot.${kind}`;
  return hasMessage(key) ? t(key, { where }) : t('spot.other', { kind: kindName(kind).toLocaleLowerCase(), where });
}

/**
 * For screen readers, in words rather than the id ("base/U" read aloud is noise): the tile's name
 * when its module gives one (`tile.<id>` in its texts), then its features, each with its props and
 * the sides it reaches — "Tile: city, 1 pennant (north, east); road (south, west)". Farms are left
 * out unless there is nothing else: they fill what the rest leaves.
 */
export function describeTile(def: TileDef, rotation: Rotation = 0): string {
  const shown = def.features.filter((f) => f.kind !== 'field');
  const features = (shown.length ? shown : def.features.slice(0, 1)).map((f) => {
    const sides = SIDES.filter((side) => f.segments.some((s) => rotateSide(s[0] as Side, rotation) === side));
    const what = [kindName(f.kind).toLocaleLowerCase(), ...propWords(f.props)].join(', ');
    return sides.length ? t('tile.feature', { what, sides: sides.map((s) => t(`side.${s}`)).join(', ') }) : what;
  });
  const key = `tile.${def.id}`;
  return hasMessage(key) ? t('tile.named', { name: t(key), features: features.join('; ') }) : t('tile.describe', { features: features.join('; ') });
}

/** A feature's props that have words: "1 pennant" (what.<prop>), "besieged" (tag.<prop>). */
function propWords(props: TileFeatureDef['props']): string[] {
  return Object.entries(props ?? {}).flatMap(([k, v]) => {
    if (typeof v === 'number') return v > 0 && hasMessage(`what.${k}#other`) ? [t('tile.count', { n: v, what: plural(`what.${k}`, v) })] : [];
    return v && hasMessage(`tag.${k}`) ? [t(`tag.${k}`)] : [];
  });
}

/** The localised text of a refused action, keyed by its rule; the engine's English as fallback. */
export function ruleText(error: RuleError): string {
  return t(`rule.${error.rule}`, { detail: error.message }, error.message);
}

/** A set-up or import problem (SetupError), or a replay that stopped at an illegal action. */
export function setupErrorText(error: unknown): string {
  if (error instanceof SetupError) {
    const key = `setupError.${error.code}`;
    const params: Record<string, string | number> = { detail: error.message };
    // Errors that carry their numbers say them in the player's language.
    if (error instanceof ReplayError) Object.assign(params, { index: error.index + 1, detail: error.detail });
    if (error instanceof ImportLimitError) Object.assign(params, { limit: error.code === 'too-large' ? formatBytes(error.limit) : error.limit, size: formatBytes(error.found) });
    // A code without words of its own (most are a module built wrong: two kinds of one id, a
    // phase cycle …) still says what failed in the player's language, the engine's detail after it.
    return t(hasMessage(key) ? key : 'setupError.setup', params);
  }
  return t('setupError.other', { detail: error instanceof Error ? error.message : String(error) });
}

/** A choice offered by a phase that has no panel: labelled by its action type. */
export function actionLabel(action: Action): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(action)) {
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  if (typeof action.token === 'string') params.token = t(`token.${action.token}`, undefined, action.token);
  if (typeof action.result === 'string') params.result = t(`catch.${action.result}`, undefined, action.result);
  if (typeof action.at === 'string') params.at = t(`seg.${action.at}`, undefined, action.at);
  let key = `action.${action.type}`;
  // Structured fields of module actions (catapult): a resting point, hits, where a swap comes from.
  const point = (v: unknown) => (v && typeof v === 'object' && 'x' in v && 'y' in v ? v as { x: number; y: number } : null);
  const rest = point(action.rest);
  // Squares in words (square-words.ts): a resting point by the square it lies on.
  if (rest) params.where = squareWhere(Math.floor(rest.x), Math.floor(rest.y));
  if (Array.isArray(action.hits)) params.hits = action.hits.length;
  if (action.from === 'supply') key = `${key}.supply`;
  const from = point(action.from);
  if (from) params.where = squareWhere(from.x, from.y);
  // A square an action names (a placement, a knight that escapes), with a placement's turn.
  if (typeof action.x === 'number' && typeof action.y === 'number') params.where = squareWhere(action.x, action.y);
  if (action.type === 'place' && ROTATION_WORDS.includes(action.rotation as Rotation)) params.turn = turnWords(action.rotation as Rotation);
  if (hasMessage(key)) return t(key, params);
  const detail = Object.entries(action).filter(([k]) => k !== 'type').map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
  return t('action.generic', { type: action.type }) + (detail ? ` (${detail})` : '');
}

export function phaseLabel(id: string): string {
  return t(`phase.${id}`, undefined, t('phase.generic', { id }));
}

export function expansionName(m: ExpansionModule): string {
  return t(`expansion.${m.id}.name`, undefined, m.id);
}

export function expansionDescription(m: ExpansionModule): string {
  return t(`expansion.${m.id}.desc`, undefined, '');
}

/** Option name, its one-sentence explanation (the module's English description as fallback), values. */
export function optionName(moduleId: string, key: string): string {
  return t(`option.${moduleId}.${key}`, undefined, key);
}

export function optionDescription(moduleId: string, key: string, def: OptionDef): string {
  return t(`option.${moduleId}.${key}.desc`, undefined, def.description);
}

export function optionValueName(moduleId: string, key: string, value: string): string {
  return t(`option.${moduleId}.${key}.${value}`, undefined, value);
}

export function colourLabel(colour: string, mark?: string): string {
  const name = t(`colour.${colour}`, undefined, colour);
  return mark ? t('colour.withMark', { colour: name, mark: t(`mark.${mark}`, undefined, mark) }) : name;
}
