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
