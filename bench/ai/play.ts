// One benchmark game among bots, with the figures the tournament needs: scores, the time each
// strong decision took, and — in catapult games — whose followers knock-out shots hit.
import { Game, type GameSetup } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { AI_SPECIALISTS } from '../../expansions/ai.js';
import { findFollower, parseFollowerId } from '../../expansions/catapult/geometry.js';
import { catapultSlice } from '../../expansions/catapult/slice.js';
import { decide } from '../../ai/bot.js';
import type { Strength } from '../../ai/types.js';

export interface GameJob { seats: Strength[]; expansions: string[]; seed: number; deck?: string[]; options?: Record<string, unknown> }
export interface GameResult {
  scores: number[];
  /** Milliseconds per decision, by strength. */
  ms: Partial<Record<Strength, number[]>>;
  /** Knock-out shots: followers hit of the shooter's own colour and of opponents'. */
  knockout: { shots: number; own: number; opponents: number };
}

let prepared: Promise<void> | null = null;
export function prepareBots(): Promise<void> {
  prepared ??= Promise.all(AI_SPECIALISTS.map((s) => s.prepare?.())).then(() => undefined);
  return prepared;
}

export function playGame(job: GameJob, now: () => number): GameResult {
  const players = job.seats.map((s, i) => ({ name: `${s}${i}`, color: ['red', 'blue', 'green', 'yellow', 'black', 'grey'][i] }));
  const setup: GameSetup = { players, expansions: job.expansions, options: job.options ?? {}, seed: job.seed, ...(job.deck ? { deck: job.deck } : {}) };
  const g = Game.create(BUILT_IN_MODULES, setup);
  const ms: GameResult['ms'] = {};
  const knockout = { shots: 0, own: 0, opponents: 0 };
  const hasCatapult = job.expansions.includes('catapult');
  for (let n = 0; !g.state.finished && n < 5000; n++) {
    const who = g.actor(), strength = job.seats[who];
    const t0 = now();
    const { action } = decide(g, { strength, specialists: AI_SPECIALISTS });
    (ms[strength] ??= []).push(now() - t0);
    if (hasCatapult && action.type === 'catapult/shot' && catapultSlice(g).round?.token === 'knockout') {
      knockout.shots++;
      for (const h of (action.hits as { x: number; y: number; at: string }[])) {
        const f = g.state.followers[findFollower(g, parseFollowerId(`${h.x},${h.y},${h.at}`)!)];
        if (!f) continue;
        if (f.player === who) knockout.own++; else knockout.opponents++;
      }
    }
    const r = g.apply(action);
    if (!r.ok) throw new Error(`illegal bot move (${strength}): ${JSON.stringify(action)}: ${r.error.message}`);
  }
  return { scores: g.state.scores, ms, knockout };
}
