// Every module of the catalogue (expansions/modules.ts), each alone with what it requires, plays
// random games from random seeds that keep the invariants every module must keep: each listed
// action is legal and accepted, followers of every type are conserved, and replaying the record
// gives the same state — which also catches rules that are not deterministic (Math.random, Date,
// state kept outside the game) — and every event emitted is core's, named in a loaded module's
// namespace or one of its plainNames, so no companion takes another's event for its own. A new module is in this test from the line that adds it to the
// catalogue (docs/modding-tutorial.md step 5 relies on it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORE_EVENT_TYPES, Game, nextInt, prefixOf, replay, seedRng, type ExpansionModule } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { setup } from '../helpers.js';
import { checkFollowers } from './invariants.js';

/** The module and everything it requires, requirements first. */
function withRequirements(id: string, into: string[] = []): string[] {
  const m = BUILT_IN_MODULES.find((x) => x.id === id);
  for (const r of m?.requires ?? []) if (!into.includes(r)) withRequirements(r, into);
  if (!into.includes(id)) into.push(id);
  return into;
}

/** The state with union-find parents resolved: path compression during look-ups is not a change. */
function canonical(g: Game): string {
  const s = JSON.parse(JSON.stringify(g.state));
  s.nodes.forEach((n: { parent: number }, i: number) => { n.parent = g.find(i); });
  return JSON.stringify(s);
}

/** Whether replaying the record of `g` gives exactly its state (the rules are deterministic). */
function replaysExactly(catalog: readonly ExpansionModule[], g: Game): boolean {
  const again = replay(catalog, g.state.setup, g.actions);
  expect(again.ok, !again.ok ? again.error.message : '').toBe(true);
  return again.ok && canonical(again.game) === canonical(g);
}

/** The namespaces of the loaded modules: their ids and those they declare. */
const namespacesOf = (catalog: readonly ExpansionModule[], expansions: string[]) =>
  catalog.filter((m) => expansions.includes(m.id)).flatMap((m) => [m.id, ...(m.namespaces ?? [])]);

/** The plain names the loaded modules keep for their saved games (the module check accepts those too). */
const keptPlain = (catalog: readonly ExpansionModule[], expansions: string[]) =>
  catalog.filter((m) => expansions.includes(m.id)).flatMap((m) => m.plainNames ?? []);

function playRandomGame(catalog: readonly ExpansionModule[], expansions: string[], players: number, seed: number): Game {
  const g = Game.create(catalog, setup(players, { expansions, seed }));
  const rng = seedRng(seed ^ 0x1b873593);
  while (!g.state.finished) {
    const choices = g.choices();
    expect(choices.length, `phase ${g.state.turn.phase}`).toBeGreaterThan(0);
    for (const c of choices) expect(g.validate(c), JSON.stringify(c)).toBeNull();
    const r = g.apply(choices[nextInt(rng, choices.length)]);
    expect(r.ok, !r.ok ? r.error.message : '').toBe(true);
    for (const e of r.ok ? r.events : []) {
      if (CORE_EVENT_TYPES.has(e.type) || keptPlain(catalog, expansions).includes(e.type)) continue;
      expect(namespacesOf(catalog, expansions), `event "${e.type}"`).toContain(prefixOf(e.type));
    }
    checkFollowers(g);
  }
  return g;
}

describe('every module of the catalogue, alone with what it requires', () => {
  for (const m of BUILT_IN_MODULES) {
    const expansions = withRequirements(m.id);
    it(`${m.id} (${expansions.join(' + ')}): random games keep the invariants and replay exactly`, () => {
      fc.assert(fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
        const g = playRandomGame(BUILT_IN_MODULES, expansions, players, seed);
        expect(replaysExactly(BUILT_IN_MODULES, g)).toBe(true);
      }), { numRuns: 6 });
    });
  }

  it('a module whose rules are not deterministic is caught by the replay', () => {
    // A careless module: each tile placed gives the first player a random bonus (1 in 10⁶ that two runs agree).
    const careless: ExpansionModule = {
      id: 'dice', version: 1, requires: ['base'],
      hooks: { onTilePlaced: (api) => { api.state.scores[0] += Math.floor(Math.random() * 1e6); } },
    };
    const catalog = [...BUILT_IN_MODULES, careless];
    const g = playRandomGame(catalog, ['base', 'dice'], 2, 7);
    expect(replaysExactly(catalog, g)).toBe(false); // (the replay itself succeeds: replaysExactly checks)
  });
});
