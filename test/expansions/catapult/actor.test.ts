// Who must act during the round (PhaseDef.actor → game.actor(), report.actor), and the core's
// follower move that a seduction swap uses (its hook lets modules run orphan checks).
import { describe, expect, it } from 'vitest';
import { report, type ExpansionModule, type PlacedFollower } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { act, catGame, choose, miss } from './helpers.js';

describe('the actor during a catapult round', () => {
  it('is the chooser, then each shooter clockwise, then the next player places', () => {
    const g = catGame(3, ['base/B', 'catapult/06', 'base/E', 'base/E']);
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 0, y: 2, rotation: 0 }, { type: 'pass' }); // player 1 places the fair
    const actors = [g.actor()];
    act(g, choose('knockout'));
    for (let i = 0; i < 3; i++) { actors.push(g.actor()); act(g, miss); }
    actors.push(g.actor());
    expect(actors).toEqual([1, 1, 2, 0, 2]);
    expect(report(g)).toMatchObject({ current: 2, actor: 2, phase: 'place' });
  });
});

describe('moving a follower', () => {
  it('a seduction swap with a follower from the board moves it and tells the modules', () => {
    const moves: [PlacedFollower, PlacedFollower, string][] = [];
    const watcher: ExpansionModule = { id: 'watcher', version: 1, hooks: { onFollowerMoved: (_api, from, to, why) => { moves.push([from, to, why]); } } };
    // Player 0: a farmer at (0,1); player 1: a knight north; then player 0 places the fair and
    // seduces player 1's knight with the farmer (C12: the farmer stands up as a knight).
    const g = catGame(2, ['base/E', 'base/E', 'catapult/06', 'base/E'], {}, { expansions: ['base', 'catapult', 'watcher'] },
      [...BUILT_IN_MODULES, watcher]);
    act(g, { type: 'place', x: 0, y: 1, rotation: 180 }, { type: 'deploy', at: 'NC' }); // P0 farmer
    act(g, { type: 'place', x: 1, y: 1, rotation: 0 }, { type: 'deploy', at: 'NC' }); // P1 knight, city open
    act(g, { type: 'place', x: 1, y: 2, rotation: 0 }); // P0: the fair (its field joins P0's farm: nothing to deploy)
    act(g, choose('seduction'), { type: 'catapult/shot', rest: { x: 1.5, y: 1.2 }, hits: [] });
    expect(g.actor()).toBe(0); // the shooter decides the swap
    act(g, { type: 'catapult/swap', from: { x: 0, y: 1, at: 'NC' } }, miss);
    expect(moves).toHaveLength(1);
    const [from, to, why] = moves[0];
    expect([g.placed(from.tile).x, g.placed(from.tile).y, from.at, from.player]).toEqual([0, 1, 'NC', 0]);
    expect([g.placed(to.tile).x, g.placed(to.tile).y, to.at, to.player]).toEqual([1, 1, 'NC', 0]);
    expect(why).toBe('catapult/seduction');
    expect(g.state.nodes[g.find(to.node)].kind).toBe('city');
    expect(g.state.supply.map((own) => own.follower)).toEqual([6, 7]); // the farmer moved (not from supply); P1's knight went home
  });
});
