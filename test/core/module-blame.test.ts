// A module whose code throws is named, with the function that threw (core/blame.ts): its author
// reads "module "x" failed in hooks.canDeploy: …", not a bare TypeError. The game is left exactly
// as it was, and a module that works is never blamed.
import { describe, expect, it } from 'vitest';
import { Game, SetupError, type ExpansionModule } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame } from '../helpers.js';

const base = BUILT_IN_MODULES.find((m) => m.id === 'base')!;

const players = [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }];

/** A module that requires base and throws a TypeError from one hook, once `armed` is set. */
function brokenIn(hook: 'canDeploy' | 'onTilePlaced' | 'onSetup' | 'onTurnEnd'): ExpansionModule & { armed: boolean } {
  const m = {
    id: 'broken', version: 1, requires: ['base'], armed: hook === 'onSetup',
    hooks: {
      [hook]: () => {
        if (!m.armed) return hook === 'canDeploy' ? null : undefined;
        const missing = undefined as unknown as { n: number };
        return missing.n; // Cannot read properties of undefined (reading 'n')
      },
    },
  };
  return m as ExpansionModule & { armed: boolean };
}

describe('a module that throws is named', () => {
  for (const hook of ['canDeploy', 'onTilePlaced', 'onTurnEnd'] as const) {
    it(`in hooks.${hook}: the action is refused with the module and hook named, and nothing changes`, () => {
      const broken = brokenIn(hook);
      const g = newGame(2, { expansions: ['base', 'broken'], seed: 4 }, [...BUILT_IN_MODULES, broken]);
      broken.armed = true;
      // Place, then pass: whichever of the two runs the hook fails, and leaves the game as it was before it.
      let before = JSON.stringify(g.state), count = g.actions.length;
      let r = g.apply(g.choices()[0]);
      if (r.ok) {
        before = JSON.stringify(g.state); count = g.actions.length;
        r = g.apply({ type: 'pass' });
      }
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.rule).toBe('action.failed');
      expect(r.error.message).toMatch(new RegExp(`module "broken" failed in hooks\\.${hook}: Cannot read properties of undefined`));
      expect(JSON.stringify(g.state)).toBe(before);
      expect(g.actions.length).toBe(count);
      // Fixed, the module plays on from where the game was.
      broken.armed = false;
      expect(g.apply(g.choices()[0]).ok).toBe(true);
    });
  }

  it('in a phase action’s validate or apply: named by its path in the module', () => {
    const m: ExpansionModule = {
      id: 'clumsy', version: 1, requires: ['base'],
      phaseActions: {
        deploy: {
          'clumsy/act': {
            available: () => true, choices: () => [{ type: 'clumsy/act' }],
            validate: (_api, a) => ((a as { bad?: boolean }).bad ? (null as unknown as { x: null }).x : null),
            apply() { throw new RangeError('no room'); },
          },
        },
      },
    };
    const g = newGame(2, { expansions: ['base', 'clumsy'], seed: 5 }, [...BUILT_IN_MODULES, m]);
    g.apply(g.choices()[0]);
    const bad = g.apply({ type: 'clumsy/act', bad: true });
    expect(bad).toMatchObject({ ok: false, error: { rule: 'action.failed' } });
    expect(!bad.ok && bad.error.message).toMatch(/module "clumsy" failed in phaseActions\.deploy\.clumsy\/act\.validate: /);
    const thrown = g.apply({ type: 'clumsy/act' });
    expect(!thrown.ok && thrown.error.message).toBe('"clumsy/act" could not be applied: module "clumsy" failed in phaseActions.deploy.clumsy/act.apply: no room');
  });

  it('in onSetup: the game does not start, with a set-up error naming the module', () => {
    const setup = { players, expansions: ['base', 'broken'], options: {}, seed: 1 };
    let error: unknown;
    try { Game.create([...BUILT_IN_MODULES, brokenIn('onSetup')], setup); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).code).toBe('module-failed');
    expect((error as SetupError).message).toMatch(/^module "broken" failed in hooks\.onSetup: Cannot read properties/);
  });

  it('blames the module that threw, even when another module keys on its own tiles (data keeps its identity in the replay)', () => {
    // An innocent module looks its tiles up by object (a copied tile would not be found); the
    // faulty one throws when the third tile is placed.
    const v = base.allTiles!.find((t) => t.id === 'base/V')!;
    const notes = new WeakMap<object, { seen: number }>([[v, { seen: 0 }]]);
    const innocent: ExpansionModule = {
      id: 'innocent', version: 1, requires: ['base'],
      hooks: { onTilePlaced: (api, i) => { const def = api.placedDef(i); if (def.id === 'base/V') notes.get(def)!.seen++; } },
    };
    const faulty: ExpansionModule = {
      id: 'faulty', version: 1, requires: ['base'],
      hooks: { onTilePlaced: (api) => { if (api.state.board.length === 4) throw new Error('third tile'); } },
    };
    const g = newGame(2, { expansions: ['base', 'innocent', 'faulty'], seed: 8, deck: ['base/V', 'base/V', 'base/V', 'base/V'] }, [...BUILT_IN_MODULES, innocent, faulty]);
    for (let i = 0; i < 2; i++) {
      expect(g.apply(g.choices()[0]).ok).toBe(true);
      expect(g.apply({ type: 'pass' }).ok).toBe(true);
    }
    const r = g.apply(g.choices()[0]);
    expect(!r.ok && r.error.message).toMatch(/^"place" could not be applied: module "faulty" failed in hooks\.onTilePlaced: third tile$/);
  });

  it('names the module when the catalogue lists a module object twice', () => {
    const broken = brokenIn('canDeploy');
    const g = newGame(2, { expansions: ['base', 'broken'], seed: 4 }, [...BUILT_IN_MODULES, broken, base]);
    broken.armed = true;
    let r = g.apply(g.choices()[0]);
    if (r.ok) r = g.apply({ type: 'pass' });
    expect(!r.ok && r.error.message).toMatch(/module "broken" failed in hooks\.canDeploy/);
  });

  it('a module validate() that throws is named by validate() too, not thrown at its caller', () => {
    const m: ExpansionModule = {
      id: 'fussy', version: 1, requires: ['base'],
      phaseActions: { deploy: { 'fussy/act': { available: () => true, choices: () => [], validate: () => { throw new TypeError('fuss'); }, apply() {} } } },
    };
    const g = newGame(2, { expansions: ['base', 'fussy'], seed: 5 }, [...BUILT_IN_MODULES, m]);
    g.apply(g.choices()[0]);
    expect(g.validate({ type: 'fussy/act' })).toEqual({ rule: 'action.failed', message: '"fussy/act" could not be applied: module "fussy" failed in phaseActions.deploy.fussy/act.validate: fuss' });
  });

  it('a set-up error stays what it was', () => {
    expect(() => Game.create(BUILT_IN_MODULES, { players, expansions: ['base', 'nope'], options: {}, seed: 1 }))
      .toThrow(/unknown expansion "nope"/);
  });
});

describe('a careless module is refused at set-up, naming what to fix', () => {
  const setup = (expansions: string[]) => ({ players, expansions, options: {}, seed: 1 });
  const create = (catalog: ExpansionModule[], expansions: string[]) => () => Game.create(catalog, setup(expansions));

  it('two different modules under one id (a copied folder)', () => {
    const a: ExpansionModule = { id: 'towers', version: 1, requires: ['base'] };
    const b: ExpansionModule = { id: 'towers', version: 2, requires: ['base'] };
    expect(create([...BUILT_IN_MODULES, a, b], ['base'])).toThrow(/two different modules have the id "towers"/);
    // The same module object listed twice is one module.
    expect(create([...BUILT_IN_MODULES, a, a], ['base', 'towers'])).not.toThrow();
  });

  it('a kind that never completes but has score(): the core would never call it', () => {
    const m: ExpansionModule = {
      id: 'marsh', version: 1, requires: ['base'],
      featureKinds: [{ id: 'marsh', connects: true, claimable: true, completion: 'never', score: () => [] }],
    };
    expect(create([...BUILT_IN_MODULES, m], ['base', 'marsh'])).toThrow(/feature kind "marsh" of "marsh" never completes, so the core never calls its score\(\): score it in an onFinalScoring hook/);
  });

  it('a tile or kind defined twice names both modules', () => {
    const m: ExpansionModule = {
      id: 'copycat', version: 1, requires: ['base'],
      featureKinds: [{ id: 'city', connects: true, claimable: true, completion: 'closed' }],
    };
    expect(create([...BUILT_IN_MODULES, m], ['base', 'copycat'])).toThrow(/feature kind "city" of "copycat" is defined twice \(also by "base"\)/);
  });

  it('a slice asked for by a wrong id says which slices there are', () => {
    const g = newGame(2, { expansions: ['base', 'catapult'], seed: 1 });
    expect(() => g.slice('catapul')).toThrow(/no slice "catapul" in this game \(modules with a slice: catapult\)/);
    expect(g.slice<{ round: unknown }>('catapult').round).toBeNull();
  });
});

describe('option keys', () => {
  it('a key written with the module id in front is refused, saying how the engine names it', () => {
    const m: ExpansionModule = { id: 'careless', version: 1, requires: ['base'], options: { 'careless.depth': { type: 'boolean', default: false, description: 'x' } } };
    expect(() => Game.create([...BUILT_IN_MODULES, m], { players, expansions: ['base', 'careless'], options: {}, seed: 1 }))
      .toThrow('option "careless.depth" of "careless": write the key without a dot, "depth" (the engine names it "careless.depth")');
  });
});
