// The follower-type picker's controller side: a spot that takes several types opens the picker
// (a second tap does not deploy), the chosen type is deployed, cancel deploys nothing, a spot with
// one type still deploys on the second tap, a player whose normal followers are all out is
// offered the big one alone, and a hint's type is marked. With the test-only big-follower module (test/core/fixtures).
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWER, type ExpansionModule } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Session } from '../../ui/game/session.js';
import { pickerOf } from '../../ui/game/type-picker.js';
import { setLocale } from '../../ui/i18n/index.js';
import { BIG, SEAM_MODULES } from '../core/fixtures/seam-modules.js';
import { setup } from '../helpers.js';

const CATALOG: readonly ExpansionModule[] = [...BUILT_IN_MODULES, ...SEAM_MODULES];

/** Anna's turn after placing base/U east of the start tile: its road (EC) takes either type. */
function deploying(deck = ['base/U', 'base/U', 'base/U']): Session {
  const s = Session.start(CATALOG, setup(2, { expansions: ['base', 'test-inns'], deck }), 'picker');
  s.dismissHandoff();
  s.tapCell(1, 0);
  while (s.pending!.rotation !== 90) s.rotate();
  expect(s.confirmPlacement()?.ok).toBe(true);
  expect(s.deploying).toBe(true);
  return s;
}

describe('follower-type picker', () => {
  it('opens on a spot that takes two types and deploys the type picked', () => {
    setLocale('en');
    const s = deploying();
    const road = s.followerSpots().find((f) => f.at === 'EC')!;
    expect(road.types).toEqual([DEFAULT_FOLLOWER, BIG]);
    expect(s.pickingType).toBeNull();
    s.tapSpot('EC');
    expect(s.pickingType?.at).toBe('EC');
    // The second tap on the spot is no confirmation here: the player must say which follower.
    expect(s.tapSpot('EC')).toBeNull();
    expect(s.confirmDeploy()).toBeNull();
    expect(s.game.actions).toHaveLength(1);
    const picker = pickerOf(s)!;
    expect(picker).toMatchObject({ at: 'EC', x: road.x, y: road.y });
    expect(picker.where).toMatch(/road/i);
    expect(picker.options).toEqual([
      { type: DEFAULT_FOLLOWER, name: 'follower', left: 7, size: 1, suggested: false },
      // The fixture module brings no texts: its type is named by the last part of its id.
      { type: BIG, name: 'big', left: 1, size: 1.5, suggested: false },
    ]);
    expect(s.confirmDeploy(BIG)?.ok).toBe(true);
    expect(s.game.actions.at(-1)).toEqual({ type: 'deploy', at: 'EC', follower: BIG });
    expect(s.game.state.supply[0]).toEqual({ [DEFAULT_FOLLOWER]: 7, [BIG]: 0 });
    expect(s.pickingType).toBeNull();
  });

  it('marks the type a hint suggests for the spot, and only there', () => {
    const s = deploying();
    s.tapSpot('EC');
    s.suggest({ type: 'deploy', at: 'EC', follower: BIG });
    expect(pickerOf(s)!.options.map((o) => [o.type, o.suggested])).toEqual([[DEFAULT_FOLLOWER, false], [BIG, true]]);
    // A hint without a type means the normal follower.
    s.suggest({ type: 'deploy', at: 'EC' });
    expect(pickerOf(s)!.options.map((o) => [o.type, o.suggested])).toEqual([[DEFAULT_FOLLOWER, true], [BIG, false]]);
    // A hint for another spot marks nothing here.
    s.suggest({ type: 'deploy', at: 'WC', follower: BIG });
    expect(pickerOf(s)!.options.every((o) => !o.suggested)).toBe(true);
    // Deploying clears the hint.
    s.suggest({ type: 'deploy', at: 'EC', follower: BIG });
    expect(s.confirmDeploy(BIG)?.ok).toBe(true);
    expect(s.suggestion).toBeNull();
  });

  it('cancel closes the picker and deploys nothing', () => {
    const s = deploying();
    s.tapSpot('EC');
    expect(pickerOf(s)).not.toBeNull();
    s.clearPending();
    expect(pickerOf(s)).toBeNull();
    expect(s.pendingSpot).toBeNull();
    expect(s.game.actions).toHaveLength(1);
    expect(s.boardModel().followerSpots!.length).toBe(s.followerSpots().length);
  });

  it('a spot with one type left deploys on the second tap, as without the module', () => {
    const s = deploying();
    s.tapSpot('EC');
    s.confirmDeploy(BIG);
    // Bram places a road and deploys normally; then Anna has no big follower left.
    s.dismissHandoff();
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    s.confirmPlacement();
    if (s.deploying) s.skip();
    s.dismissHandoff();
    const next = s.placementSpots()[0];
    s.tapCell(next.x, next.y);
    s.confirmPlacement();
    expect(s.player).toBe(0);
    const spots = s.followerSpots();
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.every((f) => f.types.length === 1 && f.types[0] === DEFAULT_FOLLOWER)).toBe(true);
    s.tapSpot(spots[0].at);
    expect(s.pickingType).toBeNull();
    expect(s.tapSpot(spots[0].at)?.ok).toBe(true);
    expect(s.game.actions.at(-1)).toEqual({ type: 'deploy', at: spots[0].at, follower: DEFAULT_FOLLOWER });
  });

  it('with every normal follower out, the big one is offered alone', () => {
    // Anna puts a monk on each of seven cloisters (Bram passes); on her eighth turn only the big one is left.
    const s = Session.start(CATALOG, setup(2, { expansions: ['base', 'test-inns'], deck: Array.from({ length: 16 }, () => 'base/B') }), 'picker');
    for (let turn = 0; turn < 15; turn++) {
      s.dismissHandoff();
      const spot = s.placementSpots()[0];
      s.tapCell(spot.x, spot.y);
      expect(s.confirmPlacement()?.ok).toBe(true);
      if (turn === 14) break;
      if (turn % 2 === 0) { s.tapSpot('cloister'); expect(s.confirmDeploy(DEFAULT_FOLLOWER)?.ok).toBe(true); } else s.skip();
    }
    expect(s.player).toBe(0);
    expect(s.game.state.supply[0]).toEqual({ [DEFAULT_FOLLOWER]: 0, [BIG]: 1 });
    const spots = s.followerSpots();
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.every((f) => f.types.length === 1 && f.types[0] === BIG)).toBe(true);
    s.tapSpot(spots[0].at);
    expect(s.pickingType).toBeNull();
    expect(s.tapSpot(spots[0].at)?.ok).toBe(true);
    expect(s.game.state.followers.at(-1)).toMatchObject({ type: BIG, player: 0 });
  });
});
