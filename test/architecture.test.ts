// The layer rules of docs/architecture.md and docs/contract.md, checked on the source: core names no expansion and
// reaches for no browser, renderer, storage, clock or randomness; each shipped expansion is one
// folder plus one line in expansions/index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../expansions/index.js';

const root = new URL('..', import.meta.url).pathname;
const tsFiles = (dir: string): string[] => readdirSync(join(root, dir)).flatMap((n) => {
  const p = join(dir, n);
  return statSync(join(root, p)).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
});
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const code = (p: string) => read(p).replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');

const FORBIDDEN = /from ['"](pixi\.js|@pixi\/|pixi-viewport|@dimforge\/|idb|workbox-|lit)|Math\.random\(|new Date\(|Date\.now\(|\bdocument\.|\bwindow\./;
const pureFiles = [...tsFiles('core'), ...tsFiles('expansions').filter((f) => !/^expansions\/[^/]+\/(ui|physics)\//.test(f))];

describe('architecture', () => {
  it('core/ and the rules of every expansion stay pure', () => {
    const offenders = pureFiles.filter((f) => FORBIDDEN.test(code(f)));
    expect(offenders).toEqual([]);
  });

  it('core/ names no expansion', () => {
    const names = readdirSync(join(root, 'expansions')).filter((n) => statSync(join(root, 'expansions', n)).isDirectory());
    const pattern = new RegExp(`['"/](${names.join('|')})['"/]`);
    expect(tsFiles('core').filter((f) => pattern.test(code(f)))).toEqual([]);
  });

  it('each shipped expansion is one folder and one registry line', () => {
    const registry = read('expansions/index.ts');
    for (const m of BUILT_IN_MODULES) {
      expect(statSync(join(root, 'expansions', m.id)).isDirectory(), m.id).toBe(true);
      expect(registry.match(new RegExp(`^\\s+${m.id},$`, 'gm')), m.id).toHaveLength(1);
      expect(registry).toContain(`from './${m.id}/index.js'`);
    }
    expect(BUILT_IN_MODULES.map((m) => m.id)).toEqual(['base', 'catapult', 'siege']);
  });
});
