// Computer players in games with Inns & Cathedrals (and the Catapult and the Siege): every move
// they make is legal, the big follower included, and the game replays exactly from its record.
// Short games: 18-tile decks that hold every inn and cathedral tile.
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, nextInt, replay, seedRng, setupOf, toRecord } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { AI_SPECIALISTS } from '../../../expansions/ai.js';
import { BIG_FOLLOWER, INNS_TILES } from '../../../expansions/inns/index.js';
import { decide } from '../../../ai/bot.js';
import { STRENGTHS } from '../../../ai/types.js';
import { playerValues } from '../../../ai/evaluate.js';

const INN_AND_CATHEDRAL = INNS_TILES.flatMap((t) => Array.from({ length: t.count }, () => t.id))
  .filter((id) => id.startsWith('inns/inn-') || id === 'inns/cathedral');
const OTHERS = ['base/U', 'base/V', 'base/E', 'base/K', 'base/D', 'catapult/06', 'cathars/2', 'inns/two-bends', 'base/B', 'base/L'];

describe('computer players with Inns & Cathedrals', () => {
  beforeAll(async () => { for (const s of AI_SPECIALISTS) await s.prepare?.(); });

  it('make only legal moves at every strength, and the games replay exactly', () => {
    let bigDeploys = 0;
    for (let k = 0; k < STRENGTHS.length; k++) {
      const rng = seedRng(0x1a45 + k);
      const deck = [...INN_AND_CATHEDRAL, ...OTHERS].map((id) => ({ id, r: nextInt(rng, 1000) })).sort((a, b) => a.r - b.r).map((t) => t.id);
      const g = Game.create(BUILT_IN_MODULES, {
        players: [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }, { name: 'C', color: 'green' }],
        expansions: ['base', 'catapult', 'inns', 'siege'], options: { 'catapult.mode': 'house-rule' }, seed: k, deck,
      });
      for (let n = 0; !g.state.finished && n < 1000; n++) {
        const { action } = decide(g, { strength: STRENGTHS[(k + g.actor()) % STRENGTHS.length], specialists: AI_SPECIALISTS });
        const r = g.apply(action);
        expect(r.ok, `${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).toBe(true);
        if (action.follower === BIG_FOLLOWER) bigDeploys++;
      }
      expect(g.state.finished).toBe(true);
      const again = replay(BUILT_IN_MODULES, setupOf(toRecord(g)), g.actions);
      expect(again.ok && JSON.stringify(again.game.state)).toBe(JSON.stringify(g.state));
    }
    // The bots use the big follower (they see it among the deploy choices).
    expect(bigDeploys).toBeGreaterThan(0);
  }, 120_000);
});

describe('the evaluation values a big follower in supply', () => {
  const newInnsGame = (seed: number) => Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }], expansions: ['base', 'inns'], options: {}, seed,
  });

  it('as a follower and its extra weight, more than a normal one', () => {
    const g = newInnsGame(3);
    const withoutBig = g.fork(), withoutNormal = g.fork();
    withoutBig.state.supply[0][BIG_FOLLOWER] = 0;
    withoutNormal.state.supply[0].follower -= 1;
    const [full, noBig, noNormal] = [g, withoutBig, withoutNormal].map((x) => playerValues(x)[0]);
    expect(full - noBig).toBeGreaterThan(full - noNormal);
    expect(full - noNormal).toBeGreaterThan(0);
  });

  it('so the strong player keeps it through the opening instead of leaving it on the first feature', () => {
    // Before the big follower had a value, the strong player put it on an open feature by turn 3 in
    // each of these games; a big follower that scores and comes back the same turn is fine.
    for (const seed of [1, 2, 3, 4]) {
      const g = newInnsGame(seed);
      while (g.state.board.length < 8) {
        const r = g.apply(decide(g, { strength: 'strong', specialists: AI_SPECIALISTS }).action);
        expect(r.ok).toBe(true);
      }
      expect(g.state.followers.filter((f) => f.type === BIG_FOLLOWER), `seed ${seed}`).toEqual([]);
    }
  }, 60_000);
});
