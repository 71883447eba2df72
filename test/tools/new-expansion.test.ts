// The scaffold: `npm run new-expansion -- <id>` run on a copy of the repository writes a module
// that passes the type check and the tests at once, and registers it with one line.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newExpansion, withRegistryLine } from '../../tools/new-expansion.js';
import { namesOf } from '../../tools/new-expansion/templates.js';

const root = new URL('../..', import.meta.url).pathname;
/** Not part of a checkout: installed, built or machine-local. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage']);

function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
  cpSync(root, dir, { recursive: true, filter: (src) => !SKIP.has(src.slice(root.length).split('/')[0]) && !src.includes('/bench/dist') });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const run = (cwd: string, args: string[]) => {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
};

describe('new-expansion', () => {
  const copies: string[] = [];
  afterAll(() => { for (const d of copies) rmSync(d, { recursive: true, force: true }); });

  it('refuses an id it cannot use, and a folder that exists', () => {
    const dir = copyOfRepository();
    copies.push(dir);
    expect(() => newExpansion('Wells', dir)).toThrow(/not a usable id/);
    expect(() => newExpansion('2wells', dir)).toThrow(/not a usable id/);
    expect(() => newExpansion('core', dir)).toThrow(/reserved/);
    // Siege names its Cathars tiles "cathars/…": a module of that id would collide with them.
    expect(() => newExpansion('cathars', dir)).toThrow(/namespace of the "siege" module/);
    expect(() => newExpansion('siege', dir)).toThrow(/already exists/);
  });

  it('adds the registry line in id order, once', () => {
    const text = "// header\nexport { base } from './base/index.js';\nexport { siege } from './siege/index.js';\n";
    const once = withRegistryLine(text, namesOf('river-bends'));
    expect(once).toBe("// header\nexport { base } from './base/index.js';\nexport { riverBends } from './river-bends/index.js';\nexport { siege } from './siege/index.js';\n");
    expect(withRegistryLine(once, namesOf('river-bends'))).toBe(once);
  });

  it('writes a module that passes the type check and its tests at once', () => {
    const dir = copyOfRepository();
    copies.push(dir);
    const made = run(dir, ['--import', 'tsx', 'tools/new-expansion.ts', 'wells']);
    expect(made.code, made.out).toBe(0);
    for (const f of ['expansions/wells/index.ts', 'expansions/wells/ui/texts.ts', 'expansions/wells/ui/index.ts', 'expansions/wells/ui/rules.ts', 'expansions/wells/README.md',
      'test/expansions/wells/wells.test.ts', 'test/scenarios/wells/wells-01-road-bonus.json']) expect(existsSync(join(dir, f)), f).toBe(true);
    expect(readFileSync(join(dir, 'expansions/modules.ts'), 'utf8')).toContain("export { wells } from './wells/index.js';");

    const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
    for (const project of ['tsconfig.core.json', 'tsconfig.json']) {
      const r = run(dir, [tsc, '-p', project]);
      expect(r.code, `${project}:\n${r.out}`).toBe(0);
    }
    const tests = run(dir, [join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'unit', '--reporter=verbose',
      'test/expansions/wells', 'test/scenarios', 'test/architecture.test.ts', 'test/ui/i18n.test.ts', 'test/ui/rules.test.ts', 'test/self-contained.test.ts']);
    expect(tests.code, tests.out).toBe(0);
    expect(tests.out).toMatch(/wells-01-road-bonus/);
    expect(tests.out).toMatch(/every action a game lists passes validate/);
    expect(tests.out).toMatch(/the module check finds nothing wrong and nothing to warn of/);
    expect(tests.out).not.toMatch(/\bfailed\b/);
  }, 600_000);
});
