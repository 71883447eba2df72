// The plugin contract, proven with a test-only module: a phase, hooks and a scoring modifier
// plug in by declaration, and the registry rejects what cannot be built.
import { describe, expect, it } from 'vitest';
import { buildRuleset, Game, nextInt, seedRng, SetupError, type Action, type ExpansionModule, type PhaseDef } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';
import { earlyModule, tollModule, type TollSlice } from './fixtures/toll-module.js';

const catalog = [...BUILT_IN_MODULES, tollModule, earlyModule];
// B1's board: U at (1,0), X at (2,0), S at (-1,0) closes a 4-tile road with P0's thief.
const deck = ['base/U', 'base/X', 'base/S'];

describe('a test-only module extends the game without core changes', () => {
  it('inserts its phase, runs its hooks in declared order, and adds a scoring item', () => {
    const g = Game.create(catalog, setup(2, { expansions: ['base', 'toll', 'early'], deck, options: { 'toll.bonus': '3' } }));
    expect(g.rules.pipeline.map((p) => p.id)).toEqual(['draw', 'place', 'deploy', 'score', 'toll/pay', 'turn-end', 'next']);
    for (const a of [{ type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'deploy', at: 'WC' },
      { type: 'place', x: 2, y: 0, rotation: 0 }, { type: 'pass' }, { type: 'place', x: -1, y: 0, rotation: 270 }, { type: 'pass' }]) {
      expect(g.apply(a)).toMatchObject({ ok: true });
    }
    // The road scored 4 tiles + the toll bonus of 3, and the game now waits in the module's phase.
    expect(g.state.scores).toEqual([7, 0]);
    expect(g.state.scoring[0].items.map((i) => [i.what, i.points])).toEqual([['tiles', 4], ['toll', 3]]);
    expect(g.state.turn.phase).toBe('toll/pay');
    const slice = g.slice<TollSlice>('toll');
    expect(slice.placedTiles).toBe(3);
    expect(slice.hookOrder).toEqual(['early', 'late']);
    // Its action validates like any other: a wrong amount is a rule error and changes nothing.
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'toll/pay', amount: 2 })).toEqual({ ok: false, error: { rule: 'toll.amount', message: 'the toll is exactly 1' } });
    expect(JSON.stringify(g.state)).toBe(before);
    expect(g.apply({ type: 'toll/pay', amount: 1 })).toMatchObject({ ok: true });
    expect(slice.paid).toEqual([0]);
    expect(g.state.finished).toBe(true);
  });

  it("calls a phase's own methods on the phase object, as a module may write them", () => {
    const counter = {
      id: 'count/turns', after: 'score', entered: 0, asked: 0,
      enter() { this.entered++; },
      awaits() { this.asked++; return false; },
    };
    const countModule: ExpansionModule = { id: 'count', version: 1, requires: ['base'], phases: [counter] };
    const g = Game.create([...catalog, countModule], setup(2, { expansions: ['base', 'count'], deck }));
    for (const a of [{ type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'pass' }, { type: 'place', x: 2, y: 0, rotation: 0 }, { type: 'pass' }]) {
      expect(g.apply(a)).toMatchObject({ ok: true });
    }
    expect([counter.entered, counter.asked]).toEqual([2, 2]);
  });

  it('options are namespaced by module and default when not given', () => {
    const g = Game.create(catalog, setup(2, { expansions: ['base', 'toll'] }));
    expect(g.rules.options).toEqual({ 'base.farmScoring': 'field-3', 'base.smallCity': '4', 'toll.bonus': '1' });
  });
});

describe('the registry refuses what cannot be built, with a clear message', () => {
  const build = (ids: string[], options: Record<string, unknown> = {}, cat: readonly ExpansionModule[] = catalog) =>
    () => Game.create(cat, setup(2, { expansions: ids, options }));
  const code = (fn: () => unknown) => {
    try { fn(); } catch (e) { return e instanceof SetupError ? `${e.code}: ${e.message}` : `other: ${e}`; }
    return 'no error';
  };

  it('unknown expansion', () => expect(code(build(['base', 'dragons']))).toMatch(/^unknown-expansion: unknown expansion "dragons"/));
  it('missing dependency', () => expect(code(build(['toll']))).toMatch(/^missing-dependency: expansion "toll" requires "base"/));
  it('dependency cycle', () => {
    const a: ExpansionModule = { id: 'a', version: 1, requires: ['b'] };
    const b: ExpansionModule = { id: 'b', version: 1, requires: ['a'] };
    expect(code(build(['base', 'a', 'b'], {}, [...catalog, a, b]))).toMatch(/^dependency-cycle: .*a → b → a/);
  });
  it('expansion listed twice', () => expect(code(build(['base', 'base']))).toMatch(/^duplicate-expansion/));
  it('unknown option', () => expect(code(build(['base'], { 'base.dragons': true }))).toMatch(/^unknown-option: unknown option "base.dragons"/));
  it('option of a module not in the game', () => expect(code(build(['base'], { 'toll.bonus': '3' }))).toMatch(/^unknown-option/));
  it('bad option value', () => expect(code(build(['base'], { 'base.farmScoring': 'field-9' })))
    .toMatch(/^bad-option-value: option "base.farmScoring" must be one of "field-3", "field-3-once", "city-4", not "field-9"/));
  it('too few or too many players', () => {
    expect(code(() => Game.create(catalog, setup(1)))).toMatch(/^bad-players/);
    expect(code(() => Game.create(catalog, setup(7)))).toMatch(/^bad-players/);
  });
  it('unknown tile in a fixed deck', () => expect(code(() => Game.create(catalog, setup(2, { deck: ['base/D', 'base/Z'] }))))
    .toMatch(/^unknown-tile: deck\[1\]: unknown tile id "base\/Z"/));

  const phase = (id: string, slot: Partial<PhaseDef>): PhaseDef => ({ id, awaits: () => false, ...slot });
  const withPhases = (...phases: PhaseDef[]) => [...catalog, { id: 'p', version: 1, phases } as ExpansionModule];
  it('phases anchored to each other in a cycle', () => {
    expect(code(build(['base', 'p'], {}, withPhases(phase('p/a', { after: 'p/b' }), phase('p/b', { after: 'p/a' })))))
      .toMatch(/^phase-cycle: phases anchored in a cycle never run: p\/a, p\/b/);
  });
  it('a phase anchored to an unknown phase', () => {
    expect(code(build(['base', 'p'], {}, withPhases(phase('p/a', { before: 'shopping' })))))
      .toMatch(/^unknown-phase: phase "p\/a" is placed relative to unknown phase "shopping"/);
  });
  it('a phase that names no slot', () => expect(code(build(['base', 'p'], {}, withPhases(phase('p/a', {}))))).toMatch(/^bad-phase-slot/));
  it('siblings in one slot run by order, then by load order', () => {
    const rules = buildRuleset(withPhases(phase('p/late', { after: 'score', order: 9 }), phase('p/first', { after: 'score', order: -1 }),
      phase('p/pre', { before: 'next' })), ['base', 'p'], {}, Game.create(catalog, setup()).rules.pipeline.filter((p) => !p.id.includes('/')));
    expect(rules.pipeline.map((p) => p.id)).toEqual(['draw', 'place', 'deploy', 'score', 'p/first', 'p/late', 'turn-end', 'p/pre', 'next']);
  });
});

describe('every action of the shipped modules refuses a field it does not declare', () => {
  it('each listed action with one field added is a malformed action, in random games with every module', () => {
    const seen = new Set<string>();
    for (const [seed, expansions] of [[5, ['base', 'catapult', 'siege', 'inns']], [6, ['base', 'river', 'catapult']]] as const) {
      const g = Game.create(BUILT_IN_MODULES, setup(3, { expansions: [...expansions], seed }));
      const rng = seedRng(seed);
      while (!g.state.finished) {
        const choices = g.choices();
        for (const c of choices) {
          seen.add(c.type);
          const problem = g.validate({ ...(JSON.parse(JSON.stringify(c)) as Action), zzz: 1 });
          expect(problem?.rule, c.type).toMatch(/malformed$/);
          expect(problem?.message, c.type).toMatch(/no field "zzz"/);
        }
        g.apply(choices[nextInt(rng, choices.length)]);
      }
    }
    for (const type of ['place', 'deploy', 'pass', 'catapult/choose', 'catapult/shot', 'siege/escape']) expect(seen).toContain(type);
  });
});
