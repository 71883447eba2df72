// Resuming from a snapshot: the resume says truthfully whether the snapshot was used (the test
// hook reports it), a snapshot is only taken at a turn's start so resuming from it rebuilds the
// turn log and chronicle of a full replay, and a snapshot that does not belong to the stored
// actions is ignored.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { report } from '../../core/index.js';
import { Autosaver, GameStore } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { reopenGame } from '../../ui/game/reopen.js';
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
    await store.putSnapshot('r', offered.at, ENGINE, broken, offered.ui);
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
