// Property tests (docs/architecture.md): random legal games with the catapult and (when registered) the siege
// module keep their invariants — followers conserved, scores never fall, every offered choice is
// legal, and replaying the record gives the same state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Game, nextInt, replay, seedRng, toRecord, setupOf, type GameSetup,
} from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { CATAPULT_TILES } from '../../../expansions/catapult/index.js';
import { setup } from '../../helpers.js';
import { checkFollowers } from '../../core/invariants.js';

const WITH_SIEGE = BUILT_IN_MODULES.some((m) => m.id === 'siege');
const EXPANSIONS = WITH_SIEGE ? ['base', 'catapult', 'siege'] : ['base', 'catapult'];
const FAIRS = CATAPULT_TILES.map((t) => t.id);
const OTHERS = BUILT_IN_MODULES.filter((m) => EXPANSIONS.includes(m.id) && m.id !== 'catapult')
  .flatMap((m) => m.allTiles ?? []).map((t) => t.id).filter((id) => id !== 'base/D');

function check(g: Game, before: number[]): void {
  const s = g.state;
  for (let p = 0; p < s.scores.length; p++) {
    expect(s.scores[p], `score of player ${p}`).toBeGreaterThanOrEqual(before[p]);
  }
  checkFollowers(g);
  // Every follower stands on a claimable feature of the tile it names.
  for (const f of s.followers) {
    expect(s.nodes[f.node].tile).toBe(f.tile);
    expect(g.kind(s.nodes[f.node].kind)!.claimable).toBe(true);
  }
}

function playChecked(g: Game, seed: number): void {
  const rng = seedRng(seed);
  for (let n = 0; !g.state.finished && n < 5000; n++) {
    const choices = g.choices();
    expect(choices.length, `choices in ${g.state.turn.phase}`).toBeGreaterThan(0);
    for (const c of choices) expect(g.validate(c), JSON.stringify(c)).toBeNull();
    const before = [...g.state.scores];
    const r = g.apply(choices[nextInt(rng, choices.length)]);
    expect(r.ok).toBe(true);
    check(g, before);
  }
  expect(g.state.finished).toBe(true);
  const again = replay(BUILT_IN_MODULES, setupOf(toRecord(g)), g.actions);
  expect(again.ok).toBe(true);
  expect(JSON.stringify(again.game.state)).toBe(JSON.stringify(g.state));
}

const options = fc.record({
  'catapult.mode': fc.constantFrom('physics', 'physics', 'house-rule', 'off'),
  'catapult.seductionTarget': fc.constantFrom('any', 'opponent'),
  'catapult.targetDistance': fc.constantFrom('edge', 'center'),
});

describe(`random games with ${EXPANSIONS.join(' + ')}`, () => {
  it('full bag: invariants hold, choices are legal, replay equals state', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(2 ** 31), options, (players, seed, opts) => {
      const g = Game.create(BUILT_IN_MODULES, setup(players, { expansions: EXPANSIONS, options: opts, seed }));
      playChecked(g, seed ^ 0x5bd1e995);
    }), { numRuns: 12 });
  });

  it('fair-heavy decks: many catapult rounds in a row', () => {
    const deck = fc.array(fc.oneof(fc.constantFrom(...FAIRS), fc.constantFrom(...OTHERS)), { minLength: 5, maxLength: 40 });
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(2 ** 31), deck, options, (players, seed, d, opts) => {
      const s: GameSetup = setup(players, { expansions: EXPANSIONS, options: { ...opts, 'catapult.mode': 'physics' }, seed, deck: d });
      playChecked(Game.create(BUILT_IN_MODULES, s), seed);
    }), { numRuns: 40 });
  });
});
