// The computer players' Web Worker: the search runs here so the page never freezes. It keeps the
// game it last thought about and applies only the actions added since, so each request costs the
// new actions, not a replay of the whole record.
import { Game, type Action, type GameSetup } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { decide } from '../../ai/bot.js';
import type { Strength } from '../../ai/types.js';

export interface BotRequest { id: number; setup: GameSetup; actions: Action[]; strength: Strength }
export type BotReply =
  | { id: number; ok: true; decision: ReturnType<typeof decide>; ms: number }
  | { id: number; ok: false; error: string };

/** Time for the optional part of a move's thinking: the page stays lively and no one waits long. */
const THINK_MS = 1000;

let game: Game | null = null;
let gameKey = '';
let ready: Promise<unknown> | null = null;

function gameFor(setup: GameSetup, actions: Action[]): Game {
  const key = JSON.stringify(setup);
  if (!game || key !== gameKey || game.actions.length > actions.length) {
    game = Game.create(BUILT_IN_MODULES, setup);
    gameKey = key;
  }
  for (let i = game.actions.length; i < actions.length; i++) {
    const r = game.apply(actions[i]);
    if (!r.ok) { game = null; throw new Error(`record does not replay at action ${i}: ${r.error.message}`); }
  }
  return game;
}

self.onmessage = async (e: MessageEvent<BotRequest>) => {
  const { id, setup, actions, strength } = e.data;
  try {
    ready ??= Promise.all(AI_SPECIALISTS.map((s) => s.prepare?.()));
    await ready;
    const t0 = performance.now();
    const decision = decide(gameFor(setup, actions), { strength, specialists: AI_SPECIALISTS, budget: { now: () => performance.now(), ms: THINK_MS } });
    (self as unknown as Worker).postMessage({ id, ok: true, decision, ms: performance.now() - t0 } satisfies BotReply);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies BotReply);
  }
};
