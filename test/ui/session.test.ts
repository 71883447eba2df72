// The play controller: tap a square, tap again to turn, confirm; follower spots; undo; handoff;
// the board model; the score history for the end chart.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { nextInt, report, seedRng } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { scoreHistory } from '../../ui/game/history.js';
import { setup } from '../helpers.js';

const start = (seed = 1, players = 2) => Session.start(BUILT_IN_MODULES, setup(players, { seed }), 'test');

describe('Session', () => {
  it('chooses a square, turns the tile through exactly the legal rotations, and places it', () => {
    const s = start(4);
    const spot = s.placementSpots().find((p) => p.rotations.length > 1)!;
    expect(s.game.rotationsAt(s.game.state.turn.drawn!, spot.x, spot.y)).toEqual(spot.rotations);
    expect(s.tapCell(spot.x, spot.y)).toBe(true);
    const seen = [s.pending!.rotation];
    for (let i = 1; i < spot.rotations.length; i++) {
      s.tapCell(spot.x, spot.y);
      seen.push(s.pending!.rotation);
    }
    expect(seen).toEqual(spot.rotations);
    s.tapCell(spot.x, spot.y);
    expect(s.pending!.rotation).toBe(spot.rotations[0]);
    expect(s.tapCell(50, 50)).toBe(false);
    expect(s.confirmPlacement()?.ok).toBe(true);
    expect(s.game.state.board.at(-1)).toMatchObject({ x: spot.x, y: spot.y, rotation: spot.rotations[0] });
  });

  it('offers follower spots, deploys on the second tap, and hands the tablet to the next player', () => {
    const s = start(2);
    expect(s.handoff).toBe(0);
    s.dismissHandoff();
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    s.confirmPlacement();
    expect(s.deploying).toBe(true);
    const spots = s.followerSpots();
    expect(spots.map((f) => f.at)).toEqual(s.game.choices().filter((c) => c.type === 'deploy').map((c) => c.at));
    s.tapSpot(spots[0].at);
    expect(s.boardModel().followerSpots).toEqual([{ at: spots[0].at, x: spots[0].x, y: spots[0].y }]);
    s.tapSpot(spots[0].at);
    expect(s.game.actions.at(-1)).toEqual({ type: 'deploy', at: spots[0].at, follower: 'follower' });
    expect(s.handoff).toBe(1);
    expect(s.player).toBe(1);
  });

  it('shows a refused action as an error and changes nothing', () => {
    const s = start();
    const before = JSON.stringify(s.game.state);
    const result = s.apply({ type: 'place', x: 40, y: 40, rotation: 0 });
    expect(result.ok).toBe(false);
    expect(s.error?.rule).toBe('place.not-adjacent');
    expect(JSON.stringify(s.game.state)).toBe(before);
  });

  it('undoes the placement within the turn and offers it again as the pending choice', () => {
    const s = start(5);
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    const chosen = { ...s.pending! };
    s.confirmPlacement();
    expect(s.canUndo).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.placing).toBe(true);
    expect(s.pending).toEqual(chosen);
    expect(s.game.actions).toEqual([]);
    expect(s.canUndo).toBe(false);
  });

  it('plays a whole game; the score history ends with the final scores', () => {
    const s = start(11, 3);
    const rng = seedRng(11);
    while (!s.finished) {
      if (s.placing) {
        const spots = s.placementSpots();
        const spot = spots[nextInt(rng, spots.length)];
        s.tapCell(spot.x, spot.y);
        expect(s.confirmPlacement()?.ok).toBe(true);
      } else if (s.deploying) {
        const spots = s.followerSpots();
        if (nextInt(rng, 2) === 0) s.skip();
        else { s.tapSpot(spots[0].at); s.tapSpot(spots[0].at); }
      } else {
        expect(s.apply(s.game.choices()[0]).ok).toBe(true);
      }
    }
    const history = scoreHistory(BUILT_IN_MODULES, s.record());
    expect(history.at(-1)).toEqual(report(s.game).scores);
    expect(history[0]).toEqual([0, 0, 0]);
    for (let i = 1; i < history.length; i++) for (let p = 0; p < 3; p++) expect(history[i][p]).toBeGreaterThanOrEqual(history[i - 1][p]);
    expect(s.handoff).toBeNull();
  });
});
