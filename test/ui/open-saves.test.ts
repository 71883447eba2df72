// Opening the saves at start-up (ui/storage/open-saves.ts): a failed open is tried again after a
// pause (a passing failure right after a kill), a database newer than the app is final at once, and
// an open that does not answer is raced so the app can show its start screen meanwhile.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GameStore, LATE, openSaves, within } from '../../ui/storage/index.js';
import { dbName } from './storage-helpers.js';

const failure = (name: string) => Object.assign(new Error(name), { name });

describe('opening the saves', () => {
  it('tries again after a failed open, and gets the store', async () => {
    const name = dbName('open');
    let attempts = 0;
    const store = await openSaves(() => (++attempts < 3 ? Promise.reject(failure('UnknownError')) : GameStore.open(name)), [1, 1, 1]);
    expect(attempts).toBe(3);
    expect(await store.list()).toEqual([]);
    store.close();
  });

  it('gives up after the last pause, with the last failure', async () => {
    let attempts = 0;
    await expect(openSaves(() => { attempts++; return Promise.reject(failure('UnknownError')); }, [1, 1])).rejects.toThrow('UnknownError');
    expect(attempts).toBe(3);
  });

  it('does not try again when the saves are of a newer version of the app', async () => {
    let attempts = 0;
    await expect(openSaves(() => { attempts++; return Promise.reject(failure('VersionError')); }, [1, 1])).rejects.toThrow('VersionError');
    expect(attempts).toBe(1);
  });

  it('says LATE for an open that does not answer in time, and the value of one that does', async () => {
    expect(await within(new Promise(() => undefined), 5)).toBe(LATE);
    expect(await within(Promise.resolve('store'), 1000)).toBe('store');
    await expect(within(Promise.reject(failure('UnknownError')), 1000)).rejects.toThrow('UnknownError');
  });
});
