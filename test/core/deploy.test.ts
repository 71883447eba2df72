// Deploying followers (digest §1.4): only on the tile just placed, only on a feature that holds
// no follower after the tile joined it, seven per player.
import { describe, expect, it } from 'vitest';
import { deploySpots } from '../../core/index.js';
import { newGame } from '../helpers.js';

const place = (x: number, y: number, rotation: number) => ({ type: 'place', x, y, rotation });

describe('deploying a follower', () => {
  it('offers each unoccupied feature of the tile just placed, once', () => {
    const g = newGame(2, { deck: ['base/D'] });
    g.apply(place(1, 0, 0));
    // base/D: city, road, two fields — the road joins the start tile's (empty) road.
    expect(deploySpots(g).sort()).toEqual(['EL', 'ER', 'NL', 'WC'].sort());
  });

  it('names a feature by any of its segments, in board orientation', () => {
    const g = newGame(2, { deck: ['base/E'] });
    g.apply(place(0, -1, 180)); // city turned to the south
    expect(g.apply({ type: 'deploy', at: 'NC' })).toMatchObject({ ok: true }); // NC is the field now
    expect(g.state.followers[0]).toMatchObject({ player: 0, at: 'NC', tile: 1 });
    expect(g.state.nodes[g.find(g.state.followers[0].node)].kind).toBe('field');
  });

  it('refuses a spot the tile does not have, and a deploy without a spot', () => {
    const g = newGame(2, { deck: ['base/E'] });
    g.apply(place(0, -1, 180));
    expect(g.apply({ type: 'deploy', at: 'cloister' })).toMatchObject({ ok: false, error: { rule: 'deploy.no-feature' } });
    expect(g.apply({ type: 'deploy', at: 'XX' })).toMatchObject({ ok: false, error: { rule: 'deploy.no-feature' } });
    expect(g.apply({ type: 'deploy' })).toMatchObject({ ok: false, error: { rule: 'deploy.malformed' } });
  });

  it('is refused outside the deploy phase', () => {
    const g = newGame(2, { deck: ['base/E', 'base/E'] });
    expect(g.apply({ type: 'deploy', at: 'NC' })).toMatchObject({ ok: false, error: { rule: 'action.wrong-phase' } });
    expect(g.apply({ type: 'fly' })).toMatchObject({ ok: false, error: { rule: 'action.unknown' } });
  });

  it('stops at seven followers: the deploy phase is skipped when the supply is empty', () => {
    // A row of cloisters south of the start tile: cloisters never join, so each offers a free spot.
    const g = newGame(2, { deck: Array.from({ length: 16 }, () => 'base/B') });
    for (let i = 0; i < 16; i++) {
      const mover = g.state.turn.player;
      expect(g.apply(place(i, 1, 0))).toMatchObject({ ok: true });
      if (mover === 1) { g.apply({ type: 'pass' }); continue; }
      if (g.state.supply[0].follower > 0) {
        expect(g.state.turn.phase).toBe('deploy');
        expect(g.apply({ type: 'deploy', at: 'cloister' })).toMatchObject({ ok: true });
      } else {
        // Supply empty: no deploy phase, the next player is already placing.
        expect(g.state.turn).toMatchObject({ phase: 'place', player: 1 });
      }
    }
    expect(g.state.supply.map((own) => own.follower)).toEqual([0, 7]);
    expect(g.state.followers.filter((f) => f.player === 0)).toHaveLength(7);
  });
});
