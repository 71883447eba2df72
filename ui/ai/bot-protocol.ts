// The computer players' job in the app worker, as the page and the worker both speak it: in a file
// of its own so the page can ask without importing the search (and the engine) into its bundle.
import type { Action, GameSetup } from '../../core/index.js';
import type { Decision, Strength } from '../../ai/types.js';

/** The job's name in the app worker (ui/worker/app-worker.ts). */
export const DECIDE_JOB = 'ai/decide';

export interface BotRequest { setup: GameSetup; actions: Action[]; strength: Strength }
export interface BotResult { decision: Decision; ms: number }
