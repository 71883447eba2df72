// Ids a module defines live in its own namespace ('<module id>/…'), so two modules never collide:
// set-up refuses a follower type outside it, naming the module and the id.
import { describe, expect, it } from 'vitest';
import { Game, SetupError, type ExpansionModule, type FollowerTypeDef } from '../../core/index.js';
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

  it('lets a follower type live in a declared namespace too', () => {
    const m = wells({ namespaces: ['springs'], followerTypes: [follower('springs/keeper')] });
    expect(refusal([...BUILT_IN_MODULES, m], ['base', 'wells'])).toBe('no error');
  });
});
