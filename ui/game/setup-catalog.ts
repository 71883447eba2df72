// The modules the set-up screen offers: one card per module id. A catalogue that lists a module
// twice (or two modules under one id, a copied folder whose id was not changed) would show two
// cards that toggle together; the second is dropped and a clash of two different objects is named,
// as Start will refuse it (the registry's duplicate-module).

import type { ExpansionModule } from '../../core/index.js';

export interface SetupCatalog {
  /** The first module of each id, in catalogue order. */
  modules: readonly ExpansionModule[];
  /** Ids that two different module objects claim, in catalogue order. */
  clashes: readonly string[];
}

export function setupCatalog(catalog: readonly ExpansionModule[]): SetupCatalog {
  const first = new Map<string, ExpansionModule>();
  const clashes: string[] = [];
  for (const m of catalog) {
    const seen = first.get(m.id);
    if (!seen) first.set(m.id, m);
    else if (seen !== m && !clashes.includes(m.id)) clashes.push(m.id);
  }
  return { modules: [...first.values()], clashes };
}
