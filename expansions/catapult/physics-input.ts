// The board as the physics sees it (docs/architecture.md), built from the game state by a pure function so
// the simulated world and the drawn board put every piece at the same place: tile squares,
// followers at their anchors (api.followerPosition), and the tokens already shot this round.
import type { Action, GameReader } from '../../core/index.js';
import { followerId, isFieldFollower, parseFollowerId, type FollowerRef, type Point } from './geometry.js';
import { catapultSlice, tokensOnTable } from './slice.js';

export interface PhysicsInput {
  tiles: { x: number; y: number }[];
  /** Followers on the playing field; `id` is "x,y,at" (tile cell and place). */
  followers: { id: string; x: number; y: number; size: 'normal' | 'big' }[];
  /** Tokens shot earlier this round and still on the table: obstacles for this shot. */
  tokens: { id: string; x: number; y: number }[];
}

export function physicsInput(api: GameReader): PhysicsInput {
  const s = api.state;
  return {
    tiles: s.board.map((t) => ({ x: t.x, y: t.y })),
    followers: s.followers.filter((f) => isFieldFollower(api, f)).map((f) => {
      const p = api.followerPosition(f);
      // The physics has two body sizes; a type drawn larger than the normal follower is the big one.
      const size = (api.followerType(f.type)?.size ?? 1) > 1 ? 'big' : 'normal';
      return { id: followerId(api, f), x: p.x, y: p.y, size };
    }),
    tokens: tokensOnTable(catapultSlice(api)).map((t) => ({ id: `token-${t.player}`, x: t.x, y: t.y })),
  };
}

/** What a simulation returns, as far as the rules care (physics/types.ts ShotOutcome fits it). */
export interface OutcomeLike {
  rest: Point;
  hits: { id: string; chain?: boolean }[];
}

/**
 * Turns a simulated outcome into the record's action (docs/records.md): hits by follower id become
 * {x, y, at}; every other field (onTile, offBoard, trajectories, engine version, launch, inputs)
 * is kept for replay and animation and ignored by the rules. Each is declared in schemas.ts and
 * checked by parse.ts, as a record may hold nothing else: a field the outcome gains goes there too.
 */
export function shotAction<O extends OutcomeLike>(outcome: O, extra: Record<string, unknown> = {}): Action {
  const { rest, hits, ...more } = outcome;
  const refs: (FollowerRef & { chain?: boolean })[] = hits.map((h) => {
    const ref = parseFollowerId(h.id);
    if (!ref) throw new Error(`physics hit id "${h.id}" is not "x,y,at"`);
    return h.chain === undefined ? ref : { ...ref, chain: h.chain };
  });
  return { type: 'catapult/shot', rest: { x: rest.x, y: rest.y }, hits: refs, ...more, ...extra };
}
