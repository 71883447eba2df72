// The rules reference's pages (expansions/<id>/ui/rules.ts): every module brings them, every text
// they use exists in all four languages (translated, not English copied), every tile picture
// names a tile of the module and every option block one of its options; and the search finds
// pages by words typed without accents.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { LOCALES, setLocale, t } from '../../ui/i18n/index.js';
import { loadRules, modulesWithRules, orderByRequires } from '../../ui/rules/registry.js';
import { fold, matches, pageKeys, pageText } from '../../ui/rules/search.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('rules pages of the built-in modules', async () => {
  const books = await loadRules(BUILT_IN_MODULES);

  it('every built-in module brings its own pages, base first', () => {
    expect(modulesWithRules().sort()).toEqual(BUILT_IN_MODULES.map((m) => m.id).sort());
    expect(books.map((b) => b.module.id).sort()).toEqual(BUILT_IN_MODULES.map((m) => m.id).sort());
    expect(books[0].module.id).toBe('base');
    for (const b of books) expect(b.rules.pages.length, b.module.id).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key the pages use has a text, with the key set of English${locale === 'en' ? '' : ', translated'}`, () => {
      for (const { module, rules } of books) {
        const table = rules.texts[locale], en = rules.texts.en;
        expect(Object.keys(table).sort(), module.id).toEqual(Object.keys(en).sort());
        const used = rules.pages.flatMap(pageKeys);
        for (const key of used) {
          expect(key.startsWith(`rules.${module.id}.`), key).toBe(true);
          expect(table[key]?.trim(), `${locale} ${key}`).toBeTruthy();
          expect(placeholders(table[key]), key).toEqual(placeholders(en[key]));
          if (locale !== 'en') expect(table[key], `${locale} ${key} is still English`).not.toBe(en[key]);
        }
        // No text left over that no page shows.
        expect(Object.keys(en).filter((k) => !used.includes(k)), module.id).toEqual([]);
      }
    });
  }

  it('tile pictures name tiles of the module, option blocks its options, page ids are unique', () => {
    for (const { module, rules } of books) {
      const tiles = new Set((module.allTiles ?? []).map((d) => d.id));
      const ids = rules.pages.map((p) => p.id);
      expect(new Set(ids).size, module.id).toBe(ids.length);
      for (const p of rules.pages) {
        for (const b of p.blocks) {
          if ('tiles' in b) for (const id of b.tiles) expect(tiles.has(id), `${module.id}/${p.id}: ${id}`).toBe(true);
          if ('option' in b) expect(module.options?.[b.option], `${module.id}/${p.id}: ${b.option}`).toBeDefined();
        }
      }
    }
  });

  it('registers the texts, so the pages read in every language through t()', () => {
    const base = books.find((b) => b.module.id === 'base')!;
    setLocale('cs');
    expect(t(base.rules.pages[0].title)).toBe('Hra v kostce');
    setLocale('en');
    expect(t(base.rules.pages[0].title)).toBe('The game in short');
  });

  it('search keeps the pages holding every word typed, ignoring case and accents', () => {
    const base = books.find((b) => b.module.id === 'base')!;
    const found = (q: string) => base.rules.pages.filter((p) => matches(pageText(p, (k) => t(k)), q)).map((p) => p.id);
    setLocale('en');
    expect(found('cloister 9 points')).toEqual(['cloisters']);
    expect(found('')).toHaveLength(base.rules.pages.length);
    expect(found('zzzz')).toEqual([]);
    setLocale('cs');
    expect(found('klaster')).toContain('cloisters');
    setLocale('it');
    expect(found('citta completata')).toContain('cities');
    setLocale('en');
    expect(fold('Město Città')).toBe('mesto citta');
  });
});

describe('orderByRequires', () => {
  it('puts what a module requires before it', () => {
    const order = orderByRequires([...BUILT_IN_MODULES].reverse()).map((m) => m.id);
    for (const m of BUILT_IN_MODULES) for (const r of m.requires ?? []) expect(order.indexOf(r)).toBeLessThan(order.indexOf(m.id));
  });
});
