// Every seam of contract v2 used by a test-only module (fixtures/seam-modules.ts), asserting
// what a player would see: the game goes where the module says, through the contract alone.
import { describe, expect, it } from 'vitest';
import { Game, SetupError, type Action, type ExpansionModule } from '../../core/index.js';
import { physicsInput } from '../../expansions/catapult/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';
import {
  BIG, BUILDER, builderModule, innsModule, portalModule, RIVER_LAKE, riverModule, SEAM_MODULES, towerModule,
  type RiverSlice, type TowerSlice,
} from './fixtures/seam-modules.js';

const CATALOG: readonly ExpansionModule[] = [...BUILT_IN_MODULES, ...SEAM_MODULES];
const game = (expansions: string[], extra: Parameters<typeof setup>[1] = {}) =>
  Game.create(CATALOG, setup(2, { expansions: ['base', ...expansions], ...extra }));
const ok = (g: Game, ...actions: Action[]) => {
  for (const a of actions) expect(g.apply(a), JSON.stringify(a)).toMatchObject({ ok: true });
};
const setupError = (fn: () => unknown) => {
  try { fn(); } catch (e) { return e instanceof SetupError ? `${e.code}: ${e.message}` : `other: ${e}`; }
  return 'no error';
};

describe('deck building, draw hooks, start tile and placement filters (River-like)', () => {
  it('its start tile replaces base\'s, its tiles come first, the lake last, and a set-aside tile returns after the lake', () => {
    const g = game(['test-river'], { seed: 5 });
    expect(g.state.board[0]).toMatchObject({ x: 0, y: 0, tile: 'testriver/S' });
    // River first: the three straights are drawn before anything else, then the lake.
    const order: string[] = [g.state.turn.drawn!, ...g.state.deck.slice(0, 3)];
    expect(order).toEqual(['testriver/I', 'testriver/I', 'testriver/I', RIVER_LAKE.id]);
    // One cloister is set aside until the lake is placed; base/D (base's start tile) is in the deck.
    expect(g.state.deck.filter((id) => id === 'base/B')).toHaveLength(3);
    expect(g.slice<RiverSlice>('test-river').setAside).toEqual(['base/B']);
    expect(g.state.deck.filter((id) => id === 'base/D')).toHaveLength(4);
    for (let y = 1; y <= 4; y++) {
      // The filter per frontier group: the only legal spots continue the river, south.
      const spots = g.legalPlacements(g.state.turn.drawn!);
      expect(spots.every((p) => p.x === 0 && p.y === y), JSON.stringify(spots)).toBe(true);
      // Edges would fit beside the river (fields meet fields), but that is not continuing it.
      // The refusal names the filter that said no (a rotation filter gives no reason of its own).
      expect(g.apply({ type: 'place', x: 1, y: y - 1, rotation: 0 })).toMatchObject({
        ok: false, error: { rule: 'place.filtered', message: `${g.state.turn.drawn} may not go at (1, ${y - 1}) rotated 0: placement filter "test-river/continue" refuses it` },
      });
      ok(g, { type: 'place', ...spots[0] });
      if (g.state.turn.phase === 'deploy') ok(g, { type: 'pass' });
    }
    // The draw hook put the set-aside tile back on top once the lake was down.
    expect(g.state.turn.drawn).toBe('base/B');
    expect(g.slice<RiverSlice>('test-river').setAside).toEqual([]);
    expect(g.state.deck.filter((id) => id === 'base/B')).toHaveLength(3);
  });

  it('a per-cell filter refuses with its own rule, and the fast path stays when no module filters', () => {
    const filtered: ExpansionModule = {
      ...riverModule, id: 'test-river-north', startTile: undefined, replacesStartOf: undefined, buildDeck: undefined,
      tiles: () => [], hooks: {},
    } as ExpansionModule;
    // A river straight drawn north of the base start tile: the cell filter names its rule.
    const g = Game.create([...CATALOG, { ...filtered, id: 'north', featureKinds: [] }], setup(2, {
      expansions: ['base', 'test-river'], deck: ['testriver/I'],
    }));
    // Filtered placements are the engine's own place actions too, the same objects the place phase lists.
    const placements = g.legalPlacements('testriver/I');
    expect(placements).toEqual([{ type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'place', x: 0, y: 1, rotation: 180 }]);
    expect(g.choices()).toEqual(placements);
    g.choices().forEach((a, i) => expect(a).toBe(placements[i]));
    expect(placements.every((p) => Object.isFrozen(p))).toBe(true);
    const north = Game.create(CATALOG, setup(2, { expansions: ['base', 'test-river'], deck: ['testriver/I'] }));
    expect(north.validate({ type: 'place', x: 0, y: -1, rotation: 0 })).toMatchObject({ rule: 'place.edge-mismatch' });
    // Without filters the engine answers from the board index alone.
    const plain = game([]);
    expect(plain.rules.placementFilters).toEqual([]);
  });

  it('exactly one start tile: two are a clear set-up error', () => {
    const second: ExpansionModule = { id: 'second-start', version: 1, requires: ['base'], tiles: () => [], startTile: 'base/U' };
    expect(setupError(() => Game.create([...CATALOG, second], setup(2, { expansions: ['base', 'second-start'] }))))
      .toMatch(/^start-tile-conflict: more than one start tile: "base\/D" \(base\), "base\/U" \(second-start\)/);
    const none: ExpansionModule = { id: 'none', version: 1, tiles: () => [] };
    expect(setupError(() => Game.create([none], setup(2, { expansions: ['none'] })))).toMatch(/^no-start-tile/);
  });
});

describe('follower types', () => {
  it('a big follower: deployed by type, counts double in a majority, drawn and simulated larger, supply per type', () => {
    const g = game(['catapult', 'test-inns'], { deck: ['base/U', 'base/E', 'base/E'] });
    ok(g, { type: 'place', x: 1, y: 0, rotation: 90 });
    // The type picker: each spot lists the types the player may put there.
    expect(g.followerSpots()).toEqual(expect.arrayContaining([{ at: 'EC', types: ['follower', BIG] }]));
    expect(g.choices()).toContainEqual({ type: 'deploy', at: 'EC', follower: BIG });
    ok(g, { type: 'deploy', at: 'EC', follower: BIG });
    expect(g.state.supply[0]).toEqual({ follower: 7, [BIG]: 0 });
    expect(g.state.followers[0]).toMatchObject({ type: BIG, at: 'EC' });
    expect(g.majority([...g.state.followers, { player: 1, type: 'follower', tile: 0, node: 0, at: 'NC' }])).toEqual([0]);
    expect(physicsInput(g).followers).toEqual([expect.objectContaining({ size: 'big' })]);
    // P1: an unknown type is refused with its own rule; P1's big follower completes a city and comes home.
    ok(g, { type: 'place', x: 0, y: -1, rotation: 180 });
    expect(g.apply({ type: 'deploy', at: 'SL', follower: 'test-inns/huge' })).toMatchObject({ ok: false, error: { rule: 'deploy.unknown-type' } });
    const r = g.apply({ type: 'deploy', at: 'SL', follower: BIG });
    expect(r.ok && r.events).toContainEqual(expect.objectContaining({ type: 'follower-returned', follower: expect.objectContaining({ type: BIG, player: 1 }) }));
    expect(g.state.scoring[0]).toMatchObject({ kind: 'city', players: [1], points: { 1: 4 } });
    expect(g.state.supply[1]).toEqual({ follower: 7, [BIG]: 1 });
  });

  it('a builder-like type joins only its owner\'s feature, counts nothing, and grants one extra turn part', () => {
    const g = game(['test-builder'], { deck: Array.from({ length: 8 }, () => 'base/U') });
    const road = (x: number) => ({ type: 'place', x, y: 0, rotation: 90 });
    ok(g, road(1));
    // Not on a road without your follower.
    expect(g.apply({ type: 'deploy', at: 'EC', follower: BUILDER })).toMatchObject({ ok: false, error: { rule: 'deploy.needs-own' } });
    ok(g, { type: 'deploy', at: 'EC' }, road(2), { type: 'pass' }, road(-1));
    expect(g.deploySpots(BUILDER)).toEqual(['EC']);
    ok(g, { type: 'deploy', at: 'EC', follower: BUILDER });
    expect(g.majority(g.state.followers)).toEqual([0]);
    // P1 extends P0's road: no extra turn for anybody.
    ok(g, road(3), { type: 'pass' });
    expect(g.state.turn).toMatchObject({ player: 0, number: 4 });
    // P0 extends the road with the builder: P0 plays again (an extra turn part), but only once.
    ok(g, road(-2), { type: 'pass' });
    expect(g.state.turn).toMatchObject({ player: 0, number: 5, extraPart: 'test-builder' });
    ok(g, road(-3), { type: 'pass' });
    expect(g.state.turn.player).toBe(1);
    expect(g.state.turn.extraPart).toBeUndefined();
  });
});

describe('actions in another module\'s phase', () => {
  it('portal-like: a follower deployed on another tile instead of the one just placed', () => {
    const g = game(['test-portal'], { deck: ['base/E', 'base/B'] });
    ok(g, { type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'pass' });
    ok(g, { type: 'place', x: 0, y: 1, rotation: 0 });
    const portal = g.choices().filter((c) => c.type === 'test-portal/deploy');
    // The far field of the first tile, away from the tile just placed.
    const target = portal.find((c) => c.x === 0 && c.y === -1 && c.at === 'WL')!;
    expect(target).toBeDefined();
    expect(g.choices().every((c) => g.validate(c) === null)).toBe(true);
    expect(g.apply({ ...target, extra: 1 })).toMatchObject({ ok: false, error: { rule: 'test-portal.malformed' } });
    ok(g, target);
    expect(g.state.followers).toMatchObject([{ player: 1, tile: 1, at: 'WL' }]);
    // The deploy phase is over: the action ended it, and the game moved on.
    expect(g.state.finished).toBe(true);
  });

  it('tower-like: an action "instead of deploying" keeps the deploy phase waiting even without followers', () => {
    const g = game(['test-tower'], { deck: ['base/U', 'base/U', 'base/U'] });
    g.state.supply[0].follower = 0; // no follower left: base alone would skip the deploy phase
    ok(g, { type: 'place', x: 1, y: 0, rotation: 90 });
    expect(g.state.turn.phase).toBe('deploy');
    expect(g.choices()).toEqual([{ type: 'pass' }, { type: 'test-tower/raise' }]);
    expect(g.apply({ type: 'deploy', at: 'EC' })).toMatchObject({ ok: false, error: { rule: 'deploy.no-follower' } });
    ok(g, { type: 'test-tower/raise' });
    expect(g.slice<TowerSlice>('test-tower')).toEqual({ pieces: [1, 2], height: { '1,0': 1 } });
    expect(g.state.turn).toMatchObject({ player: 1, phase: 'place' });
    // P1 may still deploy or raise; after deploying the phase is over (no tower on top of it).
    ok(g, { type: 'place', x: 2, y: 0, rotation: 90 }, { type: 'deploy', at: 'EC' });
    expect(g.state.turn.player).toBe(0);
  });

  it('a module cannot add an action a phase already has, or to a phase that does not exist', () => {
    const clash: ExpansionModule = { ...towerModule, id: 'clash', phaseActions: { deploy: { pass: towerModule.phaseActions!.deploy['test-tower/raise'] } } } as ExpansionModule;
    expect(setupError(() => Game.create([...CATALOG, clash], setup(2, { expansions: ['base', 'clash'] })))).toMatch(/^duplicate-action/);
    const nowhere: ExpansionModule = { ...portalModule, id: 'nowhere', phaseActions: { dance: { 'nowhere/deploy': portalModule.phaseActions!.deploy['test-portal/deploy'] } } };
    expect(setupError(() => Game.create([...CATALOG, nowhere], setup(2, { expansions: ['base', 'nowhere'] })))).toMatch(/^unknown-phase/);
  });
});

describe('scoring modifiers ordered by name', () => {
  const mark = (id: string, extra: object = {}) => ({
    id, target: 'road', ...extra,
    modify(event: { items: { what: string }[] }) { event.items.push({ what: id, count: 0, unit: 0, points: 0 } as never); },
  });
  it('after / before place a modifier regardless of module order; a cycle is a set-up error', () => {
    const a: ExpansionModule = { id: 'ma', version: 1, requires: ['base'], scoring: [mark('ma/late', { after: ['mb/early'] })] };
    const b: ExpansionModule = { id: 'mb', version: 1, requires: ['base'], scoring: [mark('mb/early'), mark('mb/first', { before: ['ma/late', 'mb/early'] })] };
    const g = Game.create([...CATALOG, a, b], setup(2, { expansions: ['base', 'ma', 'mb'] }));
    expect(g.rules.modifiers.get('road')!.map((m) => m.id)).toEqual(['mb/first', 'mb/early', 'ma/late']);
    const c: ExpansionModule = { id: 'mc', version: 1, requires: ['base'], scoring: [mark('mc/x', { after: ['mc/y'] }), mark('mc/y', { after: ['mc/x'] })] };
    expect(setupError(() => Game.create([...CATALOG, c], setup(2, { expansions: ['base', 'mc'] })))).toMatch(/^modifier-cycle: .*mc\/x, mc\/y/);
  });
});

describe('every seam module together', () => {
  it('builds one ruleset with the shipped expansions', () => {
    const g = Game.create(CATALOG, setup(3, { expansions: ['base', 'catapult', 'siege', ...SEAM_MODULES.map((m) => m.id)] }));
    expect(g.followerTypes().map((t) => t.id)).toEqual(['follower', BUILDER, BIG]);
    expect(Object.keys(g.phaseActions('deploy'))).toEqual(['test-portal/deploy', 'test-tower/raise']);
    expect(g.state.supply[0]).toEqual({ follower: 7, [BUILDER]: 1, [BIG]: 1 });
  });
  void builderModule; void innsModule;
});
