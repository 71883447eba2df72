// Deployments for the update tests: another build of the app, as a new release would be, and a
// host that serves one build at a time (static-server.ts serves whatever its folder holds).
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Another deployment of the app: the same files with every hashed script and style renamed
 * (`-<suffix>`, and referred to by its new name), so each old chunk URL is gone from the host. The
 * precache manifest in sw.js gets index.html's new revision, as a real build's would: with the old
 * one the new worker would take the old page from its cache and never run the new version.
 */
export async function otherBuild(from: string, to: string, suffix: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const assets = (await readdir(join(to, 'assets'))).filter((f) => /-[\w-]{8}\.(js|css)$/.test(f));
  const renamed = new Map(assets.map((f) => [f, f.replace(/\.(js|css)$/, `-${suffix}.$1`)]));
  const rename = (text: string) => { for (const [a, b] of renamed) text = text.split(a).join(b); return text; };
  for (const file of [join(to, 'version.json'), ...assets.map((f) => join(to, 'assets', f))]) {
    await writeFile(file, rename(await readFile(file, 'utf8')));
  }
  const page = await readFile(join(to, 'index.html'), 'utf8');
  await writeFile(join(to, 'index.html'), rename(page));
  const worker = rename(await readFile(join(to, 'sw.js'), 'utf8'));
  expect(worker).toContain(`"${md5(page)}"`);
  await writeFile(join(to, 'sw.js'), worker.split(md5(page)).join(md5(rename(page))));
  for (const [a, b] of renamed) await cp(join(to, 'assets', a), join(to, 'assets', b)).then(() => rm(join(to, 'assets', a)));
}

/** The host now serves only `build`. */
export async function deploy(served: string, build: string): Promise<void> {
  await rm(served, { recursive: true, force: true });
  await cp(build, served, { recursive: true });
}
