// Naming the module whose code failed. A hook, phase or scoring function that throws is a bug in
// that module, and its author needs to know which module and which of its functions threw, not
// only the message. Wrapping every module function for that would cost every call of every game;
// instead, only after something failed, the failure is run again on a copy of the catalogue whose
// module functions tag what they throw (blameCatalog): the engine is deterministic, so the same
// function fails again, this time with its name on it.
import type { ExpansionModule } from './contract.js';

/** Which module failed, in which of its functions (a path into the module: 'hooks.canDeploy'). */
export interface Blame {
  module: string;
  where: string;
  message: string;
}

/** What a function of a blamed catalogue throws: the blame, with the original error as its cause. */
export class ModuleFault extends Error {
  constructor(readonly blame: Blame, cause: unknown) {
    super(blameText(blame), { cause });
    this.name = 'ModuleFault';
  }
}

export function blameText(b: Blame): string {
  return `module "${b.module}" failed in ${b.where}: ${b.message}`;
}

const BLAMED = new WeakMap<readonly ExpansionModule[], readonly ExpansionModule[]>();
const IS_BLAMED = new WeakSet<readonly ExpansionModule[]>();

/** Whether `catalog` is already a blamed copy (its failures name their module). */
export function isBlamed(catalog: readonly ExpansionModule[]): boolean {
  return IS_BLAMED.has(catalog);
}

/**
 * A copy of `catalog` in which every function reachable from a module through plain objects and
 * arrays (hooks, phases and their actions, scoring modifiers, feature kinds, filters …) throws a
 * ModuleFault naming the module and the function's path. Other values (class instances, data
 * shared with the module's own code) are kept as they are. One copy per catalogue.
 */
export function blameCatalog(catalog: readonly ExpansionModule[]): readonly ExpansionModule[] {
  let copy = BLAMED.get(catalog);
  if (!copy) {
    // One copy per object across the whole catalogue: a module listed twice is one module still,
    // and an object two modules share stays shared.
    const seen = new Map<object, unknown>();
    copy = catalog.map((m) => wrap(m, m.id, '', seen) as ExpansionModule);
    BLAMED.set(catalog, copy);
    IS_BLAMED.add(copy);
  }
  return copy;
}

/**
 * `value` with its functions blamed. Only objects and arrays that hold a function somewhere are
 * copied: data (tiles, kinds' constants, tables) keeps its identity, so module code that compares
 * or keys on its own objects behaves in the replay exactly as in the game.
 */
function wrap(value: unknown, module: string, path: string, seen: Map<object, unknown>): unknown {
  if (typeof value === 'function') return blamed(value as (...args: unknown[]) => unknown, module, path || 'the module');
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (!holdsFunction(value, new Set())) { seen.set(value, value); return value; }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    value.forEach((v, i) => { out.push(wrap(v, module, `${path}[${labelOf(v) ?? i}]`, seen)); });
    return out;
  }
  const out: Record<string, unknown> = Object.create(Object.getPrototypeOf(value));
  seen.set(value, out);
  for (const [k, v] of Object.entries(value)) out[k] = wrap(v, module, path ? `${path}.${k}` : k, seen);
  return out;
}

/** Whether a plain object or array holds a function, at any depth through plain objects and arrays. */
function holdsFunction(value: object, visiting: Set<object>): boolean {
  if (!isPlain(value) || visiting.has(value)) return false;
  visiting.add(value);
  for (const v of Object.values(value)) {
    if (typeof v === 'function') return true;
    if (typeof v === 'object' && v !== null && holdsFunction(v, visiting)) return true;
  }
  return false;
}

/** An array or an object literal (a class instance is the module's own: left as it is). */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An array entry's name in a path: its id (a phase, a modifier, a kind), else its index. */
function labelOf(v: unknown): string | undefined {
  const id = typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

function blamed(fn: (...args: unknown[]) => unknown, module: string, where: string): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    try {
      return fn.apply(this, args);
    } catch (e) {
      // The innermost module function that threw is the one to name (a hook calling another's).
      if (e instanceof ModuleFault) throw e;
      throw new ModuleFault({ module, where, message: messageOf(e) }, e);
    }
  };
}

export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
