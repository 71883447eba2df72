// A module's own reader of its slice (state.ext[id]) that remembers the last state it read: the
// lookup by module id in Game.slice is a keyed load whose key differs per module, so V8 makes it
// megamorphic, and a module with a phase on every turn reads its slice several times a turn.
import type { GameReader } from './view.js';

/**
 * Returns `(api) => api.slice(moduleId)` with a one-entry cache keyed by the state's `ext` object.
 * It holds while the slice object itself is never replaced inside a live state's `ext`: modules
 * change their slice in place, and the engine replaces a state's whole `ext` whenever it rebuilds
 * one (a fork, a restore, a replay after a failed action), which the cache sees.
 */
export function sliceReader<T>(moduleId: string): (api: GameReader) => T {
  let ext: object | null = null;
  let slice: T | undefined;
  return (api) => {
    const now = api.state.ext;
    if (now !== ext) {
      slice = api.slice<T>(moduleId);
      ext = now;
    }
    return slice as T;
  };
}
