// The saves' housekeeping (GameStore.pruneClaims): the claims of deleted games, and of games a
// page claimed when they were already gone, are dropped once no other page of the app is open —
// never while a page that may still show such a game lives, so a deleted game is never written
// back; the claims of saved games stay, so two windows on one game still never mix their moves.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, GameStore, type LostReason } from '../../ui/storage/index.js';
import { DELETED_WRITER } from '../../ui/storage/db.js';
import { LOCK_QUERY_MS, type LockManagerLike } from '../../ui/platform/game-lock.js';
import { PagePresence } from '../../ui/platform/page-presence.js';
import { MissingGameError, reopenGame } from '../../ui/game/reopen.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { autosaved, dbName, ENGINE, playTurn } from './storage-helpers.js';

const alone = () => Promise.resolve(false), notAlone = () => Promise.resolve(true);

/** Every claim row of database `name`, as [game, writer]. */
async function claimRows(name: string): Promise<[string, string][]> {
  const db = await openDB(name);
  const keys = await db.getAllKeys('claims') as [string, string][];
  db.close();
  return keys;
}

/** A page playing game `id` (saved, so it holds the game's claim), with what it is told it lost. */
async function playing(name: string, id: string) {
  const store = await GameStore.open(name);
  const page = autosaved(store, id);
  const lost: [string, LostReason][] = [];
  page.saver.onLost = (game, reason) => lost.push([game, reason]);
  await playTurn(page.session);
  await page.saver.flush();
  return { store, ...page, lost };
}

describe('pruning the claims', () => {
  it('drops a deleted game\'s claim once no other page is open; the game stays deleted', async () => {
    const name = dbName('prune');
    const a = await playing(name, 'kept');
    const b = await playing(name, 'gone');
    await a.store.delete('gone');
    expect(await claimRows(name)).toContainEqual(['gone', DELETED_WRITER]);
    // Page b was closed; a later page finds itself alone.
    b.store.close();
    const later = await GameStore.open(name);
    expect(await later.pruneClaims(alone)).toBe(1);
    expect((await claimRows(name)).sort()).toEqual([['kept', a.store.writer]]);
    // Still deleted: not listed, not loadable, and opening it says so.
    expect((await later.list()).map((r) => r.id)).toEqual(['kept']);
    const saver = new Autosaver(() => later, ENGINE, () => undefined);
    await expect(reopenGame('gone', { catalog: BUILT_IN_MODULES, autosaver: saver, store: later, engine: ENGINE, onChange: () => undefined }))
      .rejects.toBeInstanceOf(MissingGameError);
    expect(await later.load('gone', ENGINE)).toBeUndefined();
    // The saved game's claim is untouched: page a plays on, and still owns it.
    await playTurn(a.session);
    await a.saver.flush();
    expect(a.lost).toEqual([]);
  });

  it('keeps a deleted game\'s claim while another page is open: the page still showing it is refused', async () => {
    const name = dbName('prune');
    const a = await playing(name, 'shown');
    const other = await GameStore.open(name);
    await other.delete('shown');
    expect(await other.pruneClaims(notAlone)).toBe(0);
    await playTurn(a.session);
    await expect(a.saver.flush()).rejects.toThrow();
    expect(a.lost).toEqual([['shown', 'gone']]);
    expect(await other.list()).toEqual([]);
    expect(await claimRows(name)).toEqual([['shown', DELETED_WRITER]]);
  });

  it('drops only the rows read before it asked: a game deleted meanwhile keeps its claim', async () => {
    const name = dbName('prune');
    const a = await playing(name, 'old');
    const b = await playing(name, 'new');
    await a.store.delete('old');
    a.store.close();
    const later = await GameStore.open(name);
    // While the pages are asked, page b's game is deleted (page b may still show it).
    const dropped = await later.pruneClaims(async () => { await b.store.delete('new'); return false; });
    expect(dropped).toBe(1);
    expect(await claimRows(name)).toEqual([['new', DELETED_WRITER]]);
    await playTurn(b.session);
    await expect(b.saver.flush()).rejects.toThrow();
    expect(b.lost).toEqual([['new', 'gone']]);
    expect(await later.list()).toEqual([]);
  });

  it('drops the claim another page left on a game that was gone, but not this page\'s own', async () => {
    const name = dbName('prune');
    const a = await GameStore.open(name);
    await a.claim('missing'); // a page opening a game deleted and pruned before: it finds nothing
    expect(await a.load('missing')).toBeUndefined();
    expect(await a.pruneClaims(alone)).toBe(0); // its own row: it is open
    a.close();
    const later = await GameStore.open(name);
    expect(await later.pruneClaims(alone)).toBe(1);
    expect(await claimRows(name)).toEqual([]);
    // Nothing left to do: the pages are not even asked.
    const asked = vi.fn(alone);
    expect(await later.pruneClaims(asked)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('whether another page of the app is open (Web Locks)', () => {
  afterEach(() => { vi.useRealTimers(); });

  /** A lock manager that grants every request and reports `others` held beside them. */
  function locks(others: string[], query?: () => Promise<{ held: { name: string }[] }>): LockManagerLike {
    const mine: string[] = [];
    return {
      request(name) { mine.push(name); return new Promise(() => undefined); },
      query: query ?? (() => Promise.resolve({ held: [...mine, ...others].map((name) => ({ name })) })),
    };
  }

  it('is alone when no other page holds the page lock or a game', async () => {
    expect(await new PagePresence(locks([])).othersOpen()).toBe(false);
    expect(await new PagePresence(locks(['carcassonne.game.g'])).othersOpen('g')).toBe(false); // its own game
    expect(await new PagePresence(locks(['something.else'])).othersOpen()).toBe(false);
  });

  it('is not alone beside another page, or a page of an older version playing a game', async () => {
    expect(await new PagePresence(locks(['carcassonne.page'])).othersOpen()).toBe(true);
    expect(await new PagePresence(locks(['carcassonne.game.g'])).othersOpen()).toBe(true);
    expect(await new PagePresence(locks(['carcassonne.game.g'])).othersOpen('h')).toBe(true);
  });

  it('says "maybe" without Web Locks, on an error, and when the locks do not answer', async () => {
    expect(await new PagePresence(undefined).othersOpen()).toBe(true);
    expect(await new PagePresence(locks([], () => Promise.reject(new Error('no')))).othersOpen()).toBe(true);
    vi.useFakeTimers();
    const asked = new PagePresence(locks([], () => new Promise(() => undefined))).othersOpen();
    await vi.advanceTimersByTimeAsync(LOCK_QUERY_MS);
    expect(await asked).toBe(true);
  });
});
