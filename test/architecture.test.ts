// The layer rules of docs/architecture.md and docs/contract.md, checked on the source: core and
// the shell name no expansion; core reaches for no browser, renderer, storage, clock or
// randomness; an expansion's UI companion imports nothing of the shell but the types of
// ui/expansion-api.ts; each expansion is one folder plus one line in expansions/index.ts, and the
// list of modules is whatever folders exist.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import * as scaffold from '../tools/new-expansion/templates.js';

const root = new URL('..', import.meta.url).pathname;
const tsFiles = (dir: string): string[] => readdirSync(join(root, dir)).flatMap((n) => {
  const p = join(dir, n);
  return statSync(join(root, p)).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
});
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const code = (p: string) => read(p).replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, '')); // (lines kept: offences name theirs)

const FORBIDDEN = /from ['"](pixi\.js|@pixi\/|pixi-viewport|@dimforge\/|idb|workbox-|lit)|Math\.random\b|\bnew Date\b|\bDate\.now\b|\bdocument\.|\bwindow\./;
const pureFiles = [...tsFiles('core'), ...tsFiles('expansions').filter((f) => !/^expansions\/[^/]+\/(ui|physics)\//.test(f))];

/** Every expansion folder: the module list is derived from the tree, never written down here. */
const expansionIds = readdirSync(join(root, 'expansions')).filter((n) => statSync(join(root, 'expansions', n)).isDirectory()).sort();
/** `base` is the game itself: the shell may speak of it (it is always in play); no other module may be named. */
const optionalIds = expansionIds.filter((id) => id !== 'base');
/** A name as a whole word inside code: 'siege', "siege/escape", expansion.siege.name — not "besieged". */
const namesOne = (ids: string[]) => new RegExp(`(?<![A-Za-z0-9_-])(${ids.join('|')})(?![A-Za-z0-9_-])`);
/** Static imports and re-exports, bare side-effect imports (`import './x.js'`) and dynamic import()s. */
const importsOf = (p: string) => [...code(p).matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)]
  .map((m) => ({ typeOnly: !!m[2], spec: m[3] ?? m[4] ?? m[5] }));
/** The names a file imports as values (not `type`) from `spec`. */
const valueNamesFrom = (src: string, spec: string) => [...src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
  .filter((m) => !m[1] && m[3] === spec)
  .flatMap((m) => m[2].split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]));
const resolves = (from: string, spec: string) => join(dirname(from), spec).replace(/\\/g, '/');
/** What a source imports from core/ by name ('Game', 'GameView' …; `type X` and `X as Y` give X); a namespace import is '*'. */
const coreNamesIn = (src: string) => [...src.replace(/\/\/.*$/gm, '').matchAll(/import\s+(?:type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'([^']*\/core\/[^']*)'/g)]
  .flatMap((m) => (m[1].startsWith('*') ? ['*'] : m[1].slice(1, -1).split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean)));

describe('architecture', () => {
  it('the module list is the expansion folders, each registered', () => {
    expect(expansionIds.length).toBeGreaterThan(1);
    expect(BUILT_IN_MODULES.map((m) => m.id).sort()).toEqual(expansionIds);
  });

  it('core/ and the rules of every expansion stay pure', () => {
    // Each offence as file:line and what it uses, so the message says what to replace, and where
    // (a module's randomness is api.nextRandom(); the time and the page are the shell's).
    const offences = pureFiles.flatMap((f) => code(f).split('\n').flatMap((text, i) => {
      const m = FORBIDDEN.exec(text);
      return m ? [`${f}:${i + 1}: ${m[0]}`] : [];
    }));
    expect(offences).toEqual([]);
  });

  it('core/ names no expansion', () => {
    const names = readdirSync(join(root, 'expansions')).filter((n) => statSync(join(root, 'expansions', n)).isDirectory());
    const pattern = new RegExp(`['"/](${names.join('|')})['"/]`);
    // Comments too: an example id in core's prose ("inns/…") reads as core knowing that module.
    expect(tsFiles('core').filter((f) => pattern.test(read(f)))).toEqual([]);
  });

  it('each expansion is one folder and one registry line in expansions/modules.ts', () => {
    const lines = read('expansions/modules.ts').split('\n').filter((l) => l.startsWith('export'));
    const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    expect(lines).toEqual(expansionIds.map((id) => `export { ${camel(id)} } from './${id}/index.js';`));
    for (const m of BUILT_IN_MODULES) expect(expansionIds, m.id).toContain(m.id);
  });

  it('the shell (ui/) names no expansion', () => {
    const pattern = namesOne(optionalIds);
    const offenders = tsFiles('ui').flatMap((f) => code(f).split('\n').map((l, i) => (pattern.test(l) ? `${f}:${i + 1}: ${l.trim()}` : '')).filter(Boolean));
    expect(offenders).toEqual([]);
  });

  it('the shell reaches expansions only through the registries and the companion folders it globs', () => {
    // expansions/index.js lists the modules, expansions/ai.js their computer-player companions.
    const registries = ['expansions/index.js', 'expansions/ai.js'];
    const offenders = tsFiles('ui').flatMap((f) => importsOf(f)
      .filter(({ spec }) => /(^|\/)expansions\//.test(resolves(f, spec)) && !registries.includes(resolves(f, spec)))
      .map(({ spec }) => `${f} imports ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('a companion imports only the types of ui/expansion-api.ts from the shell; the rules import no ui/', () => {
    const offenders: string[] = [];
    for (const f of tsFiles('expansions')) {
      const companion = /^expansions\/[^/]+\/ui\//.test(f);
      for (const { spec, typeOnly } of importsOf(f)) {
        const target = resolves(f, spec);
        if (!target.startsWith('ui/')) continue;
        if (!companion) offenders.push(`${f}: the rules import ${spec}`);
        else if (target !== 'ui/expansion-api.js') offenders.push(`${f}: ${typeOnly ? 'import type' : 'import'} ${spec}`);
        else if (!typeOnly) {
          // Its one value is companionShell (pure, and the module has no run-time import).
          const values = valueNamesFrom(code(f), spec).filter((n) => n !== 'companionShell');
          if (values.length) offenders.push(`${f}: import ${values.join(', ')} from ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('ui/expansion-api.ts imports nothing at run time; its only code is the pure companionShell', () => {
    const src = code('ui/expansion-api.ts');
    // Type imports vanish from the bundle: a companion importing this module pulls no shell code in (no cycle).
    expect(importsOf('ui/expansion-api.ts').filter((i) => !i.typeOnly)).toEqual([]);
    expect([...src.matchAll(/^\s*export\s+(?:const|let|var|function|class|enum)\s+(\w+)/gm)].map((m) => m[1])).toEqual(['companionShell']);
    // Pure: no global it could reach for, no state outside the wiring it returns.
    expect(src).not.toMatch(/\b(window|document|globalThis|localStorage|navigator|fetch|setTimeout)\b/);
    expect(src).not.toMatch(/^(let|var)\s/m); // module-level state
  });

  it('every companion takes the shell\'s services from companionShell (no hand-kept copy of the wiring)', () => {
    const shells = tsFiles('expansions').filter((f) => /^expansions\/[^/]+\/ui\/shell\.ts$/.test(f));
    expect(shells.length).toBeGreaterThan(0);
    for (const f of [...shells.map((p) => ({ f: p, src: read(p) })), { f: 'scaffold shell', src: scaffold.shell() }]) {
      expect(f.src, f.f).toMatch(/export const shell = companionShell\(\);/);
      expect(f.src.replace(/\/\/.*$/gm, ''), f.f).not.toMatch(/\bexport let\b/);
    }
  });

  it('the name checks catch a name and ignore look-alikes', () => {
    const pattern = namesOne(['siege']);
    expect(pattern.test(`t('expansion.siege.name')`)).toBe(true);
    expect(pattern.test(`case 'siege/escaped':`)).toBe(true);
    expect(pattern.test(`'Escape from a besieged city'`)).toBe(false);
  });

  it('nothing reaches past the contract: no cast to Game outside the class that implements it', () => {
    const files = [...tsFiles('core'), ...tsFiles('expansions'), ...tsFiles('ui'), ...tsFiles('tools'), ...tsFiles('bench'), ...tsFiles('test')];
    const offenders = files.filter((f) => f !== 'core/game.ts' && /\bas\s+(unknown\s+as\s+)?Game\b(?!View|Api|Setup|State|Record|Event)/.test(code(f)));
    expect(offenders).toEqual([]);
    // core's own phases import only the contract, never the Game class.
    for (const f of tsFiles('core/phases')) expect(code(f), f).not.toMatch(/from '\.\.\/game\.js'/);
  });

  it('core/ has no import cycle (type imports included)', () => {
    const files = tsFiles('core');
    const deps = new Map(files.map((f) => {
      const dir = f.slice(0, f.lastIndexOf('/'));
      const targets = [...code(f).matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)].map((m) => join(dir, `${m[1]}.ts`));
      return [f, targets.filter((t) => files.includes(t))];
    }));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') { cycles.push([...path.slice(path.indexOf(f)), f].join(' → ')); return; }
      state.set(f, 'open');
      for (const t of deps.get(f) ?? []) visit(t, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('the module list is the folders: every expansion folder with an index is registered', () => {
    const folders = readdirSync(join(root, 'expansions'))
      .filter((n) => statSync(join(root, 'expansions', n)).isDirectory() && tsFiles(`expansions/${n}`).includes(`expansions/${n}/index.ts`));
    expect(BUILT_IN_MODULES.map((m) => m.id).sort()).toEqual(folders.sort());
  });

  it('what draws reads a GameView: the board and the shell components never name the live Game', () => {
    const drawing = [...tsFiles('ui/board'), ...tsFiles('ui/components')].filter((f) => !f.endsWith('demo-scenes.ts') && !f.endsWith('demo.ts'));
    const importsGame = /import[^;]*\bGame\b(?!View)[^;]*from '[./]*core\/index\.js'/;
    expect(drawing.filter((f) => importsGame.test(code(f)))).toEqual([]);
  });

  it('a companion reads a GameView: no expansions/*/ui file, nor the scaffold\'s, imports the live Game', () => {
    const companions = tsFiles('expansions').filter((f) => /^expansions\/[^/]+\/ui\//.test(f)).map((f) => ({ f, src: read(f) }));
    const names = scaffold.namesOf('wells');
    for (const [f, src] of Object.entries({ texts: scaffold.texts(names), painters: scaffold.painters(names), companion: scaffold.companion(names), shell: scaffold.shell() })) {
      companions.push({ f: `scaffold ${f}`, src });
    }
    const offenders = companions.flatMap(({ f, src }) => coreNamesIn(src).filter((n) => n === 'Game' || n === '*').map((n) => `${f} imports ${n}`));
    expect(offenders).toEqual([]);
    // The check itself: the live Game is caught however it is imported; the read-only names are not.
    expect(coreNamesIn(`import type { Action, Game } from '../core/index.js';`)).toContain('Game');
    expect(coreNamesIn(`import { type Game as G } from '../core/game.js';`)).toEqual(['Game']);
    expect(coreNamesIn(`import * as core from '../core/index.js';`)).toEqual(['*']);
    expect(coreNamesIn(`import type { GameView, GameEvent, GameReader } from '../core/index.js';`)).not.toContain('Game');
  });
});
