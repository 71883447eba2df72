// Payload schemas of the catapult round's actions: unknown fields are refused by the engine; the
// values are checked by the handlers (round.ts), with messages that name the shot (parse.ts).
// Every round action may name the player it is for. Kept apart so the choices (choices.ts) can
// make trusted actions against the very schema objects the handlers hold: core skips the schema
// check only for an action trusted with its handler's own schema.
import type { ActionSchema } from '../../core/index.js';

const PLAYER = { type: 'any', optional: true } as const;

export const CHOOSE_SCHEMA: ActionSchema = { fields: { token: { type: 'any' }, player: PLAYER } };
// The rules read `rest` and `hits`. A simulated shot also carries what the physics made of it
// (physics-input.ts shotAction: physics/types.ts ShotOutcome and the ShotInput with its seed),
// kept for replay and animation and ignored by the rules; parse.ts checks the nested ones' fields.
export const SHOT_SCHEMA: ActionSchema = {
  fields: {
    rest: { type: 'any', optional: true }, hits: { type: 'any', optional: true }, player: PLAYER,
    onTile: { type: 'boolean', optional: true }, offBoard: { type: 'boolean', optional: true },
    steps: { type: 'integer', min: 0, max: 1_000_000, optional: true },
    rapierVersion: { type: 'string', maxLength: 32, optional: true },
    launch: { type: 'any', optional: true }, input: { type: 'any', optional: true },
    trajectories: { type: 'any', optional: true },
  },
};
export const SWAP_SCHEMA: ActionSchema = {
  fields: {
    from: { type: 'any', optional: true }, target: { type: 'any', optional: true },
    follower: { type: 'string', optional: true, maxLength: 64 }, player: PLAYER,
  },
};
export const PASS_SCHEMA: ActionSchema = { fields: { player: PLAYER } };
export const THROW_SCHEMA: ActionSchema = { fields: { power: { type: 'any' }, seed: { type: 'any' }, player: PLAYER } };
// `input`: the catch mini-game's throw and tap, kept for replay and animation.
export const CATCH_SCHEMA: ActionSchema = { fields: { result: { type: 'any' }, input: { type: 'any', optional: true }, player: PLAYER } };
