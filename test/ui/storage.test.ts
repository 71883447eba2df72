// Saved games in IndexedDB (fake-indexeddb in node): autosave appends each action, undo truncates,
// the list reads summaries only, resume from a snapshot equals a full replay, version 1 databases
// migrate, and import refuses a bad file without changing anything.
import 'fake-indexeddb/auto';
import { openDB, unwrap, type IDBPDatabase } from 'idb';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { report, toRecord } from '../../core/index.js';
import { actionsDigest, Autosaver, GameStore, exportRecord, type SaveStatus } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { setupErrorText } from '../../ui/game/labels.js';
import { setLocale, t, type Locale } from '../../ui/i18n/index.js';
import { setup } from '../helpers.js';
import { autosaved, dbName, ENGINE, playTurn, refusingStore } from './storage-helpers.js';

describe('GameStore and the autosave', () => {
  it('appends every action and resumes exactly where the game was', async () => {
    const store = await GameStore.open(dbName());
    const { saver, session } = autosaved(store, 'g1');
    for (let turn = 0; turn < 6; turn++) await playTurn(session);
    await saver.flush();
    expect(saver.commitTimes.length).toBeGreaterThan(0);
    const saved = await store.load('g1', ENGINE);
    expect(saved?.record).toEqual(toRecord(session.game));
    expect([saved?.length, saved?.summary.turn]).toEqual([session.game.actions.length, 6]);
    const resumed = Session.resume(BUILT_IN_MODULES, saved!.record, 'g1');
    expect(report(resumed.game)).toEqual(report(session.game));
    expect((await store.last())?.id).toBe('g1');
    store.close();
  });

  it('keeps the latest commit and write times only: a page open for game after game does not grow them for ever', async () => {
    const store = await GameStore.open(dbName());
    const saver = new Autosaver(() => store, ENGINE, () => undefined, Date.now, undefined, 5);
    const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), 'times', (s) => saver.changed(s));
    saver.track(session, null);
    const lengths: number[] = [];
    for (let turn = 0; turn < 12; turn++) {
      await playTurn(session);
      await saver.flush();
      lengths.push(saver.commitTimes.length);
      expect(saver.writeTimes.length).toBe(saver.commitTimes.length);
    }
    expect(session.game.actions.length).toBeGreaterThan(20);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(10);
    expect(Math.min(...lengths.slice(4))).toBeGreaterThanOrEqual(5);
    store.close();
  });

  it('a load whose read transaction aborts rejects with the abort, and leaves no rejection unhandled', async () => {
    const store = await GameStore.open(dbName());
    const { saver, session } = autosaved(store, 'abort');
    await playTurn(session);
    await saver.flush();
    // The next read transaction is aborted before its reads answer: every request and the
    // transaction's done promise reject. Patched on the raw IDBDatabase, under idb's wrapper, so
    // the transaction the store gets is wrapped once, with one done promise, as in the app.
    const db = unwrap((store as unknown as { db: IDBPDatabase }).db);
    const real = db.transaction.bind(db);
    db.transaction = ((...a: Parameters<IDBDatabase['transaction']>) => {
      const tx = real(...a);
      queueMicrotask(() => tx.abort());
      return tx;
    }) as IDBDatabase['transaction'];
    const unhandled: unknown[] = [];
    const note = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', note);
    try {
      await expect(store.load('abort', ENGINE)).rejects.toMatchObject({ name: 'AbortError' });
      await new Promise((r) => setTimeout(r, 20)); // past the transaction's abort event
    } finally {
      process.off('unhandledRejection', note);
      delete (db as { transaction?: unknown }).transaction; // the prototype's again
    }
    expect(unhandled).toEqual([]); // vitest would fail the run on one, but not name this test
    expect((await store.load('abort', ENGINE))?.record).toEqual(toRecord(session.game));
    store.close();
  });

  it('an undo takes the action back in the store too, and a different action replaces it', async () => {
    const store = await GameStore.open(dbName());
    const writes: { from: number; n: number; truncate: boolean }[] = [];
    const real = store.append.bind(store);
    store.append = (id, w) => { writes.push({ from: w.from, n: w.actions.length, truncate: w.truncate }); return real(id, w); };
    const { saver, session } = autosaved(store, 'u');
    await playTurn(session);
    await session.shown();
    const spots = session.placementSpots();
    session.tapCell(spots[0].x, spots[0].y);
    session.confirmPlacement();
    await saver.flush();
    expect((await store.load('u'))?.length).toBe(session.game.actions.length);
    // Each autosave appends only the new actions: it starts where the previous one ended.
    expect(writes.slice(1).every((w, i) => w.from === writes[i].from + writes[i].n && w.n > 0)).toBe(true);
    await session.shown();
    expect(session.undo()).toBe(true);
    await saver.flush();
    await session.shown();
    expect((await store.load('u'))?.record.actions).toEqual(session.game.actions);
    // The undo rewrote nothing: it only dropped the row taken back.
    expect(writes.at(-1)).toEqual({ from: session.game.actions.length, n: 0, truncate: true });
    session.tapCell(spots[1].x, spots[1].y);
    session.confirmPlacement();
    await saver.flush();
    expect((await store.load('u'))?.record).toEqual(toRecord(session.game));
    store.close();
  });

  it('keeps a snapshot at a turn start; resuming from it equals the full replay, turn log included', async () => {
    const store = await GameStore.open(dbName());
    const { saver, session } = autosaved(store, 's', { expansions: ['base', 'siege', 'catapult'] });
    // A player takes seconds per turn: each turn's writes commit before the next turn.
    while (session.game.actions.length < 80 && !session.finished) { await playTurn(session); await saver.flush(); }
    // Stop mid-turn, so the resume has a turn log to rebuild.
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    session.confirmPlacement();
    await saver.flush();
    const saved = await store.load('s', ENGINE);
    expect(saved?.snapshot?.at).toBeGreaterThanOrEqual(24);
    const fromSnapshot = Session.resume(BUILT_IN_MODULES, saved!.record, 's', undefined, saved!.snapshot);
    const full = Session.resume(BUILT_IN_MODULES, saved!.record, 's');
    // The snapshot path ran (a silent fallback to the full replay would compare the replay with itself).
    expect([fromSnapshot.resumedFrom, full.resumedFrom]).toEqual([saved!.snapshot!.at, null]);
    expect(JSON.stringify(fromSnapshot.game.state)).toBe(JSON.stringify(full.game.state));
    expect(fromSnapshot.turnLog()).toEqual(full.turnLog());
    expect(fromSnapshot.game.actions).toEqual(full.game.actions);
    // The turns before the snapshot are still known (score chart, what changed since a player's turn).
    expect(fromSnapshot.chronicle.turns).toEqual(full.chronicle.turns);
    expect(fromSnapshot.chronicle.scoreRows()).toEqual(full.chronicle.scoreRows());
    expect(fromSnapshot.changesNow()).toEqual(full.changesNow());
    // Another engine build does not trust the snapshot.
    expect((await store.load('s', 'another-build'))?.snapshot).toBeUndefined();
    store.close();
  });

  it('a snapshot that does not fit the record is ignored: the full replay is the truth', async () => {
    const store = await GameStore.open(dbName());
    const { saver, session } = autosaved(store, 'bad');
    for (let turn = 0; turn < 4; turn++) await playTurn(session);
    await saver.flush();
    const wrong = JSON.parse(JSON.stringify(session.game.state));
    wrong.actionCount = 2;
    // Its digest is right (the first 3 actions): the count in its state is what does not fit.
    await store.putSnapshot('bad', 3, ENGINE, wrong, session.snapshotData(), actionsDigest(session.game.actions, 3));
    expect((await store.load('bad', ENGINE))?.snapshot?.at).toBe(3);
    const saved = await store.load('bad', ENGINE);
    const resumed = Session.resume(BUILT_IN_MODULES, saved!.record, 'bad', undefined, saved!.snapshot);
    expect(report(resumed.game)).toEqual(report(session.game));
    expect(resumed.resumedFrom).toBeNull();
    store.close();
  });

  it('write-ahead: an action is shown (listeners, moments) only once IndexedDB holds it, or the failure is reported', async () => {
    const { store, faults } = await refusingStore();
    const { saver, session, statuses } = autosaved(store, 'w');
    await saver.flush();
    // At each notification: how many actions the game has, and how many the store holds.
    const seen: Promise<[number, number]>[] = [];
    const moments: string[] = [];
    session.subscribe(() => { seen.push(store.load('w').then((g) => [session.game.actions.length, g?.length ?? -1])); });
    session.watch((m) => { moments.push(`${m.kind}@${session.confirming}`); });
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    const notified = seen.length;
    expect(session.confirmPlacement()?.ok).toBe(true);
    // Applied in memory and being written; not yet shown.
    expect(session.confirming).toBe(true);
    expect(seen.length).toBe(notified);
    await saver.flush();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(session.confirming).toBe(false);
    expect(seen.length).toBe(notified + 1);
    // The store read started at the notification already holds the action.
    const [shown, stored] = await seen.at(-1)!;
    expect(stored).toBe(shown);
    expect(moments.filter((m) => m.startsWith('applied'))).toEqual(['applied@false']);
    // A failing write: the action is shown once the failure is reported (the banner), play goes on.
    faults.refuse = true;
    const before = session.game.actions.length;
    session.skip();
    expect(session.confirming).toBe(true);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(session.confirming).toBe(false);
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', reason: 'quota' });
    expect(session.game.actions.length).toBe(before + 1);
    expect(saver.unsaved).toBeGreaterThanOrEqual(1);
    store.close();
  });

  it('a write IndexedDB leaves unanswered holds the screen a short while at most, with the banner, which goes once it commits', async () => {
    const store = await GameStore.open(dbName());
    let release: () => void = () => undefined;
    const real = store.append.bind(store);
    let hang = false;
    store.append = async (id, w) => {
      if (hang) await new Promise<void>((ok) => { release = ok; });
      return real(id, w);
    };
    const statuses: SaveStatus[] = [];
    const saver = new Autosaver(() => store, ENGINE, (st) => statuses.push(st), Date.now, 300);
    const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), 'h', (x) => saver.changed(x));
    saver.track(session, null);
    await saver.flush();
    hang = true;
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    session.confirmPlacement();
    session.skip(); // queued behind the write that hangs
    expect(session.confirming).toBe(true);
    await new Promise((ok) => setTimeout(ok, 150));
    expect(session.confirming).toBe(true);
    await new Promise((ok) => setTimeout(ok, 300));
    expect(session.confirming).toBe(false);
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', reason: 'other' });
    hang = false;
    release();
    await saver.flush();
    expect(statuses.at(-1)).toEqual({ state: 'saved' });
    expect((await store.load('h'))?.record).toEqual(toRecord(session.game));
    store.close();
  });

  it('a failed write is reported at once, kept, retried, and the record is whole afterwards', async () => {
    const { store, faults } = await refusingStore();
    const { saver, session, statuses } = autosaved(store, 'f');
    await playTurn(session);
    await saver.flush();
    faults.refuse = true;
    await playTurn(session);
    await playTurn(session);
    await expect(saver.flush()).rejects.toThrow(/quota/);
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', reason: 'quota' });
    expect(saver.unsaved).toBeGreaterThanOrEqual(2);
    expect(saver.pending('f')).toBe(session);
    faults.refuse = false;
    saver.retry();
    await saver.flush();
    expect(statuses.at(-1)).toEqual({ state: 'saved' });
    expect((await store.load('f'))?.record).toEqual(toRecord(session.game));
    store.close();
  });

  it('a move\'s autosave is one relaxed transaction on the action rows and the game\'s claim alone; the summary follows apart', async () => {
    const store = await GameStore.open(dbName());
    const { saver, session } = autosaved(store, 'scope');
    await playTurn(session);
    await saver.flush();
    const scopes: string[] = [];
    const realTransaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, names: string | Iterable<string>, mode?: IDBTransactionMode, options?: IDBTransactionOptions) {
      if (mode === 'readwrite') scopes.push(`${[...(typeof names === 'string' ? [names] : names)].join('+')}:${options?.durability ?? 'default'}`);
      return realTransaction.call(this, names, mode, options);
    };
    let summaries = 0;
    const realSummary = store.putSummary.bind(store);
    store.putSummary = (row) => { summaries++; return realSummary(row); };
    try {
      await session.shown();
      const spot = session.placementSpots()[0];
      session.tapCell(spot.x, spot.y);
      session.confirmPlacement();
      // The move's write is under way and nothing else: the summary waits for its commit.
      expect(scopes).toEqual(['actions+claims:relaxed']);
      await session.shown();
      await saver.flush();
      expect(scopes[0]).toBe('actions+claims:relaxed');
      expect(scopes.slice(1).every((x) => !x.includes('actions'))).toBe(true);
      expect(scopes).toContain('summaries+meta:relaxed');
      expect(summaries).toBe(1);
    } finally {
      IDBDatabase.prototype.transaction = realTransaction;
    }
    expect((await store.list())[0]).toMatchObject({ id: 'scope', length: session.game.actions.length, summary: session.summary() });
    store.close();
  });

  it('a game closed before its summary was written loads whole from its rows, and its summary is written again', async () => {
    const name = dbName();
    let store = await GameStore.open(name);
    const { saver, session } = autosaved(store, 'lag');
    await playTurn(session);
    await saver.flush();
    const listed = (await store.list())[0];
    // The app dies after the move's commit, before the summary's (its write never happens).
    store.putSummary = () => new Promise(() => undefined);
    await playTurn(session);
    await session.shown();
    store.close();
    store = await GameStore.open(name);
    await store.claim('lag'); // as reopening does (ui/game/reopen.ts): this page load writes it now
    const saved = await store.load('lag', ENGINE);
    expect(saved?.record).toEqual(toRecord(session.game));
    expect(saved?.length).toBe(session.game.actions.length);
    expect(saved?.summaryBehind).toBe(true);
    expect((await store.list())[0].length).toBe(listed.length);
    // Reopened, the autosave brings the list up to date without any new move.
    const statuses: SaveStatus[] = [];
    const again = new Autosaver(() => store, ENGINE, (st) => statuses.push(st));
    const resumed = Session.resume(BUILT_IN_MODULES, saved!.record, 'lag', (x) => again.changed(x));
    again.track(resumed, { actions: saved!.length, created: saved!.created, snapshotAt: 0, summaryBehind: saved!.summaryBehind });
    await again.flush();
    expect((await store.list())[0]).toMatchObject({ length: session.game.actions.length, summary: session.summary() });
    // An undo whose summary is not written yet: the summary counts more actions than the rows.
    const spot = resumed.placementSpots()[0];
    resumed.tapCell(spot.x, spot.y);
    resumed.confirmPlacement();
    await again.flush();
    store.putSummary = () => new Promise(() => undefined);
    await resumed.shown();
    expect(resumed.undo()).toBe(true);
    await resumed.shown();
    const undone = await store.load('lag', ENGINE);
    expect(undone?.record.actions).toEqual(resumed.game.actions);
    expect(undone?.summaryBehind).toBe(true);
    expect(statuses).toEqual([]);
    store.close();
  });

  it('lists several games newest first from their summaries, and deletes one', async () => {
    const store = await GameStore.open(dbName());
    for (const [id, at] of [['a', 1000], ['b', 3000], ['c', 2000]] as const) {
      const s = Session.start(BUILT_IN_MODULES, setup(2), id);
      await store.save(id, s.record(), s.summary(), at);
    }
    const list = await store.list();
    expect(list.map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(list.every((g) => !('record' in g))).toBe(true);
    await store.setCurrent('b');
    await store.delete('b');
    expect((await store.list()).map((g) => g.id)).toEqual(['c', 'a']);
    expect(await store.load('b')).toBeUndefined();
    expect(await store.current()).toBeNull();
    expect((await store.last())?.id).toBe('c');
    await store.delete('c');
    expect(await store.last()).toBeUndefined();
    store.close();
  });

  it('migrates a version 1 database (whole records) into the pieces', async () => {
    const name = dbName();
    const s = Session.start(BUILT_IN_MODULES, setup(3, { seed: 5 }), 'old');
    await playTurn(s);
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('games', { keyPath: 'id' }).createIndex('by-updated', 'updated');
        db.createObjectStore('meta', { keyPath: 'key' });
      },
    });
    await v1.put('games', { id: 'old', record: s.record(), summary: s.summary(), created: 5, updated: 6 });
    await v1.put('meta', { key: 'last', value: 'old' });
    v1.close();
    const store = await GameStore.open(name);
    expect((await store.list()).map((g) => [g.id, g.created, g.updated, g.length])).toEqual([['old', 5, 6, s.game.actions.length]]);
    expect((await store.load('old'))?.record).toEqual(s.record());
    expect((await store.last())?.id).toBe('old');
    store.close();
  });

  it('imports an exported record, and refuses bad files without writing anything', async () => {
    const store = await GameStore.open(dbName());
    const s = Session.start(BUILT_IN_MODULES, setup(3, { seed: 3 }), 'orig');
    await playTurn(s);
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const { id, existing } = await store.importRecord(exportRecord(s.record()), check);
    expect(existing).toBe(false);
    expect((await store.load(id))?.record.actions).toEqual(s.game.actions);

    const deep = JSON.stringify({ ...s.record(), actions: [{ type: 'place', x: JSON.parse('['.repeat(20) + ']'.repeat(20)) }] });
    const bad = [
      '{ not json',
      JSON.stringify({ ...s.record(), format: 'something-else' }),
      JSON.stringify({ ...s.record(), version: 99 }),
      JSON.stringify({ ...s.record(), actions: [{ type: 'place', x: 50, y: 50, rotation: 0 }] }),
      JSON.stringify({ ...s.record(), players: [{ name: 'x'.repeat(3 * 1024 * 1024), color: 'red' }] }),
      deep,
    ];
    const codes: string[] = [];
    for (const text of bad) {
      await store.importRecord(text, check).then(() => codes.push('accepted'), (e: { code: string }) => codes.push(e.code));
    }
    expect(codes).toEqual(['malformed-json', 'bad-record', 'newer-record', 'replay', 'too-large', 'too-deep']);
    expect((await store.list()).length).toBe(1);
    store.close();
  });

  it('imports a file that starts with a byte-order mark', async () => {
    const store = await GameStore.open(dbName());
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 3 }), 'orig');
    await playTurn(s);
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const { id } = await store.importRecord(`\uFEFF${exportRecord(s.record())}`, check);
    expect((await store.load(id))?.record).toEqual(s.record());
    store.close();
  });

  it('imports a game it already holds only once: the same record, whatever its layout, opens the saved game', async () => {
    const store = await GameStore.open(dbName());
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 3 }), 'orig');
    await playTurn(s);
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const first = await store.importRecord(exportRecord(s.record()), check);
    // The same game written differently: compact, with its keys in another order.
    const { actions, ...header } = s.record();
    const reordered = JSON.stringify({ actions, ...Object.fromEntries(Object.entries(header).reverse()) });
    expect(await store.importRecord(reordered, check)).toEqual({ id: first.id, existing: true });
    expect((await store.list()).map((g) => g.id)).toEqual([first.id]);
    // One move more is another game (a branch of it): kept beside it.
    await playTurn(s);
    const longer = await store.importRecord(exportRecord(s.record()), check);
    expect(longer.existing).toBe(false);
    expect((await store.list()).length).toBe(2);
    expect((await store.last())?.id).toBe(longer.id);
    // Imported again, the first is the one Continue opens, as after any import.
    expect(await store.importRecord(reordered, check)).toEqual({ id: first.id, existing: true });
    expect((await store.last())?.id).toBe(first.id);
    // So is the same moves under other names.
    const renamed = { ...s.record(), players: s.record().players.map((p, i) => ({ ...p, name: `Other ${i}` })) };
    expect((await store.importRecord(JSON.stringify(renamed), check)).existing).toBe(false);
    expect((await store.list()).length).toBe(3);
    store.close();
  });

  it('says which action of an imported game is not legal, counting from 1, in the player\'s language', async () => {
    const store = await GameStore.open(dbName());
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 3 }), 'orig');
    await playTurn(s);
    const record = s.record();
    const n = record.actions.length;
    // The next action of a legal game, a tile far from the board: the one after the last (n + 1).
    const text = JSON.stringify({ ...record, actions: [...record.actions, { type: 'place', x: 50, y: 50, rotation: 0 }] });
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const error = await store.importRecord(text, check).then(() => null, (e: unknown) => e);
    expect(await store.list()).toEqual([]);
    const rendered = (locale: Locale) => {
      setLocale(locale);
      try {
        return t('start.importError', { detail: setupErrorText(error) });
      } finally {
        setLocale('en');
      }
    };
    const detail = (error as { detail: string }).detail;
    expect(detail).toMatch(/\(50, 50\)/);
    expect(rendered('en')).toBe(`This file was not imported: action ${n + 1} of the game is not legal (${detail})`);
    expect(rendered('nl')).toBe(`Dit bestand is niet geïmporteerd: zet ${n + 1} van het spel is niet toegestaan (${detail})`);
    expect(rendered('cs')).toBe(`Tento soubor nebyl importován: akce ${n + 1} této hry není platná (${detail})`);
    store.close();
  });

  it('refuses a record that names modules this app does not have, or newer versions of them, and writes nothing', async () => {
    const store = await GameStore.open(dbName());
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 3 }), 'orig');
    await playTurn(s);
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const withModules = (modules: string) => exportRecord(s.record()).replace(/"modules": \{[^}]*\}/, `"modules": ${modules}`);
    expect(withModules('{}')).toContain('"modules": {}');
    const refused: string[] = [];
    for (const modules of ['{"base": 999}', '{"base": 1, "evil": 99}', '{"__proto__": 1}', '{"base": 1, "siege": 1}']) {
      await store.importRecord(withModules(modules), check).then(() => refused.push('accepted'), (e: { code: string }) => refused.push(e.code));
    }
    expect(refused).toEqual(['newer-module', 'unknown-module', 'unknown-module', 'unknown-module']);
    expect(await store.list()).toEqual([]);
    const newer = await store.importRecord(withModules('{"base": 999}'), check).catch((e: unknown) => e);
    expect(setupErrorText(newer)).toBe('the game was saved by a newer version of one of its expansions; update the app '
      + '(the record was written by version 999 of "base"; this app has version 1 — update the app)');
    await store.importRecord(withModules('{"base": 1}'), check);
    expect((await store.list()).length).toBe(1);
    store.close();
  });
});
