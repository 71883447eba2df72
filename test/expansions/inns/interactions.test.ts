// Inns & Cathedrals with the Catapult and with Besiegers / Cathars / Siege: the questions a table
// asks (the hand-derived whole games are test/scenarios/inns/x*.json). The big follower is a
// follower on the playing field: the physics gives it its larger body, a knock-out sends it home,
// a seduction may designate it or move it; a cathedral's 3 comes before the siege's −1; a big knight
// may escape a besieged city.
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, replay, type Action } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { catapultSlice, physicsInput, shotAction } from '../../../expansions/catapult/index.js';
import { initPhysics, simulateShot } from '../../../expansions/catapult/physics/index.js';
import { BIG_FOLLOWER } from '../../../expansions/inns/index.js';
import { deploy, deployBig, innsGame, PASS, place, play } from './helpers.js';

const WITH_CATAPULT = ['base', 'catapult', 'inns'];
const WITH_SIEGE = ['base', 'inns', 'siege'];

/**
 * Red's thief at (1,0) (big or normal), Blue's knight at (-1,0); Red's fair tile at (0,1) starts a
 * round (the board of scenario X1).
 */
function roundWith(big: boolean, token: string): Game {
  const g = innsGame(['base/U', 'base/D', 'catapult/06', 'base/E'], {}, WITH_CATAPULT);
  play(g, [place(1, 0, 90), big ? deployBig('EC') : deploy('EC'), place(-1, 0, 0), deploy('NC'), place(0, 1, 0), PASS]);
  play(g, [{ type: 'catapult/choose', token }]);
  return g;
}

describe('with the Catapult', () => {
  beforeAll(async () => { await initPhysics(); });

  it('the physics gives the big follower its larger body', () => {
    const sizes = physicsInput(roundWith(true, 'knockout')).followers.map((f) => [f.id, f.size]);
    expect(sizes).toEqual(expect.arrayContaining([['1,0,EC', 'big'], ['-1,0,NC', 'normal']]));
  });

  it('a simulated knock-out that strikes the big follower sends it home, and the record replays without the physics', () => {
    const g = roundWith(true, 'knockout');
    const shooter = catapultSlice(g).round!.order[0];
    let hit: Action | null = null;
    for (let aim = -40; aim <= 40 && !hit; aim += 4) {
      for (let p = 5; p <= 100 && !hit; p += 5) {
        const shot = { seat: shooter, seats: 2, aim, power: p / 100 };
        const outcome = simulateShot(physicsInput(g), shot, 7);
        if (outcome.hits.some((h) => h.id === '1,0,EC')) hit = shotAction(outcome, { input: { ...shot, seed: 7 } });
      }
    }
    expect(hit, 'some shot in the searched range strikes the big thief').not.toBeNull();
    play(g, [hit!]);
    expect(g.state.followers.some((f) => f.type === BIG_FOLLOWER)).toBe(false);
    expect(g.state.supply[0][BIG_FOLLOWER]).toBe(1);
    const again = replay(BUILT_IN_MODULES, g.state.setup, g.actions);
    expect(again.ok && JSON.stringify(again.game.state)).toBe(JSON.stringify(g.state));
  });

  it('a knocked-out big follower can be deployed again on its owner\'s next turn', () => {
    const g = innsGame(['base/U', 'base/D', 'catapult/06', 'base/E', 'base/U'], {}, WITH_CATAPULT);
    play(g, [place(1, 0, 90), deployBig('EC'), place(-1, 0, 0), deploy('NC'), place(0, 1, 0), PASS]);
    play(g, [
      { type: 'catapult/choose', token: 'knockout' },
      { type: 'catapult/shot', rest: { x: 1.5, y: 0.5 }, hits: [{ x: 1, y: 0, at: 'EC' }] },
      { type: 'catapult/shot', rest: { x: 20, y: 20 }, hits: [] },
    ]);
    expect(g.state.supply[0][BIG_FOLLOWER]).toBe(1);
    // Blue's turn, then Red's: the big one is offered again.
    play(g, [place(0, -1, 180), PASS, place(2, 0, 90)]);
    expect(g.state.turn.player).toBe(0);
    expect(g.choices()).toContainEqual({ type: 'deploy', at: 'EC', follower: BIG_FOLLOWER });
    play(g, [deployBig('EC')]);
    expect(g.state.supply[0][BIG_FOLLOWER]).toBe(0);
  });

  it('seduction may designate a big follower: a normal one from the shooter\'s supply takes its spot, the big one goes home', () => {
    // Scenario X2's board: Blue's big thief at (1,0); Red's fair at (1,1) starts the round.
    const g = innsGame(['base/A', 'base/U', 'catapult/06', 'base/A'], {}, WITH_CATAPULT);
    play(g, [place(-1, 0, 270), PASS, place(1, 0, 90), deployBig('EC'), place(1, 1, 0), PASS]);
    play(g, [{ type: 'catapult/choose', token: 'seduction' }, { type: 'catapult/shot', rest: { x: 1.5, y: 0.5 }, hits: [] }]);
    expect(catapultSlice(g).round!.swap?.candidates).toEqual([{ x: 1, y: 0, at: 'EC' }]);
    play(g, [{ type: 'catapult/swap', from: 'supply' }]);
    expect(g.state.supply[1][BIG_FOLLOWER]).toBe(1);
    expect(g.state.followers.map((f) => [f.player, f.type])).toEqual([[0, 'follower']]);
  });

  it('seduction may swap in the shooter\'s big follower from the supply, only while it is there', () => {
    // Scenario X5's board: Blue's normal thief at (1,0) is designated; Red has both types in supply.
    const g = innsGame(['base/A', 'base/U', 'catapult/06', 'base/A'], {}, WITH_CATAPULT);
    play(g, [place(-1, 0, 270), PASS, place(1, 0, 90), deploy('EC'), place(1, 1, 0), PASS]);
    play(g, [{ type: 'catapult/choose', token: 'seduction' }, { type: 'catapult/shot', rest: { x: 1.5, y: 0.5 }, hits: [] }]);
    expect(g.choices().filter((a) => a.type === 'catapult/swap')).toEqual([
      { type: 'catapult/swap', from: 'supply' }, { type: 'catapult/swap', from: 'supply', follower: BIG_FOLLOWER },
    ]);
    const refuse = (a: Action, rule: string) => {
      const before = JSON.stringify(g.state);
      const r = g.apply(a);
      expect(r.ok ? 'accepted' : r.error.rule).toBe(rule);
      expect(JSON.stringify(g.state)).toBe(before);
    };
    refuse({ type: 'catapult/swap', from: 'supply', follower: 'inns/giant' }, 'catapult.bad-swap');
    refuse({ type: 'catapult/swap', from: { x: 1, y: 0, at: 'EC' }, follower: BIG_FOLLOWER }, 'catapult.malformed');
    play(g, [{ type: 'catapult/swap', from: 'supply', follower: BIG_FOLLOWER }]);
    expect(g.state.followers.map((f) => [f.player, f.type, f.at])).toEqual([[0, BIG_FOLLOWER, 'EC']]);
    expect(g.state.supply).toEqual([{ follower: 7, [BIG_FOLLOWER]: 0 }, { follower: 7, [BIG_FOLLOWER]: 1 }]);
  });

  it('a player\'s own big follower on the board may be the one that moves into the seduced spot', () => {
    // Scenario X3's board: Red's big farmer at (0,1), Blue's knight at (-1,0), Red's fair at (1,1).
    const g = innsGame(['base/B', 'base/D', 'catapult/06', 'base/E'], {}, WITH_CATAPULT);
    play(g, [place(0, 1, 0), deployBig('NC'), place(-1, 0, 0), deploy('NC'), place(1, 1, 0)]);
    play(g, [{ type: 'catapult/choose', token: 'seduction' }, { type: 'catapult/shot', rest: { x: -0.5, y: 0.2 }, hits: [] }]);
    const swaps = g.choices().filter((a) => a.type === 'catapult/swap');
    expect(swaps).toEqual(expect.arrayContaining([{ type: 'catapult/swap', from: 'supply' }, { type: 'catapult/swap', from: { x: 0, y: 1, at: 'NC' } }]));
    play(g, [{ type: 'catapult/swap', from: { x: 0, y: 1, at: 'NC' } }]);
    const big = g.state.followers.find((f) => f.type === BIG_FOLLOWER)!;
    expect([g.state.board[big.tile].x, g.state.board[big.tile].y, g.state.nodes[g.find(big.node)].kind]).toEqual([-1, 0, 'city']);
  });

  it('the house rule pays only a normal follower on the fair tile', () => {
    const g = innsGame(['catapult/06', 'catapult/01', 'base/E'], { 'catapult.mode': 'house-rule' }, WITH_CATAPULT);
    play(g, [place(0, 1, 0), deployBig('NC')]);
    expect(g.state.scores).toEqual([0, 0]);
  });
});

describe('with Besiegers / Cathars / Siege', () => {
  // The cathedral at (0,-1) on the start city, caps west and east; the north cap closes it.
  const cathedralCity = (north: string | null, east = 'base/E') => play(innsGame(['inns/cathedral', east, 'base/E', ...(north ? [north] : [])], {}, WITH_SIEGE),
    [place(0, -1, 0), deploy('NC'), place(1, -1, 270), PASS, place(-1, -1, 90), PASS, ...(north ? [place(0, -2, 180), PASS] : [])]);
  const city = (g: Game) => g.state.scoring.filter((e) => e.kind === 'city');

  it('a completed besieged city with a cathedral: 3 − 1 = 2 per tile (5 tiles: 10)', () => {
    expect(city(cathedralCity('cathars/1'))).toMatchObject([{ when: 'completed', points: { 0: 10 }, items: [{ count: 5, unit: 2 }] }]);
  });

  it('the same city closed by a plain cap, with the siege module loaded: 15', () => {
    expect(city(cathedralCity('base/E'))[0].points).toEqual({ 0: 15 });
  });

  it('an open besieged city with a cathedral scores 0 at the end', () => {
    const g = cathedralCity(null, 'siege/1');
    expect(g.state.finished).toBe(true);
    expect(city(g)).toMatchObject([{ when: 'final', points: { 0: 0 }, items: [{ count: 4, unit: 0 }] }]);
  });

  it('a big knight in a besieged city is offered the escape and goes home by it', () => {
    const g = innsGame(['cathars/2', 'base/B', 'base/U', 'base/U'], {}, WITH_SIEGE);
    play(g, [place(1, 0, 0), deployBig('NC'), place(0, 1, 0), deploy('cloister'), place(-1, 0, 90), PASS]);
    expect(g.choices()).toContainEqual({ type: 'siege/escape', x: 1, y: 0, at: 'NC' });
    play(g, [{ type: 'siege/escape', x: 1, y: 0, at: 'NC' }]);
    expect(g.state.supply[0]).toEqual({ follower: 7, [BIG_FOLLOWER]: 1 });
  });
});
