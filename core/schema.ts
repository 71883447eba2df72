// Per-action payload schemas (contract: ActionHandler.schema). The module that owns an action
// declares its fields; the engine refuses unknown fields and out-of-range values before the
// action's own validator runs, with a message that names the field.
import type { ActionSchema, FieldSchema } from './contract.js';
import { ruleError } from './errors.js';
import type { Action, RuleError } from './types.js';

function describe(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function fieldProblem(name: string, f: FieldSchema, v: unknown): string | null {
  if (v === undefined) return f.optional ? null : `"${name}" is required`;
  switch (f.type) {
    case 'any': return null;
    case 'boolean': return typeof v === 'boolean' ? null : `"${name}" must be true or false, not ${describe(v)}`;
    case 'integer':
    case 'number': {
      const ok = typeof v === 'number' && (f.type === 'integer' ? Number.isInteger(v) : Number.isFinite(v));
      if (!ok || (v as number) < f.min || (v as number) > f.max) {
        return `"${name}" must be ${f.type === 'integer' ? 'an integer' : 'a number'} from ${f.min} to ${f.max}, not ${describe(v)}`;
      }
      return null;
    }
    case 'string':
      if (typeof v !== 'string' || v.length > f.maxLength) return `"${name}" must be a string of at most ${f.maxLength} characters, not ${describe(v)}`;
      if (f.values && !f.values.includes(v)) return `"${name}" must be one of ${f.values.map((x) => `"${x}"`).join(', ')}, not ${describe(v)}`;
      return null;
  }
}

/** The schema's fields as a list, made once per schema (a schema is checked on every action). */
const FIELD_LISTS = new WeakMap<ActionSchema, [string, FieldSchema][]>();

let lastSchema: ActionSchema | undefined;
let lastFields: [string, FieldSchema][] | undefined;

/** Why `action` does not fit `schema` (rule `schema.rule`, else `<namespace>.malformed`), or null. */
export function schemaProblem(action: Action, schema: ActionSchema): RuleError | null {
  // The last schema's list is kept beside the map: actions of one type come in runs (deploys
  // between interned placements, a round's shots), and a hit skips the weak map's hashing.
  let fields = schema === lastSchema ? lastFields : FIELD_LISTS.get(schema);
  if (!fields) FIELD_LISTS.set(schema, (fields = Object.entries(schema.fields)));
  lastSchema = schema;
  lastFields = fields;
  for (const key in action) {
    if (key === 'type') continue;
    if (!Object.prototype.hasOwnProperty.call(schema.fields, key)) {
      const known = Object.keys(schema.fields).map((k) => `"${k}"`).join(', ') || 'none';
      return fail(schema, action, `"${action.type}" has no field "${key}" (its fields: ${known})`);
    }
  }
  for (const [name, f] of fields) {
    const problem = fieldProblem(name, f, action[name]);
    if (problem) return fail(schema, action, `${action.type}: ${problem}`);
  }
  return null;
}

function fail(schema: ActionSchema, action: Action, message: string): RuleError {
  return ruleError(schema.rule ?? `${action.type.split('/')[0]}.malformed`, message);
}
