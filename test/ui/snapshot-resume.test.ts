// Resuming from a snapshot: the resume says truthfully whether the snapshot was used (the test
// hook reports it), a snapshot is only taken at a turn's start so resuming from it rebuilds the
// turn log and chronicle of a full replay, and a snapshot that does not belong to the stored
// actions is ignored.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { report } from '../../core/index.js';
import { GameStore } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { reopenGame } from '../../ui/game/reopen.js';
import { autosaved, dbName, ENGINE, playTurn } from './storage-helpers.js';

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
