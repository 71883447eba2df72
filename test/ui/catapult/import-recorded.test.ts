// Shots and catches as the catapult panel records them (the simulation's outcome with its inputs,
// the throw with the catcher's tap) go through the app's import whole: the size and depth limits,
// the record schema, every action's schema and its nested fields, and the replay.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { toRecord, type Game } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { physicsInput, shotAction } from '../../../expansions/catapult/index.js';
import { initPhysics, simulateShot } from '../../../expansions/catapult/physics/index.js';
import { catchAction, catchPlan, judge } from '../../../expansions/catapult/ui/catch-plan.js';
import { shooterOf } from '../../../expansions/catapult/ui/round-view.js';
import { shotSeed } from '../../../expansions/catapult/ui/seed.js';
import { Session } from '../../../ui/game/session.js';
import { GameStore, exportRecord } from '../../../ui/storage/index.js';
import { act, choose, threePlayerRound } from '../../expansions/catapult/helpers.js';

beforeAll(async () => { await initPhysics(); });


/** What ct-catapult-panel's fire() applies: the simulated outcome with the aim, pull and seed. */
function panelShot(g: Game, aim: number, power: number) {
  const who = shooterOf(g)!;
  const input = { seat: who.shooter, seats: g.playerCount(), aim, power };
  const seed = shotSeed(g.state.setup.seed, g.state.actionCount);
  return shotAction(simulateShot(physicsInput(g), input, seed), { input: { ...input, seed } });
}

async function importBack(g: Game) {
  const store = await GameStore.open(`import-recorded-${Math.random()}`);
  const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
  const { id } = await store.importRecord(exportRecord(toRecord(g)), check);
  const saved = (await store.load(id))!;
  store.close();
  return { saved, resumed: Session.resume(BUILT_IN_MODULES, saved.record, id) };
}

describe('records the catapult panel writes import and replay', () => {
  it('a knock-out round of simulated shots with their trajectories', async () => {
    const g = threePlayerRound();
    act(g, choose('knockout'));
    for (const [aim, power] of [[0, 0.35], [0.1, 0.5], [-0.2, 0.8]]) act(g, panelShot(g, aim, power));
    const shots = g.actions.filter((a) => a.type === 'catapult/shot');
    expect(shots).toHaveLength(3);
    for (const s of shots) {
      expect(Object.keys(s).sort()).toEqual(['hits', 'input', 'launch', 'offBoard', 'onTile', 'rapierVersion', 'rest', 'steps', 'trajectories', 'type']);
      expect(Object.keys(s.trajectories as object)).toContain('token');
    }
    const { saved, resumed } = await importBack(g);
    expect(saved.record.actions).toEqual(toRecord(g).actions);
    expect(JSON.stringify(resumed.game.state)).toBe(JSON.stringify(g.state));
  });

  it('a catch round of throws with the catcher\'s taps, one missed', async () => {
    const g = threePlayerRound();
    act(g, choose('catch'));
    for (let i = 0; i < 3; i++) {
      const who = shooterOf(g)!;
      const power = 0.4 + i * 0.2, seed = shotSeed(g.state.setup.seed, g.state.actionCount);
      act(g, { type: 'catapult/throw', power, seed });
      const plan = catchPlan(physicsInput(g), who.shooter, who.catcher!, g.playerCount(), power, seed);
      const mid = plan.path.samples[Math.floor(plan.path.samples.length / 2)];
      const tap = i === 2 ? null : { t: mid.t, x: mid.x, y: mid.y };
      act(g, catchAction(plan, tap, judge(plan, tap)));
    }
    expect(g.actions.filter((a) => a.type === 'catapult/catch').map((a) => Object.keys(a.input as object).sort()))
      .toEqual(Array(3).fill(['from', 'power', 'seed', 'tap', 'to']));
    const { saved, resumed } = await importBack(g);
    expect(saved.record.actions).toEqual(toRecord(g).actions);
    expect(JSON.stringify(resumed.game.state)).toBe(JSON.stringify(g.state));
  });
});
