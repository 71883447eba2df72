// Two windows of one browser on one game (fake-indexeddb in node: two GameStores on one database
// are two pages, each its own writer). The page that opened the game last writes it; the other's
// writes are refused inside IndexedDB and it stops (the autosave's onLost), keeping its moves not
// written for the player to keep as a new save. A game deleted in one window is never written
// back, nor listed again, by the other.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { toRecord } from '../../core/index.js';
import { Autosaver, GameGoneError, GameStore, GameTakenError, type LostReason } from '../../ui/storage/index.js';
import { MissingGameError, reopenGame } from '../../ui/game/reopen.js';
import { Session } from '../../ui/game/session.js';
import { autosaved, dbName, ENGINE, playTurn } from './storage-helpers.js';
import { actionsDigest } from '../../ui/storage/digest.js';

/** A second window: its own store on the same database, and its own autosave. */
async function secondWindow(name: string) {
  const store = await GameStore.open(name);
  const lost: [string, LostReason][] = [];
  const saver = new Autosaver(() => store, ENGINE, () => undefined);
  saver.onLost = (id, reason) => lost.push([id, reason]);
  const reopen = (id: string) => reopenGame(id, { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange: (s) => saver.changed(s) });
  return { store, saver, lost, reopen };
}

describe('two windows on one game', () => {
  it('the window that opened the game last writes it; the other stops at its next move, its move kept in memory', async () => {
    const name = dbName('claims');
    const storeA = await GameStore.open(name);
    const a = autosaved(storeA, 'g');
    const lostA: [string, LostReason][] = [];
    a.saver.onLost = (id, reason) => lostA.push([id, reason]);
    await playTurn(a.session);
    await a.saver.flush();
    expect(storeA.writer).not.toBe('');

    // Window B opens it (claim, then load): it gets every move A committed.
    const b = await secondWindow(name);
    const inB = (await b.reopen('g')).session;
    expect(toRecord(inB.game)).toEqual(toRecord(a.session.game));
    const committed = toRecord(a.session.game);

    // A moves on: refused by the claim, inside the transaction — nothing of it is written.
    await a.session.shown();
    const spot = a.session.placementSpots()[0];
    a.session.tapCell(spot.x, spot.y);
    expect(a.session.confirmPlacement()?.ok).toBe(true);
    await a.session.shown(); // the screen is not held: the loss is the news, not a failing disk
    expect(lostA).toEqual([['g', 'taken']]);
    expect(a.saver.status).toEqual({ state: 'saved' }); // no banner offering a retry that cannot help
    expect(a.saver.unsavedOf('g')).toBe(1);
    expect(a.saver.unsaved).toBe(1); // closing that window asks first
    expect(a.saver.pending('g')).toBeNull(); // reopening goes to the stored game, B's
    expect(a.saver.listWith([])).toEqual([]);
    expect(a.saver.lostGame('g')?.game.actions.length).toBe(committed.actions.length + 1);
    expect((await storeA.load('g', ENGINE))!.record).toEqual(committed);
    await expect(storeA.append('g', { from: committed.actions.length, actions: [], length: committed.actions.length, truncate: false }))
      .rejects.toBeInstanceOf(GameTakenError);
    // Nothing will write it (no retry loop): flush says so rather than hang or pretend (an update
    // waits for flush before it reloads).
    await expect(a.saver.flush()).rejects.toThrow(/another window took it/);
    expect((await storeA.load('g', ENGINE))!.record).toEqual(committed);

    // B plays on, normally.
    await playTurn(inB);
    await b.saver.flush();
    expect(b.lost).toEqual([]);
    expect((await b.store.load('g', ENGINE))!.record).toEqual(toRecord(inB.game));
    // A summary or snapshot of A's still on its way (written after their actions, apart from them)
    // does not overwrite B's newer ones.
    const bRow = (await b.store.list())[0];
    expect(bRow.length).toBe(inB.game.actions.length);
    await storeA.putSummary({ ...bRow, summary: a.session.summary(), length: 1, updated: bRow.updated + 1 });
    // (With its digest: load() would drop a snapshot without one anyway, and prove nothing.)
    await storeA.putSnapshot('g', 1, ENGINE, a.session.game.state, undefined, actionsDigest(a.session.game.actions, 1));
    expect(await b.store.list()).toEqual([bRow]);
    expect((await b.store.load('g', ENGINE))!.snapshot?.at).not.toBe(1);

    // A's player keeps A's game as a new save: all of it, under a new id, written whole.
    const copy = Session.resume(BUILT_IN_MODULES, toRecord(a.saver.lostGame('g')!.game), 'copy', (s) => a.saver.changed(s));
    a.saver.abandon('g');
    a.saver.track(copy, null);
    await a.saver.flush();
    expect(a.saver.unsaved).toBe(0);
    expect((await storeA.load('copy', ENGINE))!.record).toEqual(toRecord(copy.game));
    expect((await storeA.list()).map((r) => r.id).sort()).toEqual(['copy', 'g']);

    // A opens the game again: now B is refused.
    const again = (await reopenGame('g', { catalog: BUILT_IN_MODULES, autosaver: a.saver, store: storeA, engine: ENGINE, onChange: (s) => a.saver.changed(s) })).session;
    expect(toRecord(again.game)).toEqual(toRecord(inB.game));
    await playTurn(inB);
    await expect(b.saver.flush()).rejects.toThrow(/another window took it/);
    expect(b.lost).toEqual([['g', 'taken']]);
  });

  it('opening claims before it reads: a move made by the other window once the reading began is refused and kept there, never lost', async () => {
    const name = dbName('claims');
    const storeA = await GameStore.open(name);
    const a = autosaved(storeA, 'r');
    const lostA: [string, LostReason][] = [];
    a.saver.onLost = (id, reason) => lostA.push([id, reason]);
    await playTurn(a.session);
    await a.saver.flush();
    const b = await secondWindow(name);
    // A moves right after B has read the game (the moment a window that read before claiming
    // would miss: A's move would be written, and overwritten by B's next one).
    const load = b.store.load.bind(b.store);
    b.store.load = async (id, engine) => {
      b.store.load = load; // once
      const saved = await load(id, engine);
      await a.session.shown();
      const spot = a.session.placementSpots()[0];
      a.session.tapCell(spot.x, spot.y);
      a.session.confirmPlacement();
      await a.session.shown();
      return saved;
    };
    const inB = (await b.reopen('r')).session;
    expect(lostA).toEqual([['r', 'taken']]);
    expect(a.saver.unsavedOf('r')).toBe(1);
    expect(inB.game.actions.length).toBe(a.session.game.actions.length - 1);
    await playTurn(inB);
    await b.saver.flush();
    expect((await b.store.load('r', ENGINE))!.record).toEqual(toRecord(inB.game));
  });

  it('a game deleted in one window is never written back, listed or snapshotted by the other', async () => {
    const name = dbName('claims');
    const storeA = await GameStore.open(name);
    const a = autosaved(storeA, 'd');
    const lostA: [string, LostReason][] = [];
    a.saver.onLost = (id, reason) => lostA.push([id, reason]);
    await playTurn(a.session);
    await a.saver.flush();
    const b = await secondWindow(name);
    await b.store.delete('d');
    await playTurn(a.session);
    await expect(a.saver.flush()).rejects.toThrow(/another window took it/);
    expect(lostA).toEqual([['d', 'gone']]);
    expect(await storeA.list()).toEqual([]);
    expect(await storeA.load('d', ENGINE)).toBeUndefined();
    // A summary or snapshot already on its way is not written for it either.
    await storeA.putSummary({ id: 'd', summary: a.session.summary(), length: 3, created: 1, updated: 2 });
    await storeA.putSnapshot('d', 3, ENGINE, a.session.game.state);
    expect(await storeA.list()).toEqual([]);
    await expect(storeA.append('d', { from: 0, actions: [], length: 0, truncate: false })).rejects.toBeInstanceOf(GameGoneError);
    // Opening it anywhere says it is gone.
    await expect(b.reopen('d')).rejects.toBeInstanceOf(MissingGameError);
    // Imported or started again under a new id, all is well: a claim is per game.
    const fresh = autosaved(b.store, 'e');
    await playTurn(fresh.session);
    await fresh.saver.flush();
    expect((await b.store.list()).map((r) => r.id)).toEqual(['e']);
  });
});
