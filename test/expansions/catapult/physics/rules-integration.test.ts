// Issue 5: simulated outcomes feed the catapult rules, and the resulting record replays without
// the physics engine (docs/records.md: physical outcomes are recorded with their result).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, report, setupOf, toRecord, type Game } from '../../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../../expansions/index.js';
import { physicsInput, shotAction, catapultSlice } from '../../../../expansions/catapult/index.js';
import { initPhysics, simulateShot } from '../../../../expansions/catapult/physics/index.js';
import { act, choose, threePlayerRound } from '../helpers.js';

beforeAll(async () => { await initPhysics(); });


/** Simulates the shot of whoever is due; searches power for one that hits when asked to. */
function simulatedShot(g: Game, seed: number, wantHits: boolean) {
  const slice = catapultSlice(g);
  const round = slice.round!;
  const shooter = round.order[round.next];
  const input = physicsInput(g);
  for (let p = 5; p <= 100; p++) {
    const shot = { seat: shooter, seats: g.playerCount(), aim: 0, power: p / 100 };
    const outcome = simulateShot(input, shot, seed);
    if (!wantHits || outcome.hits.length > 0) return { outcome, action: shotAction(outcome, { input: { ...shot, seed } }) };
  }
  throw new Error('no power in 0.05..1 hits anything');
}

describe('simulated shots drive the rules', () => {
  it('a knock-out round played with the physics engine replays exactly from its record, without it', () => {
    const g = threePlayerRound();
    act(g, choose('knockout'));
    const before = g.state.followers.length;
    let hitCount = 0;
    for (let i = 0; i < 3; i++) {
      const { outcome, action } = simulatedShot(g, 100 + i, i === 0);
      hitCount += outcome.hits.length;
      const r = g.apply(action);
      expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    }
    // Every follower the simulation hit went home (and only those).
    expect(hitCount).toBeGreaterThan(0);
    expect(g.state.followers.length).toBe(before - hitCount);
    expect(g.state.turn.phase).not.toBe('catapult/round');

    const record = parseRecord(JSON.stringify(toRecord(g)));
    const shots = record.actions.filter((a) => a.type === 'catapult/shot');
    expect(shots).toHaveLength(3);
    for (const s of shots) expect(s).toMatchObject({ rapierVersion: expect.any(String), input: { seats: 3 } });
    const again = replay(BUILT_IN_MODULES, setupOf(record), record.actions);
    expect(again.ok).toBe(true);
    expect(report(again.game)).toEqual(report(g));
  });

  it('the same board, shot and seed give the same action twice', () => {
    const a = threePlayerRound(), b = threePlayerRound();
    act(a, choose('target'));
    act(b, choose('target'));
    expect(JSON.stringify(simulatedShot(a, 7, false).action)).toBe(JSON.stringify(simulatedShot(b, 7, false).action));
  });
});
