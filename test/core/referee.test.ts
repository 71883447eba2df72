// `npm run referee -- FILE.json` as a process: one JSON object on stdout, exit 0 / 1 / 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

let count = 0;
const dir = mkdtempSync(join(tmpdir(), 'referee-'));
const root = new URL('../..', import.meta.url).pathname;

function referee(content: string) {
  const file = join(dir, `r${++count}.json`);
  writeFileSync(file, content);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/referee.ts', file], { cwd: root, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const record = (actions: unknown[]) => JSON.stringify({
  format: 'carcassonne-record', version: 1,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], seed: 42, deck: ['base/E', 'base/U'], actions,
});

describe('the referee', () => {
  it('prints the state as one JSON object and exits 0 when the record runs out before the deck', () => {
    const r = referee(record([{ type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'deploy', at: 'NC' }]));
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ finished: false, current: 1, phase: 'place', scores: [0, 0], supply: [6, 7] });
    expect(out.board).toEqual([
      { x: 0, y: 0, tile: 'base/D', rotation: 0, followers: [] },
      { x: 0, y: -1, tile: 'base/E', rotation: 180, followers: [{ player: 0, at: 'NC' }] },
    ]);
  });

  it('exits 1 on an illegal action and names it', () => {
    const r = referee(record([{ type: 'place', x: 0, y: -1, rotation: 0 }]));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ error: { action: 0, rule: 'place.edge-mismatch', message: expect.stringContaining('base/E at (0, -1)') } });
  });

  it('reads a file that starts with a byte-order mark', () => {
    const r = referee(`\uFEFF${record([{ type: 'place', x: 0, y: -1, rotation: 180 }])}`);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ finished: false, phase: 'deploy' });
  });

  it('exits 2 on a malformed file', () => {
    const r = referee('{ not json');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).error.code).toBe('malformed-json');
    expect(r.stderr).toContain('not valid JSON');
  });

  it('exits 2 on a record written by a module this app does not have, or by a newer version of one', () => {
    const unknown = referee(JSON.stringify({ ...JSON.parse(record([])), version: 2, modules: { base: 1, evil: 3 } }));
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stdout).error.code).toBe('unknown-module');
    expect(unknown.stderr).toContain('module "evil", which this app does not have');
    const newer = referee(JSON.stringify({ ...JSON.parse(record([])), version: 2, modules: { base: 999 } }));
    expect(newer.code).toBe(2);
    expect(JSON.parse(newer.stdout).error).toEqual({ code: 'newer-module', message: expect.stringContaining('version 999 of "base"') });
  });

  it('replays the record of a scenario file and says so on stderr', () => {
    const scenario = JSON.stringify({ title: 'one knight', record: JSON.parse(record([{ type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'deploy', at: 'NC' }])) });
    const r = referee(scenario);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ finished: false, supply: [6, 7] });
    expect(r.stderr).toContain('scenario "one knight": replaying its "record"');
  });

  it('says what a record looks like when the file is neither a record nor a scenario', () => {
    const r = referee(JSON.stringify({ players: [] }));
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).error.code).toBe('bad-record');
    expect(r.stderr).toContain('"format": "carcassonne-record"');
    expect(r.stderr).toContain('scenario file keeps its record under "record"');
  });

  it('a shipped scenario file replays as it is', () => {
    const file = join(root, 'test/scenarios/base/b01-road-to-crossroads.json');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/referee.ts', file], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).board.length).toBeGreaterThan(1);
  });

  it('hostile actions (deep nesting, built-in names) are rule errors with exit 1, never a stack trace', () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const text = record([{ type: 'place', x: 0, y: -1, rotation: 180 }]).replace('"rotation":180}', `"rotation":180,"junk":${deep}}`);
    for (const [content, rule] of [[text, 'action.too-deep'], [record([{ type: 'constructor' }]), 'action.unknown']] as const) {
      const r = referee(content);
      expect(r.code).toBe(1);
      expect(r.stdout.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ error: { action: 0, rule } });
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});
