// The last game's table (ui/game/last-table.ts): remembered when a game starts, offered to the
// next set-up fitted to the catalogue of today's build, and never trusted blindly: whatever is in
// storage (another build's, a hand-edited or a broken value) gives a valid table or none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExpansionModule, GameSetup } from '../../core/index.js';
import { Game, MAX_PLAYERS, MIN_PLAYERS } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { defaultNameNumber, recallTable, rememberTable } from '../../ui/game/last-table.js';
import { PLAYER_COLOURS } from '../../ui/game/player-style.js';
import { MAX_NAME, SEAT_KINDS } from '../../ui/game/seats.js';

class MemoryStore {
  items = new Map<string, string>();
  getItem(k: string): string | null { return this.items.get(k) ?? null; }
  setItem(k: string, v: string): void { this.items.set(k, v); }
  /** Puts a raw value where the table is kept. */
  raw(v: unknown): this {
    this.items.set('carcassonne.lastTable', typeof v === 'string' ? v : JSON.stringify(v));
    return this;
  }
}

const SETUP: GameSetup = {
  players: [
    { name: 'Anna', color: 'red' },
    { name: 'Bram', color: 'blue', computer: 'strong' },
    { name: 'Cleo', color: 'pink' },
  ],
  expansions: ['base', 'siege', 'catapult'],
  options: { 'siege.escape': 'any-city-tile', 'catapult.targetDistance': 'centre' },
  seed: 99,
};

const seat = (name: string, color: string, more: object = {}) => ({ name, color, ...more });

describe('the last table', () => {
  it('comes back as it was started: seats with their kinds, expansions in catalogue order, options', () => {
    const store = new MemoryStore();
    rememberTable(SETUP, store);
    const table = recallTable(BUILT_IN_MODULES, store);
    expect(table).toEqual({
      players: [
        { name: 'Anna', color: 'red', kind: 'person' },
        { name: 'Bram', color: 'blue', kind: 'strong' },
        { name: 'Cleo', color: 'pink', kind: 'person' },
      ],
      expansions: ['base', 'catapult', 'siege'],
      options: { 'siege.escape': 'any-city-tile' }, // catapult.targetDistance: not one of its values
    });
    expect(store.getItem('carcassonne.lastTable')).not.toContain('99'); // a new game gets a new seed
  });

  it('is nothing before the first game, and nothing when storage fails either way', () => {
    expect(recallTable(BUILT_IN_MODULES, new MemoryStore())).toBeNull();
    expect(recallTable(BUILT_IN_MODULES, null)).toBeNull();
    const broken = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberTable(SETUP, broken)).not.toThrow();
    expect(recallTable(BUILT_IN_MODULES, broken)).toBeNull();
  });

  it('fits today\'s catalogue: unknown expansions and options dropped, requirements and the base game added', () => {
    const a = { id: 'mod-a', version: 1 } as ExpansionModule;
    const b = { id: 'mod-b', version: 1, requires: ['mod-a'], options: { on: { type: 'boolean', default: false, description: '' } } } as ExpansionModule;
    const catalog = [...BUILT_IN_MODULES, a, b];
    const store = new MemoryStore().raw({
      players: [seat('A', 'red'), seat('B', 'blue')],
      expansions: ['mod-b', 'gone-since', 'siege'],
      options: { 'mod-b.on': true, 'siege.sets': ['cathars', 'cathars'], 'siege.escape': 'off', 'inns.bigFollower': true, 'gone-since.x': 1, 'base.nope': 2 },
    });
    expect(recallTable(catalog, store)).toEqual({
      players: [{ name: 'A', color: 'red', kind: 'person' }, { name: 'B', color: 'blue', kind: 'person' }],
      expansions: ['base', 'siege', 'mod-a', 'mod-b'],
      // A set with a repeat is not a set; inns was not taken.
      options: { 'siege.escape': 'off', 'mod-b.on': true },
    });
  });

  it('is not offered when its seats cannot be trusted', () => {
    const bad: unknown[] = [
      'not json {', '"a string"', '[]', 'null', JSON.stringify({ players: 'Anna' }),
      { players: [seat('A', 'red')] }, // one seat
      { players: Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => seat(`P${i}`, PLAYER_COLOURS[i % PLAYER_COLOURS.length])) },
      { players: [seat('A', 'red'), seat('B', 'red')] }, // one colour twice
      { players: [seat('A', 'red'), seat('B', 'ultraviolet')] },
      { players: [seat('A', 'red'), seat('   ', 'blue')] },
      { players: [seat('A', 'red'), seat('x'.repeat(MAX_NAME + 1), 'blue')] },
      { players: [seat('A', 'red'), { name: 7, color: 'blue' }] },
      'x'.repeat(20_000),
    ];
    for (const v of bad) expect(recallTable(BUILT_IN_MODULES, new MemoryStore().raw(v)), JSON.stringify(v).slice(0, 80)).toBeNull();
    // An unknown seat kind (a newer build's computer) sits a person; names are trimmed.
    expect(recallTable(BUILT_IN_MODULES, new MemoryStore().raw({ players: [seat(' A ', 'red', { kind: 'grandmaster' }), seat('B', 'blue', { kind: 'easy' })] }))?.players)
      .toEqual([{ name: 'A', color: 'red', kind: 'person' }, { name: 'B', color: 'blue', kind: 'easy' }]);
  });

  it('reads localStorage only where it can: blocked storage (cookies off) throws on the mere read', () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    try {
      expect(() => rememberTable(SETUP)).not.toThrow();
      expect(recallTable(BUILT_IN_MODULES)).toBeNull();
    } finally {
      if (had) Object.defineProperty(globalThis, 'localStorage', had);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('knows a default seat name in every language, and nothing else', () => {
    const named = { 'Player 1': 1, 'Player 12': 12, 'Speler 2': 2, 'Hráč 3': 3, 'Giocatore 4': 4 };
    for (const [name, n] of Object.entries(named)) expect(defaultNameNumber(name), name).toBe(n);
    for (const name of ['Player', 'Player ', 'Player x', 'Player 1a', 'Anna', 'Speler 2 ', 'player 1', 'Player 123']) expect(defaultNameNumber(name), name).toBeNull();
  });

  it('whatever storage holds, gives a valid table or none, and never throws (fast-check)', () => {
    const name = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('Anna', ' Bram ', 'Cleo', 'x'.repeat(MAX_NAME)) },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(MAX_NAME + 1)), fc.string({ maxLength: MAX_NAME + 4 }), fc.integer()) },
    );
    const kind = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SEAT_KINDS) }, { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constant(undefined)) });
    // Mostly distinct known colours (so many tables are whole), sometimes a repeat or an unknown one.
    const colours = fc.oneof(
      { weight: 4, arbitrary: fc.shuffledSubarray([...PLAYER_COLOURS], { minLength: 1, maxLength: PLAYER_COLOURS.length }) },
      { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom(...PLAYER_COLOURS), fc.string()), { maxLength: 8 }) },
    );
    const seats = colours.chain((cs) => fc.tuple(...cs.map((color) => fc.record({ name, color: fc.constant(color), kind }))));
    const ids = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...BUILT_IN_MODULES.map((m) => m.id)) }, { weight: 1, arbitrary: fc.string() });
    const optionValue = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('off', 'any-city-tile', 'center', true, false) },
      { weight: 2, arbitrary: fc.subarray(['besiegers', 'cathars', 'siege', 'siege']) },
      { weight: 1, arbitrary: fc.jsonValue() },
    );
    const optionKey = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('siege.escape', 'siege.sets', 'catapult.targetDistance', 'inns.bigFollower', 'base.smallCity') },
      { weight: 1, arbitrary: fc.string() },
    );
    const table = fc.record({
      players: fc.oneof({ weight: 5, arbitrary: seats }, { weight: 1, arbitrary: fc.jsonValue() }),
      expansions: fc.oneof({ weight: 4, arbitrary: fc.array(ids, { maxLength: 8 }) }, { weight: 1, arbitrary: fc.jsonValue() }),
      options: fc.oneof({ weight: 4, arbitrary: fc.dictionary(optionKey, optionValue) }, { weight: 1, arbitrary: fc.jsonValue() }),
    }, { requiredKeys: [] });
    let whole = 0, withOptions = 0;
    fc.assert(fc.property(fc.oneof({ weight: 6, arbitrary: table }, { weight: 1, arbitrary: fc.jsonValue() }, { weight: 1, arbitrary: fc.string() }), (v) => {
      const t = recallTable(BUILT_IN_MODULES, new MemoryStore().raw(v));
      if (t === null) return;
      whole++;
      if (Object.keys(t.options).length > 0) withOptions++;
      expect(t.players.length).toBeGreaterThanOrEqual(MIN_PLAYERS);
      expect(t.players.length).toBeLessThanOrEqual(MAX_PLAYERS);
      expect(new Set(t.players.map((p) => p.color)).size).toBe(t.players.length);
      for (const p of t.players) {
        expect(PLAYER_COLOURS).toContain(p.color);
        expect(SEAT_KINDS).toContain(p.kind);
        expect(p.name.trim()).toBe(p.name);
        expect(p.name.length).toBeGreaterThan(0);
        expect(p.name.length).toBeLessThanOrEqual(MAX_NAME);
      }
      expect(t.expansions[0]).toBe('base');
      // And it starts a game as it is.
      const players = t.players.map((p) => ({ name: p.name, color: p.color, ...(p.kind === 'person' ? {} : { computer: p.kind }) }));
      expect(() => Game.create(BUILT_IN_MODULES, { players, expansions: t.expansions, options: t.options, seed: 1 })).not.toThrow();
      for (const [key, value] of Object.entries(t.options)) {
        const [id, opt] = key.split('.');
        expect(t.expansions).toContain(id);
        const def = BUILT_IN_MODULES.find((m) => m.id === id)!.options![opt];
        if (def.type === 'boolean') expect(typeof value).toBe('boolean');
        else if (def.type === 'enum') expect(def.values).toContain(value);
        else for (const x of value as string[]) expect(def.values).toContain(x);
      }
    }), { numRuns: 1500 });
    // The property looked at whole tables too, not only at refusals.
    expect(whole).toBeGreaterThan(200);
    expect(withOptions).toBeGreaterThan(8);
  });
});
