// Actions the engine made itself, frozen, with the schema they were checked against when made.
// A phase may list such shared objects as its choices (like the interned place actions,
// board.ts): apply() then skips the boundary and schema checks and stores the action without a
// copy, because nobody can change it. The rules' validation still runs on each one, unless the last
// choices() listed that very object for the current state (Game.fromListing), so an action listed
// at an earlier state is refused like any other.
import { actionShapeProblem } from './boundary.js';
import type { ActionSchema } from './contract.js';
import { schemaProblem } from './schema.js';
import type { Action } from './types.js';

const TRUSTED = new WeakMap<object, ActionSchema>();
/**
 * The engine's own frozen actions that games list every turn (trusted ones, the interned place
 * actions): apply() asks of every listed action whether it is frozen, and Object.isFrozen is a call
 * into the runtime (~200 instructions in node 20), a lookup here under half that. Only long-lived
 * actions belong here: each entry made the set grow, and one per catapult shot cost more than it saved.
 */
const FROZEN = new WeakSet<object>();

/**
 * `action` frozen and remembered with `schema`, if it passes the boundary and that schema (it is
 * the engine's own, so it does; otherwise it is returned as it is and gets every check).
 */
export function trustedAction<A extends Action>(action: A, schema: ActionSchema): Readonly<A> {
  if (actionShapeProblem(action) || schemaProblem(action, schema)) return action;
  for (const k in action) if (action[k] !== null && typeof action[k] === 'object') return action; // flat ones only
  TRUSTED.set(Object.freeze(action), schema);
  FROZEN.add(action);
  return action;
}

/** `action`, a flat action object the engine made to keep for all games, frozen and noted as such. */
export function frozenAction<A extends Action>(action: A): Readonly<A> {
  FROZEN.add(Object.freeze(action));
  return action;
}

/** Whether an action object is frozen: one the engine noted, or any Object.isFrozen one. */
export function isFrozenAction(action: object): boolean {
  return FROZEN.has(action) || Object.isFrozen(action);
}

/** The schema a trusted action was checked against, or undefined for any other value. */
export function trustedSchema(action: unknown): ActionSchema | undefined {
  return typeof action === 'object' && action !== null ? TRUSTED.get(action) : undefined;
}
