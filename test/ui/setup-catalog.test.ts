// The set-up screen shows one card per module id (ui/game/setup-catalog.ts), and names an id that
// two different modules claim, which Start refuses.
import { describe, expect, it } from 'vitest';
import type { ExpansionModule } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setupCatalog } from '../../ui/game/setup-catalog.js';

const ids = (ms: readonly ExpansionModule[]) => ms.map((m) => m.id);

describe('set-up cards', () => {
  it('are the catalogue, one per module, when nothing is listed twice', () => {
    expect(setupCatalog(BUILT_IN_MODULES)).toEqual({ modules: BUILT_IN_MODULES, clashes: [] });
  });

  it('show a module listed twice once, with no note (it is the same module)', () => {
    const [base, catapult] = BUILT_IN_MODULES;
    const cards = setupCatalog([...BUILT_IN_MODULES, catapult, base]);
    expect(ids(cards.modules)).toEqual(ids(BUILT_IN_MODULES));
    expect(cards.clashes).toEqual([]);
  });

  it('show the first of two different modules under one id, and name the id', () => {
    const copy: ExpansionModule = { ...BUILT_IN_MODULES[2], version: 99 };
    const cards = setupCatalog([...BUILT_IN_MODULES, copy, copy]);
    expect(ids(cards.modules)).toEqual(ids(BUILT_IN_MODULES));
    expect(cards.modules[2]).toBe(BUILT_IN_MODULES[2]);
    expect(cards.clashes).toEqual([copy.id]);
  });
});
