// The four token effects (digest §2.4, seeds NL/CS "De katapult fiches"), on shot outcomes as data.
import { hypot, placedFollower, ruleError, type GameApi, type GameReader, type PlacedFollower, type RuleError } from '../../core/index.js';
import {
  BOUND_SLACK, distanceToFair, EPSILON, findFollower, followerRef, gapBound, isFieldFollower, SWAP_IN_TYPE,
  type FollowerRef, type Point, type TargetDistance,
} from './geometry.js';
import { refText, sameRef } from './parse.js';
import type { PendingSwap, Round, SeductionTarget } from './slice.js';

export const CATAPULT_POINTS = 5;

// ── Knock out ────────────────────────────────────────────────────────────────
/**
 * Seed (Taartgevecht): every follower hit or touched, directly or by a chain reaction, goes back to
 * its owner — the shooter's own too. Nothing scores (digest §2.4.1).
 */
export function knockOut(api: GameApi, hits: FollowerRef[]): void {
  for (const h of hits) {
    const i = findFollower(api, h);
    if (i >= 0) api.returnFollower(i, 'catapult/knockout');
  }
}

// ── Seduction ────────────────────────────────────────────────────────────────
/**
 * The follower(s) nearest to the token (centre to anchor, digest §2.6), measured with the positions
 * of the game state: seed footnote 6 puts every piece the shot moved back before measuring, so the
 * shot's hits do not matter. Several only on an exact tie (ε), and then the shooter picks one.
 * Anyone's follower counts, the shooter's own too (seed footnote 9, HiG); option 'opponent' follows
 * the RGG wording (seed footnote 8).
 */
export function nearestFollowers(api: GameReader, rest: Point, shooter: number, target: SeductionTarget): FollowerRef[] {
  // Each follower's distance measured once, kept in a scratch list for the second pass (those
  // within ε of the nearest): seduction measures on every shot that rests on a tile.
  const fs = api.state.followers;
  if (DISTANCES.length < fs.length) DISTANCES = new Float64Array(fs.length * 2);
  let best = Infinity;
  for (let i = 0; i < fs.length; i++) {
    // A follower whose tile is already beyond the best (and ε) is neither the nearest nor tied.
    const far = gapBound(api, fs[i], rest) > best + EPSILON + BOUND_SLACK;
    const d = !far && seducible(api, fs[i], shooter, target) ? distanceTo(api, fs[i], rest) : Infinity;
    DISTANCES[i] = d;
    if (d < best) best = d;
  }
  const out: FollowerRef[] = [];
  if (best === Infinity) return out;
  for (let i = 0; i < fs.length; i++) if (DISTANCES[i] <= best + EPSILON) out.push(followerRef(api, fs[i]));
  return out;
}

/** nearestFollowers' scratch distances (filled and read within one call). */
let DISTANCES = new Float64Array(64);

const seducible = (api: GameReader, f: PlacedFollower, shooter: number, target: SeductionTarget) =>
  isFieldFollower(api, f) && (target !== 'opponent' || f.player !== shooter);

function distanceTo(api: GameReader, f: PlacedFollower, p: Point): number {
  const q = api.followerPosition(f);
  return hypot(q.x - p.x, q.y - p.y);
}

/**
 * Digest §2.4.2 FAQ note: the replacement must be legal for the destination feature (mayor only in
 * cities, wagon never in fields, abbot only on cloisters and gardens, gardens only the abbot).
 * Each module declares that of its own types and kinds; this asks the registry.
 */
export function fitsFeature(api: GameApi, type: string, kindId: string): boolean {
  const def = api.followerType(type), kind = api.kind(kindId);
  if (!def || !kind) return false;
  return def.allowedOn(kind) && (kind.onlyTypes === undefined || kind.onlyTypes.includes(type));
}

export interface SwapPlan {
  /** The designated follower that goes home. */
  target: FollowerRef;
  /** 'supply' or the shooter's follower that moves into the target's spot. */
  from: 'supply' | FollowerRef;
  /**
   * With `from: 'supply'`: the type taken from the supply (FAQ: any follower type may be swapped
   * in, a big follower too, if it may stand on that feature). Default: the normal follower.
   */
  type?: string;
}

/**
 * Who swaps, as an error says it. A function of its own: a closure in swapProblem was allocated on
 * every call, and swap choices check every own follower that way.
 */
const swapBy = (swap: PendingSwap) => `catapult/swap by player index ${swap.player}`;

/** Whether `ref` is one of the swap's candidates (a loop: some()'s closure was allocated per check). */
function isCandidate(swap: PendingSwap, ref: FollowerRef): boolean {
  for (const c of swap.candidates) if (sameRef(c, ref)) return true;
  return false;
}

/**
 * Checks an exchange against the pending swap; null = legal. `ti` is findFollower of the target and
 * `mi` of the follower moving in, when the caller has them (swap choices check every own follower
 * against the same target, walking the followers already: a search per follower made it quadratic).
 */
export function swapProblem(api: GameApi, swap: PendingSwap, plan: SwapPlan, ti = findFollower(api, plan.target), mi?: number): RuleError | null {
  const dest = api.state.followers[ti];
  const destRef = dest && followerRef(api, dest);
  if (!destRef || !isCandidate(swap, destRef)) {
    return ruleError('catapult.bad-swap',
      `${swapBy(swap)}: only the follower nearest the token may be exchanged (${swap.candidates.map(refText).join(' or ')}), not ${refText(plan.target)}`);
  }
  const kind = api.state.nodes[dest.node].kind;
  if (plan.from === 'supply') {
    const type = plan.type ?? SWAP_IN_TYPE, def = api.followerType(type);
    if (!def || def.fieldFollower === false) {
      return ruleError('catapult.bad-swap', `${swapBy(swap)}: "${type}" is not a follower type that can be swapped in`);
    }
    if (api.supplyOf(swap.player, type) <= 0) {
      return ruleError('catapult.no-follower', `${swapBy(swap)}: no ${type} left in supply to swap in`);
    }
    if (!fitsFeature(api, type, kind)) return ruleError('catapult.bad-swap', `${swapBy(swap)}: a ${type} may not stand on a ${kind}`);
    return null;
  }
  mi ??= findFollower(api, plan.from);
  if (mi < 0) return ruleError('catapult.bad-swap', `${swapBy(swap)}: no follower stands at ${refText(plan.from)}`);
  const mover = api.state.followers[mi];
  if (mover.player !== swap.player) {
    return ruleError('catapult.bad-swap', `${swapBy(swap)}: the follower at ${refText(plan.from)} belongs to another player`);
  }
  if (mi === ti) return ruleError('catapult.bad-swap', `${swapBy(swap)}: a follower cannot replace itself`);
  if (!fitsFeature(api, mover.type, kind)) {
    return ruleError('catapult.bad-swap', `${swapBy(swap)}: a ${mover.type} may not stand on a ${kind}`);
  }
  return null;
}

/**
 * Seed (Verliefd): the designated follower goes back to its owner's supply; the shooter's follower
 * (from supply or from the board, FAQ 11/2014) takes its exact spot — no "feature unoccupied"
 * check (digest §2.4.2 proposal). A follower moved from the board simply leaves its old feature,
 * and its role follows the destination (a farmer moved into a city is a knight): it takes the
 * target's tile, feature node and place.
 */
export function applySwap(api: GameApi, player: number, plan: SwapPlan): void {
  const ti = findFollower(api, plan.target);
  const { tile, node, at } = api.state.followers[ti];
  const moving = plan.from === 'supply' ? null : api.state.followers[findFollower(api, plan.from)];
  api.returnFollower(ti, 'catapult/seduction');
  if (!moving) {
    api.addFollower(placedFollower(player, plan.type ?? SWAP_IN_TYPE, tile, node, at));
  } else {
    // Core's move runs the orphan hooks (a builder or pig left alone goes home, digest §2.4.2).
    api.moveFollower(api.state.followers.indexOf(moving), { tile, node, at }, 'catapult/seduction');
  }
  api.emit({ type: 'catapult/swapped', player, target: plan.target, from: plan.from, ...(plan.type ? { follower: plan.type } : {}) });
}

// ── Target practice ──────────────────────────────────────────────────────────
/**
 * Seed (Schietwedstrijd): the token(s) closest to the fair tile that started the round win 5 each;
 * ties all score. Tokens off the table never win (digest §2.4.3, wikia). Earlier tokens stayed
 * where they rested (seed footnote 6), so each rest position is measured as recorded.
 */
export function scoreTarget(api: GameApi, round: Round, metric: TargetDistance): void {
  // Plain loops, no intermediate lists: every target round ends here.
  const measured: { player: number; d: number }[] = [];
  let best = Infinity;
  for (const s of round.shots) {
    if (s.offTable) continue;
    const d = distanceToFair(s, round.fair, metric);
    measured.push({ player: s.player, d });
    if (d < best) best = d;
  }
  if (measured.length === 0) return;
  const winners: number[] = [];
  for (const m of measured) if (m.d <= best + EPSILON && !winners.includes(m.player)) winners.push(m.player);
  winners.sort((a, b) => a - b);
  const fairTile = api.placedAt(round.fair.x, round.fair.y);
  api.award({
    kind: 'catapult/target', when: 'bonus', players: winners,
    items: [{ what: 'target', count: 1, unit: CATAPULT_POINTS, points: 0 }],
    ...(fairTile === undefined ? {} : { tiles: [fairTile] }),
    detail: { metric, distances: measured },
  });
}

// ── Catch ────────────────────────────────────────────────────────────────────
export const CATCH_RESULTS = ['caught', 'touched', 'far', 'short'] as const;
export type CatchResult = (typeof CATCH_RESULTS)[number];

/**
 * Seed (Vangen), cases A–D: caught → catcher; not caught but far enough → thrower; not caught and
 * short → catcher; touched but not caught → thrower.
 */
export function catchWinner(result: CatchResult, thrower: number, catcher: number): number {
  return result === 'caught' || result === 'short' ? catcher : thrower;
}

/** The score item of each result, spelled once (a template string would build one per catch). */
const CATCH_WHAT: Readonly<Record<CatchResult, string>> = {
  caught: 'catch-caught', touched: 'catch-touched', far: 'catch-far', short: 'catch-short',
};

export function scoreCatch(api: GameApi, result: CatchResult, thrower: number, catcher: number): void {
  api.award({
    kind: 'catapult/catch', when: 'bonus', players: [catchWinner(result, thrower, catcher)],
    items: [{ what: CATCH_WHAT[result], count: 1, unit: CATAPULT_POINTS, points: 0 }],
    detail: { thrower, catcher, result },
  });
}
