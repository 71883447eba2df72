// Legal actions in the catapult round, for bots, property tests and UI hints. A shot is continuous
// input, so it offers representative outcomes (contract: PhaseDef.choices): a miss off the table,
// a rest on the fair tile, and a hit on the follower nearest the fair tile.
import {
  hypot, trustedAction, type Action, type ActionSchema, type GameApi, type PlacedFollower, type PlacedTile,
} from '../../core/index.js';
import { CATCH_RESULTS, fitsFeature, swapProblem } from './effects.js';
import {
  BOUND_SLACK, findFollower, followerRef, gapBound, isFieldFollower, sharedTileBox, SWAP_IN_TYPE, type FollowerRef,
  type Point,
} from './geometry.js';
import { sameRef } from './parse.js';
import { CATCH_SCHEMA, CHOOSE_SCHEMA, PASS_SCHEMA, SWAP_SCHEMA } from './schemas.js';
import { catapultSlice, TOKEN_TYPES, type Round } from './slice.js';

// The choices drawn from a small fixed set are shared trusted actions (core/trusted.ts), made once
// for all games: apply() skips their boundary and schema checks and records them without a copy.
const trusted = (a: Action, schema: ActionSchema) => trustedAction(a, schema) as Action;
const CHOOSE = TOKEN_TYPES.map((token) => trusted({ type: 'catapult/choose', token }, CHOOSE_SCHEMA));
const CATCH = CATCH_RESULTS.map((result) => trusted({ type: 'catapult/catch', result }, CATCH_SCHEMA));
const PASS = trusted({ type: 'pass' }, PASS_SCHEMA);
const FROM_SUPPLY = trusted({ type: 'catapult/swap', from: 'supply' }, SWAP_SCHEMA);
/** Supply swaps of another follower type (a big follower), by type id, made when first listed. */
const FROM_SUPPLY_AS = new Map<string, Action>();

function fromSupplyAs(type: string): Action {
  let a = FROM_SUPPLY_AS.get(type);
  if (!a) FROM_SUPPLY_AS.set(type, (a = trusted({ type: 'catapult/swap', from: 'supply', follower: type }, SWAP_SCHEMA)));
  return a;
}

export function roundChoices(api: GameApi): Action[] {
  const r = catapultSlice(api).round;
  if (!r) return [];
  if (r.token === null) return CHOOSE.slice();
  if (r.token === 'catch') return CATCH.slice();
  if (r.swap) return swapChoices(api);
  return shotChoices(api);
}

/**
 * A round's shot choices, kept from shot to shot: nothing is placed during a round, so the miss
 * (beyond the board's box) and the rest on the fair tile stay the same, and the hit stays while
 * the nearest follower is the same object. Frozen, as every shot of the round hands them out (not
 * trusted: core takes only flat ones, so apply() still checks and copies them).
 */
const SHOTS = {
  round: null as Round | null, board: null as readonly PlacedTile[] | null, tiles: 0,
  miss: null as unknown as Action, centre: null as unknown as Action,
  hitOn: null as PlacedFollower | null, hit: null as unknown as Action,
};

const shotAction = (rest: Point, hits: FollowerRef[]): Action =>
  Object.freeze({ type: 'catapult/shot', rest: Object.freeze(rest), hits: Object.freeze(hits.map((h) => Object.freeze(h))) }) as Action;

/**
 * The shots that hit nothing (the miss beyond the box's corner, the rest on the fair tile), kept
 * by where they rest for all games, as core keeps its place actions: every round made its two
 * anew, freezing three objects each (a runtime call apiece). Rest points are on the half-tile
 * grid; the table stops growing at REST_LIMIT entries.
 */
const RESTING = new Map<number, Action>();
const REST_LIMIT = 4096;

function restingShot(x: number, y: number): Action {
  const hx = x * 2, hy = y * 2;
  // Half-tile points of a board of up to ±8,000 cells, packed into one small integer.
  const key = Number.isInteger(hx) && Number.isInteger(hy) && Math.abs(hx) < 16_384 && Math.abs(hy) < 16_384
    ? (hx + 16_384) * 32_768 + (hy + 16_384) : -1;
  let a = key < 0 ? undefined : RESTING.get(key);
  if (!a) {
    a = shotAction({ x, y }, []);
    if (key >= 0 && RESTING.size < REST_LIMIT) RESTING.set(key, a);
  }
  return a;
}

/** Whether `a` is a shot the choices made (well-formed by construction: round.ts reads it as it is). */
export const madeShot = (a: Action): boolean => a === SHOTS.miss || a === SHOTS.centre || a === SHOTS.hit;

function shotChoices(api: GameApi): Action[] {
  const r = catapultSlice(api).round!, s = SHOTS, board = api.state.board;
  if (s.round !== r || s.board !== board || s.tiles !== board.length) {
    const box = sharedTileBox(api);
    s.miss = restingShot(box.maxX + 5, box.maxY + 5);
    s.centre = restingShot(r.fair.x + 0.5, r.fair.y + 0.5);
    s.round = r; s.board = board; s.tiles = board.length; s.hitOn = null;
  }
  const nearest = nearestToFair(api, r);
  if (nearest < 0) return [s.miss, s.centre];
  const f = api.state.followers[nearest];
  if (s.hitOn !== f) { s.hitOn = f; s.hit = shotAction(api.followerPosition(f), [followerRef(api, f)]); }
  return [s.miss, s.centre, s.hit];
}

/**
 * The field follower nearest the fair tile's centre, kept for the round: the round asks for it at
 * every shot, and only a knock-out or a swap changes the followers meanwhile (nothing is placed
 * during a round). `followers` is the list it was measured on, entry by entry: a follower that
 * went home, arrived or moved (core replaces a moved follower's object) makes the list differ, so
 * it is measured again. One entry (not a map by round): shots of one round follow each other.
 */
const NEAREST: { round: Round | null; followers: PlacedFollower[]; index: number } = { round: null, followers: [], index: -1 };

function nearestToFair(api: GameApi, r: Round): number {
  const fs = api.state.followers;
  if (NEAREST.round === r && sameEntries(NEAREST.followers, fs)) return NEAREST.index;
  const centre = { x: r.fair.x + 0.5, y: r.fair.y + 0.5 };
  let best = Infinity, nearest = -1;
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i];
    // A follower whose tile is already farther than the best cannot be nearer (strictly).
    if (gapBound(api, f, centre) > best + BOUND_SLACK || !isFieldFollower(api, f)) continue;
    const p = api.followerPosition(f);
    const d = hypot(p.x - centre.x, p.y - centre.y);
    if (d < best) { best = d; nearest = i; }
  }
  NEAREST.round = r;
  // A copy in one builtin call: emptying the kept list (a length store) and pushing every entry
  // took V8's slow paths.
  NEAREST.followers = fs.slice();
  NEAREST.index = nearest;
  return nearest;
}

function sameEntries(a: readonly PlacedFollower[], b: readonly PlacedFollower[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function swapChoices(api: GameApi): Action[] {
  const swap = catapultSlice(api).round!.swap!;
  const tie = swap.candidates.length > 1;
  const out: Action[] = [];
  for (const target of swap.candidates) {
    const extra = tie ? { target } : {};
    const ti = findFollower(api, target), dest = api.state.followers[ti];
    const kind = api.state.nodes[dest.node].kind;
    if (api.supplyOf(swap.player, SWAP_IN_TYPE) > 0 && fitsFeature(api, SWAP_IN_TYPE, kind)) {
      out.push(tie ? { type: 'catapult/swap', from: 'supply', ...extra } : FROM_SUPPLY);
    }
    // Any other follower type in the supply that may stand there (a big follower).
    for (const def of api.followerTypes()) {
      if (def.id === SWAP_IN_TYPE || def.fieldFollower === false || api.supplyOf(swap.player, def.id) <= 0 || !fitsFeature(api, def.id, kind)) continue;
      out.push(tie ? { type: 'catapult/swap', from: 'supply', follower: def.id, ...extra } : fromSupplyAs(def.id));
    }
    const followers = api.state.followers;
    for (let mi = 0; mi < followers.length; mi++) {
      const f = followers[mi];
      if (f.player !== swap.player || !isFieldFollower(api, f) || !fitsFeature(api, f.type, kind)) continue;
      const from = followerRef(api, f);
      if (sameRef(from, target) || swapProblem(api, swap, { target, from }, ti, mi)) continue;
      out.push({ type: 'catapult/swap', from, ...extra });
    }
  }
  out.push(PASS);
  return out;
}
