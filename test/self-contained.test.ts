// The repository stands on its own: a clone with nothing beside it must build and pass its tests.
// Every relative path a project file names (imports, URLs read at run time, Markdown links,
// shell `cd`s) must resolve inside the repository, and no file may point at the team's private
// reference folder or at an absolute machine path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(new URL('..', import.meta.url).pathname);
/** Generated, installed or machine-local folders: not project files. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage']);
const TEXT = /\.(ts|js|mjs|cjs|json|md|html|css|svg|yml|yaml|txt)$|^\.ci\/run$|^\.npmrc$|^\.gitignore$/;

function projectFiles(dir = ''): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (SKIP.has(name) || (dir === 'bench' && name === 'dist')) return [];
    const p = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, p)).isDirectory()) return projectFiles(p);
    return TEXT.test(p) && p !== 'package-lock.json' ? [p] : [];
  });
}

/** Relative paths a file names, with the line they are on. */
export function namedPaths(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  const patterns = [
    /['"`](\.\.?\/[^'"`\s]*)['"`]/g,          // string literals: imports, new URL(…), readFileSync(…)
    /\]\((\.\.?\/[^)\s]*|[^):\s#][^):\s]*)\)/g, // Markdown links [text](path)
    /\bcd\s+"?\$\(dirname "\$0"\)\/([^"\s]+)/g, // shell scripts: cd "$(dirname "$0")/.."
  ];
  text.split('\n').forEach((lineText, i) => {
    for (const re of patterns) for (const m of lineText.matchAll(re)) found.push({ path: m[1], line: i + 1 });
  });
  return found;
}

/** Mentions of places outside any clone: the team's reference folder, machine paths. */
const OUTSIDE = /(?:^|[\s'"`(])(?:\.\.\/)+shared\b|\/work\/|\bshared\/(?:rules|design\.md)|\b(?:design|tiles|toolchain|style)\.md\b|\bdesign §|\bseeds\/\d/;

/**
 * Files whose paths belong to code meant for another folder — the files a tool generates, the code
 * examples of the docs (written as if in `expansions/<id>/` or its `ui/`): a path counts as outside only if it
 * leaves the repository from both places.
 */
const writtenFor = (f: string): string | undefined =>
  ['tools/import-tiles.ts', 'tools/new-expansion/templates.ts'].includes(f) || /^docs\/.*\.md$/.test(f) ? 'expansions/example/ui' : undefined;
const SELF = 'test/self-contained.test.ts';

describe('the repository is self-contained', () => {
  const files = projectFiles();

  it('finds the project files (the walk itself works)', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('test/self-contained.test.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('every relative path a file names resolves inside the repository', () => {
    const offenders: string[] = [];
    const leaves = (from: string, path: string) => relative(root, resolve(join(root, from), path.split('#')[0])).startsWith('..');
    for (const f of files.filter((x) => x !== SELF)) {
      for (const { path, line } of namedPaths(readFileSync(join(root, f), 'utf8'))) {
        if (/^[a-z]+:/i.test(path)) continue; // https:, mailto: …
        const other = writtenFor(f);
        const outside = leaves(dirname(f), path) && (!other || leaves(other, path));
        if (outside) offenders.push(`${f}:${line} names ${path}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no file points at the team reference folder or an absolute machine path', () => {
    const offenders = files.filter((f) => f !== SELF)
      .flatMap((f) => readFileSync(join(root, f), 'utf8').split('\n')
        .map((l, i) => (OUTSIDE.test(l) ? `${f}:${i + 1}: ${l.trim().slice(0, 100)}` : ''))
        .filter(Boolean));
    // Move the facts into data/ or docs/ in our own words and cite those instead.
    expect(offenders).toEqual([]);
  });

  it('the checks catch what they are meant to catch', () => {
    // The reference folder's name is assembled here so this file does not itself name it.
    const ref = `..${'/'}shared`;
    const outside = (text: string, from: string) => namedPaths(text)
      .filter(({ path }) => relative(root, resolve(dirname(join(root, from)), path)).startsWith('..'));
    expect(outside(`readFileSync(new URL('../../../${ref}/rules/tiles.json', import.meta.url))`, 'test/expansions/base/x.ts')).toHaveLength(1);
    expect(outside(`readFileSync(new URL('../../../data/tiles.json', import.meta.url))`, 'test/expansions/base/x.ts')).toHaveLength(0);
    expect(outside(`See [the design](${ref}/design.md).`, 'README.md')).toHaveLength(1);
    expect(outside('See [the docs](docs/architecture.md).', 'README.md')).toHaveLength(0);
    expect(OUTSIDE.test(`See \`${ref}/design.md\` for the architecture`)).toBe(true);
    expect(OUTSIDE.test('Rules: `shared/rules/digest.md` §3')).toBe(true);
    expect(OUTSIDE.test('// Board geometry (design §4): units')).toBe(true);
    expect(OUTSIDE.test('// walked clockwise (tiles.md §2.1)')).toBe(true);
    expect(OUTSIDE.test('// the record format (docs/records.md, docs/tile-data.md)')).toBe(false);
  });
});
