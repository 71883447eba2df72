// Flight from a besieged city (seed S-IT "Escaping a besieged city" + notes 3–10, digest §3.4).
// At the end of their own turn the active player may send one of their followers in a besieged
// city home, when a cloister-like feature lies next to a siege tile of that city (HiG) or next
// to any of its tiles (RGG Siege). It scores nothing.
import type { Action, GameApi, GameReader, PhaseDef, PlacedFollower, RuleError } from '../../core/index.js';
import { ruleError, sliceReader } from '../../core/index.js';
import { anyBesieged, cityOpen, escapeMemo, mayBeOpen, openCityOccupied } from './gates.js';
import { isBesiegedRoot } from './scoring.js';

export type EscapeVariant = 'siege-tile' | 'any-city-tile' | 'off';
export const ESCAPE_VARIANTS: readonly EscapeVariant[] = ['siege-tile', 'any-city-tile', 'off'];

/** state.ext.siege. The counters belong to the current turn part (see startTurnPart). */
export interface SiegeSlice {
  /** Escapes made in this turn part: at most one (seed note 7), one per part of a double turn (note 8). */
  escapes: number;
  /** The active player passed on escaping in this turn part. */
  declined: boolean;
}

export function initialSlice(): SiegeSlice {
  return { escapes: 0, declined: false };
}

/** The siege's slice (core's sliceReader: read several times on every turn). */
const siegeSlice: (api: GameReader) => SiegeSlice = sliceReader<SiegeSlice>('siege');

/**
 * Starts a new turn part for the escape limit. The siege module calls it after every draw; a
 * module that gives a player a second part of a turn (the builder, seed note 8) without a new
 * draw through the pipeline should call it too.
 */
export function startTurnPart(api: GameApi): void {
  const s = siegeSlice(api);
  s.escapes = 0;
  s.declined = false;
}

const variantOf = (api: GameReader) => api.option<EscapeVariant>('siege.escape');
const playerName = (api: GameApi, p: number) => api.state.setup.players[p]?.name ?? `player ${p + 1}`;

/** Whether the placed tile carries a besieged city part that belongs to the city `root`. */
function isSiegeTileOf(api: GameReader, tileIndex: number, root: number): boolean {
  // Only roots carry merged props, so read the tile's own printing (digest §3: one city segment each).
  const placed = api.placed(tileIndex);
  const features = api.placedDef(tileIndex).features;
  for (let i = 0; i < features.length; i++) {
    const f = features[i];
    if (f.kind === 'city' && f.props?.besieged === true && api.find(placed.nodeBase + i) === root) return true;
  }
  return false;
}

/** The tiles of a besieged city from which a nearby cloister opens the way out. */
export function escapeGates(api: GameReader, root: number, variant: EscapeVariant = variantOf(api)): number[] {
  const tiles = api.state.nodes[api.find(root)].tiles;
  if (variant === 'off') return [];
  return variant === 'any-city-tile' ? [...tiles] : tiles.filter((t) => isSiegeTileOf(api, t, root));
}

/**
 * A cloister-like feature (cloister, abbey, shrine: seed note 3) on one of the 8 cells around the
 * tile — "directly borders … even diagonally" (seed). The tile's own cell counts too, as in JCZ,
 * for modded tiles that print a cloister beside a siege city. Returns the cloister's cell or null.
 */
export function cloisterNear(api: GameReader, tileIndex: number): { x: number; y: number } | null {
  const t = api.placed(tileIndex);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const ni = api.placedAt(t.x + dx, t.y + dy);
      if (ni === undefined) continue;
      for (const kind of api.placedKinds(ni)) {
        if (kind?.cloisterLike) return { x: t.x + dx, y: t.y + dy };
      }
    }
  }
  return null;
}

/** Whether a follower standing in the besieged city `root` may escape (variant permitting). */
export function cityAllowsEscape(api: GameApi, root: number, variant: EscapeVariant = variantOf(api)): boolean {
  return escapeGates(api, root, variant).some((t) => cloisterNear(api, t) !== null);
}

/** Every legal escape of the active player now, as actions (one per follower spot). */
export function escapeActions(api: GameApi): Action[] {
  const s = siegeSlice(api);
  const variant = variantOf(api);
  if (variant === 'off' || s.escapes > 0) return [];
  const memo = escapeMemo(api);
  if (!anyBesieged(memo) || !mayBeOpen(memo, variant) || !openCityOccupied(api, memo, variant)) return [];
  const player = api.state.turn.player;
  // Asked at every turn's end, and most often none of the player's followers stands in an open
  // city: the loop skips the others' followers and those not on a city before finding a root,
  // and nothing is allocated until a candidate comes. Lists beat a map and a set: a few cities.
  let checked: number[] | undefined, ok: boolean[] | undefined;
  const out: Action[] = [];
  const followers = api.state.followers, nodes = api.state.nodes;
  for (let i = 0; i < followers.length; i++) {
    const f = followers[i];
    // Features merge only with their own kind, so a follower in a city stands on a city node.
    if (f.player !== player || nodes[f.node].kind !== 'city') continue;
    const root = api.find(f.node);
    if (!isBesiegedRoot(api, root)) continue;
    checked ??= [];
    ok ??= [];
    let c = checked.indexOf(root);
    if (c < 0) {
      c = checked.push(root) - 1;
      ok.push(cityOpen(api, memo, root, variant));
    }
    if (!ok[c]) continue;
    const { x, y } = api.placed(f.tile);
    // One action per spot, however many of the player's followers stand there.
    if (!listed(out, x, y, f.at)) out.push({ type: 'siege/escape', x, y, at: f.at });
  }
  return out;
}

/**
 * Whether `out` already has an escape from this spot. A function, not a closure in the loop: a
 * closure over the loop's variables made V8 allocate a context for every follower looked at.
 */
function listed(out: Action[], x: number, y: number, at: string): boolean {
  for (const a of out) if (a.x === x && a.y === y && a.at === at) return true;
  return false;
}

/** Index (into state.followers) of the follower an escape action names, preferring the active player's. */
function namedFollower(api: GameApi, tileIndex: number, at: string): number {
  const node = api.nodeAt(tileIndex, at);
  const matches: number[] = [];
  api.state.followers.forEach((f: PlacedFollower, i) => {
    if (f.tile === tileIndex && (f.at === at || (node !== undefined && f.node === node))) matches.push(i);
  });
  const own = matches.find((i) => api.state.followers[i].player === api.state.turn.player);
  return own ?? matches[0] ?? -1;
}

/** Why the active player may not make this escape now, or null (validates without changing anything). */
export function escapeProblem(api: GameApi, action: Action): RuleError | null {
  const variant = variantOf(api);
  if (variant === 'off') {
    return ruleError('siege.escape-off', 'escaping a besieged city is switched off in this game (option siege.escape = off)');
  }
  const player = api.state.turn.player;
  if (siegeSlice(api).escapes > 0) {
    return ruleError('siege.escape-used',
      `${playerName(api, player)} already let a follower escape in this turn; at most one follower may escape per turn`);
  }
  const { x, y, at } = action;
  if (!Number.isInteger(x) || !Number.isInteger(y) || typeof at !== 'string') {
    return ruleError('siege.escape-malformed', 'siege/escape needs integer "x", "y" and the follower\'s spot "at" (such as "NC")');
  }
  const where = `(${x}, ${y}) "${at}"`;
  const tileIndex = api.placedAt(x as number, y as number);
  if (tileIndex === undefined) return ruleError('siege.escape-no-follower', `there is no tile at (${x}, ${y})`);
  const index = namedFollower(api, tileIndex, at);
  if (index < 0) return ruleError('siege.escape-no-follower', `no follower stands at ${where}`);
  const f = api.state.followers[index];
  if (f.player !== player) {
    return ruleError('siege.escape-not-own',
      `the follower at ${where} belongs to ${playerName(api, f.player)}; only the active player (${playerName(api, player)}) may let their own follower escape`);
  }
  const root = api.find(f.node);
  if (!isBesiegedRoot(api, root)) {
    const kind = api.state.nodes[root].kind;
    return ruleError('siege.escape-not-besieged', kind === 'city'
      ? `the city of the follower at ${where} holds no siege tile, so it is not besieged`
      : `the follower at ${where} stands on a ${kind}, not in a besieged city`);
  }
  if (!cityOpen(api, escapeMemo(api), root, variant)) {
    return ruleError('siege.escape-no-cloister', variant === 'siege-tile'
      ? `no cloister lies next to (orthogonally or diagonally) a siege tile of the besieged city of the follower at ${where}`
      : `no cloister lies next to (orthogonally or diagonally) any tile of the besieged city of the follower at ${where}`);
  }
  return null;
}

/** Resets the escape limit at the start of every turn part: placed right after the draw. */
export const partStartPhase: PhaseDef = {
  id: 'siege/part-start',
  after: 'draw',
  order: -100,
  enter: startTurnPart,
  awaits: () => false,
};

/**
 * Seed note 6: the end of the turn is "the moment you decide you have nothing more to do", so
 * this runs after the core's turn-end, after deployment and scoring (a city completed this turn
 * has already sent its followers home, digest §3.4) — an escaped follower cannot be deployed
 * again in the same turn (seed note 10). It waits only while an escape is possible.
 */
export const escapePhase: PhaseDef = {
  id: 'siege/escape',
  after: 'turn-end',
  order: 0,
  awaits(api) {
    const s = siegeSlice(api);
    return !s.declined && escapeActions(api).length > 0;
  },
  // The core asks when an escape is tried while another phase waits (a catapult round after the
  // escape, or the option off), so the player learns the real reason, not "wrong phase".
  whyNot(api, action) {
    if (action.type !== 'siege/escape') return null;
    if (variantOf(api) === 'off') return escapeProblem(api, action);
    return siegeSlice(api).escapes > 0 ? escapeProblem(api, action) : null;
  },
  actions: {
    'siege/escape': {
      schema: {
        rule: 'siege.escape-malformed',
        fields: { x: { type: 'any', optional: true }, y: { type: 'any', optional: true }, at: { type: 'any', optional: true } },
      },
      validate: escapeProblem,
      apply(api, action) {
        const tileIndex = api.placedAt(action.x as number, action.y as number)!;
        const index = namedFollower(api, tileIndex, action.at as string);
        const f = api.state.followers[index];
        siegeSlice(api).escapes++;
        api.emit({ type: 'siege/escaped', follower: f, x: action.x, y: action.y, at: f.at });
        // Seed note 9 / digest §3.4: it just leaves; nothing scores.
        api.returnFollower(index, 'escape');
      },
    },
    pass: {
      schema: { fields: {} },
      validate: () => null,
      apply(api) {
        siegeSlice(api).declined = true;
      },
    },
  },
  choices: (api) => [...escapeActions(api), { type: 'pass' }],
};
