// Inns & Cathedrals in random games, alone with the base game and with every shipped module:
// followers of every type are conserved (one big follower each), scores never drop, the record
// replays to the same state, and every road or city score follows the inn and cathedral rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, nextInt, seedRng, type ScoreEvent } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { BIG_FOLLOWER } from '../../../expansions/inns/index.js';
import { checkAfterAction, checkReplay, startTally } from '../../core/invariants.js';

const PLAYERS = [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }, { name: 'C', color: 'green' }];

function playRandom(seed: number, expansions: string[], options: Record<string, unknown>): Game {
  const g = Game.create(BUILT_IN_MODULES, { players: PLAYERS, expansions, options, seed });
  const rng = seedRng(seed ^ 0x5bd1e995);
  const tally = startTally(g);
  for (let n = 0; n < 3000 && !g.state.finished; n++) {
    const choices = g.choices();
    if (!choices.length) break;
    // Prefer the big follower now and then, so it is on the board in most games.
    const big = choices.filter((a) => a.follower === BIG_FOLLOWER);
    const pick = big.length && nextInt(rng, 3) === 0 ? big[nextInt(rng, big.length)] : choices[nextInt(rng, choices.length)];
    const r = g.apply(pick);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.rule}: ${r.error.message}`);
    checkAfterAction(g, tally, r.events);
  }
  return g;
}

/** The unit of an event's tiles item, as the inn and cathedral rules (and a siege's −1) leave it. */
const seen = { inn: 0, cathedral: 0, big: 0 };

function checkUnits(e: ScoreEvent): void {
  const tiles = e.items.find((i) => i.what === 'tiles');
  if (!tiles) return;
  const completed = e.when === 'completed';
  const besieged = e.detail?.besieged === true;
  if (e.detail?.inn === true) seen.inn++;
  if (e.detail?.cathedral === true) seen.cathedral++;
  if (e.kind === 'road' && e.detail?.inn === true) expect(tiles.unit).toBe(completed ? 2 : 0);
  if (e.kind === 'road' && e.detail?.inn !== true) expect(tiles.unit).toBe(1);
  if (e.kind === 'city' && e.detail?.cathedral === true) expect(tiles.unit).toBe(completed ? (besieged ? 2 : 3) : 0);
}

describe('Inns & Cathedrals in random games', () => {
  it('keep followers, scores, replay and the inn and cathedral units, with and without every other module', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), fc.constantFrom('2', '1'),
      (seed, all, bigFarmer) => {
        const expansions = all ? BUILT_IN_MODULES.map((m) => m.id) : ['base', 'inns'];
        const g = playRandom(seed, expansions, { 'inns.bigFarmer': bigFarmer });
        expect(g.state.finished).toBe(true);
        for (const e of g.state.scoring) checkUnits(e);
        seen.big += g.actions.filter((a) => a.follower === BIG_FOLLOWER).length;
        // One big follower per player: on the board or in the supply.
        g.state.supply.forEach((own, p) => {
          expect(own[BIG_FOLLOWER] + g.state.followers.filter((f) => f.player === p && f.type === BIG_FOLLOWER).length).toBe(1);
        });
        checkReplay(BUILT_IN_MODULES, g);
      },
    ), { numRuns: 12 });
    // The checks above were not empty: inns, cathedrals and big followers did score.
    expect(seen.inn).toBeGreaterThan(0);
    expect(seen.cathedral).toBeGreaterThan(0);
    expect(seen.big).toBeGreaterThan(0);
  });
});
