// What changed since a player's last turn, who placed which tile, and the whole game's turns:
// kept while playing and rebuilt identically when a saved game is resumed.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Session } from '../../ui/game/session.js';
import { changeLines } from '../../ui/game/change-lines.js';
import { setup } from '../helpers.js';

/** One turn: the first legal square, a follower on the first spot when `deploy`, else none. */
function playTurn(s: Session, deploy: boolean): void {
  s.dismissHandoff();
  const turn = s.game.state.turn.number;
  const spot = s.placementSpots()[0];
  s.tapCell(spot.x, spot.y);
  expect(s.confirmPlacement()?.ok).toBe(true);
  while (!s.finished && s.game.state.turn.number === turn) {
    const spots = s.followerSpots();
    if (s.deploying && deploy && spots.length) { s.tapSpot(spots[0].at); s.confirmDeploy(); } else s.skip();
  }
}

describe('Chronicle: what changed since your last turn', () => {
  it('marks the tiles and followers the others placed, each with its placer, and nothing of your own', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(3, { seed: 5 }), 'c');
    expect(s.changes).toBeNull(); // the first player's first turn: nothing happened yet
    playTurn(s, true); // Anna (0)
    expect(s.player).toBe(1);
    expect(s.changes!.tiles).toEqual([{ tile: 1, player: 0 }]);
    playTurn(s, false); // Bram (1)
    expect(s.changes!.tiles).toEqual([{ tile: 1, player: 0 }, { tile: 2, player: 1 }]);
    const annaFollowers = s.game.state.followers.filter((f) => f.player === 0).length;
    expect(s.changes!.followers.length).toBe(annaFollowers);
    playTurn(s, false); // Cleo (2)
    // Back to Anna: only Bram's and Cleo's tiles are new to her.
    expect(s.player).toBe(0);
    expect(s.changes!.tiles).toEqual([{ tile: 2, player: 1 }, { tile: 3, player: 2 }]);
    expect(s.changes!.followers).toEqual([]);
    const lines = changeLines(s.changes, s.game);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^P2 placed a tile($|: )/);
    s.dismissChanges();
    expect(s.changes).toBeNull();
    expect(s.boardModel().changes).toBeNull();
  });

  it('rebuilds the same chronicle and marks when a saved game is resumed', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 9 }), 'c');
    for (let i = 0; i < 7; i++) playTurn(s, i % 2 === 0);
    const resumed = Session.resume(BUILT_IN_MODULES, s.record(), 'r');
    expect(resumed.chronicle.turns).toEqual(s.chronicle.turns);
    expect(resumed.changes).toEqual(s.changes);
    expect(resumed.chronicle.scoreRows()).toEqual(s.chronicle.scoreRows());
    expect(resumed.chronicle.scoreRows().at(-1)).toEqual([...s.game.state.scores]);
    // The board model carries the marks, followers at their positions on the board.
    const model = resumed.boardModel();
    expect(model.changes?.tiles.map((c) => c.tile)).toEqual(s.changes!.tiles.map((c) => c.tile));
  });
});
