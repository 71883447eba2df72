// The engine boundary: everything an action may be before any rule looks at it. Actions come from
// players, saved files, bug reports and fuzzers alike, so the checks here are about shape, not
// rules: plain JSON only, bounded depth and size, no keys that reach prototypes.
// Passing them guarantees the engine can copy and store the action without throwing, which is what
// makes "applied whole or not at all" possible.
import { ruleError } from './errors.js';
import type { RuleError } from './types.js';

/** Nesting below the action object itself (a shot's trajectory points sit at depth 3–4). */
export const MAX_ACTION_DEPTH = 8;
/** Values in one action, all levels together (a long recorded trajectory stays far below it). */
export const MAX_ACTION_VALUES = 200_000;
export const MAX_STRING_LENGTH = 10_000;
/**
 * Keys that would reach an object's prototype when used as a property name. Compared directly:
 * property names are internalised strings, so each test is a pointer compare, not a set lookup
 * (this runs for every field of every action).
 */
const isProtoKey = (k: string): boolean => k === '__proto__' || k === 'constructor' || k === 'prototype';

/** Own-property lookup: an action type of "toString" or "__proto__" finds nothing. */
export function ownEntry<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * The longest name a record holds: an action type, and a kind or follower type in a deploy's
 * fields. Set-up refuses a longer one a module defines (vocabulary.ts), which a record could not hold.
 */
export const MAX_NAME_LENGTH = 64;

/**
 * Why `action` is not a well-formed action, or null. Iterative (an explicit stack), so a hostile
 * nesting depth cannot overflow the call stack here either.
 */
export function actionShapeProblem(action: unknown): RuleError | null {
  if (!action || typeof action !== 'object' || Array.isArray(action) || !isPlainObject(action)) {
    return ruleError('action.malformed', 'an action is a plain object with a string "type"');
  }
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || type.length === 0 || type.length > MAX_NAME_LENGTH) {
    return ruleError('action.malformed', `an action needs a "type": a non-empty string of at most ${MAX_NAME_LENGTH} characters`);
  }
  // Fast path (almost every action): a flat object of short strings, numbers and booleans.
  let flat = true, fields = 0;
  for (const k in action as object) {
    const v = (action as Record<string, unknown>)[k];
    fields++;
    if (isProtoKey(k) || (v !== null && typeof v === 'object') || (typeof v === 'string' && v.length > MAX_STRING_LENGTH)
      || typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') { flat = false; break; }
  }
  if (flat && fields <= MAX_ACTION_VALUES) return null;
  // Second fast path: a small nested action (a shot's rest point and hits), checked recursively
  // without the walker's entries; anything larger, deeper or wrong takes the walker, which finds
  // and names the problem.
  smallBudget = SMALL_VALUES;
  if (smallPlainJson(action, 0)) return null;
  // Each entry knows its parent and key; the path ("action.hits[0].x") is only spelled out for
  // an error, not built for every value of every valid action.
  const stack: ShapeEntry[] = [{ v: action, depth: 0, parent: null, key: null }];
  let count = 0;
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { v, depth } = entry;
    if (++count > MAX_ACTION_VALUES) {
      return ruleError('action.too-large', `the action holds more than ${MAX_ACTION_VALUES} values`);
    }
    // undefined is an absent field (JSON drops it); non-finite numbers copy safely and are the
    // owning action's validator's to refuse, with a message that names the field.
    if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'number') continue;
    if (typeof v === 'string') {
      if (v.length > MAX_STRING_LENGTH) return ruleError('action.too-large', `${pathOf(entry)}: a string longer than ${MAX_STRING_LENGTH} characters`);
      continue;
    }
    if (typeof v !== 'object') return ruleError('action.malformed', `${pathOf(entry)}: ${typeof v} is not JSON data`);
    if (depth >= MAX_ACTION_DEPTH) return ruleError('action.too-deep', `${pathOf(entry)}: nested deeper than ${MAX_ACTION_DEPTH} levels`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1, parent: entry, key: i });
      continue;
    }
    if (!isPlainObject(v)) return ruleError('action.malformed', `${pathOf(entry)}: only plain JSON objects are allowed`);
    for (const k of Object.keys(v)) {
      if (isProtoKey(k)) return ruleError('action.malformed', `${pathOf(entry)}: the field name "${k}" is not allowed`);
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, parent: entry, key: k });
    }
  }
  return null;
}

const SMALL_VALUES = 256;
const SMALL_DEPTH = 4;
let smallBudget = 0;

/** True when `v` is plain JSON of at most SMALL_VALUES values, nested less than SMALL_DEPTH deep. */
function smallPlainJson(v: unknown, depth: number): boolean {
  if (--smallBudget < 0) return false;
  if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'number') return true;
  if (typeof v === 'string') return v.length <= MAX_STRING_LENGTH;
  if (typeof v !== 'object' || depth >= SMALL_DEPTH) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!smallPlainJson(v[i], depth + 1)) return false;
    return true;
  }
  if (!isPlainObject(v)) return false;
  for (const k of Object.keys(v)) {
    if (isProtoKey(k) || !smallPlainJson((v as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

interface ShapeEntry { v: unknown; depth: number; parent: ShapeEntry | null; key: string | number | null }

/** "action", "action.hits[0].x" …: where a value sits in the action. */
function pathOf(entry: ShapeEntry): string {
  const parts: string[] = [];
  for (let e: ShapeEntry | null = entry; e && e.key !== null; e = e.parent) parts.push(typeof e.key === 'number' ? `[${e.key}]` : `.${e.key}`);
  return 'action' + parts.reverse().join('');
}
