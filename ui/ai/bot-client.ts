// Asks the computer players' worker for a move. One worker for the page (an instance of the app
// worker, ui/worker/app-worker.ts), one request at a time; a newer request makes the older one's
// answer obsolete (the caller checks the game moved on).
import type { Action, GameSetup } from '../../core/index.js';
import type { Decision, Strength } from '../../ai/types.js';
import type { WorkerReply, WorkerRequest } from '../expansion-api.js';
import { startWorker } from '../worker/client.js';
import { DECIDE_JOB, type BotRequest, type BotResult } from './bot-protocol.js';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (d: Decision & { ms: number }) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = startWorker();
  w.onmessage = (e: MessageEvent<WorkerReply>) => {
    const r = e.data, job = waiting.get(r.id);
    if (!job) return;
    waiting.delete(r.id);
    if (r.ok) { const { decision, ms } = r.result as BotResult; job.resolve({ ...decision, ms }); } else job.reject(new Error(r.error));
  };
  w.onerror = (e) => {
    e.preventDefault();
    for (const [, job] of waiting) job.reject(new Error(`computer player worker failed: ${e.message || 'error'}`));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return w;
}

export function askBot(setup: GameSetup, actions: readonly Action[], strength: Strength): Promise<Decision & { ms: number }> {
  worker ??= start();
  const id = nextId++;
  const payload: BotRequest = { setup, actions: [...actions], strength };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, job: DECIDE_JOB, payload } satisfies WorkerRequest);
  });
}
