// Builds one Ruleset from the loaded modules, once per game: dependency order, resolved options,
// the tile catalogue, feature kinds, the phase pipeline, and hooks / modifiers in explicit order.
// Names come first: ids in namespaces (namespaces.ts), kinds, phases and action types (vocabulary.ts).
import type {
  ActionHandler, ExpansionModule, FeatureKindDef, FollowerTypeDef, HookName, Hooks, OptionDef, OptionValues, PhaseActionDef,
  PhaseDef, PlacementFilter, ScoringModifier,
} from './contract.js';
import { SetupError } from './errors.js';
import { orderModifiers } from './modifier-order.js';
import { checkFollowerTypeId, checkTileNamespace, namespaceOwners } from './namespaces.js';
import { checkModuleNames, definedAgain } from './vocabulary.js';
import { edgeProfiles, sameProfile, symmetricProfile, tileProblems } from './tile-check.js';
import type { TileDef } from './types.js';
import { SIDES } from './types.js';

export interface Ruleset {
  /** Every module the game could load from (the catalog it was built from). */
  catalog: readonly ExpansionModule[];
  modules: ExpansionModule[];
  options: OptionValues;
  /**
   * The same options in a Map, for GameApi.option: its key differs per call, and a keyed load
   * with varying names is a megamorphic lookup (plus an own-property check), a Map one lookup.
   */
  optionMap: ReadonlyMap<string, unknown>;
  tiles: Map<string, TileDef>;
  /** Tiles that go into the bag (with their counts), start tile included. */
  bag: TileDef[];
  startTile: TileDef;
  kinds: Map<string, FeatureKindDef>;
  pipeline: PhaseDef[];
  phaseIndex: Map<string, number>;
  hooks: { [K in HookName]: Hooks[K][] };
  /** The same lists by hook name in a Map, for GameApi.hooks (a varying key: see optionMap). */
  hookMap: ReadonlyMap<HookName, readonly unknown[]>;
  modifiers: Map<string, ScoringModifier[]>;
  actionTypes: Set<string>;
  /** Follower types by id, in module load order. */
  followerTypes: Map<string, FollowerTypeDef>;
  followerTypeList: readonly FollowerTypeDef[];
  /** Per tile id: indices of its features that complete when surrounded (filled lazily). */
  surrounded: Map<string, readonly number[]>;
  /** Actions modules added to other modules' phases, by phase id. */
  phaseActions: Map<string, Record<string, PhaseActionDef>>;
  /** The pipeline as the game's hot paths read it, by pipeline index (see PipelineStep). */
  steps: readonly PipelineStep[];
  placementFilters: PlacementFilter[];
}

/**
 * A pipeline phase as the game reads it on every action and every phase it passes: all phases in
 * one object shape (the modules' phase objects each have their own, so reading `awaits` or
 * `enter` across them was a megamorphic load), and the action handlers, the phase's own and those
 * other modules added to it, in Maps (no own-property check and keyed load per action). The
 * methods are the phase's own, called on the phase object (`step.awaits.call(step.def, api)`).
 */
export interface PipelineStep {
  readonly def: PhaseDef;
  readonly id: string;
  readonly enter: PhaseDef['enter'];
  readonly awaits: PhaseDef['awaits'];
  readonly choices: PhaseDef['choices'];
  readonly close: PhaseDef['close'];
  readonly actor: PhaseDef['actor'];
  readonly own: ReadonlyMap<string, ActionHandler>;
  /**
   * The phase's first own action type and its handler ('' and undefined for none): most actions a
   * phase takes are of that type (place, deploy, a shot), and apply() compares it before the map.
   */
  readonly firstType: string;
  readonly firstHandler: ActionHandler | undefined;
  readonly added: ReadonlyMap<string, PhaseActionDef>;
  /** `added`'s handlers in the order the modules added them (the order their choices list in). */
  readonly addedList: readonly PhaseActionDef[];
}

function pipelineStep(def: PhaseDef, added: Record<string, PhaseActionDef> | undefined): PipelineStep {
  const extra = Object.entries(added ?? {});
  const own = Object.entries(def.actions ?? {});
  return {
    def, id: def.id, enter: def.enter, awaits: def.awaits, choices: def.choices, close: def.close, actor: def.actor,
    own: new Map(own), firstType: own[0]?.[0] ?? '', firstHandler: own[0]?.[1],
    added: new Map(extra), addedList: extra.map(([, a]) => a),
  };
}

const HOOK_NAMES: HookName[] = [
  'onSetup', 'beforeDraw', 'onTileDrawn', 'onTilePlaced', 'canDeploy', 'onFollowerDeployed', 'followerStrength', 'onFeatureCompleted',
  'onFollowerReturned', 'onFollowerMoved', 'onTurnEnd', 'onFinalScoring',
];

/** Orders the requested modules so every module comes after what it requires. */
export function resolveModules(catalog: readonly ExpansionModule[], ids: readonly string[]): ExpansionModule[] {
  const byId = new Map(catalog.map((m) => [m.id, m]));
  const wanted = new Set(ids);
  for (const id of ids) {
    if (!byId.has(id)) {
      throw new SetupError('unknown-expansion', `unknown expansion "${id}" (known: ${[...byId.keys()].join(', ')})`);
    }
  }
  const out: ExpansionModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      throw new SetupError('dependency-cycle', `expansions require each other in a cycle: ${[...path, id].join(' → ')}`);
    }
    const m = byId.get(id);
    if (!m) throw new SetupError('unknown-expansion', `"${path[path.length - 1]}" requires unknown expansion "${id}"`);
    if (!wanted.has(id)) {
      throw new SetupError('missing-dependency', `expansion "${path[path.length - 1]}" requires "${id}", which the game does not include`);
    }
    state.set(id, 'visiting');
    for (const dep of m.requires ?? []) visit(dep, [...path, id]);
    state.set(id, 'done');
    out.push(m);
  };
  for (const id of ids) visit(id, []);
  return out;
}

export function checkOption(key: string, def: OptionDef, value: unknown): string | null {
  switch (def.type) {
    case 'enum':
      return typeof value === 'string' && def.values.includes(value)
        ? null : `option "${key}" must be one of ${def.values.map((v) => `"${v}"`).join(', ')}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `option "${key}" must be true or false`;
    case 'set':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && def.values.includes(v))
        && new Set(value).size === value.length
        ? null : `option "${key}" must be a list of distinct values from ${def.values.map((v) => `"${v}"`).join(', ')}`;
  }
}

export function resolveOptions(modules: readonly ExpansionModule[], given: Record<string, unknown>): OptionValues {
  const defs = new Map<string, OptionDef>();
  for (const m of modules) {
    for (const [k, d] of Object.entries(m.options ?? {})) {
      // The id is put in front by the engine: a key written with it would be read as "m.m.key".
      if (k.includes('.')) {
        const plain = k.slice(k.lastIndexOf('.') + 1);
        throw new SetupError('bad-option', `option "${k}" of "${m.id}": write the key without a dot${plain ? `, "${plain}" (the engine names it "${m.id}.${plain}")` : ''}`);
      }
      defs.set(`${m.id}.${k}`, d);
    }
  }
  for (const key of Object.keys(given)) {
    if (!defs.has(key)) {
      throw new SetupError('unknown-option', `unknown option "${key}" (known: ${[...defs.keys()].join(', ') || 'none'})`);
    }
  }
  const out: OptionValues = {};
  for (const [key, def] of defs) {
    const value = key in given ? given[key] : def.default;
    const problem = checkOption(key, def, value);
    if (problem) throw new SetupError('bad-option-value', `${problem}, not ${JSON.stringify(value)}`);
    out[key] = Array.isArray(value) ? [...value] : value;
  }
  return out;
}

/**
 * Lays out the phase pipeline. Core phases form the chain; each module phase names a slot
 * (`after` or `before` another phase) and siblings in one slot run by `order`, then by module
 * load order. A phase whose anchor never gets laid out (unknown, or anchored in a cycle) is an error.
 * Phase ids are unique by now: checkModuleNames refused a second definition, naming both.
 */
function buildPipeline(core: readonly PhaseDef[], modules: readonly ExpansionModule[]): PhaseDef[] {
  type Entry = { phase: PhaseDef; rank: number };
  const after = new Map<string, Entry[]>();
  const before = new Map<string, Entry[]>();
  const all = new Map<string, PhaseDef>(core.map((p) => [p.id, p]));
  modules.forEach((m, mi) => {
    for (const p of m.phases ?? []) {
      all.set(p.id, p);
      const anchor = p.after ?? p.before;
      if (!anchor || (p.after && p.before)) {
        throw new SetupError('bad-phase-slot', `phase "${p.id}" of "${m.id}" must name exactly one of after / before`);
      }
      const map = p.after ? after : before;
      const list = map.get(anchor) ?? [];
      list.push({ phase: p, rank: mi });
      map.set(anchor, list);
    }
  });
  for (const p of all.values()) {
    const anchor = p.after ?? p.before;
    if (anchor && !all.has(anchor)) {
      throw new SetupError('unknown-phase', `phase "${p.id}" is placed relative to unknown phase "${anchor}"`);
    }
  }
  const sorted = (list: Entry[] | undefined) =>
    [...(list ?? [])].sort((a, b) => (a.phase.order ?? 0) - (b.phase.order ?? 0) || a.rank - b.rank);
  const out: PhaseDef[] = [];
  const emit = (p: PhaseDef) => {
    for (const e of sorted(before.get(p.id))) emit(e.phase);
    out.push(p);
    for (const e of sorted(after.get(p.id))) emit(e.phase);
  };
  for (const p of core) emit(p);
  if (out.length !== all.size) {
    const missing = [...all.keys()].filter((id) => !out.some((p) => p.id === id));
    throw new SetupError('phase-cycle', `phases anchored in a cycle never run: ${missing.join(', ')}`);
  }
  return out;
}

export function buildRuleset(
  catalog: readonly ExpansionModule[], expansionIds: readonly string[],
  givenOptions: Record<string, unknown>, corePhases: readonly PhaseDef[],
): Ruleset {
  const inCatalog = new Map<string, ExpansionModule>();
  for (const m of catalog) {
    // Two modules under one id (a copied folder whose id was not changed): which one a game gets
    // would depend on the order of the catalogue, and the set-up screen would show both.
    if (inCatalog.has(m.id) && inCatalog.get(m.id) !== m) {
      throw new SetupError('duplicate-module', `two different modules have the id "${m.id}" (each module needs an id of its own)`);
    }
    inCatalog.set(m.id, m);
  }
  const seen = new Set<string>();
  for (const id of expansionIds) {
    if (seen.has(id)) throw new SetupError('duplicate-expansion', `expansion "${id}" is listed twice`);
    seen.add(id);
  }
  const modules = resolveModules(catalog, expansionIds);
  const namespaces = namespaceOwners(catalog, modules);
  checkModuleNames(corePhases, modules, namespaces);
  const options = resolveOptions(modules, givenOptions);

  const tiles = new Map<string, TileDef>();
  const bag: TileDef[] = [];
  const kinds = new Map<string, FeatureKindDef>();
  /** Which module defined a tile: a duplicate names both (kinds: checkModuleNames). */
  const owners = new Map<string, string>();
  for (const m of modules) {
    for (const t of m.allTiles ?? m.tiles?.(options) ?? []) {
      if (tiles.has(t.id)) throw new SetupError('duplicate-tile', `tile "${t.id}" of "${m.id}" is defined twice (${definedAgain(owners.get(t.id)!, m.id)})`);
      if (!/^[a-z0-9-]+\/[A-Za-z0-9-]+$/.test(t.id)) {
        throw new SetupError('bad-tile-id', `tile "${t.id}" of "${m.id}" must be namespaced like "set/name"`);
      }
      checkTileNamespace(m, t.id, namespaces);
      tiles.set(t.id, t);
      owners.set(t.id, m.id);
    }
    bag.push(...(m.tiles?.(options) ?? []));
    for (const k of m.featureKinds ?? []) {
      if (k.completion === 'never' && k.score) {
        // The core scores a feature when it completes, and unfinished ones at the end; a kind that
        // never completes is scored by its module's own onFinalScoring (as the base game's farms).
        throw new SetupError('bad-kind', `feature kind "${k.id}" of "${m.id}" never completes, so the core never calls its score(): score it in an onFinalScoring hook instead`);
      }
      kinds.set(k.id, k);
    }
  }
  const startTile = chooseStartTile(modules, tiles);
  /** Edge type → the kinds along the first such edge met (tile-check.ts edgeProfiles), which every other must agree with. */
  const profiles = new Map<string, { profile: string[]; tile: string }>();
  for (const m of modules) {
    for (const t of m.allTiles ?? m.tiles?.(options) ?? []) {
      const problems = tileProblems(t, kinds);
      if (problems.length > 0) {
        throw new SetupError(problems[0].code, `module "${m.id}", tile "${t.id}": ${problems.map((p) => p.message).join('; ')}`);
      }
      edgeProfiles(t, kinds).forEach((profile, si) => {
        const edge = t.edges[si], known = profiles.get(edge);
        const along = `its ${SIDES[si]} edge is "${edge}" with ${profile.join(', ')} along it (left, centre, right)`;
        if (!symmetricProfile(profile)) {
          throw new SetupError('edge-profile', `module "${m.id}", tile "${t.id}": ${along}: where two such edges meet, left faces right, so its features would not join`);
        }
        if (!known) { profiles.set(edge, { profile: [...profile], tile: t.id }); return; }
        if (!sameProfile(known.profile, profile)) {
          throw new SetupError('edge-profile', `module "${m.id}", tile "${t.id}": ${along}, but the "${edge}" edges of tile "${known.tile}" have ${known.profile.join(', ')}: features across two such edges would not join`);
        }
        // What this edge pins down where the known ones had only kinds that do not connect.
        profile.forEach((k, i) => { if (known.profile[i] === '*' && k !== '*') { known.profile[i] = k; known.tile = t.id; } });
      });
    }
  }

  const pipeline = buildPipeline(corePhases, modules);
  const hooks = Object.fromEntries(HOOK_NAMES.map((h) => [h, [] as unknown[]])) as unknown as Ruleset['hooks'];
  for (const name of HOOK_NAMES) {
    const entries: { order: number; rank: number; run: Function }[] = [];
    modules.forEach((m, rank) => {
      const e = m.hooks?.[name];
      if (!e) return;
      if (typeof e === 'function') entries.push({ order: 0, rank, run: e });
      else entries.push({ order: e.order, rank, run: e.run as Function });
    });
    entries.sort((a, b) => a.order - b.order || a.rank - b.rank);
    (hooks[name] as Function[]).push(...entries.map((e) => e.run));
  }
  const modifiers = orderModifiers(modules.flatMap((m) => m.scoring ?? []));
  const followerTypes = new Map<string, FollowerTypeDef>();
  const followerOwners = new Map<string, string>();
  for (const m of modules) {
    for (const f of m.followerTypes ?? []) {
      const first = followerOwners.get(f.id);
      if (first !== undefined) {
        throw new SetupError('duplicate-follower-type', `follower type "${f.id}" of "${m.id}" is defined twice (${definedAgain(first, m.id)})`);
      }
      followerOwners.set(f.id, m.id);
      checkFollowerTypeId(m, f);
      if (!Number.isInteger(f.perPlayer) || f.perPlayer < 0) {
        throw new SetupError('bad-follower-type', `follower type "${f.id}" of "${m.id}": perPlayer must be a whole number ≥ 0`);
      }
      followerTypes.set(f.id, f);
    }
  }
  const phaseIndex = new Map(pipeline.map((p, i) => [p.id, i]));
  const phaseActions = new Map<string, Record<string, PhaseActionDef>>();
  const actionTypes = new Set<string>();
  for (const p of pipeline) for (const t of Object.keys(p.actions ?? {})) actionTypes.add(t);
  for (const m of modules) {
    for (const [phaseId, actions] of Object.entries(m.phaseActions ?? {})) {
      if (!phaseIndex.has(phaseId)) {
        throw new SetupError('unknown-phase', `"${m.id}" adds actions to unknown phase "${phaseId}"`);
      }
      const table = phaseActions.get(phaseId) ?? (Object.create(null) as Record<string, PhaseActionDef>);
      for (const [type, def] of Object.entries(actions)) {
        const host = pipeline[phaseIndex.get(phaseId)!].actions ?? {};
        if (Object.prototype.hasOwnProperty.call(host, type) || Object.prototype.hasOwnProperty.call(table, type)) {
          throw new SetupError('duplicate-action', `"${m.id}" adds action "${type}" to phase "${phaseId}", which already has it`);
        }
        table[type] = def;
        actionTypes.add(type);
      }
      phaseActions.set(phaseId, table);
    }
  }
  return {
    catalog, modules, options, optionMap: new Map(Object.entries(options)), tiles, bag, startTile, kinds, pipeline, phaseIndex, hooks,
    hookMap: new Map(Object.entries(hooks) as [HookName, unknown[]][]), modifiers, actionTypes,
    followerTypes, followerTypeList: [...followerTypes.values()], surrounded: new Map(),
    phaseActions, steps: pipeline.map((p) => pipelineStep(p, phaseActions.get(p.id))), placementFilters: modules.flatMap((m) => m.placementFilters ?? []),
  };
}

/**
 * Exactly one start tile: every module that names one counts, minus those another module's
 * start tile replaces (`replacesStartOf`). None, or two left, is a set-up error.
 */
function chooseStartTile(modules: readonly ExpansionModule[], tiles: Map<string, TileDef>): TileDef {
  const replaced = new Set(modules.flatMap((m) => (m.startTile ? m.replacesStartOf ?? [] : [])));
  const left = modules.filter((m) => m.startTile && !replaced.has(m.id));
  if (left.length === 0) throw new SetupError('no-start-tile', 'no loaded expansion provides a start tile');
  if (left.length > 1) {
    throw new SetupError('start-tile-conflict',
      `more than one start tile: ${left.map((m) => `"${m.startTile}" (${m.id})`).join(', ')} — a module whose start tile replaces another's names it in replacesStartOf`);
  }
  const tile = tiles.get(left[0].startTile!);
  if (!tile) throw new SetupError('unknown-tile', `start tile "${left[0].startTile}" of "${left[0].id}" is not one of its tiles`);
  return tile;
}
