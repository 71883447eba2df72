// Reading the data of catapult actions. Shots come from the physical world (a simulation, or a
// hand-written record), so every field is checked before anything changes: a malformed value is a
// rule error that names the field and the shot, never a half-applied effect.
import { MAX_PLAYERS, ruleError, type Action, type GameApi, type RuleError } from '../../core/index.js';
import { findFollower, type FollowerRef, type Point } from './geometry.js';

/** Shot and swap coordinates beyond this are not a table (the core bounds tiles at 10 000). */
const MAX_COORD = 100_000;
/** More hits than pieces on any sane board means corrupt data. */
const MAX_HITS = 256;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: RuleError };

/**
 * Names the action in messages, e.g. 'catapult/shot 2 of 3 (player index 1)': a string, or a
 * function that spells it only when a message is needed (shots are parsed twice each).
 */
export type Where = string | (() => string);
const named = (where: Where) => (typeof where === 'string' ? where : where());

const fail = <T>(rule: string, message: string): Parsed<T> => ({ ok: false, error: ruleError(rule, message) });

function describe(v: unknown): string {
  if (typeof v === 'number') return String(v); // NaN, Infinity: JSON.stringify would say null
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_COORD;
}

/** A JSON object (not null, not a list). */
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A field of `v` that `fields` does not list, as an error that names both, or null. */
function strangeField(v: object, fields: readonly string[], field: string, where: Where): RuleError | null {
  for (const key of Object.keys(v)) {
    if (!fields.includes(key)) {
      return ruleError('catapult.malformed',
        `${named(where)}: "${field}" has no field ${describe(key)} (its fields: ${fields.map((f) => `"${f}"`).join(', ')})`);
    }
  }
  return null;
}

const POINT_FIELDS = ['x', 'y'] as const;
const REF_FIELDS = ['x', 'y', 'at'] as const;
/** A hit may say whether another moving piece struck it (physics/types.ts ShotOutcome.hits). */
const HIT_FIELDS = ['x', 'y', 'at', 'chain'] as const;

export function parsePoint(v: unknown, field: string, where: Where): Parsed<Point> {
  if (!isObject(v)) {
    return fail('catapult.malformed', `${named(where)}: "${field}" must be an object {"x": number, "y": number}, got ${describe(v)}`);
  }
  const strange = strangeField(v, POINT_FIELDS, field, where);
  if (strange) return { ok: false, error: strange };
  const { x, y } = v;
  const bad = !finite(x) ? 'x' : !finite(y) ? 'y' : null;
  if (bad) {
    const n = bad === 'x' ? x : y;
    return fail('catapult.malformed',
      `${named(where)}: "${field}.${bad}" must be a finite number (|v| ≤ ${MAX_COORD}), got ${describe(n)}`);
  }
  return { ok: true, value: { x: x as number, y: y as number } };
}

/**
 * A follower named as {x, y, at}; only the shape, not whether it is there. `fields`: what else
 * it may hold (a hit's "chain").
 */
export function parseRef(v: unknown, field: string, where: Where, fields: readonly string[] = REF_FIELDS): Parsed<FollowerRef> {
  if (!isObject(v)) {
    return fail('catapult.malformed', `${named(where)}: "${field}" must be an object {"x", "y", "at"}, got ${describe(v)}`);
  }
  const strange = strangeField(v, fields, field, where);
  if (strange) return { ok: false, error: strange };
  const { x, y, at } = v;
  const tileCoord = (n: unknown) => Number.isInteger(n) && Math.abs(n as number) <= MAX_COORD;
  const bad = !tileCoord(x) ? 'x' : !tileCoord(y) ? 'y' : null;
  if (bad) {
    return fail('catapult.malformed', `${named(where)}: "${field}.${bad}" must be an integer tile coordinate, got ${describe(bad === 'x' ? x : y)}`);
  }
  if (typeof at !== 'string' || at.length === 0 || at.length > 32) {
    return fail('catapult.malformed', `${named(where)}: "${field}.at" must be a follower place such as "NC" or "cloister", got ${describe(at)}`);
  }
  return { ok: true, value: { x: x as number, y: y as number, at } };
}

export const refText = (r: FollowerRef) => `(${r.x}, ${r.y}) "${r.at}"`;
export const sameRef = (a: FollowerRef, b: FollowerRef) => a.x === b.x && a.y === b.y && a.at === b.at;

/**
 * The followers a shot hit (directly or in a chain). Each must be a follower standing on a tile
 * now (seed footnote 4: only followers on the playing field); each once.
 */
export function parseHits(api: GameApi, v: unknown, where: Where): Parsed<FollowerRef[]> {
  if (v === undefined) return { ok: true, value: [] };
  if (!Array.isArray(v)) return fail('catapult.malformed', `${named(where)}: "hits" must be a list, got ${describe(v)}`);
  if (v.length > MAX_HITS) return fail('catapult.malformed', `${named(where)}: "hits" lists ${v.length} pieces (at most ${MAX_HITS})`);
  if (v.length === 0) return { ok: true, value: [] };
  const out: FollowerRef[] = [];
  const seen: number[] = []; // a shot hits a handful at most
  for (let i = 0; i < v.length; i++) {
    const r = parseRef(v[i], `hits[${i}]`, where, HIT_FIELDS);
    if (!r.ok) return r;
    const chain = (v[i] as { chain?: unknown }).chain;
    if (chain !== undefined && typeof chain !== 'boolean') {
      return fail('catapult.malformed', `${named(where)}: "hits[${i}].chain" must be true or false, got ${describe(chain)}`);
    }
    const index = findFollower(api, r.value);
    if (index < 0) {
      return fail('catapult.bad-hit', `${named(where)}: hits[${i}] names no follower: nothing stands at ${refText(r.value)}`);
    }
    if (seen.includes(index)) {
      return fail('catapult.bad-hit', `${named(where)}: hits[${i}] names the follower at ${refText(r.value)} a second time`);
    }
    seen.push(index);
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/** The optional "player" field of a round action: when present it must be the player due. */
export function checkPlayer(a: Action, due: number, what: string): RuleError | null {
  if (a.player === undefined) return null;
  if (a.player !== due) {
    return ruleError('catapult.wrong-player',
      `${what} is for player index ${due} now, not ${describe(a.player)}`);
  }
  return null;
}

// ── what the physics adds to a shot or a catch ───────────────────────────────
// Kept in the record for replay and animation and ignored by the rules; checked all the same, so
// a record holds nothing but what the app writes (physics-input.ts shotAction, ui/catch-plan.ts).

/** Pieces one shot's trajectories may name: the followers and tokens of six players are far fewer. */
const MAX_PATHS = 256;
/**
 * Samples in one piece's path: at 60 a second, a flight of a few seconds and the at most 1,200
 * steps of 1/120 s after it (physics/constants.ts MAX_STEPS) make well under a thousand.
 */
const MAX_SAMPLES = 4096;
/** A piece id in the trajectories ('token', 'token-2', '3,-1,cloister'). */
const MAX_PIECE_ID = 64;

const LAUNCH_FIELDS = ['x', 'y', 'angle', 'speed'] as const;
const INPUT_FIELDS = ['seat', 'seats', 'aim', 'power', 'seed'] as const;
const SAMPLE_FIELDS = ['t', 'x', 'y', 'z'] as const;
const CATCH_INPUT_FIELDS = ['power', 'seed', 'from', 'to', 'tap'] as const;
const TAP_FIELDS = ['t', 'x', 'y'] as const;

const malformed = (where: Where, text: string): RuleError => ruleError('catapult.malformed', `${named(where)}: ${text}`);

/** Why `v` is not an object whose fields are among `fields`, or null. */
function objectProblem(v: unknown, fields: readonly string[], field: string, where: Where): RuleError | null {
  if (!isObject(v)) return malformed(where, `"${field}" must be an object {${fields.map((f) => `"${f}"`).join(', ')}}, got ${describe(v)}`);
  return strangeField(v, fields, field, where);
}

/** Why `o[f]` is not a finite number, or null; an absent `optional` one is fine. */
function numberProblem(o: Record<string, unknown>, f: string, field: string, where: Where, optional = false): RuleError | null {
  const v = o[f];
  if (optional && v === undefined) return null;
  return finite(v) ? null : malformed(where, `"${field}.${f}" must be a finite number (|v| ≤ ${MAX_COORD}), got ${describe(v)}`);
}

/** An object of finite numbers: exactly `fields`, of which `optional` may be absent. */
function numbersProblem(v: unknown, fields: readonly string[], field: string, where: Where, optional: readonly string[] = []): RuleError | null {
  const e = objectProblem(v, fields, field, where);
  if (e) return e;
  for (const f of fields) {
    const p = numberProblem(v as Record<string, unknown>, f, field, where, optional.includes(f));
    if (p) return p;
  }
  return null;
}

function wholeProblem(v: unknown, min: number, max: number, field: string, where: Where): RuleError | null {
  return Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null
    : malformed(where, `"${field}" must be a whole number from ${min} to ${max}, got ${describe(v)}`);
}

/** The shot's `launch`, `input` and `trajectories`, when present (its schema checks the flat fields). */
export function shotExtrasProblem(a: Action, where: Where): RuleError | null {
  if (a.launch !== undefined) {
    const e = numbersProblem(a.launch, LAUNCH_FIELDS, 'launch', where);
    if (e) return e;
  }
  if (a.input !== undefined) {
    // physics/types.ts ShotInput and the shot's seed: the seat that shot, of how many.
    const e = objectProblem(a.input, INPUT_FIELDS, 'input', where);
    if (e) return e;
    const input = a.input as Record<string, unknown>;
    const bad = wholeProblem(input.seats, 1, MAX_PLAYERS, 'input.seats', where)
      ?? wholeProblem(input.seat, 0, (input.seats as number) - 1, 'input.seat', where)
      ?? numberProblem(input, 'aim', 'input', where) ?? numberProblem(input, 'power', 'input', where)
      ?? wholeProblem(input.seed, 0, 0xffffffff, 'input.seed', where);
    if (bad) return bad;
  }
  return a.trajectories === undefined ? null : trajectoriesProblem(a.trajectories, where);
}

function trajectoriesProblem(v: unknown, where: Where): RuleError | null {
  if (!isObject(v)) return malformed(where, `"trajectories" must be an object of piece id → list of samples, got ${describe(v)}`);
  const ids = Object.keys(v);
  if (ids.length > MAX_PATHS) return malformed(where, `"trajectories" names ${ids.length} pieces (at most ${MAX_PATHS})`);
  for (const id of ids) {
    if (id.length === 0 || id.length > MAX_PIECE_ID) {
      return malformed(where, `"trajectories" names a piece ${describe(id)}: a piece id has 1 to ${MAX_PIECE_ID} characters`);
    }
    const path = v[id], field = `trajectories.${id}`;
    if (!Array.isArray(path)) return malformed(where, `"${field}" must be a list of samples {"t", "x", "y", "z"}, got ${describe(path)}`);
    if (path.length > MAX_SAMPLES) return malformed(where, `"${field}" holds ${path.length} samples (at most ${MAX_SAMPLES})`);
    for (let i = 0; i < path.length; i++) {
      const e = numbersProblem(path[i], SAMPLE_FIELDS, `${field}[${i}]`, where, ['z']);
      if (e) return e;
    }
  }
  return null;
}

/** A recorded catch's `input` (ui/catch-plan.ts catchAction): the throw, and the catcher's tap or null. */
export function catchInputProblem(v: unknown, where: Where): RuleError | null {
  const e = objectProblem(v, CATCH_INPUT_FIELDS, 'input', where);
  if (e) return e;
  const input = v as Record<string, unknown>;
  return numberProblem(input, 'power', 'input', where) ?? wholeProblem(input.seed, 0, 0xffffffff, 'input.seed', where)
    ?? numbersProblem(input.from, POINT_FIELDS, 'input.from', where) ?? numbersProblem(input.to, POINT_FIELDS, 'input.to', where)
    ?? (input.tap === null ? null : numbersProblem(input.tap, TAP_FIELDS, 'input.tap', where));
}
