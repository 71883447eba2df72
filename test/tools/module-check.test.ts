// The dev server's module check (tools/module-check.ts): the shipped modules set up cleanly, and
// a broken module's problem is reported with the module named, not as a stack trace.
import { describe, expect, it } from 'vitest';
import type { ExpansionModule } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { field, road, tile } from '../../expansions/base/index.js';
import { formatProblems, moduleProblems, moduleWarnings, problemLine } from '../../tools/module-check.js';

const broken = (over: Partial<ExpansionModule>): ExpansionModule => ({ id: 'broken', version: 1, requires: ['base'], ...over });

describe('module check', () => {
  it('finds nothing wrong with the shipped modules, and nothing to warn of', () => {
    expect(moduleProblems(BUILT_IN_MODULES)).toEqual([]);
    expect(moduleWarnings(BUILT_IN_MODULES)).toEqual([]);
  });

  it('names the module and the tile of a tile id that is not namespaced', () => {
    const bad = tile('nonamespace', 1, 'frfr', [road('E', 'W'), field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL'])]);
    const problems = moduleProblems([...BUILT_IN_MODULES, broken({ tiles: () => [bad], allTiles: [bad] })]);
    expect(problems[0]).toMatchObject({ module: 'broken', code: 'bad-tile-id' });
    expect(problems[0].message).toContain('nonamespace');
    expect(formatProblems(problems)).toMatch(/^module "broken" \(bad-tile-id\): /);
  });

  it('reports a module that requires one that does not exist', () => {
    const problems = moduleProblems([...BUILT_IN_MODULES, broken({ requires: ['nowhere'] })]);
    expect(problems.map((p) => p.module)).toContain('broken');
    expect(problems.find((p) => p.module === 'broken')!.message).toContain('nowhere');
  });

  it('reports modules that require each other in a cycle (without overflowing the stack)', () => {
    const a: ExpansionModule = { id: 'ying', version: 1, requires: ['base', 'yang'] };
    const b: ExpansionModule = { id: 'yang', version: 1, requires: ['ying'] };
    const problems = moduleProblems([...BUILT_IN_MODULES, a, b]);
    expect(problems.find((p) => p.module === 'ying')).toMatchObject({ code: 'dependency-cycle' });
    expect(problems.find((p) => p.module === 'ying')!.message).toMatch(/(ying → yang → ying|yang → ying → yang)/);
  });

  it('reports two modules under one id, and a module whose onSetup throws, by name', () => {
    const copy = broken({ version: 2 });
    const dup = moduleProblems([...BUILT_IN_MODULES, broken({}), copy]);
    expect(dup).toEqual([expect.objectContaining({ module: 'broken', code: 'duplicate-module' })]);
    expect(dup[0].message).toContain('"broken"');
    const crash = moduleProblems([...BUILT_IN_MODULES, broken({ hooks: { onSetup: () => { throw new Error('oops'); } } })]);
    expect(crash).toEqual([expect.objectContaining({ module: 'broken', code: 'module-failed' })]); // said once, not again for 'all'
    expect(problemLine(crash[0])).toBe('module "broken" (module-failed): failed in hooks.onSetup: oops');
  });
});

describe('module check plays a few turns', () => {
  it('reports rules that are not deterministic, and a hook that throws in play, by module', () => {
    const dice = broken({ id: 'dice', hooks: { onTilePlaced: (api) => { api.state.scores[0] += Math.floor(Math.random() * 1e6); } } });
    const found = moduleProblems([...BUILT_IN_MODULES, dice]);
    expect(found).toEqual([expect.objectContaining({ module: 'dice', code: 'not-deterministic' }), expect.objectContaining({ module: 'all', code: 'not-deterministic' })]);
    expect(found[0].message).toMatch(/^base \+ dice: the same moves played twice gave different games; use api\.nextRandom\(\)/);
    const thrower = broken({ hooks: { onTurnEnd: () => { throw new Error('end of turn'); } } });
    const crash = moduleProblems([...BUILT_IN_MODULES, thrower]);
    expect(crash).toEqual([expect.objectContaining({ module: 'broken', code: 'module-failed' })]); // said once, not again for 'all'
    expect(crash[0].message).toMatch(/module "broken" failed in hooks\.onTurnEnd: end of turn/);
  });
});

describe('problem lines', () => {
  it('name the module once', () => {
    const line = problemLine({ module: 'wells', code: 'edge-mismatch', message: 'module "wells", tile "wells/1": the E edge is "field"' });
    expect(line).toBe('module "wells" (edge-mismatch): tile "wells/1": the E edge is "field"');
  });
});

describe('module check warnings (set-up accepts these, but they are most likely slips)', () => {
  const plain = (id: string) => tile(id, 1, 'frfr', [road('E', 'W'), field(['NL', 'NC', 'NR', 'EL', 'WR']), field(['ER', 'SL', 'SC', 'SR', 'WL'])]);

  it('a tile prefix no module owns: declare it, or another module could take it', () => {
    const loose = broken({ tiles: () => [plain('broken-set/1'), plain('broken-set/2')] });
    expect(moduleProblems([...BUILT_IN_MODULES, loose])).toEqual([]);
    expect(moduleWarnings([...BUILT_IN_MODULES, loose]).map(problemLine)).toEqual([
      'module "broken" (undeclared-namespace): tile "broken-set/1": "broken-set" is not the module\'s namespace; name it "broken/…" or add "broken-set" to its namespaces, so no other module can take it',
    ]);
    expect(moduleWarnings([...BUILT_IN_MODULES, { ...loose, namespaces: ['broken-set'] }])).toEqual([]);
  });

  it("a field touching a road (or anything but a city or a kind of the module's own): farms would ignore it", () => {
    const t = tile('broken/1', 1, 'frfr', [road('E', 'W'), field(['NL', 'NC', 'NR', 'EL', 'WR'], [0]), field(['ER', 'SL', 'SC', 'SR', 'WL'])]);
    const m = broken({ tiles: () => [t], allTiles: [t] });
    expect(moduleProblems([...BUILT_IN_MODULES, m])).toEqual([]);
    expect(moduleWarnings([...BUILT_IN_MODULES, m]).map(problemLine)).toEqual([
      'module "broken" (touches-not-city): tile "broken/1": field 1 touches feature 0, a road; farm scoring counts only the cities a field touches',
    ]);
    // The module's own kind: its rules may read the touch.
    const pond = { id: 'broken/pond', connects: false, claimable: false, completion: 'never' } as const;
    const p = tile('broken/2', 1, 'ffff', [field(['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'], [1]), { kind: 'broken/pond', segments: [] }]);
    expect(moduleWarnings([...BUILT_IN_MODULES, broken({ featureKinds: [pond], tiles: () => [p], allTiles: [p] })])).toEqual([]);
  });

  it("a plain kind, phase or action type (not 'pass', nor one the module keeps plain for its saved games): once per name", () => {
    const noop = { validate: () => null, apply: () => {} };
    const m = broken({
      featureKinds: [{ id: 'puddle', connects: false, claimable: false, completion: 'never' }],
      phases: [
        { id: 'splash', after: 'score', awaits: () => false, actions: { jump: noop, pass: noop } },
        { id: 'broken/dry', after: 'score', awaits: () => false, actions: { jump: noop, 'broken/wipe': noop } },
      ],
    });
    expect(moduleProblems([...BUILT_IN_MODULES, m])).toEqual([]);
    expect(moduleWarnings([...BUILT_IN_MODULES, m]).map(problemLine)).toEqual([
      'module "broken" (plain-name): feature kind "puddle": a plain name may be another module\'s too, and then the two cannot be loaded together; name it "broken/puddle" (plainNames lists those that saved games already hold)',
      'module "broken" (plain-name): phase "splash": a plain name may be another module\'s too, and then the two cannot be loaded together; name it "broken/splash" (plainNames lists those that saved games already hold)',
      'module "broken" (plain-name): action type "jump": a plain name may be another module\'s too, and then the two cannot be loaded together; name it "broken/jump" (plainNames lists those that saved games already hold)',
    ]);
    expect(moduleWarnings([...BUILT_IN_MODULES, { ...m, plainNames: ['puddle', 'splash', 'jump'] }])).toEqual([]);
  });

  it("a plain name another module of the catalogue has too: a warning alone, a problem once both are set up together", () => {
    const fair = broken({ featureKinds: [{ id: 'fair', connects: false, claimable: false, completion: 'never' }] });
    expect(moduleProblems([...BUILT_IN_MODULES, fair])).toEqual([{
      module: 'all', code: 'duplicate-kind', message: 'feature kind "fair" of "broken" is defined twice (also by "catapult"): name it "broken/fair"',
    }]);
    expect(moduleWarnings([...BUILT_IN_MODULES, fair]).map((w) => w.code)).toEqual(['plain-name']);
  });

  it('a kind, phase or action type in a namespace nobody declared, as for tiles', () => {
    const m = broken({
      featureKinds: [{ id: 'puddles/deep', connects: false, claimable: false, completion: 'never' }],
      phaseActions: { deploy: { 'puddles/jump': { available: () => false, choices: () => [], validate: () => null, apply: () => {} } } },
    });
    expect(moduleWarnings([...BUILT_IN_MODULES, m]).map(problemLine)).toEqual([
      'module "broken" (undeclared-namespace): feature kind "puddles/deep": "puddles" is not the module\'s namespace; name it "broken/…" or add "puddles" to its namespaces, so no other module can take it',
    ]);
    expect(moduleWarnings([...BUILT_IN_MODULES, { ...m, namespaces: ['puddles'] }])).toEqual([]);
  });

  it('a plain scoring modifier or placement filter id, as for kinds', () => {
    const m = broken({
      scoring: [{ id: 'wet-city', target: 'city', modify: () => {} }],
      placementFilters: [{ id: 'dry-ground', cell: () => null }],
    });
    expect(moduleWarnings([...BUILT_IN_MODULES, m]).map((w) => w.message)).toEqual([
      expect.stringMatching(/^module "broken", scoring modifier "wet-city": a plain name .*; name it "broken\/wet-city"/),
      expect.stringMatching(/^module "broken", placement filter "dry-ground": a plain name .*; name it "broken\/dry-ground"/),
    ]);
  });

  it('an event that the first moves emit, plain or in a namespace nobody declared; core\'s own are plain', () => {
    // Emitted on every tile placed: the check's few moves see it.
    const emitting = (...types: string[]) => broken({
      hooks: { onTilePlaced: (api) => { for (const type of types) api.emit({ type, player: api.state.turn.player }); } },
    });
    expect(moduleWarnings([...BUILT_IN_MODULES, emitting('splashed', 'puddles/rippled')]).map(problemLine)).toEqual([
      'module "broken" (plain-name): event "splashed" (in a game of base + broken): a plain event type may be core\'s or another module\'s too, and a companion would tell it as its own; name it "broken/splashed"',
      'module "broken" (undeclared-namespace): event "puddles/rippled": "puddles" is not the module\'s namespace; name it "broken/…" or add "puddles" to its namespaces, so no other module can take it',
    ]);
    expect(moduleWarnings([...BUILT_IN_MODULES, emitting('broken/splashed', 'placed')])).toEqual([]);
  });
});
