// Who owns which id prefix ("<module id>/…"): a module owns its id and the namespaces it declares (a
// module that joins several sets may name its tiles after each). Set-up refuses a tile in another
// module's namespace and a follower type outside its own: their ids would collide once both load.
import type { ExpansionModule, FollowerTypeDef } from './contract.js';
import { SetupError } from './errors.js';
import { DEFAULT_FOLLOWER } from './types.js';

/**
 * Prefix → the id of the module that owns it, over the whole catalogue (a tile may not borrow the
 * namespace of a module this game leaves out either). A loaded module that declares a namespace
 * another module also claims is refused; a clash between two modules left out does not stop this game.
 */
export function namespaceOwners(catalog: readonly ExpansionModule[], loaded: readonly ExpansionModule[]): Map<string, string> {
  const claims = new Map<string, string[]>();
  const claim = (ns: string, id: string) => { if (!claims.get(ns)?.includes(id)) claims.set(ns, [...(claims.get(ns) ?? []), id]); };
  for (const m of catalog) claim(m.id, m.id);
  for (const m of catalog) for (const ns of m.namespaces ?? []) claim(ns, m.id);
  for (const m of loaded) {
    for (const ns of m.namespaces ?? []) {
      // The form of a tile id's prefix: an empty or odd one would hold no tile, or let a plain id through.
      if (typeof ns !== 'string' || !/^[a-z0-9-]+$/.test(ns)) {
        throw new SetupError('bad-namespace', `module "${m.id}" declares the namespace ${JSON.stringify(ns)}: a namespace is lower-case letters, digits and "-", like a module id`);
      }
      const other = claims.get(ns)!.find((id) => id !== m.id);
      if (other === ns) {
        throw new SetupError('namespace-taken', `module "${m.id}" declares the namespace "${ns}", which is the id of module "${other}" (a module's id is its namespace): one of the two must be renamed`);
      }
      if (other !== undefined) {
        throw new SetupError('namespace-taken', `module "${m.id}" declares the namespace "${ns}", which belongs to module "${other}"`);
      }
    }
  }
  return new Map([...claims].map(([ns, ids]) => [ns, ids[0]]));
}

/** The part of an id before its first "/" ('' for an id without one). */
export function prefixOf(id: string): string {
  const slash = id.indexOf('/');
  return slash < 0 ? '' : id.slice(0, slash);
}

/** A tile's prefix may be any but another module's (an undeclared one is a module-check warning). */
export function checkTileNamespace(m: ExpansionModule, tileId: string, owners: ReadonlyMap<string, string>): void {
  const owner = owners.get(prefixOf(tileId));
  if (owner !== undefined && owner !== m.id) {
    throw new SetupError('foreign-tile-id', `tile "${tileId}" of "${m.id}" is in the namespace of module "${owner}": name it "${m.id}/${tileId.slice(tileId.indexOf('/') + 1)}", or declare a namespace of your own in namespaces`);
  }
}

/**
 * A follower type is '<namespace>/<name>' in one of its module's namespaces. The one plain id is
 * core's default type, DEFAULT_FOLLOWER, which a deploy without `follower` uses (a module declares it).
 */
export function checkFollowerTypeId(m: ExpansionModule, f: FollowerTypeDef): void {
  if (f.id === DEFAULT_FOLLOWER) return;
  const prefix = prefixOf(f.id);
  if ((prefix === m.id || m.namespaces?.includes(prefix)) && /^[A-Za-z0-9-]+$/.test(f.id.slice(prefix.length + 1))) return;
  const plain = f.id.slice(f.id.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9-]/g, '') || 'name';
  throw new SetupError('bad-follower-type-id', `follower type "${f.id}" of "${m.id}" must be namespaced like "${m.id}/${plain}" (only the normal follower is plain "${DEFAULT_FOLLOWER}")`);
}
