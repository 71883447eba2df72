// Which game a window comes back to (ui/game/open-game.ts): each window its own, kept in its
// sessionStorage through reloads; a fresh window the game opened last in any window (the saves'
// shared 'current'), which a window leaving its game clears only while it still names that game.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GameStore } from '../../ui/storage/index.js';
import { OpenGame, WINDOW_KEY } from '../../ui/game/open-game.js';
import { dbName } from './storage-helpers.js';

/** A window's sessionStorage (it outlives the page's reloads, not the window). */
function windowStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => { items.set(k, v); }, items };
}

describe('the game a window comes back to', () => {
  it('two windows each come back to their own game; a fresh window to the one opened last', async () => {
    const store = await GameStore.open(dbName('open'));
    const a = windowStorage(), b = windowStorage();
    await new OpenGame(() => store, a).opened('x');
    await new OpenGame(() => store, b).opened('y');
    // Each window reloaded: a new page (a new OpenGame) on the same window's storage.
    expect(await new OpenGame(() => store, a).read()).toBe('x');
    expect(await new OpenGame(() => store, b).read()).toBe('y');
    expect(await new OpenGame(() => store, windowStorage()).read()).toBe('y');
    store.close();
  });

  it('a window left at the start screen comes back to it, even when another window plays on', async () => {
    const store = await GameStore.open(dbName('open'));
    const a = windowStorage(), b = windowStorage();
    await new OpenGame(() => store, a).opened('x');
    await new OpenGame(() => store, b).opened('y');
    await new OpenGame(() => store, b).leftGame('y');
    expect(await new OpenGame(() => store, b).read()).toBeNull();
    expect(await new OpenGame(() => store, a).read()).toBe('x');
    // The shared value named the game left: a fresh window reopens nothing.
    expect(await store.current()).toBeNull();
    expect(await new OpenGame(() => store, windowStorage()).read()).toBeNull();
    store.close();
  });

  it('leaving a game keeps the shared value when another window opened a game since', async () => {
    const store = await GameStore.open(dbName('open'));
    const a = windowStorage(), b = windowStorage();
    await new OpenGame(() => store, a).opened('x');
    await new OpenGame(() => store, b).opened('y');
    await new OpenGame(() => store, a).leftGame('x');
    expect(await store.current()).toBe('y');
    expect(await new OpenGame(() => store, a).read()).toBeNull();
    expect(a.items.get(WINDOW_KEY)).toBe('');
    store.close();
  });

  it('without sessionStorage (blocked, or throwing) the shared value answers', async () => {
    const store = await GameStore.open(dbName('open'));
    await new OpenGame(() => store, null).opened('x');
    expect(await new OpenGame(() => store, null).read()).toBe('x');
    const throwing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    await new OpenGame(() => store, throwing).opened('z');
    expect(await new OpenGame(() => store, throwing).read()).toBe('z');
    // And without the saves (not open yet): only the window's own.
    const w = windowStorage();
    await new OpenGame(() => null, w).opened('q');
    expect(await new OpenGame(() => null, w).read()).toBe('q');
    expect(await new OpenGame(() => null, windowStorage()).read()).toBeNull();
    store.close();
  });
});
