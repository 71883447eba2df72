// Property tests of contract v2 (issue 9 "How it is checked"): random games with every shipped
// module and every test seam module keep followers of every type and all tiles, every listed
// legal action is accepted, every refused action changes nothing, and the replay of the record
// equals the state. A fuzz test throws 10⁵ hostile actions at the engine boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, nextInt, replay, seedRng, type Action, type ExpansionModule, type RngState } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';
import { SEAM_MODULES, type RiverSlice } from './fixtures/seam-modules.js';
import { checkFollowers } from './invariants.js';

const CATALOG: readonly ExpansionModule[] = [...BUILT_IN_MODULES, ...SEAM_MODULES];
const EVERYTHING = ['base', 'catapult', 'siege', ...SEAM_MODULES.map((m) => m.id)];

/** Tiles anywhere: board, deck, drawn and not yet placed, set aside by the river, or discarded. */
function tilesNow(g: Game, discarded: number): number {
  const s = g.state;
  return s.board.length + s.deck.length + (s.turn.drawn && s.turn.placed < 0 ? 1 : 0)
    + (g.slice<RiverSlice | undefined>('test-river')?.setAside.length ?? 0) + discarded;
}

const AT = ['NL', 'NC', 'EC', 'SC', 'SL', 'WC', 'cloister', 'XX'];
function wildAction(rng: RngState): Action {
  const pick = <T>(xs: readonly T[]) => xs[nextInt(rng, xs.length)];
  switch (nextInt(rng, 6)) {
    case 0: return { type: 'place', x: nextInt(rng, 9) - 4, y: nextInt(rng, 9) - 4, rotation: pick([0, 90, 180, 270, 45]) };
    case 1: return { type: 'deploy', at: pick(AT), ...(nextInt(rng, 2) ? { follower: pick(['follower', 'test-inns/big', 'test-builder/builder', 'nope']) } : {}) };
    case 2: return { type: 'pass' };
    case 3: return { type: 'test-tower/raise' };
    case 4: return { type: 'siege/escape', x: nextInt(rng, 5) - 2, y: nextInt(rng, 5) - 2, at: pick(AT) };
    default: return { type: pick(['catapult/choose', 'test-portal/deploy', 'fly']), token: 'knockout', x: 0, y: 0, at: 'NC' };
  }
}

/** The state with union-find parents resolved: path compression during look-ups is not a change. */
function canonical(g: Game): string {
  const s = JSON.parse(JSON.stringify(g.state));
  s.nodes.forEach((n: { parent: number }, i: number) => { n.parent = g.find(i); });
  return JSON.stringify(s);
}

describe('random games with every module and every seam module', () => {
  it('conserve followers of every type and all tiles, accept every listed action, refuse without change, replay exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
      const g = Game.create(CATALOG, setup(players, { expansions: EVERYTHING, seed, options: { 'catapult.mode': seed % 2 ? 'physics' : 'house-rule' } }));
      const rng = seedRng(seed ^ 0x2545f491);
      let discarded = 0;
      const tiles = tilesNow(g, 0);
      while (!g.state.finished) {
        const choices = g.choices();
        expect(choices.length, `phase ${g.state.turn.phase}`).toBeGreaterThan(0);
        for (const c of choices) expect(g.validate(c), JSON.stringify(c)).toBeNull();
        if (nextInt(rng, 4) === 0) {
          const wild = wildAction(rng);
          const before = JSON.stringify(g.state);
          const r = g.apply(wild);
          if (!r.ok) {
            expect(JSON.stringify(g.state)).toBe(before);
            continue;
          }
          discarded += r.events.filter((e) => e.type === 'discarded').length;
        } else {
          const r = g.apply(choices[nextInt(rng, choices.length)]);
          expect(r.ok).toBe(true);
          if (r.ok) discarded += r.events.filter((e) => e.type === 'discarded').length;
        }
        checkFollowers(g);
        expect(tilesNow(g, discarded)).toBe(tiles);
      }
      const again = replay(CATALOG, g.state.setup, g.actions);
      expect(again.ok).toBe(true);
      expect(canonical(again.game)).toBe(canonical(g));
    }), { numRuns: 5 });
  });
});

describe('fuzz: hostile actions at the engine boundary', () => {
  const TYPES = [
    'constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineSetter__', 'prototype',
    'place', 'deploy', 'pass', 'siege/escape', 'catapult/shot', 'catapult/choose', 'catapult/swap', 'catapult/catch',
    'test-portal/deploy', 'test-tower/raise', '', 'x'.repeat(80),
  ];
  const FIELDS = ['x', 'y', 'rotation', 'at', 'follower', 'token', 'rest', 'hits', 'from', 'result', 'player', 'zzz', 'constructor', 'toString', '__proto__'];
  function hostileValue(rng: RngState, depth = 0): unknown {
    switch (nextInt(rng, 12)) {
      case 0: return 1e308 * (nextInt(rng, 2) ? 1 : -1);
      case 1: return [Number.NaN, Infinity, -Infinity, 2 ** 53 + 1, -0, 1e-320][nextInt(rng, 6)];
      case 2: return ['NC', 'cloister', '', 'x'.repeat(20_000), '__proto__', 'toString'][nextInt(rng, 6)];
      case 3: {
        let v: unknown = 0;
        const n = [3, 9, 50, 400][nextInt(rng, 4)];
        for (let i = 0; i < n; i++) v = nextInt(rng, 2) ? { a: v } : [v];
        return v;
      }
      case 4: return depth < 2 ? [hostileValue(rng, depth + 1), hostileValue(rng, depth + 1)] : [];
      case 5: return depth < 2 ? { x: hostileValue(rng, depth + 1), y: 1, at: 'NC' } : {};
      case 6: return null;
      case 7: return nextInt(rng, 2) === 0;
      case 8: return JSON.parse('{"__proto__": {"polluted": true}}');
      case 9: return 'supply';
      case 10: return nextInt(rng, 2_000_000) - 1_000_000;
      default: return undefined;
    }
  }
  function hostile(rng: RngState): unknown {
    if (nextInt(rng, 40) === 0) return [null, 7, 'pass', [], { type: 5 }][nextInt(rng, 5)];
    const a: Record<string, unknown> = {};
    a.type = TYPES[nextInt(rng, TYPES.length)];
    // Always at least one field the action does not declare or a value that cannot be right.
    const n = 1 + nextInt(rng, 4);
    for (let i = 0; i < n; i++) {
      const k = FIELDS[nextInt(rng, FIELDS.length)];
      if (k === '__proto__') Object.defineProperty(a, k, { value: hostileValue(rng), enumerable: true, configurable: true, writable: true });
      else a[k] = hostileValue(rng);
    }
    a.zzz = hostileValue(rng);
    return a;
  }

  const restoreFrom = (state: string) => {
    const s = JSON.parse(state);
    return Game.restore(CATALOG, s, fuzzActions.get(s.setup.seed)!);
  };
  const fuzzActions = new Map<number, Action[]>();

  it('10⁵ hostile actions: each a rule error, never a throw, and the game never changes', () => {
    const rng = seedRng(99);
    const games = [0, 1, 2].map((seed) => {
      const g = Game.create(CATALOG, setup(3, { expansions: EVERYTHING, seed }));
      for (let i = 0; i < 6 + seed * 5 && !g.state.finished; i++) g.apply(g.choices()[nextInt(rng, g.choices().length)]);
      fuzzActions.set(seed, [...g.actions]);
      return g;
    });
    const start = games.map((g) => canonical(g));
    const rules = new Map<string, number>();
    let legalByChance = 0;
    for (let i = 0; i < 100_000; i++) {
      const k = i % games.length, g = games[k];
      const before = g.state.actionCount, followers = g.state.followers.length, tiles = g.state.board.length;
      const r = g.apply(hostile(rng) as Action);
      if (r.ok) {
        // A random shot may land on the table: legal by chance, not hostile. Start that game over.
        legalByChance++;
        games[k] = restoreFrom(start[k]);
        continue;
      }
      if (typeof r.error.rule !== 'string' || typeof r.error.message !== 'string') throw new Error('not a rule error');
      rules.set(r.error.rule, (rules.get(r.error.rule) ?? 0) + 1);
      if (g.state.actionCount !== before || g.state.followers.length !== followers || g.state.board.length !== tiles) {
        throw new Error(`refused action ${i} changed the game`);
      }
      if (i % 1000 === 0) expect(canonical(g)).toBe(start[k]);
    }
    // Not one of them changed anything: every game is exactly as it started.
    games.forEach((g, k) => expect(canonical(g)).toBe(start[k]));
    expect(legalByChance).toBeLessThan(100);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The engine answered with its own rules, not a crash caught late.
    expect(rules.get('action.failed')).toBeUndefined();
    expect([...rules.keys()]).toEqual(expect.arrayContaining(['action.unknown', 'action.malformed', 'action.too-deep']));
  });
});
