// Feature kinds, phase ids and action types are one vocabulary that core and every loaded module
// share: a record holds action types (and kinds, as the spot of a feature without segments), a
// saved state holds phase ids and kinds. A name defined by two of them would mean two things, so
// set-up refuses it and names both; the one name meant to be shared is SHARED_ACTION_TYPES'.
// Scoring modifiers and placement filters are named the same way: other modules order their own
// modifiers after or before these ids, and a filter's id tells a modder whose rule refused a tile.
// A module's new names are '<namespace>/<name>' in one of its own namespaces (namespaces.ts): one
// in another module's namespace is refused (foreign-name); a plain one is only warned of by the
// module check (tools/module-check.ts), since names that saved records already hold stay plain.
import type { ExpansionModule, PhaseDef } from './contract.js';
import { SetupError } from './errors.js';
import { MAX_NAME_LENGTH } from './boundary.js';
import { prefixOf } from './namespaces.js';

/** Action types any phase may take, meaning the same in each: 'pass' declines what the phase offers. */
export const SHARED_ACTION_TYPES: ReadonlySet<string> = new Set(['pass']);

export type NameCategory = 'feature kind' | 'phase' | 'action type' | 'scoring modifier' | 'placement filter';

/** A name a module (or core) defines; an action type with the phase that takes it. */
export interface DefinedName {
  category: NameCategory;
  name: string;
  phase?: string;
}

/**
 * Every kind, phase and action type a module defines (its phases' actions and those it adds to
 * other phases), and its scoring modifiers and placement filters.
 */
export function moduleNames(m: ExpansionModule): DefinedName[] {
  const out: DefinedName[] = [];
  for (const s of m.scoring ?? []) out.push({ category: 'scoring modifier', name: s.id });
  for (const f of m.placementFilters ?? []) out.push({ category: 'placement filter', name: f.id });
  for (const k of m.featureKinds ?? []) out.push({ category: 'feature kind', name: k.id });
  for (const p of m.phases ?? []) {
    out.push({ category: 'phase', name: p.id });
    for (const type of Object.keys(p.actions ?? {})) out.push({ category: 'action type', name: type, phase: p.id });
  }
  for (const [phase, actions] of Object.entries(m.phaseActions ?? {})) {
    for (const type of Object.keys(actions)) out.push({ category: 'action type', name: type, phase });
  }
  return out;
}

/** The names a game record or saved state holds (MAX_NAME_LENGTH); a modifier's or filter's id is in neither. */
const RECORDED: ReadonlySet<NameCategory> = new Set(['feature kind', 'phase', 'action type']);

const DUPLICATE: Record<NameCategory, string> = {
  'feature kind': 'duplicate-kind', phase: 'duplicate-phase', 'action type': 'duplicate-action',
  'scoring modifier': 'duplicate-modifier', 'placement filter': 'duplicate-filter',
};

/**
 * Refuses a name in another module's namespace (`owners`: prefix → module, namespaces.ts) and a
 * name defined twice: by two modules, or by a module and core. One module may take its own action
 * type in several phases; a kind or phase it defines twice is still refused.
 */
export function checkModuleNames(core: readonly PhaseDef[], modules: readonly ExpansionModule[], owners: ReadonlyMap<string, string>): void {
  /** category + name → who defined it first ('' for core) and, for an action type, in which phase. */
  const defined = new Map<string, { by: string; phase?: string }>();
  for (const p of core) {
    defined.set(`phase:${p.id}`, { by: '' });
    for (const type of Object.keys(p.actions ?? {})) defined.set(`action type:${type}`, { by: '', phase: p.id });
  }
  for (const m of modules) {
    // A name a record could not hold would be listed, chosen, then refused as malformed.
    for (const f of m.followerTypes ?? []) if (f.id.length > MAX_NAME_LENGTH) throw tooLong(m, { category: 'follower type', name: f.id });
    for (const n of moduleNames(m)) {
      if (RECORDED.has(n.category) && n.name.length > MAX_NAME_LENGTH) throw tooLong(m, n);
      const owner = owners.get(prefixOf(n.name));
      if (owner !== undefined && owner !== m.id) {
        throw new SetupError('foreign-name', `${named(m, n)} is in the namespace of module "${owner}": name it "${m.id}/${plainPart(n.name)}", or declare a namespace of your own in namespaces`);
      }
      if (n.category === 'action type' && SHARED_ACTION_TYPES.has(n.name)) continue;
      const key = `${n.category}:${n.name}`, first = defined.get(key);
      if (!first) { defined.set(key, { by: m.id, phase: n.phase }); continue; }
      if (first.by === m.id && n.category === 'action type') continue;
      const firstWhere = first.phase === undefined ? '' : `, phase "${first.phase}"`;
      const also = definedAgain(first.by, m.id, firstWhere);
      throw new SetupError(DUPLICATE[n.category], `${named(m, n)} is defined twice (${also})${first.by === m.id ? '' : `: name it "${m.id}/${plainPart(n.name)}"`}`);
    }
  }
}

/**
 * What a 'defined twice' error says of the first definer (`first`; '' for core) when `by` defines
 * the name again: 'twice by "x"', 'also by core', 'also by "y"' (and `where`: ', phase "…"').
 */
export function definedAgain(first: string, by: string, where = ''): string {
  return first === by ? `twice by "${by}"` : first === '' ? `also by core${where}` : `also by "${first}"${where}`;
}

function tooLong(m: ExpansionModule, n: { category: string; name: string; phase?: string }): SetupError {
  return new SetupError('name-too-long', `${named(m, n)} is ${n.name.length} characters long; a record holds names of at most ${MAX_NAME_LENGTH}`);
}

/** 'action type "x" of "<module id>" (phase "deploy")': the name as an error says it. */
const named = (m: ExpansionModule, n: { category: string; name: string; phase?: string }) => `${n.category} "${n.name}" of "${m.id}"${n.phase === undefined ? '' : ` (phase "${n.phase}")`}`;
/** The name without its namespace, for the name a message suggests. */
const plainPart = (name: string) => name.slice(name.indexOf('/') + 1) || 'name';
