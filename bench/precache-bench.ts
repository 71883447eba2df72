// The offline cache a first visit fills: every entry of the service worker's precache manifest
// (read out of the built sw.js, as workbox injected it), its total size on disk and the largest
// entries by name — what a tablet must download and keep to play in airplane mode.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precacheEntries } from '../tools/precache-manifest.js';
import { findRoot } from './built-app.js';

const KiB = 1024;

export async function runPrecacheBench(dir: string, print: (line: string) => void): Promise<void> {
  const entries = await precacheEntries(dir);
  const total = entries.reduce((n, e) => n + e.bytes, 0);
  // Sizes of one build are exact (the same build always gives the same bytes): no runs to take a median of.
  print(`precache.total_mib ${(total / KiB / KiB).toFixed(2)} (${entries.length} entries, exact sizes of this build; goal ≤ 4)`);
  entries.slice(0, 5).forEach((e, i) => {
    const name = e.url.replace(/-[\w-]{8}(\.\w+)$/, '$1'); // without the content hash: comparable across builds
    print(`precache.largest.${i + 1} ${(e.bytes / KiB).toFixed(1)} KiB ${name}`);
  });
}

// `npx tsx bench/precache-bench.ts [dir]` after `npm run build`: the figures of that build (dist/ by default).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runPrecacheBench(process.argv[2] ?? join(findRoot(), 'dist'), (l) => console.log(l));
}
