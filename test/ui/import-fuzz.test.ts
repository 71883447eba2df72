// Imports under fire: the size and depth checks run before any parse, and random damage to a real
// exported record (fast-check) is either imported whole — and then resumes — or refused with a
// SetupError that changes nothing; never a crash, never a half-written game.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, SetupError } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Session } from '../../ui/game/session.js';
import { GameStore, MAX_IMPORT_BYTES, MAX_IMPORT_DEPTH, checkImportText, exportRecord } from '../../ui/storage/index.js';
import { nestingDepth } from '../../ui/storage/import-limits.js';
import { playRandom, setup } from '../helpers.js';

describe('import limits', () => {
  it('counts nesting outside strings only, escapes included', () => {
    expect(nestingDepth('{"a":[1,{"b":"[[[[{{{{"}]}')).toBe(3);
    expect(nestingDepth('{"a":"\\"[[[[","b":[]}')).toBe(2);
    expect(nestingDepth('[]')).toBe(1);
  });

  it('refuses too large and too deep texts before parsing, naming the limit', () => {
    const big = `{"x":"${'é'.repeat(MAX_IMPORT_BYTES / 2 + 10)}"}`; // 2 bytes each in UTF-8
    expect(() => checkImportText(big)).toThrow(/at most 2\.0 MiB/);
    expect(() => checkImportText('['.repeat(MAX_IMPORT_DEPTH + 1))).toThrow(new RegExp(`deeper than ${MAX_IMPORT_DEPTH}`));
    // A huge nesting is refused without a stack overflow (no parse happens).
    expect(() => checkImportText('['.repeat(1_000_000))).toThrow(SetupError);
    expect(() => checkImportText('{"a":[[1]]}')).not.toThrow();
  });
});

describe('import fuzz', () => {
  it('damaged records are imported whole or refused with a SetupError, never half-written', async () => {
    const game = Session.start(BUILT_IN_MODULES, setup(3, { seed: 9, expansions: ['base', 'siege'] }), 'src').game;
    playRandom(game, 9, 40);
    const text = exportRecord(new Session(BUILT_IN_MODULES, game, 'src').record());
    const store = await GameStore.open('fuzz');
    const check = (r: Parameters<typeof Session.resume>[1]) => Session.resume(BUILT_IN_MODULES, r, 'check').summary();
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.nat(text.length - 1), fc.nat(3), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 4 }),
      async (edits) => {
        let t = text;
        for (const [at, kind, s] of edits) {
          const i = at % t.length;
          t = kind === 0 ? t.slice(0, i) + t.slice(i + 1) : kind === 1 ? t.slice(0, i) + s + t.slice(i) : kind === 2 ? t.slice(0, i) + s + t.slice(i + s.length) : t.slice(0, i);
        }
        const before = (await store.list()).length;
        try {
          const { id, existing } = await store.importRecord(t, check);
          const saved = await store.load(id);
          expect(() => Session.resume(BUILT_IN_MODULES, saved!.record, id)).not.toThrow();
          // A damage that left the same game (a space between tokens) finds the one imported before,
          // and only then: the game it names is this very record.
          expect((await store.list()).length).toBe(before + (existing ? 0 : 1));
          if (existing) expect(saved!.record).toEqual(parseRecord(t));
        } catch (e) {
          expect(e).toBeInstanceOf(SetupError);
          expect((await store.list()).length).toBe(before);
        }
      },
    ), { numRuns: 150, seed: 42 });
    store.close();
  });
});
