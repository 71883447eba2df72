// Runs every scenario under test/scenarios/: a game record plus what the referee must report.
//   { "title": "...", "source": "digest §5.1 B3", "record": { ...game record... },
//     "expect": { ...partial referee report, matched with toMatchObject... } }
// or, for an illegal move, "expectError": { "action": INDEX, "rule": "deploy.occupied" }.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replay, report, setupOf } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';

const root = new URL('.', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : [];
  });
}

interface Scenario {
  title: string;
  source?: string;
  record: unknown;
  expect?: Record<string, unknown>;
  expectError?: { action: number; rule: string };
}

describe('scenarios', () => {
  const all = files(root);
  it('there are scenarios to run', () => expect(all.length).toBeGreaterThan(0));
  for (const file of all) {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
    it(`${relative(root, file)}: ${scenario.title}`, () => {
      const record = parseRecord(scenario.record);
      const result = replay(BUILT_IN_MODULES, setupOf(record), record.actions);
      if (scenario.expectError) {
        expect(result.ok ? 'replayed without error' : { action: result.index, rule: result.error.rule })
          .toEqual(scenario.expectError);
        // A rejected action changes nothing: the state equals a replay of the actions before it.
        const before = replay(BUILT_IN_MODULES, setupOf(record), record.actions.slice(0, scenario.expectError.action));
        expect(JSON.stringify(result.game.state)).toBe(JSON.stringify(before.game.state));
        return;
      }
      if (!result.ok) throw new Error(`action ${result.index} rejected: ${result.error.rule}: ${result.error.message}`);
      expect(report(result.game)).toMatchObject(scenario.expect ?? {});
    });
  }
});
