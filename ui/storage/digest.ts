// A snapshot is the state after its first `at` actions; its digest of those actions, kept with it,
// lets a load tell whether it still belongs to the stored record (the same count of other actions:
// a record rewritten, an undo and a different move, rows written by another tab). Not a defence
// against forgery — a 53-bit hash (cyrb53) of the actions' JSON, against accidents. The actions
// are hashed as stored: IndexedDB and the engine keep each action's fields in their order.
import type { Action } from '../../core/index.js';

/** The digest of `actions[0 … count)`. A few hundred small actions hash in well under a millisecond. */
export function actionsDigest(actions: readonly Action[], count: number): string {
  const text = JSON.stringify(actions.slice(0, count));
  let h1 = 0xdeadbeef ^ count, h2 = 0x41c6ce57 ^ count;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${count}:${((h2 >>> 0) & 0x1fffff).toString(16)}:${(h1 >>> 0).toString(16)}`;
}
