// Golden random games: fixed seeds played by a seeded random player over the engine's full move
// list (game.choices()), with every module set and 2–6 players. The final scores, the record and
// the final state (feature roots, not union-find's path compression) must match what the engine
// produced without the speed work (fixtures/golden-games.json: first from main at af94ee9, then
// again from main's own engine at a08924f, whose seduction swap may bring in any follower type and so
// changed one catapult game; the speed changes reproduce both), so an optimisation that changes a
// rule, a result or even the order of the move list fails here.
// Regenerate only when a rule change is intended: GOLDEN_WRITE=1 npx vitest run test/core/golden-games.test.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game, type GameState } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { playRandom, setup } from '../helpers.js';

const FILE = new URL('./fixtures/golden-games.json', import.meta.url);

interface Golden {
  expansions: string[];
  players: number;
  seed: number;
  actions: number;
  scores: number[];
  record: string;
  state: string;
}

const MODULE_SETS = [['base'], ['base', 'siege'], ['base', 'catapult'], ['base', 'siege', 'catapult'], ['base', 'inns'], ['base', 'inns', 'siege', 'catapult']];

function cases(): { expansions: string[]; players: number; seed: number }[] {
  const out = [];
  for (const expansions of MODULE_SETS) {
    const all = expansions.length === 3 && !expansions.includes('inns');
    for (let players = 2; players <= (all ? 6 : 5); players += all ? 1 : 3) {
      for (let i = 0; i < (all ? 12 : 3); i++) out.push({ expansions, players, seed: 7919 * (i + 1) + players });
    }
  }
  return out;
}

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);

/** The state with each feature node's parent replaced by its root (compression is not a result). */
function canonical(state: GameState): unknown {
  const root = (n: number) => { while (state.nodes[n].parent !== n) n = state.nodes[n].parent; return n; };
  return { ...state, nodes: state.nodes.map((n, i) => ({ ...n, parent: root(i) })) };
}

function play(c: { expansions: string[]; players: number; seed: number }): Golden {
  const game = Game.create(BUILT_IN_MODULES, setup(c.players, { expansions: c.expansions, seed: c.seed }));
  playRandom(game, c.seed ^ 0x2545f491);
  return {
    ...c,
    actions: game.actions.length,
    scores: [...game.state.scores],
    record: sha(game.actions),
    state: sha(canonical(game.state)),
  };
}

describe('golden random games', () => {
  const played = cases().map(play);
  if (process.env.GOLDEN_WRITE) writeFileSync(FILE, JSON.stringify(played, null, 1) + '\n');
  const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Golden[];

  it('covers every module set and player count it claims', () => {
    expect(golden.length).toBe(played.length);
    expect(new Set(golden.map((g) => `${g.expansions.join('+')}/${g.players}`)).size).toBe(15);
  });

  for (const g of golden) {
    it(`${g.expansions.join('+')}, ${g.players} players, seed ${g.seed}: same record, scores and final state`, () => {
      const now = played.find((p) => p.seed === g.seed && p.players === g.players && p.expansions.join() === g.expansions.join())!;
      expect(now.actions).toBe(g.actions);
      expect(now.scores).toEqual(g.scores);
      expect(now.record).toBe(g.record);
      expect(now.state).toBe(g.state);
    });
  }
});
