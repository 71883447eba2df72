// Sets every module up the way a game would — alone with what it requires, and all together — and
// collects what the engine refuses (a tile definition that contradicts itself, a duplicate id, a
// phase anchored nowhere …), each with the module it belongs to. The dev server shows these in
// its error overlay (tools/vite-module-check.ts) the moment a file is saved, and what set-up
// accepts but is likely a slip as warnings in its console; a test runs both on the shipped modules.
import {
  CORE_EVENT_TYPES, Game, moduleNames, prefixOf, SetupError, SHARED_ACTION_TYPES, type Action, type DefinedName, type ExpansionModule,
  type TileDef,
} from '../core/index.js';

export interface ModuleProblem {
  /** The module whose set-up failed ('all' for the combination of every module). */
  module: string;
  code: string;
  message: string;
}

const PLAYERS = [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }];
/** Moves played per module set (twice for determinism, once more for its events): a few turns, a couple of milliseconds on every save. */
const SOME_ACTIONS = 40;

/**
 * Up to `n` moves, each the first the game lists; the first module failure stops it. `events`
 * collects the types of the events the moves emitted.
 */
function playSome(game: Game, n: number, events?: Set<string>): { actions: Action[]; problem: string | null } {
  const actions: Action[] = [];
  while (!game.state.finished && actions.length < n) {
    const a = game.choices()[0];
    if (!a) return { actions, problem: `no move is listed in phase "${game.state.turn.phase}"` };
    const r = game.apply(a);
    if (!r.ok) return { actions, problem: r.error.message };
    for (const e of r.events) events?.add(e.type);
    actions.push(a);
  }
  return { actions, problem: null };
}

/**
 * The module and everything it requires, transitively, in a stable order. A cycle stops where it
 * closes (the engine's set-up then names it): the walk must not recurse forever.
 */
function withRequirements(catalog: readonly ExpansionModule[], id: string, into: string[] = [], visiting = new Set<string>()): string[] {
  if (visiting.has(id)) return into;
  visiting.add(id);
  const m = catalog.find((x) => x.id === id);
  for (const r of m?.requires ?? []) withRequirements(catalog, r, into, visiting);
  if (!into.includes(id)) into.push(id);
  return into;
}

export function moduleProblems(catalog: readonly ExpansionModule[]): ModuleProblem[] {
  const problems: ModuleProblem[] = [];
  const attempt = (module: string, expansions: string[]) => {
    try {
      const setup = { players: PLAYERS, expansions, options: {}, seed: 1 };
      const game = Game.create(catalog, setup);
      // A few turns, twice over: rules that draw on Math.random, the clock or state kept outside
      // the game play the same record differently (docs/contract.md), so the overlay says so now.
      const moves = playSome(game, SOME_ACTIONS);
      if (moves.problem) {
        if (!problems.some((p) => p.message === moves.problem)) problems.push({ module, code: 'module-failed', message: moves.problem });
      } else {
        const again = Game.create(catalog, setup);
        const diverged = moves.actions.findIndex((a) => !again.apply(a).ok);
        if (diverged >= 0 || JSON.stringify(again.state) !== JSON.stringify(game.state)) {
          problems.push({ module, code: 'not-deterministic', message: `${expansions.join(' + ')}: the same moves played twice gave different games${diverged >= 0 ? ` (move ${diverged + 1} was refused the second time)` : ''}; use api.nextRandom() for chance, never Math.random, Date or state outside the game` });
        }
      }
    } catch (e) {
      if (!(e instanceof SetupError)) {
        problems.push({ module, code: 'crash', message: `setting up a game with ${expansions.join(' + ')} threw: ${(e as Error).stack ?? String(e)}` });
      } else if (!problems.some((p) => p.message === e.message)) {
        problems.push({ module, code: e.code, message: e.message });
      }
    }
  };
  // Two modules under one id refuse every game: said once, under that id.
  const dup = catalog.find((m, i) => catalog.some((o, j) => j < i && o.id === m.id && o !== m));
  if (dup) {
    attempt(dup.id, [dup.id]);
    return problems;
  }
  for (const m of catalog) attempt(m.id, withRequirements(catalog, m.id));
  attempt('all', [...new Set(catalog.map((m) => m.id))]);
  return problems;
}

/**
 * What set-up accepts but is most likely a slip (the dev server prints these as warnings, not in
 * the overlay): refusing them would break modules that mean it.
 */
export function moduleWarnings(catalog: readonly ExpansionModule[]): ModuleProblem[] {
  const warnings: ModuleProblem[] = [];
  const owned = new Set(catalog.flatMap((m) => [m.id, ...(m.namespaces ?? [])]));
  // Another module's namespace is a set-up error; one nobody declared could still be taken.
  const undeclared = (m: ExpansionModule, what: string, id: string) => {
    const prefix = prefixOf(id);
    if (prefix === '' || owned.has(prefix)) return;
    warnings.push({ module: m.id, code: 'undeclared-namespace', message: `module "${m.id}", ${what} "${id}": "${prefix}" is not the module's namespace; name it "${m.id}/…" or add "${prefix}" to its namespaces, so no other module can take it` });
    owned.add(prefix); // said once per prefix
  };
  for (const m of catalog) {
    for (const t of tilesOf(m)) {
      undeclared(m, 'tile', t.id);
      warnings.push(...touchWarnings(m, t));
    }
    const plain = new Set<string>();
    for (const n of moduleNames(m)) {
      undeclared(m, n.category, n.name);
      if (isPlain(m, n) && !plain.has(`${n.category}:${n.name}`)) {
        plain.add(`${n.category}:${n.name}`);
        warnings.push({ module: m.id, code: 'plain-name', message: `module "${m.id}", ${n.category} "${n.name}": a plain name may be another module's too, and then the two cannot be loaded together; name it "${m.id}/${n.name}" (plainNames lists those that saved games already hold)` });
      }
    }
  }
  // Events are not declared, so they are looked at as a few moves emit them: in the catalogue's
  // order, each module with what it requires, each type said once (under the first game it came in).
  const seen = new Set<string>(CORE_EVENT_TYPES);
  for (const m of catalog) {
    const expansions = withRequirements(catalog, m.id);
    for (const type of eventsOfSomeMoves(catalog, expansions)) {
      if (seen.has(type)) continue;
      seen.add(type);
      const what = `event "${type}" (in a game of ${expansions.join(' + ')})`;
      undeclared(m, 'event', type);
      if (prefixOf(type) === '' && !catalog.some((c) => expansions.includes(c.id) && c.plainNames?.includes(type))) {
        warnings.push({ module: m.id, code: 'plain-name', message: `module "${m.id}", ${what}: a plain event type may be core's or another module's too, and a companion would tell it as its own; name it "${m.id}/${type}"` });
      }
    }
  }
  return warnings;
}

/** The types of the events a few moves of a game with `expansions` emit (none if it cannot be set up: moduleProblems says why). */
function eventsOfSomeMoves(catalog: readonly ExpansionModule[], expansions: string[]): Set<string> {
  const events = new Set<string>();
  try {
    playSome(Game.create(catalog, { players: PLAYERS, expansions, options: {}, seed: 1 }), SOME_ACTIONS, events);
  } catch {
    // moduleProblems reports a game that cannot be set up or played
  }
  return events;
}

/** A name without a namespace that is neither everyone's ('pass') nor one the module keeps plain for its saved games. */
function isPlain(m: ExpansionModule, n: DefinedName): boolean {
  if (prefixOf(n.name) !== '' || m.plainNames?.includes(n.name)) return false;
  return !(n.category === 'action type' && SHARED_ACTION_TYPES.has(n.name));
}

/**
 * A field's touches are for farm scoring, which counts only cities: a road, a cloister or another
 * field there is most likely an index off by one. Core keeps touches for any kind, though, so a
 * kind of the module's own is taken as meant (its rules may read it).
 */
function touchWarnings(m: ExpansionModule, t: TileDef): ModuleProblem[] {
  const own = new Set((m.featureKinds ?? []).map((k) => k.id));
  const out: ModuleProblem[] = [];
  t.features.forEach((f, i) => {
    if (f.kind !== 'field') return;
    for (const j of f.touches ?? []) {
      const kind = t.features[j]?.kind;
      if (kind === undefined || kind === 'city' || own.has(kind)) continue; // a missing one: set-up's bad-touches
      out.push({ module: m.id, code: 'touches-not-city', message: `module "${m.id}", tile "${t.id}": field ${i} touches feature ${j}, a ${kind}; farm scoring counts only the cities a field touches` });
    }
  });
  return out;
}

/** Every tile a module knows, as set-up reads them (its options at their defaults). */
function tilesOf(m: ExpansionModule): TileDef[] {
  const defaults = Object.fromEntries(Object.entries(m.options ?? {}).map(([k, d]) => [`${m.id}.${k}`, d.default]));
  try {
    return m.allTiles ?? m.tiles?.(defaults) ?? [];
  } catch {
    return []; // moduleProblems reports a tiles() that throws
  }
}

/** One block of text for the overlay or a terminal. */
export function formatProblems(problems: readonly ModuleProblem[]): string {
  return problems.map(problemLine).join('\n');
}

/** 'module "wells" (edge-mismatch): …', without naming the module twice when the message already does. */
export function problemLine(p: ModuleProblem): string {
  const message = p.message.replace(new RegExp(`^module "${p.module}"(,\\s*|\\s+)`), '');
  return `module "${p.module}" (${p.code}): ${message}`;
}
