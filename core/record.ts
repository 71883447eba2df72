// The game record (docs/records.md): the save, replay, export and test-fixture format in one.
// Imported records are validated against a JSON schema before anything else, so a corrupt or
// hostile file is refused with a message that says where it is wrong, and nothing changes.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ExpansionModule } from './contract.js';
import { SetupError } from './errors.js';
import { Game } from './game.js';
import { structuredCloneJson, withoutBom } from './json.js';
import type { Action, GameSetup, RuleError } from './types.js';
import { DEFAULT_FOLLOWER } from './types.js';
import validateRecord from './generated/validate-record.js';

export const RECORD_FORMAT = 'carcassonne-record';
/**
 * Version 2: every deploy names its follower type (`"follower": "follower"` for the normal one),
 * and the record may say which version of each module wrote it. Version 1 records (every record
 * written before contract v2) are migrated on reading and replay to the same result.
 */
export const RECORD_VERSION = 2;

export interface GameRecord extends GameSetup {
  format: typeof RECORD_FORMAT;
  version: number;
  /** Version of each loaded module when the record was written (from version 2). */
  modules?: Record<string, number>;
  actions: Action[];
}

const LIMITS = { players: 6, name: 64, actions: 100_000, deck: 10_000, key: 64 };

export const RECORD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'version', 'players', 'expansions', 'seed', 'actions'],
  properties: {
    format: { const: RECORD_FORMAT },
    version: { type: 'integer', minimum: 1 },
    players: {
      type: 'array', minItems: 1, maxItems: LIMITS.players,
      items: {
        type: 'object', additionalProperties: false, required: ['name', 'color'],
        properties: {
          name: { type: 'string', maxLength: LIMITS.name },
          color: { type: 'string', maxLength: 32 },
          computer: { type: 'string', maxLength: 16 },
        },
      },
    },
    expansions: { type: 'array', minItems: 1, maxItems: 32, items: { type: 'string', maxLength: LIMITS.key } },
    options: {
      type: 'object', maxProperties: 64, propertyNames: { maxLength: LIMITS.key },
      additionalProperties: {
        anyOf: [
          { type: 'string', maxLength: LIMITS.key }, { type: 'boolean' }, { type: 'number' },
          { type: 'array', maxItems: 32, items: { type: 'string', maxLength: LIMITS.key } },
        ],
      },
    },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    modules: {
      type: 'object', maxProperties: 32, propertyNames: { maxLength: LIMITS.key },
      additionalProperties: { type: 'integer', minimum: 1 },
    },
    deck: { type: 'array', maxItems: LIMITS.deck, items: { type: 'string', maxLength: LIMITS.key } },
    actions: {
      type: 'array', maxItems: LIMITS.actions,
      items: {
        type: 'object', required: ['type'], maxProperties: 32,
        properties: { type: { type: 'string', maxLength: LIMITS.key } },
      },
    },
  },
} as const;

// RECORD_SCHEMA compiled ahead of time (tools/compile-schemas.ts): compiling at run time needs
// `new Function`, which the app's Content-Security-Policy refuses.
const validateSchema = validateRecord as unknown as ValidateFunction;

function describe(e: ErrorObject): string {
  const where = e.instancePath || '(the record)';
  if (e.keyword === 'additionalProperties') return `${where}: unknown field "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'const') return `${where}: must be "${RECORD_FORMAT}"`;
  return `${where}: ${e.message}`;
}

/**
 * Parses and validates a record (text, a leading byte-order mark allowed, or already-parsed JSON).
 * Throws SetupError with a clear message.
 */
export function parseRecord(input: string | unknown): GameRecord {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(withoutBom(input));
    } catch (e) {
      throw new SetupError('malformed-json', `not valid JSON: ${(e as Error).message}`);
    }
  }
  if (!validateSchema(data)) throw new SetupError('bad-record', describe(validateSchema.errors![0]));
  const record = data as GameRecord;
  if (record.version > RECORD_VERSION) {
    throw new SetupError('newer-record', `this record is version ${record.version}; this app reads up to version ${RECORD_VERSION} — update the app`);
  }
  return migrateRecord({ ...record, options: record.options ?? {} });
}

/**
 * Brings a record of any version this app reads up to RECORD_VERSION, step by step. Pure data
 * changes only: the migrated record replays to exactly the same game. A newer version is refused.
 */
export function migrateRecord(record: GameRecord): GameRecord {
  if (record.version > RECORD_VERSION) {
    throw new SetupError('newer-record', `this record is version ${record.version}; this app reads up to version ${RECORD_VERSION} — update the app`);
  }
  let r = record;
  // 1 → 2: deploys name their follower type; v1 had only the normal follower.
  if (r.version < 2) {
    r = { ...r, version: 2, actions: r.actions.map((a) => (a.type === 'deploy' && a.follower === undefined ? { ...a, follower: DEFAULT_FOLLOWER } : a)) };
  }
  return r;
}

/**
 * Checks the module versions a record names (`modules`) against the catalog it is replayed with:
 * each must be one of the record's expansions, a module this app has, and no newer than it. An
 * older version is read as it is: the replay rebuilds every slice from the actions. Throws
 * SetupError `unknown-module` or `newer-module` with a message that names the module.
 */
export function checkRecordModules(catalog: readonly ExpansionModule[], record: Pick<GameRecord, 'expansions' | 'modules'>): void {
  if (!record.modules) return;
  const byId = new Map(catalog.map((m) => [m.id, m]));
  for (const [id, version] of Object.entries(record.modules)) {
    const m = byId.get(id);
    if (!m) {
      throw new SetupError('unknown-module', `the record was written with module ${JSON.stringify(id)}, which this app does not have (it has: ${[...byId.keys()].join(', ')})`);
    }
    if (!record.expansions.includes(id)) {
      throw new SetupError('unknown-module', `the record gives a version of module "${id}", which is not among its expansions (${record.expansions.join(', ')})`);
    }
    if (version > m.version) {
      throw new SetupError('newer-module', `the record was written by version ${version} of "${id}"; this app has version ${m.version} — update the app`);
    }
  }
}

export function setupOf(record: GameRecord): GameSetup {
  const { players, expansions, options, seed, deck } = record;
  return deck ? { players, expansions, options, seed, deck } : { players, expansions, options, seed };
}

export function toRecord(game: Game): GameRecord {
  const s = game.state.setup;
  const modules = Object.fromEntries(game.rules.modules.map((m) => [m.id, m.version]));
  const actions = structuredCloneJson(game.actions)
    .map((a) => (a.type === 'deploy' && a.follower === undefined ? { ...a, follower: DEFAULT_FOLLOWER } : a));
  return { format: RECORD_FORMAT, version: RECORD_VERSION, ...structuredCloneJson(s), modules, actions };
}

export type ReplayResult =
  | { ok: true; game: Game }
  | { ok: false; game: Game; index: number; error: RuleError };

/** Replays actions on a new game. Stops at the first illegal action and says which. */
export function replay(catalog: readonly ExpansionModule[], setup: GameSetup, actions: readonly Action[]): ReplayResult {
  const game = Game.create(catalog, setup);
  for (let i = 0; i < actions.length; i++) {
    const result = game.apply(actions[i]);
    if (!result.ok) return { ok: false, game, index: i, error: result.error };
  }
  return { ok: true, game };
}

/** Takes back the last action of the current turn by replaying all the others (docs/architecture.md: undo). */
export function undoLast(catalog: readonly ExpansionModule[], game: Game): Game | RuleError {
  if (!game.canUndo()) return { rule: 'undo.nothing', message: 'nothing to undo in this turn' };
  const result = replay(catalog, game.state.setup, game.actions.slice(0, -1));
  if (!result.ok) throw new Error(`replay diverged at action ${result.index}: ${result.error.message}`);
  return result.game;
}
