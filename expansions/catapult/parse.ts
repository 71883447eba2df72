// Reading the data of catapult actions. Shots come from the physical world (a simulation, or a
// hand-written record), so every field is checked before anything changes: a malformed value is a
// rule error that names the field and the shot, never a half-applied effect.
import { ruleError, type Action, type GameApi, type RuleError } from '../../core/index.js';
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

export function parsePoint(v: unknown, field: string, where: Where): Parsed<Point> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    return fail('catapult.malformed', `${named(where)}: "${field}" must be an object {"x": number, "y": number}, got ${describe(v)}`);
  }
  const { x, y } = v as Record<string, unknown>;
  const bad = !finite(x) ? 'x' : !finite(y) ? 'y' : null;
  if (bad) {
    const n = bad === 'x' ? x : y;
    return fail('catapult.malformed',
      `${named(where)}: "${field}.${bad}" must be a finite number (|v| ≤ ${MAX_COORD}), got ${describe(n)}`);
  }
  return { ok: true, value: { x: x as number, y: y as number } };
}

/** A follower named as {x, y, at}; only the shape, not whether it is there. */
export function parseRef(v: unknown, field: string, where: Where): Parsed<FollowerRef> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    return fail('catapult.malformed', `${named(where)}: "${field}" must be an object {"x", "y", "at"}, got ${describe(v)}`);
  }
  const { x, y, at } = v as Record<string, unknown>;
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
    const r = parseRef(v[i], `hits[${i}]`, where);
    if (!r.ok) return r;
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
