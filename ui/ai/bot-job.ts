// The computer players' job in the app worker (ui/worker/app-worker.ts): the search runs there so
// the page never freezes. It keeps the game it last thought about and applies only the actions
// added since, so each request costs the new actions, not a replay of the whole record.
import { Game, type Action, type GameSetup } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { decide } from '../../ai/bot.js';
import type { WorkerJobs } from '../expansion-api.js';
import { DECIDE_JOB, type BotRequest, type BotResult } from './bot-protocol.js';

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

async function decideJob(payload: unknown): Promise<BotResult> {
  const { setup, actions, strength } = payload as BotRequest;
  ready ??= Promise.all(AI_SPECIALISTS.map((s) => s.prepare?.()));
  await ready;
  const t0 = performance.now();
  const decision = decide(gameFor(setup, actions), { strength, specialists: AI_SPECIALISTS, budget: { now: () => performance.now(), ms: THINK_MS } });
  return { decision, ms: performance.now() - t0 };
}

export const botJobs: WorkerJobs = { [DECIDE_JOB]: decideJob };
