// Saved games in IndexedDB (fake-indexeddb in node): autosave per action, list, resume by replay,
// delete, and import that refuses a bad file without changing anything.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { report } from '../../core/index.js';
import { GameStore, exportRecord } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { setup } from '../helpers.js';

let dbCount = 0;
const freshStore = () => GameStore.open(`test-${++dbCount}`);

function autosaving(store: GameStore) {
  const writes: Promise<void>[] = [];
  const onChange = (s: Session) => { writes.push(store.save(s.id, s.record(), s.summary())); };
  return { writes, onChange };
}

describe('GameStore', () => {
  it('autosaves after every action and resumes exactly where the game was', async () => {
    const store = await freshStore();
    const { writes, onChange } = autosaving(store);
    const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7 }), 'g1', onChange);
    for (let turn = 0; turn < 6; turn++) {
      const spot = session.placementSpots()[0];
      session.tapCell(spot.x, spot.y);
      expect(session.confirmPlacement()?.ok).toBe(true);
      if (session.deploying) session.skip();
    }
    await Promise.all(writes);
    expect(writes.length).toBe(session.game.actions.length);
    const saved = await store.load('g1');
    expect(saved?.record.actions).toEqual(session.game.actions);
    expect(saved?.summary.turn).toBe(6);
    const resumed = Session.resume(BUILT_IN_MODULES, saved!.record, 'g1');
    expect(report(resumed.game)).toEqual(report(session.game));
    expect((await store.last())?.id).toBe('g1');
    store.close();
  });

  it('lists several games newest first, and deletes one', async () => {
    const store = await freshStore();
    for (const [id, at] of [['a', 1000], ['b', 3000], ['c', 2000]] as const) {
      const s = Session.start(BUILT_IN_MODULES, setup(2), id);
      await store.save(id, s.record(), s.summary(), at);
    }
    expect((await store.list()).map((g) => g.id)).toEqual(['b', 'c', 'a']);
    await store.setCurrent('b');
    await store.delete('b');
    expect((await store.list()).map((g) => g.id)).toEqual(['c', 'a']);
    expect(await store.current()).toBeNull();
    expect((await store.last())?.id).toBe('c');
    await store.delete('c');
    expect(await store.last()).toBeUndefined();
    store.close();
  });

  it('keeps the creation time and the latest record of a game saved many times', async () => {
    const store = await freshStore();
    const s = Session.start(BUILT_IN_MODULES, setup(2), 'x');
    await store.save('x', s.record(), s.summary(), 100);
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    s.confirmPlacement();
    await store.save('x', s.record(), s.summary(), 200);
    const saved = await store.load('x');
    expect([saved?.created, saved?.updated, saved?.record.actions.length]).toEqual([100, 200, 1]);
    store.close();
  });

  it('imports an exported record, and refuses bad files without writing anything', async () => {
    const store = await freshStore();
    const s = Session.start(BUILT_IN_MODULES, setup(3, { seed: 3 }), 'orig');
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    s.confirmPlacement();
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    const id = await store.importRecord(exportRecord(s.record()), check);
    expect((await store.load(id))?.record.actions).toEqual(s.game.actions);

    const bad = [
      '{ not json',
      JSON.stringify({ ...s.record(), format: 'something-else' }),
      JSON.stringify({ ...s.record(), version: 99 }),
      JSON.stringify({ ...s.record(), actions: [{ type: 'place', x: 50, y: 50, rotation: 0 }] }),
    ];
    const codes: string[] = [];
    for (const text of bad) {
      await store.importRecord(text, check).then(() => codes.push('accepted'), (e: { code: string }) => codes.push(e.code));
    }
    expect(codes).toEqual(['malformed-json', 'bad-record', 'newer-record', 'replay']);
    expect((await store.list()).length).toBe(1);
    store.close();
  });
});
