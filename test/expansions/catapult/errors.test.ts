// Malformed or out-of-turn catapult actions are rule errors that say what and where, and change
// nothing (docs/architecture.md: never half-apply; shots come from the physical world and may be corrupt).
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../core/index.js';
import { act, catchResult, catGame, choose, miss, refuse, shot } from './helpers.js';

function atRound(players = 2) {
  const g = catGame(players, ['base/U', 'catapult/06', 'base/E']);
  act(g, { type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'deploy', at: 'EC' }); // P0 thief
  act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' }); // P1 places the fair
  return g;
}

describe('malformed shots', () => {
  const bad: [string, unknown, RegExp][] = [
    ['NaN', { x: Number.NaN, y: 0 }, /"rest\.x" must be a finite number.*got NaN/],
    ['Infinity', { x: 0, y: Number.POSITIVE_INFINITY }, /"rest\.y".*got Infinity/],
    ['a string', { x: '2.4', y: 0 }, /"rest\.x".*got "2\.4"/],
    ['missing y', { x: 1 }, /"rest\.y".*got nothing/],
    ['absurdly far', { x: 1e9, y: 0 }, /"rest\.x"/],
    ['not an object', [1, 2], /"rest" must be an object/],
    ['absent', undefined, /"rest" must be an object/],
  ];
  for (const [what, rest, message] of bad) {
    it(`rest ${what}: refused, naming the field and the shot`, () => {
      const g = atRound();
      act(g, choose('knockout'));
      const m = refuse(g, { type: 'catapult/shot', rest, hits: [] }, 'catapult.malformed');
      expect(m).toMatch(message);
      expect(m).toMatch(/shot 1 of 2 \(player index 1\)/);
    });
  }

  it('hits that are not a list of {x, y, at}', () => {
    const g = atRound();
    act(g, choose('knockout'));
    refuse(g, { ...shot(0, 0), hits: 'all' }, 'catapult.malformed');
    refuse(g, { ...shot(0, 0), hits: [{ x: 1.5, y: 0, at: 'EC' }] }, 'catapult.malformed');
    refuse(g, { ...shot(0, 0), hits: [{ x: 1, y: 0 }] }, 'catapult.malformed');
    refuse(g, { ...shot(0, 0), hits: [null] }, 'catapult.malformed');
    expect(refuse(g, shot(0, 0, [{ x: 1, y: 0, at: 'NC' }]), 'catapult.bad-hit')).toMatch(/nothing stands at \(1, 0\) "NC"/);
    act(g, { ...shot(0, 0), hits: [{ x: 1, y: 0, at: 'EC', chain: false }], rapierVersion: '0.21.0', trajectories: {} });
    expect(g.actions.at(-1)).toMatchObject({ rapierVersion: '0.21.0', trajectories: {} }); // kept in the record
  });

  it('a field a shot does not declare is refused, naming it, and changes nothing', () => {
    const g = atRound();
    act(g, choose('knockout'));
    const m = refuse(g, { ...shot(0, 0), evil: { junk: 'x'.repeat(9000), deep: [[[[1]]]] } }, 'catapult.malformed');
    expect(m).toMatch(/"catapult\/shot" has no field "evil" \(its fields: .*"trajectories"/);
    refuse(g, { ...shot(0, 0), hits2: 1 }, 'catapult.malformed');
  });
});

describe('what a simulated shot carries besides its result', () => {
  // A shot as the app records it (physics-input.ts shotAction): the rules read rest and hits; the
  // rest is kept for replay and animation, and each nested field is checked by its fields.
  const recorded = (): Action => ({
    ...shot(0, 0), hits: [{ x: 1, y: 0, at: 'EC', chain: false }], onTile: true, offBoard: false, steps: 48, rapierVersion: '0.21.0',
    launch: { x: 0.5, y: 3.2, angle: -1.2, speed: 4.1 },
    input: { seat: 1, seats: 2, aim: 0.05, power: 0.6, seed: 123456 },
    trajectories: { token: [{ t: 0, x: 0.5, y: 3.2, z: 0.1 }, { t: 0.4, x: 0, y: 0, z: 0 }], '1,0,EC': [{ t: 0.3, x: 1.9, y: 0.5 }] },
  });

  it('is accepted whole and kept in the record', () => {
    const g = atRound();
    act(g, choose('knockout'), recorded());
    expect(g.actions.at(-1)).toEqual(recorded());
  });

  const bad: [string, (a: Action) => Action, RegExp][] = [
    ['a field in rest', (a) => ({ ...a, rest: { x: 0, y: 0, z: 1 } }), /"rest" has no field "z" \(its fields: "x", "y"\)/],
    ['a field in a hit', (a) => ({ ...a, hits: [{ x: 1, y: 0, at: 'EC', junk: 'x'.repeat(9000) }] }), /"hits\[0\]" has no field "junk" \(its fields: "x", "y", "at", "chain"\)/],
    ['a chain that is not true or false', (a) => ({ ...a, hits: [{ x: 1, y: 0, at: 'EC', chain: 'yes' }] }), /"hits\[0\]\.chain" must be true or false/],
    ['a field in launch', (a) => ({ ...a, launch: { ...(a.launch as object), spin: 3 } }), /"launch" has no field "spin"/],
    ['launch without its speed', (a) => ({ ...a, launch: { x: 0, y: 0, angle: 0 } }), /"launch\.speed" must be a finite number/],
    ['a field in input', (a) => ({ ...a, input: { ...(a.input as object), cheat: [[1]] } }), /"input" has no field "cheat" \(its fields: "seat", "seats", "aim", "power", "seed"\)/],
    ['an input seed that is not a uint32', (a) => ({ ...a, input: { ...(a.input as object), seed: -1 } }), /"input\.seed" must be a whole number from 0 to 4294967295/],
    ['an input seat beyond the seats', (a) => ({ ...a, input: { ...(a.input as object), seat: 2 } }), /"input\.seat" must be a whole number from 0 to 1/],
    ['trajectories as a list', (a) => ({ ...a, trajectories: [[1]] }), /"trajectories" must be an object/],
    ['a field in a sample', (a) => ({ ...a, trajectories: { token: [{ t: 0, x: 0, y: 0, w: 1 }] } }), /"trajectories\.token\[0\]" has no field "w" \(its fields: "t", "x", "y", "z"\)/],
    ['a sample that is not a number', (a) => ({ ...a, trajectories: { token: [{ t: 0, x: 'far', y: 0 }] } }), /"trajectories\.token\[0\]\.x" must be a finite number/],
    ['a path that is not a list', (a) => ({ ...a, trajectories: { token: { t: 0 } } }), /"trajectories\.token" must be a list/],
    ['too long a path', (a) => ({ ...a, trajectories: { token: Array.from({ length: 4097 }, (_, t) => ({ t, x: 0, y: 0 })) } }), /"trajectories\.token" holds 4097 samples \(at most 4096\)/],
    ['too many pieces', (a) => ({ ...a, trajectories: Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`p${i}`, []])) }), /"trajectories" names 257 pieces \(at most 256\)/],
  ];
  for (const [what, edit, message] of bad) {
    it(`${what}: refused, naming the field and the shot, and nothing changes`, () => {
      const g = atRound();
      act(g, choose('knockout'));
      const m = refuse(g, edit(recorded()), 'catapult.malformed');
      expect(m).toMatch(message);
      expect(m).toMatch(/^catapult\/shot 1 of 2 \(player index 1\)/);
    });
  }
});

describe('what a recorded catch carries', () => {
  const input = { power: 0.6, seed: 99, from: { x: -3, y: 0.5 }, to: { x: 4, y: 0.5 }, tap: { t: 0.8, x: 0.2, y: 0.4 } };

  it('a catch keeps its throw and tap; a field they do not have is refused', () => {
    const g = atRound(3);
    act(g, choose('catch'));
    expect(refuse(g, { ...catchResult('far'), input: { ...input, tap: { ...input.tap, force: 1 } } }, 'catapult.malformed'))
      .toMatch(/"input\.tap" has no field "force" \(its fields: "t", "x", "y"\)/);
    expect(refuse(g, { ...catchResult('far'), input: { ...input, from: { x: 0, y: 0, z: 0 } } }, 'catapult.malformed'))
      .toMatch(/"input\.from" has no field "z"/);
    expect(refuse(g, { ...catchResult('far'), input: { ...input, extra: 'x'.repeat(9000) } }, 'catapult.malformed'))
      .toMatch(/"input" has no field "extra" \(its fields: "power", "seed", "from", "to", "tap"\)/);
    expect(refuse(g, { ...catchResult('far'), input: [input] }, 'catapult.malformed')).toMatch(/"input" must be an object/);
    act(g, { ...catchResult('far'), input }, { ...catchResult('short'), input: { ...input, tap: null } });
    expect(g.actions.slice(-2)).toEqual([{ ...catchResult('far'), input }, { ...catchResult('short'), input: { ...input, tap: null } }]);
  });
});

describe('actions out of turn or out of step', () => {
  it('a choice by the wrong player, or of an unknown token', () => {
    const g = atRound(3);
    expect(refuse(g, { ...choose('target'), player: 0 }, 'catapult.wrong-player')).toMatch(/player index 1/);
    refuse(g, choose('pie'), 'catapult.bad-token');
    refuse(g, miss, 'catapult.wrong-step');
    refuse(g, catchResult('caught'), 'catapult.wrong-step');
    refuse(g, { type: 'catapult/swap', from: 'supply' }, 'catapult.wrong-step');
    refuse(g, { type: 'pass' }, 'catapult.wrong-step');
  });

  it('a shot for someone else, a second choice, a catch during a shooting round', () => {
    const g = atRound(3);
    act(g, choose('target'));
    refuse(g, choose('knockout'), 'catapult.wrong-step');
    refuse(g, { ...miss, player: 2 }, 'catapult.wrong-player');
    refuse(g, catchResult('far'), 'catapult.wrong-step');
    act(g, { ...miss, player: 1 });
    refuse(g, { ...miss, player: 1 }, 'catapult.wrong-player');
  });

  it('a throw by the wrong player', () => {
    const g = atRound(3);
    act(g, choose('catch'), catchResult('far'));
    refuse(g, { ...catchResult('far'), player: 1 }, 'catapult.wrong-player');
    act(g, { ...catchResult('far'), player: 2 });
  });

  it('catapult actions outside a round are wrong-phase errors of the engine', () => {
    const g = catGame(2, ['base/E']);
    refuse(g, choose('knockout'), 'action.wrong-phase');
    refuse(g, miss, 'action.wrong-phase');
  });
});
