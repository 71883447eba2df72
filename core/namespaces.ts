// Who owns which id prefix ("inns/…"): a module owns its id. Set-up refuses a follower type that
// is not in its module's namespace: two modules' plain ids ("mayor") would collide when both load.
import type { ExpansionModule, FollowerTypeDef } from './contract.js';
import { SetupError } from './errors.js';
import { DEFAULT_FOLLOWER } from './types.js';

/** The part of an id before its first "/" ('' for an id without one). */
function prefixOf(id: string): string {
  const slash = id.indexOf('/');
  return slash < 0 ? '' : id.slice(0, slash);
}

/**
 * A follower type is '<module id>/<name>'. The one plain id is core's default type,
 * DEFAULT_FOLLOWER, which a deploy without `follower` uses (base declares it).
 */
export function checkFollowerTypeId(m: ExpansionModule, f: FollowerTypeDef): void {
  if (f.id === DEFAULT_FOLLOWER) return;
  const prefix = prefixOf(f.id);
  if (prefix === m.id && /^[A-Za-z0-9-]+$/.test(f.id.slice(prefix.length + 1))) return;
  const plain = f.id.slice(f.id.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9-]/g, '') || 'name';
  throw new SetupError('bad-follower-type-id', `follower type "${f.id}" of "${m.id}" must be namespaced like "${m.id}/${plain}" (only the normal follower is plain "${DEFAULT_FOLLOWER}")`);
}
