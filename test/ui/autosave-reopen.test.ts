// The autosave never lets a shown move go: while a write is under way or has failed, reopening the
// game gives the autosave's copy (ui/game/reopen.ts), never the older one IndexedDB holds. A game
// deleted drops its pending writes (no retry brings it back), and one that is gone says so. A game
// whose first write failed is in the saves list, marked unsaved, until a retry stores it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { toRecord } from '../../core/index.js';
import { Autosaver, type SaveStatus } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { MissingGameError, reopenGame } from '../../ui/game/reopen.js';
import { setupErrorText } from '../../ui/game/labels.js';
import { setLocale } from '../../ui/i18n/index.js';
import { setup } from '../helpers.js';
import { autosaved, ENGINE, gatedStore, pause, playTurn, refusingStore } from './storage-helpers.js';

describe('reopening a game the autosave still writes', () => {
  it('a shown move whose write hangs, then fails, is kept: reopened from memory and written by the retry', async () => {
    const { store, gate } = await gatedStore();
    const statuses: SaveStatus[] = [];
    const saver = new Autosaver(() => store, ENGINE, (s) => statuses.push(s), Date.now, 100);
    const onChange = (s: Session) => saver.changed(s);
    const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), 'g', onChange);
    saver.track(session, null);
    await saver.flush();
    gate.hold = true;
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    session.confirmPlacement();
    await pause(200); // past the slow limit: the move is on the screen, its write still unanswered
    expect([session.confirming, gate.waiting]).toEqual([false, 1]);
    expect(saver.pending('g')).toBe(session);
    expect(saver.unsaved).toBe(1);
    // The player leaves and reopens the game: the autosave's copy, with the move.
    const deps = { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange };
    expect((await reopenGame('g', deps))?.session).toBe(session);
    // A copy read from IndexedDB meanwhile (before the move) does not replace it either.
    const stored = (await store.load('g', ENGINE))!;
    expect(stored.length).toBe(0);
    const older = Session.resume(BUILT_IN_MODULES, stored.record, 'g', onChange);
    expect(saver.track(older, { actions: 0, created: stored.created, snapshotAt: 0 })).toBe(session);
    // The write fails: the move is still unsaved and pending, and the retry writes it.
    gate.end(false);
    await pause(20); // (a flush would retry at once, into the gate)
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', reason: 'quota', unsaved: 1 });
    expect(saver.pending('g')).toBe(session);
    gate.hold = false;
    saver.retry();
    await saver.flush();
    expect(statuses.at(-1)).toEqual({ state: 'saved' });
    expect((await store.load('g'))?.record).toEqual(toRecord(session.game));
    expect(session.game.actions.length).toBe(1);
    store.close();
  });
});

describe('deleting a game the autosave still has to write', () => {
  it('drops its pending writes: the retry brings nothing back, and the banner goes', async () => {
    const { store, faults } = await refusingStore();
    const { saver, session, statuses } = autosaved(store, 'z');
    await playTurn(session);
    await saver.flush();
    faults.refuse = true;
    await playTurn(session);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    expect(saver.unsaved).toBeGreaterThan(0);
    await saver.remove('z'); // the start screen's Delete
    expect([saver.unsaved, saver.pending('z'), statuses.at(-1)]).toEqual([0, null, { state: 'saved' }]);
    faults.refuse = false;
    saver.retry();
    await saver.flush();
    expect(await store.list()).toEqual([]);
    expect(await store.load('z')).toBeUndefined();
    store.close();
  });

  it('deleting one of two games not saved: the banner then counts only the other one\'s actions', async () => {
    const { store, faults } = await refusingStore();
    const statuses: SaveStatus[] = [];
    const saver = new Autosaver(() => store, ENGINE, (s) => statuses.push(s));
    faults.refuse = true;
    const [a, b] = ['a', 'b'].map((id) => Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), id, (s) => saver.changed(s)));
    for (const s of [a, b]) { saver.track(s, null); await playTurn(s); await s.shown(); }
    await expect(saver.flush()).rejects.toThrow(/quota/);
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', unsaved: a.game.actions.length + b.game.actions.length });
    await saver.remove('a');
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', reason: 'quota', unsaved: b.game.actions.length });
    expect(saver.pending('b')).toBe(b);
    store.close();
  });

  it('a write under way when the game is deleted, failing afterwards, is not reported nor retried', async () => {
    const { store, gate } = await gatedStore();
    const { saver, session, statuses } = autosaved(store, 'w', {}, 100);
    await saver.flush();
    gate.hold = true;
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    session.confirmPlacement();
    await pause(0);
    expect(gate.waiting).toBe(1);
    await saver.remove('w');
    await pause(150); // past the slow limit: no banner, nothing of the game is to be saved
    gate.end(false);
    gate.hold = false;
    await saver.flush();
    expect(statuses.filter((s) => s.state === 'failed')).toEqual([]);
    expect([saver.unsaved, await store.list()]).toEqual([0, []]);
    store.close();
  });

  it('opening a game that is gone says so, in the player\'s language, instead of doing nothing', async () => {
    const { store } = await refusingStore();
    const { saver, session } = autosaved(store, 'gone');
    await playTurn(session);
    await saver.flush();
    await saver.remove('gone');
    const deps = { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange: (s: Session) => saver.changed(s) };
    const error = await reopenGame('gone', deps).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingGameError);
    expect(setupErrorText(error)).toBe('it is no longer saved on this device (it may have been deleted)');
    setLocale('nl');
    expect(setupErrorText(error)).toBe('het is niet meer bewaard op dit apparaat (misschien is het verwijderd)');
    setLocale('en');
    store.close();
  });
});

describe('the saves list and the games not saved yet', () => {
  it('a game whose first write failed is listed, marked unsaved, opens from memory, and is listed as stored once saved', async () => {
    const { store, faults } = await refusingStore();
    const old = Session.start(BUILT_IN_MODULES, setup(2, { seed: 3 }), 'old');
    await store.save('old', old.record(), old.summary(), 1000);
    faults.refuse = true;
    const { saver, session } = autosaved(store, 'new');
    await playTurn(session);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    expect((await store.list()).map((r) => r.id)).toEqual(['old']);
    const listed = saver.listWith(await store.list());
    expect(listed.map((r) => [r.id, r.unsaved ?? false])).toEqual([['new', true], ['old', false]]);
    expect(listed[0]).toMatchObject({ summary: session.summary(), length: session.game.actions.length });
    // Open (and Export, which takes the same copy) from that row: the game as played.
    const deps = { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange: (s: Session) => saver.changed(s) };
    expect((await reopenGame('new', deps)).session).toBe(session);
    faults.refuse = false;
    saver.retry();
    await saver.flush();
    expect(saver.listWith(await store.list()).map((r) => [r.id, r.unsaved ?? false])).toEqual([['new', false], ['old', false]]);
    expect((await store.load('new'))?.record).toEqual(toRecord(session.game));
    store.close();
  });
});

describe('a game left for another (Autosaver.release)', () => {
  it('with a move its failing write has not saved, stays listed and pending until a retry writes it', async () => {
    const { store, faults } = await refusingStore();
    const { saver, session } = autosaved(store, 'r');
    await playTurn(session);
    await saver.flush();
    faults.refuse = true;
    await playTurn(session);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    saver.release(session); // the player begins another game
    expect(saver.pending('r')).toBe(session);
    expect(saver.listWith(await store.list()).map((r) => [r.id, r.unsaved])).toEqual([['r', true]]);
    faults.refuse = false;
    saver.retry();
    await saver.flush();
    expect(saver.pending('r')).toBeNull();
    expect((await store.load('r', ENGINE))?.record).toEqual(toRecord(session.game));
    store.close();
  });

  it('opened again while its write still fails, is kept and played on: the retry writes every move', async () => {
    const { store, faults } = await refusingStore();
    const { saver, session } = autosaved(store, 's');
    faults.refuse = true;
    await playTurn(session);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    saver.release(session);
    const deps = { catalog: BUILT_IN_MODULES, autosaver: saver, store, engine: ENGINE, onChange: (s: Session) => saver.changed(s) };
    expect((await reopenGame('s', deps))?.session).toBe(session);
    faults.refuse = false;
    await playTurn(session);
    await saver.flush();
    expect((await store.load('s', ENGINE))?.record).toEqual(toRecord(session.game));
    expect(session.game.actions.length).toBeGreaterThan(2);
    store.close();
  });
});
