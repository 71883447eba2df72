// Malformed or out-of-turn catapult actions are rule errors that say what and where, and change
// nothing (docs/architecture.md: never half-apply; shots come from the physical world and may be corrupt).
import { describe, expect, it } from 'vitest';
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
