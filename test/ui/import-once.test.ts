// Importing the same file twice at the same moment (two taps on Import, or two windows) saves it
// once: the look for the same game and the save are one IndexedDB transaction (GameStore.importRecord).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { exportRecord, GameStore } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { setup } from '../helpers.js';
import { dbName, playTurn } from './storage-helpers.js';

const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();

async function exported(seed: number): Promise<string> {
  const s = Session.start(BUILT_IN_MODULES, setup(2, { seed }), 'orig');
  await playTurn(s);
  return exportRecord(s.record());
}

describe('a concurrent double import', () => {
  it('saves a file imported twice at once only once, and both imports name that game', async () => {
    const store = await GameStore.open(dbName('import'));
    const text = await exported(3);
    const results = await Promise.all([store.importRecord(text, check), store.importRecord(text, check)]);
    expect(results.map((r) => r.existing).sort()).toEqual([false, true]);
    expect(results[0].id).toBe(results[1].id);
    expect((await store.list()).map((g) => g.id)).toEqual([results[0].id]);
    expect((await store.last())?.id).toBe(results[0].id);
    store.close();
  });

  it('saves it once when two windows import it at the same moment', async () => {
    const name = dbName('import');
    const a = await GameStore.open(name), b = await GameStore.open(name);
    const text = await exported(5);
    const results = await Promise.all([a.importRecord(text, check), b.importRecord(text, check), a.importRecord(text, check)]);
    expect(results.filter((r) => !r.existing)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect((await a.list()).length).toBe(1);
    expect((await b.load(results[0].id))?.record).toEqual(JSON.parse(text));
    a.close();
    b.close();
  });

  it('still saves two different files imported at once, each once', async () => {
    const store = await GameStore.open(dbName('import'));
    const [one, two] = [await exported(7), await exported(8)];
    const results = await Promise.all([store.importRecord(one, check), store.importRecord(two, check), store.importRecord(one, check)]);
    expect(results.map((r) => r.existing)).toEqual([false, false, true]);
    expect(results[2].id).toBe(results[0].id);
    expect((await store.list()).length).toBe(2);
    store.close();
  });
});
