// Record version 2 and module versions (issue 9 item 7): every v1 record — all scenarios, and a
// save written by the app before contract v2 — migrates and replays to the same result; a newer
// record is refused clearly; a module's slice.migrate brings an old snapshot's slice up to date.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRecordModules, Game, migrateRecord, parseRecord, RECORD_VERSION, replay, report, restoreSnapshot as restore, SetupError, setupOf, takeSnapshot as snapshot, toRecord,
  type ExpansionModule, type GameRecord,
} from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame, playRandom, setup } from '../helpers.js';

const scenarioRoot = new URL('../scenarios', import.meta.url).pathname;
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : [];
});

describe('record version 2', () => {
  it('the app writes version 2: every deploy names its follower type, and the modules say their versions', () => {
    const g = newGame(3, { seed: 4, expansions: ['base', 'siege'] });
    playRandom(g, 9);
    const r = toRecord(g);
    expect(r.version).toBe(RECORD_VERSION);
    expect(RECORD_VERSION).toBe(2);
    expect(r.modules).toEqual({ base: 1, siege: 1 });
    const deploys = r.actions.filter((a) => a.type === 'deploy');
    expect(deploys.length).toBeGreaterThan(0);
    expect(deploys.every((a) => a.follower === 'follower')).toBe(true);
    const again = parseRecord(JSON.stringify(r));
    const replayed = replay(BUILT_IN_MODULES, setupOf(again), again.actions);
    expect(replayed.ok && JSON.stringify(replayed.game.state)).toBe(JSON.stringify(g.state));
  });

  it('every v1 scenario migrates to v2 and replays to the same result', () => {
    const all = files(scenarioRoot);
    let v1 = 0;
    for (const file of all) {
      const raw = JSON.parse(readFileSync(file, 'utf8')).record as GameRecord;
      if (raw.version !== 1) continue;
      v1++;
      // As written (the engine accepts a deploy without a type) …
      const asIs = replay(BUILT_IN_MODULES, setupOf({ ...raw, options: raw.options ?? {} }), raw.actions);
      // … and migrated: version 2, a type on every deploy.
      const migrated = parseRecord(raw);
      expect(migrated.version, file).toBe(2);
      expect(migrated.actions.filter((a) => a.type === 'deploy').every((a) => a.follower === 'follower'), file).toBe(true);
      const viaV2 = replay(BUILT_IN_MODULES, setupOf(migrated), migrated.actions);
      expect(viaV2.ok, file).toBe(asIs.ok);
      expect(JSON.stringify(report(viaV2.game)), file).toBe(JSON.stringify(report(asIs.game)));
      expect(JSON.stringify(viaV2.game.state), file).toBe(JSON.stringify(asIs.game.state));
    }
    expect(v1).toBeGreaterThan(20);
  });

  it('a save written by the app before v2 (a v1 record of a whole random game) resumes to the same game', () => {
    const g = newGame(4, { seed: 21, expansions: ['base', 'catapult', 'siege'], options: { 'catapult.mode': 'house-rule' } });
    playRandom(g, 22);
    // What the old app saved: version 1, deploys without a type, no module versions.
    const { modules: _m, ...rest } = toRecord(g);
    const v1: GameRecord = { ...rest, version: 1, actions: rest.actions.map(({ follower: _f, ...a }) => a as GameRecord['actions'][number]) };
    expect(v1.actions.some((a) => a.type === 'deploy' && !('follower' in a))).toBe(true);
    const back = parseRecord(JSON.stringify(v1));
    const replayed = replay(BUILT_IN_MODULES, setupOf(back), back.actions);
    expect(replayed.ok).toBe(true);
    expect(JSON.stringify(replayed.game.state)).toBe(JSON.stringify(g.state));
  });

  it('a record from a newer app is refused with a clear message', () => {
    const r = { ...toRecord(newGame()), version: RECORD_VERSION + 1 };
    expect(() => parseRecord(JSON.stringify(r))).toThrow(SetupError);
    expect(() => parseRecord(r)).toThrow(/version 3; this app reads up to version 2 — update the app/);
    expect(() => migrateRecord(r)).toThrow(/update the app/);
  });
});

describe('the module versions a record names', () => {
  const r = () => toRecord(newGame(2, { seed: 4, expansions: ['base', 'siege'] }));
  const problem = (modules: unknown) => {
    try {
      checkRecordModules(BUILT_IN_MODULES, parseRecord(JSON.stringify({ ...r(), modules })));
      return 'accepted';
    } catch (e) {
      return e instanceof SetupError ? `${e.code}: ${e.message}` : String(e);
    }
  };

  it('as this app writes them, older ones, or none at all, are read', () => {
    expect(problem(r().modules)).toBe('accepted');
    expect(problem({ base: 1 })).toBe('accepted');
    expect(problem(undefined)).toBe('accepted');
  });

  it('a module this app does not have is refused, naming it', () => {
    expect(problem({ base: 1, evil: 99 })).toBe(`unknown-module: the record was written with module "evil", which this app does not have (it has: ${BUILT_IN_MODULES.map((m) => m.id).join(', ')})`);
    expect(problem(JSON.parse('{"base": 1, "__proto__": 1}'))).toMatch(/^unknown-module: .*module "__proto__"/);
  });

  it('a module the game does not load is refused', () => {
    expect(problem({ base: 1, siege: 1, catapult: 1 })).toBe('unknown-module: the record gives a version of module "catapult", which is not among its expansions (base, siege)');
  });

  it('a version newer than the module this app has is refused: update the app', () => {
    expect(problem({ base: 999, siege: 1 })).toBe('newer-module: the record was written by version 999 of "base"; this app has version 1 — update the app');
    const v2 = [...BUILT_IN_MODULES.filter((m) => m.id !== 'siege'), { ...BUILT_IN_MODULES.find((m) => m.id === 'siege')!, version: 2 }];
    expect(() => checkRecordModules(v2, { ...r(), modules: { base: 1, siege: 2 } })).not.toThrow();
  });
});

// A module at version 2 whose slice changed shape: v1 kept a count, v2 keeps a list of turns.
type CounterV1 = { placed: number };
type CounterV2 = { placedOnTurns: number[]; migratedFrom?: number };
const counterHooks: ExpansionModule['hooks'] = {
  onTilePlaced(api) {
    const s = api.slice<CounterV2 | CounterV1>('counter');
    if ('placedOnTurns' in s) s.placedOnTurns.push(api.state.turn.number);
    else s.placed++;
  },
};
const counterV1: ExpansionModule<CounterV1> = {
  id: 'counter', version: 1, requires: ['base'], slice: { initial: () => ({ placed: 0 }) }, hooks: counterHooks,
};
const counterV2: ExpansionModule<CounterV2> = {
  id: 'counter', version: 2, requires: ['base'], hooks: counterHooks,
  slice: {
    initial: () => ({ placedOnTurns: [] }),
    migrate(old, from) {
      if (from !== 1) throw new Error(`no migration from ${from}`);
      const count = (old as CounterV1).placed;
      // The old slice did not know the turns; every earlier tile counts as turn -1.
      return { placedOnTurns: Array.from({ length: count }, () => -1), migratedFrom: from };
    },
  },
};

describe('snapshots and slice.migrate', () => {
  it('restoring a snapshot gives the same game without a replay, and it plays on identically', () => {
    const g = newGame(3, { seed: 8, expansions: ['base', 'siege'] });
    playRandom(g, 1, 60);
    const r = restore(BUILT_IN_MODULES, JSON.parse(JSON.stringify(snapshot(g))));
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(g.state));
    expect(r.actions).toEqual(g.actions);
    expect(r.choices()).toEqual(g.choices());
    playRandom(g, 2);
    playRandom(r, 2);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(g.state));
  });

  it('a slice saved by version 1 of a module is migrated by its version 2', () => {
    const old = Game.create([...BUILT_IN_MODULES, counterV1], setup(2, { expansions: ['base', 'counter'], seed: 3 }));
    playRandom(old, 4, 9);
    const placed = old.slice<CounterV1>('counter').placed;
    expect(placed).toBeGreaterThan(2);
    const snap = snapshot(old);
    expect(snap.modules.counter).toBe(1);
    const now = restore([...BUILT_IN_MODULES, counterV2], snap);
    const slice = now.slice<CounterV2>('counter');
    expect(slice).toEqual({ placedOnTurns: Array.from({ length: placed }, () => -1), migratedFrom: 1 });
    // The migrated slice is live: the new version's hooks keep it.
    playRandom(now, 5, 4);
    expect(now.slice<CounterV2>('counter').placedOnTurns.length).toBeGreaterThan(placed);
    // A snapshot from a newer module version than the app has is refused.
    const future = { ...snapshot(now), modules: { ...snapshot(now).modules, counter: 3 } };
    expect(() => restore([...BUILT_IN_MODULES, counterV2], future)).toThrow(/version 3 of "counter"; this app has version 2/);
  });
});
