// Deploy (digest §1.4): a follower of some declared type on the tile just placed, or pass.
// Spots and checks per follower type: what the type may stand on (its `allowedOn`), whether the
// feature must be empty or must already hold its owner (`joinsOwn`), supply per type, and every
// module's canDeploy hook, which sees the type.
import type { ActionSchema, FeatureKindDef, FollowerTypeDef, GameApi, PhaseDef } from '../contract.js';
import { MAX_NAME_LENGTH } from '../boundary.js';
import { ruleError } from '../errors.js';
import { rotateSegment } from '../geometry.js';
import { trustedAction } from '../trusted.js';
import type { Action, RuleError, TileDef } from '../types.js';
import { DEFAULT_FOLLOWER, placedFollower } from '../types.js';

/** A spot on the tile just placed and the follower types the active player may put there now. */
export interface FollowerSpot {
  at: string;
  types: string[];
}

/** The type's own rule and the kind's (a garden takes only the abbot). */
function allowed(def: FollowerTypeDef, kind: FeatureKindDef): boolean {
  return def.allowedOn(kind) && (kind.onlyTypes === undefined || kind.onlyTypes.includes(def.id));
}

/** The deploy target on the tile just placed: its node, or why there is none. */
function spotNode(api: GameApi, at: unknown): { node: number; at: string } | RuleError {
  if (typeof at !== 'string') return ruleError('deploy.malformed', 'deploy needs "at": a segment such as "NC", or "cloister"');
  const node = api.nodeAt(api.state.turn.placed, at);
  if (node === undefined) return ruleError('deploy.no-feature', `the tile just placed has no feature at "${at}"`);
  return { node, at };
}

/** Why a piece of `def` may not join the feature of `root` (occupancy rule of its type), or null. */
function occupancyProblem(api: GameApi, def: FollowerTypeDef, player: number, root: number, kindId: string, at: string): RuleError | null {
  const on = api.followersOn(root);
  if (def.joinsOwn) {
    if (!on.some((f) => f.player === player && api.followerType(f.type)?.fieldFollower !== false)) {
      return ruleError('deploy.needs-own', `a ${def.id} may only join a ${kindId} where you already have a follower`);
    }
    if (on.some((f) => f.type === def.id && f.player === player)) {
      return ruleError('deploy.occupied', `you already have a ${def.id} on the ${kindId} at "${at}"`);
    }
    return null;
  }
  // Digest §1.4: the feature, after the new tile joined it, must hold no follower at all.
  if (on.length > 0) return ruleError('deploy.occupied', `the ${kindId} at "${at}" already holds a follower`);
  return null;
}

/** Why the active player may not put a `type` at `at` on the tile placed this turn, or null. */
export function deployProblem(api: GameApi, at: unknown, type: unknown = DEFAULT_FOLLOWER): RuleError | null {
  // A spot deploySpots listed passed these same checks (under the name it lists), and the list is
  // memoised for this state: a listed choice is checked without walking the followers again (a
  // known type only, so a record's made-up type names do not each add a memo key).
  if (typeof type === 'string' && typeof at === 'string' && api.followerType(type) && deploySpots(api, type).includes(at)) return null;
  const s = api.state, t = s.turn;
  if (typeof type !== 'string') return ruleError('deploy.malformed', '"follower" must name a follower type');
  const def = api.followerType(type);
  if (!def) {
    const known = api.followerTypes().map((d) => `"${d.id}"`).join(', ');
    return ruleError('deploy.unknown-type', `no follower type "${type}" in this game (types: ${known})`);
  }
  const spot = spotNode(api, at);
  if ('rule' in spot) return spot;
  const kind = api.kind(s.nodes[spot.node].kind)!;
  if (!kind.claimable) return ruleError('deploy.not-claimable', `followers cannot stand on a ${kind.id}`);
  if (!allowed(def, kind)) return ruleError('deploy.not-allowed', `a ${def.id} may not stand on a ${kind.id}`);
  if (api.supplyOf(t.player, type) <= 0) {
    return ruleError('deploy.no-follower', type === DEFAULT_FOLLOWER ? 'no follower left in supply' : `no ${type} left in supply`);
  }
  const occupied = occupancyProblem(api, def, t.player, api.find(spot.node), kind.id, spot.at);
  if (occupied) return occupied;
  for (const h of api.hooks('canDeploy')) {
    const e = h(api, { player: t.player, type, tile: t.placed, node: spot.node, at: spot.at });
    if (e) return e;
  }
  return null;
}

/**
 * Every spot on the tile just placed where the active player may deploy a `type` now: the same
 * checks as deployProblem, done once for the whole tile (it runs every turn; memoised per state).
 */
export function deploySpots(api: GameApi, type: string = DEFAULT_FOLLOWER): string[] {
  return api.memo(tableOf(type).memoKey, () => computeSpots(api, type));
}

/** What a follower type's spots and choices need, made once: deploySpots runs several times a turn. */
interface TypeTable {
  memoKey: string;
  /** The shared trusted deploy actions of the type by spot name (see deployChoice). */
  choices: Map<string, Action>;
}
const TYPE_TABLES = new Map<string, TypeTable>();
/** The last type's table: nearly every call asks for the normal follower's (no Map lookup then). */
let lastType = '', lastTable: TypeTable | undefined;
function tableOf(type: string): TypeTable {
  if (type !== lastType || !lastTable) {
    let table = TYPE_TABLES.get(type);
    if (!table) TYPE_TABLES.set(type, (table = { memoKey: `core/deploy-spots/${type}`, choices: new Map() }));
    lastType = type; lastTable = table;
  }
  return lastTable;
}

function computeSpots(api: GameApi, type: string): string[] {
  const s = api.state, t = s.turn;
  const def = api.followerType(type);
  if (t.placed < 0 || !def || api.supplyOf(t.player, type) <= 0) return [];
  const placed = api.placed(t.placed);
  const tileDef = api.placedDef(t.placed);
  const features = tileDef.features;
  const names = spotNamesOf(tileDef)[placed.rotation / 90];
  // Each claimable feature of the tile that the type may stand on and no follower holds (or, for
  // a type that joins its owner, where the occupancy rule lets it), unless a module's hook refuses.
  const spots: string[] = [];
  const hooks = api.hooks('canDeploy'), kinds = api.placedKinds(t.placed);
  for (let fi = 0; fi < features.length; fi++) {
    const kind = kinds[fi]!;
    if (!kind.claimable || !allowed(def, kind)) continue;
    const node = placed.nodeBase + fi, at = names[fi];
    if (def.joinsOwn ? occupancyProblem(api, def, t.player, api.find(node), kind.id, at) : api.occupants(node) > 0) continue;
    let refused = false;
    for (const h of hooks) if (h(api, { player: t.player, type, tile: t.placed, node, at })) { refused = true; break; }
    if (!refused) spots.push(at);
  }
  return spots;
}

/** Spot names by rotation index and feature: first segment in board orientation, or the kind. */
const SPOT_NAMES = new WeakMap<TileDef, string[][]>();
function spotNamesOf(def: TileDef): string[][] {
  let names = SPOT_NAMES.get(def);
  if (!names) {
    names = ([0, 90, 180, 270] as const).map((r) => def.features.map((f) => (f.segments.length === 0 ? f.kind : rotateSegment(f.segments[0], r))));
    SPOT_NAMES.set(def, names);
  }
  return names;
}

/** Each spot with the types the active player may put there (the board's type picker). */
export function followerSpots(api: GameApi): FollowerSpot[] {
  const out: FollowerSpot[] = [];
  for (const def of api.followerTypes()) {
    for (const at of deploySpots(api, def.id)) {
      let spot = out.find((s) => s.at === at);
      if (!spot) out.push((spot = { at, types: [] }));
      spot.types.push(def.id);
    }
  }
  return out;
}

// `at` is a segment or the kind of a feature without segments, and a module's kind is
// '<namespace>/<name>' like a follower type: both take names as long as a record's action type.
const DEPLOY_SCHEMA: ActionSchema = {
  fields: { at: { type: 'string', maxLength: MAX_NAME_LENGTH }, follower: { type: 'string', maxLength: MAX_NAME_LENGTH, optional: true } },
};
const PASS_SCHEMA: ActionSchema = { fields: {} };

/**
 * The phase's choices as shared trusted actions (core/trusted.ts), one per follower type and spot
 * name for all games, made the first time a game lists them: a turn's list allocates only the
 * array, and the one applied is neither checked for shape nor copied. The spot names come from
 * the tiles' definitions, so the table stays small.
 */
const PASS_CHOICE = trustedAction({ type: 'pass' }, PASS_SCHEMA);

function deployChoice(byAt: Map<string, Action>, type: string, at: string): Action {
  let a = byAt.get(at);
  if (!a) {
    const made: Action = type === DEFAULT_FOLLOWER ? { type: 'deploy', at } : { type: 'deploy', at, follower: type };
    byAt.set(at, (a = trustedAction(made, DEPLOY_SCHEMA)));
  }
  return a;
}

export const deploy: PhaseDef = {
  id: 'deploy',
  awaits(api) {
    const t = api.state.turn;
    if (t.deployDecided || t.placed < 0) return false;
    for (const def of api.followerTypes()) if (deploySpots(api, def.id).length > 0) return true;
    return false;
  },
  actions: {
    deploy: {
      schema: DEPLOY_SCHEMA,
      validate: (api, a) => deployProblem(api, a.at, a.follower ?? DEFAULT_FOLLOWER),
      apply(api, a) {
        const t = api.state.turn, at = a.at as string;
        const type = (a.follower as string | undefined) ?? DEFAULT_FOLLOWER;
        const f = placedFollower(t.player, type, t.placed, api.nodeAt(t.placed, at)!, at);
        api.addFollower(f);
        t.deployed = true;
        t.deployDecided = true;
        api.emit({ type: 'deployed', follower: f });
        for (const h of api.hooks('onFollowerDeployed')) h(api, f);
      },
    },
    pass: {
      schema: PASS_SCHEMA,
      validate: () => null,
      apply(api) {
        api.state.turn.deployDecided = true;
      },
    },
  },
  close(api) {
    api.state.turn.deployDecided = true;
  },
  choices(api) {
    const out: Action[] = [];
    for (const def of api.followerTypes()) {
      const spots = deploySpots(api, def.id);
      if (spots.length === 0) continue;
      const byAt = tableOf(def.id).choices;
      for (const at of spots) out.push(deployChoice(byAt, def.id, at));
    }
    out.push(PASS_CHOICE);
    return out;
  },
};
