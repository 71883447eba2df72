// The service worker's rule for which archived versions it keeps (sw/archives.ts). The browser
// test (test/e2e/update.test.ts) runs it through three deployments with an old tab open.
import { describe, expect, it } from 'vitest';
import { archiveName, archivesOldestFirst, archivesToDelete, LEGACY_ARCHIVE, MAX_ARCHIVES } from '../../sw/archives.js';

const archives = (...running: boolean[]) => running.map((r, i) => ({ name: archiveName(1000 + i), running: r }));
const known = { allKnown: true, keepNewest: false };

describe('archived versions', () => {
  it('are the archive caches, the earlier single archive first, then by age', () => {
    const names = ['workbox-precache-v2-x', archiveName(20), 'carcassonne-pages', archiveName(3), LEGACY_ARCHIVE];
    expect(archivesOldestFirst(names)).toEqual([LEGACY_ARCHIVE, archiveName(3), archiveName(20)]);
  });

  it('go once no open page runs them', () => {
    expect(archivesToDelete(archives(true, false, true), known)).toEqual([archiveName(1001)]);
    expect(archivesToDelete(archives(false, false), known)).toEqual([archiveName(1000), archiveName(1001)]);
  });

  it('all stay while a page has not said which version it runs', () => {
    expect(archivesToDelete(archives(false, false, true), { allKnown: false, keepNewest: false })).toEqual([]);
  });

  it('the newest stays while a newer worker installs or waits (pages opened meanwhile run its version)', () => {
    expect(archivesToDelete(archives(false, false), { allKnown: true, keepNewest: true })).toEqual([archiveName(1000)]);
  });

  it(`are ${MAX_ARCHIVES} at most: the oldest go first, even if a page runs them`, () => {
    const many = archives(true, true, true, true, true);
    expect(archivesToDelete(many, known)).toEqual([archiveName(1000), archiveName(1001)]);
    expect(archivesToDelete(archives(false, false, false, false), { allKnown: false, keepNewest: true })).toEqual([archiveName(1000)]);
  });
});
