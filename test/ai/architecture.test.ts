// The computer players' layer rules: ai/ is pure (it runs in node and in a Web Worker) and, like
// core/, names no expansion — it plays whatever modules are loaded through legal actions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const files = readdirSync(join(root, 'ai')).filter((n) => n.endsWith('.ts')).map((n) => join('ai', n));
const code = (p: string) => readFileSync(join(root, p), 'utf8').replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');

describe('ai/ layer', () => {
  it('is pure: no browser, renderer, storage, clock or Math.random', () => {
    const forbidden = /from ['"](pixi\.js|@pixi\/|pixi-viewport|@dimforge\/|idb|workbox-|lit)|Math\.random\(|new Date\(|Date\.now\(|performance\.now\(|\bdocument\.|\bwindow\./;
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((f) => forbidden.test(code(f)))).toEqual([]);
  });

  it('names no expansion and imports nothing from expansions/', () => {
    const names = readdirSync(join(root, 'expansions')).filter((n) => statSync(join(root, 'expansions', n)).isDirectory());
    const pattern = new RegExp(`['"/](${names.join('|')})['"/]|expansions/`);
    expect(files.filter((f) => pattern.test(code(f)))).toEqual([]);
  });
});
