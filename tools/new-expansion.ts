// npm run new-expansion -- <id> [--root DIR]
// Writes a new expansion that passes the type check and the tests at once: the module folder
// (module, one tile, texts in four languages, art, companion, README), a test, a scenario record
// and its one line in expansions/modules.ts. Then change it step by step (docs/modding-tutorial.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import * as T from './new-expansion/templates.js';

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Names that would clash with the engine's own vocabulary or the registry. */
const RESERVED = new Set(['core', 'ui', 'index', 'modules', 'all', 'follower', 'city', 'road', 'field', 'cloister']);

export function newExpansion(id: string, root: string): string[] {
  if (!ID.test(id)) throw new Error(`"${id}" is not a usable id: lower-case letters and digits, words joined by "-", starting with a letter (e.g. "wells", "river-bends")`);
  if (RESERVED.has(id)) throw new Error(`"${id}" is reserved; pick another id`);
  // A module's id is its namespace: one a shipped module already names its tiles in would stop every game with that module.
  const owner = BUILT_IN_MODULES.find((m) => m.namespaces?.includes(id));
  if (owner) throw new Error(`"${id}" is a namespace of the "${owner.id}" module (its tiles are named "${id}/…"); pick another id`);
  const folder = join(root, 'expansions', id);
  if (existsSync(folder)) throw new Error(`expansions/${id}/ already exists`);
  const registry = join(root, 'expansions', 'modules.ts');
  if (!existsSync(registry)) throw new Error(`${registry} not found: run this in the repository (or pass --root)`);

  const names = T.namesOf(id);
  const files: Record<string, string> = {
    [`expansions/${id}/index.ts`]: T.moduleIndex(names),
    [`expansions/${id}/tiles.ts`]: T.moduleTiles(names),
    [`expansions/${id}/README.md`]: T.readme(names),
    [`expansions/${id}/ui/texts.ts`]: T.texts(names),
    [`expansions/${id}/ui/board-painters.ts`]: T.painters(names),
    [`expansions/${id}/ui/index.ts`]: T.companion(names),
    [`expansions/${id}/ui/rules.ts`]: T.rules(names),
    [`expansions/${id}/ui/shell.ts`]: T.shell(),
    [`test/expansions/${id}/${id}.test.ts`]: T.test(names),
    [`test/scenarios/${id}/${id}-01-road-bonus.json`]: T.scenario(names),
  };
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) throw new Error(`${path} already exists`);
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(registry, withRegistryLine(readFileSync(registry, 'utf8'), names));
  return [...Object.keys(files), 'expansions/modules.ts'];
}

/** The registry with this module's line added, the export lines kept sorted by id. */
export function withRegistryLine(text: string, { id, camel }: T.Names): string {
  const line = `export { ${camel} } from './${id}/index.js';`;
  const lines = text.replace(/\n+$/, '').split('\n');
  const exports = lines.filter((l) => l.startsWith('export {'));
  if (exports.includes(line)) return text;
  const idOf = (l: string) => /from '\.\/([^/]+)\//.exec(l)?.[1] ?? '';
  const after = exports.filter((l) => idOf(l) < id).pop();
  const at = after ? lines.indexOf(after) + 1 : lines.indexOf(exports[0] ?? '') >= 0 ? lines.indexOf(exports[0]) : lines.length;
  lines.splice(at, 0, line);
  return `${lines.join('\n')}\n`;
}

function main(argv: string[]): number {
  const rootAt = argv.indexOf('--root');
  const root = resolve(rootAt >= 0 ? argv[rootAt + 1] ?? '.' : new URL('..', import.meta.url).pathname);
  const id = argv.find((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));
  if (!id) {
    process.stderr.write('usage: npm run new-expansion -- <id>   (e.g. npm run new-expansion -- wells)\n');
    return 2;
  }
  try {
    const written = newExpansion(id, root);
    process.stdout.write(`${written.map((f) => `  ${f}`).join('\n')}\n`);
    process.stdout.write(`\nexpansions/${id}/ is registered. Next: npm run typecheck && npx vitest run test/expansions/${id} test/scenarios\n`);
    process.stdout.write(`Then follow docs/modding-tutorial.md (${relative(process.cwd(), join(root, 'docs/modding-tutorial.md'))}).\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`new-expansion: ${(e as Error).message}\n`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) process.exitCode = main(process.argv.slice(2));
