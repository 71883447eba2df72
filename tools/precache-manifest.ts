// The offline cache of a build: every entry of the service worker's precache manifest, read out of
// the built sw.js as workbox injected it, with its size on disk. The precache bench prints it and a
// browser-suite test holds it to its budget (docs/architecture.md, offline).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface PrecacheEntry { url: string; bytes: number }

/** The precache entries of the build in `dir`, largest first (each URL once). */
export async function precacheEntries(dir: string): Promise<PrecacheEntry[]> {
  const sw = await readFile(join(dir, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/\burl:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) => m[1] ?? m[2]))];
  if (urls.length === 0) throw new Error('no precache manifest found in sw.js');
  const entries = await Promise.all(urls.map(async (url) => ({ url, bytes: (await stat(join(dir, url.split('?')[0]))).size })));
  return entries.sort((a, b) => b.bytes - a.bytes);
}

/** What a tablet may be asked to download and keep for offline play (the goal). */
export const PRECACHE_BUDGET_BYTES = 4 * 1024 * 1024;
