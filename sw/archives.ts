// Which archived versions the service worker keeps (sw/sw.ts). An update archives the files of the
// version it replaces, one cache per version, for the tabs still running it; each page tells the
// worker which version it runs (ui/pwa.ts). The rule is pure, so it is tested in node.

/** One cache per archived version, named by when it was archived. */
export const ARCHIVE_PREFIX = 'carcassonne-archive-';
/** The one archive of earlier workers (a single version, replaced at each update): the oldest. */
export const LEGACY_ARCHIVE = 'carcassonne-previous-version';
/** At most this many versions are kept, however many tabs run old ones: storage stays bounded. */
export const MAX_ARCHIVES = 3;

export function archiveName(time: number): string {
  return `${ARCHIVE_PREFIX}${time}`;
}

/** The archives among cache names, oldest first. */
export function archivesOldestFirst(cacheNames: readonly string[]): string[] {
  const time = (name: string) => (name === LEGACY_ARCHIVE ? 0 : Number(name.slice(ARCHIVE_PREFIX.length)) || 0);
  return cacheNames.filter((n) => n === LEGACY_ARCHIVE || n.startsWith(ARCHIVE_PREFIX)).sort((a, b) => time(a) - time(b));
}

export interface Archive {
  name: string;
  /** An open page runs a file it holds. */
  running: boolean;
}

export interface OpenPages {
  /** Every open page has said which version it runs (a page of an older build never says). */
  allKnown: boolean;
  /**
   * A newer worker is installing or waiting: the newest archive is its copy of the version the
   * active worker serves, which pages opened until that newer worker activates will run too.
   */
  keepNewest: boolean;
}

/**
 * The archives to delete, given them oldest first: a version no open page runs, when every open
 * page said what it runs; then the oldest beyond MAX_ARCHIVES, even if a page still runs them.
 */
export function archivesToDelete(archives: readonly Archive[], pages: OpenPages): string[] {
  const last = archives.length - 1;
  const kept = archives.filter((a, i) => a.running || !pages.allKnown || (pages.keepNewest && i === last));
  const over = Math.max(0, kept.length - MAX_ARCHIVES);
  const keep = new Set(kept.slice(over).map((a) => a.name));
  return archives.filter((a) => !keep.has(a.name)).map((a) => a.name);
}
