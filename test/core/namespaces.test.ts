// Ids a module defines live in its own namespace ('<module id>/…'), so two modules never collide:
// set-up refuses a follower type outside it; a tile, kind, phase, action type, scoring modifier or
// placement filter in another module's namespace; and any of those but tiles defined twice, naming
// the module, the id and the other.
import { describe, expect, it } from 'vitest';
import {
  Game, SetupError, type ExpansionModule, type FeatureKindDef, type FollowerTypeDef, type PhaseActionDef, type PhaseDef,
} from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';

const refusal = (catalog: readonly ExpansionModule[], expansions: string[]) => {
  try { Game.create(catalog, setup(2, { expansions })); } catch (e) { return e instanceof SetupError ? `${e.code}: ${e.message}` : `other: ${e}`; }
  return 'no error';
};
const follower = (id: string): FollowerTypeDef => ({ id, perPlayer: 1, strength: 1, size: 1, allowedOn: (k) => k.claimable });
const wells = (over: Partial<ExpansionModule>): ExpansionModule => ({ id: 'wells', version: 1, requires: ['base'], ...over });

describe('follower type ids', () => {
  it('refuses a plain id, naming the module, the id and the name it should have', () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [follower('mayor')] })], ['base', 'wells']))
      .toBe('bad-follower-type-id: follower type "mayor" of "wells" must be namespaced like "wells/mayor" (only the normal follower is plain "follower")');
  });

  it("refuses one in another module's namespace, and one with nothing after the slash", () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [follower('inns/mayor')] })], ['base', 'wells']))
      .toMatch(/^bad-follower-type-id: follower type "inns\/mayor" of "wells" must be namespaced like "wells\/mayor"/);
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [follower('wells/')] })], ['base', 'wells']))
      .toMatch(/^bad-follower-type-id: follower type "wells\/" of "wells"/);
  });

  it("accepts '<module id>/<name>', and the normal follower's plain id", () => {
    const g = Game.create([...BUILT_IN_MODULES, wells({ followerTypes: [follower('wells/mayor')] })], setup(2, { expansions: ['base', 'wells'] }));
    expect(g.rules.followerTypeList.map((f) => f.id)).toEqual(['follower', 'wells/mayor']);
  });
});

describe('tile ids and namespaces', () => {
  const tileOf = (id: string) => ({ ...BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!.find((t) => t.id === 'base/U')!, id });

  it("refuses a tile in another module's namespace, a declared one included, naming module, tile and owner", () => {
    const inns = wells({ tiles: () => [tileOf('inns/well')], allTiles: [tileOf('inns/well')] });
    expect(refusal([...BUILT_IN_MODULES, inns], ['base', 'wells']))
      .toBe('foreign-tile-id: tile "inns/well" of "wells" is in the namespace of module "inns": name it "wells/well", or declare a namespace of your own in namespaces');
    // Siege declares 'cathars' for its Cathars tiles: not free for another module, even in a game without Siege.
    const cathars = wells({ tiles: () => [tileOf('cathars/9')], allTiles: [tileOf('cathars/9')] });
    expect(refusal([...BUILT_IN_MODULES, cathars], ['base', 'wells'])).toMatch(/^foreign-tile-id: tile "cathars\/9" of "wells" is in the namespace of module "siege"/);
  });

  it("accepts tiles in the module's own or declared namespaces (Siege: besiegers, cathars, siege)", () => {
    const own = wells({ namespaces: ['springs'], tiles: () => [tileOf('wells/1'), tileOf('springs/1')], allTiles: [tileOf('wells/1'), tileOf('springs/1')] });
    expect(refusal([...BUILT_IN_MODULES, own], ['base', 'wells', 'siege'])).toBe('no error');
  });

  it("refuses a declared namespace that is another module's id or namespace", () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ namespaces: ['inns'] })], ['base', 'wells']))
      .toBe('namespace-taken: module "wells" declares the namespace "inns", which is the id of module "inns" (a module\'s id is its namespace): one of the two must be renamed');
    expect(refusal([...BUILT_IN_MODULES, wells({ namespaces: ['besiegers'] })], ['base', 'wells'])).toMatch(/^namespace-taken: .*"besiegers", which belongs to module "siege"/);
    // Only a game with the module that declares it is refused.
    expect(refusal([...BUILT_IN_MODULES, wells({ namespaces: ['inns'] })], ['base', 'inns'])).toBe('no error');
  });

  it('refuses a declared namespace that could hold no tile, and so no plain id slips through an empty one', () => {
    const plainMayor = wells({ namespaces: [''], followerTypes: [follower('mayor')] });
    expect(refusal([...BUILT_IN_MODULES, plainMayor], ['base', 'wells']))
      .toBe('bad-namespace: module "wells" declares the namespace "": a namespace is lower-case letters, digits and "-", like a module id');
    for (const ns of ['Springs', 'a/b']) expect(refusal([...BUILT_IN_MODULES, wells({ namespaces: [ns] })], ['base', 'wells'])).toMatch(/^bad-namespace: /);
  });

  it('refuses a follower type or a scoring modifier two modules define, naming both', () => {
    // Another module's namespaced id is refused as foreign first: the plain normal follower is the one two can share.
    const mayor = [follower('wells/mayor')];
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [follower('follower')] })], ['base', 'wells']))
      .toBe('duplicate-follower-type: follower type "follower" of "wells" is defined twice (also by "base")');
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [...mayor, ...mayor] })], ['base', 'wells']))
      .toBe('duplicate-follower-type: follower type "wells/mayor" of "wells" is defined twice (twice by "wells")');
    const bonus = { id: 'city-bonus', target: 'city', modify: () => {} };
    expect(refusal([...BUILT_IN_MODULES, wells({ scoring: [bonus] }), { ...wells({ scoring: [bonus] }), id: 'springs' }], ['base', 'wells', 'springs']))
      .toBe('duplicate-modifier: scoring modifier "city-bonus" of "springs" is defined twice (also by "wells"): name it "springs/city-bonus"');
  });

  it('lets a follower type live in a declared namespace too', () => {
    const m = wells({ namespaces: ['springs'], followerTypes: [follower('springs/keeper')] });
    expect(refusal([...BUILT_IN_MODULES, m], ['base', 'wells'])).toBe('no error');
  });
});

describe('feature kinds, phases and action types', () => {
  const kind = (id: string): FeatureKindDef => ({ id, connects: false, claimable: false, completion: 'never' });
  const phase = (id: string, actions: string[] = [], anchor = 'score'): PhaseDef => ({
    id, after: anchor, awaits: () => false,
    actions: Object.fromEntries(actions.map((type) => [type, { validate: () => null, apply: () => {} }])),
  });
  const extra = (type: string): Record<string, PhaseActionDef> => ({
    [type]: { available: () => false, choices: () => [], validate: () => null, apply: () => {} },
  });
  const springs = (over: Partial<ExpansionModule>): ExpansionModule => ({ id: 'springs', version: 1, requires: ['base'], ...over });

  it("refuses a name in another module's namespace, of a module this game leaves out too, naming module, name and owner", () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ featureKinds: [kind('siege/well')] })], ['base', 'wells']))
      .toBe('foreign-name: feature kind "siege/well" of "wells" is in the namespace of module "siege": name it "wells/well", or declare a namespace of your own in namespaces');
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: [phase('cathars/drink')] })], ['base', 'wells']))
      .toMatch(/^foreign-name: phase "cathars\/drink" of "wells" is in the namespace of module "siege"/);
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: [phase('wells/drink', ['inns/drink'])] })], ['base', 'wells']))
      .toMatch(/^foreign-name: action type "inns\/drink" of "wells" \(phase "wells\/drink"\) is in the namespace of module "inns": name it "wells\/drink"/);
    expect(refusal([...BUILT_IN_MODULES, wells({ phaseActions: { deploy: extra('catapult/dig') } })], ['base', 'wells']))
      .toMatch(/^foreign-name: action type "catapult\/dig" of "wells" \(phase "deploy"\) is in the namespace of module "catapult"/);
    // A modifier or a filter in another module's namespace would be taken for that module's (a modifier
    // ordered after it, a refusal traced to it): refused like a kind, even where the ids differ.
    const modify = () => {};
    expect(refusal([...BUILT_IN_MODULES, wells({ scoring: [{ id: 'base/small-city', target: 'city', modify }] })], ['base', 'wells']))
      .toBe('foreign-name: scoring modifier "base/small-city" of "wells" is in the namespace of module "base": name it "wells/small-city", or declare a namespace of your own in namespaces');
    expect(refusal([...BUILT_IN_MODULES, wells({ placementFilters: [{ id: 'river/dry', cell: () => null }] })], ['base', 'wells']))
      .toMatch(/^foreign-name: placement filter "river\/dry" of "wells" is in the namespace of module "river": name it "wells\/dry"/);
  });

  it('refuses a placement filter id defined twice, naming both; a module may keep its own filters under its own ids', () => {
    const dry = { id: 'wells/dry', cell: () => null };
    expect(refusal([...BUILT_IN_MODULES, wells({ placementFilters: [dry, dry] })], ['base', 'wells']))
      .toBe('duplicate-filter: placement filter "wells/dry" of "wells" is defined twice (twice by "wells")');
    const near = { id: 'near-water', rotations: () => [] };
    expect(refusal([...BUILT_IN_MODULES, wells({ placementFilters: [near] }), { ...wells({ placementFilters: [near] }), id: 'springs' }], ['base', 'wells', 'springs']))
      .toBe('duplicate-filter: placement filter "near-water" of "springs" is defined twice (also by "wells"): name it "springs/near-water"');
    expect(refusal([...BUILT_IN_MODULES, wells({ placementFilters: [dry, { ...dry, id: 'wells/deep' }] })], ['base', 'wells'])).toBe('no error');
  });

  it("accepts names in the module's own and declared namespaces", () => {
    const m = wells({
      namespaces: ['springs'], featureKinds: [kind('wells/well'), kind('springs/spring')],
      phases: [phase('wells/drink', ['wells/drink', 'pass']), phase('springs/bathe', ['wells/drink'])], phaseActions: { deploy: extra('springs/fill') },
    });
    const g = Game.create([...BUILT_IN_MODULES, m], setup(2, { expansions: ['base', 'wells', 'siege', 'catapult'] }));
    expect([...g.rules.kinds.keys()]).toContain('springs/spring');
    expect(g.rules.pipeline.map((p) => p.id)).toEqual(expect.arrayContaining(['wells/drink', 'springs/bathe', 'siege/escape', 'catapult/round']));
  });

  it('refuses a feature kind two modules define, naming both, only in a game with both', () => {
    const fair = wells({ featureKinds: [kind('fair')] });
    expect(refusal([...BUILT_IN_MODULES, fair], ['base', 'catapult', 'wells']))
      .toBe('duplicate-kind: feature kind "fair" of "wells" is defined twice (also by "catapult"): name it "wells/fair"');
    expect(refusal([...BUILT_IN_MODULES, fair], ['base', 'wells'])).toBe('no error');
    expect(refusal([...BUILT_IN_MODULES, wells({ featureKinds: [kind('wells/well'), kind('wells/well')] })], ['base', 'wells']))
      .toBe('duplicate-kind: feature kind "wells/well" of "wells" is defined twice (twice by "wells")');
  });

  it("refuses a phase that core or another module defines, naming both", () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: [phase('score', [], 'next')] })], ['base', 'wells']))
      .toBe('duplicate-phase: phase "score" of "wells" is defined twice (also by core): name it "wells/score"');
    const drink = [phase('drink')];
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: drink }), springs({ phases: drink })], ['base', 'wells', 'springs']))
      .toBe('duplicate-phase: phase "drink" of "springs" is defined twice (also by "wells"): name it "springs/drink"');
  });

  it('refuses a name longer than a record holds (64 characters), which would be listed and then refused as malformed', () => {
    const long = `wells/${'w'.repeat(59)}`; // 65 characters
    expect(refusal([...BUILT_IN_MODULES, wells({ featureKinds: [kind(long)] })], ['base', 'wells']))
      .toBe(`name-too-long: feature kind "${long}" of "wells" is 65 characters long; a record holds names of at most 64`);
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: [phase('wells/drink', [long])] })], ['base', 'wells']))
      .toMatch(/^name-too-long: action type "wells\/w+" of "wells" \(phase "wells\/drink"\) is 65 characters long/);
    expect(refusal([...BUILT_IN_MODULES, wells({ followerTypes: [{ id: long, perPlayer: 1, strength: 1, size: 1, allowedOn: () => true }] })], ['base', 'wells']))
      .toMatch(/^name-too-long: follower type "wells\/w+" of "wells" is 65 characters long/);
    expect(refusal([...BUILT_IN_MODULES, wells({ featureKinds: [kind(long.slice(0, 64))] })], ['base', 'wells'])).toBe('no error');
    // A scoring modifier's or placement filter's id is in no record: its length is the module's affair.
    expect(refusal([...BUILT_IN_MODULES, wells({ scoring: [{ id: long, target: 'city', modify: () => {} }], placementFilters: [{ id: `${long}-f`, cell: () => null }] })], ['base', 'wells']))
      .toBe('no error');
  });

  it("refuses an action type of core's or of another module, in any phase; 'pass' is everyone's", () => {
    expect(refusal([...BUILT_IN_MODULES, wells({ phases: [phase('wells/again', ['deploy'])] })], ['base', 'wells']))
      .toBe('duplicate-action: action type "deploy" of "wells" (phase "wells/again") is defined twice (also by core, phase "deploy"): name it "wells/deploy"');
    expect(refusal([...BUILT_IN_MODULES, wells({ phaseActions: { score: extra('place') } })], ['base', 'wells']))
      .toMatch(/^duplicate-action: action type "place" of "wells" \(phase "score"\) is defined twice \(also by core, phase "place"\)/);
    const sip = wells({ phases: [phase('wells/drink', ['sip'])] });
    const alsoSip = springs({ phaseActions: { deploy: extra('sip') } });
    expect(refusal([...BUILT_IN_MODULES, sip, alsoSip], ['base', 'wells', 'springs']))
      .toBe('duplicate-action: action type "sip" of "springs" (phase "deploy") is defined twice (also by "wells", phase "wells/drink"): name it "springs/sip"');
    // Siege's escape and the catapult's round both take 'pass', as core's deploy does: no error.
    const passing = springs({ phases: [phase('springs/bathe', ['springs/bathe', 'pass'])] });
    expect(refusal([...BUILT_IN_MODULES, passing], ['base', 'siege', 'catapult', 'springs'])).toBe('no error');
  });
});

describe('a namespaced kind as a follower spot', () => {
  it('a feature without segments of a kind with a long namespaced name is listed, and deployed on as listed', () => {
    const name = 'river-bends-and-lakes/watermill-keeper'; // 38 characters, over the 32 a deploy's spot once took
    const mill = { ...BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!.find((t) => t.id === 'base/U')!, id: 'river-bends-and-lakes/1', count: 1 };
    mill.features = [...mill.features, { kind: name, segments: [] }];
    const m: ExpansionModule = {
      id: 'river-bends-and-lakes', version: 1, requires: ['base'], tiles: () => [mill], allTiles: [mill],
      featureKinds: [{ id: name, connects: false, claimable: true, completion: 'never' }],
    };
    const g = Game.create([...BUILT_IN_MODULES, m], setup(2, { expansions: ['base', 'river-bends-and-lakes'], deck: ['river-bends-and-lakes/1'] }));
    expect(g.apply(g.choices()[0]).ok).toBe(true);
    const spot = g.choices().find((a) => a.at === name)!;
    expect(spot).toEqual({ type: 'deploy', at: name });
    expect(g.apply(spot)).toMatchObject({ ok: true });
    expect(g.state.followers.map((f) => f.at)).toEqual([name]);
  });
});
