// Resuming from a snapshot: the resume says truthfully whether the snapshot was used (the test
// hook reports it), a snapshot is only taken at a turn's start so resuming from it rebuilds the
// turn log and chronicle of a full replay, and a snapshot that does not belong to the stored
// actions is ignored.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { report } from '../../core/index.js';
import { actionsDigest, Autosaver, GameStore } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { reopenGame } from '../../ui/game/reopen.js';
import { setup } from '../helpers.js';
import { autosaved, dbName, ENGINE, finishTurn, playTurn } from './storage-helpers.js';

/** A game of `actions` or more actions, each turn's writes committed before the next turn. */
async function played(store: GameStore, id: string, actions: number) {
  const game = autosaved(store, id);
  while (game.session.game.actions.length < actions) { await playTurn(game.session); await game.saver.flush(); }
  await game.session.shown();
  return game;
}

describe('what a resume reports', () => {
  it('reopening names the snapshot it resumed from, and null when the snapshot offered did not fit', async () => {
    const store = await GameStore.open(dbName('snap'));
    const { saver, session } = await played(store, 'r', 40);
    const deps = { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange: () => undefined };
    const offered = (await store.load('r', ENGINE))!.snapshot!;
    expect(offered.at).toBeGreaterThan(0);
    const used = (await reopenGame('r', deps)).resumed!;
    expect(used).toMatchObject({ actions: session.game.actions.length, fromSnapshot: offered.at });
    // A snapshot whose state does not replay the actions after it: offered, but replayed over.
    const broken = { ...structuredClone(offered.state), deck: [] };
    await store.putSnapshot('r', offered.at, ENGINE, broken, offered.ui, actionsDigest(session.game.actions, offered.at));
    expect((await store.load('r', ENGINE))!.snapshot?.at).toBe(offered.at);
    const again = await reopenGame('r', deps);
    expect(again.resumed).toMatchObject({ fromSnapshot: null });
    expect(again.session.resumedFrom).toBeNull();
    expect(report(again.session.game)).toEqual(report(session.game));
    store.close();
  });
});

/** Places the drawn tile where it first fits: the game is then mid-turn. */
async function placeTile(session: Session): Promise<void> {
  await session.shown();
  const spot = session.placementSpots()[0];
  session.tapCell(spot.x, spot.y);
  expect(session.confirmPlacement()?.ok).toBe(true);
  await session.shown();
}

/**
 * Resuming `id` from the snapshot IndexedDB offers gives what a full replay gives: the state, the
 * turn log, the chronicle, and — once the turn is played out on both — the turn's scoring.
 */
async function expectResumeAsReplay(store: GameStore, id: string, engine: string): Promise<number> {
  const saved = (await store.load(id, engine))!;
  const fromSnapshot = Session.resume(BUILT_IN_MODULES, saved.record, id, undefined, saved.snapshot);
  const full = Session.resume(BUILT_IN_MODULES, saved.record, id);
  expect(fromSnapshot.resumedFrom).toBe(saved.snapshot!.at);
  expect(JSON.stringify(fromSnapshot.game.state)).toBe(JSON.stringify(full.game.state));
  expect(fromSnapshot.turnLog()).toEqual(full.turnLog());
  expect(fromSnapshot.chronicle.turns).toEqual(full.chronicle.turns);
  finishTurn(fromSnapshot);
  finishTurn(full);
  expect(fromSnapshot.lastTurn).toEqual(full.lastTurn);
  expect(fromSnapshot.chronicle.turns).toEqual(full.chronicle.turns);
  return saved.snapshot!.at;
}

describe('where snapshots are taken', () => {
  for (const how of ['summary behind', 'written whole'] as const) {
    it(`a game reopened mid-turn (${how}) is snapshotted at a turn's start only: resuming equals a full replay`, async () => {
      const name = dbName('snap');
      let store = await GameStore.open(name);
      const { session } = await played(store, 'm', 40);
      // The app dies right after a tile's commit, before its summary's (the kill test's "being-saved").
      store.putSummary = () => new Promise(() => undefined);
      await placeTile(session);
      const midTurn = session.game.actions.length;
      expect(session.turnLog().length).toBeGreaterThan(0);
      store.close();
      // Reopened by a new build (the old snapshots do not count), so a snapshot is due at once;
      // the autosave writes the lagging summary (or, for a migrated record, the whole game).
      store = await GameStore.open(name);
      await store.claim('m'); // as reopening does (ui/game/reopen.ts)
      const engine = 'next-build';
      const saved = (await store.load('m', engine))!;
      expect([saved.summaryBehind, saved.snapshot]).toEqual([true, undefined]);
      const saver = new Autosaver(() => store, engine, () => undefined);
      const reopened = Session.resume(BUILT_IN_MODULES, saved.record, 'm', (x) => saver.changed(x));
      saver.track(reopened, how === 'written whole' ? null : { actions: saved.length, created: saved.created, snapshotAt: 0, summaryBehind: true });
      await saver.flush();
      expect((await store.load('m', engine))!.snapshot?.at).not.toBe(midTurn);
      // Played on over the turn's end and into the next turn: the snapshot is at that turn's start.
      finishTurn(reopened);
      await saver.flush();
      await placeTile(reopened);
      await saver.flush();
      expect(await expectResumeAsReplay(store, 'm', engine)).toBeGreaterThan(midTurn);
      store.close();
    });
  }
});

describe('a snapshot that belongs to other actions', () => {
  it('taken after as many actions, but other ones, is ignored: the record is replayed in full', async () => {
    const store = await GameStore.open(dbName('snap'));
    const { session } = await played(store, 'a', 40);
    const own = (await store.load('a', ENGINE))!;
    const at = own.snapshot!.at;
    expect(Session.resume(BUILT_IN_MODULES, own.record, 'a', undefined, own.snapshot).resumedFrom).toBe(at);
    // The same game, but with a follower deployed in the second turn where this one passed: as
    // many actions, the same tiles in the same places, so this game's actions replay on its state.
    const other = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), 'b');
    while (other.game.actions.length < at) {
      const deploy = other.game.state.turn.number === 1;
      const spot = other.placementSpots()[0];
      other.tapCell(spot.x, spot.y);
      other.confirmPlacement();
      if (other.deploying) other.apply(deploy ? other.game.choices().find((c) => c.type === 'deploy')! : { type: 'pass' });
    }
    expect(other.game.actions.length).toBe(at);
    expect(other.game.actions).not.toEqual(session.game.actions.slice(0, at));
    await store.putSnapshot('a', at, ENGINE, other.game.state, other.snapshotData(), actionsDigest(other.game.actions, at));
    // Game.restore alone would take it (the count fits) and the replay on top of it succeeds.
    const taken = Session.resume(BUILT_IN_MODULES, own.record, 'a', undefined, { at, state: structuredClone(other.game.state), ui: other.snapshotData() });
    expect(taken.resumedFrom).toBe(at);
    expect(report(taken.game)).not.toEqual(report(session.game));
    // Loaded, it is not offered: the resume replays the record and is the game played.
    const saved = (await store.load('a', ENGINE))!;
    expect(saved.snapshot).toBeUndefined();
    const resumed = Session.resume(BUILT_IN_MODULES, saved.record, 'a', undefined, saved.snapshot);
    expect(resumed.resumedFrom).toBeNull();
    expect(report(resumed.game)).toEqual(report(session.game));
    store.close();
  });
});
